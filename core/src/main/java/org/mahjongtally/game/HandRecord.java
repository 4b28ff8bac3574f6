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
 * @param payForAll whether the discarder pays for all (a dangerous discard)
 * @param entries each player's score or tiles, by name; all four for a win, any for a draw
 * @param penalties penalties paid during the hand
 */
public record HandRecord(
        Optional<String> winner,
        Optional<String> discarder,
        boolean payForAll,
        Map<String, PlayerEntry> entries,
        List<Penalty> penalties) {

    /** Copies the collections, keeping the order of the entries. */
    public HandRecord {
        Objects.requireNonNull(winner, "winner");
        Objects.requireNonNull(discarder, "discarder");
        entries = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(entries));
        penalties = List.copyOf(penalties);
        if (winner.isEmpty() && (discarder.isPresent() || payForAll)) {
            throw new GameException("a draw has no discarder and nobody pays for all; name the"
                    + " winner, or leave the discarder out");
        }
        if (payForAll && discarder.isEmpty()) {
            throw new GameException("paying for all needs the discarder of the winning tile");
        }
    }

    /** A win by {@code winner} with these entries. */
    public static HandRecord win(String winner, Map<String, PlayerEntry> entries) {
        return new HandRecord(Optional.of(winner), Optional.empty(), false, entries, List.of());
    }

    /** A draw, with whatever entries were given. */
    public static HandRecord draw(Map<String, PlayerEntry> entries) {
        return new HandRecord(Optional.empty(), Optional.empty(), false, entries, List.of());
    }

    /** This hand with the discarder of the winning tile, paying for all or not. */
    public HandRecord withDiscarder(String player, boolean forAll) {
        return new HandRecord(winner, Optional.of(player), forAll, entries, penalties);
    }

    /** This hand with these penalties. */
    public HandRecord withPenalties(List<Penalty> newPenalties) {
        return new HandRecord(winner, discarder, payForAll, entries, newPenalties);
    }
}
