/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * Penalties on the record screen: added in the inline panel, listed, saved with the hand of a
 * club game and of a game kept on the phone, each game's balances compared with what the API
 * answers for the same body, and the payments shown before Save with the penalty in them; a half-entered penalty kept over a reload; a bad amount refused at
 * the field before Save. Screenshots of the panel, of two penalties and of the payments with them
 * in en, pl and ru.
 */
class PenaltyPageTest extends BrowserTestBase {

    private static final String PLAYERS = "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"ruleset\": \"bmja\", \"options\": {}}";

    @Test
    void aClubGameDrawWithTwoPenalties() {
        String id = startGame("{}");
        click(testId("record-hand"));
        choose("[data-testid='winner']", "");
        addPenalty("Ann", "", "30", "falseMahjong", null);
        addPenalty("Bob", "Cid", "10", "other", "slow play");
        List<WebElement> lines = driver.findElements(testId("penalty-line"));
        assertThat(lines).extracting(WebElement::getText).containsExactly(
                "Ann pays Bob, Cid, Dee 30 each — false Mah-Jong\nRemove", "Bob pays Cid 10 — slow play\nRemove");
        click(testId("save-hand"));
        find(testId("last-hand"));
        find(css("[data-testid='last-hand'] [data-testid='penalties-view']"));

        String body = "{\"winner\": null, \"penalties\": ["
                + "{\"amount\": 30, \"payers\": [\"Ann\"], \"payees\": [\"Bob\", \"Cid\", \"Dee\"], \"reason\": \"false Mah-Jong\"},"
                + "{\"amount\": 10, \"payers\": [\"Bob\"], \"payees\": [\"Cid\"], \"reason\": \"slow play\"}]}";
        JsonNode saved = api("GET", "api/games/" + id, null).path("hands").get(0);
        assertThat(saved.path("record").path("penalties")).isEqualTo(parse(body).path("penalties"));
        assertThat(balances(saved)).isEqualTo(balances(sameBodyOnTheServer(body)));

        // Correcting the hand shows its penalties; one removed, the correction saved without it.
        open("#/game/" + id + "/hand/1");
        assertThat(find(testId("penalties")).findElements(testId("penalty-line"))).hasSize(2);
        click(testId("penalty-remove"));
        wait.until(d -> d.findElements(testId("penalty-line")).size() == 1);
        click(testId("save-hand"));
        find(testId("sheet"));
        JsonNode corrected = api("GET", "api/games/" + id, null).path("hands").get(0);
        assertThat(corrected.path("record").path("penalties")).hasSize(1);
        assertThat(corrected.path("record").path("penalties").get(0).path("payers").get(0).asText()).isEqualTo("Bob");
    }

    @Test
    void aPhoneGameWinWithAPenalty() {
        open("#/");
        String id = (String) asyncScript("const done = arguments[arguments.length - 1];"
                + " import('./js/local-games.js').then((m) => m.create(JSON.parse(arguments[0])))"
                + ".then((g) => done(g.id), (e) => done('failed: ' + e.message));", PLAYERS);
        assertThat(id).startsWith("ph-");
        open("#/game/" + id + "/record");
        choose("[data-testid='winner']", "Bob");
        String[][] scores = {{"Ann", "8"}, {"Bob", "40"}, {"Cid", "4"}, {"Dee", "0"}};
        for (String[] s : scores) {
            entryMode(s[0], "score");
            type(css(entry(s[0]) + " [data-testid='score-input']"), s[1]);
        }
        addPenalty("Dee", "Ann", "50", "wrongClaim", null);
        find(css("[data-testid='preview'] [data-testid='penalties-view']"));
        assertThat(find(css("main")).getText()).doesNotContainPattern("\\bnull\\b");

        String body = "{\"winner\": \"Bob\", \"scores\": {\"Ann\": 8, \"Bob\": 40, \"Cid\": 4, \"Dee\": 0}, \"penalties\": ["
                + "{\"amount\": 50, \"payers\": [\"Dee\"], \"payees\": [\"Ann\"], \"reason\": \"wrong claim\"}]}";
        JsonNode onTheServer = sameBodyOnTheServer(body);
        // The payments shown before Save have the penalty in their balances, as the hand saved has.
        wait.until(d -> previewBalances().equals(balancesBySeat(onTheServer)));
        click(testId("save-hand"));
        find(testId("last-hand"));

        JsonNode saved = pageGame(id).path("hands").get(0);
        assertThat(saved.path("record").path("penalties")).isEqualTo(parse(body).path("penalties"));
        assertThat(balances(saved)).isEqualTo(balances(onTheServer));
    }

