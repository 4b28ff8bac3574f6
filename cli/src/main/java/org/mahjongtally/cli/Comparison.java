/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.json.ScoreJson;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.Award;
import org.mahjongtally.scoring.NotAWinningHand;
import org.mahjongtally.scoring.ScoreResult;
import org.mahjongtally.scoring.ScoreSheet;
import org.mahjongtally.scoring.Scorer;
import org.mahjongtally.words.ScoringNames;

/**
 * One hand scored under several rulesets side by side ({@code tally score --compare}): the
 * answer to a dispute at the table. One column per ruleset; one row per element that scored
 * under any of them (the points, or the doubles, it gave), then the special hand, points and
 * doubles, and the total.
 */
final class Comparison {

    private static final int LABEL = 40;

    private final Hand hand;
    private final List<ScoreResult> results = new ArrayList<>();

    /** Scores the hand under each ruleset, in the order given. */
    Comparison(Hand hand, List<Ruleset> rulesets) {
        this.hand = hand;
        rulesets.forEach(r -> results.add(Scorer.score(hand, r)));
    }

    /** The JSON object keyed by ruleset id, each value the hand's score JSON under that ruleset. */
    Map<String, Object> json() {
        Map<String, Object> json = new LinkedHashMap<>();
        results.forEach(r -> json.put(r.rulesetId(), ScoreJson.of(r)));
        return json;
    }

    String render() {
        int width = Math.max(14, results.stream().mapToInt(r -> r.rulesetId().length() + 2).max().orElse(0));
        String cell = "%" + width + "s";
        Lines out = new Lines();
        out.add("Hand:     " + hand);
        out.add("In words: " + HandInWords.describe(hand));
        out.add("");
        row(out, cell, "", results.stream().map(ScoreResult::rulesetId).toList());
        for (Map.Entry<RuleId, String> element : elements().entrySet()) {
            row(out, cell, element.getValue(), results.stream().map(r -> value(r, element.getKey())).toList());
        }
        row(out, cell, "Special hand", results.stream().map(Comparison::special).toList());
        row(out, cell, "Points × 2^doubles", results.stream().map(Comparison::points).toList());
        row(out, cell, "Total", results.stream().map(Comparison::total).toList());
        out.add("");
        for (ScoreResult r : results) {
            String reading = r instanceof ScoreSheet s
                    ? ScoringNames.limitHand(s, ExitCodes.ENGLISH).map(n -> "special hand " + n + "; ").orElse("") + "reads " + s.arrangement().notation()
                    : "not a winning hand: " + ExitCodes.say(((NotAWinningHand) r).reason());
            out.add("%-" + (width - 2) + "s %s", r.rulesetId() + ":", reading);
        }
        return out.toString();
    }

    /** Every element that scored under any ruleset, with the name the first of them gives it. */
    private Map<RuleId, String> elements() {
        Map<RuleId, String> names = new LinkedHashMap<>();
        for (ScoreResult r : results) {
            if (r instanceof ScoreSheet sheet) {
                sheet.lines().forEach(a -> names.putIfAbsent(a.element(), ScoringNames.of(a, ExitCodes.ENGLISH)));
            }
        }
        return names;
    }

    private static String value(ScoreResult r, RuleId id) {
        if (!(r instanceof ScoreSheet sheet)) {
            return "";
        }
        long points = 0;
        int doubles = 0;
        boolean found = false;
        for (Award a : sheet.lines()) {
            if (a.element().equals(id)) {
                points += a.points();
                doubles += a.doubles();
                found = true;
            }
        }
        if (!found) {
            return "-";
        }
        String dbl = doubles + " dbl";
        return points > 0 && doubles > 0 ? points + " + " + dbl : doubles > 0 ? dbl : Long.toString(points);
    }

    private static String special(ScoreResult r) {
        return r instanceof ScoreSheet s ? s.limitHand().map(n -> "yes").orElse("-") : "";
    }

    private static String points(ScoreResult r) {
        if (!(r instanceof ScoreSheet s)) {
            return "";
        }
        return s.limitHand().isPresent() ? Long.toString(s.points()) : s.points() + " × 2^" + s.doubles();
    }

    private static String total(ScoreResult r) {
        if (!(r instanceof ScoreSheet s)) {
            return "not winning";
        }
        return s.limited() ? s.total() + " (limit)" : Long.toString(s.total());
    }

    private static void row(Lines out, String cell, String label, List<String> cells) {
        StringBuilder line = new StringBuilder(String.format("%-" + LABEL + "s", shorten(label)));
        cells.forEach(c -> line.append(String.format(cell, c)));
        out.add(line.toString().stripTrailing());
    }

    private static String shorten(String label) {
        return label.length() < LABEL ? label : label.substring(0, LABEL - 2) + "…";
    }
}
