/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.support.ui.Select;

/**
 * A player who did not go Mah-Jong may hold nothing but flowers and seasons: his hand
 * is tapped in or typed on the calculator and when a game's hand is recorded, and scored for its
 * bonus tiles alone. Totals are the rulebook's under bmja (docs/rules.md sections 4 and 6): 4 points
 * a bonus tile, a double for the player's own flower and one for his own season, two doubles in
 * all for the four flowers (the own flower's among them). An entry with no tile at
 * all is explained in the page's language, never sent for the server to refuse. Each screen is
 * also photographed and checked in English, Polish and Russian.
 */
class BonusOnlyHandTest extends BrowserTestBase {

    @ParameterizedTest(name = "{0} seat={1} = {2}")
    @CsvSource({"f1, E, 8", "f3 s3, W, 32", "f1 f2 f3 f4, S, 64"})
    void tappedOnTheCalculatorPicker(String tiles, String seat, long total) {
        useLanguage("en");
        open("#/score");
        click(testId("score-winner"));
        new Select(find(testId("score-seat"))).selectByValue(seat);
        List<String> codes = List.of(tiles.split(" "));
        codes.forEach(BonusOnlyHandTest::tapAndWaitForTheScore);
        waitForCalculatorTotal(total);
        assertThat(driver.findElements(css("[data-testid='picker'] .built .set.bonus .tile"))).hasSize(codes.size());
        assertThat(driver.findElements(css("[data-testid='picker'] .built .set:not(.bonus)"))).isEmpty();
        assertThat(find(testId("tile-count")).getText()).isEqualTo("Tiles: 0");
        assertThat(find(testId("bonus-count")).getText()).isEqualTo("bonus: " + codes.size());
        assertNoEmptyValues("the calculator");

        // The same hand in notation, and as a link, scores the same.
        choose("[data-testid='score-entry'] [data-testid='entry-mode']", "notation");
        assertThat(find(testId("notation-input")).getAttribute("value")).isEqualTo(tiles);
        waitForCalculatorTotal(total);
        String link = find(css("[data-testid='share'] input")).getAttribute("value");
        load(link);
        waitForCalculatorTotal(total);
        assertThat(driver.findElements(css("[data-testid='picker'] .built .set.bonus .tile"))).hasSize(codes.size());
        assertThat(find(testId("score-winner")).isSelected()).isFalse();
    }

    /**
     * West's own flower and season on the calculator, tapped, typed and opened from a link, each
     * looked at in every language (switched in place, the hand kept): the same total, the
     * language's own words.
     */
    @Test
    void onTheCalculatorInEachLanguage() {
        useLanguage("en");
        open("#/score");
        click(testId("score-winner"));
        new Select(find(testId("score-seat"))).selectByValue("W");
        tapAndWaitForTheScore("f3");
        tapAndWaitForTheScore("s3");
        // West's own flower and season: 8 points x 2 x 2.
        waitForCalculatorTotal(32);
        inEachLanguage(lang -> {
            waitForCalculatorTotal(32);
            openAllDetails();
            checkScreen(lang, "#/score tapped");
            script("window.scrollTo(0, 0)");
            screenshot("19-bonus-only-top-" + lang);
            screenshotFrom("20-bonus-only-tapped-" + lang, testId("score-entry"));
        });

        choose("[data-testid='score-entry'] [data-testid='entry-mode']", "notation");
        waitForCalculatorTotal(32);
        inEachLanguage(lang -> {
            waitForCalculatorTotal(32);
            assertThat(driver.findElements(css("[data-testid='entry-result'] .echo .tile-group.bonus .tile"))).hasSize(2);
            openAllDetails();
            checkScreen(lang, "#/score typed");
            screenshotFrom("21-bonus-only-typed-" + lang, testId("score-entry"));
        });

        // All four flowers, opened from a link: 16 points, South's own flower and the bouquet
        // (two doubles in all).
        open("#/score?hand=f1%20f2%20f3%20f4%20seat%3DS");
        waitForCalculatorTotal(64);
        inEachLanguage(lang -> {
            waitForCalculatorTotal(64);
            openAllDetails();
            checkScreen(lang, "#/score four flowers");
            screenshotFrom("21-four-flowers-" + lang, testId("score-entry"));
        });
    }

    /**
     * Context words without a tile are no hand, and a hand with a winner is not saved while a
     * player's entry is empty: both said in each language (switched in place).
     */
    @Test
    void anEntryWithoutTilesIsExplainedInTheLanguageOfThePage() {
        useLanguage("en");
        // Context words without a tile are no hand: the page says so itself and asks nothing.
        open("#/score");
        choose("[data-testid='score-entry'] [data-testid='entry-mode']", "notation");
        type(testId("notation-input"), "seat=W win=f3");
        inEachLanguage(lang -> {
            waitForText(testId("no-tiles"), message(lang, "entry.noTiles"));
            assertThat(driver.findElements(css("[data-testid='score-entry'] .score-view"))).isEmpty();
            assertThat(driver.findElement(testId("share")).isDisplayed()).isFalse();
            checkScreen(lang, "#/score no tiles");
            screenshot("22-no-tiles-" + lang);
        });

        // A hand with a winner is not saved while a player's entry is empty: it says whose.
        String id = startGame("{}");
        click(testId("record-hand"));
        choose("[data-testid='winner']", "Dee");
        entryMode("Dee", "score");
        type(css(entry("Dee") + " [data-testid='score-input']"), "40");
        type(css(entry("Bob") + " [data-testid='score-input']"), "8");
        entryMode("Cid", "notation");
        type(css(entry("Cid") + " [data-testid='notation-input']"), "by=wall");
        inEachLanguage(lang -> {
            waitForText(css(entry("Cid") + " [data-testid='no-tiles']"), message(lang, "entry.noTiles"));
            click(testId("save-hand"));
            waitForText(css(".save-bar .error"), message(lang, "record.notSaved").replace("{names}", "Ann, Cid"));
            assertThat(api("GET", "api/games/" + id, null).path("hands")).isEmpty();
            checkScreen(lang, "record with empty entries");
            screenshotFrom("25-record-empty-entry-" + lang, testId("entry-Cid"));
        });
    }

