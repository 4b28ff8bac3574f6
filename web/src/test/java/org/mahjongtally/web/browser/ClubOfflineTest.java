/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Club games (kept on the server) with the connection cut: hands recorded meanwhile are kept on
 * the phone, shown as not yet sent, survive a reload, and reach the server once each, in order,
 * when the connection returns, even when the answer to one of them is lost on the way; a game
 * changed meanwhile from another phone (here the server's API) is a conflict shown in words, and
 * the table chooses, without a hand lost or overwritten.
 */
class ClubOfflineTest extends BrowserTestBase {

    /** Sending waits for the browser's "online" or its retry timer, which backs off while offline. */
    private static final Duration SENDING = Duration.ofSeconds(90);

    /** A hand as the page records it: the winner ("" for a draw) and each player's typed score. */
    private record Hand(String winner, Map<String, Long> scores) {
    }

    @AfterEach
    void networkBackOn() {
        OfflinePage.networkOffline(false);
    }

    @Test
    void threeHandsRecordedWithoutAConnectionReachTheServerOnceEachInOrder() {
        String[] game = clubGame();
        String id = game[0];
        OfflinePage.waitForWorker();
        List<Hand> hands = new ArrayList<>();
        hands.add(new Hand("Bob", scores(10, 40, 20, 4)));
        recordOnPage(hands.get(0), 1);
        assertThat(unsentShown()).isZero();

        OfflinePage.networkOffline(true);
        hands.add(new Hand("Cid", scores(0, 8, 60, 2)));
        recordOnPage(hands.get(1), 2);
        assertThat(find(testId("not-sent")).isDisplayed()).isTrue();
        hands.add(new Hand("", Map.of()));
        recordOnPage(hands.get(2), 3);
        assertThat(unsentShown()).isEqualTo(2);

        // A reload (a locked phone, a closed tab) while offline keeps what is not yet sent.
        driver.navigate().refresh();
        waitForScreen();
        waitForUnsent(2);
        assertThat(find(testId("where-line")).getText()).contains(OfflinePage.message("en", "where.server"));
        hands.add(new Hand("Dee", scores(4, 0, 12, 100)));
        recordOnPage(hands.get(3), 4);
        waitForUnsent(3);
        // The unsent hands are worked out by the engine in the page: Dee's payments are shown.
        assertThat(find(testId("unsent")).getText()).contains("Dee").contains("100");
        screenshotsInEachLanguage("club-unsent", testId("where-line"));
        assertThat(serverHands(id)).hasSize(1);

        // The answer to the first hand sent is lost: the server has it, the page does not know.
        script("const real = window.fetch; let lost = false;"
                + "window.fetch = async (url, init) => {"
                + "  const answer = await real(url, init);"
                + "  if (!lost && init && init.method === 'POST' && String(url).endsWith('/hands')) {"
                + "    lost = true; throw new TypeError('Failed to fetch');"
                + "  }"
                + "  return answer;"
                + "};");
        OfflinePage.networkOffline(false);
        waitUpTo(SENDING).withMessage("every hand sent").until(d -> unsentShown() == 0
                && !d.findElements(testId("last-hand")).isEmpty()
                && "false".equals(d.findElement(testId("last-hand")).getAttribute("data-unsent")));

        List<JsonNode> onServer = serverHands(id);
        assertThat(onServer).hasSize(hands.size());
        for (int i = 0; i < hands.size(); i++) {
            assertHand(onServer.get(i), i + 1, hands.get(i));
        }
    }

    @Test
    void aGameChangedFromAnotherPhoneMeanwhileIsShownBothWaysAndTheTableChooses() {
        String[] game = clubGame();
        String id = game[0];
        String key = game[1];
        recordHand(id, key, "{\"winner\": \"Bob\", \"scores\": {\"Ann\": 10, \"Bob\": 40, \"Cid\": 20, \"Dee\": 4}}");
        open("#/game/" + id);
        waitForText(css("[data-testid='last-hand'] h2"), "Hand 1: Bob went Mah-Jong");

        // This phone records hand 2 without a connection; another phone records its own hand 2.
        OfflinePage.networkOffline(true);
        Hand ours = new Hand("Ann", scores(50, 0, 8, 2));
        recordOnPage(ours, 2);
        recordHand(id, key, "{\"winner\": \"Cid\", \"scores\": {\"Ann\": 6, \"Bob\": 2, \"Cid\": 36, \"Dee\": 0}}");
        OfflinePage.networkOffline(false);

        waitUpTo(SENDING).withMessage("the conflict shown").until(d ->
                !d.findElements(testId("conflict")).isEmpty());
        String theirs = find(testId("their-changes")).getText();
        String mine = find(testId("our-changes")).getText();
        assertThat(theirs).contains("Hand 2: Cid went Mah-Jong").contains("Cid: 36 pts");
        assertThat(mine).contains("Hand 2: Ann went Mah-Jong").contains("Ann: 50 pts");
        // Nothing was overwritten: the server still has the other phone's hand 2, and only it.
        List<JsonNode> onServer = serverHands(id);
        assertThat(onServer).hasSize(2);
        assertThat(onServer.get(1).path("winner").asText()).isEqualTo("Cid");
        screenshotsInEachLanguage("club-conflict", testId("conflict"));

        // The table adds ours after theirs: both hands are kept, theirs first.
        tap(testId("add-after-theirs"));
        waitUpTo(SENDING).withMessage(() -> "our hand sent after theirs; the page shows: " + shown())
                .until(d -> serverHands(id).size() == 3);
        onServer = serverHands(id);
        assertThat(onServer.get(1).path("winner").asText()).isEqualTo("Cid");
        assertHand(onServer.get(2), 3, ours);
        wait.until(d -> d.findElements(testId("conflict")).isEmpty() && unsentShown() == 0);

        // Again, and this time the table drops this phone's hand, once it has said so twice.
        OfflinePage.networkOffline(true);
        recordOnPage(new Hand("Bob", scores(0, 24, 2, 2)), 4);
        recordHand(id, key, "{\"winner\": \"Dee\", \"scores\": {\"Ann\": 2, \"Bob\": 0, \"Cid\": 4, \"Dee\": 30}}");
        OfflinePage.networkOffline(false);
        waitUpTo(SENDING).until(d -> !d.findElements(testId("conflict")).isEmpty());
        tap(testId("discard-ours"));
        answerConfirmation(false);
        assertThat(find(testId("conflict")).isDisplayed()).as("kept after the table said no").isTrue();
        tap(testId("discard-ours"));
        answerConfirmation(true);
        wait.until(d -> d.findElements(testId("conflict")).isEmpty() && unsentShown() == 0);
        waitForText(css("[data-testid='last-hand'] h2"), "Hand 4: Dee went Mah-Jong");
        onServer = serverHands(id);
        assertThat(onServer).hasSize(4);
        assertThat(onServer.get(3).path("winner").asText()).isEqualTo("Dee");
    }

    /**
     * "Add ours after theirs" promises what it books: this phone's hand 2 (Bob East) goes in as
     * hand 3, where Cid is East, so its payments differ; the conflict shows the hand as hand 3
     * with Cid East and the balances the engine works out there, and those are the balances the
     * server books.
     */
    @Test
    void addingOursAfterTheirsShowsTheBalancesItBooksWhereEastDiffers() {
        String[] game = clubGame();
        String id = game[0];
        String key = game[1];
        // The page must be kept on the phone before it goes offline (when run alone too).
        OfflinePage.waitForWorker();
        recordHand(id, key, "{\"winner\": \"Bob\", \"scores\": {\"Ann\": 10, \"Bob\": 40, \"Cid\": 20, \"Dee\": 4}}");
        open("#/game/" + id);
        waitForText(css("[data-testid='last-hand'] h2"), "Hand 1: Bob went Mah-Jong");
        OfflinePage.networkOffline(true);
        Hand ours = new Hand("Ann", scores(50, 0, 8, 2));
        recordOnPage(ours, 2);
        recordHand(id, key, "{\"winner\": \"Cid\", \"scores\": {\"Ann\": 6, \"Bob\": 2, \"Cid\": 36, \"Dee\": 0}}");
        OfflinePage.networkOffline(false);
        waitUpTo(SENDING).withMessage("the conflict shown").until(d -> !d.findElements(testId("conflict")).isEmpty());

        // On this phone the hand was hand 2 with Bob East; after theirs it is hand 3, Cid East.
        String oursItem = "[data-testid='our-changes'] li[data-number='2']";
        assertThat(find(css(oursItem)).getAttribute("data-east")).isEqualTo("Bob");
        String promised = "[data-testid='after-theirs'] li[data-number='3']";
        assertThat(find(css(promised)).getAttribute("data-east")).isEqualTo("Cid");
        assertThat(find(css(promised + " [data-testid='east-moved']")).getText())
                .isEqualTo("East: Cid, not Bob as on this phone, so the payments differ");
        Map<String, Long> promisedBalances = balancesShown(promised);
        Map<String, Long> oldPlace = balancesShown(oursItem);
        assertThat(promisedBalances).as("the payments in the new place differ").isNotEqualTo(oldPlace);
        screenshotsInEachLanguage("club-after-theirs", testId("after-theirs"));

        tap(testId("add-after-theirs"));
        waitUpTo(SENDING).withMessage(() -> "our hand sent after theirs; the page shows: " + shown())
                .until(d -> serverHands(id).size() == 3);
        JsonNode booked = serverHands(id).get(2);
        assertHand(booked, 3, ours);
        assertThat(booked.path("east").asText()).isEqualTo("Cid");
        Map<String, Long> bookedBalances = new LinkedHashMap<>();
        booked.path("players").forEach(p -> bookedBalances.put(p.path("name").asText(), p.path("balance").asLong()));
        assertThat(promisedBalances).as("promised = booked").isEqualTo(bookedBalances);
    }

    /** Each player's balance in a hand the conflict card shows, by name. */
    private static Map<String, Long> balancesShown(String item) {
        Map<String, Long> out = new LinkedHashMap<>();
        for (String name : List.of("Ann", "Bob", "Cid", "Dee")) {
            out.put(name, Long.parseLong(find(css(item + " .hand-words-player[data-player='" + name + "'] .amount"))
                    .getAttribute("data-value")));
        }
        return out;
    }

    /** A bmja club game of Ann, Bob, Cid and Dee, opened on its table with its key: {id, key}. */
    private static String[] clubGame() {
        JsonNode game = api("POST", "api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"ruleset\": \"bmja\"}");
        String id = game.get("id").asText();
        String key = game.get("editKey").asText();
        open("#/game/" + id + "?key=" + key);
        find(testId("record-hand"));
        return new String[] {id, key};
    }

    private static Map<String, Long> scores(long ann, long bob, long cid, long dee) {
        Map<String, Long> scores = new LinkedHashMap<>();
        scores.put("Ann", ann);
        scores.put("Bob", bob);
        scores.put("Cid", cid);
        scores.put("Dee", dee);
        return scores;
    }

    /** Records a hand through the record screen and waits for the table to show it as hand n. */
    private static void recordOnPage(Hand hand, int n) {
        tap(testId("record-hand"));
        waitUpTo(Duration.ofSeconds(15)).withMessage(() -> "the record screen; the page shows: " + shown()).until(d -> "record".equals(
                d.findElement(css("main")).getAttribute("data-screen")) && !d.findElements(testId("winner")).isEmpty());
        choose("[data-testid='winner']", hand.winner());
        hand.scores().forEach((player, score) -> {
            entryMode(player, "score");
            type(css(entry(player) + " [data-testid='score-input']"), String.valueOf(score));
        });
        click(testId("save-hand"));
        waitForText(css("[data-testid='last-hand'] h2"), hand.winner().isEmpty()
                ? "Hand " + n + ": a draw" : "Hand " + n + ": " + hand.winner() + " went Mah-Jong");
        // The router scrolls to the top once the screen is drawn; a tap before would miss.
        waitForScreen();
    }

    /**
     * Taps a button or link through the DOM: on a loaded machine the window may still move (the
     * router scrolls to the top once a screen is drawn) between a pointer's aim and its tap.
     */
    private static void tap(org.openqa.selenium.By by) {
        // After the script returns: a tap that opens a confirmation must not hold the script up.
        script("const el = arguments[0]; setTimeout(() => el.click(), 0)", find(by));
    }

    /** Waits for the page's confirmation and answers it: OK, or Cancel. */
    private static void answerConfirmation(boolean ok) {
        wait.until(d -> {
            try {
                if (ok) {
                    d.switchTo().alert().accept();
                } else {
                    d.switchTo().alert().dismiss();
                }
                return true;
            } catch (org.openqa.selenium.NoAlertPresentException e) {
                return false;
            }
        });
    }

    /** What the page shows, for a failure's message. */
    private static String shown() {
        return script("return location.hash") + " " + driver.findElement(css("main")).getText().replace('\n', ' ');
    }

    /** How many changes the table says are not yet sent (0 when it says none). */
    private static int unsentShown() {
        var found = driver.findElements(testId("unsent-count"));
        return found.isEmpty() ? 0 : Integer.parseInt(found.get(0).getAttribute("data-n"));
    }

    private static void waitForUnsent(int n) {
        wait.withMessage(() -> n + " hands not yet sent").until(d -> unsentShown() == n);
    }

    /** The game's hands as the server has them, asked of its API (never through the browser). */
    private static List<JsonNode> serverHands(String id) {
        List<JsonNode> hands = new ArrayList<>();
        api("GET", "api/games/" + id, null).path("hands").forEach(hands::add);
        return hands;
    }

    private static void assertHand(JsonNode hand, int number, Hand expected) {
        assertThat(hand.path("number").asInt()).isEqualTo(number);
        if (expected.winner().isEmpty()) {
            assertThat(hand.path("winner").isNull()).as("hand %d is a draw", number).isTrue();
        } else {
            assertThat(hand.path("winner").asText()).as("hand %d's winner", number).isEqualTo(expected.winner());
        }
        expected.scores().forEach((player, score) ->
                assertThat(hand.path("record").path("scores").path(player).asLong()).as("hand %d, %s", number, player)
                        .isEqualTo(score));
    }

    /** Screenshots of the table open now in English, Polish and Russian, from an element down; back in English. */
    private static void screenshotsInEachLanguage(String name, org.openqa.selenium.By top) {
        for (String lang : List.of("en", "pl", "ru")) {
            script("localStorage.setItem('mahjong-tally.lang', arguments[0])", lang);
            driver.navigate().refresh();
            waitForScreen();
            find(top);
            screenshot(name + "-" + lang);
            screenshotFrom(name + "-" + lang + "-detail", top);
        }
        script("localStorage.setItem('mahjong-tally.lang', 'en')");
        driver.navigate().refresh();
        waitForScreen();
        find(top);
    }
}
