/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;

/**
 * Drafts: every tap of an entry is kept in the browser's storage at once, and a reload, a closed
 * tab or a trip to another screen brings the same half-filled entry back with a notice and a
 * button that starts again. Saved or thrown away, the draft is gone; a draft of one game's hand
 * never shows in another game or another hand.
 */
class DraftsTest extends BrowserTestBase {

    private static final String DEE = "[data-testid='entry-Dee']";
    private static final String ANN = "[data-testid='entry-Ann']";
    private static final String CID = "[data-testid='entry-Cid']";

    @BeforeAll
    static void inEnglish() {
        useLanguage("en");
    }

    /**
     * A hand left half entered is offered where the table looks for it: on the table screen and,
     * under its game, on home (which names each game's rules); a tap goes back to it as it was.
     * The offers are read in every language (switched in place).
     */
    @Test
    void aHandLeftHalfEnteredIsOfferedOnTheTableAndHomeAndATapResumesIt() {
        useLanguage("en");
        String id = startGame("{}");
        assertThat(driver.findElements(testId("unsaved-hand"))).as("nothing entered yet").isEmpty();
        click(testId("record-hand"));
        choose("[data-testid='winner']", "Dee");
        type(css(ANN + " [data-testid='score-input']"), "8");

        open("#/game/" + id);
        inEachLanguage(lang -> {
            waitForText(testId("unsaved-hand"), offer(lang));
            screenshot("unsaved-hand-table-" + lang);
        });
        click(testId("unsaved-hand"));
        find(testId("draft-notice"));
        assertThat(find(css(ANN + " [data-testid='score-input']")).getAttribute("value")).isEqualTo("8");
        assertThat(driver.findElement(css("[data-testid='winner'] .pill[data-value='Dee'] input")).isSelected()).isTrue();

        open("#/");
        String item = "[data-testid='games'] li:has([data-testid='game-link'][data-id='" + id + "'])";
        inEachLanguage(lang -> {
            waitForText(css(item + " [data-testid='game-rules']"), OfflinePage.message(lang, "ruleset.bmja"));
            waitForText(css(item + " [data-testid='unsaved-hand']"), offer(lang));
            screenshotFrom("unsaved-hand-home-" + lang, css(item));
        });
        click(css(item + " [data-testid='unsaved-hand']"));
        find(testId("draft-notice"));
        assertThat(find(css(ANN + " [data-testid='score-input']")).getAttribute("value")).isEqualTo("8");

        // Thrown away, it is offered no more.
        click(testId("draft-discard"));
        open("#/game/" + id);
        find(testId("record-hand"));
        assertThat(driver.findElements(testId("unsaved-hand"))).isEmpty();
        open("#/");
        find(css(item));
        assertThat(driver.findElements(css(item + " [data-testid='unsaved-hand']"))).isEmpty();
    }

    /** What the table and home say of one hand left unsaved, in this language. */
    private static String offer(String lang) {
        return OfflinePage.message(lang, "draft.unsavedHand").replace("{n}", "1");
    }

    @Test
    void theTilesAndScoresOfAHandComeBackAfterAReloadAClosedTabAndTheSheet() {
        String id = startGame("{}");
        click(testId("record-hand"));
        assertThat(notices()).as("nothing entered yet, nothing restored").isEmpty();
        choose("[data-testid='winner']", "Dee");
        tap(DEE, "xpung", "E");
        // kept at once, with no pause for a timer: the tap's own handler wrote it
        JsonNode kept = storedDraft("record." + id + ".1");
        assertThat(kept.path("entry").path("winner").asText()).isEqualTo("Dee");
        assertThat(kept.path("entry").path("entries").path("Dee").path("hand").path("exposed").toString())
                .isEqualTo("[[\"E\",\"E\",\"E\"]]");
        tap(DEE, "ckong", "9c");
        tap(DEE, "tile", "f1");
        type(css(ANN + " [data-testid='score-input']"), "8");
        // Cid's tiles in the middle: his entry open, Dee's closed to a line.
        entryMode("Cid", "tiles");
        tap(CID, "pung", "R");

        driver.navigate().refresh();
        waitForScreen();
        assertHalfFilledHand("Cid");
        // (the tiles as they lie: the kong of 9c is four)
        assertThat(find(css(DEE + " [data-testid='entry-summary']")).getText()).isEqualTo("Tiles: 7");
        entryMode("Dee", "tiles");
        assertHalfFilledHand("Dee");

        // A closed tab: the hand is there in a new one.
        String old = driver.getWindowHandle();
        driver.switchTo().newWindow(WindowType.TAB);
        String fresh = driver.getWindowHandle();
        driver.switchTo().window(old).close();
        driver.switchTo().window(fresh);
        driver.get(base + "#/game/" + id + "/record");
        waitForScreen();
        assertHalfFilledHand("Dee");

        // To the sheet and back (the record screen leads back to the table, whose tabs lead on).
        click(css("main .back"));
        click(testId("tab-sheet"));
        wait.until(d -> "sheet".equals(d.findElement(By.id("main")).getAttribute("data-screen")));
        click(testId("tab-table"));
        click(testId("record-hand"));
        assertHalfFilledHand("Dee");
        assertThat(find(testId("draft-notice")).getText()).contains("Unsaved hand restored.", "Start again");
    }

