package org.mahjongtally.store;

import java.time.Instant;
import java.util.List;

/**
 * One line of the list of games.
 *
 * @param id the game's id
 * @param players the four players, in starting seat order
 * @param rulesetId the ruleset's id
 * @param hands how many hands have been recorded
 * @param created when the game started
 * @param updated when it last changed
 */
public record GameSummary(String id, List<String> players, String rulesetId, int hands, Instant created,
        Instant updated) {

    /** Copies the players. */
    public GameSummary {
        players = List.copyOf(players);
    }
}
