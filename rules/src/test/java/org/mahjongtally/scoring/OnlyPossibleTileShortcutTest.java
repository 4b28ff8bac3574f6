/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mahjongtally.arrange.Arranger;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.Meld;
import org.mahjongtally.hand.WinMethod;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.scoring.rule.TileFacts;
import org.mahjongtally.tile.Tile;

/**
 * The scorer decides "only one tile completed the hand" from the reading when the reading
 * shows a second tile, and from the full wait count otherwise: on every reading of seeded
 * random winning hands, the winning tile drawn, claimed, or claimed for an exposed set, the
 * answer must be that of the full wait count.
 */
class OnlyPossibleTileShortcutTest {

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {4L, 31L, 2027L})
    void everyReadingAgreesWithTheFullWaitCount(long seed) {
        Random random = new Random(seed);
        for (int i = 0; i < 3000; i++) {
            int c = i;
            Hand drawn = WinningHands.next(random, 4);
            List<Hand> hands = new ArrayList<>();
            for (WinMethod method : new WinMethod[] {WinMethod.WALL, WinMethod.DISCARD}) {
                hands.add(drawn.withContext(drawn.context().withWin(drawn.context().winningTile().orElseThrow(), method)));
            }
            for (Meld set : drawn.declared()) {
                if (set.isExposed()) { // the winning tile claimed for a set declared exposed
                    hands.add(drawn.withContext(drawn.context().withWin(set.tiles().get(random.nextInt(set.size())),
                            WinMethod.DISCARD)));
                }
            }
            for (Hand hand : hands) {
                TileFacts tiles = TileFacts.of(hand);
                Tile won = hand.context().winningTile().orElseThrow();
                boolean inConcealed = hand.concealed().contains(won);
                Arranger.forEachWinningReading(hand, (melds, winningSet) -> {
                    ScoringView view = new ScoringView(hand, tiles, ruleset()).readSetsAndPair(melds, winningSet);
                    // the winning tile went into a concealed set, or was claimed for a declared
                    // exposed set; each placement leaves other tiles concealed before the win
                    boolean declaredPlacement = winningSet.isExposed() && hand.declared().contains(winningSet);
                    Set<Boolean> allowed = new HashSet<>();
                    if (inConcealed) {
                        allowed.add(Arranger.waitCountBeforeTheWin(hand) == 1);
                    }
                    if (declaredPlacement) {
                        allowed.add(Arranger.waitCountBeforeTheWin(hand, winningSet, Tile.PLAYING_KINDS) == 1);
                    }
                    assertThat(allowed).as("seed %d case %d: %s, reading %s", seed, c, hand, view.arrangement())
                            .contains(view.onlyOneTileCompletedTheHand());
                });
            }
        }
    }

    private static Ruleset ruleset() {
        return Rulesets.preset("millington");
    }
}
