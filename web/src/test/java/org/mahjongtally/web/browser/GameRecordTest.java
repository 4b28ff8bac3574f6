/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.WebElement;

/**
 * The game's record on the table, the score sheet, the chart, the club's standings and a player's
 * page: numbers as the page's language writes them, plurals right, how each hand ended, the
 * players in their places all game, a printed record. (That no screen shows "null" or is wider
 * than a phone, in any language, is ScreenSweepTest's.)
 */
class GameRecordTest extends BrowserTestBase {

    /**
     * Ann, Bob, Cid, Dee with stakes: Dee wins on Cid's discard, a draw, Bob wins a limit on typed
     * scores with no discarder named (how his tile came is not recorded).
     */
    private static JsonNode played;
    private static String playedKey;
    /** Bob, Eve, Fay, Gus: Bob wins four hands, the last on Fay's discard. */
    private static JsonNode second;
    /** A game without hands. */
    private static JsonNode fresh;

    @BeforeAll
    static void games() {
        JsonNode a = api("POST", "api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"ruleset\": \"bmja\","
                + " \"options\": {\"stakes\": {\"perPoint\": \"0.05\", \"currency\": \"EUR\"}}}");
        playedKey = a.path("editKey").asText();
        String id = a.path("id").asText();
        recordHand(id, playedKey, "{\"winner\": \"Dee\", \"discarder\": \"Cid\", \"scores\": {\"Ann\": 8, \"Bob\": 12,"
                + " \"Cid\": 0}, \"hands\": {\"Dee\": \"[EEE] {9999c} 111d 234b GG f1 s4 win=G by=discard\"}}");
        recordHand(id, playedKey, "{\"winner\": null, \"scores\": {}}");
        recordHand(id, playedKey, "{\"winner\": \"Bob\", \"scores\": {\"Bob\": 1000, \"Ann\": 4, \"Cid\": 0, \"Dee\": 2}}");
        played = api("GET", "api/games/" + id, null);

        JsonNode b = api("POST", "api/games", "{\"players\": [\"Bob\", \"Eve\", \"Fay\", \"Gus\"], \"ruleset\": \"bmja\"}");
        String bid = b.path("id").asText();
        for (int i = 0; i < 3; i++) {
            recordHand(bid, b.path("editKey").asText(), "{\"winner\": \"Bob\", \"scores\": {\"Bob\": 20, \"Eve\": 4,"
                    + " \"Fay\": 0, \"Gus\": 2}}");
        }
        recordHand(bid, b.path("editKey").asText(), "{\"winner\": \"Bob\", \"discarder\": \"Fay\", \"scores\":"
                + " {\"Bob\": 20, \"Eve\": 4, \"Fay\": 0, \"Gus\": 2}}");
        second = api("GET", "api/games/" + bid, null);

        fresh = api("POST", "api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}");
    }

    @AfterEach
    void backToEnglishAtPhoneSize() {
        phoneWidth(WIDTH);
        script("localStorage.setItem('mahjong-tally.lang', 'en')");
    }

    /** Defect 7: grouped numbers with a true minus, money with its decimals, plurals in each language. */
    @Test
    void numbersAndPluralsAsEachLanguageWritesThem() {
        JsonNode ann = standing(played, "Ann");
        // Dee's summary, then Bob's, as each language writes them
        Map<String, List<String>> summary = Map.of(
                "en", List.of("1 game, 1 hand won", "2 games, 5 hands won"),
                "pl", List.of("1 gra, 1 wygrane rozdanie", "2 gry, 5 wygranych rozdań"),
                "ru", List.of("1 игра, 1 выигранная раздача", "2 игры, 5 выигранных раздач"));
        // Each screen opened once and read in every language (switched in place).
        useLanguage("en");
        open("#/player/" + playerId("Dee"));
        inEachLanguage(lang -> assertThat(find(testId("player-summary")).getText()).startsWith(summary.get(lang).get(0) + ","));
        show("#/player/" + playerId("Bob"));
        inEachLanguage(lang -> {
            assertThat(find(testId("player-summary")).getText()).startsWith(summary.get(lang).get(1) + ",");
            assertThat(find(css("main")).getText()).doesNotContainPattern("\\d\\.0\\b").doesNotContainPattern("-\\d");
        });

        show("#/standings");
        inEachLanguage(lang -> {
            String annRow = find(css("[data-testid='standings'] tr[data-player='" + playerId("Ann") + "']")).getText();
            assertThat(annRow).contains(grouped(ann.path("total").asLong(), lang), money(ann.path("money").asText(), lang) + " EUR");
            assertThat(find(testId("standings")).getText()).doesNotContainPattern("\\d\\.0\\b").doesNotContainPattern("-\\d");
        });

        // Ann has lost more tallies than she started with: the table says so, at her seat and under the standings.
        show("#/game/" + played.path("id").asText());
        inEachLanguage(lang -> {
            WebElement seat = find(css(".seat[data-player='Ann']"));
            assertThat(seat.findElement(testId("tallies-below")).getText())
                    .startsWith(grouped(ann.path("tallies").asLong(), lang));
            assertThat(find(css("[data-testid='game-standings'] tr[data-player='Ann']")).getText())
                    .contains(grouped(ann.path("tallies").asLong(), lang), money(ann.path("money").asText(), lang));
            find(testId("tallies-warning"));
            assertThat(driver.findElements(css(".seat[data-player='Bob'] [data-testid='tallies-below']"))).isEmpty();
        });
    }

