package org.mahjongtally.web;

import java.io.IOException;
import org.mahjongtally.store.AuditEntry;

/**
 * One line of {@code GET /api/games/{id}/audit}: a change to the game, with the hand record
 * before and after it as JSON objects.
 *
 * @param at when (ISO-8601, UTC)
 * @param action {@code create}, {@code record}, {@code edit}, {@code delete} or {@code import}
 * @param hand the hand's number, or {@code null} for a change to the whole game
 * @param before the hand record before the change, or {@code null}
 * @param after the hand record after the change, or {@code null}
 */
record AuditLine(String at, String action, Integer hand, Object before, Object after) {

    static AuditLine of(AuditEntry e) {
        return new AuditLine(e.at().toString(), e.action(), e.hand().orElse(null),
                e.before().map(AuditLine::tree).orElse(null), e.after().map(AuditLine::tree).orElse(null));
    }

    /** The stored JSON as a tree, or the text itself if it is not JSON. */
    private static Object tree(String json) {
        try {
            return JsonBodies.objectMapper().readValue(json, Object.class);
        } catch (IOException e) {
            return json;
        }
    }
}
