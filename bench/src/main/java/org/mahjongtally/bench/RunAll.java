/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs every benchmark of this module with one fixed configuration (one fork, one thread,
 * 3 warm-up and 5 measured iterations of 2 s) and writes the figures, their errors, the
 * machine and the commit to a Markdown file ({@code bench/RESULTS.md} from {@code bench/run}).
 * A section {@value #LOAD_SECTION} already in the file (written by {@code bench/load}) is kept,
 * after the new figures.
 */
public final class RunAll {

    /** The heading of the section of {@code bench/load}, kept when the file is written anew. */
    static final String LOAD_SECTION = "## HTTP load (bench/load)";

    private RunAll() {
    }

    /**
     * @param args the output file, then optionally a regular expression selecting benchmarks
     */
    public static void main(String[] args) throws RunnerException, IOException {
        Path output = Path.of(args.length > 0 ? args[0] : "RESULTS.md");
        String include = args.length > 1 ? args[1] : "org\\.mahjongtally\\.bench\\..*";
        Options options = new OptionsBuilder()
                .include(include)
                .forks(1)
                .threads(1)
                .warmupIterations(3)
                .warmupTime(TimeValue.seconds(2))
                .measurementIterations(5)
                .measurementTime(TimeValue.seconds(2))
                .jvmArgsAppend("-Xmx1g")
                .build();
        String loadBefore = Machine.loadAverage();
        Collection<RunResult> results = new Runner(options).run();
        String load = "load average before the run: " + loadBefore + ", after: " + Machine.loadAverage();
        Files.writeString(output, report(results, load) + loadSection(output), StandardCharsets.UTF_8);
        System.out.println("Wrote " + output.toAbsolutePath());
    }

    private static String report(Collection<RunResult> results, String load) throws IOException {
        StringBuilder md = new StringBuilder();
        md.append("# Benchmark results\n\n");
        md.append("Written by `bench/run` on ")
                .append(ZonedDateTime.now().format(DateTimeFormatter.ISO_OFFSET_DATE_TIME)).append(".\n\n");
        md.append("* commit: `").append(System.getProperty("bench.commit", "unknown")).append("`\n");
        md.append("* machine: ").append(Machine.describe()).append("; ").append(load).append('\n');
        md.append("* JVM: ").append(System.getProperty("java.vm.name")).append(' ')
                .append(System.getProperty("java.version")).append('\n');
        md.append("* JMH: 1 fork, 1 thread, 3 × 2 s warm-up, 5 × 2 s measured; error is the 99.9% confidence"
                + " half-interval\n\n");
        md.append("| benchmark | parameters | score | error | units |\n");
        md.append("|---|---|---:|---:|---|\n");
        List<RunResult> sorted = new ArrayList<>(results);
        sorted.sort((a, b) -> a.getParams().getBenchmark().compareTo(b.getParams().getBenchmark()));
        for (RunResult r : sorted) {
            Result<?> primary = r.getPrimaryResult();
            String name = r.getParams().getBenchmark().replace("org.mahjongtally.bench.", "");
            List<String> params = new ArrayList<>();
            for (String key : r.getParams().getParamsKeys()) {
                params.add(key + "=" + r.getParams().getParam(key));
            }
            md.append("| ").append(name).append(" | ").append(String.join(", ", params)).append(" | ")
                    .append(format(primary.getScore())).append(" | ± ").append(format(primary.getScoreError()))
                    .append(" | ").append(primary.getScoreUnit()).append(" |\n");
        }
        md.append(goals(sorted));
        return md.toString();
    }

    /** The performance goals these benchmarks measure, each with its figure, met or missed. */
    private static String goals(List<RunResult> results) {
        StringBuilder md = new StringBuilder();
        md.append("\n### Goals\n\n| goal | benchmark | measured | |\n|---|---|---:|---|\n");
        for (RunResult r : results) {
            String name = r.getParams().getBenchmark().replace("org.mahjongtally.bench.", "");
            double goal = switch (name) {
                case "ScoringBenchmark.scoreWinningHand" -> 1_000_000;
                case "ScoringBenchmark.waitsOfCallingHand" -> 100_000;
                case "SettlementBenchmark.settle" -> 10_000_000;
                default -> 0;
            };
            if (goal == 0) {
                continue;
            }
            double score = r.getPrimaryResult().getScore();
            String ruleset = r.getParams().getParamsKeys().contains("ruleset")
                    ? " (" + r.getParams().getParam("ruleset") + ")" : "";
            md.append("| ≥ ").append(format(goal).replace(".0", "")).append(" ops/s | ").append(name)
                    .append(ruleset).append(" | ").append(format(score)).append(" | ")
                    .append(score >= goal ? "met" : String.format(Locale.ROOT, "**missed** by %.0f %%",
                            100 * (goal - score) / goal))
                    .append(" |\n");
        }
        return md.toString();
    }

    /** The section of bench/load in the file, from its heading to the next section, or "". */
    private static String loadSection(Path file) throws IOException {
        String text = Files.isRegularFile(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
        int start = text.indexOf("\n" + LOAD_SECTION + "\n");
        if (start < 0) {
            return "";
        }
        int end = text.indexOf("\n## ", start + 1);
        return "\n" + text.substring(start + 1, end < 0 ? text.length() : end + 1);
    }

    private static String format(double value) {
        return Double.isNaN(value) ? "n/a" : String.format(Locale.ROOT, "%,.1f", value);
    }
}
