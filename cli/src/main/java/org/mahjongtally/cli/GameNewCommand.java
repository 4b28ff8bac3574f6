/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongtally.game.Bound;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.Stakes;
import org.mahjongtally.rules.TableOptions;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.StoredGame;
import org.mahjongtally.tile.Wind;
import org.mahjongtally.words.EnglishNames;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code tally game new}: starts a game with four players, its rules fixed from now on. */
@Command(name = "new", sortOptions = false, mixinStandardHelpOptions = true,
        description = {"Start a game.",
            "The first player starts as East; the rules and options are fixed for the game."})
final class GameNewCommand extends GameStoreCommand {

    @Option(names = "--players", required = true, paramLabel = "EAST,SOUTH,WEST,NORTH",
            description = "The four players in their starting seats, e.g. Ann,Bob,Cid,Dee (Ann starts as East).")
    String players;

    @Mixin
    RulesetOption ruleset = new RulesetOption();

    @Option(names = "--limit", paramLabel = "POINTS|none", description = "The table's limit, if not the ruleset's.")
    String limit;

    @Option(names = "--option", paramLabel = "NAME=VALUE",
            description = "Any other option of the ruleset for this table, e.g. eastDoubles=false,"
                    + " method=alternative, drawPays=differences, maxChows=4; repeat for more.")
    List<String> options = new ArrayList<>();

    @Option(names = "--rounds", paramLabel = "N", description = "Prevailing winds to play (default: 4, East to North).")
    String rounds = String.valueOf(GameOptions.DEFAULTS.rounds());

    @Option(names = "--draw-passes-deal", description = "A draw passes the deal (default: East keeps it).")
    boolean drawPassesDeal;

    @Option(names = "--seat-exchange",
            description = "The players change places at the start of each round, as in the Chinese Official rules"
                    + " (default: everyone keeps his place).")
    boolean seatExchange;

    @Option(names = "--tallies", paramLabel = "POINTS",
            description = "Tallies each player starts with (default: 2000).")
    String tallies = String.valueOf(GameOptions.DEFAULTS.startingTallies());

    @Option(names = "--stake", paramLabel = "MONEY",
            description = "What one point is worth, e.g. 0.01 (default: no money).")
    BigDecimal stake;

    @Option(names = "--currency", paramLabel = "TEXT", description = "Shown after money, e.g. EUR.")
    String currency = "";

    @Override
    void run(GameStore store) {
        Ruleset rules = TableOptions.apply(ruleset.load(), tableOptions());
        Stakes stakes = stake == null ? Stakes.NONE : new Stakes(stake, currency.strip(), 2, RoundingMode.HALF_UP);
        GameOptions gameOptions = GameOptions.DEFAULTS.withRounds((int) Bound.ROUNDS.check(rounds))
                .withDrawPassesDeal(drawPassesDeal).withStartingTallies(Bound.STARTING_TALLIES.check(tallies))
                .withStakes(stakes).withSeatExchange(seatExchange);
        List<String> names = Arrays.stream(players.split(",", -1)).map(String::strip).toList();
        StoredGame game = store.create(new GameSetup(names, rules, gameOptions));
        print(text(game), game, Map.of());
    }

    private Map<String, Object> tableOptions() {
        Map<String, Object> table = new LinkedHashMap<>();
        if (limit != null) {
            table.put("limit", limit);
        }
        for (String item : options) {
            int eq = item.indexOf('=');
            if (eq <= 0) {
                throw new UsageException("write --option NAME=VALUE, e.g. --option eastDoubles=false; got '"
                        + item + "'");
            }
            String name = item.substring(0, eq).strip();
            if (table.put(name, item.substring(eq + 1).strip()) != null) {
                throw new UsageException("the option '" + name + "' is given twice");
            }
        }
        return table;
    }

    private static String text(StoredGame game) {
        List<String> seats = new ArrayList<>();
        for (Wind seat : Wind.values()) {
            seats.add(game.setup().players().get(seat.ordinal()) + " (" + EnglishNames.of(seat) + ")");
        }
        String nl = System.lineSeparator();
        return "Started game " + game.id() + ": " + String.join(", ", seats) + "." + nl
                + GameText.rules(game.setup()) + nl + nl
                + "Record each hand when it ends, e.g." + nl
                + "  tally game hand " + game.id() + " --winner " + game.setup().players().get(1) + " --scores "
                + String.join(",", game.setup().players().stream().map(p -> p + "=...").toList()) + nl;
    }
}
