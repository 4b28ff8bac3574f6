/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The score sheet of a game of 5,000 hands (drawn whole, it took 7.6 s to
 * show): a page of 50 hands at a time, the latest first, with the first and last pages and
 * those between showing exactly the hands the server has. How long it takes is printed, not
 * asserted. Printed, a game of two pages is every hand of it; one too long to print whole, the
 * page shown, saying so.
 */
class LongSheetTest extends BrowserTestBase {

    private static final int HANDS = 5_000;

    private static String id;
    private static String key;
    private static JsonNode game;
    /** A game of 60 hands: two pages on screen, printed whole. */
    private static String sixty;

    @BeforeAll
    static void gamesOf5000And60Hands() throws IOException {
        JsonNode imported = api("POST", "api/games/import", JSON.writeValueAsString(gameFile(HANDS)));
        id = imported.path("id").asText();
        key = imported.path("editKey").asText();
        game = api("GET", "api/games/" + id, null);
        assertThat(game.path("hands").size()).isEqualTo(HANDS);
        sixty = api("POST", "api/games/import", JSON.writeValueAsString(gameFile(60))).path("id").asText();
    }

    /** The file of a game of so many hands. */
    private static ObjectNode gameFile(int count) {
        JsonNode started = api("POST", "api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}");
        ObjectNode file = (ObjectNode) api("GET", "api/games/" + started.path("id").asText() + "/export.json", null);
        ArrayNode hands = file.putArray("hands");
        for (int n = 1; n <= count; n++) {
            ObjectNode hand = hands.addObject();
            // Ann is East and keeps the deal by winning; every tenth hand a draw.
            hand.set("winner", n % 10 == 0 ? null : JSON.getNodeFactory().textNode("Ann"));
            ObjectNode scores = hand.putObject("scores");
            if (n % 10 != 0) {
                scores.put("Ann", 20 + n % 300);
                scores.put("Bob", n % 60);
                scores.put("Cid", n % 40);
                scores.put("Dee", n % 50);
            }
        }
        return file;
    }

    @Test
    void theSheetOpensOnTheLatestHandsAndPagesToTheFirst() {
        open("#/game/" + id + "?key=" + key);
        long start = System.nanoTime();
        openSheet();
        System.out.printf("LongSheetTest: the sheet of %d hands showed in %d ms%n", HANDS,
                (System.nanoTime() - start) / 1_000_000);

        assertPage(4_951, 5_000, "Hands 4,951–5,000 of 5,000");
        assertThat(find(testId("page-later-top")).isEnabled()).isFalse();
        assertThat(find(testId("page-last-bottom")).isEnabled()).isFalse();
        screenshot("20-long-sheet-last");

        click(testId("page-first-top"));
        assertPage(1, 50, "Hands 1–50 of 5,000");
        assertThat(find(testId("page-earlier-top")).isEnabled()).isFalse();
        screenshot("21-long-sheet-first");

        click(testId("page-later-bottom"));
        assertPage(51, 100, "Hands 51–100 of 5,000");
        click(testId("page-last-top"));
        assertPage(4_951, 5_000, "Hands 4,951–5,000 of 5,000");
        click(testId("page-earlier-top"));
        assertPage(4_901, 4_950, "Hands 4,901–4,950 of 5,000");

        // The game's totals stay those of the whole game, whatever the page.
        for (String name : new String[] {"Ann", "Bob", "Cid", "Dee"}) {
            assertThat(valueOf(testId("sheet-total-" + name))).isEqualTo(game.path("totals").path(name).asLong());
        }
    }

    @Test
    void aHandOnAnEarlierPageOpensAndTheSheetStaysOnItsPage() {
        open("#/game/" + id + "?key=" + key);
        openSheet();
        click(testId("page-first-top"));
        click(css("[data-testid='row-7'] .row-toggle"));
        find(testId("breakdown-7"));
        assertPage(1, 50, "Hands 1–50 of 5,000");
    }

