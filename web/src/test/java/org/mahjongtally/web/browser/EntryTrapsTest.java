/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongtally.hand.WinMethod;
import org.openqa.selenium.Keys;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Ways the record page could lead a table to a wrong number without saying so: a discarder named
 * for a tile the winner drew, a score cut in two by a pause in the typing, a winning tile the
 * hand cannot have won with.
 */
class EntryTrapsTest extends BrowserTestBase {

    /** Longer than any pause a person makes between two digits of one number. */
    private static final long PAUSE_MS = 1500;

    @Test
    void aPauseInTheTypingNeverSplitsANumber() throws InterruptedException {
        startGame("{}");
        click(testId("record-hand"));
        choose("[data-testid='winner']", "Ann");
        entryMode("Ann", "score");
        WebElement ann = find(css(entry("Ann") + " [data-testid='score-input']"));
        ann.click();
        ann.sendKeys("2");
        Thread.sleep(PAUSE_MS);
        active().sendKeys("0");
        assertThat(ann.getAttribute("value")).as("Ann's score, typed with a pause").isEqualTo("20");
        assertThat(scoreOf("Bob").getAttribute("value")).as("Bob's score").isEmpty();
        assertThat(active()).as("the cursor stays in Ann's field").isEqualTo(ann);

        // The keypad's Next gives the score: the cursor goes on to Bob's.
        active().sendKeys(Keys.ENTER);
        settled().withMessage("the cursor should go on to Bob's score")
                .until(d -> scoreOf("Bob").equals(active()));
        active().sendKeys("8");
        Thread.sleep(PAUSE_MS);
        active().sendKeys("4");
        active().sendKeys(Keys.ENTER);
        assertThat(scoreOf("Bob").getAttribute("value")).isEqualTo("84");
        settled().withMessage("the cursor should go on to Cid's score")
                .until(d -> scoreOf("Cid").equals(active()));
    }

    /**
     * Who discarded the winning tile and how it came are one choice: naming Ann's discard is
     * choosing a discard. Dee (North) goes out on Ann's discard with [EEE] 111d 234b 777c GG:
     * 76 on a discard (80 had it been drawn), Ann as East pays double: 152 + 76 + 76. The record
     * screen with the way chosen is looked at in every language (switched in place).
     */
    @Test
    void namingTheDiscarderIsChoosingADiscard() {
        useLanguage("en");
        String id = startGame("{}");
        click(testId("record-hand"));
        choose("[data-testid='winner']", "Dee");
        entryMode("Dee", "notation");
        type(css(entry("Dee") + " [data-testid='notation-input']"), "[EEE] 111d 234b 777c GG win=G");
        waitForTotal("Dee", 80);

        Select way = new Select(find(testId("win-way")));
        List<String> drawn = Arrays.stream(WinMethod.values()).filter(WinMethod::isSelfDrawn).map(WinMethod::code).toList();
        List<String> values = way.getOptions().stream().map(o -> o.getAttribute("value")).toList();
        // Drawn ways name nobody; every way from another player names the player.
        assertThat(values.stream().filter(v -> !v.contains("@")).toList()).isEqualTo(drawn);
        assertThat(values.stream().filter(v -> v.contains("@")).map(v -> v.substring(0, v.indexOf('@'))).distinct().toList())
                .isEqualTo(Arrays.stream(WinMethod.values()).filter(WinMethod::isFromAnotherPlayer).map(WinMethod::code).toList());
        assertThat(values).hasSize(drawn.size() + 3 * (WinMethod.values().length - drawn.size()));

        way.selectByValue("discard@0");
        waitForTotal("Dee", 76);
        for (String name : List.of("Ann", "Bob", "Cid")) {
            entryMode(name, "score");
            type(css(entry(name) + " [data-testid='score-input']"), "0");
        }
        waitForValue(css("[data-testid='preview'] [data-testid='balance-N']"), 304);
        inEachLanguage(lang -> {
            waitForValue(css("[data-testid='preview'] [data-testid='balance-N']"), 304);
            assertThat(new Select(find(testId("win-way"))).getFirstSelectedOption().getAttribute("value")).isEqualTo("discard@0");
            screenshotFrom("record-way-" + lang, testId("winner"));
            assertNarrowEnough(lang);
        });
        click(testId("save-hand"));
        find(testId("last-hand"));
        waitForValue(testId("total-Dee"), 304);
        JsonNode stored = api("GET", "api/games/" + id, null).path("hands").get(0).path("record");
        assertThat(stored.path("discarder").asText()).isEqualTo("Ann");
        assertThat(stored.path("hands").path("Dee").asText()).contains("by=discard").doesNotContain("by=wall");

        // Drawn from the wall again: nobody is named.
        open("#/game/" + id + "/hand/1");
        new Select(find(testId("win-way"))).selectByValue("wall");
        waitForTotal("Dee", 80);
        click(testId("save-hand"));
        find(testId("row-1"));
        stored = api("GET", "api/games/" + id, null).path("hands").get(0).path("record");
        assertThat(stored.path("discarder").isMissingNode() || stored.path("discarder").isNull()).as(stored.toString()).isTrue();
        assertThat(stored.path("hands").path("Dee").asText()).contains("by=wall");
    }

