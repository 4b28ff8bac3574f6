/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A ruleset chosen on New game brings its own limit and options (the German league's limit is
 * 500, rules/dmjl.toml), what the table changes from them is named on the table in words, and New
 * game starts with the ruleset chosen last.
 */
class NewGameRulesetTest extends BrowserTestBase {

    @Test
    void theGermanLeaguePlaysAtItsOwnLimitAndNewGameRemembersIt() {
        startWith("dmjl");
        waitForLimit("500");
        click(testId("start-game"));
        find(testId("compass"));
        assertThat(find(css(".rules-line")).getText()).contains("Deutsche Mah Jongg Liga (classical)")
                .doesNotContain("limit=").doesNotContain("table options");
        assertThat(driver.findElements(testId("rules-changes"))).as("nothing changed from the rules").isEmpty();

        // Ann (East) goes out with 800, the others score nothing: capped at the league's 500,
        // each loser pays East's double, 3 x 2 x 500 (at 1000 it would be 3 x 2 x 800 = 4800).
        recordAnnsWinOf800();
        waitForValue(testId("total-Ann"), 3000);
        waitForValue(testId("total-Bob"), -1000);

        // The next New game starts with the league's rules, at their limit.
        open("#/new");
        assertThat(find(testId("ruleset")).findElement(css("input:checked")).getAttribute("value")).isEqualTo("dmjl");
        waitForLimit("500");
    }

    /**
     * The table's options changed from the league's are named on the table in words, looked at
     * in every language (switched in place), at 390 and 360 px; New game with the league chosen
     * is looked at in every language too.
     */
    @Test
    void whatTheTableChangesIsNamedInWords() {
        useLanguage("en");
        startWith("dmjl");
        waitForLimit("500");
        inEachLanguage(lang -> {
            waitForLimit("500");
            screenshotFrom("new-game-dmjl-" + lang, testId("ruleset"));
        });
        choose("[data-testid='limit']", "1000");
        click(css("label.check:has([data-testid='east-doubles'])"));
        click(testId("start-game"));
        find(testId("compass"));
        String league = "Deutsche Mah Jongg Liga";
        Map<String, String> classical = Map.of("en", league + " (classical)", "pl", league + " (zasady klasyczne)",
                "ru", league + " (классические правила)");
        Map<String, List<String>> words = Map.of(
                "en", List.of("Limit: 1000 (the rules: 500)", "East pays and receives double: no (the rules: yes)"),
                "pl", List.of("Limit: 1000 (w zasadach: 500)", "Wschód płaci i dostaje podwójnie: nie (w zasadach: tak)"),
                "ru", List.of("Лимит: 1000 (по правилам: 500)", "Восток платит и получает вдвойне: нет (по правилам: да)"));
        inEachLanguage(lang -> {
            String rules = find(css(".rules-line")).getText();
            assertThat(rules).contains(classical.get(lang)).doesNotContain("limit=").doesNotContain("table options");
            List<String> changes = find(testId("rules-changes")).findElements(css("li")).stream().map(e -> e.getText()).toList();
            assertThat(changes).containsExactlyElementsOf(words.get(lang));
            assertThat(find(testId("rules-changes")).getText()).doesNotContain("eastDoubles").doesNotContain("limit=");
            assertThat(pageWidth()).as("the table's width (%s)", lang).isLessThanOrEqualTo(WIDTH);
            screenshotFrom("table-rules-changes-" + lang, css(".rules-line"));
            phoneWidth(360);
            try {
                assertThat(pageWidth()).as("the table's width on a phone of 360 px (%s)", lang).isLessThanOrEqualTo(360);
            } finally {
                phoneWidth(WIDTH);
            }
        });

        // Played at 1000 without East's doubles: Ann's 800 from each of three.
        recordAnnsWinOf800();
        waitForValue(testId("total-Ann"), 2400);
    }

    /** New game with Ann, Bob, Cid and Dee, the ruleset chosen and its options drawn. */
    private static void startWith(String ruleset) {
        open("#/new");
        List<String> names = List.of("Ann", "Bob", "Cid", "Dee");
        for (int i = 0; i < 4; i++) {
            type(testId("name-" + i), names.get(i));
        }
        choose("[data-testid='ruleset']", ruleset);
    }

    private static void waitForLimit(String limit) {
        settled().withMessage("the limit chosen should be " + limit).until(d -> limit.equals(script(
                "const c = document.querySelector('[data-testid=\"limit\"] input:checked'); return c && c.value")));
    }

    /** A wait of 15 s that looks again when the screen drew what it looked at anew. */
    private static WebDriverWait settled() {
        return (WebDriverWait) waitUpTo(Duration.ofSeconds(15)).ignoring(StaleElementReferenceException.class);
    }

    /** Records Ann's win with 800 typed in and nothing for the others, and waits for the table. */
    private static void recordAnnsWinOf800() {
        click(testId("record-hand"));
        choose("[data-testid='winner']", "Ann");
        Map.of("Ann", "800", "Bob", "0", "Cid", "0", "Dee", "0").forEach((name, points) -> {
            entryMode(name, "score");
            type(css(entry(name) + " [data-testid='score-input']"), points);
        });
        click(testId("save-hand"));
        find(testId("last-hand"));
    }
}