    @Test
    void aHalfEnteredPenaltyOutlivesAReloadAndABadAmountIsRefusedAtTheField() {
        String id = startGame("{}");
        click(testId("record-hand"));
        choose("[data-testid='winner']", "");
        click(testId("add-penalty"));
        new Select(find(testId("penalty-payer"))).selectByValue("Cid");
        type(testId("penalty-amount"), "25");

        open("#/game/" + id + "/record");
        assertThat(new Select(find(testId("penalty-payer"))).getFirstSelectedOption().getAttribute("value")).isEqualTo("Cid");
        assertThat(find(testId("penalty-amount")).getAttribute("value")).isEqualTo("25");

        for (String[] bad : new String[][] {
                {"0", "A penalty is at least 1 point."},
                {"2000000", "A penalty is at most 1,000,000 points: check for an extra digit."},
                {"", "Type how many points the penalty is."}}) {
            type(testId("penalty-amount"), bad[0]);
            click(testId("penalty-confirm"));
            waitForText(testId("penalty-amount-error"), bad[1]);
            assertThat(driver.findElements(testId("penalty-line"))).isEmpty();
        }
        // Save with the penalty still open says so, and nothing is recorded.
        click(testId("save-hand"));
        waitForText(css(".save-bar .error"), "A penalty is still open: add it or cancel it first.");
        assertThat(api("GET", "api/games/" + id, null).path("hands")).isEmpty();
    }

    /**
     * The penalty panel with a refused amount, then two penalties and the preview, looked at in
     * every language (switched in place).
     */
    @Test
    void screenshotsOfThePanelAndTwoPenalties() {
        useLanguage("en");
        startGame("{}");
        click(testId("record-hand"));
        choose("[data-testid='winner']", "");
        addPenalty("Ann", "", "30", "falseMahjong", null);
        click(testId("add-penalty"));
        new Select(find(testId("penalty-payer"))).selectByValue("Bob");
        new Select(find(testId("penalty-payee"))).selectByValue("Cid");
        type(testId("penalty-amount"), "0");
        click(testId("penalty-confirm"));
        inEachLanguage(lang -> {
            find(testId("penalty-amount-error"));
            screenshotFrom("penalty-panel-" + lang, testId("penalties"));
        });
        type(testId("penalty-amount"), "10");
        new Select(find(testId("penalty-offence"))).selectByValue("wrongDiscard");
        click(testId("penalty-confirm"));
        wait.until(d -> d.findElements(testId("penalty-line")).size() == 2);
        inEachLanguage(lang -> {
            wait.until(d -> d.findElements(testId("penalty-line")).size() == 2);
            screenshotFrom("penalty-list-" + lang, testId("penalties"));
            find(css("[data-testid='preview'] [data-testid='balance-E']"));
            screenshotFrom("penalty-preview-" + lang, testId("preview"));
        });
    }

    /** Adds a penalty through the panel; payee "" is every other player, reason for "other" only. */
    private static void addPenalty(String payer, String payee, String amount, String offence, String reason) {
        int before = driver.findElements(testId("penalty-line")).size();
        click(testId("add-penalty"));
        new Select(find(testId("penalty-payer"))).selectByValue(payer);
        new Select(find(testId("penalty-payee"))).selectByValue(payee);
        type(testId("penalty-amount"), amount);
        new Select(find(testId("penalty-offence"))).selectByValue(offence);
        if (reason != null) {
            type(testId("penalty-reason"), reason);
        }
        click(testId("penalty-confirm"));
        wait.until(d -> d.findElements(testId("penalty-line")).size() == before + 1);
    }

    /** The first hand of a new club game of the same players given this body through the API. */
    private static JsonNode sameBodyOnTheServer(String body) {
        JsonNode game = api("POST", "api/games", PLAYERS);
        recordHand(game.get("id").asText(), game.get("editKey").asText(), body);
        return api("GET", "api/games/" + game.get("id").asText(), null).path("hands").get(0);
    }

    /** Each player's balance in a played hand, by name. */
    private static String balances(JsonNode hand) {
        StringBuilder out = new StringBuilder();
        hand.path("players").forEach(p -> out.append(p.path("name").asText()).append('=')
                .append(p.path("balance").asLong()).append(' '));
        return out.toString();
    }

    /** Each seat's balance in a played hand: "E=.. S=.. W=.. N=..". */
    private static String balancesBySeat(JsonNode hand) {
        StringBuilder out = new StringBuilder();
        for (String seat : List.of("E", "S", "W", "N")) {
            hand.path("players").forEach(p -> {
                if (p.path("seat").asText().equals(seat)) {
                    out.append(seat).append('=').append(p.path("balance").asLong()).append(' ');
                }
            });
        }
        return out.toString();
    }

    /** Each seat's balance in the record screen's payments, as {@link #balancesBySeat} writes them. */
    private static String previewBalances() {
        StringBuilder out = new StringBuilder();
        for (String seat : List.of("E", "S", "W", "N")) {
            List<WebElement> cell = driver.findElements(css("[data-testid='preview'] [data-testid='balance-" + seat + "']"));
            try {
                out.append(seat).append('=').append(cell.isEmpty() ? "?" : cell.get(0).getAttribute("data-value")).append(' ');
            } catch (StaleElementReferenceException redrawn) {
                return "redrawn";
            }
        }
        return out.toString();
    }

    /** The game as the page's API gives it (from the engine, for a game on the phone). */
    private static JsonNode pageGame(String id) {
        String text = (String) asyncScript("const done = arguments[arguments.length - 1];"
                + " import('./js/api.js').then((m) => m.api.game(arguments[0])).then((g) => done(JSON.stringify(g)),"
                + " (e) => done(JSON.stringify({failed: e.message})));", id);
        JsonNode game = parse(text);
        assertThat(game.has("failed")).as(text).isFalse();
        return game;
    }

    private static JsonNode parse(String text) {
        try {
            return JSON.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