    @Test
    void startingAgainEmptiesTheEntryAndForgetsTheDraft() {
        String id = startGame("{}");
        click(testId("record-hand"));
        choose("[data-testid='winner']", "Dee");
        tap(DEE, "xpung", "E");
        driver.navigate().refresh();
        waitForScreen();
        assertThat(builtTiles(DEE)).containsExactly("E", "E", "E");

        click(testId("draft-discard"));
        wait.until(d -> notices().isEmpty());
        assertThat(script("return document.querySelectorAll('[data-testid=\"winner\"] input:checked').length")).isEqualTo(0L);
        assertThat(find(testId("save-status")).getText()).isEqualTo("First choose who went Mah-Jong, or a draw.");
        assertThat(storedText("record." + id + ".1")).isNull();
        driver.navigate().refresh();
        waitForScreen();
        find(testId("winner"));
        assertThat(notices()).isEmpty();
        assertThat(script("return document.querySelectorAll('[data-testid=\"winner\"] input:checked').length")).isEqualTo(0L);
    }

    @Test
    void typedScoresComeBackAndSavingTheHandForgetsItsDraft() {
        String id = startGame("{}");
        click(testId("record-hand"));
        choose("[data-testid='winner']", "Bob");
        entryMode("Bob", "score");
        type(css("[data-testid='entry-Bob'] [data-testid='score-input']"), "40");
        type(css(ANN + " [data-testid='score-input']"), "10");
        type(css("[data-testid='entry-Cid'] [data-testid='score-input']"), "20");

        driver.navigate().refresh();
        waitForScreen();
        find(testId("draft-notice"));
        assertThat(scoreOf("Bob")).isEqualTo("40");
        assertThat(scoreOf("Ann")).isEqualTo("10");
        assertThat(scoreOf("Cid")).isEqualTo("20");
        assertThat(scoreOf("Dee")).isEmpty();
        type(css(DEE + " [data-testid='score-input']"), "4");
        // Bob (South) wins 40: each loser pays 40, East pays double.
        waitForValue(css("[data-testid='preview'] [data-testid='balance-S']"), 160);
        click(testId("save-hand"));
        find(testId("last-hand"));
        assertThat(storedText("record." + id + ".1")).as("the saved hand's draft").isNull();
        assertThat(api("GET", "api/games/" + id, null).path("hands")).hasSize(1);

        // The next hand starts empty.
        click(testId("record-hand"));
        waitForText(css("h1"), "Record hand 2");
        assertThat(notices()).isEmpty();
        assertThat(script("return document.querySelectorAll('[data-testid=\"winner\"] input:checked').length")).isEqualTo(0L);
    }

    @Test
    void aCorrectionKeepsItsOwnDraftAndStartingAgainGoesBackToTheSavedHand() {
        String id = startGame("{}");
        recordTypedHand(id);
        // A draft of hand 2 is never offered as the correction of hand 1, nor the other way.
        click(testId("record-hand"));
        choose("[data-testid='winner']", "Cid");
        open("#/game/" + id + "/hand/1");
        find(css(ANN + " [data-testid='score-input']"));
        assertThat(notices()).isEmpty();
        assertThat(scoreOf("Ann")).isEqualTo("10");
        type(css(ANN + " [data-testid='score-input']"), "12");

        driver.navigate().refresh();
        waitForScreen();
        assertThat(find(testId("draft-notice")).getText()).contains("Unsaved correction restored.");
        assertThat(scoreOf("Ann")).isEqualTo("12");
        click(testId("draft-discard"));
        wait.until(d -> notices().isEmpty());
        assertThat(scoreOf("Ann")).as("the saved hand's score").isEqualTo("10");
        assertThat(storedText("correct." + id + ".1")).isNull();

        open("#/game/" + id + "/record");
        find(testId("draft-notice"));
        assertThat(selected("[data-testid='winner'] .pill[data-value='Cid'] input")).isTrue();
    }