    /**
     * Defect 8: the last hand and the sheet say on whose discard a hand was won or that it was
     * self-drawn, and label a draw; each cell shows the seat wind and hand score, East marked;
     * the winner stands out; the rules used open on a tap.
     */
    @Test
    void theSheetSaysHowEachHandEndedWhoSatWhereAndTheRules() {
        open("#/game/" + second.path("id").asText());
        assertThat(find(css("[data-testid='last-hand'] [data-testid='ending']")).getText()).isEqualTo("On Fay’s discard");
        open("#/game/" + played.path("id").asText());
        // Typed scores without a discarder do not say how the tile came: never "Self-drawn".
        assertThat(find(css("[data-testid='last-hand'] [data-testid='ending']")).getText())
                .isEqualTo("Scores typed in: how the winning tile came is not recorded");

        open("#/game/" + played.path("id").asText() + "/sheet");
        find(testId("sheet"));
        for (JsonNode hand : played.path("hands")) {
            int n = hand.path("number").asInt();
            for (JsonNode p : hand.path("players")) {
                String name = p.path("name").asText();
                WebElement cell = find(css("[data-testid='row-" + n + "'] td[data-player='" + name + "']"));
                assertThat(cell.getAttribute("data-seat")).isEqualTo(p.path("seat").asText());
                assertThat(cell.findElement(css(".seat-mark")).getText()).isEqualTo(p.path("seat").asText());
                assertThat(cell.getAttribute("class").contains("east")).isEqualTo(name.equals(hand.path("east").asText()));
                assertThat(cell.getAttribute("class").contains("won")).isEqualTo(name.equals(hand.path("winner").asText()));
                if (!hand.path("winner").isNull()) {
                    assertThat(cell.findElement(css(".hand-score")).getText()).isEqualTo(grouped(p.path("score").asLong(), "en"));
                }
            }
        }
        assertThat(find(testId("mark-1-Cid")).getText()).isEqualTo("discarded");
        assertThat(find(testId("mark-1-Dee")).getText()).isEqualTo("MJ");
        assertThat(find(testId("mark-3-Bob")).getText()).isEqualTo("MJ");
        assertThat(find(css("[data-testid='row-2'] .row-draw")).getText()).isEqualTo("Draw");
        assertThat(find(css("[data-testid='row-2'] .row-wind")).getText()).isEqualTo("East round");

        click(css("[data-testid='row-1'] .row-toggle"));
        assertThat(find(css("[data-testid='breakdown-1'] [data-testid='ending']")).getText()).isEqualTo("On Cid’s discard");
        click(css("[data-testid='row-2'] .row-toggle"));
        assertThat(find(css("[data-testid='breakdown-2'] [data-testid='ending']")).getText()).isEqualTo("A draw: nobody went Mah-Jong.");

        assertThat(find(testId("rules-used")).getText()).contains("Rules:", played.path("ruleset").path("name").asText());
        click(css("[data-testid='rules-used'] summary"));
        assertThat(find(css("[data-testid='rules-used'] dl")).getText())
                .contains("Limit", grouped(played.path("settlement").path("limit").asLong(), "en"), "Four rounds");
        screenshotFrom("16-sheet-rules-en", testId("rules-used"));
    }

