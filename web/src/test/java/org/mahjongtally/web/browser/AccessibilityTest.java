/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongtally.web.AdminPassword;
import org.mahjongtally.web.ServerOptions;
import org.mahjongtally.web.WebServer;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * What the sweep over every screen (ScreenSweepTest) does not look at: the large-text setting,
 * remembered and growing every screen without overflow; long names and four-digit numbers at
 * every width and text size; the contrast of the dealer badge and the focus ring; which games
 * the home screen lists to whom.
 */
class AccessibilityTest extends BrowserTestBase {

    static final List<Integer> WIDTHS = List.of(360, WIDTH);

    private static final String PASSWORD = "a club administrator's password";

    private static String game;
    private static String key;

    @BeforeAll
    static void aGame() {
        JsonNode started = api("POST", "api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"ruleset\": \"bmja\"}");
        game = started.path("id").asText();
        key = started.path("editKey").asText();
        recordHand(game, key, "{\"winner\": \"Bob\", \"scores\": {\"Ann\": 10, \"Bob\": 40, \"Cid\": 20, \"Dee\": 4}}");
        recordHand(game, key, "{\"winner\": null, \"scores\": {\"Ann\": 0, \"Bob\": 0, \"Cid\": 0, \"Dee\": 0}}");
        recordHand(game, key, "{\"winner\": \"Cid\", \"scores\": {\"Ann\": 6, \"Bob\": 2, \"Cid\": 36, \"Dee\": 0}}");
    }

    /** The screens, by route; the game's from its id. */
    static List<String[]> screens() {
        String hand = URLEncoder.encode("[EEE] {9999c} 111d 234b GG f1 s1 win=G by=wall", StandardCharsets.UTF_8)
                .replace("+", "%20");
        return List.of(
                new String[] {"home", "#/"},
                new String[] {"new game", "#/new"},
                new String[] {"calculator", "#/score?hand=" + hand},
                new String[] {"record", "#/game/" + game + "/record"},
                new String[] {"table", "#/game/" + game},
                new String[] {"sheet", "#/game/" + game + "/sheet"},
                new String[] {"chart", "#/game/" + game + "/chart"},
                new String[] {"standings", "#/standings"},
                new String[] {"settle", "#/settle?E=80&S=12&W=48&N=112&winner=N"},
                new String[] {"player", "#/player/1"});
    }

    @Test
    @SuppressWarnings("unchecked")
    void largeTextIsRememberedAndGrowsEveryScreenWithoutOverflow() {
        useLanguage("ru");
        open("#/");
        click(css("[data-testid='text-size'] .pill[data-value='larger']"));
        assertThat(script("return getComputedStyle(document.documentElement).fontSize")).isEqualTo("22px");
        open("#/");
        assertThat(script("return getComputedStyle(document.documentElement).fontSize")).as("remembered").isEqualTo("22px");
        find(testId("text-size"));
        assertThat(driver.findElement(css("[data-testid='text-size'] .pill[data-value='larger'] input")).isSelected()).isTrue();
        phoneWidth(360);
        List<String> problems = new ArrayList<>();
        try {
            for (String[] screen : screens()) {
                show(screen[1]);
                List<String> found = (List<String>) script(resource("layout-check.js"));
                // Not looked at with larger text (yet): the order of headings, and whether a table
                // that scrolls sideways says so (its hint is decided at normal size).
                problems.addAll(found.stream().filter(p -> !p.startsWith("heading") && !p.endsWith("without its hint"))
                        .map(p -> screen[0] + ": " + p).toList());
            }
        } finally {
            script("localStorage.removeItem('mahjong-tally.text-size')");
            phoneWidth(WIDTH);
        }
        assertThat(problems).as("the larger text at 360 px, in Russian").isEmpty();
    }

