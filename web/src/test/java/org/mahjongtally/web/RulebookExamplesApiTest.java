/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The rulebook examples (hands worked out by hand from the rulebooks) through {@code POST /api/score}, as a program or the page
 * sends them: the totals come from the rulebooks (the golden files give the working), and
 * impossible hands are refused as invalid hands, never as notation errors.
 */
class RulebookExamplesApiTest extends ServerFixture {

    private ApiClient.Answer score(String ruleset, String hand) {
        return api.post("/api/score", "{\"hand\": \"" + hand + "\", \"ruleset\": \"" + ruleset + "\"}");
    }

    @ParameterizedTest(name = "{0}: {1} = {2}")
    @CsvSource(delimiter = '|', value = {
        "bmja | [RRR] [GGG] [PPP] 234b 55c seat=S win=2b by=discard | 256",
        "bmja | [1111d] [222d] [444d] 333d55d win=3d by=last-discard | 672",
        "bmja | [222c] {9999c} 33366655c win=5c by=loose | 512",
        "bmja | 24689b 24689c 2468d f2 s3 seat=S win=9c by=last-discard | 532",
        "dmjl | [444b] [678b] [789b] [111c] 22b win=8b by=discard | 28",
        "dmjl | EE11d99bGGRRSWW seat=W round=N | 6",
        "bmja | f1 | 8",
        "bmja | f3 s3 seat=W | 32",
        "bmja | f1 f2 f3 f4 seat=S | 64"})
    void theRulebookExamplesScoreTheirValues(String ruleset, String hand, long total) {
        ApiClient.Answer a = score(ruleset, hand);
        assertThat(a.status()).as(a.body()).isEqualTo(200);
        assertThat(a.json().path("total").asLong()).as(a.body()).isEqualTo(total);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "123b 456b 789b 111c 22d win=2d by=loose | has no kong and no flower or season",
        "[111c] 123b 456b 789b 22d win=1c by=wall | was drawn (by=wall) but is only in an exposed set",
        "123b 456b 789b 111c 22d 3d win=2d | a winning hand has 14 tiles, found 15",
        "11111c 456b 789b 22d 33d win=2d | a fifth 1c"})
    void impossibleHandsAreRefusedAsInvalidHands(String hand, String reason) {
        ApiClient.Answer a = score("bmja", hand);
        assertThat(a.status()).as(a.body()).isEqualTo(422);
        assertThat(a.json().path("code").asText()).isEqualTo("invalid-hand");
        assertThat(a.json().path("message").asText()).contains(reason);
    }

    @ParameterizedTest(name = "[{0}]")
    @CsvSource(delimiter = '|', value = {"'' | empty input", "1s | unknown suit 's'"})
    void typosAndEmptyEntriesAreNotationErrors(String hand, String reason) {
        ApiClient.Answer a = score("bmja", hand);
        assertThat(a.status()).as(a.body()).isEqualTo(422);
        assertThat(a.json().path("code").asText()).isEqualTo("bad-notation");
        assertThat(a.json().path("message").asText()).contains(reason);
    }
}
