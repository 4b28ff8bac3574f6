/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.patterns;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.scoring.pattern.Pattern;

/**
 * The worked examples of docs/special-hands.md are true: each {@code pattern} block reads, and
 * of the {@code hands} block after it, every {@code yes:} hand is that special hand and every
 * {@code no:} hand is not (under {@code bmja}, or the preset in brackets: {@code yes (dmjl):}).
 */
class PatternDocsTest {

    private record Example(String pattern, String hand, boolean yes, String preset, int line) {
    }

    private static List<Example> examples() throws IOException {
        Path doc = Path.of("..", "docs", "special-hands.md");
        List<String> lines = Files.readAllLines(doc, StandardCharsets.UTF_8);
        List<Example> examples = new ArrayList<>();
        String pattern = null;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).equals("```pattern")) {
                StringBuilder text = new StringBuilder();
                while (!lines.get(++i).equals("```")) {
                    text.append(lines.get(i)).append('\n');
                }
                pattern = text.toString();
            } else if (lines.get(i).equals("```hands")) {
                while (!lines.get(++i).equals("```")) {
                    String line = lines.get(i);
                    boolean yes = line.startsWith("yes");
                    String preset = "bmja";
                    if (line.indexOf('(') >= 0 && line.indexOf('(') < line.indexOf(':')) {
                        preset = line.substring(line.indexOf('(') + 1, line.indexOf(')'));
                    }
                    examples.add(new Example(pattern, line.substring(line.indexOf(':') + 1).strip(), yes, preset, i + 1));
                }
            }
        }
        return examples;
    }

    @Test
    void theChapterHasAtLeastTenWorkedExamples() throws IOException {
        assertThat(examples().stream().map(Example::pattern).distinct().count()).isGreaterThanOrEqualTo(10);
    }

    @TestFactory
    Stream<DynamicTest> everyExampleHandIsOrIsNotItsSpecialHand() throws IOException {
        return examples().stream().map(e -> DynamicTest.dynamicTest("line " + e.line() + ": " + e.hand(), () -> {
            Pattern pattern = Pattern.parse(e.pattern());
            Hand hand = Hand.parse(e.hand());
            hand.context().requirePossibleForSeat();
            assertThat(pattern.whyNot(hand, Rulesets.preset(e.preset())))
                    .as("%s%nunder %s: %s", e.pattern(), e.preset(), e.hand())
                    .matches(reason -> reason.isEmpty() == e.yes());
        }));
    }
}
