/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * On the Polish and Russian pages the server's own errors are in that language too: a hand the
 * calculator cannot read (core's notation messages), a write that saw an older version of the
 * game, an edit link with the wrong key and a game that is not there (the store's messages).
 * Each text must have no common English word; text in quotes (ids, the user's own input,
 * command names) is left out of that check, since it is shown as it is in every language.
 */
class ServerErrorLanguageTest extends BrowserTestBase {

    /** English words that every one of these sentences in English has at least one of. */
    private static final Pattern ENGLISH = Pattern.compile(
            "\\b(the|a|is|was|not|no|there|game|hand|tile|tiles|key|someone|nothing|again|use|with)\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern QUOTED = Pattern.compile("'[^']*'");

    @ParameterizedTest
    @ValueSource(strings = {"pl", "ru"})
    void theServersErrorsAreInThePagesLanguage(String lang) {
        useLanguage(lang);
        List<String> shown = new ArrayList<>();

        // Bad notation in the calculator.
        open("#/score?hand=" + "12x%20RRR");
        shown.add(textOf("[data-testid='score-entry'] .problem"));
        screenshot("40-server-error-notation-" + lang);

        // A hand saved after someone else recorded one: the game changed meanwhile, and the
        // table is shown both versions (the conflict card) in its own language.
        String id = startGame("{}");
        String key = (String) script("return localStorage.getItem('mahjong-tally.key.' + arguments[0])", id);
        click(testId("record-hand"));
        fillAHand();
        recordHand(id, key, "{\"winner\": null, \"scores\": {}}");
        click(testId("save-hand"));
        shown.add(textOf("[data-testid='conflict']"));
        screenshotFrom("41-server-error-changed-" + lang, testId("conflict"));

        // The same hand from an edit link whose key is not the game's (another game, so that no
        // unsent hand waits before it): the form that sent it says the server's refusal.
        String other = startGame("{}");
        open("#/game/" + other + "?key=notTheRightKey0000000000");
        click(testId("record-hand"));
        fillAHand();
        click(testId("save-hand"));
        shown.add(textOf(".save-bar .error .server-message"));
        screenshotFrom("42-server-error-key-" + lang, testId("save-status"));

        // A game that is not there.
        open("#/game/zzzzzzzzzz");
        shown.add(textOf(".error .server-message"));
        screenshot("43-server-error-no-game-" + lang);

        for (String text : shown) {
            assertThat(text).as(lang).isNotBlank();
            Matcher english = ENGLISH.matcher(QUOTED.matcher(text).replaceAll(""));
            assertThat(english.find()).as("English word in the %s text: %s", lang, text).isFalse();
        }
        script("localStorage.setItem('mahjong-tally.lang', 'en')");
    }

    /** Dee wins with 40, the others' scores typed in. */
    private static void fillAHand() {
        choose("[data-testid='winner']", "Dee");
        choose(entry("Dee") + " [data-testid='entry-mode']", "score");
        type(css(entry("Dee") + " [data-testid='score-input']"), "40");
        type(css(entry("Ann") + " [data-testid='score-input']"), "8");
        type(css(entry("Bob") + " [data-testid='score-input']"), "12");
        type(css(entry("Cid") + " [data-testid='score-input']"), "0");
        waitForValue(css("[data-testid='preview'] [data-testid='balance-N']"), 160);
    }

    private static String textOf(String selector) {
        wait.until(d -> !d.findElements(css(selector)).isEmpty()
                && !d.findElement(css(selector)).getText().isBlank());
        return find(css(selector)).getText();
    }
}
