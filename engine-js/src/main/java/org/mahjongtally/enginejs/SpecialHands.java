/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.enginejs;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.mahjongtally.TallyException;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.ElementKind;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.Alternative;
import org.mahjongtally.scoring.ScoreResult;
import org.mahjongtally.scoring.ScoreSheet;
import org.mahjongtally.scoring.Scorer;
import org.mahjongtally.scoring.pattern.ExampleHand;
import org.mahjongtally.scoring.pattern.Pattern;

/**
 * The special hands of a ruleset for the page's catalogue, each with its value, its fishing
 * value and an example hand. The examples are candidates written here; a hand is shown only if
 * the ruleset's own scorer scores it as that special hand, so that a club's ruleset, which may
 * define a hand differently, never shows an example its rules would not pay.
 *
 * <p>The answer: {@code {"id", "name", "limit", "hands": [{"id", "name", "limit", "fishing",
 * "doubles", "value", "fishingValue", "example"}]}}: {@code limit} the ruleset's limit in points
 * (or {@code "none"}); per hand {@code limit} and {@code fishing} in percent of the limit as the
 * ruleset gives them, {@code value} and {@code fishingValue} in points (what a full-limit hand
 * is worth times the percentage; {@code null} for a hand valued by doubles, such as Purity, or
 * without a fishing value), {@code example} a winning hand in notation or {@code null}.
 */
final class SpecialHands {

    /** Example hands, the first that the ruleset scores as the special hand is shown. */
    private static final Map<RuleId, List<String>> EXAMPLES = new TreeMap<>();

    static {
        example(RuleId.PURITY, "[111b] 333b 555b 777b 99b win=9b by=discard");
        example(RuleId.ALL_PAIR_HONOURS, "11b 99b 11c 99d EE RR GG win=G");
        example(RuleId.KNITTING, "1b1c 2b2c 3b3c 4b4c 5b5c 6b6c 7b7c win=7c");
        example(RuleId.TRIPLE_KNITTING, "1b1c1d 3b3c3d 5b5c5d 7b7c7d 9b9c win=9c");
        example(RuleId.THIRTEEN_UNIQUE_WONDERS, "1b9b 1c9c 1d9d ESWN RGP P win=P");
        example(RuleId.HEADS_AND_TAILS, "[111b] 999b 111c 999d 11d win=1d");
        example(RuleId.ALL_WINDS_AND_DRAGONS, "[EEE] SSS WWW RRR GG win=G");
        example(RuleId.FOURFOLD_PLENTY, "{1111b} [2222c] [3333d] [EEEE] 55b win=5b");
        example(RuleId.THREE_GREAT_SCHOLARS, "[RRR] GGG PPP 222b 55c win=5c");
        example(RuleId.FOUR_BLESSINGS, "[EEE] SSS WWW NNN 55b win=5b");
        example(RuleId.BURIED_TREASURE, "111b 333b 555b EEE 99b win=9b by=wall");
        example(RuleId.IMPERIAL_JADE, "[222b] 444b 666b GGG 88b win=8b");
        example(RuleId.GATES_OF_HEAVEN, "11123455678999b win=5b", "11122345678999b win=2b");
        example(RuleId.WRIGGLING_SNAKE, "1123456789b ESWN win=N", "11123455678999b win=5b");
        example(RuleId.HEAVENS_BLESSING, "123b 555c 999d EEE 22b seat=E win=2b by=deal");
        example(RuleId.EARTHS_BLESSING, "123b 555c 999d SSS 22b seat=S win=2b by=first-discard");
        example(RuleId.PLUM_BLOSSOM, "{EEEE} [111b] 999c 789d 55d win=5d by=loose");
        example(RuleId.MOON_FROM_THE_SEA, "[222b] 555c 345b SSS 11d win=1d by=last-wall",
                "[222b] 555c 345b SSS 11d win=1d by=last-discard");
        example(RuleId.TWOFOLD_FORTUNE, "{EEEE} [2222b] 555c 789d 11d win=1d by=loose twofold-fortune");
        example(RuleId.NINE_GATES, "11123456789999b win=9b", "11123455678999b win=5b");
        example(RuleId.SQUIRMING_SNAKE, "[111b] 234b 55b 678b [999b] win=5b");
        example(RuleId.CONCEALED_CLEAR_SUIT, "123b 456b 789b 222b 55b win=5b by=wall",
                "111b 333b 456b 789b 55b win=5b by=wall");
        example(RuleId.HIDDEN_TREASURE, "111b 555c 999d EEE 22b win=2b by=wall");
        example(RuleId.THREE_GREAT_SCHOLARS_NO_CHOWS, "[RRR] GGG PPP 222b 55c win=5c");
        example(RuleId.ALL_GREEN, "[222b] 444b 666b 888b GG win=G", "[222b] 444b 666b 888b 33b win=3b");
        example(RuleId.CARRYING_POLE, "123b 555c 999d EEE 11b win=2b by=robbed",
                "11b 234b 555c 999d EEE win=2b by=robbed");
        example(RuleId.EAST_STREAK, "[111b] [555c] 999d 123c 22b seat=E win=2b by=discard east-streak");
    }

    private SpecialHands() {
    }

    private static void example(RuleId id, String... hands) {
        EXAMPLES.put(id, List.of(hands));
    }

    /** The catalogue of the ruleset's special hands, in the ruleset's order. */
    static Map<String, Object> of(Ruleset rules) {
        Scorer scorer = Scorer.of(rules);
        long full = rules.limitValue();
        List<Object> hands = new ArrayList<>();
        for (Element e : rules.elements().values()) {
            if (e.id().kind() != ElementKind.SPECIAL_HAND) {
                continue;
            }
            Map<String, Object> hand = new LinkedHashMap<>();
            hand.put("id", e.id().id());
            hand.put("name", e.name());
            hand.put("limit", (long) e.limitPercent());
            hand.put("fishing", (long) e.fishingPercent());
            hand.put("doubles", (long) e.doubles());
            hand.put("value", e.limitPercent() > 0 ? (Object) (full * e.limitPercent() / 100) : null);
            hand.put("fishingValue", e.limitPercent() > 0 && e.fishingPercent() > 0
                    ? (Object) (full * e.fishingPercent() / 100) : null);
            hand.put("example", example(scorer, e));
            hands.add(hand);
        }
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("id", rules.id());
        json.put("name", rules.name());
        json.put("limit", rules.settlement().limit().isCapped() ? (Object) full : "none");
        json.put("hands", hands);
        return json;
    }

    /**
     * The first example that these rules score as this special hand, or null: a hand picked for
     * a built-in hand, else the hand the engine draws from its pattern (a club's own hand).
     */
    private static String example(Scorer scorer, Element e) {
        List<String> candidates = new ArrayList<>(EXAMPLES.getOrDefault(e.id(), List.of()));
        ExampleHand.of(Pattern.parse(e.pattern()), scorer.ruleset()).ifPresent(h -> candidates.add(h.toString()));
        for (String notation : candidates) {
            try {
                if (scoresAs(scorer.score(Hand.parse(notation)), e)) {
                    return notation;
                }
            } catch (TallyException notUnderTheseRules) {
                // a candidate these rules cannot read (a flag they do not know): the next one
            }
        }
        return null;
    }

    private static boolean scoresAs(ScoreResult result, Element e) {
        if (!(result instanceof ScoreSheet sheet)) {
            return false;
        }
        return sheet.lines().stream().anyMatch(a -> a.element().equals(e.id()))
                || sheet.runnersUp().stream().map(Alternative::limitHand).anyMatch(n -> n.filter(e.name()::equals).isPresent());
    }
}
