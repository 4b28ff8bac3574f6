/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A table that exchanges seats between rounds starts its game on the new-game screen, on the
 * phone (the engine in the page plays it): after the East round, the South round is dealt from
 * the new places, whoever started as South dealing first. Screenshots of the option in English,
 * Polish and Russian.
 */
class SeatExchangePageTest extends BrowserTestBase {

    private static final List<String> PLAYERS = List.of("Ann", "Bob", "Cid", "Dee");

    @Test
    void thePhoneGameDealsTheSouthRoundFromTheNewPlaces() {
        for (String lang : List.of("pl", "ru", "en")) {
            useLanguage(lang);
            open("#/new");
            script("arguments[0].scrollIntoView({block: 'center'})", find(testId("seat-exchange")));
            screenshot("seat-exchange-new-game-" + lang);
        }
        for (int i = 0; i < 4; i++) {
            type(testId("name-" + i), PLAYERS.get(i));
        }
        click(testId("seat-exchange"));
        click(testId("start-game"));
        find(testId("compass"));
        String id = ((String) script("return location.hash")).replaceFirst("^#/game/", "");
        assertThat(id).startsWith("ph-");

        // The East round: each hand won by South, so the deal passes four times.
        for (String winner : List.of("Bob", "Cid", "Dee", "Ann")) {
            Object answer = asyncScript("const done = arguments[arguments.length - 1];"
                    + " import('./js/api.js').then((m) => m.api.recordHand(arguments[0], null, {winner: arguments[1],"
                    + " scores: {Ann: 10, Bob: 10, Cid: 10, Dee: 10}})).then(() => done('ok'), (e) => done('failed: ' + e.message));",
                    id, winner);
            assertThat(answer).isEqualTo("ok");
        }
        open("#/game/" + id);
        // Ann and Bob have changed places, and Cid and Dee: Bob is East, Ann South, Dee West, Cid North.
        assertThat(find(testId("seat-E")).getAttribute("data-player")).isEqualTo("Bob");
        assertThat(find(testId("seat-S")).getAttribute("data-player")).isEqualTo("Ann");
        assertThat(find(testId("seat-W")).getAttribute("data-player")).isEqualTo("Dee");
        assertThat(find(testId("seat-N")).getAttribute("data-player")).isEqualTo("Cid");
        // They have moved: the picture shows each in the place of his seat, winds anticlockwise.
        for (String seat : List.of("E", "S", "W", "N")) {
            assertThat(find(testId("seat-" + seat)).getAttribute("data-place")).as(seat).isEqualTo(seat);
        }
        screenshot("seat-exchange-south-round-en");
    }
}
