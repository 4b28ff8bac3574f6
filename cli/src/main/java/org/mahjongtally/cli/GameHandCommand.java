/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.util.Map;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.StoredGame;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code tally game hand}: records the next hand and shows its result at a glance. */
@Command(name = "hand", sortOptions = false, mixinStandardHelpOptions = true,
        description = {"Record the next hand of a game.",
            "Give the winner (or --draw) and every player's score: typed (--scores), or",
            "as tiles for the engine to score (--hands), or a mix. Nothing is recorded if",
            "the hand cannot be accepted."},
        footer = {"", "Examples:",
            "  tally game hand GAME --winner Bob --scores Ann=80,Bob=112,Cid=12,Dee=48",
            "  tally game hand GAME --winner Bob --scores Ann=8,Cid=4,Dee=0 \\",
            "      --hands \"Bob: [RRR] [GGG] 222b 33c 456d win=3c by=wall\"",
            "  tally game hand GAME --draw --penalty \"Ann pays all 30 false Mah-Jong\""})
final class GameHandCommand extends GameStoreCommand {

    @Parameters(index = "0", paramLabel = "GAME", description = "The game's id (tally game list shows them).")
    String id;

    @Mixin
    HandOptions hand = new HandOptions();

    @Override
    void run(GameStore store) {
        StoredGame game = store.get(id);
        StoredGame after = store.addHand(game.id(), hand.record(game.setup()));
        int number = after.hands().size();
        print(new HandResultText(after.sheet(), number).render(false), after, Map.of("hand", (long) number));
    }
}
