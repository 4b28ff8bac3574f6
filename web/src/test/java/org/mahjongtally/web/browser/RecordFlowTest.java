/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * Recording a hand at the table (issue 15): typed scores checked at their field, a visitor
 * without the edit link told so before entering anything, the tile picker by keyboard, and the
 * taps a hand takes, counted as the test sends them (every click, every key).
 */
class RecordFlowTest extends BrowserTestBase {

    private static final By SAVE = testId("save-hand");

    /** The clicks and keys sent since the count began. */
    private int taps;

    @Test
    void aBadTypedScoreIsExplainedAtItsFieldAndSaveWaits() {
        String id = startGame("{}");
        click(testId("record-hand"));
        choose("[data-testid='winner']", "Ann");
        choose(entry("Ann") + " [data-testid='entry-mode']", "score");
        type(scoreOf("Ann"), "40");
        type(scoreOf("Cid"), "8");
        type(scoreOf("Dee"), "0");
        // Each wrong score: a message at its field naming the player and saying what to do.
        Map<String, String> cases = Map.of(
                "1.5", "whole number", "-4", "below 0", "7", "even number", "5000", "limit of 1000", "x", "digits");
        cases.forEach((typed, says) -> {
            type(scoreOf("Bob"), typed);
            wait.withMessage(() -> "a message for " + typed + "; Bob's entry shows: "
                    + driver.findElement(css(entry("Bob"))).getText().replace('\n', ' ') + " / "
                    + driver.findElement(scoreOf("Bob")).getAttribute("value"))
                    .until(d -> !d.findElements(css(entry("Bob") + " [data-testid='score-problem']")).isEmpty());
            WebElement problem = find(css(entry("Bob") + " [data-testid='score-problem']"));
            assertThat(problem.getText()).as("the message for %s", typed).startsWith("Bob:").contains(says);
            assertThat(find(scoreOf("Bob")).getAttribute("aria-invalid")).isEqualTo("true");
            assertThat(find(SAVE).isEnabled()).as("Save with %s typed", typed).isFalse();
        });
        // The winner may type a score above the limit (the settlement limits it); a loser's 12 is fine.
        type(scoreOf("Ann"), "1200");
        type(scoreOf("Bob"), "12");
        wait.until(d -> d.findElement(SAVE).isEnabled());
        assertThat(driver.findElements(css("[data-testid='score-problem']"))).isEmpty();
        screenshot("record-score-checked-en");

        // In Polish, the message is Polish.
        useLanguage("pl");
        open("#/game/" + id + "/record");
        choose("[data-testid='winner']", "Ann");
        type(scoreOf("Bob"), "7");
        assertThat(find(css(entry("Bob") + " [data-testid='score-problem']")).getText())
                .startsWith("Bob:").contains("nieparzysta");
        screenshot("record-score-odd-pl");
        useLanguage("ru");
        open("#/game/" + id + "/record");
        choose("[data-testid='winner']", "Ann");
        type(scoreOf("Cid"), "1.5");
        assertThat(find(css(entry("Cid") + " [data-testid='score-problem']")).getText()).startsWith("Cid:").contains("целое");
        screenshot("record-score-whole-ru");
        useLanguage("en");
    }

    @Test
    void aVisitorWithoutTheEditLinkIsToldBeforeEnteringAnything() {
        JsonNode game = api("POST", "api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"ruleset\": \"bmja\"}");
        open("#/game/" + game.get("id").asText() + "/record");
        WebElement notice = find(testId("record-read-only"));
        assertThat(notice.getText()).contains("can only be viewed").contains("edit link");
        assertThat(driver.findElements(testId("winner"))).as("no winner to choose").isEmpty();
        assertThat(driver.findElements(SAVE)).as("no Save").isEmpty();
        screenshot("record-read-only-en");
    }

    @Test
    void theTilePickerIsOneTabStopMovedByArrowsAndKeepsTheFocus() {
        startGame("{}");
        click(testId("record-hand"));
        choose("[data-testid='winner']", "Dee");
        String dee = entry("Dee");
        find(css(dee + " [data-testid='picker']"));
        assertThat(driver.findElements(css(dee + " .pick[tabindex='0']"))).as("one tab stop").hasSize(1);
        WebElement first = find(css(dee + " .pick[data-tile='1b']"));
        script("arguments[0].focus()", first);
        first.sendKeys(Keys.ARROW_RIGHT);
        assertThat(focusedTile()).isEqualTo("2b");
        active().sendKeys(Keys.ARROW_DOWN);
        assertThat(focusedTile()).isEqualTo("2c");
        assertThat(driver.findElements(css(dee + " .pick[tabindex='0']"))).hasSize(1);
        // Pungs of East by Enter: after the first, a second cannot be added and the focus moves
        // on to the next tile that can, rather than being lost.
        choose(dee + " .modes", "pung");
        WebElement east = find(css(dee + " .pick[data-tile='E']"));
        script("arguments[0].focus()", east);
        east.sendKeys(Keys.ENTER);
        wait.until(d -> d.findElements(css(dee + " .built .set.concealed .tile")).size() == 3);
        assertThat(find(css(dee + " .pick[data-tile='E']")).isEnabled()).isFalse();
        assertThat(focusedTile()).as("the focus after East became disabled").isEqualTo("S");
        active().sendKeys(" ");
        wait.until(d -> d.findElements(css(dee + " .built .set.concealed .tile")).size() == 6);
    }

