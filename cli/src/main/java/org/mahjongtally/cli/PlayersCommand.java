/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongtally.json.Json;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.Player;
import picocli.CommandLine.Command;

/** {@code tally players}: the club's players, by name. */
@Command(name = "players", mixinStandardHelpOptions = true,
        description = {"List the club's players, by name.",
            "A name given in a new game that the club does not know yet becomes a player;",
            "names are the same whatever their case. 'tally standings' adds up their games."})
final class PlayersCommand extends GameStoreCommand {

    @Override
    void run(GameStore store) {
        List<Player> players = store.players();
        if (json) {
            List<Object> list = new ArrayList<>();
            for (Player p : players) {
                Map<String, Object> line = new LinkedHashMap<>();
                line.put("id", p.id());
                line.put("name", p.name());
                line.put("created", p.created().toString());
                list.add(line);
            }
            out().println(Json.write(Map.of("players", list)));
            return;
        }
        if (players.isEmpty()) {
            out().println("No players yet. They join when a game names them: tally game new --players Ann,Bob,Cid,Dee");
            return;
        }
        int width = Math.max(4, players.stream().mapToInt(p -> p.name().length()).max().orElse(0));
        String format = "%5s  %-" + width + "s  %s%n";
        out().printf(format, "Id", "Name", "Since");
        for (Player p : players) {
            out().printf(format, p.id(), p.name(), p.created().toString().substring(0, 10));
        }
        out().flush();
    }
}
