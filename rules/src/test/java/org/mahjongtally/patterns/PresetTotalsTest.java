/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.patterns;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.mahjongtally.TallyException;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.scoring.ScoreResult;
import org.mahjongtally.scoring.ScoreSheet;
import org.mahjongtally.scoring.Scorer;
import org.mahjongtally.scoring.WinningHands;

/**
 * The proof that the presets score as they did when their special hands were Java classes
 * (docs/special-hands.md, "The presets"): 24,000 seeded random hands (near-special winners,
 * callers for the fishing values, ordinary winners), each scored under bmja, dmjl and
 * millington, give the totals and the special hand that the classes gave. Those were recorded
 * from the code with the classes into {@code /special-hands/preset-totals.txt.gz} (run with
 * {@code -Drecord.totals=<path of that file>} to record them again: only with a scorer known to
 * be right). The golden cases are checked with their own totals by {@code GoldenHandsTest}.
 */
class PresetTotalsTest {

    private static final long SEED = 20_261_208L;
    private static final int NEAR_WINNERS = 14_000;
    private static final int NEAR_CALLERS = 6_000;
    private static final int ORDINARY_WINNERS = 4_000;
    private static final String RESOURCE = "/special-hands/preset-totals.txt.gz";

    /** The seeded hands, in notation. */
    static List<String> hands() {
        List<String> hands = new ArrayList<>();
        NearSpecialHands near = new NearSpecialHands(SEED);
        for (int i = 0; i < NEAR_WINNERS; i++) {
            hands.add(near.winner().toString());
        }
        for (int i = 0; i < NEAR_CALLERS; i++) {
            hands.add(near.caller().toString());
        }
        Random random = new Random(SEED);
        for (int i = 0; i < ORDINARY_WINNERS; i++) {
            hands.add(WinningHands.next(random, 4).toString());
        }
        return hands;
    }

    /** One line per hand: the notation, then per preset the total and the special hand, if any. */
    static List<String> lines(List<String> hands) {
        List<String> lines = new ArrayList<>();
        for (String notation : hands) {
            StringBuilder line = new StringBuilder(notation);
            for (String preset : Rulesets.presetIds()) {
                line.append('\t').append(preset).append('=').append(scored(notation, preset));
            }
            lines.add(line.toString());
        }
        return lines;
    }

    private static String scored(String notation, String preset) {
        ScoreResult result;
        try {
            result = Scorer.score(Hand.parse(notation), Rulesets.preset(preset));
        } catch (TallyException refused) {
            return "refused";
        }
        if (!(result instanceof ScoreSheet sheet)) {
            return "not-a-win";
        }
        return sheet.total() + sheet.limitHand().map(name -> " " + name).orElse("");
    }

    @Test
    void everyHandScoresAsItDidWithTheClasses() throws IOException {
        List<String> now = lines(hands());
        String record = System.getProperty("record.totals");
        if (record != null) {
            try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(Path.of(record)))) {
                out.write((String.join("\n", now) + "\n").getBytes(StandardCharsets.UTF_8));
            }
        }
        List<String> before;
        try (InputStream in = new GZIPInputStream(PresetTotalsTest.class.getResourceAsStream(RESOURCE))) {
            before = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
        assertThat(before).as("hands recorded").hasSize(NEAR_WINNERS + NEAR_CALLERS + ORDINARY_WINNERS);
        List<String> differ = new ArrayList<>();
        for (int i = 0; i < now.size(); i++) {
            if (!now.get(i).equals(before.get(i))) {
                differ.add("seed " + SEED + ", hand " + i + ":\n  before " + before.get(i) + "\n  now    " + now.get(i));
            }
        }
        assertThat(differ).as("hands that score otherwise than with the classes").isEmpty();
        long specials = now.stream().filter(l -> l.matches(".*=\\d+ [A-Z].*")).count();
        System.out.printf("preset totals: %d hands x %d presets, %d lines with a special hand, 0 differences%n",
                now.size(), Rulesets.presetIds().size(), specials);
        assertThat(specials).as("hands that score a special hand somewhere").isGreaterThan(5_000);
    }
}