    /** Each player keeps his place at the table picture all game; the dealer's mark moves. */
    @Test
    void thePlayersKeepTheirPlacesAndTheDealerMoves() {
        open("#/game/" + played.path("id").asText() + "?key=" + playedKey);
        WebElement felt = find(testId("prevailing"));
        JsonNode first = played.path("hands").path(0).path("players");
        JsonNode next = played.path("next");
        assertThat(next.path("east").asText()).isNotEqualTo(played.path("hands").path(0).path("east").asText());
        for (JsonNode p : first) {
            String name = p.path("name").asText();
            WebElement card = find(css(".seat[data-player='" + name + "']"));
            // where the card is drawn: East's place at the bottom, South right, West top, North left
            Map<String, Boolean> where = Map.of(
                    "E", card.getRect().getY() > felt.getRect().getY() + felt.getRect().getHeight() - 1,
                    "S", card.getRect().getX() > felt.getRect().getX() + felt.getRect().getWidth() - 1,
                    "W", card.getRect().getY() + card.getRect().getHeight() < felt.getRect().getY() + 1,
                    "N", card.getRect().getX() + card.getRect().getWidth() < felt.getRect().getX() + 1);
            assertThat(where.get(p.path("seat").asText())).as("%s keeps the place of hand 1", name).isTrue();
            String seatNow = next.path("seats").path(name).asText();
            assertThat(card.getAttribute("data-testid")).isEqualTo("seat-" + seatNow);
            assertThat(card.getAttribute("class").contains("dealer")).as(name + " deals")
                    .isEqualTo(name.equals(next.path("east").asText()));
        }
    }

    /**
     * A printed record: the sheet and the standings printed to PDF (as the browser's print
     * does) have pages with the players' names and the rules, and none of the page's bars and
     * buttons; the PDFs are kept beside the screenshots.
     */
    @Test
    void theSheetAndTheStandingsPrintAsARecord() {
        open("#/game/" + played.path("id").asText() + "?key=" + playedKey);
        click(testId("tab-sheet"));
        find(testId("sheet"));
        PdfText sheet = printed("17-sheet-printed-en");
        assertThat(sheet.pages).isPositive();
        assertThat(sheet.text).contains("Score sheet", "Ann", "Bob", "Cid", "Dee",
                played.path("ruleset").path("name").asText(), "Limit", "discarded", "Draw",
                grouped(played.path("totals").path("Ann").asLong(), "en"));
        assertThat(sheet.text).doesNotContain("Record hand", "Print", "Settle", "Chart", "Mahjong Tally");

        useLanguage("ru");
        open("#/standings");
        find(testId("standings"));
        PdfText standings = printed("18-standings-printed-ru");
        assertThat(standings.pages).isPositive();
        assertThat(standings.text).contains("Таблица клуба", "Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus");
        assertThat(standings.text).doesNotContain("Показать", "Печать", "Расчёт");
    }

    /**
     * The page printed to PDF by Chromium, read back; kept under the name given beside the
     * screenshots when they are asked for.
     */
    static PdfText printed(String name) {
        Map<String, Object> answer = driver.executeCdpCommand("Page.printToPDF", Map.of("printBackground", true));
        byte[] pdf = Base64.getDecoder().decode((String) answer.get("data"));
        if (TAKE_SCREENSHOTS) {
            try {
                Files.createDirectories(SCREENSHOTS);
                Files.write(SCREENSHOTS.resolve(name + ".pdf"), pdf);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return PdfText.of(pdf);
    }

    private static JsonNode standing(JsonNode game, String name) {
        for (JsonNode s : game.path("standings")) {
            if (s.path("player").asText().equals(name)) {
                return s;
            }
        }
        throw new AssertionError(name + " is not in the standings");
    }

    private static String playerId(String name) {
        for (JsonNode p : api("GET", "api/players", null)) {
            if (p.path("name").asText().equals(name)) {
                return p.path("id").asText();
            }
        }
        throw new AssertionError(name + " is not a player of the club");
    }

    /**
     * A whole number as the language writes it, as the page shows it to Selenium: a true minus;
     * groups of three with a comma (English), a space (Russian), a space from five digits on
     * (Polish).
     */
    private static String grouped(long n, String lang) {
        String digits = String.valueOf(Math.abs(n));
        boolean group = !lang.equals("pl") || digits.length() > 4;
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < digits.length(); i++) {
            if (group && i > 0 && (digits.length() - i) % 3 == 0) {
                out.append(lang.equals("en") ? ',' : ' ');
            }
            out.append(digits.charAt(i));
        }
        return (n < 0 ? "\u2212" : "") + out;
    }

    /** An amount of money as the server gives it ("-128.90"), as the language writes it. */
    private static String money(String value, String lang) {
        BigDecimal amount = new BigDecimal(value);
        long whole = amount.abs().longValue();
        String cents = amount.abs().setScale(2, java.math.RoundingMode.HALF_UP).toPlainString().replaceFirst("^\\d+\\.", "");
        String text = grouped(whole, lang) + (cents.equals("00") ? "" : (lang.equals("en") ? "." : ",") + cents);
        return (amount.signum() < 0 ? "\u2212" : "") + text;
    }
}
