/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import javax.imageio.ImageIO;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;

/**
 * The tiles are drawn by the page itself, whatever fonts the phone has; exposed and concealed
 * sets look different at a glance, in words too, in the picker and in every hand shown; and the
 * catalogue of a ruleset's special hands shows each with its values and an example, for a
 * preset and for a game kept on the phone whose club ruleset values a hand differently.
 * (This machine, like many phones, has no Chinese font.)
 */
class TilesAndSpecialHandsTest extends BrowserTestBase {

    private static final List<String> DRAWN = List.of("1c", "2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c",
            "E", "S", "W", "N", "R", "G");
    private static final String HAND = "[555d] {EEEE} 222b 678b 77c f1 win=7c";
    private static final Map<String, List<String>> TAGS = Map.of(
            "en", List.of("exposed", "concealed"),
            "pl", List.of("odkryte", "ukryte"),
            "ru", List.of("открытые", "закрытые"));

    /**
     * No tile is written in a font: no picture holds a character outside Latin, and each of the
     * characters and honours, rasterised, differs from every other one below its corner index
     * (with a missing font, they were all the same empty box).
     */
    @Test
    @SuppressWarnings("unchecked")
    void charactersAndHonoursAreDrawnNotWritten() {
        useLanguage("en");
        open("#/score");
        assertThat((List<Object>) script("return [...document.querySelectorAll('#tile-sprite symbol')]"
                + ".filter((s) => [...s.querySelectorAll('text')].some((x) => /[^\\u0000-\\u024f]/.test(x.textContent)))"
                + ".map((s) => s.id)")).as("tiles written with a character of a font").isEmpty();

        // Each tile drawn 72 x 96 px on a white sheet over the page, five to a row, and photographed.
        script("const sheet = document.createElement('div'); sheet.id = 'ink-sheet';"
                + " sheet.style.cssText = 'position:fixed;left:0;top:0;z-index:99;background:#fff;display:grid;"
                + "grid-template-columns:repeat(5,72px);width:360px';"
                + " sheet.innerHTML = arguments[0].map((c) => `<svg width='72' height='96' viewBox='0 0 60 80'><use href='#tile-${c}'/></svg>`).join('');"
                + " document.body.append(sheet);", DRAWN);
        BufferedImage photo = photograph();
        List<boolean[]> ink = new ArrayList<>();
        for (int i = 0; i < DRAWN.size(); i++) {
            ink.add(inkBelowIndex(photo, (i % 5) * 72, (i / 5) * 96));
        }
        List<String> alike = new ArrayList<>();
        for (int i = 0; i < DRAWN.size(); i++) {
            assertThat(count(ink.get(i))).as("ink on " + DRAWN.get(i)).isGreaterThan(150);
            for (int j = i + 1; j < DRAWN.size(); j++) {
                long differ = 0;
                for (int k = 0; k < ink.get(i).length; k++) {
                    differ += ink.get(i)[k] == ink.get(j)[k] ? 0 : 1;
                }
                if (differ < 100) {
                    alike.add(DRAWN.get(i) + "~" + DRAWN.get(j) + " (" + differ + " pixels differ)");
                }
            }
        }
        assertThat(alike).as("tiles whose pictures look alike").isEmpty();
        script("document.getElementById('ink-sheet').remove()");
        screenshotFrom("tiles-picker-en", css(".palette"));
    }

