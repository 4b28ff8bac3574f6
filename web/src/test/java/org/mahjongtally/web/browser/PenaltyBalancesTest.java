/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A penalty is part of a hand's balances wherever the page shows them: the table's last hand,
 * the sheet's row and its breakdown, the printed sheet; each number is the one the server books
 * for the player (its API's {@code players[].balance}). A draw with a penalty never says that
 * nothing is paid; the sheet marks each player's part of the penalties, and a hand of typed
 * scores is not called self-drawn. Screenshots of the table, the sheet and its print in en, pl, ru.
 */
class PenaltyBalancesTest extends BrowserTestBase {

    /** Bob wins on typed scores, Ann East; Dee pays Ann 50 for a wrong claim. */
    private static final String WIN = "{\"winner\": \"Bob\", \"scores\": {\"Ann\": 8, \"Bob\": 40, \"Cid\": 4, \"Dee\": 0},"
            + " \"penalties\": [{\"amount\": 50, \"payers\": [\"Dee\"], \"payees\": [\"Ann\"], \"reason\": \"wrong claim\"}]}";
    /** A draw, Bob East; Ann pays each of the others 30 for a false Mah-Jong. */
    private static final String DRAW = "{\"winner\": null, \"penalties\": [{\"amount\": 30, \"payers\": [\"Ann\"],"
            + " \"payees\": [\"Bob\", \"Cid\", \"Dee\"], \"reason\": \"false Mah-Jong\"}]}";

    @AfterEach
    void screenAsUsual() {
        driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", ""));
        phoneWidth(WIDTH);
        useLanguage("en");
    }

    @Test
    void theTableShowsTheDrawsPenaltiesAsItsBalancesAndNeverSaysNothingIsPaid() {
        String[] game = gameWithPenalties();
        open("#/game/" + game[0] + "?key=" + game[1]);
        JsonNode draw = serverHand(game[0], 2);
        // The engine books Ann (North) -90 and the others +30 each.
        assertThat(balancesBySeat(draw)).isEqualTo(Map.of("E", 30L, "S", 30L, "W", 30L, "N", -90L));
        String lastHand = "[data-testid='last-hand'] ";
        for (String seat : List.of("E", "S", "W", "N")) {
            waitForValue(css(lastHand + "[data-testid='balance-" + seat + "']"), balancesBySeat(draw).get(seat));
        }
        String text = find(css(lastHand + "[data-testid='settlement']")).getText();
        assertThat(text).doesNotContain("nothing is paid");
        waitForText(css(lastHand + "[data-testid='draw-note']"), "A draw: only the penalties below are paid.");
        // The penalty is listed among what is paid, as each hand-over of 30.
        assertThat(driver.findElements(css(lastHand + ".transfers li.penalty"))).hasSize(3);
    }

    @Test
    void theSheetRowItsBreakdownAndThePrintHaveThePenaltiesInTheBalances() {
        String[] game = gameWithPenalties();
        // Hand 3: Cid's tiles say he drew his winning tile from the wall: that one is self-drawn.
        recordHand(game[0], game[1], "{\"winner\": \"Cid\", \"scores\": {\"Ann\": 0, \"Bob\": 0, \"Dee\": 0},"
                + " \"hands\": {\"Cid\": \"[EEE] {9999c} 111d 234b GG win=G\"}}");
        open("#/game/" + game[0] + "/sheet?key=" + game[1]);
        find(testId("sheet"));
        waitForText(testId("mark-3-Cid"), "MJ · self-drawn");
        JsonNode win = serverHand(game[0], 1);
        for (JsonNode p : win.path("players")) {
            String name = p.path("name").asText();
            waitForValue(testId("bal-1-" + name), p.path("balance").asLong());
        }
        // Ann's part of the penalty is marked on her cell and Dee's on hers; Bob and Cid had none.
        waitForText(testId("penalty-1-Ann"), "penalty +50");
        waitForText(testId("penalty-1-Dee"), "penalty −50");
        assertThat(driver.findElements(testId("penalty-1-Bob"))).isEmpty();
        waitForText(testId("penalty-2-Ann"), "penalty −90");
        // Typed scores say nothing of how the tile came: not "self-drawn".
        waitForText(testId("mark-1-Bob"), "MJ");

        click(css(".row-toggle[data-number='1']"));
        String breakdown = "[data-testid='breakdown-1'] ";
        Map<String, Long> bySeat = balancesBySeat(win);
        // Ann, East, pays Bob 80 and gets 8 + 16 from Cid and Dee (-56); Dee's 50 makes it -6.
        assertThat(bySeat.get("E")).isEqualTo(-6L);
        for (String seat : List.of("E", "S", "W", "N")) {
            waitForValue(css(breakdown + "[data-testid='balance-" + seat + "']"), bySeat.get(seat));
        }
        assertThat(find(css(breakdown + "[data-testid='ending']")).getText())
                .isEqualTo("Scores typed in: how the winning tile came is not recorded");
        assertThat(find(css(breakdown)).getText()).doesNotContain("Self-drawn");

        click(css(".row-toggle[data-number='2']"));
        waitForText(css("[data-testid='breakdown-2'] [data-testid='draw-note']"), "A draw: only the penalties below are paid.");
        assertThat(find(css("[data-testid='breakdown-2']")).getText()).doesNotContain("nothing is paid");

        PdfText printed = GameRecordTest.printed("penalty-sheet-printed-en");
        assertThat(printed.text).containsPattern("penalty +\\+50").containsPattern("penalty +\\+30");
        assertThat(printed.text.split("self-drawn", -1)).as("only hand 3 is self-drawn").hasSize(2);
    }

    @Test
    void screenshotsOfTheTableTheSheetAndItsPrint() {
        String[] game = gameWithPenalties();
        for (String lang : List.of("en", "pl", "ru")) {
            useLanguage(lang);
            open("#/game/" + game[0] + "?key=" + game[1]);
            find(css("[data-testid='last-hand'] [data-testid='draw-note']"));
            click(css("[data-testid='last-hand'] details.payments summary"));
            screenshotFrom("penalty-table-" + lang, testId("last-hand"));
            assertThat(layoutProblems()).as("table, " + lang).isEmpty();

            open("#/game/" + game[0] + "/sheet");
            click(css(".row-toggle[data-number='1']"));
            find(testId("breakdown-1"));
            screenshotFrom("penalty-sheet-" + lang, testId("sheet"));
            screenshotFrom("penalty-breakdown-" + lang, css("[data-testid='breakdown-1'] [data-testid='settlement']"));
            assertThat(layoutProblems()).as("sheet, " + lang).isEmpty();
            phoneWidth(360);
            assertThat(layoutProblems()).as("sheet at 360 px, " + lang).isEmpty();
            screenshotFrom("penalty-sheet-360-" + lang, testId("sheet"));
            phoneWidth(WIDTH);

            // Printed: at phone width, and at the width of an A4 page (794 px at 96 dpi).
            driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", "print"));
            screenshotFrom("penalty-print-" + lang, testId("sheet"));
            driver.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", 794, "height", HEIGHT,
                    "deviceScaleFactor", 1, "mobile", false));
            screenshotFrom("penalty-print-a4-" + lang, css("h1"));
            phoneWidth(WIDTH);
            driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("media", ""));
        }
    }

    /** A club game of Ann, Bob, Cid and Dee with {@link #WIN} and {@link #DRAW}: {id, edit key}. */
    private static String[] gameWithPenalties() {
        JsonNode game = api("POST", "api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"ruleset\": \"bmja\"}");
        String id = game.get("id").asText();
        String key = game.get("editKey").asText();
        recordHand(id, key, WIN);
        recordHand(id, key, DRAW);
        return new String[] {id, key};
    }

    /** Hand n as the server books it. */
    private static JsonNode serverHand(String id, int n) {
        return api("GET", "api/games/" + id, null).path("hands").get(n - 1);
    }

    /** Each player's booked balance in a hand, by the seat he sat in. */
    private static Map<String, Long> balancesBySeat(JsonNode hand) {
        Map<String, Long> out = new java.util.TreeMap<>();
        hand.path("players").forEach(p -> out.put(p.path("seat").asText(), p.path("balance").asLong()));
        return out;
    }

    /** A page wider than the window, or a word that should never be shown. */
    @SuppressWarnings("unchecked")
    private static List<String> layoutProblems() {
        return (List<String>) script(String.join("\n",
                "const out = [];",
                "const text = document.body.innerText;",
                "const word = text.match(/\\b(null|undefined|NaN)\\b|\\b[a-z]+\\.[a-z]+[A-Z]\\w*\\b/);",
                "if (word) out.push('shows ' + word[0]);",
                "const page = document.documentElement;",
                "if (page.scrollWidth > page.clientWidth) out.push('the page is ' + page.scrollWidth + ' px wide');",
                "return out;"));
    }
}
