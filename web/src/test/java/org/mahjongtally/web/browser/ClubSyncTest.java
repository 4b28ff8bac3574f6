/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A club game's change whose request or answer is lost on the way, while another phone (here the
 * server's API) changes the game meanwhile: every change this phone queued is either confirmed
 * by what the server has, or shown to the table as a conflict; never taken as done when it was
 * not, and never applied twice.
 */
class ClubSyncTest extends BrowserTestBase {

    private static final Duration SENDING = Duration.ofSeconds(60);

    /**
     * This phone deletes hand 1 without a connection (the request never reaches the server);
     * another phone deletes hand 3 meanwhile. The game the server then has is "one hand fewer,
     * one version on", exactly what this phone's delete would have made, but it is not this
     * phone's delete: hand 1 is still there, so the table is shown a conflict and this phone's
     * delete stays queued.
     */
    @Test
    void aDeleteThatNeverReachedTheServerIsAConflictWhenAnotherPhoneDeletedMeanwhile() {
        String[] game = gameOfThreeHands();
        String id = game[0];
        String key = game[1];
        cutConnection(true);
        deleteOnPage(id, 1);

        deleteThroughApi(id, key, 3);
        cutConnection(false);
        script("location.hash = arguments[0]", "#/game/" + id);
        waitUpTo(SENDING).withMessage(() -> "a conflict shown; the page shows: " + shown())
                .until(d -> !d.findElements(testId("conflict")).isEmpty());

        assertThat(winners(id)).as("the server keeps hand 1; only the other phone's delete is done")
                .containsExactly("Bob", "Cid");
        assertThat(find(testId("our-changes")).getText()).contains("Hand 1 deleted");
        assertThat(unsentShown()).as("this phone's delete is still queued").isEqualTo(1);
    }

    /**
     * This phone deletes hand 1; the server deletes it, but its answer is lost on the way back.
     * Another phone deletes hand 3 (now hand 2) meanwhile. When this phone tries again, the
     * server says that very delete was done: nothing is deleted twice, no conflict is shown, and
     * nothing is left queued.
     */
    @Test
    void aDeleteWhoseAnswerWasLostIsConfirmedWhenAnotherPhoneDeletedMeanwhile() {
        String[] game = gameOfThreeHands();
        String id = game[0];
        String key = game[1];
        // The first DELETE reaches the server; its answer is lost and the connection stays cut.
        script("window.tallyCut = false;"
                + "const real = window.fetch; let lost = false;"
                + "window.fetch = async (url, init) => {"
                + "  if (window.tallyCut && String(url).includes('api/')) throw new TypeError('Failed to fetch');"
                + "  const answer = await real(url, init);"
                + "  if (!lost && init && init.method === 'DELETE') {"
                + "    lost = true; window.tallyCut = true; throw new TypeError('Failed to fetch');"
                + "  }"
                + "  return answer;"
                + "};");
        deleteOnPage(id, 1);
        wait.withMessage("the server has this phone's delete").until(d -> winners(id).size() == 2);

        deleteThroughApi(id, key, 2);
        cutConnection(false);
        script("location.hash = arguments[0]", "#/game/" + id);
        waitUpTo(SENDING).withMessage(() -> "everything sent; the page shows: " + shown())
                .until(d -> unsentShown() == 0 && !d.findElements(testId("last-hand")).isEmpty());

        assertThat(driver.findElements(testId("conflict"))).as("no conflict").isEmpty();
        assertThat(winners(id)).as("hand 1 deleted here, hand 3 by the other phone").containsExactly("Cid");
        waitForText(css("[data-testid='last-hand'] h2"), "Hand 1: Cid went Mah-Jong");
    }

    /**
     * A bmja club game of Ann, Bob, Cid and Dee with three hands (won by Bob, Cid and Dee),
     * opened on its table with its key: {id, key}.
     */
    private static String[] gameOfThreeHands() {
        JsonNode game = api("POST", "api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"ruleset\": \"bmja\"}");
        String id = game.get("id").asText();
        String key = game.get("editKey").asText();
        recordHand(id, key, "{\"winner\": \"Bob\", \"scores\": {\"Ann\": 10, \"Bob\": 40, \"Cid\": 20, \"Dee\": 4}}");
        recordHand(id, key, "{\"winner\": \"Cid\", \"scores\": {\"Ann\": 6, \"Bob\": 2, \"Cid\": 36, \"Dee\": 0}}");
        recordHand(id, key, "{\"winner\": \"Dee\", \"scores\": {\"Ann\": 2, \"Bob\": 0, \"Cid\": 4, \"Dee\": 30}}");
        open("#/game/" + id + "?key=" + key);
        waitForText(css("[data-testid='last-hand'] h2"), "Hand 3: Dee went Mah-Jong");
        return new String[] {id, key};
    }

    /** Deletes hand n on the game's sheet, as the table does, and waits for the sheet again. */
    private static void deleteOnPage(String id, int n) {
        script("location.hash = arguments[0]", "#/game/" + id + "/sheet");
        click(css(".row-toggle[data-number='" + n + "']"));
        click(testId("delete-" + n));
        click(testId("confirm-delete-" + n));
        wait.withMessage(() -> "hand " + n + " deleted on the page; it shows: " + shown())
                .until(d -> d.findElements(testId("confirm-delete-" + n)).stream().noneMatch(e -> e.isDisplayed()));
    }

    /** Another phone deletes hand n, with the version the game is at now. */
    private static void deleteThroughApi(String id, String key, int n) {
        String version = api("GET", "api/games/" + id, null).path("version").asText();
        api("DELETE", "api/games/" + id + "/hands/" + n, null, "Authorization", "Bearer " + key,
                "If-Match", "\"" + version + "\"");
    }

    /** Cuts this page's connection to the API (every request fails as offline), or restores it. */
    private static void cutConnection(boolean cut) {
        script("if (!window.tallyCutting) {"
                + "  window.tallyCutting = true; const real = window.fetch;"
                + "  window.fetch = (url, init) => window.tallyCut && String(url).includes('api/')"
                + "    ? Promise.reject(new TypeError('Failed to fetch')) : real(url, init);"
                + "}"
                + "window.tallyCut = arguments[0];", cut);
    }

    /** The winners of the game's hands as the server has them, asked of its API. */
    private static List<String> winners(String id) {
        List<String> winners = new ArrayList<>();
        api("GET", "api/games/" + id, null).path("hands").forEach(h -> winners.add(h.path("winner").asText()));
        return winners;
    }

    /** How many changes the table says are not yet sent (0 when it says none). */
    private static int unsentShown() {
        var found = driver.findElements(testId("unsent-count"));
        return found.isEmpty() ? 0 : Integer.parseInt(found.get(0).getAttribute("data-n"));
    }

    /** What the page shows, for a failure's message. */
    private static String shown() {
        return script("return location.hash") + " " + driver.findElement(css("main")).getText().replace('\n', ' ');
    }
}
