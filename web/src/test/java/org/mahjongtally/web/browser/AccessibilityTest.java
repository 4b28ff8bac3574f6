/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.File;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * Every screen in English, Polish and Russian at 360 and 390 px: no horizontal
 * overflow of the page or out of a card, no literal "null", "undefined" or "NaN", no heading
 * level skipped, and no serious or critical finding of axe-core (npm {@code axe-core}, installed by
 * {@code npm ci} in {@code web/axe} from its package-lock.json, injected into the page). One
 * game is set up once; the language and the width change in place. Besides: contrast of the
 * dealer badge and the focus ring, the size of targets, the large-text setting, and which games
 * the home screen lists to whom.
 */
class AccessibilityTest extends BrowserTestBase {

    static final Path AXE = Path.of("axe");
    static final List<String> LANGUAGES = List.of("en", "pl", "ru");
    static final List<Integer> WIDTHS = List.of(360, WIDTH);
    /**
     * Where pictures of every screen at 390 x 844 are written, if anywhere: the system property
     * {@code tally.screenshots} (docs/screenshots/make sets it).
     */
    static final String SHOTS = System.getProperty("tally.screenshots");

    private static final String PASSWORD = "a club administrator's password";

    private static String axe;
    private static String game;
    private static String key;

    @BeforeAll
    static void axeAndAGame() throws IOException, InterruptedException {
        axe = Files.readString(axeScript());
        JsonNode started = api("POST", "api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"ruleset\": \"bmja\"}");
        game = started.path("id").asText();
        key = started.path("editKey").asText();
        recordHand(game, key, "{\"winner\": \"Bob\", \"scores\": {\"Ann\": 10, \"Bob\": 40, \"Cid\": 20, \"Dee\": 4}}");
        recordHand(game, key, "{\"winner\": null, \"scores\": {\"Ann\": 0, \"Bob\": 0, \"Cid\": 0, \"Dee\": 0}}");
        recordHand(game, key, "{\"winner\": \"Cid\", \"scores\": {\"Ann\": 6, \"Bob\": 2, \"Cid\": 36, \"Dee\": 0}}");
    }

