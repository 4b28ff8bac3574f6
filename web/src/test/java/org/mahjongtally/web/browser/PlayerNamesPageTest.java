/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A player's name that looks blank or other than it is (a no-break space, an ideographic space, a
 * line separator, a byte order mark inside it) is refused by the page as it is typed, with the
 * engine's message (the words of the server's refusal), in every language; the game is not
 * started. A game file or a link whose players have such a name is refused too. The page keeps
 * no list of characters: it asks the engine (playerName).
 */
class PlayerNamesPageTest extends BrowserTestBase {

    private static String misleading(String lang, String character, int position) {
        return switch (lang) {
            case "pl" -> "Nie przyjęto: imię gracza nie może zawierać " + character + " (znak " + position + "): spacja inna"
                    + " niż zwykła, znak nowego wiersza albo niewidoczny znak sprawia, że imię wygląda inaczej, niż jest;"
                    + " wpisz je ponownie, tylko ze zwykłymi spacjami";
            case "ru" -> "Не принято: имя игрока не может содержать " + character + " (символ " + position + "): пробел,"
                    + " отличный от обычного, разрыв строки или невидимый символ делают имя не таким, каким оно выглядит;"
                    + " введите его снова, только с обычными пробелами";
            default -> "Not accepted: a player's name may not hold " + character + " (character " + position + "): a space"
                    + " other than the plain one, a line separator or an invisible character makes a name look other than"
                    + " it is; type it again with plain spaces only";
        };
    }

    @BeforeEach
    void inEnglish() {
        useLanguage("en");
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "pl", "ru"})
    void aNameWithANoBreakSpaceIsRefusedAsItIsTyped(String lang) {
        useLanguage(lang);
        open("#/new");

        typeName(0, "Ann\u00a0Lee");

        waitForText(testId("name-refused-0"), misleading(lang, "U+00A0", 4));
        assertThat(find(testId("name-0")).getAttribute("aria-invalid")).isEqualTo("true");
        screenshotFrom("name-refused-" + lang, testId("name-0"));
        typeName(0, "Ann Lee");
        wait.until(d -> !d.findElement(testId("name-refused-0")).isDisplayed());
        assertThat(find(testId("name-0")).getAttribute("aria-invalid")).isEqualTo("false");
    }

    @Test
    void eachKindOfMisleadingCharacterIsRefusedWhereverItIs() {
        open("#/new");
        String[][] cases = {
            {"\ufeffAnn", "U+FEFF", "1"},
            {"Bob\u3000Smith", "U+3000", "4"},
            {"Cid\u2028", "U+2028", "4"},
            {"De\u200be", "U+200B", "3"},
        };
        for (int i = 0; i < cases.length; i++) {
            typeName(i, cases[i][0]);
        }
        for (int i = 0; i < cases.length; i++) {
            // A line separator at the end is trimmed off as white space, and the name taken.
            if (cases[i][0].equals("Cid\u2028")) {
                wait.until(d -> "false".equals(d.findElement(testId("name-2")).getAttribute("aria-invalid")));
                assertThat(find(testId("name-2")).getAttribute("aria-invalid")).isEqualTo("false");
                continue;
            }
            waitForText(testId("name-refused-" + i), misleading("en", cases[i][1], Integer.parseInt(cases[i][2])));
        }
        typeName(2, "Ci\u2028d");
        waitForText(testId("name-refused-2"), misleading("en", "U+2028", 3));
        // An emoji joined by a zero-width joiner is a name like any other.
        typeName(3, "Dee \ud83d\udc68\u200d\ud83c\udf73");
        wait.until(d -> !d.findElement(testId("name-refused-3")).isDisplayed());
    }

    @Test
    void aGameWithARefusedNameIsNotStarted() {
        open("#/new");
        typeName(0, "Ann\u00a0Lee");
        typeName(1, "Bob");
        typeName(2, "Cid");
        typeName(3, "Dee");
        waitForText(testId("name-refused-0"), misleading("en", "U+00A0", 4));

        click(testId("start-game"));

        assertThat(script("return document.activeElement.dataset.testid")).isEqualTo("name-0");
        assertThat(script("return location.hash")).isEqualTo("#/new");
        open("#/");
        find(testId("no-games"));
        assertThat(driver.findElements(css("[data-testid='game-link'][data-id^='ph-']"))).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "pl", "ru"})
    void aGameFileWhosePlayerHasAMisleadingNameIsRefused(String lang) throws IOException {
        useLanguage(lang);
        ObjectNode file = exported();
        ((ArrayNode) file.get("players")).set(1, "Bob\u3000Smith");
        open("#/");
        Path saved = Files.createTempFile("game", ".json");
        try {
            Files.write(saved, JSON.writeValueAsBytes(file));
            driver.findElement(testId("import-file")).sendKeys(saved.toAbsolutePath().toString());
            waitUpTo(Duration.ofSeconds(30)).until(d -> !d.findElements(css(".card [role='alert'] .server-message")).isEmpty());
            assertThat(find(css(".card [role='alert']")).getText()).isEqualTo(misleading(lang, "U+3000", 4));
            screenshotFrom("import-name-refused-" + lang, css(".card [role='alert']"));
        } finally {
            Files.deleteIfExists(saved);
        }
        assertThat(script("return location.hash")).isIn("", "#/");
    }

    @Test
    void aLinkWhosePlayerHasAMisleadingNameIsRefusedAtOnce() throws IOException {
        ObjectNode file = exported();
        ((ArrayNode) file.get("players")).set(0, "Ann\u00a0Lee");
        open("#/");
        String link = (String) asyncScript("const done = arguments[arguments.length - 1];"
                + "import('./js/game-link.js').then((m) => m.linkTo(arguments[0])).then(done, (e) => done(String(e)));",
                JSON.writeValueAsString(file));
        load(link);

        assertThat(find(testId("link-refused")).getText()).isEqualTo(misleading("en", "U+00A0", 4));
        assertThat(driver.findElements(testId("keep-linked"))).isEmpty();
    }

    /** Puts a name into a name field as typing it would (characters a keyboard cannot type too). */
    private static void typeName(int seat, String name) {
        script("const input = arguments[0]; input.value = arguments[1];"
                + "input.dispatchEvent(new Event('input', { bubbles: true }));", find(testId("name-" + seat)), name);
    }

    /** The game file of a new club game of Ann, Bob, Cid and Dee. */
    private static ObjectNode exported() throws IOException {
        var game = api("POST", "/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}");
        return (ObjectNode) JSON.readTree(JSON.writeValueAsString(api("GET", "/api/games/" + game.path("id").asText()
                + "/export.json", null, "Authorization", "Bearer " + game.path("editKey").asText())));
    }
}