    @Test
    void aDraftOfOneGameIsNotShownInAnother() {
        String first = startGame("{}");
        click(testId("record-hand"));
        choose("[data-testid='winner']", "Bob");
        type(css(ANN + " [data-testid='score-input']"), "6");
        assertThat(storedText("record." + first + ".1")).isNotNull();

        String second = startGame("{}");
        open("#/game/" + second + "/record");
        find(testId("winner"));
        assertThat(notices()).isEmpty();
        assertThat(script("return document.querySelectorAll('[data-testid=\"winner\"] input:checked').length")).isEqualTo(0L);
        assertThat(storedText("record." + second + ".1")).isNull();

        open("#/game/" + first + "/record");
        find(testId("draft-notice"));
        assertThat(scoreOf("Ann")).isEqualTo("6");
    }

    @Test
    void theCalculatorsHandComesBackAfterAReloadAndFromAnotherScreen() {
        open("#/score");
        new Select(find(testId("score-seat"))).selectByValue("S");
        String calc = "[data-testid='score-entry']";
        tap(calc, "pung", "R");
        tap(calc, "chow", "2b");
        assertThat(storedText("score")).isNotNull();

        // The calculator's address holds the hand (it is its share link): a reload opens on it.
        driver.navigate().refresh();
        waitForScreen();
        find(testId("share"));
        assertThat(builtTiles(calc)).containsExactly("2b", "3b", "4b", "R", "R", "R");
        assertThat(new Select(find(testId("score-seat"))).getFirstSelectedOption().getAttribute("value")).isEqualTo("S");

        // Away and back by the tab, whose address has no hand: the draft brings it back.
        click(css("[data-nav='settle']"));
        find(testId("settle-E"));
        click(css("[data-nav='score']"));
        assertThat(find(testId("draft-notice")).getText()).contains("The hand you were entering was restored.");
        assertThat(builtTiles(calc)).containsExactly("2b", "3b", "4b", "R", "R", "R");
        assertThat(new Select(find(testId("score-seat"))).getFirstSelectedOption().getAttribute("value")).isEqualTo("S");

        click(testId("draft-discard"));
        wait.until(d -> notices().isEmpty());
        assertThat(builtTiles(calc)).isEmpty();
        assertThat(script("return location.hash")).isEqualTo("#/score");
        driver.navigate().refresh();
        waitForScreen();
        find(testId("score-entry"));
        assertThat(notices()).isEmpty();
        assertThat(builtTiles(calc)).isEmpty();
        assertThat(storedText("score")).isNull();
    }

    @Test
    void typedNotationWithoutATileComesBackAfterAReload() {
        open("#/score");
        choose("[data-testid='score-entry'] [data-testid='entry-mode']", "notation");
        // No tile yet, so no hand in the address: only the draft has it.
        type(testId("notation-input"), "seat=W round=S");
        find(testId("no-tiles"));
        assertThat(script("return location.hash")).isEqualTo("#/score");
        driver.navigate().refresh();
        waitForScreen();
        find(testId("draft-notice"));
        assertThat(find(testId("notation-input")).getAttribute("value")).isEqualTo("seat=W round=S");
        assertThat(new Select(find(testId("score-round"))).getFirstSelectedOption().getAttribute("value")).isEqualTo("S");
        assertThat(new Select(find(testId("score-seat"))).getFirstSelectedOption().getAttribute("value")).isEqualTo("W");
    }

    @Test
    void aSharedLinkToAnotherHandWinsOverTheCalculatorsDraft() {
        open("#/score");
        tap("[data-testid='score-entry']", "pung", "R");
        open("#/score?hand=f1%20f2");
        find(testId("share"));
        assertThat(notices()).isEmpty();
        assertThat(builtTiles("[data-testid='score-entry']")).containsExactly("f1", "f2");
    }

