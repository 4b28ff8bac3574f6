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
import org.openqa.selenium.support.ui.Select;

/**
 * The page speaks English, Polish and Russian from one messages file per language: the three
 * files have the same keys (and the same placeholders), the check of the words finds words that
 * are not messages, names the engine has in English are said in the page's language, and the
 * language is switched and remembered. (That every string on every screen, in each language,
 * is one of that language's messages is checked by ScreenSweepTest.)
 */
class MessagesTest extends BrowserTestBase {

    /**
     * What the engine has in English is said in the page's language: a preset's name (the German
     * league's "(classical)"), in the calculator by name, not by id; a penalty's reason recorded
     * in another language; a game's table options never as the engine writes them
     * ({@code limit=1000}). The record screen's title and its Save button do not read alike.
     */
    @Test
    void rulesetNamesPenaltyReasonsAndTheRecordScreenAreInThePagesLanguage() {
        JsonNode game = api("POST", "api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"ruleset\": \"dmjl\","
                + " \"options\": {\"limit\": 1000}}");
        String id = game.get("id").asText();
        recordHand(id, game.get("editKey").asText(), "{\"winner\": null, \"scores\": {}, \"penalties\": ["
                + "{\"amount\": 30, \"payers\": [\"Ann\"], \"payees\": [\"Bob\", \"Cid\", \"Dee\"], \"reason\": \""
                + OfflinePage.message("pl", "penalty.offence.falseMahjong") + "\"},"
                + "{\"amount\": 10, \"payers\": [\"Bob\"], \"payees\": [\"Cid\"], \"reason\": \""
                + OfflinePage.message("en", "penalty.offence.wrongClaim") + "\"},"
                + "{\"amount\": 4, \"payers\": [\"Cid\"], \"payees\": [\"Dee\"], \"reason\": \"slow play\"}]}");
        useLanguage("en");
        open("#/game/" + id + "?key=" + game.get("editKey").asText());
        inEachLanguage(lang -> {
            String dmjl = OfflinePage.message(lang, "ruleset.dmjl");
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
        });

        show("#/score");
        inEachLanguage(lang -> assertThat(find(testId("score-ruleset")).findElements(By.cssSelector(".pill-face")).stream()
                .map(o -> o.getText()).toList()).as("the calculator's rules, by name (%s)", lang).isEqualTo(presetNames(lang)));
        show("#/new");
        inEachLanguage(lang -> assertThat(find(testId("ruleset")).findElements(By.cssSelector(".pill-face")).stream()
                .map(o -> o.getText()).toList()).as("a new game's rules, by name (%s)", lang).isEqualTo(presetNames(lang)));

        show("#/game/" + id + "/record");
        inEachLanguage(lang -> {
            String title = find(css("main h1")).getText().replaceAll("\\d", "").strip();
            String save = find(testId("save-hand")).getText().strip();
            assertThat(title).as("the record screen's title").isEqualTo(OfflinePage.message(lang, "record.title").replace("{n}", "").strip());
            assertThat(title.split(" ")[0]).as("the title and Save begin alike: " + title + " / " + save).isNotEqualTo(save.split(" ")[0]);
            assertThat(save).as("Save reads as the title").doesNotStartWith(title);
        });
    }

    /** The presets' names as the page's messages in this language have them, in the order shown. */
    private static List<String> presetNames(String lang) {
        return List.of(OfflinePage.message(lang, "ruleset.bmja"), OfflinePage.message(lang, "ruleset.dmjl"),
                OfflinePage.message(lang, "ruleset.millington"));
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
}
