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

/** {@code tally game edit}: replaces a past hand; every later hand is replayed. */
@Command(name = "edit", sortOptions = false, mixinStandardHelpOptions = true,
        description = {"Correct a past hand.",
            "Give it again in full, with the options of 'tally game hand'. Every later hand",
            "is replayed (the deal and winds may change); the audit trail keeps the old one."})
final class GameEditCommand extends GameStoreCommand {

    @Parameters(index = "0", paramLabel = "GAME", description = "The game's id.")
    String id;

    @Parameters(index = "1", paramLabel = "N", description = "The hand's number, from 1.")
    int number;

    @Mixin
    HandOptions hand = new HandOptions();

    @Override
    void run(GameStore store) {
        StoredGame game = store.get(id);
        StoredGame after = store.editHand(game.id(), number, hand.record(game.setup()));
        String text = "Corrected hand " + number + " of game " + after.id()
                + (number < after.hands().size() ? "; the hands after it were replayed." : ".")
                + System.lineSeparator() + System.lineSeparator()
                + new HandResultText(after.sheet(), number).render(false);
        print(text, after, Map.of("hand", (long) number));
    }
}
