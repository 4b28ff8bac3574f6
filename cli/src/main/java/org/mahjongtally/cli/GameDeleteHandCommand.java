/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.mahjongtally.game.GameSheet;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.StoredGame;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code tally game delete-hand}: removes a hand recorded by mistake; later hands move up. */
@Command(name = "delete-hand", mixinStandardHelpOptions = true,
        description = {"Delete a hand recorded by mistake.",
            "Later hands move up one and are replayed; the audit trail keeps the deleted hand."})
final class GameDeleteHandCommand extends GameStoreCommand {

    @Parameters(index = "0", paramLabel = "GAME", description = "The game's id.")
    String id;

    @Parameters(index = "1", paramLabel = "N", description = "The hand's number, from 1.")
    int number;

    @Override
    void run(GameStore store) {
        StoredGame after = store.deleteHand(id, number);
        GameSheet sheet = after.sheet();
        int count = after.hands().size();
        String nl = System.lineSeparator();
        String moved = number > count ? "" : number == count ? "; the last hand is now hand " + count
                : "; hands " + (number + 1) + " to " + (count + 1) + " are now " + number + " to " + count;
        List<String> totals = new ArrayList<>();
        for (int p = 0; p < 4; p++) {
            totals.add(sheet.setup().players().get(p) + " " + GameText.signed(sheet.totals().get(p)));
        }
        String text = "Deleted hand " + number + " of game " + after.id() + moved + "." + nl
                + "Totals: " + String.join(", ", totals) + nl + GameText.next(sheet) + nl;
        print(text, after, Map.of("hand", (long) number));
    }
}