    @Test
    void thePagerReadsInPolishAndRussian() {
        for (String[] lang : new String[][] {{"pl", "Rozdania 1–50 z 5000", "Pierwsze"},
            {"ru", "Раздачи 1–50 из 5 000", "Первые"}}) {
            useLanguage(lang[0]);
            openSheet();
            click(testId("page-first-top"));
            waitForText(testId("page-shown-top"), lang[1]);
            assertThat(find(testId("page-first-bottom")).getText()).isEqualTo(lang[2]);
            screenshot("22-long-sheet-first-" + lang[0]);
            click(testId("page-last-top"));
            find(testId("row-5000"));
            screenshot("23-long-sheet-last-" + lang[0]);
        }
        useLanguage("en");
    }

    /**
     * Printed, a game of more than one page is the whole game, whichever page is on screen: every
     * hand from the first to the last, in order; on screen it is the same page after.
     */
    @Test
    void aGameOfTwoPagesPrintsEveryHand() {
        open("#/game/" + sixty + "/sheet");
        find(testId("row-60"));
        waitForText(testId("page-shown-top"), "Hands 51–60 of 60");
        assertThat(find(testId("print")).getText()).isEqualTo("Print all 60 hands");
        assertThat(driver.findElements(testId("print-part"))).isEmpty();

        PdfText printed = GameRecordTest.printed("24-sheet-of-60-printed-en");
        assertThat(handsOn(printed)).isEqualTo(IntStream.rangeClosed(1, 60).boxed().toList());
        assertThat(printed.text).doesNotContain("Hands 51–60");
        waitForText(testId("page-shown-top"), "Hands 51–60 of 60");
        assertThat(driver.findElements(css("[data-testid^='row-']"))).hasSize(10);
    }

    /**
     * A game too long to print whole prints the page shown, and says so on screen and on paper
     * (5,000 hands took Chromium more than ten minutes to lay out on paper).
     */
    @Test
    void aGameTooLongToPrintWholePrintsThePageShown() {
        openSheet();
        click(testId("page-first-top"));
        assertPage(1, 50, "Hands 1–50 of 5,000");
        assertThat(find(testId("print-part")).getText()).contains("400 hands");
        assertThat(find(testId("print")).getText()).isEqualTo("Print");

        PdfText printed = GameRecordTest.printed("25-long-sheet-printed-en");
        assertThat(handsOn(printed)).isEqualTo(IntStream.rangeClosed(1, 50).boxed().toList());
        assertThat(printed.text).contains("Hands 1–50 of 5,000");
        assertPage(1, 50, "Hands 1–50 of 5,000");
    }

    /** The numbers of the hands on a printed sheet, in the order printed (each row reads "7 East round"). */
    private static List<Integer> handsOn(PdfText printed) {
        Matcher row = Pattern.compile("(?<![\\d,])(\\d+) *(East|South|West|North) round").matcher(printed.text);
        List<Integer> numbers = new ArrayList<>();
        while (row.find()) {
            numbers.add(Integer.parseInt(row.group(1)));
        }
        return numbers;
    }

    /** Opens the sheet, and waits until it shows its last hand (its first page, the latest hands). */
    private static void openSheet() {
        open("#/game/" + id + "/sheet");
        find(testId("row-5000"));
    }

    /** The sheet shows hands {@code from} to {@code to} as the server has them, and says so, top and bottom. */
    private static void assertPage(int from, int to, String said) {
        waitForText(testId("page-shown-top"), said);
        assertThat(find(testId("page-shown-bottom")).getText()).isEqualTo(said);
        assertThat(driver.findElements(css("[data-testid^='row-']"))).hasSize(to - from + 1);
        for (int n : new int[] {from, (from + to) / 2, to}) {
            JsonNode hand = game.path("hands").path(n - 1);
            assertThat(find(testId("row-" + n)).getAttribute("data-winner")).isEqualTo(hand.path("winner").asText(""));
            for (JsonNode p : hand.path("players")) {
                String name = p.path("name").asText();
                assertThat(valueOf(testId("bal-" + n + "-" + name))).as("hand %d, %s", n, name)
                        .isEqualTo(p.path("balance").asLong());
            }
        }
        assertThat(driver.findElements(testId("row-" + (from - 1)))).isEmpty();
        assertThat(driver.findElements(testId("row-" + (to + 1)))).isEmpty();
    }
}