    /**
     * The winning tile is offered only among the tiles the engine says can be it: never 9c, held
     * only in a concealed kong; East's exposed pung only when the tile came from another player.
     * The winning tile's box is looked at in every language (switched in place).
     */
    @Test
    void aTileOnlyInAConcealedKongIsNotOffered() {
        useLanguage("en");
        startGame("{}");
        click(testId("record-hand"));
        choose("[data-testid='winner']", "Dee");
        entryMode("Dee", "tiles");
        pick("xpung", "E");
        pick("pung", "1d");
        pick("chow", "2b");
        pick("pair", "G");
        pick("ckong", "9c");
        waitForWinningTiles(List.of("2b", "3b", "4b", "1d", "G"));
        assertThat(script("return document.querySelector(arguments[0]).value", entry("Dee") + " .win-tiles input:checked"))
                .as("the winning tile chosen").isNotEqualTo("9c");
        waitForTotal("Dee", 136);
        new Select(find(testId("win-way"))).selectByValue("discard@1");
        waitForWinningTiles(List.of("2b", "3b", "4b", "1d", "E", "G"));
        waitForTotal("Dee", 132);
        inEachLanguage(lang -> {
            waitForWinningTiles(List.of("2b", "3b", "4b", "1d", "E", "G"));
            waitForTotal("Dee", 132);
            assertThat(find(css(entry("Dee") + " .win-box")).getText()).as(lang).doesNotContain("null").doesNotContain("undefined");
            assertNarrowEnough(lang);
            screenshotFrom("record-winning-tile-" + lang, css(entry("Dee") + " .win-box"));
        });
    }

    /** The record page as it stands is no wider than a phone of 360 px. */
    private static void assertNarrowEnough(String lang) {
        phoneWidth(360);
        try {
            assertThat(pageWidth()).as("the record page's width on a phone of 360 px (%s)", lang).isLessThanOrEqualTo(360);
        } finally {
            phoneWidth(WIDTH);
        }
    }

    private static void pick(String mode, String tile) {
        String dee = entry("Dee");
        choose(dee + " .modes", mode);
        settled().until(d -> d.findElement(css(dee + " .modes .pill[data-value='" + mode + "'] input")).isSelected());
        click(css(dee + " .pick[data-tile='" + tile + "']"));
    }

    @SuppressWarnings("unchecked")
    private static void waitForWinningTiles(List<String> tiles) {
        Object[] shown = {null};
        settled()
                .withMessage(() -> "the winning tiles offered should be " + tiles + ", not " + shown[0]).until(d -> {
            shown[0] = script("return [...document.querySelectorAll(arguments[0])].map((p) => p.dataset.value)",
                    entry("Dee") + " .win-tiles .pill");
            return ((List<String>) shown[0]).stream().sorted().toList().equals(tiles.stream().sorted().toList());
        });
    }

    private static void waitForTotal(String name, long total) {
        settled().withMessage(() -> name + "'s hand should score " + total).until(d -> {
            List<WebElement> views = d.findElements(css(entry(name) + " .score-view"));
            return !views.isEmpty() && String.valueOf(total).equals(views.get(0).getAttribute("data-total"));
        });
    }

    private static WebElement scoreOf(String name) {
        return find(css(entry(name) + " [data-testid='score-input']"));
    }

    private static WebElement active() {
        return driver.switchTo().activeElement();
    }

    /** A wait of 15 s that looks again when the screen drew what it looked at anew. */
    private static WebDriverWait settled() {
        return (WebDriverWait) waitUpTo(Duration.ofSeconds(15)).ignoring(StaleElementReferenceException.class);
    }
}
