/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.WebElement;

/**
 * Deleting or correcting a hand that moves the deal says, before it is confirmed, which later
 * hands change (who is East in them) and the totals that move, as the engine replays the game;
 * what it says is what the server then books. Screenshots of both in en, pl and ru.
 */
class DealMovesTest extends BrowserTestBase {

    private static final String PLAYERS = "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"ruleset\": \"bmja\"}";

    @AfterEach
    void inEnglish() {
        phoneWidth(WIDTH);
        useLanguage("en");
    }

    /**
     * Bob wins hand 1 (Ann East: the deal passes to Bob) and hand 2 (as East, he keeps it); Dee
     * wins hand 3, Cid hand 4. Without hand 1, hand 2 is hand 1 with Ann East: only it moves.
     */
    @Test
    void deletingAHandThatPassedTheDealSaysWhichLaterHandHasAnotherEast() {
        String[] game = game(
                win("Bob", 10, 40, 20, 4), win("Bob", 0, 30, 2, 8), win("Dee", 4, 0, 12, 50), win("Cid", 6, 2, 36, 0));
        Map<String, Long> before = totals(game[0]);
        openWithKey(game);
        open("#/game/" + game[0] + "/sheet");
        click(css(".row-toggle[data-number='1']"));
        click(testId("delete-1"));
        wait.until(d -> "true".equals(d.findElement(testId("delete-moves-1")).getAttribute("data-ready")));
        List<WebElement> moved = driver.findElements(testId("moved-hand"));
        assertThat(moved).hasSize(1);
        assertThat(moved.get(0).getAttribute("data-from")).isEqualTo("2");
        assertThat(moved.get(0).getAttribute("data-to")).isEqualTo("1");
        assertThat(moved.get(0).getText()).isEqualTo("Hand 2 (hand 1 once deleted): Ann is East, not Bob");
        Map<String, Long> promisedBefore = totalsShown("before");
        Map<String, Long> promised = totalsShown("after");
        assertThat(promisedBefore).isEqualTo(changed(before, promised));
        assertThat(api("GET", "api/games/" + game[0], null).path("hands")).as("nothing deleted yet").hasSize(4);

        click(testId("confirm-delete-1"));
        wait.until(d -> api("GET", "api/games/" + game[0], null).path("hands").size() == 3);
        JsonNode after = api("GET", "api/games/" + game[0], null);
        assertThat(after.path("hands").get(0).path("east").asText()).isEqualTo("Ann");
        assertThat(changed(totals(game[0]), promised)).as("the totals promised are booked").isEqualTo(promised);
        assertThat(totals(game[0])).isNotEqualTo(before);
    }

    /**
     * Ann wins hand 1 as East (she keeps the deal), Cid hand 2, Dee hand 3. Corrected to Bob's
     * win, hand 1 passes the deal: Bob is East in hand 2 and Cid in hand 3. The correction says
     * so before it is saved, and saves only once confirmed.
     */
    @Test
    void aCorrectionThatPassesTheDealSaysHowBeforeItIsSaved() {
        String[] game = game(win("Ann", 40, 10, 2, 4), win("Cid", 0, 8, 30, 2), win("Dee", 4, 0, 12, 50));
        openWithKey(game);
        open("#/game/" + game[0] + "/hand/1");
        click(testId("change-winner"));
        choose("[data-testid='winner']", "Bob");
        click(testId("save-hand"));
        find(testId("correction-moves"));
        List<WebElement> moved = driver.findElements(testId("moved-hand"));
        assertThat(moved).extracting(WebElement::getText).containsExactly(
                "Hand 2: Bob is East, not Ann", "Hand 3: Cid is East, not Bob");
        Map<String, Long> promised = totalsShown("after");
        assertThat(api("GET", "api/games/" + game[0], null).path("hands").get(0).path("winner").asText())
                .as("not saved before it is confirmed").isEqualTo("Ann");

        click(testId("confirm-correction"));
        find(testId("sheet"));
        JsonNode after = api("GET", "api/games/" + game[0], null);
        assertThat(after.path("hands").get(0).path("winner").asText()).isEqualTo("Bob");
        assertThat(after.path("hands").get(1).path("east").asText()).isEqualTo("Bob");
        assertThat(after.path("hands").get(2).path("east").asText()).isEqualTo("Cid");
        assertThat(changed(totals(game[0]), promised)).as("the totals promised are booked").isEqualTo(promised);
    }

