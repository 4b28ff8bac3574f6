/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.Select;

/**
 * The page speaks English, Polish and Russian from one messages file per language: the three
 * files have the same keys (and the same placeholders), and every string on every screen, in
 * each language, is one of that language's messages, never words written into the markup or
 * the scripts.
 */
class MessagesTest extends BrowserTestBase {

    private static String gameId;
    private static String key;

    @BeforeAll
    static void aGameWithTwoHands() {
        JsonNode game = api("POST", "api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"ruleset\": \"bmja\"}");
        gameId = game.get("id").asText();
        key = game.get("editKey").asText();
        recordHand(gameId, key, "{\"winner\": \"Dee\", \"scores\": {\"Ann\": 8, \"Bob\": 12,"
                + " \"Cid\": 0}, \"hands\": {\"Dee\": \"[EEE] {9999c} 111d 234b GG f1 s4 win=G by=wall\"}}");
        recordHand(gameId, key, "{\"winner\": null, \"scores\": {}}");
        // The page keeps the edit key from the edit link, and then offers to record and correct.
        open("#/game/" + gameId + "?key=" + key);
    }

    @Test
    void theThreeLanguagesHaveTheSameKeys() {
        open("#/");
        @SuppressWarnings("unchecked")
        Map<String, Object> answer = (Map<String, Object>) asyncScript(resource("keys-check.js"));
        @SuppressWarnings("unchecked")
        Map<String, Object> keys = (Map<String, Object>) answer.get("keys");
        assertThat(answer.get("problems")).asList().isEmpty();
        assertThat(((Number) keys.get("en")).intValue()).isGreaterThan(200);
        assertThat(keys.get("pl")).isEqualTo(keys.get("en"));
        assertThat(keys.get("ru")).isEqualTo(keys.get("en"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "pl", "ru"})
    void everyStringOnEveryScreenComesFromTheMessages(String lang) {
        useLanguage(lang);
        List<String> problems = new ArrayList<>();

        check(lang, "#/", () -> find(css("[data-testid='games'] li")), problems);
        check(lang, "#/new", () -> find(testId("name-0")), problems);
        check(lang, "#/game/" + gameId, () -> {
            find(testId("last-hand"));
            if (lang.equals("pl")) {
                screenshot("12-table-pl");
            }
        }, problems);
        check(lang, "#/game/" + gameId + "/record", () -> {
            choose("[data-testid='winner']", "Cid");
            click(css("[data-testid='entry-Cid'] .pick[data-tile='5d']"));
            entryMode("Ann", "notation");
            type(css("[data-testid='entry-Ann'] [data-testid='notation-input']"), "[RRR] 123b");
            find(css("[data-testid='entry-Ann'] .score-view"));
            entryMode("Bob", "notation");
            type(css("[data-testid='entry-Bob'] [data-testid='notation-input']"), "12x");
            find(css("[data-testid='entry-Bob'] .problem"));
            script("document.querySelectorAll('details').forEach((d) => { d.open = true; })");
        }, problems);
        check(lang, "#/game/" + gameId + "/sheet", () -> {
            click(css("[data-testid='row-1'] .row-toggle"));
            find(testId("breakdown-1"));
            click(testId("delete-1"));
            find(testId("confirm-delete-1"));
        }, problems);
        check(lang, "#/game/" + gameId + "/chart", () -> find(testId("chart")), problems);
        check(lang, "#/standings", () -> find(testId("standings")), problems);
        check(lang, "#/player/1", () -> {
            find(testId("history"));
            screenshot("player-" + lang);
        }, problems);
        check(lang, "#/settle?E=80&S=12&W=48&N=112&winner=N", () -> {
            find(testId("settlement"));
            if (lang.equals("ru")) {
                screenshot("13-settle-ru");
                screenshotFrom("14-settle-ru-payments", testId("settle-result"));
            }
        }, problems);
        check(lang, "#/score?hand=" + encode("[EEE] {9999c} 111d 234b GG f1 s1 win=G by=wall"),
                () -> find(testId("share")), problems);
        check(lang, "#/score?hand=" + encode("[RRR] [GGG] 222b 33c 45d"), () -> {
            click(testId("waits"));
            find(css(".waits-table"));
        }, problems);

        assertThat(problems).as("strings not from the %s messages", lang).isEmpty();
        script("localStorage.setItem('mahjong-tally.lang', 'en')");
    }

    /**
     * What the engine has in English is said in the page's language: a preset's name (the German
     * league's "(classical)"), in the calculator by name, not by id; a penalty's reason recorded
     * in another language; a game's table options never as the engine writes them
     * ({@code limit=1000}). The record screen's title and its Save button do not read alike.
     */
    @ParameterizedTest
    @ValueSource(strings = {"en", "pl", "ru"})
    void rulesetNamesPenaltyReasonsAndTheRecordScreenAreInThePagesLanguage(String lang) {
        JsonNode game = api("POST", "api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"ruleset\": \"dmjl\","
                + " \"options\": {\"limit\": 1000}}");
        String id = game.get("id").asText();
        recordHand(id, game.get("editKey").asText(), "{\"winner\": null, \"scores\": {}, \"penalties\": ["
                + "{\"amount\": 30, \"payers\": [\"Ann\"], \"payees\": [\"Bob\", \"Cid\", \"Dee\"], \"reason\": \""
                + OfflinePage.message("pl", "penalty.offence.falseMahjong") + "\"},"
                + "{\"amount\": 10, \"payers\": [\"Bob\"], \"payees\": [\"Cid\"], \"reason\": \""
                + OfflinePage.message("en", "penalty.offence.wrongClaim") + "\"},"
                + "{\"amount\": 4, \"payers\": [\"Cid\"], \"payees\": [\"Dee\"], \"reason\": \"slow play\"}]}");
        useLanguage(lang);
        String dmjl = OfflinePage.message(lang, "ruleset.dmjl");
        open("#/game/" + id + "?key=" + game.get("editKey").asText());
        waitForText(css(".rules-line > span"), OfflinePage.message(lang, "table.rules").replace("{name}", dmjl));
        By penalties = css("[data-testid='last-hand'] [data-testid='penalties-view'] li");
        wait.withMessage(() -> "the reasons in " + lang + ": " + driver.findElements(penalties).stream()
                .map(e -> e.getText()).toList()).until(d -> {
                    List<String> lines = d.findElements(penalties).stream().map(e -> e.getText()).toList();
                    return lines.size() == 3
                            && lines.get(0).endsWith(" \u2014 " + OfflinePage.message(lang, "penalty.offence.falseMahjong"))
                            && lines.get(1).endsWith(" \u2014 " + OfflinePage.message(lang, "penalty.offence.wrongClaim"))
                            && lines.get(2).endsWith(" \u2014 slow play");
                });
        String shown = find(By.id("main")).getText();
        assertThat(shown).as("the table options as the engine writes them").doesNotContain("limit=", "table options");
        if (!lang.equals("en")) {
            assertThat(shown).doesNotContain("classical");
        }
        assertThat(stringsCheck(lang).get("bad")).as("the table in " + lang).asList().isEmpty();

        List<String> names = List.of(OfflinePage.message(lang, "ruleset.bmja"), dmjl, OfflinePage.message(lang, "ruleset.millington"));
        open("#/score");
        assertThat(find(testId("score-ruleset")).findElements(By.cssSelector(".pill-face")).stream().map(o -> o.getText()).toList())
                .as("the calculator's rules, by name").isEqualTo(names);
        open("#/new");
        assertThat(find(testId("ruleset")).findElements(By.cssSelector(".pill-face")).stream().map(o -> o.getText()).toList())
                .as("a new game's rules, by name").isEqualTo(names);

        open("#/game/" + id + "/record");
        String title = find(css("main h1")).getText().replaceAll("\\d", "").strip();
        String save = find(testId("save-hand")).getText().strip();
        assertThat(title).as("the record screen's title").isEqualTo(OfflinePage.message(lang, "record.title").replace("{n}", "").strip());
        assertThat(title.split(" ")[0]).as("the title and Save begin alike: " + title + " / " + save).isNotEqualTo(save.split(" ")[0]);
        assertThat(save).as("Save reads as the title").doesNotStartWith(title);
        useLanguage("en");
    }

    /** The English names the page has for the presets are the engine's own. */
    @Test
    void thePresetsNamesInEnglishAreTheEnginesNames() {
        for (String id : org.mahjongtally.rules.Rulesets.presetIds()) {
            assertThat(OfflinePage.message("en", "ruleset." + id)).isEqualTo(org.mahjongtally.rules.Rulesets.preset(id).name());
        }
    }

    @Test
    void theLanguageIsSwitchedAndRemembered() {
        open("#/settle");
        assertThat(find(css("[data-nav='settle']")).getText()).isEqualTo("Settle");
        new Select(find(By.id("lang"))).selectByValue("ru");
        wait.until(d -> "ru".equals(d.findElement(css("html")).getAttribute("lang")));
        assertThat(find(css("[data-nav='settle']")).getText()).isEqualTo("Расчёт");
        assertThat(find(css("h1")).getText()).isEqualTo("Рассчитать четыре счёта");
        open("#/settle");
        assertThat(find(css("[data-nav='settle']")).getText()).isEqualTo("Расчёт");
        new Select(find(By.id("lang"))).selectByValue("pl");
        wait.until(d -> "Rozliczenie".equals(d.findElement(css("[data-nav='settle']")).getText()));
        new Select(find(By.id("lang"))).selectByValue("en");
        wait.until(d -> "Settle".equals(d.findElement(css("[data-nav='settle']")).getText()));
    }

    @Test
    void theCheckFindsWordsThatAreNotMessages() {
        open("#/settle");
        script("localStorage.setItem('mahjong-tally.lang', 'pl')");
        open("#/settle");
        script("document.getElementById('main').append(document.createElement('p'));"
                + "document.querySelector('#main p:last-child').textContent = 'Save the hand';"
                + "document.querySelector('h1').setAttribute('title', 'Hard-coded title')");
        Map<String, Object> answer = stringsCheck("pl");
        assertThat(answer.get("bad")).asList().contains("Save the hand", "title=Hard-coded title");
        script("localStorage.setItem('mahjong-tally.lang', 'en')");
    }

    private static void check(String lang, String hash, Runnable prepare, List<String> problems) {
        open(hash);
        assertThat(find(css("html")).getAttribute("lang")).isEqualTo(lang);
        prepare.run();
        Map<String, Object> answer = stringsCheck(lang);
        assertThat(((Number) answer.get("checked")).intValue()).as("strings checked on " + hash).isGreaterThan(10);
        for (Object bad : (List<?>) answer.get("bad")) {
            problems.add(hash + ": " + bad);
        }
    }

    private static String encode(String hand) {
        return URLEncoder.encode(hand, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