    /**
     * Long names and four-digit numbers, at 360 and 390 px, in every language, with normal and the
     * largest text: the table screen (its compass, last hand and standings), the calculator (its
     * ruleset chosen by name), New game, the sheet (a player's name in its heading) and the chart
     * are whole, nothing cut or sticking out (the table was 421 px wide with the largest text in
     * Russian, the chart 394 px at 360). Pictures of each are written to target/screenshots.
     */
    @Test
    @SuppressWarnings("unchecked")
    void longNamesAndLargeNumbersFitTheTableAtEveryWidthAndTextSize() {
        JsonNode started = api("POST", "api/games", "{\"players\": [\"Alexandra\", \"Bartholomew Smith\", \"Cid\", \"Dee\"],"
                + " \"ruleset\": \"dmjl\", \"options\": {\"limit\": 1000}}");
        String id = started.path("id").asText();
        String editKey = started.path("editKey").asText();
        recordHand(id, editKey, "{\"winner\": \"Bartholomew Smith\", \"scores\": {\"Alexandra\": 10, \"Bartholomew Smith\": 40,"
                + " \"Cid\": 20, \"Dee\": 4}, \"penalties\": [{\"amount\": 30, \"payers\": [\"Alexandra\"],"
                + " \"payees\": [\"Bartholomew Smith\", \"Cid\", \"Dee\"], \"reason\": \"false Mah-Jong\"}]}");
        recordHand(id, editKey, "{\"winner\": \"Cid\", \"scores\": {\"Alexandra\": 1006, \"Bartholomew Smith\": 2, \"Cid\": 36, \"Dee\": 0}}");
        open("#/game/" + id + "?key=" + editKey);
        List<String[]> routes = List.of(new String[] {"table", "#/game/" + id}, new String[] {"home", "#/"},
                new String[] {"calculator", "#/score"}, new String[] {"record", "#/game/" + id + "/record"},
                new String[] {"new-game", "#/new"}, new String[] {"sheet", "#/game/" + id + "/sheet"},
                new String[] {"chart", "#/game/" + id + "/chart"});
        List<String> problems = new ArrayList<>();
        try {
            for (String lang : LANGUAGES) {
                speak(lang);
                for (String size : List.of("normal", "larger")) {
                    script("localStorage.setItem('mahjong-tally.text-size', arguments[0]);"
                            + " document.documentElement.dataset.textSize = arguments[0]", size);
                    for (String[] route : routes) {
                        show(route[1]);
                        if (route[0].equals("table")) {
                            wait.until(d -> d.findElement(testId("compass")).getAttribute("data-layout") != null);
                        }
                        // the screen drawn once, laid out at each width in place
                        for (int width : WIDTHS) {
                            phoneWidth(width);
                            String where = route[0] + " (" + lang + ", " + size + " text, " + width + " px): ";
                            List<String> found = (List<String>) script(resource("layout-check.js"));
                            // A sideways scroll of the sheet or chart with these long names is a
                            // labelled region, which layout-check.js accepts; the hint is the
                            // standings' (ScreenSweepTest holds every table to it at normal names).
                            problems.addAll(found.stream().filter(p -> !p.endsWith("without its hint"))
                                    .map(p -> where + p).toList());
                            screenshot("fit-" + route[0] + "-" + lang + "-" + size + "-" + width);
                        }
                    }
                    phoneWidth(WIDTH);
                }
            }
        } finally {
            script("localStorage.removeItem('mahjong-tally.text-size'); document.documentElement.dataset.textSize = 'normal'");
            phoneWidth(WIDTH);
            speak("en");
        }
        assertThat(problems).as("long names and large numbers").isEmpty();
    }

    @Test
    void theDealerBadgeAndTheFocusRingStandOut() {
        open("#/game/" + game + "?key=" + key);
        WebElement badge = find(css(".dealer-badge"));
        assertThat(contrast("getComputedStyle(arguments[0]).color", "getComputedStyle(arguments[0]).backgroundColor", badge))
                .as("the DEALER badge's text").isGreaterThanOrEqualTo(4.5);
        open("#/new");
        WebElement name = find(css("main .card input[type='text']"));
        script("arguments[0].focus()", name);
        assertThat(contrast("getComputedStyle(arguments[0]).outlineColor",
                "getComputedStyle(arguments[0].closest('.card')).backgroundColor", name))
                .as("the focus ring on an ivory card").isGreaterThanOrEqualTo(3);
    }

    /** The contrast (WCAG 2) of two colours, each a JavaScript expression of the element. */
    static double contrast(String fore, String back, WebElement element) {
        return ((Number) script(resource("contrast.js") + "return contrast(" + fore + ", " + back + ");", element))
                .doubleValue();
    }

    @Test
    void homeListsTheGamesThisPhoneHoldsAndEveryGameOnlyToTheAdministrator() {
        JsonNode stranger = api("POST", "api/games", "{\"players\": [\"Xia\", \"Yu\", \"Zoe\", \"Wen\"], \"ruleset\": \"bmja\"}");
        String other = "[data-testid='game-link'][data-id='" + stranger.path("id").asText() + "']";
        WebServer club = WebServer.start(0, store, ServerOptions.DEFAULTS.withAdmin(AdminPassword.of(PASSWORD.toCharArray())));
        String home = "http://127.0.0.1:" + club.port() + "/";
        try {
            driver.get(home + "#/game/" + game + "?key=" + key);
            waitForScreen();
            load(home + "#/");
            wait.withMessage(() -> "the game opened here should be listed; home shows: " + driver.findElement(By.id("main")).getText())
                    .until(d -> !d.findElements(css("[data-testid='game-link'][data-id='" + game + "']")).isEmpty());
            assertThat(find(By.id("main")).getText()).as("the players of a game started elsewhere").doesNotContain("Xia");
            assertThat(driver.findElements(css(other))).isEmpty();

            click(css("[data-testid='admin'] summary"));
            type(testId("admin-password"), "not the password");
            click(testId("admin-show"));
            assertThat(find(css("[data-testid='admin'] .error")).getText()).contains("password");
            assertThat(driver.findElements(css(other))).isEmpty();
            type(testId("admin-password"), PASSWORD);
            click(testId("admin-show"));
            assertThat(find(css(other)).getText()).contains("Xia", "Yu", "Zoe", "Wen");
            find(css("[data-testid='game-link'][data-id='" + game + "']"));
        } finally {
            club.stop();
        }
    }
}
