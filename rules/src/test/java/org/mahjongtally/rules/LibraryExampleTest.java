/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.ScoreSheet;
import org.mahjongtally.scoring.Scorer;
import org.mahjongtally.settlement.Outcome;
import org.mahjongtally.settlement.SeatAmounts;
import org.mahjongtally.settlement.Settlement;
import org.mahjongtally.tile.Wind;

/**
 * The README's example of the engine used as a library runs, prints what the README says it
 * prints, and is the very code below (so the two cannot drift apart).
 */
class LibraryExampleTest {

    private static final Path README = Path.of("..", "README.md");

    /** The example: its lines between the two markers are the README's Java block. */
    private static List<String> example() {
        List<String> out = new ArrayList<>();
        // README example begins
        Ruleset bmja = Rulesets.bmja();
        Hand hand = Hand.parse("[EEE] {9999c} 111d 234b GG f1 s1 seat=N win=G by=wall");
        ScoreSheet north = (ScoreSheet) Scorer.score(hand, bmja);
        out.add("North scores " + north.total());
        SeatAmounts scores = SeatAmounts.of(80, 12, 48, north.total());
        Settlement settled = Settlement.of(scores, Outcome.win(Wind.NORTH), bmja.settlement());
        settled.payments().forEach(p -> out.add(p.from() + " pays " + p.to() + " " + p.amount()));
        out.add("Balances " + settled.balances());
        // README example ends
        return out;
    }

    @Test
    void theExamplePrintsWhatTheReadmeShows() throws IOException {
        // 76 points doubled once for the prevailing wind (the CLI's breakdown of the same hand);
        // then docs/settlement.md: each loser pays 152, East twice; the losers pay the differences.
        assertThat(example()).containsExactly(
                "North scores 152",
                "EAST pays NORTH 304",
                "SOUTH pays NORTH 152",
                "WEST pays NORTH 152",
                "SOUTH pays EAST 136",
                "WEST pays EAST 64",
                "SOUTH pays WEST 36",
                "Balances E=-104 S=-324 W=-180 N=608");
        assertThat(readmeBlock("```text", "Library output")).isEqualTo(example());
    }

    @Test
    void theReadmeShowsExactlyTheExampleCode() throws IOException {
        String source = Files.readString(Path.of("src", "test", "java", "org", "mahjongtally", "rules",
                "LibraryExampleTest.java"), StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("// README example begins\\n(.*?)\\n\\s*// README example ends",
                Pattern.DOTALL).matcher(source);
        assertThat(m.find()).isTrue();
        List<String> code = m.group(1).lines().map(String::strip)
                .map(line -> line.replace("out.add(", "System.out.println(")).toList();
        assertThat(readmeBlock("```java", "Library example")).isEqualTo(code);
    }

    /** The lines of the README's fenced block that follows the comment {@code <!-- name -->}. */
    private static List<String> readmeBlock(String fence, String name) throws IOException {
        List<String> lines = Files.readAllLines(README, StandardCharsets.UTF_8);
        int marker = lines.indexOf("<!-- " + name + " -->");
        assertThat(marker).as("the README marks its block with <!-- %s -->", name).isNotNegative();
        assertThat(lines.get(marker + 1)).isEqualTo(fence);
        List<String> block = new ArrayList<>();
        for (int i = marker + 2; !lines.get(i).equals("```"); i++) {
            block.add(lines.get(i).strip());
        }
        return block;
    }
}