    @Test
    void settleScoresComeBackAfterAReload() {
        open("#/settle");
        type(testId("settle-E"), "24");
        type(testId("settle-S"), "8");
        choose("[data-testid='settle-winner']", "E");

        driver.navigate().refresh();
        waitForScreen();
        assertThat(find(testId("draft-notice")).getText()).contains("The scores you were entering were restored.");
        assertThat(find(testId("settle-E")).getAttribute("value")).isEqualTo("24");
        assertThat(find(testId("settle-S")).getAttribute("value")).isEqualTo("8");
        assertThat(find(testId("settle-W")).getAttribute("value")).isEmpty();
        assertThat(selected("[data-testid='settle-winner'] .pill[data-value='E'] input")).isTrue();

        click(testId("draft-discard"));
        wait.until(d -> notices().isEmpty());
        assertThat(find(testId("settle-E")).getAttribute("value")).isEmpty();
        assertThat(storedText("settle")).isNull();
    }

    @Test
    void aNewGameHalfFilledComesBackAndStartingItForgetsTheDraft() {
        open("#/new");
        type(testId("name-0"), "Eve");
        type(testId("name-1"), "Fay");
        choose("[data-testid='limit']", "500");

        driver.navigate().refresh();
        waitForScreen();
        assertThat(find(testId("draft-notice")).getText()).contains("The new game you were setting up was restored.");
        assertThat(find(testId("name-0")).getAttribute("value")).isEqualTo("Eve");
        assertThat(find(testId("name-1")).getAttribute("value")).isEqualTo("Fay");
        assertThat(selected("[data-testid='limit'] .pill[data-value='500'] input")).isTrue();

        type(testId("name-2"), "Gus");
        type(testId("name-3"), "Hal");
        click(testId("start-game"));
        find(testId("compass"));
        assertThat(find(testId("seat-E")).getAttribute("data-player")).isEqualTo("Eve");
        assertThat(storedText("new-game")).isNull();
        open("#/new");
        find(testId("name-0"));
        assertThat(notices()).isEmpty();
    }

    @Test
    void aBrokenOrOldDraftIsDroppedAndTheScreenWorks() {
        open("#/");
        script("localStorage.removeItem('mahjong-tally.players');"
                + "localStorage.setItem('tally.draft.v1.settle', '{not json');"
                + "localStorage.setItem('tally.draft.v0.settle', '{\"scores\": {\"E\": \"8\"}}');"
                + "localStorage.setItem('tally.draft.v1.new-game', JSON.stringify({v: 1, base: arguments[0],"
                + " entry: {names: 'Ann', limit: 7}}));", blankNewGame());
        open("#/settle");
        assertThat(notices()).isEmpty();
        assertThat(storedText("settle")).as("the unreadable draft").isNull();
        type(testId("settle-E"), "2");
        assertThat(script("return localStorage.getItem('tally.draft.v0.settle')")).isNull();
        assertThat(storedDraft("settle").path("entry").path("scores").path("E").asText()).isEqualTo("2");
        open("#/new");
        find(testId("name-0"));
        assertThat(notices()).isEmpty();
        assertThat(storedText("new-game")).as("the draft with fields that do not fit").isNull();
        type(testId("name-0"), "Ivy");
        assertThat(storedDraft("new-game").path("entry").path("names").get(0).asText()).isEqualTo("Ivy");
    }

    /** A hand brought back after a reload, looked at in every language (switched in place). */
    @Test
    void aRestoredHandAsAPhoneShowsIt() {
        useLanguage("en");
        startGame("{}");
        click(testId("record-hand"));
        choose("[data-testid='winner']", "Dee");
        tap(DEE, "xpung", "E");
        tap(DEE, "ckong", "9c");
        tap(DEE, "pair", "G");
        driver.navigate().refresh();
        waitForScreen();
        inEachLanguage(lang -> {
            find(testId("draft-notice"));
            assertThat(builtTiles(DEE)).as(lang).hasSize(9);
            // The notice sits in the page above the entry: it covers no tile.
            assertThat(script("const n = document.querySelector('[data-testid=\"draft-notice\"]').getBoundingClientRect();"
                    + "const b = document.querySelector(arguments[0] + ' .built').getBoundingClientRect();"
                    + "return n.bottom <= b.top", DEE)).as(lang).isEqualTo(true);
            assertThat(script("return document.documentElement.scrollWidth")).as(lang).isEqualTo((long) WIDTH);
            script("window.scrollTo(0, 0)");
            screenshot("30-draft-restored-" + lang);
            screenshotFrom("31-draft-restored-tiles-" + lang, testId("draft-notice"));
        });
    }

