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

/**
 * Every screen of the page, in each of its states worth a look, loaded once per language (English,
 * Polish, Russian) and looked at in place at 360 and 390 px, where every per-screen check runs:
 *
 * <ul>
 *   <li>the layout ({@code layout-check.js}): no page wider than the window, nothing sticking out
 *       of its card or cut unsaid, no table scrolling without its hint, no mark spilling out of
 *       the winner's cell, no text touching its button's edge, no "null", "undefined" or "NaN",
 *       no heading level skipped; on every view at both widths;
 *   <li>the targets ({@code targets-check.js}): at least 44 x 44 px and 8 px apart, on the views
 *       that are tapped (the selectors of each view below), at both widths;
 *   <li>accessibility: no serious or critical finding of axe-core (npm {@code axe-core}, installed
 *       by {@code npm ci} in {@code web/axe} from its package-lock.json, injected into the page),
 *       on one view of each screen, at both widths;
 *   <li>the words ({@code strings-check.js}): every string shown is one of the language's
 *       messages (never words written into the markup or the scripts), on one view of each screen
 *       and the views that bring words of their own (the record screen filled in, a problem
 *       shown, the sheet's question before deleting, the calculator's waits).
 * </ul>
 *
 * <p>The games: Ann, Bob, Cid and Dee with stakes (Dee wins on Cid's discard with her tiles, a
 * draw, Bob a limit on typed scores), Bob, Eve, Fay and Gus (four hands), and a game without
 * hands; the games' tables and sheets also read-only, as a shared link shows them. With
 * {@code -Dscreenshots=true} a picture of each view at 390 px goes to target/screenshots; with
 * {@code -Dtally.screenshots=DIR} (docs/screenshots/make) the pictures of docs/screenshots.
 */
class ScreenSweepTest extends BrowserTestBase {

    static final List<Integer> WIDTHS = List.of(360, WIDTH);
    /** Every target of the page: links, buttons, fields (a field in a label by its label), a summary. */
    static final String EVERY_TARGET = "a[href], button, input, select, textarea, summary";
    /** The targets of the screens with the most of them, home and a new game, by what they look like. */
    static final String DRAWN_TARGETS = "header .tabs a, header select, main .button, main button, main .back,"
            + " main .pill, main .check, main summary, main .game-link, main .subtab";
    /** The targets of a game's table that it shares with every screen of the game. */
    static final String GAME_TARGETS = "header .tabs a, main .back, main .subtab";
    static final Path AXE = Path.of("axe");
    /** Where the pictures of docs/screenshots are written, if anywhere (docs/screenshots/make sets it). */
    static final String DOCS_SHOTS = System.getProperty("tally.screenshots");

    private static String axe;
    /** Ann, Bob, Cid and Dee with stakes, three hands. */
    private static JsonNode played;
    private static String playedKey;
    /** A game without hands. */
    private static JsonNode fresh;

