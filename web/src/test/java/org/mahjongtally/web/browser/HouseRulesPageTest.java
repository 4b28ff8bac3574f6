/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.mahjongtally.game.Game;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.GameSheet;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.game.PlayerResult;
import org.mahjongtally.json.GameStart;
import org.mahjongtally.json.HandJson;
import org.mahjongtally.json.HouseRulesJson;
import org.mahjongtally.json.TextOrNull;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.Ruleset;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;

/**
 * House rules made on a phone with the network off (docs/page.md, "House rules"): "our rules"
 * from the German league's preset with Mah-Jong at 10 points and a Seven Pairs hand at half the
 * limit (its pattern checked as typed, its example drawn, a hand tapped in judged), said against
 * the preset in words, kept on the phone, shown in the catalogue, offered by the new game, and a
 * Seven Pairs hand recorded under them, whose numbers are those core gives for the same hand
 * under the same rules file; then shared as a link and a file to another phone. A game keeps its rules: changing
 * the house rules afterwards leaves the recorded hand as it was.
 */
@Tag("browser")
class HouseRulesPageTest extends BrowserTestBase {

    private static final List<String> PLAYERS = List.of("Ann", "Bob", "Cid", "Dee");
    /** Dee's winning hand: seven pairs, self-drawn. */
    private static final String DEE_TILES = "1133b 5577c 99d EE RR win=R by=wall";

    @AfterAll
    static void online() {
        OfflinePage.networkOffline(false);
    }

