/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.NoAlertPresentException;

/**
 * What a user typed is shown as text, never as markup, on every screen that shows names; the
 * game's edit and read-only links; the club's standings and a player's games.
 */
class ClubPageTest extends BrowserTestBase {

    static final String EVIL = "<img src=x onerror=alert(1)>";

    private static String gameId;
    private static String key;
    private static String shareId;
    /** The script that counts alerts instead of showing them, as DevTools knows it. */
    private static Object countAlerts;

    @BeforeAll
    static void aGameWithAPlayerWhoseNameIsMarkup() {
        JsonNode game = api("POST", "api/games", "{\"players\": [\"" + EVIL + "\", \"Bob\", \"Cid\", \"Dee\"]}");
        gameId = game.get("id").asText();
        key = game.get("editKey").asText();
        shareId = game.get("shareId").asText();
        recordHand(gameId, key, "{\"winner\": \"" + EVIL + "\", \"scores\": {\"" + EVIL + "\": 112, \"Bob\": 12,"
                + " \"Cid\": 48, \"Dee\": 80}}");
        // Every alert() of any page loaded from now on is counted instead of shown.
        countAlerts = driver.executeCdpCommand("Page.addScriptToEvaluateOnNewDocument", Map.of("source",
                "window.__alerts = 0; window.alert = function () { window.__alerts += 1; };")).get("identifier");
    }

    /** The browser is shared with the classes after this one: alerts are alerts again. */
    @AfterAll
    static void alertsShownAgain() {
        driver.executeCdpCommand("Page.removeScriptToEvaluateOnNewDocument", Map.of("identifier", countAlerts));
    }

    @Test
    void aNameThatIsMarkupIsShownAsTextOnEveryScreen() {
        String player = api("GET", "api/players", null).findValues("id").get(0).asText();
        String[][] screens = {
            {"#/game/" + gameId + "?key=" + key, "[data-testid='last-hand']"},
            // Home lists the games this phone holds: this one, since it was opened with its key.
            {"#/", "[data-testid='games'] li"},
            {"#/game/" + gameId + "/sheet", "[data-testid='sheet']"},
            {"#/game/" + gameId + "/chart", "[data-testid='chart']"},
            {"#/game/" + gameId + "/record", "[data-testid='winner']"},
            {"#/standings", "[data-testid='standings']"},
            {"#/player/" + player, "[data-testid='history']"},
        };
        for (String[] screen : screens) {
            open(screen[0]);
            find(css(screen[1]));
            assertThat(find(css("main")).getText()).as(screen[0]).contains(EVIL);
            assertThat(script("return document.querySelectorAll('img, [onerror]').length")).as(screen[0]).isEqualTo(0L);
            assertThat(script("return window.__alerts")).as(screen[0]).isEqualTo(0L);
            assertNoAlert();
        }
    }

    @Test
    void theTableOffersTheEditLinkAndTheReadOnlyLink() {
        open("#/game/" + gameId + "?key=" + key);
        String edit = find(testId("edit-link")).getAttribute("value");
        String share = find(testId("share-link")).getAttribute("value");
        assertThat(edit).endsWith("#/game/" + gameId + "?key=" + key);
        assertThat(share).endsWith("#/game/" + shareId).doesNotContain(key);
        find(testId("record-hand"));

        script("localStorage.clear()");
        load(share);
        find(testId("read-only"));
        assertThat(driver.findElements(testId("record-hand"))).isEmpty();
        assertThat(driver.findElements(testId("correct-last"))).isEmpty();
        assertThat(driver.findElements(testId("edit-link"))).isEmpty();
        assertThat(find(css("main")).getText()).contains(EVIL);

        driver.get(edit);
        waitForScreen();
        find(testId("record-hand"));
    }

    @Test
    void theStandingsListThePlayersWithTheirGames() {
        open("#/standings");
        find(testId("standings"));
        assertThat(driver.findElements(css("[data-testid='standings'] tbody tr"))).hasSizeGreaterThanOrEqualTo(4);
        assertThat(find(css("[data-testid='standings'] tbody tr:first-child")).getText()).contains(EVIL);
        click(css("[data-testid='standings'] tbody tr:first-child a"));
        find(testId("history"));
        assertThat(find(testId("player-name")).getText()).isEqualTo(EVIL);
        open("#/standings?from=2001-01-01&to=2001-12-31");
        find(testId("no-standings"));
    }

    private static void assertNoAlert() {
        try {
            driver.switchTo().alert();
            throw new AssertionError("an alert is open");
        } catch (NoAlertPresentException expected) {
            // as it should be
        }
    }
}
