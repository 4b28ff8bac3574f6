/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The club's standings over a period: for every player who played a game with at least one
 * hand in it, the games played, hands won, total points, money (per currency), average points
 * per game and best hand. Ordered by total points, then by name; equal totals share a place.
 */
public final class Standings {

    private Standings() {
    }

    /**
     * What one game gave one of the club's players, as the standings add it up (a store's
     * record of it, such as the one a player's history lists).
     */
    public interface Played {
        /** The club's player. */
        long playerId();

        /** The player's name in the club now. */
        String player();

        /** The game. */
        String gameId();

        /** How many hands the game has had. */
        int hands();

        /** How many of them the player won. */
        int won();

        /** The player's total in the game. */
        long points();

        /** The total in money at the game's stakes. */
        BigDecimal money();

        /** The stakes' currency label ("" when not played for money). */
        String currency();

        /** The player's highest hand score in the game, 0 if none. */
        long bestHand();

        /** The hand it was in. */
        Optional<Integer> bestHandNumber();
    }

    /**
     * One player's line.
     *
     * @param place 1 for the leader; players with equal totals share a place
     * @param playerId the player
     * @param player the name
     * @param games games played (with at least one hand)
     * @param hands hands played
     * @param won hands won
     * @param points total points
     * @param money total money by currency ("" for games not played for money is left out)
     * @param average points per game, to one decimal place (half up)
     * @param bestHand the highest hand score
     * @param bestGame the game of the best hand
     * @param bestHandNumber the hand of the best hand in that game
     */
    public record Line(int place, long playerId, String player, int games, int hands, int won, long points,
            Map<String, BigDecimal> money, BigDecimal average, long bestHand, Optional<String> bestGame,
            Optional<Integer> bestHandNumber) {
    }

    /** Adds up the players' games. */
    public static List<Line> of(List<? extends Played> games) {
        Map<Long, List<Played>> byPlayer = new LinkedHashMap<>();
        for (Played g : games) {
            if (g.hands() > 0) {
                byPlayer.computeIfAbsent(g.playerId(), k -> new ArrayList<>()).add(g);
            }
        }
        List<Line> lines = new ArrayList<>();
        byPlayer.forEach((id, list) -> {
            int hands = 0;
            int won = 0;
            long points = 0;
            Map<String, BigDecimal> money = new TreeMap<>();
            Played best = null;
            for (Played g : list) {
                hands += g.hands();
                won += g.won();
                points = Math.addExact(points, g.points());
                if (!g.currency().isEmpty() || g.money().signum() != 0) {
                    money.merge(g.currency(), g.money(), BigDecimal::add);
                }
                if (g.bestHandNumber().isPresent() && (best == null || g.bestHand() > best.bestHand())) {
                    best = g;
                }
            }
            BigDecimal average = BigDecimal.valueOf(points).divide(BigDecimal.valueOf(list.size()), 1,
                    RoundingMode.HALF_UP);
            lines.add(new Line(0, id, list.get(0).player(), list.size(), hands, won, points, money, average,
                    best == null ? 0 : best.bestHand(), Optional.ofNullable(best).map(Played::gameId),
                    best == null ? Optional.empty() : best.bestHandNumber()));
        });
        lines.sort(Comparator.comparingLong(Line::points).reversed().thenComparing(Line::player,
                String.CASE_INSENSITIVE_ORDER));
        return placed(lines);
    }

    /** The lines, in order, each with its place: the one before's place when the totals are equal. */
    private static List<Line> placed(List<Line> sorted) {
        List<Line> placed = new ArrayList<>(sorted.size());
        for (int i = 0; i < sorted.size(); i++) {
            Line l = sorted.get(i);
            int place = i > 0 && l.points() == sorted.get(i - 1).points() ? placed.get(i - 1).place() : i + 1;
            placed.add(new Line(place, l.playerId(), l.player(), l.games(), l.hands(), l.won(), l.points(),
                    l.money(), l.average(), l.bestHand(), l.bestGame(), l.bestHandNumber()));
        }
        return placed;
    }
}
