/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.mahjongtally.game.Standings;
import org.mahjongtally.json.Json;
import org.mahjongtally.store.GameStore;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code tally standings}: the club's standings over a period. */
@Command(name = "standings", mixinStandardHelpOptions = true,
        description = {"Show the club's standings over a period.",
            "Games played, hands played and won, total points, average per game, best hand and",
            "money of every player, best first.",
            "A game counts in the period in which it started (UTC); a game with no hands does not count."})
final class StandingsCommand extends GameStoreCommand {

    @Option(names = "--from", paramLabel = "YYYY-MM-DD", description = "The first day (default: all games).")
    String from;

    @Option(names = "--to", paramLabel = "YYYY-MM-DD", description = "The last day (default: today).")
    String to;

    @Override
    void run(GameStore store) {
        LocalDate first = day("--from", from, LocalDate.of(1970, 1, 1));
        LocalDate last = day("--to", to, LocalDate.now(ZoneOffset.UTC));
        if (first.isAfter(last)) {
            throw new UsageException("--from " + first + " is after --to " + last);
        }
        List<Standings.Line> lines = Standings.of(store.results(first, last));
        if (json) {
            List<Object> list = new ArrayList<>();
            for (Standings.Line l : lines) {
                Map<String, Object> line = new LinkedHashMap<>();
                line.put("player", l.playerId());
                line.put("name", l.player());
                line.put("games", (long) l.games());
                line.put("hands", (long) l.hands());
                line.put("won", (long) l.won());
                line.put("points", l.points());
                line.put("average", l.average().toPlainString());
                Map<String, Object> money = new LinkedHashMap<>();
                l.money().forEach((c, v) -> money.put(c, v.toPlainString()));
                line.put("money", money);
                line.put("bestHand", l.bestHand());
                line.put("bestGame", l.bestGame().orElse(null));
                line.put("bestHandNumber", l.bestHandNumber().map(Integer::longValue).orElse(null));
                list.add(line);
            }
            Map<String, Object> tree = new LinkedHashMap<>();
            tree.put("from", first.toString());
            tree.put("to", last.toString());
            tree.put("players", list);
            out().println(Json.write(tree));
            return;
        }
        out().println("Standings, games started " + first + " to " + last + " (UTC)");
        if (lines.isEmpty()) {
            out().println("No games with hands in this period.");
            return;
        }
        int width = Math.max(6, lines.stream().mapToInt(l -> l.player().length()).max().orElse(0));
        String format = "%5s  %-" + width + "s  %5s  %5s  %4s  %8s  %9s  %9s  %s%n";
        out().printf(format, "Place", "Player", "Games", "Hands", "Won", "Points", "Average", "Best hand", "Money");
        for (int i = 0; i < lines.size(); i++) {
            Standings.Line l = lines.get(i);
            String money = l.money().entrySet().stream().map(e -> (e.getValue().toPlainString() + " " + e.getKey()).strip())
                    .collect(Collectors.joining(", "));
            out().printf(format, l.place(), l.player(), l.games(), l.hands(), l.won(), signed(l.points()),
                    (l.average().signum() > 0 ? "+" : "") + l.average().toPlainString(), l.bestHand(), money);
        }
        out().flush();
    }

    private static String signed(long n) {
        return n > 0 ? "+" + n : Long.toString(n);
    }

    private static LocalDate day(String option, String text, LocalDate otherwise) {
        if (text == null) {
            return otherwise;
        }
        try {
            return LocalDate.parse(text.strip());
        } catch (DateTimeParseException e) {
            throw new UsageException(option + " must be a day such as 2026-03-31; got '" + text + "'");
        }
    }
}
