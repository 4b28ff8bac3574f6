/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.zip.Deflater;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A game file or a link taken onto the phone is bounded before the page works on it: a link
 * whose parameter is longer than any game's, or that would inflate past the largest game file
 * (4 MB), is refused without inflating more; a file larger than that is refused unread; a game
 * file whose ruleset holds 100,000 keys is refused at once with one short message. Each refusal
 * is in the page's language. The times are printed, as measured.
 */
class GameFileBoundsPageTest extends BrowserTestBase {

    private static final String LINK_TOO_LARGE = "This link holds more than 4096 KB, more than any game: a game of 10000"
            + " hands, the most a game may have, is smaller. It is not a game to keep.";

    /** A link parameter as the page writes one: the text deflated (raw) and written in base64url. */
    private static String param(byte[] text) {
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION, true);
        deflater.setInput(text);
        deflater.finish();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[1 << 16];
        while (!deflater.finished()) {
            out.write(buffer, 0, deflater.deflate(buffer));
        }
        deflater.end();
        return Base64.getUrlEncoder().withoutPadding().encodeToString(out.toByteArray());
    }

    /** A link of 65 KB that inflates to 64 MB of spaces. */
    private static final String BOMB = param(" ".repeat(64 * 1024 * 1024).getBytes(StandardCharsets.US_ASCII));

    @BeforeEach
    void inEnglish() {
        useLanguage("en");
    }

    @Test
    void aLinkThatWouldInflateTo64MegabytesIsRefusedAfterFour() {
        assertThat(BOMB.length()).isLessThan(100_000);
        long start = System.nanoTime();

        open("#/?game=" + BOMB);

        assertThat(find(testId("link-refused")).getText()).isEqualTo(LINK_TOO_LARGE);
        System.out.printf("a link of %d characters inflating to 64 MB refused in %d ms%n", BOMB.length(),
                (System.nanoTime() - start) / 1_000_000);
        assertThat(driver.findElements(testId("keep-linked"))).isEmpty();
    }

    @Test
    void aLinkLongerThanAnyGamesIsRefusedUndecoded() {
        open("#/?game=" + "A".repeat(1_398_200));

        assertThat(find(testId("link-refused")).getText()).isEqualTo(LINK_TOO_LARGE);
    }

    @ParameterizedTest
    @ValueSource(strings = {"en", "pl", "ru"})
    void aFileLargerThanAnyGameFileIsRefusedUnread(String lang) throws IOException {
        useLanguage(lang);
        open("#/");
        Path big = Files.createTempFile("big-game", ".json");
        try {
            Files.write(big, new byte[5 * 1024 * 1024]);
            driver.findElement(testId("import-file")).sendKeys(big.toAbsolutePath().toString());
            String said = find(css(".card [role='alert']")).getText();
            assertThat(said).isEqualTo(switch (lang) {
                case "pl" -> "Ten plik jest większy niż 4096 KB, większy niż jakikolwiek plik gry: gra z 10000 rozdaniami,"
                        + " najdłuższa dozwolona, jest mniejsza. Sprawdź, czy to plik gry zapisany przez Mahjong Tally.";
                case "ru" -> "Этот файл больше 4096 КБ, больше любого файла игры: игра из 10000 раздач, самая длинная из"
                        + " допустимых, меньше. Проверьте, что это файл игры, записанный Mahjong Tally.";
                default -> "This file is larger than 4096 KB, more than any game file: a game of 10000 hands, the most a"
                        + " game may have, is smaller. Check that it is a game file written by Mahjong Tally.";
            });
            screenshotFrom("import-too-large-" + lang, css(".card [role='alert']"));
            open("#/?game=" + BOMB);
            find(testId("link-refused"));
            screenshot("link-too-large-" + lang);
        } finally {
            Files.deleteIfExists(big);
        }
    }

    @Test
    void aGameFileWhoseRulesetHas100000KeysIsRefusedAtOnceInAFewLines() throws IOException {
        ObjectNode file = exported();
        StringBuilder toml = new StringBuilder();
        for (int i = 0; i < 100_000; i++) {
            toml.append('k').append(i).append(" = 1\n");
        }
        ((ObjectNode) file.get("ruleset")).put("toml", toml.toString());
        ((ObjectNode) file.get("ruleset")).remove("hash");
        open("#/");

        long took = importFile(file);

        String said = find(css(".card [role='alert'] .server-message")).getText();
        System.out.printf("a game file of %d bytes whose ruleset has 100,000 keys refused in %d ms, message %d characters%n",
                JSON.writeValueAsBytes(file).length, took, said.length());
        assertThat(said).isEqualTo("ruleset.toml: the ruleset has " + toml.length() + " characters, more than the"
                + " 1000000 a ruleset may have");
        toml.setLength(0);
        for (int i = 0; i < 50_000; i++) {
            toml.append('k').append(i).append(" = 1\n");
        }
        ((ObjectNode) file.get("ruleset")).put("toml", toml.toString());
        open("#/");
        took = importFile(file);
        said = find(css(".card [role='alert'] .server-message")).getText();
        System.out.printf("a game file whose ruleset has 50,000 keys refused in %d ms, message %d characters%n", took,
                said.length());
        assertThat(said).isEqualTo("ruleset.toml:2001: more than 2000 keys, tables and list items; reading stopped here."
                + " A ruleset written out in full has fewer than half as many: is this a ruleset file?");
        screenshotFrom("import-ruleset-refused-en", css(".card [role='alert']"));
    }

    @Test
    void aGameOf10000HandsIsReadInAWorkerWithANoteThePageFreeMeanwhile() throws IOException {
        ObjectNode file = exported();
        ArrayNode hands = file.putArray("hands");
        for (int n = 1; n <= 10_000; n++) {
            ObjectNode hand = hands.addObject();
            hand.put("winner", "Ann");
            ObjectNode scores = hand.putObject("scores");
            scores.put("Ann", 20 + n % 300);
            scores.put("Bob", n % 60);
            scores.put("Cid", n % 40);
            scores.put("Dee", n % 50);
        }
        open("#/");

        Path saved = Files.createTempFile("long-game", ".json");
        try {
            Files.write(saved, JSON.writeValueAsBytes(file));
            long start = System.nanoTime();
            driver.findElement(testId("import-file")).sendKeys(saved.toAbsolutePath().toString());
            // Read by the engine in a worker: the page draws the note and answers meanwhile.
            find(testId("import-reading"));
            long noted = (System.nanoTime() - start) / 1_000_000;
            long asked = System.nanoTime();
            assertThat(script("return document.querySelector(\"[data-testid='import-reading']\") !== null")).isEqualTo(true);
            long answered = (System.nanoTime() - asked) / 1_000_000;
            screenshot("import-reading-en");
            waitUpTo(Duration.ofSeconds(120)).until(d -> String.valueOf(script("return location.hash")).startsWith("#/game/ph-"));
            System.out.printf("a game file of %d bytes and 10,000 hands: the note shown after %d ms, the page answered in"
                    + " %d ms while it was read, kept and the game's screen asked for after %d ms%n", Files.size(saved), noted,
                    answered, (System.nanoTime() - start) / 1_000_000);
        } finally {
            Files.deleteIfExists(saved);
        }
    }

    /** Opens a game file on the home screen; how long until the page said something, in ms. */
    private static long importFile(ObjectNode file) throws IOException {
        Path saved = Files.createTempFile("game", ".json");
        try {
            Files.write(saved, JSON.writeValueAsBytes(file));
            long start = System.nanoTime();
            driver.findElement(testId("import-file")).sendKeys(saved.toAbsolutePath().toString());
            waitUpTo(Duration.ofSeconds(120)).until(d -> !d.findElements(css(".card [role='alert'] .server-message")).isEmpty());
            return (System.nanoTime() - start) / 1_000_000;
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
