/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.patterns;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.mahjongtally.TallyException;
import org.mahjongtally.arrange.Arranger;
import org.mahjongtally.hand.Arrangement;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.InvalidHandException;
import org.mahjongtally.hand.Shape;
import org.mahjongtally.hand.WinMethod;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.ElementKind;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.WinningHands;
import org.mahjongtally.scoring.pattern.Pattern;
import org.mahjongtally.scoring.rule.Catalogue;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.scoring.rule.SpecialHandRule;
import org.mahjongtally.scoring.rule.TileFacts;
import org.mahjongtally.tile.Tile;

/**
 * The proof that the pattern language is enough for the presets (docs/special-hands.md, "The
 * presets"): every special hand of bmja, dmjl and millington, written as a pattern in
 * {@code /special-hands/presets.patterns}, matches exactly the readings its Java class matches,
 * under the options of each preset that has it, on every golden hand and on seeded random hands (winners, and
 * callers completed by every tile as the scorer does for the fishing value): hands near the
 * special hands from {@link NearSpecialHands} and ordinary winning hands from
 * {@link WinningHands}. Each reading the scorer would look at is compared: every reading as four
 * sets and a pair, and the tiles read as no sets.
 */
class PatternEquivalenceTest {

    private static final long SEED = 20_261_207L;
    private static final int NEAR_WINNERS = 16_000;
    private static final int NEAR_CALLERS = 2_000;
    private static final int ORDINARY_WINNERS = 4_000;
    private static final List<String> GOLDEN = List.of("bmja", "dmjl", "millington");

    @Test
    void everySpecialHandOfThePresetsHasAPattern() {
        Map<String, Pattern> patterns = PresetPatterns.patterns();
        for (String preset : Rulesets.presetIds()) {
            for (RuleId id : Rulesets.preset(preset).elements().keySet()) {
                if (id.kind() == ElementKind.SPECIAL_HAND) {
                    assertThat(patterns).as(preset + " " + id.id()).containsKey(id.id());
                }
            }
        }
    }

    @Test
    void everyPatternMatchesExactlyTheReadingsItsClassMatches() {
        Comparison comparison = new Comparison(PresetPatterns.patterns());
        int golden = 0;
        for (String file : GOLDEN) {
            for (String notation : goldenHands(file)) {
                Optional<Hand> hand = parse(notation);
                if (hand.isPresent()) {
                    comparison.hand(hand.get(), "golden " + file);
                    golden++;
                }
            }
        }
        NearSpecialHands near = new NearSpecialHands(SEED);
        for (int i = 0; i < NEAR_WINNERS; i++) {
            comparison.hand(near.winner(), "near winner " + i + ", seed " + SEED);
        }
        for (int i = 0; i < NEAR_CALLERS; i++) {
            comparison.hand(near.caller(), "near caller " + i + ", seed " + SEED);
        }
        Random random = new Random(SEED);
        for (int i = 0; i < ORDINARY_WINNERS; i++) {
            comparison.hand(WinningHands.next(random, 4), "ordinary winner " + i + ", seed " + SEED);
        }
        System.out.printf("pattern equivalence: %d golden hands, %d random hands (%d near winners, %d near callers,"
                + " %d ordinary winners); %d hands completed and read under 3 presets, %d readings, %d comparisons,"
                + " %d mismatches%nreadings each special hand matches: %s%n",
                golden, NEAR_WINNERS + NEAR_CALLERS + ORDINARY_WINNERS, NEAR_WINNERS, NEAR_CALLERS, ORDINARY_WINNERS,
                comparison.hands, comparison.readings, comparison.comparisons, comparison.mismatches.size(),
                comparison.matched);
        assertThat(comparison.mismatches).as("readings where a pattern and its class disagree").isEmpty();
        List<String> everySpecialHand = new ArrayList<>();
        comparison.presets.forEach((ruleset, specials) -> specials.forEach(
                s -> everySpecialHand.add(ruleset.id() + " " + s.id().id())));
        assertThat(comparison.matched.keySet()).as("every special hand of every preset is met in the test hands")
                .containsAll(everySpecialHand);
    }

