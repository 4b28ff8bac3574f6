/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * A game whose rules have the discarder pay for all (the table option {@code payForAll}): the
 * record page shows it as soon as a discarder is named, previews and saves the hand as the game's
 * rules say, and keeps a choice the table makes for one hand (docs/settlement.md, pay for all).
 */
class PayForAllPageTest extends BrowserTestBase {

    /**
     * The flow once; the record screen with the discarder paying for all looked at in every
     * language (switched in place): its balances and its words.
     */
    @Test
    void theGamesRulesDecideUnlessTheTableChoosesForTheHand() {
        useLanguage("en");
        String id = startGame("{\"payForAll\": true}");
        click(testId("record-hand"));
        // Ann East, Bob South, Cid West, Dee North; Dee went out for 40 on Bob's discard.
        choose("[data-testid='winner']", "Dee");
        Map.of("Ann", "0", "Bob", "8", "Cid", "32", "Dee", "40").forEach((name, points) -> {
            entryMode(name, "score");
            type(css(entry(name) + " [data-testid='score-input']"), points);
        });
        script("document.querySelectorAll('#main details').forEach((d) => { d.open = true; })");
        // On Bob's discard: the way the tile came and who discarded it are one choice.
        new Select(find(testId("win-way"))).selectByValue("discard@1");
        assertThat(payForAllBox().isSelected()).as("the game's rules: the discarder pays for all").isTrue();
        // Bob pays Dee for all three: 2 x 40 for East, 40 and 40; the losers do not settle.
        Map<String, Long> forAll = Map.of("E", 0L, "S", -160L, "W", 0L, "N", 160L);
        forAll.forEach((seat, amount) -> waitForValue(balance(seat), amount));
        inEachLanguage(lang -> {
            forAll.forEach((seat, amount) -> waitForValue(balance(seat), amount));
            assertThat(payForAllBox().isSelected()).isTrue();
            openAllDetails();
            checkScreen(lang, "record, the discarder paying for all");
            screenshotFrom("26-record-pay-for-all-" + lang, css(".discard-box"));
        });
        click(testId("save-hand"));
        find(testId("last-hand"));
        waitForValue(testId("total-Bob"), -160);
        JsonNode stored = api("GET", "api/games/" + id, null).path("hands").get(0).path("record");
        assertThat(stored.path("payForAll").isNull()).as("no choice stored: the rules decided").isTrue();

        // Correcting it, the table says Bob does not pay for all this time: the usual settlement.
        open("#/game/" + id + "/sheet");
        click(css("[data-testid='row-1'] .row-toggle"));
        click(testId("correct-1"));
        script("document.querySelectorAll('#main details').forEach((d) => { d.open = true; })");
        assertThat(payForAllBox().isSelected()).isTrue();
        payForAllBox().click();
        // Dee: 2 x 40 + 40 + 40; Ann pays Bob 2 x 8 and Cid 2 x 32, Bob pays Cid 24.
        Map<String, Long> usual = Map.of("E", -160L, "S", -48L, "W", 48L, "N", 160L);
        usual.forEach((seat, amount) -> waitForValue(balance(seat), amount));
        click(testId("save-hand"));
        find(testId("row-1")); // back on the sheet once the correction is saved
        open("#/game/" + id);
        waitForValue(testId("total-Bob"), -48);
        stored = api("GET", "api/games/" + id, null).path("hands").get(0).path("record");
        assertThat(stored.path("payForAll").asBoolean(true)).as("the table's choice for the hand").isFalse();
    }

    private static WebElement payForAllBox() {
        return find(css(".discard-box input[type=checkbox]"));
    }

    private static org.openqa.selenium.By balance(String seat) {
        return css("[data-testid='preview'] [data-testid='balance-" + seat + "']");
    }

}
