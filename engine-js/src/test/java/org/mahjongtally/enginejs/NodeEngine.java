/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.enginejs;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The TeaVM-compiled engine, run in Node: a batch of calls goes to one {@code node} process
 * (src/test/js/run-calls.js), which answers each with the JSON of the engine's result.
 */
final class NodeEngine {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path SCRIPT = Path.of("src/test/js/run-calls.js");

    private NodeEngine() {
    }

    /** The compiled engine, where the build wrote it (the pom passes the path). */
    static Path script() {
        Path engine = Path.of(System.getProperty("engine.js", "target/javascript/tally-engine.js"));
        if (!Files.isRegularFile(engine)) {
            throw new IllegalStateException("the compiled engine " + engine.toAbsolutePath()
                    + " is missing; run the tests with mvn verify, which compiles it first");
        }
        return engine;
    }

    /** One call: the exported function's name and its arguments. */
    static List<Object> call(String function, Object... args) {
        List<Object> call = new ArrayList<>();
        call.add(function);
        call.addAll(java.util.Arrays.asList(args));
        return call;
    }

    /** Runs the calls in Node and returns the answers in the same order. */
    static List<JsonNode> run(List<List<Object>> calls) {
        try {
            Path input = Files.createTempFile("engine-calls", ".jsonl");
            try {
                StringBuilder lines = new StringBuilder();
                for (List<Object> call : calls) {
                    lines.append(JSON.writeValueAsString(call)).append('\n');
                }
                Files.writeString(input, lines, StandardCharsets.UTF_8);
                return answers(input, calls.size());
            } finally {
                Files.deleteIfExists(input);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<JsonNode> answers(Path input, int expected) throws IOException {
        Process node;
        try {
            node = new ProcessBuilder("node", SCRIPT.toString(), script().toString())
                    .redirectInput(input.toFile())
                    .redirectError(ProcessBuilder.Redirect.INHERIT)
                    .start();
        } catch (IOException e) {
            throw new IllegalStateException("cannot start node (Node.js 20 or later must be on"
                    + " the PATH to test the JavaScript engine): " + e.getMessage(), e);
        }
        String output = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        try {
            if (!node.waitFor(5, TimeUnit.MINUTES)) {
                node.destroyForcibly();
                throw new IllegalStateException("node did not finish in 5 minutes");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for node", e);
        }
        if (node.exitValue() != 0) {
            throw new IllegalStateException("node failed with exit code " + node.exitValue());
        }
        List<JsonNode> answers = new ArrayList<>();
        for (String line : output.split("\n")) {
            if (!line.isBlank()) {
                answers.add(JSON.readTree(line));
            }
        }
        if (answers.size() != expected) {
            throw new IllegalStateException("node answered " + answers.size() + " of "
                    + expected + " calls");
        }
        return answers;
    }
}
