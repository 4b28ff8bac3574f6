/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.mahjongtally.game.Bound;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.game.Penalty;
import org.mahjongtally.game.PlayerEntry;
import picocli.CommandLine.Option;

/**
 * How a hand is given on the command line ({@code game hand} and {@code game edit}): the
 * winner or a draw, typed scores and tiles (different players may be given either way), the
 * discarder, and penalties. Names are matched to the game's players without regard to case.
 */
final class HandOptions {

    private static final Pattern PENALTY =
            Pattern.compile("(?i)^\\s*(.+?)\\s+pays?\\s+(.+?)\\s+(\\d+)(?:\\s+(.*?))?\\s*$");

    @Option(names = "--winner", paramLabel = "NAME", description = "The player who went Mah-Jong.")
    String winner;

    @Option(names = "--draw", description = "Nobody went Mah-Jong (a wash-out).")
    boolean draw;

    @Option(names = "--scores", paramLabel = "NAME=POINTS,...",
            description = "Scores the players counted themselves, e.g. Ann=80,Bob=112,Cid=12,Dee=48.")
    List<String> scores = new ArrayList<>();

    @Option(names = "--hands", paramLabel = "\"NAME: TILES; ...\"",
            description = "Tiles for the engine to score, e.g. \"Bob: [RRR] [GGG] 222b 33c 456d win=3c by=wall;"
                    + " Ann: [EEE] 111d 99c 12345b\". Seat and prevailing wind come from the game.")
    List<String> hands = new ArrayList<>();

    @Option(names = "--discarder", paramLabel = "NAME", description = "Whose discard was the winning tile.")
    String discarder;

    @Option(names = "--pay-for-all", negatable = true,
            description = "--pay-for-all: the discarder pays the winner for all three; --no-pay-for-all: not this"
                    + " hand (default: the ruleset's payForAll, when a discarder is given).")
    Boolean payForAll;

    @Option(names = "--penalty", paramLabel = "\"PAYER pays PAYEE,... POINTS [REASON]\"",
            description = "A penalty, not doubled for East, e.g. \"Ann pays Bob,Cid,Dee 30 false Mah-Jong\""
                    + " (or \"Ann pays all 30 ...\"); repeat for more.")
    List<String> penalties = new ArrayList<>();

    /**
     * The hand record, with the names as the game spells them.
     *
     * @throws UsageException naming the option that is wrong and how to write it
     */
    HandRecord record(GameSetup setup) {
        if (draw == (winner != null)) {
            throw new UsageException(draw ? "give --winner NAME or --draw, not both"
                    : "say who went Mah-Jong with --winner NAME, or --draw");
        }
        Map<String, PlayerEntry> entries = new LinkedHashMap<>();
        scores.forEach(list -> scores(setup, list, entries));
        hands.forEach(list -> tiles(setup, list, entries));
        List<Penalty> fines = new ArrayList<>();
        penalties.forEach(text -> fines.add(penalty(setup, text)));
        return new HandRecord(Optional.ofNullable(winner).map(n -> name(setup, n)),
                Optional.ofNullable(discarder).map(n -> name(setup, n)), Optional.ofNullable(payForAll), entries,
                fines);
    }

    private static void scores(GameSetup setup, String list, Map<String, PlayerEntry> entries) {
        for (String item : list.split(",")) {
            int eq = item.indexOf('=');
            if (eq < 0) {
                throw new UsageException("'" + item.strip() + "' is not a score; write --scores NAME=POINTS,"
                        + " e.g. --scores " + example(setup));
            }
            String name = name(setup, item.substring(0, eq));
            String points = item.substring(eq + 1).strip();
            if (!points.matches("-?\\d+")) {
                throw new UsageException("the score of " + name + " must be a whole number of points, 0 or"
                        + " more; got '" + points + "'");
            }
            // However many digits: the bound's refusal quotes them.
            put(entries, name, PlayerEntry.score(Bound.TYPED_SCORE.check(points)));
        }
    }

    private static void tiles(GameSetup setup, String list, Map<String, PlayerEntry> entries) {
        for (String item : list.split(";")) {
            if (item.isBlank()) {
                continue;
            }
            int colon = item.indexOf(':');
            if (colon < 0) {
                throw new UsageException("'" + item.strip() + "' does not say whose tiles they are; write"
                        + " --hands \"NAME: TILES; NAME: TILES\"");
            }
            put(entries, name(setup, item.substring(0, colon)), PlayerEntry.tiles(item.substring(colon + 1)));
        }
    }

    private static void put(Map<String, PlayerEntry> entries, String name, PlayerEntry entry) {
        if (entries.put(name, entry) != null) {
            throw new UsageException(name + " is given twice; give each player's score or tiles once");
        }
    }

    /** "Ann pays Bob,Cid 30 reason" or "Ann pays all 30 reason". */
    static Penalty penalty(GameSetup setup, String text) {
        Matcher m = PENALTY.matcher(text);
        if (!m.matches()) {
            throw new UsageException("cannot read the penalty '" + text.strip() + "'; write it as \"PAYER pays"
                    + " PAYEE,... POINTS [REASON]\", e.g. \"Ann pays Bob,Cid,Dee 30 false Mah-Jong\"");
        }
        List<String> payers = names(setup, m.group(1));
        List<String> payees = m.group(2).strip().equalsIgnoreCase("all")
                ? setup.players().stream().filter(p -> payers.stream().noneMatch(p::equals)).toList()
                : names(setup, m.group(2));
        return new Penalty(Bound.PENALTY_AMOUNT.check(m.group(3)), payers, payees, m.group(4) == null ? "" : m.group(4));
    }

    private static List<String> names(GameSetup setup, String list) {
        List<String> names = new ArrayList<>();
        for (String n : list.split(",")) {
            names.add(name(setup, n));
        }
        return names;
    }

    /** The game's spelling of a name; a name not in the game is kept for the game to report. */
    private static String name(GameSetup setup, String typed) {
        return setup.indexOf(typed).map(setup.players()::get).orElse(typed.strip());
    }

    private static String example(GameSetup setup) {
        List<String> items = new ArrayList<>();
        long[] points = {80, 112, 12, 48};
        for (int i = 0; i < 4; i++) {
            items.add(setup.players().get(i) + "=" + points[i]);
        }
        return String.join(",", items);
    }
}