    private static Optional<Hand> parse(String notation) {
        try {
            Hand hand = Hand.parse(notation);
            hand.context().requirePossibleForSeat();
            return Optional.of(hand);
        } catch (TallyException refused) {
            return Optional.empty();
        }
    }

    /** The hand of each case of a golden file (the text before the first {@code |}). */
    private static List<String> goldenHands(String preset) {
        String text;
        try (InputStream in = PatternEquivalenceTest.class.getResourceAsStream("/golden/" + preset + ".golden")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<String> hands = new ArrayList<>();
        for (String line : text.split("\n")) {
            String l = line.strip();
            if (!l.isEmpty() && !l.startsWith("#") && l.contains("|")) {
                hands.add(l.substring(0, l.indexOf('|')).strip());
            }
        }
        assertThat(hands).as(preset + " golden hands").isNotEmpty();
        return hands;
    }

    /** Compares the patterns and the classes on hands, counting and keeping the disagreements. */
    private static final class Comparison {

        /** Per preset, its special hands: the element, its class and its pattern. */
        private final Map<Ruleset, List<Special>> presets = new java.util.LinkedHashMap<>();
        private final List<String> mismatches = new ArrayList<>();
        private final Map<String, Integer> matched = new TreeMap<>();
        private long hands;
        private long readings;
        private long comparisons;

        private record Special(RuleId id, SpecialHandRule byClass, Pattern pattern) {
        }

        Comparison(Map<String, Pattern> byId) {
            for (String preset : Rulesets.presetIds()) {
                Ruleset ruleset = Rulesets.preset(preset);
                List<Special> specials = new ArrayList<>();
                for (RuleId id : ruleset.elements().keySet()) {
                    if (id.kind() == ElementKind.SPECIAL_HAND) {
                        specials.add(new Special(id, Catalogue.specialHand(id).orElseThrow(), byId.get(id.id())));
                    }
                }
                presets.put(ruleset, specials);
            }
        }

        void hand(Hand hand, String source) {
            for (Ruleset ruleset : presets.keySet()) {
                if (hand.isWinner()) {
                    readings(hand, ruleset, source);
                } else if (hand.handSize() == 13) {
                    for (Tile t : Tile.playing()) {
                        completed(hand, t).ifPresent(h -> readings(h, ruleset, source + ", completed by " + t.code()));
                    }
                }
            }
        }

        /** The calling hand won on a discard of {@code t}, as the scorer completes it for the fishing value. */
        private static Optional<Hand> completed(Hand calling, Tile t) {
            List<Tile> tiles = new ArrayList<>(calling.concealed());
            tiles.add(t);
            try {
                return Optional.of(Hand.of(calling.declared(), tiles, calling.bonus(),
                        calling.context().withWin(t, WinMethod.DISCARD)));
            } catch (InvalidHandException fifthTile) {
                return Optional.empty();
            }
        }

        private void readings(Hand hand, Ruleset ruleset, String source) {
            hands++;
            ScoringView view = new ScoringView(hand, TileFacts.of(hand), ruleset);
            Arranger.forEachWinningReading(hand, (melds, winningSet) -> {
                view.readSetsAndPair(melds, winningSet);
                compare(view, ruleset, source);
            });
            view.read(new Arrangement(Shape.IRREGULAR, List.of(), Optional.empty(), hand.concealed()));
            compare(view, ruleset, source);
        }

        private void compare(ScoringView view, Ruleset ruleset, String source) {
            readings++;
            for (Special special : presets.get(ruleset)) {
                comparisons++;
                boolean byClass = special.byClass().matches(view);
                boolean byPattern = special.pattern().matches(view);
                if (byClass) {
                    matched.merge(ruleset.id() + " " + special.id().id(), 1, Integer::sum);
                }
                if (byClass != byPattern && mismatches.size() < 30) {
                    mismatches.add(String.format("%s under %s: class %s, pattern %s, on %s read as %s (%s)",
                            special.id().id(), ruleset.id(), byClass, byPattern, view.hand(),
                            view.arrangement().notation(), source));
                }
            }
        }
    }
}
