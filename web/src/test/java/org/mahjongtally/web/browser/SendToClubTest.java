/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.mahjongtally.game.Game;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.json.GameFileJson;
import org.mahjongtally.json.HandJson;
import org.mahjongtally.json.Json;
import org.mahjongtally.json.TextOrNull;
import org.mahjongtally.store.AuditEntry;
import org.mahjongtally.store.GameExport;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * A game kept on a phone joins the club in one tap: started and played on the phone with the
 * network off (a table's own limit, so its rules are not a preset), then, back online, sent to
 * the club server from its table. The club server's game opens, with the phone's totals and
 * rules, and is continued there on this phone with the edit key the server gave; the phone's copy
 * says it moved and where to, and a second send opens the club game without sending it again.
 * A refusal of the club server is said in the page's language and leaves the game on the phone.
 */
class SendToClubTest extends BrowserTestBase {

    private static final List<String> PLAYERS = List.of("Ann", "Bob", "Cid", "Dee");

    /** The network back on for the next test, whatever this one left. */
    @AfterEach
    void online() {
        OfflinePage.networkOffline(false);
    }

    @Test
    void aPhoneGamePlayedOfflineIsSentOnceAndGoesOnOnTheClubServer() {
        // The first visit, online, loads the page and its engine; then the phone goes offline.
        open("#/new");
        find(testId("ruleset"));
        OfflinePage.networkOffline(true);
        script("location.hash = '#/'");
        waitForScreen();
        script("location.hash = '#/new'");
        waitForScreen();
        find(testId("where-phone-only"));
        for (int i = 0; i < 4; i++) {
            type(testId("name-" + i), PLAYERS.get(i));
        }
        choose("[data-testid='limit']", "500");
        click(testId("start-game"));
        find(testId("compass"));
        String phoneId = hashId();
        assertThat(phoneId).startsWith("ph-");

        List<HandRecord> hands = new ArrayList<>();
        hands.add(hand("Bob", Map.of("Ann", 8L, "Bob", 112L, "Cid", 12L, "Dee", 48L)));
        hands.add(hand(null, Map.of()));
        hands.add(hand("Cid", Map.of("Ann", 20L, "Bob", 6L, "Cid", 300L, "Dee", 0L)));
        hands.add(hand("Ann", Map.of("Ann", 500L, "Bob", 4L, "Cid", 10L, "Dee", 2L)));
        hands.forEach(h -> recordOnPage(phoneId, h));
        GameSetup setup = GameExport.fromJson(phoneFile(phoneId)).setup();
        assertThat(setup.ruleset().id()).as("a table's own rules, not a preset's").isEqualTo("bmja-table");
        List<Long> phoneTotals = Game.replay(setup, hands).totals();
        assertThat(setup.ruleset().limitValue()).as("the table's limit, not the preset's 1000").isEqualTo(500);

        // Offline, nothing is offered: the club server cannot be reached.
        showTable(phoneId);
        checkTotals(phoneTotals);
        assertThat(driver.findElement(testId("send-offer")).isDisplayed()).isFalse();
        // Online again: the table offers to send the game to the club server.
        OfflinePage.networkOffline(false);
        int gamesBefore = store.list().size();
        click(testId("send-to-club"));
        wait.until(d -> !hashId().startsWith("ph-"));
        String clubId = hashId();
        find(testId("compass"));
        assertThat(store.list()).hasSize(gamesBefore + 1);

        // The club server's game: the phone's hands, rules and totals, and editable on this phone.
        checkTotals(phoneTotals);
        assertThat(find(testId("where")).getAttribute("data-where")).isEqualTo("server");
        JsonNode onServer = api("GET", "api/games/" + clubId, null);
        assertThat(onServer.path("hands")).hasSize(4);
        assertThat(onServer.path("ruleset").path("hash").asText()).isEqualTo(setup.ruleset().hash());
        assertThat(totalsOf(onServer)).isEqualTo(phoneTotals);
        assertThat(find(testId("edit-link")).getAttribute("value")).contains("#/game/" + clubId + "?key=");

        // Continued there: a hand recorded on this phone with the key the server gave.
        HandRecord fifth = hand("Dee", Map.of("Ann", 4L, "Bob", 0L, "Cid", 16L, "Dee", 64L));
        hands.add(fifth);
        click(testId("record-hand"));
        choose("[data-testid='winner']", "Dee");
        fifth.entries().forEach((player, entry) -> {
            entryMode(player, "score");
            type(css(entry(player) + " [data-testid='score-input']"),
                    String.valueOf(((org.mahjongtally.game.PlayerEntry.Score) entry).points()));
        });
        click(testId("save-hand"));
        find(testId("last-hand"));
        List<Long> afterTotals = Game.replay(setup, hands).totals();
        checkTotals(afterTotals);
        waitUpTo(Duration.ofSeconds(15)).withMessage("the fifth hand should reach the club server")
                .until(d -> api("GET", "api/games/" + clubId, null).path("hands").size() == 5);
        assertThat(totalsOf(api("GET", "api/games/" + clubId, null))).isEqualTo(afterTotals);
        assertThat(store.audit(clubId).stream().map(AuditEntry::action).toList()).containsExactly("import", "record");

        // The phone's copy shows that it moved, and where to; it is no longer changed here.
        open("#/");
        WebElement line = find(css("[data-testid='game-link'][data-id='" + phoneId + "']"));
        WebElement where = line.findElement(By.cssSelector("[data-testid='where']"));
        assertThat(where.getAttribute("data-where")).isEqualTo("moved");
        assertThat(where.getText()).isEqualTo("Moved to the club server");
        find(css("[data-testid='game-link'][data-id='" + clubId + "']"));
        open("#/game/" + phoneId);
        checkTotals(phoneTotals);
        assertThat(find(testId("moved")).getAttribute("data-club")).isEqualTo(clubId);
        assertThat(driver.findElements(testId("record-hand"))).isEmpty();
        assertThat(driver.findElements(testId("send-to-club"))).isEmpty();
        Map<String, Object> refused = pageCall("api.recordHand(arguments[0], null, JSON.parse(arguments[1]))", phoneId,
                Json.write(HandJson.of(hand(null, Map.of()))));
        assertThat(refused.get("code")).isEqualTo("game-moved");
        assertThat((String) refused.get("message")).contains(clubId);

        // Sending again opens the club game: nothing is sent twice.
        assertThat(pageCall("api.sendToClub(arguments[0])", phoneId).get("value")).isEqualTo(clubId);
        assertThat(store.list()).hasSize(gamesBefore + 1);
        click(testId("open-club-game"));
        wait.until(d -> hashId().equals(clubId));
        find(testId("compass"));
        checkTotals(afterTotals);

        screenshots(phoneId, clubId);
    }

    @Test
    void aRefusalOfTheClubServerIsSaidInThePagesLanguageAndTheGameStaysOnThePhone() {
        for (String lang : List.of("en", "pl", "ru")) {
            useLanguage(lang);
            open("#/");
            // Two names the club counts as one (a full-width letter): the phone keeps the game, the
            // club server does not take it.
            Map<String, Object> made = pageCall("api.createGame(JSON.parse(arguments[0]), true)",
                    "{\"players\": [\"Ann\", \"\uff21nn\", \"Cid\", \"Dee\"], \"ruleset\": \"bmja\", \"options\": {}}");
            String phoneId = (String) ((Map<?, ?>) made.get("value")).get("id");
            int gamesBefore = store.list().size();
            open("#/game/" + phoneId);
            click(testId("send-to-club"));
            WebElement error = find(css("[data-testid='phone-game'] [role='alert']"));
            String said = OfflinePage.message(lang, "error.server").replace("{message}", "");
            assertThat(error.getText()).as("the refusal in " + lang).startsWith(said.strip())
                    .contains("\uff21nn").doesNotContain("undefined", "null");
            assertThat(error.findElement(By.cssSelector(".server-message")).getAttribute("lang")).isEqualTo(lang);
            assertThat(hashId()).isEqualTo(phoneId);
            assertThat(store.list()).hasSize(gamesBefore);
            assertThat(find(testId("send-to-club")).isEnabled()).isTrue();
            open("#/game/" + phoneId);
            assertThat(driver.findElements(testId("moved"))).isEmpty();
            find(testId("record-hand"));
            click(testId("send-to-club"));
            screenshotFrom("send-refused-" + lang, testId("phone-game"));
            find(css("[data-testid='phone-game'] [role='alert']"));
            pageCall("api.deletePhoneGame(arguments[0])", phoneId);
        }
        useLanguage("en");
    }

    /** The phone game's table, before sending and once moved; the club game's table; home. */
    private static void screenshots(String movedId, String clubId) {
        String fresh = (String) ((Map<?, ?>) pageCall("api.createGame(JSON.parse(arguments[0]), true)",
                "{\"players\": [\"Eve\", \"Fay\", \"Gus\", \"Hal\"], \"ruleset\": \"bmja\", \"options\": {\"limit\": 500}}")
                .get("value")).get("id");
        for (String lang : List.of("en", "pl", "ru")) {
            useLanguage(lang);
            open("#/game/" + fresh);
            find(testId("send-to-club"));
            checkWords(lang);
            screenshotFrom("send-offer-" + lang, testId("phone-game"));
            open("#/game/" + movedId);
            find(testId("moved"));
            checkWords(lang);
            screenshot("moved-table-" + lang);
            open("#/game/" + clubId);
            find(testId("compass"));
            checkWords(lang);
            screenshot("sent-club-table-" + lang);
            open("#/");
            find(css("[data-testid='game-link'][data-id='" + movedId + "'] [data-where='moved']"));
            script("document.querySelector('[data-testid=games]').scrollIntoView({block: 'start'})");
            checkWords(lang);
            screenshot("moved-home-" + lang);
        }
        useLanguage("en");
        pageCall("api.deletePhoneGame(arguments[0])", fresh);
    }

    private static void checkWords(String lang) {
        assertThat(find(By.id("main")).getText()).as("the screen in " + lang).doesNotContain("null", "undefined");
        Map<String, Object> strings = stringsCheck(lang);
        assertThat((List<?>) strings.get("bad")).as("strings not of " + lang).isEmpty();
    }

    /** Opens a game's table from within the page (it may be offline), drawn anew. */
    private static void showTable(String id) {
        script("location.hash = '#/'");
        waitForScreen();
        script("location.hash = arguments[0]", "#/game/" + id);
        waitForScreen();
        find(testId("compass"));
    }

    /** Waits for the table's totals to be these, in the players' order. */
    private static void checkTotals(List<Long> totals) {
        for (int p = 0; p < 4; p++) {
            waitForValue(testId("total-" + PLAYERS.get(p)), totals.get(p));
        }
    }

    private static List<Long> totalsOf(JsonNode game) {
        return PLAYERS.stream().map(p -> game.path("totals").path(p).asLong()).toList();
    }

    /** The id of the game whose screen is shown. */
    private static String hashId() {
        return ((String) script("return location.hash")).replaceFirst("^#/game/", "").replaceFirst("[/?].*", "");
    }

    /** Records a hand in a game on the phone through the page's API, as the record screen does. */
    private static void recordOnPage(String id, HandRecord hand) {
        Map<String, Object> answer = pageCall("api.recordHand(arguments[0], null, JSON.parse(arguments[1]))", id,
                Json.write(HandJson.of(hand)));
        assertThat(answer).as("recording %s", hand).containsKey("value");
    }

    /** The game file of a game on the phone, as the page writes it. */
    private static String phoneFile(String id) {
        Map<String, Object> answer = pageCall("api.exportPhoneGame(arguments[0])", id);
        assertThat(answer).containsKey("value");
        String text = (String) answer.get("value");
        try {
            assertThat(JSON.readTree(text).path("format").asText()).isEqualTo(GameFileJson.FORMAT);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text;
    }

    /**
     * Calls the page's API (api.js, as {@code api}) with a JavaScript expression: {@code {value}}
     * with what it resolved to, or {@code {code, message}} of what it threw.
     */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> pageCall(String expression, Object... args) {
        Object[] all = new Object[args.length];
        System.arraycopy(args, 0, all, 0, args.length);
        return (Map<String, Object>) asyncScript("const done = arguments[arguments.length - 1];"
                + " import('./js/api.js').then(({ api }) => " + expression + ")"
                + ".then((value) => done({ value: value === undefined ? null : value }),"
                + " (e) => done({ code: e.code || 'thrown', message: String(e.message) }));", all);
    }

    private static HandRecord hand(String winner, Map<String, Long> scores) {
        return new HandJson(TextOrNull.ofNullable(winner), null, null, new LinkedHashMap<>(scores), new LinkedHashMap<>(),
                null).toRecord();
    }
}
