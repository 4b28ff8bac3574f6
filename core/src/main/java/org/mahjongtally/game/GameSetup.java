/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.mahjongtally.ruleset.Ruleset;

/**
 * What is fixed when a game starts: the four players in their starting seats (the first is
 * East, then South, West, North), the ruleset (whose hash the store keeps), and the options.
 *
 * @param players four distinct names, in starting seat order, trimmed ({@link PlayerNames})
 * @param ruleset the rules of the whole game
 * @param options how the table runs it
 */
public record GameSetup(List<String> players, Ruleset ruleset, GameOptions options) {

    /** The longest name accepted, in characters (code points). */
    public static final int MAX_NAME = PlayerNames.MAX;

    /**
     * Checks the players, each {@link PlayerNames#trimmed trimmed}.
     *
     * @throws GameException unless there are four names, each with something to read
     *     ({@link PlayerNames#isInvisible}), of at most 40 characters and no control character,
     *     no two the same whatever their case
     */
    public GameSetup {
        Objects.requireNonNull(ruleset, "ruleset");
        Objects.requireNonNull(options, "options");
        if (players == null || players.size() != 4) {
            throw GameException.of(GameProblem.NOT_FOUR_PLAYERS, players == null ? 0 : players.size());
        }
        List<String> names = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (String given : players) {
            String name = PlayerNames.checked(given);
            if (!seen.add(name.toLowerCase(Locale.ROOT))) {
                throw GameException.of(GameProblem.SAME_NAME, name);
            }
            names.add(name);
        }
        players = List.copyOf(names);
    }

    /** The index (0-3, starting seat order) of the player with this name, ignoring case. */
    public Optional<Integer> indexOf(String name) {
        for (int i = 0; i < 4; i++) {
            if (players.get(i).equalsIgnoreCase(PlayerNames.trimmed(name))) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    /**
     * The index of a player named in a hand record.
     *
     * @throws GameException naming the players of the game if there is no such player
     */
    public int requireIndex(String name, Role role) {
        return indexOf(name).orElseThrow(() -> GameException.of(GameProblem.NO_SUCH_PLAYER_AS, name, role,
                GameProblem.players(players)));
    }

    /** What a player named in a hand is to be: the winner, the discarder, a penalty's payer or payee. */
    public enum Role {
        /** The player who went Mah-Jong. */
        WINNER,
        /** The player who discarded the winning tile. */
        DISCARDER,
        /** A player who pays a penalty. */
        PAYER,
        /** A player who receives a penalty. */
        PAYEE
    }
}
