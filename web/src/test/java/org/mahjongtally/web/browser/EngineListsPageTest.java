/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mahjongtally.rules.Rulesets;
import org.openqa.selenium.By;

/**
 * What the page offers comes from the engine, not from lists of its own: the flags a ruleset
 * uses (docs/notation.md, flags) are in the picker, and the payments shown before a hand is saved
 * are settled under every option of the game's rules (docs/settlement.md, "Options a table may
 * set"), so that they are the payments booked.
 */
class EngineListsPageTest extends BrowserTestBase {

    /** M 122(r): East's 13th Mah-Jong in a row is a limit hand under Millington's rules. */
    private static final String HAND = "[111b] [555c] 999d 123c 22b seat=E win=2b by=discard";

    @ParameterizedTest
    @ValueSource(strings = {"en", "pl", "ru"})
    void aMillingtonTableTapsInEastsStreak(String lang) {
        useLanguage(lang);
        open("#/score");
        choose("[data-testid='score-ruleset']", "millington");
        choose("[data-testid='score-entry'] [data-testid='entry-mode']", "notation");
        type(testId("notation-input"), HAND);
        long withoutStreak = waitForTotal();
        // The hand on the picker: its flags are Millington's, East's streak among them.
        choose("[data-testid='score-entry'] [data-testid='entry-mode']", "tiles");
        openFlags("east-streak");
        assertThat(find(testId("flag-claimed-kongs")).isSelected()).isFalse();
        click(testId("flag-east-streak"));
        // the limit hand: Millington's limit of 1,000 (millington.toml, limit = 1000)
        waitForCalculatorTotal(Rulesets.preset("millington").limitValue());
        assertThat(Rulesets.preset("millington").limitValue()).isEqualTo(1000);
        assertThat(withoutStreak).isLessThan(1000);
        screenshotFrom("flags-millington-" + lang, testId("flags"));
    }

    @Test
    void aBmjaTableIsOfferedOnlyTheFlagsItsRulesUse() {
        useLanguage("en");
        open("#/score");
        choose("[data-testid='score-ruleset']", "bmja");
        choose("[data-testid='score-entry'] [data-testid='entry-mode']", "notation");
        type(testId("notation-input"), HAND);
        waitForTotal();
        choose("[data-testid='score-entry'] [data-testid='entry-mode']", "tiles");
        openFlags("original-call");
        find(testId("flag-twofold-fortune"));
        assertThat(driver.findElements(testId("flag-east-streak"))).isEmpty();
        assertThat(driver.findElements(testId("flag-claimed-kongs"))).isEmpty();
    }

    /**
     * The discarder pays double (docs/settlement.md, discarderDoubles): Dee (North) goes out for
     * 40 on Bob's (South) discard; Ann (East) pays 2 x 40, Bob 2 x 40, Cid 40: Dee +200. The
     * losers settle as usual: Ann pays Bob 2 x 8 and Cid 2 x 32, Bob pays Cid 24.
     */
    @Test
    void thePaymentsShownWhenTheDiscarderPaysDoubleAreThoseBooked() {
        useLanguage("en");
        startGame("{\"discarderDoubles\": true}");
        click(testId("record-hand"));
        choose("[data-testid='winner']", "Dee");
        Map.of("Ann", "0", "Bob", "8", "Cid", "32", "Dee", "40").forEach((name, points) -> {
            entryMode(name, "score");
            type(css(entry(name) + " [data-testid='score-input']"), points);
        });
        new org.openqa.selenium.support.ui.Select(find(testId("win-way"))).selectByValue("discard@1");
        Map<String, Long> booked = Map.of("Ann", -160L, "Bob", -88L, "Cid", 48L, "Dee", 200L);
        Map.of("E", -160L, "S", -88L, "W", 48L, "N", 200L).forEach((seat, amount) -> waitForValue(balance(seat), amount));
        click(testId("save-hand"));
        find(testId("last-hand"));
        booked.forEach((name, total) -> waitForValue(testId("total-" + name), total));
    }

    /**
     * The limit caps what one loser pays another (docs/settlement.md, differenceCap), not the
     * losers' own scores: Bob's 1,500 is not refused. Dee goes out for 40 from the wall: Ann
     * (East) pays 80, Bob and Cid 40. Ann pays Bob 2 x 1,000 (the cap, doubled for East) and Cid
     * 2 x 32; Cid pays Bob 1,000 (1,468 capped). Ann -2,144, Bob +2,960, Cid -976, Dee +160.
     */
    @Test
    void thePaymentsShownUnderTheDifferenceCapAreThoseBooked() {
        useLanguage("en");
        startGame("{\"differenceCap\": true}");
        click(testId("record-hand"));
        choose("[data-testid='winner']", "Dee");
        Map.of("Ann", "0", "Bob", "1500", "Cid", "32", "Dee", "40").forEach((name, points) -> {
            entryMode(name, "score");
            type(css(entry(name) + " [data-testid='score-input']"), points);
        });
        Map.of("E", -2144L, "S", 2960L, "W", -976L, "N", 160L).forEach((seat, amount) -> waitForValue(balance(seat), amount));
        click(testId("save-hand"));
        find(testId("last-hand"));
        Map.of("Ann", -2144L, "Bob", 2960L, "Cid", -976L, "Dee", 160L)
                .forEach((name, total) -> waitForValue(testId("total-" + name), total));
    }

    /**
     * The settle calculator offers every option the engine has that a table sets for its games,
     * the discarder paying double among them: the same hand as above, Bob (South) -88, Dee
     * (North) +200.
     */
    @Test
    void theSettleCalculatorOffersEveryOptionOfTheEngine() {
        useLanguage("en");
        open("#/settle");
        Map.of("E", "0", "S", "8", "W", "32", "N", "40").forEach((seat, points) -> type(testId("settle-" + seat), points));
        choose("[data-testid='settle-winner']", "N");
        click(css("#main .card details:not(.options) > summary"));
        new org.openqa.selenium.support.ui.Select(find(css("#main .card details:not(.options) select"))).selectByValue("S");
        // without the option: Bob pays Dee 40, as the others (Ann 2 x 40 as East)
        waitForValue(css("[data-testid='settle-result'] [data-testid='balance-S']"), -48);
        click(css("#main details.options > summary"));
        assertThat(find(testId("settle-differenceCap")).isSelected()).isFalse();
        click(testId("settle-discarderDoubles"));
        Map.of("E", -160L, "S", -88L, "W", 48L, "N", 200L)
                .forEach((seat, amount) -> waitForValue(css("[data-testid='settle-result'] [data-testid='balance-" + seat + "']"), amount));
    }

    /** Opens the picker's other flags ("More"), once the engine's flags are there, this one among them. */
    private static void openFlags(String flag) {
        wait.until(d -> !d.findElements(css("[data-testid='flags'] [data-testid='flag-" + flag + "']")).isEmpty());
        script("document.querySelector('[data-testid=flags]').open = true");
    }

    /** The total the score calculator shows, once it shows one. */
    private static long waitForTotal() {
        wait.until(d -> !d.findElements(css("[data-testid='score-entry'] .score-view[data-total]")).isEmpty());
        return Long.parseLong(find(css("[data-testid='score-entry'] .score-view")).getAttribute("data-total"));
    }

    private static By balance(String seat) {
        return css("[data-testid='preview'] [data-testid='balance-" + seat + "']");
    }
}