    /** The hand of the first test as it was left, with this player's entry open (and only it). */
    private static void assertHalfFilledHand(String open) {
        find(testId("draft-notice"));
        assertThat(selected("[data-testid='winner'] .pill[data-value='Dee'] input")).isTrue();
        assertThat(script("return [...document.querySelectorAll('.player-entry.open')].map((e) => e.dataset.player)"))
                .isEqualTo(List.of(open));
        assertThat(builtTiles(DEE)).containsExactly("E", "E", "E", "9c", "9c", "9c", "9c", "f1");
        assertThat(builtTiles(CID)).containsExactly("R", "R", "R");
        if ("Dee".equals(open)) {
            assertThat(find(css(DEE + " .built .set.exposed")).findElements(By.cssSelector("[data-tile]"))).hasSize(3);
            assertThat(find(css(DEE + " .built .set.kongs")).findElements(By.cssSelector("[data-tile]"))).hasSize(4);
        }
        assertThat(scoreOf("Ann")).isEqualTo("8");
    }

    /** Records hand 1 on the page: Bob won 40, Ann 10, Cid 20, Dee 4; back on the table. */
    private static void recordTypedHand(String id) {
        open("#/game/" + id + "/record");
        choose("[data-testid='winner']", "Bob");
        entryMode("Bob", "score");
        type(css("[data-testid='entry-Bob'] [data-testid='score-input']"), "40");
        type(css(ANN + " [data-testid='score-input']"), "10");
        type(css("[data-testid='entry-Cid'] [data-testid='score-input']"), "20");
        type(css(DEE + " [data-testid='score-input']"), "4");
        waitForValue(css("[data-testid='preview'] [data-testid='balance-S']"), 160);
        click(testId("save-hand"));
        find(testId("last-hand"));
    }

    private static void tap(String container, String mode, String tile) {
        choose(container + " .modes", mode);
        click(css(container + " .pick[data-tile='" + tile + "']"));
    }

    /** The tiles shown as built in a picker, in the order shown. */
    @SuppressWarnings("unchecked")
    private static List<String> builtTiles(String container) {
        return (List<String>) script("return [...document.querySelectorAll(arguments[0] + ' .built [data-tile]')]"
                + ".map((e) => e.dataset.tile)", container);
    }

    /** Whether the radio or checkbox is chosen (drawn as a pill, the input itself is hidden). */
    private static boolean selected(String selector) {
        return wait.until(ExpectedConditions.presenceOfElementLocated(css(selector))).isSelected();
    }

    private static String scoreOf(String player) {
        return find(css("[data-testid='entry-" + player + "'] [data-testid='score-input']")).getAttribute("value");
    }

    /** The drafts' notices on the screen; with none, the screen shows no "null" in its place either. */
    private static List<WebElement> notices() {
        List<WebElement> found = driver.findElements(testId("draft-notice"));
        if (found.isEmpty()) {
            assertThat(driver.findElement(By.id("main")).getText()).doesNotContainPattern("\\bnull\\b");
        }
        return found;
    }

    /** The stored text of the draft under tally.draft.v1.KEY, or null. */
    private static String storedText(String key) {
        return (String) script("return localStorage.getItem(arguments[0])", "tally.draft.v1." + key);
    }

    private static JsonNode storedDraft(String key) {
        String text = storedText(key);
        assertThat(text).as("draft " + key).isNotNull();
        try {
            return JSON.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The new-game form's blank entry as the page writes it, for a draft that passes that test. */
    private static String blankNewGame() {
        return "{\"names\":[\"\",\"\",\"\",\"\"],\"ruleset\":\"bmja\",\"limit\":\"1000\",\"eastDoubles\":true,"
                + "\"method\":\"difference\",\"rounds\":\"4\",\"drawPassesDeal\":false,\"seatExchange\":false,\"startingTallies\":\"2000\"}";
    }
}
