/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.mahjongtally.cli.TallyCommand;
import org.mahjongtally.game.Game;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.GameSheet;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.game.PlayedHand;
import org.mahjongtally.game.PlayerResult;
import org.mahjongtally.json.GameStart;
import org.mahjongtally.json.HandJson;
import org.mahjongtally.json.Json;
import org.mahjongtally.json.TextOrNull;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * A whole game on a phone with the network switched off (DevTools offline emulation after the
 * first load): started, five hands recorded (typed scores, a winner's tiles in notation, a draw),
 * one corrected and one deleted, the table, sheet, chart and standings shown, every number
 * checked against the same game replayed by core on the JVM. Then online again and reloaded,
 * the game is there hand by hand (from IndexedDB); its export is imported by {@code tally game
 * import} (in-process) with the same standings, and its link brings it to another game on the
 * phone. Screenshots of the games list (a phone game and a club game) and of the phone game's
 * table in English, Polish and Russian are taken when asked for ({@code -Dscreenshots=true}).
 */
class PhoneGameTest extends BrowserTestBase {

    private static final List<String> PLAYERS = List.of("Ann", "Bob", "Cid", "Dee");
    private static final String DEE_TILES = "[EEE] {9999c} 111d 234b GG f1 s4 win=G by=wall";

    /** The game as the page starts it, made by the json module and core as the engine makes it. */
    private static final GameSetup SETUP = GameStart.setup(PLAYERS, "bmja",
            Map.of("limit", 1000L, "eastDoubles", true, "method", "difference"),
            GameOptions.DEFAULTS.withRounds(4).withDrawPassesDeal(false).withStartingTallies(2000));

    @Test
    void aWholeGameOfflineThenReloadedExportedAndImported() throws IOException {
        // The first visit, online: the page and its engine load (the new game asks it the presets).
        open("#/new");
        String engine = (String) asyncScript("const done = arguments[arguments.length - 1];"
                + " import('./js/engine.js').then((m) => m.call('rulesets', 'en')).then((a) => done(JSON.stringify(a).slice(0, 80)),"
                + " (e) => done('failed: ' + e.message));");
        assertThat(engine).as("the engine's presets").startsWith("{\"value\":[{\"id\":\"bmja\"");
        find(testId("ruleset"));
        offline(true);

        script("location.hash = '#/'");
        waitForScreen();
        find(testId("server-note"));
        script("location.hash = '#/new'");
        waitForScreen();
        // No server answers: the game is kept on the phone, and the page says so.
        find(testId("where-phone-only"));
        for (int i = 0; i < 4; i++) {
            type(testId("name-" + i), PLAYERS.get(i));
        }
        click(testId("start-game"));
        find(testId("compass"));
        String hash = ((String) script("return location.hash")).replaceFirst("^#", "");
        assertThat(hash).matches("/game/ph-[a-z2-9]{10}");
        String id = hash.substring("/game/".length());
        find(testId("phone-game"));

        List<HandRecord> hands = new ArrayList<>();
        // Hand 1: Dee goes Mah-Jong, her tiles typed in notation; the others' scores typed.
        hands.add(hand("Dee", Map.of("Ann", 8L, "Bob", 12L, "Cid", 0L), Map.of("Dee", DEE_TILES)));
        record(hands, null);
        // Hand 2: Bob, every score typed.
        hands.add(hand("Bob", Map.of("Bob", 40L, "Ann", 10L, "Cid", 20L, "Dee", 4L), Map.of()));
        record(hands, null);
        // Hand 3: a draw.
        hands.add(hand(null, Map.of(), Map.of()));
        record(hands, null);
        // Hand 4: Cid, every score typed.
        hands.add(hand("Cid", Map.of("Cid", 36L, "Ann", 6L, "Bob", 2L, "Dee", 14L), Map.of()));
        record(hands, null);

        // Hand 2 corrected from the sheet: Ann had 14, not 10.
        HandRecord corrected = hand("Bob", Map.of("Bob", 40L, "Ann", 14L, "Cid", 20L, "Dee", 4L), Map.of());
        hands.set(1, corrected);
        click(testId("tab-sheet"));
        find(testId("sheet"));
        click(css("[data-testid='row-2'] .row-toggle"));
        click(testId("correct-2"));
        record(hands, 2);
        checkSheet(hands);

        // Hand 3 deleted from the sheet.
        hands.remove(2);
        click(css("[data-testid='row-3'] .row-toggle"));
        click(testId("delete-3"));
        click(testId("confirm-delete-3"));
        wait.until(d -> d.findElements(testId("row-5")).isEmpty() && d.findElements(testId("row-4")).isEmpty());
        checkSheet(hands);

        // Hand 5 (now the fourth): Ann.
        click(testId("tab-table"));
        find(testId("compass"));
        hands.add(hand("Ann", Map.of("Ann", 24L, "Bob", 8L, "Cid", 4L, "Dee", 0L), Map.of()));
        record(hands, null);
        checkStandings(hands);
        click(testId("tab-chart"));
        List<WebElement> lines = find(testId("chart")).findElements(By.cssSelector("polyline"));
        assertThat(lines).hasSize(4);
        lines.forEach(line -> assertThat(line.getAttribute("points").trim().split("\\s+")).hasSize(hands.size() + 1));
        click(testId("tab-sheet"));
        checkSheet(hands);

        // Online again, reloaded: the game is on the phone, hand by hand.
        offline(false);
        open("#/");
        // The home list may be drawn again once the club has answered: read it by one selector.
        waitForText(css("[data-testid='game-link'][data-id='" + id + "'] [data-testid='where']"), "On this phone");
        open("#/game/" + id + "/sheet");
        checkSheet(hands);
        open("#/game/" + id);
        checkStandings(hands);

        // Its game file holds the hands as entered, and tally game import reads it: the same standings.
        String file = (String) asyncScript("const done = arguments[arguments.length - 1];"
                + " import('./js/api.js').then((m) => m.api.exportPhoneGame(arguments[0])).then(done, (e) => done('failed: ' + e.message));",
                id);
        JsonNode exported = JSON.readTree(file);
        assertThat(exported.path("format").asText()).isEqualTo("mahjong-tally-game");
        for (int i = 0; i < hands.size(); i++) {
            assertThat(exported.path("hands").get(i)).as("hand %d in the file", i + 1)
                    .isEqualTo(JSON.readTree(Json.write(HandJson.of(hands.get(i)))));
        }
        Path saved = Files.createTempFile("phone-game", ".json");
        try {
            Files.writeString(saved, file, StandardCharsets.UTF_8);
            JsonNode imported = cli("game", "import", saved.toString(), "--db",
                    "jdbc:h2:mem:cli-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1", "--json");
            assertThat(imported.path("importedFrom").asText()).isEqualTo(id);
            assertThat(imported.path("standings")).isEqualTo(pageGame(id).path("standings"));
            assertStandings(imported.path("standings"), Game.replay(SETUP, hands));
            // And the club server's import takes the very same file.
            JsonNode posted = api("POST", "api/games/import", file);
            assertThat(posted.path("standings")).isEqualTo(imported.path("standings"));
        } finally {
            Files.deleteIfExists(saved);
        }

        // The game's link carries it whole: opened, it is kept as another game with the same books.
        click(testId("copy-link"));
        String link = find(testId("game-link-value")).getAttribute("value");
        assertThat(link).contains("#/?game=");
        load(link);
        click(testId("keep-linked"));
        find(testId("compass"));
        String copy = ((String) script("return location.hash")).replaceFirst("^#/game/", "");
        assertThat(copy).isNotEqualTo(id).startsWith("ph-");
        assertThat(pageGame(copy).path("standings")).isEqualTo(pageGame(id).path("standings"));

        screenshots(id);

        // Another phone, with no games of its own: the file opened on its home screen.
        driver.get(base + "favicon.svg");
        assertThat(asyncScript("const done = arguments[arguments.length - 1];"
                + " const r = indexedDB.deleteDatabase('mahjong-tally');"
                + " r.onsuccess = () => done('deleted'); r.onerror = () => done('failed'); r.onblocked = () => done('blocked');"))
                .isEqualTo("deleted");
        open("#/");
        find(testId("games"));
        assertThat(driver.findElements(css("[data-testid='where'].where-phone"))).isEmpty();
        Path received = Files.createTempFile("received-game", ".json");
        try {
            Files.writeString(received, file, StandardCharsets.UTF_8);
            driver.findElement(testId("import-file")).sendKeys(received.toAbsolutePath().toString());
            find(testId("compass"));
        } finally {
            Files.deleteIfExists(received);
        }
        String taken = ((String) script("return location.hash")).replaceFirst("^#/game/", "");
        assertThat(taken).startsWith("ph-");
        checkStandings(hands);
    }

    /** Records (or, with a number, corrects) the last hand of {@code hands} through the record screen. */
    private static void record(List<HandRecord> hands, Integer number) {
        HandRecord hand = number == null ? hands.get(hands.size() - 1) : hands.get(number - 1);
        if (number == null) {
            click(testId("record-hand"));
        }
        choose("[data-testid='winner']", hand.winner().orElse(""));
        hand.entries().forEach((player, entry) -> {
            String box = entry(player);
            if (entry instanceof org.mahjongtally.game.PlayerEntry.Score s) {
                entryMode(player, "score");
                type(css(box + " [data-testid='score-input']"), String.valueOf(s.points()));
            } else {
                entryMode(player, "notation");
                type(css(box + " [data-testid='notation-input']"), ((org.mahjongtally.game.PlayerEntry.Tiles) entry).notation());
            }
        });
        GameSheet expected = Game.replay(SETUP, hands);
        PlayedHand played = expected.hands().get((number == null ? hands.size() : number) - 1);
        for (PlayerResult p : played.players()) {
            waitForValue(css("[data-testid='preview'] [data-testid='balance-" + p.seat().letter() + "']"), p.balance());
        }
        click(testId("save-hand"));
        if (number == null) {
            find(testId("last-hand"));
            expected.totals();
            for (int p = 0; p < 4; p++) {
                waitForValue(testId("total-" + PLAYERS.get(p)), expected.totals().get(p));
            }
        } else {
            find(testId("sheet"));
        }
    }

    /** Every hand's balance and score on the sheet, and the totals, as core replays the game. */
    private static void checkSheet(List<HandRecord> hands) {
        GameSheet expected = Game.replay(SETUP, hands);
        find(testId("sheet"));
        wait.until(d -> d.findElements(css("[data-testid^='row-']")).size() == hands.size());
        for (PlayedHand hand : expected.hands()) {
            assertThat(find(testId("row-" + hand.number())).getAttribute("data-winner"))
                    .isEqualTo(hand.winner().orElse(""));
            for (PlayerResult p : hand.players()) {
                waitForValue(testId("bal-" + hand.number() + "-" + p.player()), p.balance());
            }
        }
        for (int p = 0; p < 4; p++) {
            waitForValue(testId("sheet-total-" + PLAYERS.get(p)), expected.totals().get(p));
        }
    }

    /** The table's totals and its standings (order, totals, tallies) as core replays the game. */
    private static void checkStandings(List<HandRecord> hands) {
        GameSheet expected = Game.replay(SETUP, hands);
        find(testId("compass"));
        for (int p = 0; p < 4; p++) {
            waitForValue(testId("total-" + PLAYERS.get(p)), expected.totals().get(p));
        }
        List<WebElement> rows = driver.findElements(css("table.standings tbody tr"));
        assertThat(rows).hasSize(4);
        List<GameSheet.Standing> standings = expected.standings();
        for (int i = 0; i < 4; i++) {
            GameSheet.Standing s = standings.get(i);
            WebElement row = rows.get(i);
            assertThat(row.getAttribute("data-player")).isEqualTo(s.player());
            List<WebElement> cells = row.findElements(By.cssSelector("td"));
            assertThat(cells.get(0).getText().trim()).isEqualTo(String.valueOf(s.place()));
            assertThat(cells.get(1).findElement(By.cssSelector("[data-value]")).getAttribute("data-value"))
                    .isEqualTo(String.valueOf(s.total()));
            assertThat(cells.get(2).getText().replaceAll("[^0-9]", "")).isEqualTo(String.valueOf(Math.abs(s.tallies())));
        }
        assertStandings(pageGame(((String) script("return location.hash")).replaceFirst("^#/game/", "")).path("standings"),
                expected);
    }

    private static void assertStandings(JsonNode standings, GameSheet expected) {
        assertThat(standings).hasSize(4);
        for (int i = 0; i < 4; i++) {
            GameSheet.Standing s = expected.standings().get(i);
            assertThat(standings.get(i).path("player").asText()).isEqualTo(s.player());
            assertThat(standings.get(i).path("total").asLong()).isEqualTo(s.total());
            assertThat(standings.get(i).path("tallies").asLong()).isEqualTo(s.tallies());
        }
    }

    /** The game as the page's API gives it (from the engine, for a game on the phone). */
    private static JsonNode pageGame(String id) {
        String text = (String) asyncScript("const done = arguments[arguments.length - 1];"
                + " import('./js/api.js').then((m) => m.api.game(arguments[0])).then((g) => done(JSON.stringify(g)),"
                + " (e) => done(JSON.stringify({failed: e.message})));", id);
        try {
            JsonNode game = JSON.readTree(text);
            assertThat(game.has("failed")).as(text).isFalse();
            return game;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static HandRecord hand(String winner, Map<String, Long> scores, Map<String, String> tiles) {
        return new HandJson(TextOrNull.ofNullable(winner), null, null, new LinkedHashMap<>(scores),
                new LinkedHashMap<>(tiles), null).toRecord();
    }

    /** Switches the browser's network off or on (DevTools), as airplane mode does. */
    private static void offline(boolean off) {
        driver.executeCdpCommand("Network.enable", Map.of());
        driver.executeCdpCommand("Network.emulateNetworkConditions", Map.of("offline", off, "latency", 0,
                "downloadThroughput", -1, "uploadThroughput", -1));
    }

    /** Runs the command line in-process; its JSON output. */
    private static JsonNode cli(String... args) throws IOException {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = TallyCommand.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        assertThat(code).as("tally %s: %s", String.join(" ", args), err).isZero();
        return JSON.readTree(out.toString());
    }

    /** The games list with a phone game and a club game, and the phone game's table, in each language. */
    private static void screenshots(String phoneGame) throws IOException {
        JsonNode club = api("POST", "api/games", "{\"players\": [\"Eve\", \"Fay\", \"Gus\", \"Hal\"], \"ruleset\": \"bmja\"}");
        assertThat(club.path("id").asText()).isNotEmpty();
        // Home lists the club games this phone holds: this one is opened here with its edit key first.
        open("#/game/" + club.path("id").asText() + "?key=" + club.path("editKey").asText());
        for (String lang : List.of("en", "pl", "ru")) {
            useLanguage(lang);
            open("#/");
            find(css("[data-testid='game-link'][data-id='" + club.path("id").asText() + "']"));
            find(css("[data-testid='game-link'][data-id='" + phoneGame + "']"));
            assertThat(find(By.id("main")).getText()).as("the games list in " + lang).doesNotContain("null", "undefined");
            script("document.querySelector('[data-testid=games]').scrollIntoView({block: 'start'})");
            screenshot("games-" + lang);
            open("#/game/" + phoneGame);
            find(testId("compass"));
            assertThat(find(By.id("main")).getText()).as("the phone game's table in " + lang)
                    .doesNotContain("null", "undefined");
            screenshot("phone-table-" + lang);
            script("document.querySelector('[data-testid=phone-game]').scrollIntoView({block: 'start'})");
            screenshot("phone-table-where-" + lang);
            // With a club server there, the table chooses where a new game is kept: this phone unless it says.
            open("#/new");
            WebElement where = find(testId("where"));
            assertThat(where.findElement(By.cssSelector(".pill[data-value='phone'] input")).isSelected()).isTrue();
            script("arguments[0].scrollIntoView({block: 'center'})", where);
            screenshot("new-game-where-" + lang);
        }
        useLanguage("en");
    }
}
