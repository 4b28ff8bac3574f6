/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.WebElement;

/**
 * Every refusal of a game file or a link is one clear line saying what is wrong and how to fix
 * it, in the page's language: a file that is no JSON at all (not "the body must be a JSON
 * object"), a link cut short, and a game file whose ruleset has eight problems (the count and the
 * first problem on one line, the others on a tap, not a paragraph of 900 characters).
 */
class RefusalLinesPageTest extends BrowserTestBase {

    @BeforeEach
    void inEnglish() {
        useLanguage("en");
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "pl", "ru"})
    void aFileThatIsNoJsonIsToldWhatToOpenInstead(String lang) throws IOException {
        useLanguage(lang);
        open("#/");

        openFile("{\"format\": \"mahjong-tally-game\", \"players\": [\"Ann\", ".getBytes(StandardCharsets.UTF_8));

        waitForText(css(".card [role='alert']"), switch (lang) {
            case "pl" -> "Ten plik nie jest plikiem gry: nie zawiera JSON (mógł zostać ucięty). Otwórz plik zapisany"
                    + " przyciskiem „Zapisz jako plik” albo przez tally game export.";
            case "ru" -> "Этот файл — не файл игры: в нём нет JSON (возможно, он обрезан). Откройте файл, сохранённый"
                    + " кнопкой «Сохранить в файл» или командой tally game export.";
            default -> "This file is not a game file: it does not hold JSON (it may have been cut short). Open a file"
                    + " saved with “Save as a file”, or written by tally game export.";
        });
        screenshotFrom("import-not-json-" + lang, css(".card [role='alert']"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "pl", "ru"})
    void aLinkCutShortSaysToAskForItAgain(String lang) {
        useLanguage(lang);

        open("#/?game=q1ZKy0ktVrKqVkpJLcpVslLKSS1RitVRSs7PS8tMB");

        assertThat(find(testId("link-refused")).getText()).isEqualTo(switch (lang) {
            case "pl" -> "Ten link nie zawiera gry, którą da się odczytać: mógł zostać ucięty przy kopiowaniu. Poproś o"
                    + " link jeszcze raz albo o grę w pliku.";
            case "ru" -> "Эта ссылка не содержит игры, которую можно прочитать: возможно, её обрезали при копировании."
                    + " Попросите ссылку ещё раз или игру в файле.";
            default -> "This link does not hold a game that can be read: it may have been cut short when it was copied."
                    + " Ask for the link again, or for the game as a file.";
        });
        screenshotFrom("link-cut-" + lang, testId("linked-game"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "pl", "ru"})
    void aRulesetOfEightProblemsIsOneLineAndTheRestOnATap(String lang) throws IOException {
        useLanguage(lang);
        ObjectNode file = exported();
        ((ObjectNode) file.get("ruleset")).put("toml", "x = = 1\ny = [\nz = 1\nz = 1\nz = 1\n");
        ((ObjectNode) file.get("ruleset")).remove("hash");
        open("#/");

        openFile(JSON.writeValueAsBytes(file));

        WebElement said = waitUpTo(Duration.ofSeconds(30)).until(d -> d.findElements(css(".card [role='alert'] .server-message"))
                .stream().findFirst().orElse(null));
        String line = said.getText();
        assertThat(line).startsWith(switch (lang) {
            case "pl" -> "8 problemów w zestawie zasad: ruleset.toml, wiersz 1: '=' nie jest wartością;";
            case "ru" -> "8 проблем в наборе правил: ruleset.toml, строка 1: '=' — не значение;";
            default -> "8 problems in the ruleset: ruleset.toml:1: '=' is not a value;";
        }).doesNotContain("\n").hasSizeLessThan(300);
        // The seven other problems, under a summary, one a line, shown on a tap.
        assertThat(driver.findElements(css(".card [role='alert'] [data-testid='message-rest'] li"))).hasSize(7);
        assertThat(driver.findElement(css(".card [role='alert'] [data-testid='message-rest'] li")).isDisplayed()).isFalse();
        screenshotFrom("import-ruleset-problems-" + lang, css(".card [role='alert']"));
        click(css(".card [role='alert'] [data-testid='message-rest'] summary"));
        assertThat(find(css(".card [role='alert'] [data-testid='message-rest'] li")).isDisplayed()).isTrue();
    }

    /** Opens a file of these bytes on the home screen, as a game file to keep. */
    private static void openFile(byte[] bytes) throws IOException {
        Path saved = Files.createTempFile("game", ".json");
        try {
            Files.write(saved, bytes);
            driver.findElement(testId("import-file")).sendKeys(saved.toAbsolutePath().toString());
            waitUpTo(Duration.ofSeconds(30)).until(d -> !d.findElements(css(".card [role='alert']:not([hidden])")).isEmpty());
        } finally {
            Files.deleteIfExists(saved);
        }
    }

    /** The game file of a new club game of Ann, Bob, Cid and Dee. */
    private static ObjectNode exported() throws IOException {
        var game = api("POST", "/api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}");
        return (ObjectNode) JSON.readTree(JSON.writeValueAsString(api("GET", "/api/games/" + game.path("id").asText()
                + "/export.json", null, "Authorization", "Bearer " + game.path("editKey").asText())));
    }
}
