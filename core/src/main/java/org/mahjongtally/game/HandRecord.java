/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One hand as the table records it: who went Mah-Jong (or a draw), each player's score or
 * tiles, the discarder when it matters, and penalties. Everything else (seats, scores from
 * tiles, payments, balances) is derived from it by replaying the game.
 *
 * @param winner the player who went Mah-Jong, empty for a draw
 * @param discarder the player whose discard was the winning tile, when known
 * @param payForAll whether the discarder pays for all (a dangerous discard), if the table decided
 *     it for this hand; empty: the ruleset's rule decides
 *     ({@link org.mahjongtally.settlement.SettlementOptions#forHand}, which also refuses paying
 *     for all without a discarder)
 * @param entries each player's score or tiles, by name; all four for a win, any for a draw
 * @param penalties penalties paid during the hand ({@link Bound#PENALTIES} at most)
 */
public record HandRecord(
        Optional<String> winner,
        Optional<String> discarder,
        Optional<Boolean> payForAll,
        Map<String, PlayerEntry> entries,
        List<Penalty> penalties) {

    /** Copies the collections, keeping the order of the entries. */
    public HandRecord {
        Objects.requireNonNull(winner, "winner");
        Objects.requireNonNull(discarder, "discarder");
        Objects.requireNonNull(payForAll, "payForAll");
        entries = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(entries));
        Bound.PENALTIES.check(penalties.size());
        penalties = List.copyOf(penalties);
        if (winner.isEmpty() && discarder.isPresent()) {
            throw GameException.of(GameProblem.DRAW_WITH_DISCARDER);
        }
    }

    /** A win by {@code winner} with these entries; paying for all as the ruleset says. */
    public static HandRecord win(String winner, Map<String, PlayerEntry> entries) {
        return new HandRecord(Optional.of(winner), Optional.empty(), Optional.empty(), entries, List.of());
    }

    /** A draw, with whatever entries were given. */
    public static HandRecord draw(Map<String, PlayerEntry> entries) {
        return new HandRecord(Optional.empty(), Optional.empty(), Optional.empty(), entries, List.of());
    }

    /**
     * The entries of a hand from the players given by score and those given by tiles, in that order.
     *
     * @throws GameException if a player is given both ways
     */
    public static Map<String, PlayerEntry> entries(Map<String, Long> scores, Map<String, String> tiles) {
        Map<String, PlayerEntry> entries = new LinkedHashMap<>();
        scores.forEach((player, points) -> entries.put(player, PlayerEntry.score(points)));
        tiles.forEach((player, notation) -> {
            if (entries.containsKey(player)) {
                throw GameException.of(GameProblem.SCORE_AND_TILES, player);
            }
            entries.put(player, PlayerEntry.tiles(notation));
        });
        return entries;
    }

    /** This hand with the discarder of the winning tile, paying for all as chosen (empty: as the ruleset says). */
    public HandRecord withDiscarder(String player, Optional<Boolean> forAll) {
        return new HandRecord(winner, Optional.of(player), forAll, entries, penalties);
    }

    /** This hand with these penalties. */
    public HandRecord withPenalties(List<Penalty> newPenalties) {
        return new HandRecord(winner, discarder, payForAll, entries, newPenalties);
    }
}