    /** axe-core's script, installed first with {@code npm ci} (the versions of package-lock.json) if it is not yet. */
    static Path axeScript() throws IOException, InterruptedException {
        Path script = AXE.resolve("node_modules/axe-core/axe.min.js");
        if (!Files.exists(script)) {
            // npm gets no stdin and writes to a log of its own: the test JVM's streams are Maven's.
            Path log = Files.createDirectories(Path.of("target")).resolve("npm-ci-axe.log");
            Process npm = new ProcessBuilder("npm", "ci", "--no-audit", "--no-fund", "--silent")
                    .directory(AXE.toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                    .redirectOutput(log.toFile())
                    .redirectErrorStream(true)
                    .start();
            assertThat(npm.waitFor())
                    .as("npm ci in " + AXE.toAbsolutePath() + " (Node.js and npm are needed); it said: "
                            + Files.readString(log))
                    .isZero();
        }
        return script;
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
    void everyScreenInEveryLanguageAtPhoneWidthsIsWholeAndAccessible() {
        open("#/game/" + game + "?key=" + key);
        List<String> problems = new ArrayList<>();
        for (int width : WIDTHS) {
            driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                    Map.of("width", width, "height", HEIGHT, "deviceScaleFactor", 1, "mobile", true));
            for (String lang : LANGUAGES) {
                speak(lang);
                for (String[] screen : screens()) {
                    show(screen[1]);
                    String where = screen[0] + " (" + lang + ", " + width + " px): ";
                    problems.addAll(checks().stream().map(p -> where + p).toList());
                    if (SHOTS != null && width == WIDTH) {
                        shoot(screen[0].replace(' ', '-') + "-" + lang);
                    }
                }
            }
        }
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", WIDTH, "height", HEIGHT, "deviceScaleFactor", 1, "mobile", true));
        assertThat(problems).as("what is wrong, screen by screen").isEmpty();
    }

    /** Saves a picture of the window to {@link #SHOTS}, from the top of the screen. */
    static void shoot(String name) {
        script("window.scrollTo(0, 0); document.activeElement && document.activeElement.blur()");
        saveScreenshot(Path.of(SHOTS), name);
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
        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                Map.of("width", 360, "height", HEIGHT, "deviceScaleFactor", 1, "mobile", true));
        List<String> problems = new ArrayList<>();
        try {
            for (String[] screen : screens()) {
                show(screen[1]);
                List<String> found = (List<String>) script(resource("layout-check.js"));
                problems.addAll(found.stream().filter(p -> !p.startsWith("heading")).map(p -> screen[0] + ": " + p).toList());
            }
        } finally {
            script("localStorage.removeItem('mahjong-tally.text-size')");
            driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                    Map.of("width", WIDTH, "height", HEIGHT, "deviceScaleFactor", 1, "mobile", true));
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
                    for (int width : WIDTHS) {
                        driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                                Map.of("width", width, "height", HEIGHT, "deviceScaleFactor", 1, "mobile", true));
                        for (String[] route : routes) {
                            show(route[1]);
                            if (route[0].equals("table")) {
                                wait.until(d -> d.findElement(testId("compass")).getAttribute("data-layout") != null);
                            }
                            String where = route[0] + " (" + lang + ", " + size + " text, " + width + " px): ";
                            List<String> found = (List<String>) script(resource("layout-check.js"));
                            problems.addAll(found.stream().map(p -> where + p).toList());
                            screenshot("fit-" + route[0] + "-" + lang + "-" + size + "-" + width);
                        }
                    }
                }
            }
        } finally {
            script("localStorage.removeItem('mahjong-tally.text-size'); document.documentElement.dataset.textSize = 'normal'");
            driver.executeCdpCommand("Emulation.setDeviceMetricsOverride",
                    Map.of("width", WIDTH, "height", HEIGHT, "deviceScaleFactor", 1, "mobile", true));
            speak("en");
        }
        assertThat(problems).as("long names and large numbers").isEmpty();
    }

    /** Switches the page's language in place, as the menu does, and waits for the screen drawn again. */
    static void speak(String lang) {
        script("const s = document.getElementById('lang'); s.value = arguments[0]; s.dispatchEvent(new Event('change'));", lang);
        wait.until(d -> lang.equals(script("return document.documentElement.lang")));
        waitForScreen();
    }

    /** Goes to a route in the page as it is, and waits until it is drawn. */
    static void show(String hash) {
        script("document.getElementById('main').setAttribute('aria-busy', 'true');"
                + "if (location.hash === arguments[0]) window.dispatchEvent(new HashChangeEvent('hashchange'));"
                + "else location.hash = arguments[0];", hash);
        waitForScreen();
    }

    /** What is wrong with the screen shown: overflow, stray words, skipped headings, axe's findings. */
    @SuppressWarnings("unchecked")
    static List<String> checks() {
        List<String> found = new ArrayList<>((List<String>) script(resource("layout-check.js")));
        if (!Boolean.TRUE.equals(script("return Boolean(window.axe)"))) {
            script(axe); // run as WebDriver runs scripts: the page's Content-Security-Policy is not in the way
        }
        found.addAll((List<String>) asyncScript(
                "const done = arguments[arguments.length - 1];"
                        + "axe.run(document, {resultTypes: ['violations']}).then((r) => done(r.violations"
                        + ".filter((v) => v.impact === 'serious' || v.impact === 'critical')"
                        + ".map((v) => 'axe ' + v.impact + ' ' + v.id + ': ' + v.nodes.slice(0, 3)"
                        + ".map((n) => n.target.join(' ') + ' (' + (n.failureSummary || '').replace(/\\s+/g, ' ').slice(0, 160) + ')')"
                        + ".join('; '))), (e) => done(['axe failed: ' + e]));"));
        return found;
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
    @SuppressWarnings("unchecked")
    void targetsAreAtLeast44PixelsWithRoomBetween() {
        String everything = "header .tabs a, header select, main .button, main button, main .back, main .pill, main .check,"
                + " main summary, main .game-link, main .subtab";
        List<String> problems = new ArrayList<>();
        for (String lang : LANGUAGES) {
            useLanguage(lang);
            for (String[] route : List.of(new String[] {"#/", everything}, new String[] {"#/new", everything},
                    new String[] {"#/game/" + game + "?key=" + key, "header .tabs a, main .back, main .subtab"})) {
                open(route[0]);
                List<String> found = (List<String>) script(resource("targets-check.js"), route[1]);
                problems.addAll(found.stream().map(p -> route[0] + " (" + lang + "): " + p).toList());
            }
        }
        assertThat(problems).as("targets too small or too close").isEmpty();
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