    @BeforeAll
    static void axeAndGames() throws IOException, InterruptedException {
        axe = Files.readString(axeScript());
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
        for (int i = 0; i < 3; i++) {
            recordHand(b.path("id").asText(), b.path("editKey").asText(), "{\"winner\": \"Bob\", \"scores\": {\"Bob\": 20,"
                    + " \"Eve\": 4, \"Fay\": 0, \"Gus\": 2}}");
        }
        recordHand(b.path("id").asText(), b.path("editKey").asText(), "{\"winner\": \"Bob\", \"discarder\": \"Fay\","
                + " \"scores\": {\"Bob\": 20, \"Eve\": 4, \"Fay\": 0, \"Gus\": 2}}");

        fresh = api("POST", "api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}");
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

    /**
     * One view of a screen: where it is (a route, or null to stay on the screen as the view
     * before left it), what shows that it is drawn, what is done on it first, and what is
     * checked there besides the layout.
     *
     * @param docs the name of its picture in docs/screenshots, or null
     * @param readOnly whether it is seen without the games' edit keys, as a shared link shows it
     * @param headingsUnchecked why the order of its headings is not checked, or null if it is
     */
    private record View(String name, String route, String shown, Runnable prepare, boolean axe, boolean strings,
            List<String> targets, String docs, boolean readOnly, String headingsUnchecked) {

        View checking(boolean withAxe, boolean withStrings, String... selectors) {
            return new View(name, route, shown, prepare, withAxe, withStrings, List.of(selectors), docs, readOnly,
                    headingsUnchecked);
        }

        View then(Runnable first) {
            return new View(name, route, shown, first, axe, strings, targets, docs, readOnly, headingsUnchecked);
        }

        View picture(String picture) {
            return new View(name, route, shown, prepare, axe, strings, targets, picture, readOnly, headingsUnchecked);
        }

        View withoutKeys() {
            return new View(name, route, shown, prepare, axe, strings, targets, docs, true, headingsUnchecked);
        }

        View headingsUnchecked(String why) {
            return new View(name, route, shown, prepare, axe, strings, targets, docs, readOnly, why);
        }
    }

    private static View view(String name, String route, String shown) {
        return new View(name, route, shown, () -> { }, false, false, List.of(), null, false, null);
    }

    /**
     * The views whose h3 follows the screen's h1 directly: the calculator's waits and a hand's
     * breakdown on the sheet. Found by this sweep, which is the first to look at the headings of
     * these views; the layout is checked there all the same, the order of the headings not yet.
     */
    private static final String H3_AFTER_H1 = "an h3 right after the screen's h1 (its title), not yet an h2";

    /** The views, in the order they are looked at: those seen without edit keys last. */
    private static List<View> views() {
        String id = played.path("id").asText();
        String share = played.path("shareId").asText();
        return List.of(
                view("table", "#/game/" + id + "?key=" + playedKey, "[data-testid='last-hand']")
                        .checking(true, true, GAME_TARGETS, EVERY_TARGET).picture("table"),
                view("home", "#/", "[data-testid='games'] li").checking(true, true, DRAWN_TARGETS).picture("home"),
                view("new-game", "#/new", "[data-testid='name-0']").checking(true, true, DRAWN_TARGETS).picture("new-game"),
                view("calculator", "#/score?hand=" + encode("[EEE] {9999c} 111d 234b GG f1 s1 win=G by=wall"),
                        "[data-testid='share']").checking(true, true).picture("calculator"),
                view("calculator-waits", "#/score?hand=" + encode("[RRR] [GGG] 222b 33c 45d"), "[data-testid='waits']")
                        .then(() -> {
                            click(testId("waits"));
                            find(css(".waits-table"));
                        }).checking(false, true).headingsUnchecked(H3_AFTER_H1),
                view("settle", "#/settle?E=80&S=12&W=48&N=112&winner=N", "[data-testid='settlement']")
                        .checking(true, true).picture("settle"),
                view("chart", "#/game/" + id + "/chart", "[data-testid='chart']").checking(true, true).picture("chart"),
                view("standings", "#/standings", "[data-testid='standings']").checking(true, true, EVERY_TARGET)
                        .picture("standings"),
                view("player", "#/player/" + playerId("Bob"), "[data-testid='history']").checking(true, true, EVERY_TARGET)
                        .picture("player"),
                view("special", "#/game/" + id + "/special", "[data-testid='special-hands']").checking(false, false, EVERY_TARGET),
                view("sheet", "#/game/" + id + "/sheet", "[data-testid='sheet']").checking(true, false).picture("sheet"),
                view("sheet-breakdown", null, "[data-testid='sheet']").then(() -> {
                    click(css("[data-testid='row-1'] .row-toggle"));
                    find(testId("breakdown-1"));
                }).checking(false, false, EVERY_TARGET).headingsUnchecked(H3_AFTER_H1),
                view("sheet-delete", null, "[data-testid='sheet']").then(() -> {
                    click(testId("delete-1"));
                    find(testId("confirm-delete-1"));
                }).checking(false, true).headingsUnchecked(H3_AFTER_H1),
                view("table-new", "#/game/" + fresh.path("id").asText() + "?key=" + fresh.path("editKey").asText(),
                        "[data-testid='compass']").checking(false, false, EVERY_TARGET),
                view("record", "#/game/" + id + "/record", "[data-testid='winner']").checking(true, false).picture("record"),
                view("record-filled", null, "[data-testid='winner']").then(() -> {
                    choose("[data-testid='winner']", "Cid");
                    click(css("[data-testid='entry-Cid'] .pick[data-tile='5d']"));
                    entryMode("Ann", "notation");
                    type(css("[data-testid='entry-Ann'] [data-testid='notation-input']"), "[RRR] 123b");
                    find(css("[data-testid='entry-Ann'] .score-view"));
                    entryMode("Bob", "notation");
                    type(css("[data-testid='entry-Bob'] [data-testid='notation-input']"), "12x");
                    find(css("[data-testid='entry-Bob'] .problem"));
                    script("document.querySelectorAll('details').forEach((d) => { d.open = true; })");
                }).checking(false, true),
                view("house-rules-editor", "#/rules/new?from=dmjl", "[data-testid='rules-name']").then(() -> {
                    script("document.querySelectorAll('details').forEach((d) => { d.open = true; })");
                    type(testId("points-mah-jong"), "10");
                    wait.until(d -> d.findElement(testId("rules-diff")).getText().contains("20 \u2192 10"));
                }).checking(true, true, DRAWN_TARGETS),
                view("house-rules-hand", null, "[data-testid='add-hand']").then(() -> {
                    click(testId("add-hand"));
                    type(testId("hand-name"), "Seven Pairs");
                    type(testId("hand-pattern"), "7 pairs");
                    find(css("[data-testid='pattern-example'] .special-example"));
                    script("document.querySelectorAll('details').forEach((d) => { d.open = true; })");
                }).checking(true, true, DRAWN_TARGETS),
                view("house-rules-hand-error", null, "[data-testid='hand-pattern']").then(() -> {
                    type(testId("hand-pattern"), "pung windz");
                    find(css("[data-testid='pattern-problem'] .error"));
                }).checking(false, true, DRAWN_TARGETS),
                view("house-rules", "#/rules", "[data-testid='make-rules']").then(() -> {
                    asyncScript("const done = arguments[arguments.length - 1];"
                            + " import('./js/house-rules.js').then(async (m) => {"
                            + "  const answer = await m.read('id = \"house-sweep\"\\nname = \"Smith family\"\\nversion = 1\\n"
                            + "extends = \"dmjl\"\\n[[element]]\\nid = \"mah-jong\"\\npoints = 10\\n');"
                            + "  await m.save('house-sweep', answer.text); done('kept'); }, (e) => done('failed: ' + e.message));");
                    show("#/rules");
                    find(testId("house-rules-item"));
                }).checking(true, true, DRAWN_TARGETS),
                view("table-new-read-only", "#/game/" + fresh.path("shareId").asText(), "[data-testid='compass']")
                        .checking(false, false, EVERY_TARGET).withoutKeys(),
                view("sheet-new-read-only", "#/game/" + fresh.path("shareId").asText() + "/sheet",
                        "[data-testid='tab-sheet']").checking(false, false, EVERY_TARGET).withoutKeys(),
                view("table-read-only", "#/game/" + share, "[data-testid='last-hand']")
                        .checking(false, false, EVERY_TARGET).withoutKeys(),
                view("sheet-read-only", "#/game/" + share + "/sheet", "[data-testid='sheet']")
                        .checking(false, false, EVERY_TARGET).withoutKeys());
    }

    @Test
    void everyScreenInEveryLanguageAtPhoneWidthsIsWholeAccessibleAndInTheLanguage() {
        List<String> problems = new ArrayList<>();
        for (String lang : LANGUAGES) {
            useLanguage(lang);
            boolean keysForgotten = false;
            boolean first = true;
            for (View view : views()) {
                if (view.readOnly() && !keysForgotten) {
                    // What this browser was given with the edit links (and the drafts of the
                    // record screen) is forgotten; the language stays.
                    script("localStorage.clear(); localStorage.setItem('mahjong-tally.lang', arguments[0])", lang);
                    keysForgotten = true;
                    open(view.route());
                } else if (first || view.readOnly()) {
                    open(view.route());
                } else if (view.route() != null) {
                    show(view.route());
                }
                first = false;
                find(css(view.shown()));
                assertThat(find(css("html")).getAttribute("lang")).as(view.name()).isEqualTo(lang);
                view.prepare().run();
                problems.addAll(look(view, lang));
            }
            phoneWidth(WIDTH);
        }
        assertThat(problems).as("what is wrong, view by view").isEmpty();
    }

    /** Every check of the view as it is drawn, at each width; its pictures at 390 px, if asked for. */
    @SuppressWarnings("unchecked")
    private static List<String> look(View view, String lang) {
        List<String> problems = new ArrayList<>();
        if (view.strings()) {
            Map<String, Object> words = stringsCheck(lang);
            assertThat(((Number) words.get("checked")).intValue()).as("strings checked on " + view.name()).isGreaterThan(10);
            ((List<?>) words.get("bad")).forEach(bad -> problems.add(view.name() + " (" + lang + "): not a message: " + bad));
        }
        for (int width : WIDTHS) {
            phoneWidth(width);
            String where = view.name() + " (" + lang + ", " + width + " px): ";
            List<String> found = new ArrayList<>((List<String>) script(resource("layout-check.js")));
            if (view.headingsUnchecked() != null) {
                found.removeIf(p -> p.startsWith("heading level skipped"));
            }
            for (String selector : view.targets()) {
                found.addAll((List<String>) script(resource("targets-check.js"), selector));
            }
            if (view.axe()) {
                found.addAll(axe());
            }
            found.forEach(p -> problems.add(where + p));
        }
        phoneWidth(WIDTH);
        pictures(view, lang);
        return problems;
    }

    /** axe-core's serious and critical findings on the page as it is drawn. */
    @SuppressWarnings("unchecked")
    private static List<String> axe() {
        if (!Boolean.TRUE.equals(script("return Boolean(window.axe)"))) {
            script(axe); // run as WebDriver runs scripts: the page's Content-Security-Policy is not in the way
        }
        return (List<String>) asyncScript(
                "const done = arguments[arguments.length - 1];"
                        + "axe.run(document, {resultTypes: ['violations']}).then((r) => done(r.violations"
                        + ".filter((v) => v.impact === 'serious' || v.impact === 'critical')"
                        + ".map((v) => 'axe ' + v.impact + ' ' + v.id + ': ' + v.nodes.slice(0, 3)"
                        + ".map((n) => n.target.join(' ') + ' (' + (n.failureSummary || '').replace(/\\s+/g, ' ').slice(0, 160) + ')')"
                        + ".join('; '))), (e) => done(['axe failed: ' + e]));");
    }

    /** The view's pictures: in target/screenshots with -Dscreenshots=true, in docs/screenshots for its script. */
    private static void pictures(View view, String lang) {
        if (TAKE_SCREENSHOTS) {
            screenshot("15-" + view.name() + "-" + lang);
            if (view.name().equals("table") && lang.equals("pl")) {
                screenshot("12-table-pl");
            }
            if (view.name().equals("settle") && lang.equals("ru")) {
                screenshot("13-settle-ru");
                screenshotFrom("14-settle-ru-payments", testId("settle-result"));
            }
        }
        if (DOCS_SHOTS != null && view.docs() != null) {
            script("window.scrollTo(0, 0); document.activeElement && document.activeElement.blur()");
            saveScreenshot(Path.of(DOCS_SHOTS), view.docs() + "-" + lang);
        }
    }

    private static String playerId(String name) {
        for (JsonNode p : api("GET", "api/players", null)) {
            if (p.path("name").asText().equals(name)) {
                return p.path("id").asText();
            }
        }
        throw new AssertionError(name + " is not a player of the club");
    }

    private static String encode(String hand) {
        return URLEncoder.encode(hand, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
