/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring;

import java.util.LinkedHashMap;
import java.util.Map;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.ruleset.ScoringOptions;
import org.mahjongtally.settlement.Limit;

/**
 * The scorers {@link Scorer#of} keeps: at most {@value #CAPACITY}, the least recently used
 * dropped first, each found by what decides a score (the ruleset's id, which the sheet names,
 * its elements with their values, its scoring options and its limit), never by a hash or name
 * the caller supplies. A ruleset that differs in any of them gets a scorer of its own, and a
 * server that sees many games with their own table options keeps only the scorers in use.
 */
final class ScorerCache {

    /** Far more rulesets than a server uses at once: three presets and the clubs' own. */
    static final int CAPACITY = 64;

    /** What decides a score, compared by value. */
    private record Key(String id, Map<RuleId, Element> elements, ScoringOptions scoring, Limit limit) {

        static Key of(Ruleset r) {
            return new Key(r.id(), r.elements(), r.scoring(), r.settlement().limit());
        }
    }

    private final Map<Key, Scorer> scorers = new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, Scorer> eldest) {
            return size() > CAPACITY;
        }
    };

    /** The scorer last handed out, so that scoring hand after hand of one game looks nothing up. */
    private volatile Scorer last;

    /** The scorer of this ruleset, made on first use. */
    Scorer of(Ruleset ruleset) {
        Scorer recent = last;
        if (recent != null && recent.ruleset() == ruleset) {
            return recent;
        }
        Scorer scorer;
        synchronized (scorers) {
            scorer = scorers.computeIfAbsent(Key.of(ruleset), key -> new Scorer(ruleset));
        }
        if (scorer.ruleset() == ruleset) {
            last = scorer;
        }
        return scorer;
    }

    /** How many scorers are kept now. */
    int size() {
        synchronized (scorers) {
            return scorers.size();
        }
    }
}