    @Test
    void tapBudgetsOfTypedScoresADiscardADrawAndTiles() {
        String id = startGame("{}");
        // The first hand's winner's score typed: the table typed scores, so the next winner's card starts there.
        click(testId("record-hand"));
        choose("[data-testid='winner']", "Ann");
        choose(entry("Ann") + " [data-testid='entry-mode']", "score");
        List.of("Ann", "Bob", "Cid", "Dee").forEach((p) -> type(scoreOf(p), "Ann".equals(p) ? "40" : "8"));
        click(SAVE);
        waitForHands(id, 1);

        taps = 0;
        tap(testId("record-hand"));
        tap(css("[data-testid='winner'] .pill[data-value='Bob']"));
        typeScores("42", "16", "24", "18");
        tap(SAVE);
        waitForHands(id, 2);
        assertThat(taps).as("taps for a self-drawn hand of typed scores").isLessThanOrEqualTo(11);
        int selfDrawn = taps;

        taps = 0;
        tap(testId("record-hand"));
        tap(css("[data-testid='winner'] .pill[data-value='Cid']"));
        // A native list on a phone: one tap opens it, one chooses.
        tap(css("#discarder"));
        new Select(find(css("#discarder"))).selectByValue("Dee");
        taps++;
        typeScores("36", "10", "20", "14");
        tap(SAVE);
        waitForHands(id, 3);
        assertThat(taps).as("taps for a hand won on a discard").isLessThanOrEqualTo(13);
        int onDiscard = taps;
        JsonNode third = api("GET", "api/games/" + id, null).path("hands").get(2).path("record");
        assertThat(third.path("discarder").asText()).isEqualTo("Dee");
        assertThat(third.path("scores").path("Cid").asLong()).isEqualTo(36);

        taps = 0;
        tap(testId("record-hand"));
        tap(css("[data-testid='winner'] .pill[data-value='']"));
        tap(SAVE);
        waitForHands(id, 4);
        assertThat(taps).as("taps for a draw").isLessThanOrEqualTo(3);

        // A winner's four sets and a pair by tiles, each set two taps at most.
        open("#/game/" + id + "/record");
        choose("[data-testid='winner']", "Dee");
        choose(entry("Dee") + " [data-testid='entry-mode']", "tiles");
        taps = 0;
        String dee = entry("Dee");
        tap(css(dee + " .modes .pill[data-value='xpung']"));
        tap(css(dee + " .pick[data-tile='E']"));
        tap(css(dee + " .modes .pill[data-value='pung']"));
        tap(css(dee + " .pick[data-tile='1d']"));
        tap(css(dee + " .modes .pill[data-value='chow']"));
        tap(css(dee + " .pick[data-tile='2b']"));
        tap(css(dee + " .pick[data-tile='5c']"));
        tap(css(dee + " .modes .pill[data-value='pair']"));
        tap(css(dee + " .pick[data-tile='G']"));
        assertThat(find(css(dee + " [data-testid='tile-count']")).getText()).contains("14");
        find(css(dee + " [data-testid='score-total']"));
        assertThat(taps).as("taps for four sets and a pair").isLessThanOrEqualTo(12);
        System.out.printf("taps: self-drawn %d, on a discard %d, draw 3 or fewer, four sets and a pair %d%n",
                selfDrawn, onDiscard, taps);
    }

    /** Types four scores as a phone's keypad would, one key at a time, into whatever has the focus. */
    private void typeScores(String... scores) {
        for (String score : scores) {
            WebElement field = active();
            assertThat(field.getAttribute("data-testid")).as("the cursor before typing " + score).isEqualTo("score-input");
            assertThat(field.getAttribute("inputmode")).isEqualTo("numeric");
            for (char digit : score.toCharArray()) {
                active().sendKeys(String.valueOf(digit));
                taps++;
            }
            // The cursor moves on by itself.
            wait.withMessage("the cursor should leave the field of " + score).until(d -> !field.equals(active()));
        }
        assertThat(active().getAttribute("data-testid")).isEqualTo("save-hand");
    }

    private void tap(By by) {
        click(by);
        taps++;
    }

    private static By scoreOf(String player) {
        return css(entry(player) + " [data-testid='score-input']");
    }

    private static WebElement active() {
        return driver.switchTo().activeElement();
    }

    private static String focusedTile() {
        return active().getAttribute("data-tile");
    }

    private static void waitForHands(String id, int n) {
        wait.withMessage(() -> "the game should have " + n + " hands").until(d -> "table".equals(
                d.findElement(By.id("main")).getAttribute("data-screen"))
                && api("GET", "api/games/" + id, null).path("hands").size() == n);
    }
}
