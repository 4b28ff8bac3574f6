/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The table and the sheet say how each hand ended as the engine says it (the game's
 * {@code hands[].ending}), not from a list of the ways of winning typed again in the page: a
 * winner's {@code by=DISCARD} (the notation reads its values in any case) is a win on a discard,
 * not self-drawn. Screenshots of the table and the sheet in en, pl, ru.
 */
class HandEndingPageTest extends BrowserTestBase {

    private static final String ZEROS = "\"scores\": {\"Bob\": 0, \"Cid\": 0, \"Dee\": 0}";

    @AfterEach
    void english() {
        useLanguage("en");
    }

    @Test
    void theTableAndTheSheetSayHowEachHandEndedAsTheEngineSays() {
        JsonNode created = api("POST", "api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"],"
                + " \"ruleset\": \"bmja\"}");
        String id = created.path("id").asText();
        String key = created.path("editKey").asText();
        // 1: typed scores, Bob on Cid's discard; 2: Ann from the wall; 3: Ann on a discard, said
        // in capitals, whose discard not named
        recordHand(id, key, "{\"winner\": \"Bob\", \"discarder\": \"Cid\","
                + " \"scores\": {\"Ann\": 8, \"Bob\": 40, \"Cid\": 4, \"Dee\": 0}}");
        recordHand(id, key, "{\"winner\": \"Ann\", " + ZEROS + ","
                + " \"hands\": {\"Ann\": \"[RRR] 123b 555c 777d 55d win=5d by=wall\"}}");
        recordHand(id, key, "{\"winner\": \"Ann\", " + ZEROS + ","
                + " \"hands\": {\"Ann\": \"[RRR] 123b 555c 777d 55d win=5d by=DISCARD\"}}");
        List<String> endings = new ArrayList<>();
        api("GET", "api/games/" + id, null).path("hands").forEach(hand -> endings.add(hand.path("ending").asText()));
        assertThat(endings).containsExactly("discard", "self", "another");

        open("#/game/" + id + "?key=" + key);
        waitForText(css("[data-testid='last-hand'] [data-testid='ending']"), "On a discard");
        open("#/game/" + id + "/sheet?key=" + key);
        find(testId("sheet"));
        waitForText(testId("mark-1-Bob"), "MJ");
        waitForText(testId("mark-1-Cid"), "discarded");
        waitForText(testId("mark-2-Ann"), "MJ · self-drawn");
        waitForText(testId("mark-3-Ann"), "MJ");
        click(css(".row-toggle[data-number='3']"));
        waitForText(css("[data-testid='breakdown-3'] [data-testid='ending']"), "On a discard");

        for (String lang : List.of("en", "pl", "ru")) {
            useLanguage(lang);
            open("#/game/" + id + "?key=" + key);
            find(css("[data-testid='last-hand'] [data-testid='ending']"));
            screenshotFrom("hand-ending-table-" + lang, testId("last-hand"));
            open("#/game/" + id + "/sheet?key=" + key);
            find(testId("mark-3-Ann"));
            click(css(".row-toggle[data-number='3']"));
            screenshotFrom("hand-ending-sheet-" + lang, testId("sheet"));
        }
    }
}
