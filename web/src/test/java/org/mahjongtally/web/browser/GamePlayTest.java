/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * Plays a short game through the page at phone size: starts it, records one hand with the tile
 * picker and one with typed scores, corrects the first, and checks every balance shown against
 * amounts worked out by hand from docs/settlement.md (and, for the picked hand, docs/rules.md).
 */
class GamePlayTest extends BrowserTestBase {

    private static final List<String> PLAYERS = List.of("Ann", "Bob", "Cid", "Dee");

    @Test
    void aShortGameFromStartToCorrection() {
        open("#/");
        click(testId("new-game"));
        for (int i = 0; i < 4; i++) {
            type(testId("name-" + i), PLAYERS.get(i));
        }
        // This game is the club server's (a new game is kept on the phone unless the table says).
        choose("[data-testid='where']", "server");
        script("document.activeElement.blur(); window.scrollTo(0, 0)");
        screenshot("02-new-game");
        click(testId("start-game"));

        // The table before the first hand: Ann sits East and deals, the East round.
        find(testId("compass"));
        assertThat(find(testId("seat-E")).getAttribute("data-player")).isEqualTo("Ann");
        assertThat(find(testId("seat-N")).getAttribute("data-player")).isEqualTo("Dee");
        assertThat(find(testId("seat-E")).getAttribute("class")).contains("dealer");
        assertThat(find(testId("prevailing")).getAttribute("data-wind")).isEqualTo("E");
        // After starting, the page shows the edit link: the game with its edit key.
        String hash = ((String) script("return location.hash")).replaceFirst("^#", "");
        assertThat(hash).matches("/game/[a-z2-7]{10}\\?key=[A-Za-z0-9_-]{32}");
        String game = hash.substring(0, hash.indexOf('?'));
        assertThat(find(testId("edit-link")).getAttribute("value")).endsWith("#" + hash);

        // Hand 1: Dee (North) goes Mah-Jong, her tiles tapped on the picker.
        click(testId("record-hand"));
        choose("[data-testid='winner']", "Dee");
        String dee = "[data-testid='entry-Dee']";
        find(css(dee + " [data-testid='picker']"));
        tap(dee, "xpung", "E");
        tap(dee, "ckong", "9c");
        tap(dee, "pung", "1d");
        // Until the hand has all its tiles (15 with the kong) the count is shown, not a score.
        wait.until(d -> d.findElement(css(dee + " [data-testid='tile-count']")).getText().equals("Tiles: 10 of 15"));
        assertThat(driver.findElements(css(dee + " [data-testid='score-total']"))).isEmpty();
        screenshotFrom("04-record-picker", css(dee + " .built"));
        tap(dee, "chow", "2b");
        tap(dee, "tile", "f1");
        tap(dee, "tile", "s4");
        tap(dee, "pair", "G");
        assertThat(find(css(dee + " [data-testid='tile-count']")).getText()).isEqualTo("Tiles: 15 of 15");
        // [EEE] 4 + {9999c} 32 + 111d 8 + GG 2 + f1 4 + s4 4 + Mah-Jong 20 + from the wall 2 = 76
        // points; doubles for the prevailing wind's pung and her own season: 76 x 2 x 2 = 304.
        waitForText(css(dee + " [data-testid='score-total']"), "304");
        screenshotFrom("03-record-hand", css(dee));
        type(css("[data-testid='entry-Ann'] [data-testid='score-input']"), "8");
        type(css("[data-testid='entry-Bob'] [data-testid='score-input']"), "12");
        type(css("[data-testid='entry-Cid'] [data-testid='score-input']"), "0");
        // Ann (East) pays 2 x 304, the others 304; between losers Ann pays Bob 2 x 4, Cid pays
        // Ann 2 x 8 and Bob 12.
        waitForValue(css("[data-testid='preview'] [data-testid='balance-E']"), -600);
        waitForValue(css("[data-testid='preview'] [data-testid='balance-S']"), -284);
        waitForValue(css("[data-testid='preview'] [data-testid='balance-W']"), -332);
        waitForValue(css("[data-testid='preview'] [data-testid='balance-N']"), 1216);
        assertThat(find(css("[data-testid='preview'] .plan")).getText()).contains("600", "332", "284");
        assertThat(find(css("[data-testid='preview'] .tallies")).getText()).contains("Heaven");
        screenshotFrom("05-record-payments", testId("preview"));
        click(testId("save-hand"));

        find(testId("last-hand"));
        assertTotals(Map.of("Ann", -600L, "Bob", -284L, "Cid", -332L, "Dee", 1216L));
        // North won, so the deal passes: Bob is East for hand 2.
        assertThat(find(testId("seat-E")).getAttribute("data-player")).isEqualTo("Bob");
        screenshot("06-table");

        // Hand 2: Bob (East) goes Mah-Jong; every score typed in.
        click(testId("record-hand"));
        choose("[data-testid='winner']", "Bob");
        choose("[data-testid='entry-Bob'] [data-testid='entry-mode']", "score");
        type(css("[data-testid='entry-Bob'] [data-testid='score-input']"), "40");
        type(css("[data-testid='entry-Ann'] [data-testid='score-input']"), "10");
        type(css("[data-testid='entry-Cid'] [data-testid='score-input']"), "20");
        type(css("[data-testid='entry-Dee'] [data-testid='score-input']"), "4");
        // East wins: each loser pays 2 x 40. Cid 20 (South), Dee 4 (West), Ann 10 (North): Ann
        // pays Cid 10, Dee pays Cid 16 and Ann 6.
        waitForValue(css("[data-testid='preview'] [data-testid='balance-E']"), 240);
        click(testId("save-hand"));
        find(testId("last-hand"));
        waitForTotals(Map.of("Ann", -684L, "Bob", -44L, "Cid", -386L, "Dee", 1114L));

        // Correct hand 1 from the score sheet: Ann's score was 20, not 8.
        click(testId("tab-sheet"));
        find(testId("sheet"));
        click(css("[data-testid='row-1'] .row-toggle"));
        find(testId("breakdown-1"));
        screenshotFrom("08-sheet-breakdown", testId("row-1"));
        click(testId("correct-1"));
        // The stored hand comes back on the picker and scores the same.
        waitForText(css(dee + " [data-testid='score-total']"), "304");
        assertThat(find(css("[data-testid='entry-Ann'] [data-testid='score-input']")).getAttribute("value")).isEqualTo("8");
        type(css("[data-testid='entry-Ann'] [data-testid='score-input']"), "20");
        // Now Bob pays Ann 2 x 8, Cid pays Ann 2 x 20 and Bob 12.
        waitForValue(css("[data-testid='preview'] [data-testid='balance-E']"), -552);
        click(testId("save-hand"));

        find(testId("sheet"));
        waitForValue(testId("bal-1-Ann"), -552);
        assertThat(valueOf(testId("bal-1-Bob"))).isEqualTo(-308);
        assertThat(valueOf(testId("bal-1-Cid"))).isEqualTo(-356);
        assertThat(valueOf(testId("bal-1-Dee"))).isEqualTo(1216);
        assertThat(valueOf(testId("bal-2-Bob"))).isEqualTo(240);
        Map<String, Long> totals = Map.of("Ann", -636L, "Bob", -68L, "Cid", -410L, "Dee", 1114L);
        totals.forEach((name, total) -> assertThat(valueOf(testId("sheet-total-" + name))).as(name).isEqualTo(total));
        assertThat(find(testId("row-1")).getAttribute("data-winner")).isEqualTo("Dee");
        assertThat(find(testId("row-2")).getAttribute("data-winner")).isEqualTo("Bob");
        screenshot("07-sheet");
        script("window.scrollTo(0, 0)");

        click(testId("tab-table"));
        find(testId("compass"));
        waitForTotals(totals);

        // The chart: four lines of three points (the start and two hands).
        click(testId("tab-chart"));
        WebElement chart = find(testId("chart"));
        List<WebElement> lines = chart.findElements(By.cssSelector("polyline"));
        assertThat(lines).hasSize(4);
        for (WebElement line : lines) {
            assertThat(line.getAttribute("points").trim().split("\\s+")).hasSize(3);
        }
        screenshot("09-chart");
        assertThat(game).startsWith("/game/");

        // The game is listed to resume.
        open("#/");
        assertThat(find(css("[data-testid='game-link'][data-id='" + game.substring("/game/".length()) + "']")).getText())
                .contains("Ann", "Bob", "Cid", "Dee");
        screenshot("01-home");
    }

    private static void tap(String entry, String mode, String tile) {
        choose(entry + " .modes", mode);
        click(css(entry + " .pick[data-tile='" + tile + "']"));
    }

    private static void waitForTotals(Map<String, Long> totals) {
        totals.forEach((name, total) -> waitForValue(testId("total-" + name), total));
    }

    private static void assertTotals(Map<String, Long> totals) {
        waitForTotals(totals);
        long sum = totals.values().stream().mapToLong(Long::longValue).sum();
        assertThat(sum).isZero();
    }
}
