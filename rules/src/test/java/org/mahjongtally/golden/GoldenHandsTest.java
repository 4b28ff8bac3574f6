/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.golden;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.InvalidHandException;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.Award;
import org.mahjongtally.scoring.NotAWinningHand;
import org.mahjongtally.scoring.ScoreResult;
import org.mahjongtally.scoring.ScoreSheet;
import org.mahjongtally.scoring.Scorer;

/**
 * Runs the golden hands of every shipped preset: the file {@code /golden/<preset>.golden} on the
 * test classpath, one case per line, each worked out by hand from the rulebook (docs/rules.md
 * §13: golden cases per ruleset as data files, one test factory runs them all). Each case checks
 * the total and the multiset of element ids on the score sheet, or that the declared win is not
 * a winning hand.
 */
class GoldenHandsTest {

    @TestFactory
    Stream<DynamicTest> goldenHands() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String id : Rulesets.presetIds()) {
            List<GoldenCase> cases = GoldenCase.readIfPresent(id);
            if (cases.isEmpty()) {
                continue;
            }
            Scorer scorer = new Scorer(Rulesets.preset(id));
            for (GoldenCase c : cases) {
                tests.add(DynamicTest.dynamicTest(id + " line " + c.line() + ": " + c.hand(), () -> check(scorer, c)));
            }
        }
        assertThat(tests).as("golden cases of the presets").isNotEmpty();
        return tests.stream();
    }

    static void check(Scorer scorer, GoldenCase c) {
        if (c.refused()) {
            assertThatThrownBy(() -> scorer.score(Hand.parse(c.hand()))).as("%s (%s)", c.hand(), c.source())
                    .isInstanceOf(InvalidHandException.class);
            return;
        }
        ScoreResult result = scorer.score(Hand.parse(c.hand()));
        if (c.notWinning()) {
            if (!(result instanceof NotAWinningHand)) {
                fail("%s%nexpected not a winning hand (%s), but it scored:%n%s", c.hand(), c.source(),
                        describe(result));
            }
            assertThat(result.total()).isZero();
            return;
        }
        if (!(result instanceof ScoreSheet sheet)) {
            fail("%s%nexpected a score sheet of %d (%s), but:%n%s", c.hand(), c.total(), c.source(),
                    describe(result));
            return;
        }
        Map<String, Integer> actual = new TreeMap<>();
        for (Award a : sheet.lines()) {
            actual.merge(a.element().id(), 1, Integer::sum);
        }
        boolean ok = sheet.total() == c.total() && actual.equals(c.elements());
        if (!ok) {
            fail("%s%n  (%s)%nexpected total %d with %s%n  but got total %d with %s%n%s",
                    c.hand(), c.source(), c.total(), c.elements(), sheet.total(), actual, describe(result));
        }
    }

    /** The whole result, one line per award, for failure messages. */
    static String describe(ScoreResult result) {
        if (result instanceof NotAWinningHand n) {
            return "  NotAWinningHand: " + n.reason();
        }
        ScoreSheet s = (ScoreSheet) result;
        StringBuilder b = new StringBuilder();
        b.append("  arrangement ").append(s.arrangement().notation())
                .append(s.limitHand().map(h -> " (special hand: " + h + ")").orElse(""))
                .append(", points ").append(s.points()).append(", doubles ").append(s.doubles())
                .append(", total ").append(s.total()).append(s.limited() ? " (limited)" : "");
        for (Award a : s.lines()) {
            b.append(System.lineSeparator()).append("    ").append(a.element().id())
                    .append(" \"").append(a.name()).append("\" points=").append(a.points())
                    .append(" doubles=").append(a.doubles()).append(" sets=").append(a.sets());
        }
        return b.toString();
    }

    /**
     * One line of a golden file: {@code hand | total | ids | source}. The ids are element ids
     * separated by commas, each optionally followed by {@code xN} for N lines of that element,
     * or {@code none} (no lines), or {@code not-winning}, or {@code refused} (a hand the engine
     * refuses to score, such as a way of winning the seat rules out; total 0).
     *
     * @param line the line number in the file, for messages
     * @param hand the hand in notation
     * @param total the expected total
     * @param elements expected element id to number of lines; empty for "none" or "not-winning"
     * @param notWinning whether the declared win must be rejected
     * @param refused whether the hand must be refused as invalid, never scored
     * @param source where the expected value comes from
     */
    record GoldenCase(int line, String hand, long total, Map<String, Integer> elements, boolean notWinning,
            boolean refused, String source) {

        private static final Pattern ID = Pattern.compile("([a-z0-9-]+)(?:\\s*x(\\d+))?");

        /** The cases of a preset, or an empty list if it has no golden file. */
        static List<GoldenCase> readIfPresent(String rulesetId) {
            InputStream in = GoldenHandsTest.class.getResourceAsStream("/golden/" + rulesetId + ".golden");
            if (in == null) {
                return List.of();
            }
            List<GoldenCase> cases = new ArrayList<>();
            try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                String text;
                int n = 0;
                while ((text = r.readLine()) != null) {
                    n++;
                    String t = text.strip();
                    if (!t.isEmpty() && !t.startsWith("#")) {
                        cases.add(parse(rulesetId, n, t));
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return cases;
        }

        /** The cases of a preset; fails if it has none. */
        static List<GoldenCase> read(String rulesetId) {
            List<GoldenCase> cases = readIfPresent(rulesetId);
            assertThat(cases).as("golden cases of " + rulesetId).isNotEmpty();
            return cases;
        }

        private static GoldenCase parse(String file, int n, String text) {
            String[] f = text.split("\\|", 4);
            if (f.length != 4) {
                throw new IllegalArgumentException(file + ".golden line " + n
                        + ": expected 'hand | total | ids | source', found: " + text);
            }
            long total = Long.parseLong(f[1].strip());
            String ids = f[2].strip();
            Map<String, Integer> elements = new TreeMap<>();
            boolean notWinning = ids.equals("not-winning");
            boolean refused = ids.equals("refused");
            if (!notWinning && !refused && !ids.equals("none")) {
                for (String item : ids.split(",")) {
                    Matcher m = ID.matcher(item.strip());
                    if (!m.matches()) {
                        throw new IllegalArgumentException(file + ".golden line " + n + ": bad element '" + item + "'");
                    }
                    int times = m.group(2) == null ? 1 : Integer.parseInt(m.group(2));
                    elements.merge(m.group(1), times, Integer::sum);
                }
            }
            if ((notWinning || refused) && total != 0) {
                throw new IllegalArgumentException(file + ".golden line " + n + ": a non-winning or refused hand totals 0");
            }
            return new GoldenCase(n, f[0].strip(), total, Collections.unmodifiableMap(elements), notWinning,
                    refused, f[3].strip());
        }

        /** Every element id this case names. */
        List<String> ids() {
            return List.copyOf(elements.keySet());
        }
    }

    /** The ruleset a golden file belongs to. */
    static Ruleset ruleset(String id) {
        return Rulesets.preset(id);
    }
}
