/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.util.Map;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.StoredGame;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code tally game show}: the score sheet of a game, or one hand in full. */
@Command(name = "show", sortOptions = false, mixinStandardHelpOptions = true,
        description = {"Show a game's score sheet.",
            "One row per hand (seats, scores, the winner marked, running totals), then the",
            "standings with the tallies each player holds. --json prints the whole game:",
            "every hand's payments, balances and score sheets."})
final class GameShowCommand extends GameStoreCommand {

    @Parameters(index = "0", paramLabel = "GAME", description = "The game's id.")
    String id;

    @Option(names = "--hand", paramLabel = "N", description = "Show hand N in full, with every score sheet.")
    Integer hand;

    @Override
    void run(GameStore store) {
        StoredGame game = store.get(id);
        if (hand == null) {
            print(new GameSheetText(game).render(), game, Map.of());
            return;
        }
        if (hand < 1 || hand > game.hands().size()) {
            throw new UsageException("game " + game.id() + " has " + game.hands().size() + " hands; there is no"
                    + " hand " + hand);
        }
        print(new HandResultText(game.sheet(), hand).render(true), game, Map.of("hand", (long) hand));
    }
}