    /**
     * A game's hand with two players' bonus tiles alone, one tapped and one typed: the preview's
     * balances, the hand saved, the sheet's breakdown, the correction and the calculator opened
     * from the sheet; the record screen and the sheet looked at in every language.
     */
    @Test
    void recordedInAGame() {
        useLanguage("en");
        String id = startGame("{}");
        click(testId("record-hand"));
        // Hand 1: Ann East, Bob South, Cid West, Dee North; Dee went Mah-Jong for 40.
        choose("[data-testid='winner']", "Dee");
        entryMode("Dee", "score");
        type(css(entry("Dee") + " [data-testid='score-input']"), "40");
        // Bob taps his one flower, South's own: 4 points x 2.
        entryMode("Bob", "tiles");
        click(css(entry("Bob") + " .pick[data-tile='f2']"));
        waitForText(css(entry("Bob") + " [data-testid='score-total']"), "8");
        // Cid types West's flower and season: 8 points x 2 x 2.
        entryMode("Cid", "notation");
        type(css(entry("Cid") + " [data-testid='notation-input']"), "f3 s3");
        waitForText(css(entry("Cid") + " [data-testid='score-total']"), "32");

        type(css(entry("Ann") + " [data-testid='score-input']"), "0");
        // Dee is paid 2 x 40 by Ann (East), 40 by Bob and by Cid. Between losers Ann pays Bob
        // 2 x 8 and Cid 2 x 32, Bob pays Cid 24.
        Map<String, Long> balances = Map.of("E", -160L, "S", -48L, "W", 48L, "N", 160L);
        inEachLanguage(lang -> {
            balances.forEach((seat, amount) -> waitForValue(css("[data-testid='preview'] [data-testid='balance-" + seat + "']"), amount));
            openAllDetails();
            checkScreen(lang, "record");
            screenshotFrom("23-record-bonus-only-" + lang, testId("entry-Bob"));
            screenshotFrom("23-record-bonus-only-typed-" + lang, testId("entry-Cid"));
        });
        click(testId("save-hand"));
        find(testId("last-hand"));
        waitForValue(testId("total-Cid"), 48);

        // The score sheet shows the two hands of bonus tiles and what each scored.
        open("#/game/" + id + "/sheet");
        click(css("[data-testid='row-1'] .row-toggle"));
        find(testId("breakdown-1"));
        inEachLanguage(lang -> {
            if (driver.findElements(testId("breakdown-1")).isEmpty()) {
                click(css("[data-testid='row-1'] .row-toggle"));
            }
            find(testId("breakdown-1"));
            assertThat(driver.findElements(css("[data-testid='breakdown-1'] .bd-hand .tile-group.bonus .tile"))).hasSize(3);
            assertThat(driver.findElements(css("[data-testid='breakdown-1'] .bd-hand .tile-group:not(.bonus)"))).isEmpty();
            assertThat(driver.findElements(css("[data-testid='breakdown-1'] .score-view")).stream()
                    .map((v) -> v.getAttribute("data-total")).toList()).containsExactlyInAnyOrder("8", "32");
            openAllDetails();
            checkScreen(lang, "sheet");
            screenshotFrom("24-sheet-bonus-only-" + lang, testId("breakdown-1"));
        });
        String cidsHand = driver.findElements(css("[data-testid='breakdown-1'] .bd-player")).stream()
                .filter((p) -> p.getText().startsWith("Cid")).findFirst().orElseThrow()
                .findElement(css(".share-link")).getAttribute("href");

        // Correcting the hand brings both back as they were entered, scored the same.
        // (Each opened in turn: the winner's entry is the one open.)
        click(testId("correct-1"));
        entryMode("Bob", "tiles");
        waitForText(css(entry("Bob") + " [data-testid='score-total']"), "8");
        entryMode("Cid", "tiles");
        waitForText(css(entry("Cid") + " [data-testid='score-total']"), "32");
        assertThat(driver.findElements(css(entry("Cid") + " [data-testid='picker'] .built .set.bonus .tile"))).hasSize(2);

        // His hand opened from the sheet on the calculator: West's, a loser's, the same 32.
        load(cidsHand);
        waitForCalculatorTotal(32);
        assertThat(new Select(find(testId("score-seat"))).getFirstSelectedOption().getAttribute("value")).isEqualTo("W");
        assertThat(find(testId("score-winner")).isSelected()).isFalse();
    }

    /**
     * Taps a tile on the calculator's picker and waits for the hand with it to be scored (the
     * link to the hand is written from each answer). The score appears between the hand and the
     * palette and moves the palette down: a tap made while it moves can miss its tile.
     */
    private static void tapAndWaitForTheScore(String code) {
        click(css(".pick[data-tile='" + code + "']"));
        wait.withMessage(() -> "the hand with " + code + " should be scored").until(d -> {
            var links = d.findElements(css("[data-testid='share'] input"));
            return !links.isEmpty() && links.get(0).getAttribute("value").matches(".*hand=([^&]*%20)?" + code + "(%20.*|&.*)");
        });
    }


    /** A message of the page in this language, read from its messages file. */
    private static String message(String lang, String key) {
        return (String) asyncScript("const [lang, key, done] = arguments;"
                + "import(new URL('i18n/' + lang + '.js', document.baseURI).href).then((m) => done(m.default[key]))",
                lang, key);
    }
}
