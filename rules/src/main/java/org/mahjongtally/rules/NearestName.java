/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;
import org.mahjongtally.Message;
import org.mahjongtally.text.Text;

/**
 * Finds the known name a misspelt one was probably meant to be, for "did you mean" hints: in
 * ruleset files here, and for the fields of JSON requests and game files in the store and the API.
 */
public final class NearestName {

    private NearestName() {
    }

    /**
     * The candidate closest to {@code name} by edit distance, if it is close enough to be a
     * plausible typo: at most a third of the name's length, and at least 2 edits allowed.
     */
    public static Optional<String> of(String name, Collection<String> candidates) {
        String wanted = name.toLowerCase(Locale.ROOT);
        int allowed = Math.max(2, wanted.length() / 3);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : candidates) {
            int d = Text.editDistance(wanted, candidate.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                best = candidate;
                bestDistance = d;
            }
        }
        return bestDistance <= allowed ? Optional.of(best) : Optional.empty();
    }

    /**
     * The closest candidate, or empty if none is close: the {@code nearest} parameter of a
     * {@link RulesetIssue}, which the words turn into "; did you mean 'x'?" (or, for the keys
     * that have {@code known} too, the whole list when none is close).
     */
    static String nearest(String name, Collection<String> candidates) {
        return of(name, candidates).orElse("");
    }

    /**
     * {@link RulesetIssue#DID_YOU_MEAN} the closest candidate if one is close, else
     * {@link RulesetIssue#NAMES} listing them all, so a message always shows what would have
     * been right.
     */
    static Message hintOrList(String name, Collection<String> candidates, RulesetIssue.Names what) {
        return of(name, candidates).map(n -> Message.of(RulesetIssue.DID_YOU_MEAN, n))
                .orElseGet(() -> Message.of(RulesetIssue.NAMES, what, String.join(", ", candidates)));
    }
}
