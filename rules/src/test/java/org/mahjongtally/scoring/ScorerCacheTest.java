/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.settlement.Limit;

/**
 * {@link Scorer#of} keeps one scorer per set of rules, found by the rules themselves: a ruleset
 * that differs in any value scores by its own values even when it carries another's id and
 * hash, and the scorers kept are bounded however many rulesets come by.
 */
class ScorerCacheTest {

    private static final Hand HAND = Hand.parse("[222b] [888c] [999d] 456b 77d seat=S win=9d by=discard");

    private static Ruleset withMahJong(Ruleset base, long points) {
        Map<RuleId, Element> elements = new java.util.TreeMap<>(base.elements());
        elements.put(RuleId.MAH_JONG, Element.points(RuleId.MAH_JONG, "Going Mah-Jong", points));
        // the same id, name and hash as the base: only the rules differ
        return new Ruleset(base.id(), base.name(), base.version(), elements, base.scoring(), base.settlement(),
                base.tallies(), base.hash());
    }

    @Test
    void aRulesetWithAnotherMahJongValueScoresByItsOwnValue() {
        Ruleset bmja = Rulesets.bmja();
        assertThat(Scorer.score(HAND, bmja).total()).isEqualTo(28);
        assertThat(Scorer.score(HAND, withMahJong(bmja, 100)).total()).isEqualTo(108);
        assertThat(Scorer.score(HAND, bmja).total()).isEqualTo(28);
    }

    @Test
    void aClubFileWithAnotherMahJongValueScoresDifferently() {
        Ruleset club = Rulesets.read("club.toml", """
                id = "hundred"
                version = 1
                extends = "bmja"

                [[element]]
                id = "mah-jong"
                name = "Going Mah-Jong"
                points = 100
                """);
        assertThat(Scorer.of(club).score(HAND).total()).isEqualTo(108);
        assertThat(Scorer.of(Rulesets.bmja()).score(HAND).total()).isEqualTo(28);
    }

    @Test
    void aRulesetWithAnotherLimitIsCappedByItsOwnLimit() {
        Ruleset bmja = Rulesets.bmja();
        Ruleset low = new Ruleset(bmja.id(), bmja.name(), bmja.version(), bmja.elements(), bmja.scoring(),
                bmja.settlement().withLimit(Limit.of(20)), bmja.tallies(), bmja.hash());
        assertThat(Scorer.score(HAND, low).total()).isEqualTo(20);
        assertThat(Scorer.score(HAND, bmja).total()).isEqualTo(28);
    }

    @Test
    void theScorersKeptAreBounded() {
        ScorerCache cache = new ScorerCache();
        Ruleset bmja = Rulesets.bmja();
        for (int points = 1; points <= 3 * ScorerCache.CAPACITY; points++) {
            Ruleset r = withMahJong(bmja, points);
            assertThat(cache.of(r).score(HAND).total()).isEqualTo(8 + points);
        }
        assertThat(cache.size()).isEqualTo(ScorerCache.CAPACITY);
        Ruleset again = withMahJong(bmja, 3 * ScorerCache.CAPACITY);
        assertThat(cache.of(again)).isSameAs(cache.of(withMahJong(bmja, 3 * ScorerCache.CAPACITY)));
    }
}
