/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.ruleset;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import org.mahjongtally.settlement.SettlementOptions;
import org.mahjongtally.settlement.TallySet;

/**
 * A complete set of rules: every scoring element the table uses with its value, the scoring
 * options, and the settlement options. Immutable; built by the ruleset loader from a file.
 * An element that is absent is not scored at all.
 *
 * @param id the ruleset's id, such as {@code bmja}
 * @param name a readable title
 * @param version the file's version number
 * @param elements the elements scored, by id
 * @param scoring the scoring options
 * @param settlement the settlement options (limit, East doubles, ...)
 * @param tallies the tally set
 * @param hash a content hash of everything above, so a stored game knows its exact rules
 */
public record Ruleset(
        String id,
        String name,
        int version,
        Map<RuleId, Element> elements,
        ScoringOptions scoring,
        SettlementOptions settlement,
        TallySet tallies,
        String hash) {

    /** Copies the elements into an unmodifiable map, built-in elements first in catalogue order. */
    public Ruleset {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(scoring, "scoring");
        Objects.requireNonNull(settlement, "settlement");
        Objects.requireNonNull(tallies, "tallies");
        Objects.requireNonNull(hash, "hash");
        TreeMap<RuleId, Element> copy = new TreeMap<>();
        copy.putAll(elements);
        elements = Collections.unmodifiableMap(copy);
    }

    /** The element's value, if this ruleset scores it. */
    public Optional<Element> element(RuleId id) {
        return Optional.ofNullable(elements.get(id));
    }

    /** Whether this ruleset scores the element at all. */
    public boolean has(RuleId id) {
        return elements.containsKey(id);
    }

    /** The points of a points element, 0 if the ruleset does not score it. */
    public long points(RuleId id) {
        Element e = elements.get(id);
        return e == null ? 0 : e.points();
    }

    /** The doubles of an element, 0 if the ruleset does not score it. */
    public int doubles(RuleId id) {
        Element e = elements.get(id);
        return e == null ? 0 : e.doubles();
    }

    /**
     * Whether every score this ruleset can give is even, so that an odd typed score can only be a
     * slip of the finger: the limit, every element's points and every special hand's share of
     * the limit (and its fishing value) are even; adding and doubling keep an even number even,
     * and rounding to tens gives even numbers too. The classical presets all score even; a club
     * file with a 1-point element does not, and then no typed score is questioned for being odd.
     */
    public boolean scoresAreEven() {
        long limit = limitValue();
        if (limit % 2 != 0) {
            return false;
        }
        for (Element e : elements.values()) {
            if (e.points() % 2 != 0 || limit * e.limitPercent() / 100 % 2 != 0
                    || limit * e.fishingPercent() / 100 % 2 != 0) {
                return false;
            }
        }
        return true;
    }

    /** What a full-limit hand is worth: the limit, or the notional limit with the roof off. */
    public long limitValue() {
        return settlement.limit().points().orElse(scoring.notionalLimit());
    }
}