    /** The same for a game kept on the phone: the engine in the page replays its file. */
    @Test
    void aPhoneGameSaysTheSameBeforeAHandIsDeleted() {
        open("#/");
        String hands = "[" + String.join(",", win("Bob", 10, 40, 20, 4), win("Bob", 0, 30, 2, 8),
                win("Dee", 4, 0, 12, 50)) + "]";
        String id = (String) asyncScript("const done = arguments[arguments.length - 1];"
                + " import('./js/local-games.js').then(async (m) => {"
                + "   const g = await m.create(JSON.parse(arguments[0]));"
                + "   for (const hand of JSON.parse(arguments[1])) await m.recordHand(g.id, hand);"
                + "   return g.id; })"
                + ".then((id) => done(id), (e) => done('failed: ' + e.message));", PLAYERS, hands);
        assertThat(id).startsWith("ph-");
        open("#/game/" + id + "/sheet");
        click(css(".row-toggle[data-number='1']"));
        click(testId("delete-1"));
        wait.until(d -> "true".equals(d.findElement(testId("delete-moves-1")).getAttribute("data-ready")));
        assertThat(driver.findElements(testId("moved-hand"))).extracting(WebElement::getText)
                .containsExactly("Hand 2 (hand 1 once deleted): Ann is East, not Bob");
        Map<String, Long> promised = totalsShown("after");
        click(testId("confirm-delete-1"));
        wait.until(d -> d.findElements(css(".row-toggle[data-number='3']")).isEmpty());
        for (Map.Entry<String, Long> total : promised.entrySet()) {
            waitForValue(testId("sheet-total-" + total.getKey()), total.getValue());
        }
    }

    @Test
    void screenshotsOfWhatMovesInEachLanguage() {
        for (String lang : List.of("en", "pl", "ru")) {
            useLanguage(lang);
            String[] game = game(win("Bob", 10, 40, 20, 4), win("Bob", 0, 30, 2, 8), win("Dee", 4, 0, 12, 50));
            openWithKey(game);
        open("#/game/" + game[0] + "/sheet");
            click(css(".row-toggle[data-number='1']"));
            click(testId("delete-1"));
            wait.until(d -> "true".equals(d.findElement(testId("delete-moves-1")).getAttribute("data-ready")));
            find(testId("deal-moves"));
            screenshotFrom("deal-moves-delete-" + lang, testId("delete-moves-1"));
            assertThat(layoutProblems()).as("delete, " + lang).isEmpty();

            open("#/game/" + game[0] + "/hand/2");
            click(testId("change-winner"));
            choose("[data-testid='winner']", "Cid");
            click(testId("save-hand"));
            find(testId("moved-hand"));
            screenshotFrom("deal-moves-correct-" + lang, testId("correction-moves"));
            assertThat(layoutProblems()).as("correction, " + lang).isEmpty();
            phoneWidth(360);
            assertThat(layoutProblems()).as("correction at 360 px, " + lang).isEmpty();
            screenshotFrom("deal-moves-correct-360-" + lang, testId("correction-moves"));
            phoneWidth(WIDTH);
        }
    }

    /** Opens a club game's table by its edit link, so that the phone keeps its edit key. */
    private static void openWithKey(String[] game) {
        open("#/game/" + game[0] + "?key=" + game[1]);
        find(testId("record-hand"));
    }

    /** A hand won on typed scores of Ann, Bob, Cid and Dee. */
    private static String win(String winner, long ann, long bob, long cid, long dee) {
        return "{\"winner\": \"" + winner + "\", \"scores\": {\"Ann\": " + ann + ", \"Bob\": " + bob
                + ", \"Cid\": " + cid + ", \"Dee\": " + dee + "}}";
    }

    /** A club game with these hands: {id, edit key}. */
    private static String[] game(String... hands) {
        JsonNode game = api("POST", "api/games", PLAYERS);
        String id = game.get("id").asText();
        String key = game.get("editKey").asText();
        for (String hand : hands) {
            recordHand(id, key, hand);
        }
        return new String[] {id, key};
    }

    private static Map<String, Long> totals(String id) {
        Map<String, Long> out = new LinkedHashMap<>();
        api("GET", "api/games/" + id, null).path("totals").fields()
                .forEachRemaining(e -> out.put(e.getKey(), e.getValue().asLong()));
        return out;
    }

    /** The totals said to move, before or after, by player. */
    private static Map<String, Long> totalsShown(String which) {
        Map<String, Long> out = new LinkedHashMap<>();
        for (WebElement line : driver.findElements(testId("moved-total"))) {
            out.put(line.getAttribute("data-player"),
                    Long.parseLong(line.findElement(css(".amount." + which)).getAttribute("data-value")));
        }
        assertThat(out).as("totals that move").isNotEmpty();
        return out;
    }

    /** Of these totals, those of the players named in `shown`. */
    private static Map<String, Long> changed(Map<String, Long> all, Map<String, Long> shown) {
        Map<String, Long> out = new LinkedHashMap<>();
        shown.keySet().forEach(name -> out.put(name, all.get(name)));
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
