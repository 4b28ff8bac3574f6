/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.mahjongtally.arrange.Arranger;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.Meld;
import org.mahjongtally.hand.WinMethod;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.TileCounts;

/**
 * Seeded random winning hands under each preset (the preset, seed and case are in every
 * failure message): the notation round-trips; every reading re-flattens to the hand's tiles; the order
 * the sets are written in never changes the score; no score exceeds the limit.
 */
class RandomScoringTest {

    private static final int CASES = 3000;
    private static final Ruleset BMJA = Rulesets.preset("bmja");
    private static final Scorer SCORER = new Scorer(BMJA);

    @ParameterizedTest(name = "{0}, seed {1}")
    @CsvSource({"bmja, 11, 1", "bmja, 2026, 1", "bmja, 777, 1", "dmjl, 12, 4", "millington, 13, 4"})
    void randomWinningHandsHoldEveryProperty(String preset, long seed, int chows) {
        Scorer scorer = new Scorer(Rulesets.preset(preset));
        long limit = scorer.ruleset().limitValue();
        Random random = new Random(seed);
        for (int i = 0; i < CASES; i++) {
            Hand hand = WinningHands.next(random, chows);
            String context = preset + ", seed " + seed + ", case " + i + ": " + hand;
            assertThat(Hand.parse(hand.toString())).as(context).isEqualTo(hand);
            ScoreResult result = scorer.score(hand);
            assertThat(result).as(context).isInstanceOf(ScoreSheet.class);
            ScoreSheet sheet = (ScoreSheet) result;
            assertThat(sheet.total()).as(context).isBetween(0L, limit);
            assertThat(scorer.score(Hand.parse(shuffled(hand.toString(), random))).total())
                    .as(context + " written in another order").isEqualTo(sheet.total());
            for (var a : Arranger.winning(hand)) {
                assertThat(flatten(a.melds())).as(context + " reading " + a).isEqualTo(hand.tileCounts());
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {5L, 99L})
    void handsWithSeveralChowsAreRefusedUnderTheOneChowRule(long seed) {
        Random random = new Random(seed);
        for (int i = 0; i < CASES; i++) {
            Hand hand = WinningHands.next(random, 4);
            ScoreResult result = SCORER.score(hand);
            boolean readable = Arranger.winning(hand).stream()
                    .anyMatch(a -> a.melds().stream().filter(m -> m.kind() == Meld.Kind.CHOW).count() <= 1);
            if (!readable && result instanceof ScoreSheet sheet) {
                assertThat(sheet.limitHand()).as("seed %d case %d: %s", seed, i, hand).isPresent();
            }
        }
    }

    /**
     * A winning tile claimed from a discard completes a set that counts as exposed wherever it
     * is written (docs/notation.md): among the concealed tiles, or in brackets with the sets exposed
     * before. So moving the set the best reading says it completed into the brackets, and listing
     * the sets in any order, never changes the total, where that set is the only place the tile
     * can go. (Where another set could take it too, the brackets add a fact: a bracketed set was
     * exposed before the win unless it took the winning tile, which changes the tiles the hand
     * waited on, and so the only-possible-tile points.)
     */
    @ParameterizedTest(name = "{0}, seed {1}")
    @CsvSource({"bmja, 41, 1", "dmjl, 42, 4", "millington, 43, 4"})
    void theWinningSetMayBeWrittenExposedAndTheSetsInAnyOrder(String preset, long seed, int chows) {
        Scorer scorer = new Scorer(Rulesets.preset(preset));
        Random random = new Random(seed);
        int moved = 0;
        for (int i = 0; i < CASES; i++) {
            Hand drawn = WinningHands.next(random, chows);
            Hand hand = drawn.withContext(drawn.context().withWin(drawn.context().winningTile().orElseThrow(),
                    random.nextBoolean() ? WinMethod.DISCARD : WinMethod.LAST_DISCARD));
            String context = preset + ", seed " + seed + ", case " + i + ": " + hand;
            if (!(scorer.score(hand) instanceof ScoreSheet sheet)) {
                continue;
            }
            Meld completed = sheet.arrangement().winningSet().orElseThrow();
            if (completed.kind() == Meld.Kind.PAIR || hand.declared().contains(completed)) {
                continue;
            }
            Tile won = hand.context().winningTile().orElseThrow();
            List<Tile> concealed = new ArrayList<>(hand.concealed());
            completed.tiles().forEach(concealed::remove);
            if (concealed.contains(won) || hand.declared().stream().anyMatch(m -> m.contains(won))) {
                continue;
            }
            List<Meld> declared = new ArrayList<>(hand.declared());
            declared.add(random.nextInt(declared.size() + 1), completed);
            Collections.shuffle(concealed, random);
            Hand exposed = Hand.of(declared, concealed, hand.bonus(), hand.context());
            String written = shuffled(exposed.toString(), random);
            assertThat(scorer.score(Hand.parse(written)).total())
                    .as(context + " written as " + written).isEqualTo(sheet.total());
            moved++;
        }
        assertThat(moved).as("hands whose winning set was moved into the brackets").isGreaterThan(CASES / 10);
    }

    private static TileCounts flatten(List<Meld> melds) {
        return TileCounts.of(melds.stream().flatMap(m -> m.tiles().stream()).toList());
    }

    private static String shuffled(String notation, Random random) {
        List<String> items = new ArrayList<>(List.of(notation.split(" ")));
        Collections.shuffle(items, random);
        return String.join(" ", items);
    }
}
