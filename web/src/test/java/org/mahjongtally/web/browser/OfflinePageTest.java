/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.mahjongtally.web.PageFiles;
import org.openqa.selenium.WebElement;

/**
 * The page served by the real server, kept by its service worker: the first visit caches every
 * file of the page; with the server stopped and the network switched off, a reload still shows the
 * app, in each language. The manifest makes the page installable.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class OfflinePageTest extends BrowserTestBase {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @Test
    @Order(1)
    void theManifestIsServedAsOneAndItsColoursAreThePagesOwn() throws Exception {
        HttpResponse<String> manifest = get("manifest.webmanifest");
        assertThat(manifest.statusCode()).isEqualTo(200);
        assertThat(manifest.headers().firstValue("Content-Type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/manifest+json"));
        JsonNode json = JSON.readTree(manifest.body());
        assertThat(json.path("name").asText()).isEqualTo("Mahjong Tally");
        assertThat(json.path("display").asText()).isEqualTo("standalone");
        String css = new String(PageFiles.read("css/app.css"), StandardCharsets.UTF_8);
        assertThat(json.path("theme_color").asText()).isEqualTo(cssColour(css, "felt"));
        assertThat(json.path("background_color").asText()).isEqualTo(cssColour(css, "paper"));
        for (JsonNode icon : json.path("icons")) {
            HttpResponse<String> picture = get(icon.path("src").asText());
            assertThat(picture.statusCode()).as(icon.toString()).isEqualTo(200);
            assertThat(picture.headers().firstValue("Content-Type")).hasValue(icon.path("type").asText());
        }
        assertThat(json.path("icons").size()).isGreaterThanOrEqualTo(1);
    }

    /**
     * Launchers and iOS want bitmaps: the manifest names PNG icons of 192 and 512 px (and a
     * maskable one), and the page an apple-touch-icon of 180 px, each drawn from the tile art
     * (icons/icon.svg, icons/icon-maskable.svg) by web/icons/make, and kept for offline use.
     */
    @Test
    @Order(1)
    @SuppressWarnings("unchecked")
    void theManifestAndTheHomeScreenHavePngIconsDrawnFromTheTileArt() throws Exception {
        JsonNode json = JSON.readTree(get("manifest.webmanifest").body());
        Map<String, String> pngs = new java.util.TreeMap<>();
        for (JsonNode icon : json.path("icons")) {
            if (icon.path("type").asText().equals("image/png")) {
                pngs.put(icon.path("src").asText(), icon.path("sizes").asText() + " " + icon.path("purpose").asText());
            }
        }
        assertThat(pngs).containsExactlyInAnyOrderEntriesOf(Map.of("icons/icon-192.png", "192x192 any",
                "icons/icon-512.png", "512x512 any", "icons/icon-maskable-512.png", "512x512 maskable"));
        open("#/");
        WebElement apple = driver.findElement(css("link[rel='apple-touch-icon']"));
        assertThat(apple.getAttribute("sizes")).isEqualTo("180x180");
        String appleIcon = URI.create(base).relativize(URI.create(apple.getAttribute("href"))).toString();
        assertThat(appleIcon).isEqualTo("icons/apple-touch-icon.png");
        for (String png : List.of("icons/icon-192.png", "icons/icon-512.png", "icons/icon-maskable-512.png", appleIcon)) {
            HttpResponse<String> answer = get(png);
            assertThat(answer.statusCode()).as(png).isEqualTo(200);
            assertThat(answer.headers().firstValue("Content-Type")).as(png).hasValue("image/png");
        }
        assertThat(PageFiles.onClasspath().files().stream().map(PageFiles.PageFile::path))
                .as("kept by the service worker").contains("icons/icon-192.png", "icons/icon-512.png",
                        "icons/icon-maskable-512.png", "icons/apple-touch-icon.png");

        List<Map<String, Object>> drawn = (List<Map<String, Object>>) asyncScript(resource("icons-check.js"), List.of(
                List.of("icons/icon-192.png", "icons/icon.svg", 192),
                List.of("icons/icon-512.png", "icons/icon.svg", 512),
                List.of("icons/icon-maskable-512.png", "icons/icon-maskable.svg", 512),
                List.of(appleIcon, "icons/icon-maskable.svg", 180)));
        Map<String, Integer> sizes = Map.of("icons/icon-192.png", 192, "icons/icon-512.png", 512,
                "icons/icon-maskable-512.png", 512, appleIcon, 180);
        assertThat(drawn).hasSize(4);
        for (Map<String, Object> icon : drawn) {
            String png = String.valueOf(icon.get("png"));
            assertThat(icon).as(png).doesNotContainKey("error");
            assertThat(((Number) icon.get("width")).intValue()).as(png + " width").isEqualTo(sizes.get(png));
            assertThat(((Number) icon.get("height")).intValue()).as(png + " height").isEqualTo(sizes.get(png));
            assertThat(((Number) icon.get("difference")).doubleValue()).as(png + " against its SVG").isLessThan(2.0);
            // The rounded icon's corners are see-through; iOS shows see-through as black, so its
            // icon is the felt to the edges, as are the maskable ones.
            assertThat(((Number) icon.get("cornerAlpha")).intValue()).as(png + " corner")
                    .isEqualTo(png.contains("maskable") || png.equals(appleIcon) ? 255 : 0);
        }
    }

    @Test
    @Order(2)
    void thePageWorkerAndManifestAreNeverTakenFromAStaleCopy() throws Exception {
        for (String path : List.of("", "index.html", PageFiles.WORKER, PageFiles.LIST, "manifest.webmanifest", "js/main.js")) {
            HttpResponse<String> answer = get(path);
            assertThat(answer.statusCode()).as(path).isEqualTo(200);
            assertThat(answer.headers().firstValue("Cache-Control")).as(path).hasValue("no-cache");
        }
    }

    @Test
    @Order(3)
    void theFirstVisitKeepsEveryFileOfThePageAndMakesItInstallable() {
        open("#/");
        String version = OfflinePage.waitForWorker();
        PageFiles page = PageFiles.onClasspath();
        assertThat(version).isEqualTo(page.version());
        assertThat(OfflinePage.cacheNames()).containsExactly(OfflinePage.cacheOf(version));
        wait.withMessage("every file of the page in the cache").until(d ->
                OfflinePage.cachedFiles(OfflinePage.cacheOf(version)).equals(OfflinePage.expectedCache(base, page)));
        assertThat(OfflinePage.installabilityErrors()).isEmpty();
    }

    /**
     * Only the home screen's code comes with the page; a screen opened while its module cannot be
     * fetched (the first visit not yet kept, the network gone) says so in the page's language and
     * loads the page again when asked. Here the worker is bypassed and the module blocked.
     */
    @Test
    @Order(4)
    void aScreenWhoseCodeCannotBeFetchedSaysSoAndTriesAgain() {
        for (String lang : List.of("en", "pl", "ru")) {
            useLanguage(lang);
            open("#/");
            driver.executeCdpCommand("Network.enable", Map.of());
            driver.executeCdpCommand("Network.setBypassServiceWorker", Map.of("bypass", true));
            driver.executeCdpCommand("Network.setBlockedURLs", Map.of("urls", List.of("*/js/screens/settle.js")));
            try {
                assertThat(script("return performance.getEntriesByType('resource')"
                        + ".some((r) => r.name.includes('/js/screens/settle.js'))")).as("settle.js loaded with the page").isEqualTo(false);
                click(css(".tabs a[data-nav='settle']"));
                waitForText(css("[data-testid='screen-not-loaded'] h1"), OfflinePage.message(lang, "screen.notLoaded"));
                assertThat(find(css("[data-testid='screen-not-loaded'] p")).getText())
                        .isEqualTo(OfflinePage.message(lang, "screen.notLoadedHint"));
                assertThat(find(css("main")).getAttribute("aria-busy")).isEqualTo("false");
                screenshot("screen-not-loaded-" + lang);
            } finally {
                driver.executeCdpCommand("Network.setBlockedURLs", Map.of("urls", List.of()));
                driver.executeCdpCommand("Network.setBypassServiceWorker", Map.of("bypass", false));
            }
            click(testId("screen-reload"));
            wait.until(d -> "settle".equals(d.findElement(css("main")).getAttribute("data-screen")));
            waitForText(css("main h1"), OfflinePage.message(lang, "settle.title"));
        }
        useLanguage("en");
    }

    @Test
    @Order(5)
    void withTheServerStoppedAndTheNetworkOffTheAppStillOpensInEachLanguage() {
        open("#/");
        OfflinePage.waitForWorker();
        server.stop();
        server = null;
        OfflinePage.networkOffline(true);
        try {
            for (String lang : List.of("en", "pl", "ru")) {
                script("localStorage.setItem('mahjong-tally.lang', arguments[0])", lang);
                driver.navigate().refresh();
                waitForScreen();
                assertThat(find(css("main")).getAttribute("data-screen")).isEqualTo("home");
                waitForText(css(".brand"), OfflinePage.message(lang, "app.title"));
                waitForText(css(".tabs a[data-nav='settle']"), OfflinePage.message(lang, "nav.settle"));
                assertThat(script("return document.documentElement.lang")).isEqualTo(lang);
                screenshot("offline-home-" + lang);
            }
            driver.navigate().to(base + "#/score");
            waitForScreen();
            assertThat(find(css("main")).getAttribute("data-screen")).isEqualTo("score");
        } finally {
            OfflinePage.networkOffline(false);
        }
    }

    private static HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return HTTP.send(HttpRequest.newBuilder(URI.create(base + path)).build(), HttpResponse.BodyHandlers.ofString());
    }

    /** The value of a colour variable of the page's style sheet, such as {@code --felt: #0e4d34;}. */
    private static String cssColour(String css, String name) {
        Matcher m = Pattern.compile("--" + name + ":\\s*(#[0-9a-fA-F]{3,8});").matcher(css);
        assertThat(m.find()).as("--" + name + " in app.css").isTrue();
        return m.group(1);
    }
}