    private static BufferedImage photograph() {
        try {
            return ImageIO.read(new ByteArrayInputStream(driver.getScreenshotAs(OutputType.BYTES)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Which pixels of a tile's face carry ink (far from its ivory), leaving out its top left
     * corner, where the index letter or number is written.
     */
    private static boolean[] inkBelowIndex(BufferedImage photo, int left, int top) {
        boolean[] ink = new boolean[64 * 72];
        for (int y = 0; y < 72; y++) {
            for (int x = 0; x < 64; x++) {
                int px = left + 4 + x;
                int py = top + 4 + y;
                if (x < 20 && y < 18) {
                    continue;
                }
                int rgb = photo.getRGB(px, py);
                int r = (rgb >> 16) & 0xff;
                int g = (rgb >> 8) & 0xff;
                int b = rgb & 0xff;
                ink[y * 64 + x] = r + g + b < 560;
            }
        }
        return ink;
    }

    private static long count(boolean[] ink) {
        long n = 0;
        for (boolean b : ink) {
            n += b ? 1 : 0;
        }
        return n;
    }

    /** Exposed sets on a light tray with a solid edge, concealed ones dark, dashed, locked, with words. */
    @Test
    void exposedAndConcealedSetsAreUnmistakable() {
        JsonNode started = api("POST", "api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"ruleset\": \"bmja\"}");
        String id = started.path("id").asText();
        recordHand(id, started.path("editKey").asText(), "{\"winner\": \"Bob\", \"scores\": {\"Ann\": 8, \"Cid\": 4, \"Dee\": 0},"
                + " \"hands\": {\"Bob\": \"" + HAND + "\"}}");
        for (String lang : List.of("en", "pl", "ru")) {
            useLanguage(lang);
            // The picker, with the hand built.
            open("#/score?hand=" + java.net.URLEncoder.encode(HAND, java.nio.charset.StandardCharsets.UTF_8) + "&ruleset=bmja");
            find(css(".built .set.kongs"));
            assertLight(css(".built .set.exposed"), "solid");
            assertDark(css(".built .set.kongs"), "dashed");
            assertDark(css(".built .set.concealed"), "dashed");
            assertThat(driver.findElements(css(".built .set.kongs .set-tag .lock"))).as("the lock on a concealed set").hasSize(1);
            assertThat(driver.findElements(css(".built .set.concealed .set-tag .lock"))).as("the lock on the concealed tiles").hasSize(1);
            assertThat(driver.findElements(css(".built .set.exposed .lock"))).as("no lock on an exposed set").isEmpty();
            assertThat(find(css(".built .set.exposed .set-tag")).getText()).isEqualTo(TAGS.get(lang).get(0));
            assertThat(find(css(".built .set.kongs .set-tag")).getText()).isEqualTo(TAGS.get(lang).get(1));
            assertThat(faceDown(".built .set.kongs .group-tiles > .tile")).containsExactly(true, false, false, true);
            screenshotFrom("tiles-picker-sets-" + lang, css(".built"));

            // A hand on the score sheet.
            open("#/game/" + id + "/sheet");
            click(css("[data-testid='row-1'] .row-toggle"));
            String hand = "[data-testid='breakdown-1'] .bd-hand .hand-tiles";
            find(css(hand));
            assertLight(css(hand + " > .exposed"), "solid");
            assertDark(css(hand + " > .kong"), "dashed");
            assertDark(css(hand + " > .concealed"), "dashed");
            assertThat(find(css(hand + " > .exposed .set-tag")).getText()).isEqualTo(TAGS.get(lang).get(0));
            assertThat(find(css(hand + " > .kong .set-tag")).getText()).isEqualTo(TAGS.get(lang).get(1));
            assertThat(find(css(hand + " > .concealed .set-tag")).getText()).isEqualTo(TAGS.get(lang).get(1));
            assertThat(driver.findElements(css(hand + " > .concealed .lock"))).hasSize(1);
            assertThat(driver.findElements(css(hand + " > .exposed .lock"))).isEmpty();
            assertThat(faceDown(hand + " > .kong .tile")).containsExactly(true, false, false, true);
            screenshotFrom("tiles-sheet-hand-" + lang, css("[data-testid='breakdown-1']"));
        }
    }

    /**
     * The special hands of a preset, each with its values from the ruleset and an example, also
     * as the new-game screen and the calculator link to those of the rules chosen and home to the
     * usual preset's; and those of a game kept on the phone whose club ruleset values one hand
     * differently, as its table links to them.
     */
    @Test
    void theCatalogueShowsTheRulesetsOwnSpecialHands() {
        useLanguage("en");
        open("#/special?ruleset=bmja");
        JsonNode bmja = api("GET", "api/rulesets/bmja", null);
        inEachLanguage(lang -> {
            checkCatalogue(bmja, 1000);
            screenshot("special-hands-" + lang);
        });
        // From a new game, the special hands of the rules chosen there, and back.
        open("#/new");
        choose("[data-testid='ruleset']", "dmjl");
        click(testId("catalogue-link-new"));
        checkCatalogue(api("GET", "api/rulesets/dmjl", null), 500);
        assertThat(find(testId("catalogue-ruleset")).findElement(css("input:checked")).getAttribute("value")).isEqualTo("dmjl");
        screenshot("special-hands-from-new-game-en");
        click(css(".screen-title .back"));
        find(testId("start-game"));
        assertThat(find(testId("ruleset")).findElement(css("input:checked")).getAttribute("value")).isEqualTo("dmjl");
        // From home, the usual rules' special hands, and back.
        open("#/");
        click(testId("catalogue-link-home"));
        checkCatalogue(api("GET", "api/rulesets/bmja", null), 1000);
        click(css(".screen-title .back"));
        find(testId("catalogue-link-home"));
        // From the calculator, those of the rules chosen there, and back to it.
        open("#/score");
        choose("[data-testid='score-ruleset']", "dmjl");
        click(testId("catalogue-link-score"));
        checkCatalogue(api("GET", "api/rulesets/dmjl", null), 500);
        click(css(".screen-title .back"));
        assertThat(find(testId("score-ruleset")).findElement(css("input:checked")).getAttribute("value")).isEqualTo("dmjl");

        // A club's ruleset file, in a game file taken onto the phone: All Pair Honours at the limit.
        JsonNode started = api("POST", "api/games", "{\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"], \"ruleset\": \"bmja\"}");
        ObjectNode file = (ObjectNode) api("GET", "api/games/" + started.path("id").asText() + "/export.json", null);
        ObjectNode rules = (ObjectNode) file.path("ruleset");
        String toml = rules.path("toml").asText();
        String clubToml = toml.replaceFirst("(id = \"all-pair-honours\"[^\\[]*?limit = )50", "$1100");
        assertThat(clubToml).isNotEqualTo(toml);
        rules.put("toml", clubToml);
        rules.remove("hash");
        open("#/");
        String phoneId = (String) asyncScript("const done = arguments[arguments.length - 1];"
                + " import('./js/api.js').then((m) => m.api.importPhoneGame(arguments[0])).then((g) => done(g.id), (e) => done('failed: ' + e.message));",
                file.toString());
        assertThat(phoneId).startsWith("ph-");
        open("#/game/" + phoneId);
        click(testId("special-hands-link"));
        find(testId("special-hands"));
        assertThat(find(css(".special-hand[data-id='all-pair-honours'] [data-testid='value']")).getText()).isEqualTo("1,000 points");
        assertThat(find(css(".special-hand[data-id='knitting'] [data-testid='value']")).getText()).isEqualTo("500 points");
        assertThat(driver.findElements(testId("catalogue-preset"))).isEmpty();
        screenshot("special-hands-club-en");
    }

    /**
     * The catalogue on screen against the ruleset as the API shows it: every special hand, in
     * its order, worth its share of the limit, and an example of at least 14 tiles.
     */
    @SuppressWarnings("unchecked")
    private static void checkCatalogue(JsonNode ruleset, long limit) {
        find(testId("special-hands"));
        List<String> expected = new ArrayList<>();
        ruleset.path("elements").forEach(e -> {
            if ("special-hand".equals(e.path("kind").asText())) {
                expected.add(e.path("id").asText());
            }
        });
        // Every card as it is drawn, read in one look: its id, value, fishing value and example's tiles.
        List<Map<String, Object>> cards = (List<Map<String, Object>>) script("""
                const digits = (el) => (el ? el.textContent : '').replace(/\\D/g, '');
                return [...document.querySelectorAll('.special-hand')].map((c) => ({
                  id: c.dataset.id,
                  value: c.querySelector('[data-testid="value"]') ? digits(c.querySelector('[data-testid="value"]')) : null,
                  fishing: c.querySelector('[data-testid="fishing"]') ? digits(c.querySelector('[data-testid="fishing"]')) : null,
                  tiles: c.querySelectorAll('[data-testid="example"] .tile').length,
                }));""");
        assertThat(cards.stream().map(c -> c.get("id")).toList()).isEqualTo(expected);
        for (JsonNode e : ruleset.path("elements")) {
            if (!"special-hand".equals(e.path("kind").asText()) || e.path("limit").asLong() == 0) {
                continue;
            }
            Map<String, Object> card = cards.get(expected.indexOf(e.path("id").asText()));
            long value = limit * e.path("limit").asLong() / 100;
            assertThat(card.get("value")).as("the value of " + e.path("id")).isEqualTo(String.valueOf(value));
            long fishing = limit * e.path("fishing").asLong() / 100;
            assertThat(card.get("fishing")).as("the fishing value of " + e.path("id"))
                    .isEqualTo(fishing == 0 ? "" : String.valueOf(fishing));
            assertThat(((Number) card.get("tiles")).intValue()).as("the example of " + e.path("id")).isGreaterThanOrEqualTo(14);
        }
        assertThat(driver.findElement(css("main")).getText()).doesNotContain("null", "undefined", "catalogue.");
        assertThat((Boolean) script("return document.documentElement.scrollWidth <= window.innerWidth")).as("no sideways scroll").isTrue();
    }

    @SuppressWarnings("unchecked")
    private static List<Boolean> faceDown(String tiles) {
        return (List<Boolean>) script("return [...document.querySelectorAll(arguments[0])]"
                + ".map((t) => getComputedStyle(t.querySelector('svg')).visibility === 'hidden')", tiles);
    }

    private static void assertLight(org.openqa.selenium.By set, String border) {
        assertThat(luminance(set)).as("the tray of " + set).isGreaterThan(0.8);
        assertThat(find(set).getCssValue("border-top-style")).isEqualTo(border);
    }

    private static void assertDark(org.openqa.selenium.By set, String border) {
        assertThat(luminance(set)).as("the tray of " + set).isLessThan(0.1);
        assertThat(find(set).getCssValue("border-top-style")).isEqualTo(border);
    }

    /** The relative luminance (0 black to 1 white) of an element's background colour. */
    private static double luminance(org.openqa.selenium.By by) {
        return ((Number) script("const [r, g, b] = getComputedStyle(arguments[0]).backgroundColor.match(/\\d+(\\.\\d+)?/g).map(Number);"
                + " const l = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };"
                + " return 0.2126 * l(r) + 0.7152 * l(g) + 0.0722 * l(b);", find(by))).doubleValue();
    }
}
