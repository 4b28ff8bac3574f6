/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongtally.json.Json;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameSummary;
import picocli.CommandLine.Command;

/** {@code tally game list}: every game in the database, newest first. */
@Command(name = "list", mixinStandardHelpOptions = true, description = "List the games in the database, newest first.")
final class GameListCommand extends GameStoreCommand {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")
            .withZone(ZoneId.systemDefault());

    @Override
    void run(GameStore store) {
        List<GameSummary> games = store.list();
        if (json) {
            List<Object> list = new ArrayList<>();
            for (GameSummary g : games) {
                Map<String, Object> line = new LinkedHashMap<>();
                line.put("id", g.id());
                line.put("players", new ArrayList<Object>(g.players()));
                line.put("ruleset", g.rulesetId());
                line.put("hands", (long) g.hands());
                line.put("created", g.created().toString());
                line.put("updated", g.updated().toString());
                list.add(line);
            }
            out().println(Json.write(Map.of("games", list)));
            return;
        }
        if (games.isEmpty()) {
            out().println("No games yet. Start one with: tally game new --players Ann,Bob,Cid,Dee");
            return;
        }
        int width = Math.max(7, games.stream().mapToInt(g -> String.join(", ", g.players()).length()).max().orElse(0));
        String format = "%-10s  %-" + width + "s  %-12s  %5s  %-16s  %s%n";
        out().printf(format, "Game", "Players", "Rules", "Hands", "Started", "Last change");
        for (GameSummary g : games) {
            out().printf(format, g.id(), String.join(", ", g.players()), g.rulesetId(), g.hands(),
                    TIME.format(g.created()), TIME.format(g.updated()));
        }
        out().flush();
    }
}
