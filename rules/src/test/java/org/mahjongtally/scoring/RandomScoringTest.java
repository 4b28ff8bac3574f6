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

    private static TileCounts flatten(List<Meld> melds) {
        TileCounts counts = TileCounts.empty();
        for (Meld m : melds) {
            for (Tile t : m.tiles()) {
                counts.add(t);
            }
        }
        return counts;
    }

    private static String shuffled(String notation, Random random) {
        List<String> items = new ArrayList<>(List.of(notation.split(" ")));
        Collections.shuffle(items, random);
        return String.join(" ", items);
    }
}