    @Test
    void ourRulesMadeOfflineStartAGameAndKeepItsHands() throws IOException {
        open("#/rules");
        find(testId("make-rules"));
        OfflinePage.waitForWorker();
        OfflinePage.networkOffline(true);

        // From the German league's rules, Mah-Jong at 10 points.
        choose("[data-testid='rules-from']", "dmjl");
        click(testId("make-rules"));
        find(testId("rules-name"));
        type(testId("rules-name"), "Our rules");
        click(css("[data-testid='group-points'] > summary"));
        type(testId("points-mah-jong"), "10");
        waitForText(testId("rules-diff"), "Going Mah-Jong 20 \u2192 10");
        screenshot("house-rules-editor-en");

        // A Seven Pairs hand at half the limit: its pattern checked as it is typed (a mistake
        // shown with its place), the example the engine draws, and a hand tapped in, judged.
        click(testId("add-hand"));
        type(testId("hand-name"), "Seven Pairs");
        assertThat(find(testId("hand-value")).getAttribute("value")).isEqualTo("50");
        type(testId("hand-pattern"), "7 pairz");
        wait.until(d -> d.findElements(css("[data-testid='pattern-problem'] .error")).stream()
                .anyMatch(e -> e.getText().startsWith("line 1, column 3: 'pairz' is not a kind of group;")));
        assertThat(find(css("[data-testid='pattern-problem'] .pattern-place")).getAttribute("textContent"))
                .isEqualTo("7 pairz\n  ^");
        type(testId("hand-pattern"), "7 pairs");
        wait.until(d -> d.findElements(css("[data-testid='pattern-example'] .hand-tiles .tile")).size() == 14);
        assertThat(driver.findElements(css("[data-testid='pattern-example'] .hand-tiles .tile")).stream()
                .map(t -> t.getAttribute("data-tile")).toList())
                .containsExactly("1b", "1b", "1b", "1b", "2b", "2b", "2b", "2b", "3b", "3b", "3b", "3b", "4b", "4b");
        screenshot("house-rules-hand-en");
        for (String tile : List.of("1b", "1b", "3b", "3b", "5c", "5c", "7c", "7c", "9d", "9d", "E", "E", "R", "G")) {
            click(css("[data-testid='picker'] .pick[data-tile='" + tile + "']"));
        }
        // Two single dragons: not seven pairs, and the engine says which part is missed.
        wait.until(d -> "false".equals(d.findElement(testId("pattern-verdict")).getAttribute("data-matches")));
        assertThat(find(testId("pattern-verdict")).getText()).startsWith("Not this special hand:").contains("7 pairs");
        click(css("[data-testid='picker'] .built-head .tools button:first-child"));
        click(css("[data-testid='picker'] .pick[data-tile='R']"));
        wait.until(d -> "true".equals(d.findElement(testId("pattern-verdict")).getAttribute("data-matches")));
        assertThat(find(testId("pattern-verdict")).getText()).isEqualTo("This hand is this special hand.");
        click(testId("hand-done"));
        find(testId("own-hands"));
        waitForText(testId("rules-diff"), "Going Mah-Jong 20 \u2192 10; added: Seven Pairs, half the limit");
        click(testId("save-rules"));
        find(testId("house-rules-list"));
        assertThat(find(testId("rules-diff")).getText())
                .isEqualTo("Going Mah-Jong 20 \u2192 10; added: Seven Pairs, half the limit");
        String houseId = find(testId("house-rules-item")).getAttribute("data-id");
        assertThat(houseId).startsWith("house-");
        screenshot("house-rules-list-en");

        // The rules as the phone keeps them: a file that extends dmjl and names Mah-Jong and the hand.
        String text = keptText(houseId);
        assertThat(text).contains("extends = \"dmjl\"", "id = \"mah-jong\"", "points = 10",
                "id = \"seven-pairs-hand\"", "pattern = \"7 pairs\"", "limit = 50");
        Ruleset ours = Rulesets.read(HouseRulesJson.FILE_NAME, text);

        // The catalogue of these rules shows the hand with the example the engine draws.
        click(testId("rules-hands-" + houseId));
        WebElement sevenPairs = find(css("[data-testid='special-hands'] li[data-id='seven-pairs-hand']"));
        assertThat(sevenPairs.findElement(By.cssSelector("[data-testid='value']")).getText()).isEqualTo("250 points");
        assertThat(sevenPairs.findElements(By.cssSelector("[data-testid='example'] .hand-tiles .tile"))).hasSize(14);
        screenshot("house-rules-catalogue-en");

        // A new game offers them; a hand recorded under them scores Seven Pairs.
        show("#/new");
        for (int i = 0; i < 4; i++) {
            type(testId("name-" + i), PLAYERS.get(i));
        }
        choose("[data-testid='ruleset']", houseId);
        click(testId("start-game"));
        find(testId("compass"));
        String gameId = ((String) script("return location.hash")).replaceFirst("^#/game/", "");

        HandRecord hand = new HandJson(TextOrNull.ofNullable("Dee"), null, null,
                new java.util.LinkedHashMap<>(Map.of("Ann", 8L, "Bob", 4L, "Cid", 0L)),
                new java.util.LinkedHashMap<>(Map.of("Dee", DEE_TILES)), null).toRecord();
        GameSetup setup = GameStart.setup(PLAYERS, ours, Map.of(), GameOptions.DEFAULTS.withRounds(4)
                .withDrawPassesDeal(false).withStartingTallies(2000));
        GameSheet expected = Game.replay(setup, List.of(hand));
        // Seven Pairs at half of dmjl's limit of 500 (the hand is no winning hand under dmjl itself).
        long deeOurs = expected.hands().get(0).players().stream().filter(p -> p.player().equals("Dee")).findFirst()
                .orElseThrow().score();
        assertThat(deeOurs).as("Dee's Seven Pairs").isEqualTo(250);

        click(testId("record-hand"));
        choose("[data-testid='winner']", "Dee");
        entryMode("Dee", "notation");
        type(css(entry("Dee") + " [data-testid='notation-input']"), DEE_TILES);
        for (String p : List.of("Ann", "Bob", "Cid")) {
            entryMode(p, "score");
            type(css(entry(p) + " [data-testid='score-input']"), String.valueOf(
                    ((org.mahjongtally.game.PlayerEntry.Score) hand.entries().get(p)).points()));
        }
        for (PlayerResult p : expected.hands().get(0).players()) {
            waitForValue(css("[data-testid='preview'] [data-testid='balance-" + p.seat().letter() + "']"), p.balance());
        }
        click(testId("save-hand"));
        find(testId("last-hand"));
        for (int p = 0; p < 4; p++) {
            waitForValue(testId("total-" + PLAYERS.get(p)), expected.totals().get(p));
        }

        // The house rules changed afterwards (Mah-Jong 30): the recorded hand keeps its numbers.
        show("#/rules/" + houseId);
        click(css("[data-testid='group-points'] > summary"));
        type(testId("points-mah-jong"), "30");
        waitForText(testId("rules-diff"), "Going Mah-Jong 20 \u2192 30; added: Seven Pairs, half the limit");
        click(testId("save-rules"));
        find(testId("house-rules-list"));
        show("#/game/" + gameId);
        for (int p = 0; p < 4; p++) {
            waitForValue(testId("total-" + PLAYERS.get(p)), expected.totals().get(p));
        }

        // Shared in one tap as a link; another phone (a storage of its own) opens it and keeps the
        // rules in one tap, the same rules to the hash.
        show("#/rules");
        click(testId("share-link-" + houseId));
        String link = find(testId("rules-link-value")).getAttribute("value");
        assertThat(link).contains("#/rules?rules=");
        String changedText = keptText(houseId);
        OfflinePage.networkOffline(false);
        String first = driver.getWindowHandle();
        String other = anotherPhone(link);
        try {
            assertThat(keptCount()).as("rules on the other phone before").isZero();
            find(testId("linked-rules"));
            assertThat(find(testId("linked-rules-diff")).getText())
                    .isEqualTo("Going Mah-Jong 20 \u2192 30; added: Seven Pairs, half the limit");
            click(testId("keep-rules"));
            find(testId("house-rules-item"));
            assertThat(find(testId("rules-diff")).getText())
                    .isEqualTo("Going Mah-Jong 20 \u2192 30; added: Seven Pairs, half the limit");
            assertThat(keptText(houseId)).isEqualTo(changedText);
            assertThat(Rulesets.read(HouseRulesJson.FILE_NAME, keptText(houseId)).hash())
                    .isEqualTo(Rulesets.read(HouseRulesJson.FILE_NAME, changedText).hash());

            // And as a file (what "Save as a file" gives): forgotten there, then opened in one tap.
            click(testId("delete-rules-" + houseId));
            click(testId("confirm-delete-rules-" + houseId));
            find(testId("no-house-rules"));
            Path file = Files.createTempFile("our-rules", ".toml");
            try {
                Files.writeString(file, changedText, StandardCharsets.UTF_8);
                driver.findElement(testId("import-rules-file")).sendKeys(file.toAbsolutePath().toString());
                find(testId("house-rules-item"));
            } finally {
                Files.deleteIfExists(file);
            }
            assertThat(keptText(houseId)).isEqualTo(changedText);
            assertThat(keptCount()).isEqualTo(1L);
        } finally {
            closePhone(other, first);
        }
    }

