/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * Recording a hand at the table: typed scores checked at their field, a visitor
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
        entryMode("Ann", "score");
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
        // Each suit is a column: down the bamboos, then across to the characters.
        WebElement first = find(css(dee + " .pick[data-tile='1b']"));
        script("arguments[0].focus()", first);
        first.sendKeys(Keys.ARROW_DOWN);
        assertThat(focusedTile()).isEqualTo("2b");
        active().sendKeys(Keys.ARROW_RIGHT);
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
        entryMode("Ann", "score");
        List.of("Ann", "Bob", "Cid", "Dee").forEach((p) -> type(scoreOf(p), "Ann".equals(p) ? "40" : "8"));
        click(SAVE);
        waitForHands(id, 1);

        taps = 0;
        tap(testId("record-hand"));
        tap(css("[data-testid='winner'] .pill[data-value='Bob']"));
        typeScores("42", "16", "24", "18");
        tap(SAVE);
        waitForHands(id, 2);
        // Each score ends with the keypad's Next: a pause in the typing never ends a number.
        assertThat(taps).as("taps for a self-drawn hand of typed scores").isLessThanOrEqualTo(15);
        int selfDrawn = taps;

        taps = 0;
        tap(testId("record-hand"));
        tap(css("[data-testid='winner'] .pill[data-value='Cid']"));
        // A native list on a phone: one tap opens it, one chooses.
        tap(testId("win-way"));
        new Select(find(testId("win-way"))).selectByValue("discard@3");
        taps++;
        typeScores("36", "10", "20", "14");
        tap(SAVE);
        waitForHands(id, 3);
        assertThat(taps).as("taps for a hand won on a discard").isLessThanOrEqualTo(17);
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
        entryMode("Dee", "tiles");
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
        assertThat(find(css(dee + " [data-testid='tile-count']")).getText()).isEqualTo("Tiles: 14 of 14");
        find(css(dee + " [data-testid='score-total']"));
        assertThat(taps).as("taps for four sets and a pair").isLessThanOrEqualTo(12);
        System.out.printf("taps: self-drawn %d, on a discard %d, draw 3 or fewer, four sets and a pair %d%n",
                selfDrawn, onDiscard, taps);
    }

    /**
     * The record page for four players: one entry open at a time, the others one line
     * each; the sets of the picker's hand say whether they are exposed or concealed, and the score
     * follows them at once; every target at least 44 px square with 8 px to the next, at 390 and
     * 360 px, the hand's single tiles too (and on the calculator's picker); and the whole page two
     * screens high at most with the winner's hand in and his picker open. The hand is built once;
     * at each step the words, the heights and the targets are looked at in every language
     * (switched in place, the hand kept).
     */
    @Test
    @SuppressWarnings("unchecked")
    void onePlayerOpenAtATimeSetsSayWhatTheyAreAndTargetsAreBigAndApart() {
        Map<String, List<String>> words = Map.of("en", List.of("exposed", "concealed"), "pl", List.of("odkryte", "ukryte"),
                "ru", List.of("открытые", "закрытые"));
        useLanguage("en");
        startGame("{}");
        click(testId("record-hand"));
        find(testId("winner"));
        screenshot("record-choose-winner-en");
        choose("[data-testid='winner']", "Dee");
        // Chosen, the winner is a line: his choice and a button that brings the others back.
        assertThat(shownWinnerChoices()).containsExactly("Dee");
        click(testId("change-winner"));
        assertThat(shownWinnerChoices()).containsExactly("Ann", "Bob", "Cid", "Dee", "");
        choose("[data-testid='winner']", "Dee");
        assertThat(shownWinnerChoices()).containsExactly("Dee");
        String dee = entry("Dee");
        choose(dee + " [data-testid='entry-mode']", "tiles");
        // While the winner's hand is built, the page is two screens high at most: empty, and at
        // its tallest, four sets and two bonus tiles in (the palette whole, the hand on three rows).
        inEachLanguage(lang -> {
            assertThat(openEntries()).containsExactly("Dee");
            assertThat(driver.findElements(css("[data-testid='picker']"))).as("one picker on the page").hasSize(1);
            for (String p : List.of("Ann", "Bob", "Cid")) {
                assertThat(heightOf(entry(p))).as("%s's line (%s)", p, lang).isLessThanOrEqualTo(64);
                find(css(entry(p) + " [data-testid='score-input']"));
            }
            assertTwoScreensAtMost(lang, "the winner's picker open, no tile yet");
        });
        pick(dee, "xpung", "E");
        pick(dee, "ckong", "9c");
        pick(dee, "pung", "1d");
        pick(dee, "chow", "2b");
        pick(dee, "tile", "f2");
        pick(dee, "tile", "s2");
        inEachLanguage(lang -> {
            assertThat(find(css(dee + " [data-testid='tile-count']")).getText()).as("the count of a hand with a kong")
                    .isEqualTo(Map.of("en", "Tiles: 13 of 15", "pl", "Płytki: 13 z 15", "ru", "Костей: 13 из 15").get(lang));
            assertTwoScreensAtMost(lang, "four sets and two bonus tiles in");
            screenshot("record-building-" + lang);
        });
        // The winning tile and how it came are asked once the hand has its 14 tiles, not while it is built.
        assertThat(driver.findElements(css(dee + " .win-tiles"))).isEmpty();
        pick(dee, "pair", "G");
        assertThat(find(css(dee + " .win-tiles")).isDisplayed()).isTrue();
        inEachLanguage(lang -> {
            assertThat(texts(dee + " .built .set.exposed .set-tag")).containsExactly(words.get(lang).get(0));
            assertThat(texts(dee + " .built .set.kongs .set-tag")).containsExactly(words.get(lang).get(1));
            assertThat(texts(dee + " .built .set.concealed .set-tag")).containsExactly(words.get(lang).get(1));
        });
        String exposedEast = find(css(dee + " [data-testid='score-total']")).getText();
        // The pung of East taken out and added again as concealed: its word and the score change with it.
        click(css(dee + " .built .set.exposed"));
        // (The score makes way, moving the palette: the next tap waits for it.)
        wait.until(d -> d.findElements(css(dee + " [data-testid='score-total']")).isEmpty());
        pick(dee, "pung", "E");
        wait.withMessage(() -> "the score after the pung of East became concealed; the hand shows: "
                + driver.findElement(css(dee + " .built")).getText().replace('\n', ' ')).until(d ->
                !exposedEast.equals(d.findElement(css(dee + " [data-testid='score-total']")).getText()));
        assertThat(driver.findElements(css(dee + " .built .set.exposed"))).isEmpty();
        String total = find(css(dee + " [data-testid='score-total']")).getText();
        inEachLanguage(lang -> {
            assertThat(texts(dee + " .built .set-tag")).containsOnly(words.get(lang).get(1));
            // With its 14 tiles the hand takes only flowers and seasons: the other tiles make way for them.
            find(css(dee + " [data-testid='hand-full']"));
            assertThat(find(css(dee + " .pick[data-tile='f1']")).isDisplayed()).isTrue();
            assertThat(driver.findElement(css(dee + " .pick[data-tile='1b']")).isDisplayed()).isFalse();
            // The winner's hand in and his picker open, the others a line each: two screens at most.
            script("window.scrollTo(0, 0)");
            screenshot("record-picker-top-" + lang);
            script("window.scrollTo(0, document.scrollingElement.scrollHeight)");
            screenshot("record-picker-bottom-" + lang);
            assertTwoScreensAtMost(lang, "the winner's hand complete, his picker open");
        });
        type(css(entry("Ann") + " [data-testid='score-input']"), "8");
        type(css(entry("Bob") + " [data-testid='score-input']"), "12");
        type(css(entry("Cid") + " [data-testid='score-input']"), "0");
        find(css("[data-testid='preview'] [data-testid='balance-N']"));

        String targets = "main .back, main .subtab, main button, main .pill, main .check, main summary, main select,"
                + " main input[type='text']";
        inEachLanguage(lang -> {
            find(css("[data-testid='preview'] [data-testid='balance-N']"));
            screenshotFrom("record-tiles-open-" + lang, css(dee));
            // Measured in the page's flow: the sticky save bar would otherwise lie over whatever scrolls under it.
            script("document.querySelector('.save-bar').style.position = 'static'");
            try {
                for (int width : List.of(WIDTH, 360)) {
                    phoneWidth(width);
                    List<String> problems = (List<String>) script(resource("targets-check.js"), targets);
                    assertThat(problems).as("targets too small or too close (%s, %d px)", lang, width).isEmpty();
                    assertThat(script("return document.documentElement.scrollWidth")).isEqualTo((long) width);
                }
            } finally {
                script("document.querySelector('.save-bar').style.position = ''");
                phoneWidth(WIDTH);
            }
        });

        // Closed, the winner's entry is a line with its score, and four players take two screens at most.
        click(css(dee + " [data-testid='open-entry']"));
        wait.until(d -> openEntries().isEmpty());
        inEachLanguage(lang -> {
            assertThat(find(css(dee + " [data-testid='entry-summary']")).getText()).contains(total);
            assertThat((Long) script("return document.documentElement.scrollHeight")).as("closed (%s)", lang)
                    .isLessThanOrEqualTo(2L * HEIGHT);
            script("window.scrollTo(0, 0)");
            screenshot("record-closed-" + lang);
        });
        // Opened again, it comes into view with its hand clear of the save bar.
        click(css(dee + " [data-testid='open-entry']"));
        assertThat(openEntries()).containsExactly("Dee");
        assertThat(uncovered(find(css(dee + " .built")))).as("the hand in view, above the save bar").isTrue();

        // The score calculator's picker: its tiles, the hand's single tiles among them, as big and apart.
        open("#/score?hand=" + URLEncoder.encode("[EEE] {9999c} 111d 234b GG f1 s1 win=G by=wall", StandardCharsets.UTF_8)
                .replace("+", "%20"));
        choose("[data-testid='score-entry'] [data-testid='entry-mode']", "tiles");
        String picker = "[data-testid='score-entry']";
        inEachLanguage(lang -> {
            find(css("[data-testid='score-entry'] .built .set.concealed .one"));
            try {
                for (int width : List.of(WIDTH, 360)) {
                    phoneWidth(width);
                    List<String> problems = (List<String>) script(resource("targets-check.js"),
                            picker + " button, " + picker + " .pill, " + picker + " summary, " + picker + " select");
                    assertThat(problems).as("the calculator's targets (%s, %d px)", lang, width).isEmpty();
                }
            } finally {
                phoneWidth(WIDTH);
            }
            screenshotFrom("calculator-tiles-" + lang, css(picker));
        });
    }

    /** The winners one can choose on the screen as it is (the empty value is a draw). */
    @SuppressWarnings("unchecked")
    private static List<String> shownWinnerChoices() {
        return (List<String>) script("return [...document.querySelectorAll('[data-testid=\"winner\"] .pill')]"
                + ".filter((p) => p.checkVisibility()).map((p) => p.dataset.value)");
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
            // The keypad's Next (Enter) gives the score; the cursor moves on to a field the save
            // bar does not cover.
            active().sendKeys(Keys.ENTER);
            taps++;
            wait.withMessage("the cursor should leave the field of " + score).until(d -> !field.equals(active()));
            assertThat(uncovered(active())).as("the field after " + score + " is in view above the save bar").isTrue();
        }
        assertThat(active().getAttribute("data-testid")).isEqualTo("save-hand");
    }

    /** Whether the element is wholly in the window and above the sticky save bar. */
    private static void assertTwoScreensAtMost(String lang, String moment) {
        long high = (Long) script("return document.scrollingElement.scrollHeight");
        System.out.printf("record page, %s (%s): %d px%n", moment, lang, high);
        assertThat(high).as("the page's height, %s (%s)", moment, lang).isLessThanOrEqualTo(2L * HEIGHT);
    }

    private static boolean uncovered(WebElement element) {
        return (Boolean) script("const r = arguments[0].getBoundingClientRect();"
                + " const bar = document.querySelector('.save-bar').getBoundingClientRect();"
                + " return r.top >= 0 && (r.bottom <= bar.top || arguments[0].closest('.save-bar') !== null)", element);
    }

    private void tap(By by) {
        click(by);
        taps++;
    }

    /** Taps a kind of set, then a tile, in a player's picker. */
    private static void pick(String entry, String mode, String tile) {
        choose(entry + " .modes", mode);
        wait.until(d -> d.findElement(css(entry + " .modes .pill[data-value='" + mode + "'] input")).isSelected());
        click(css(entry + " .pick[data-tile='" + tile + "']"));
    }

    @SuppressWarnings("unchecked")
    private static List<String> openEntries() {
        return (List<String>) script("return [...document.querySelectorAll('.player-entry.open')].map((e) => e.dataset.player)");
    }

    private static double heightOf(String selector) {
        return ((Number) script("return arguments[0].getBoundingClientRect().height", find(css(selector)))).doubleValue();
    }

    private static List<String> texts(String selector) {
        return driver.findElements(css(selector)).stream().map(WebElement::getText).toList();
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