    /** How many house rules the phone shown keeps. */
    private static long keptCount() {
        return (Long) asyncScript("const done = arguments[arguments.length - 1];"
                + " import('./js/house-rules.js').then((m) => m.list()).then((l) => done(l.length), () => done(-1));");
    }

    /**
     * Another phone: the same server under another name ({@code localhost} for {@code 127.0.0.1}),
     * so another origin, with a storage of its own (IndexedDB, localStorage, service worker), as
     * another phone's browser has; the link opened there in a tab of its own; its window's
     * handle. (A browser context of its own would do as well, but chromedriver's page session is
     * not allowed DevTools' Target.createBrowserContext.)
     */
    private static String anotherPhone(String url) {
        driver.switchTo().newWindow(WindowType.TAB);
        driver.get(otherOrigin(url));
        waitForScreen();
        return driver.getWindowHandle();
    }

    private static String otherOrigin(String url) {
        assertThat(url).startsWith("http://127.0.0.1:");
        return url.replace("http://127.0.0.1:", "http://localhost:");
    }

    /** The other phone's tab closed and what it kept forgotten; back to the first phone. */
    private static void closePhone(String handle, String back) {
        driver.switchTo().window(handle);
        driver.executeCdpCommand("Storage.clearDataForOrigin", Map.of("origin",
                otherOrigin(base).replaceAll("/$", ""), "storageTypes", "all"));
        driver.close();
        driver.switchTo().window(back);
    }

    /** The text of house rules kept on the phone, as IndexedDB holds it. */
    private static String keptText(String id) {
        return (String) asyncScript("const done = arguments[arguments.length - 1];"
                + " import('./js/house-rules.js').then((m) => m.get(arguments[0])).then((e) => done(e ? e.text : 'none'),"
                + " (e) => done('failed: ' + e.message));", id);
    }
}
