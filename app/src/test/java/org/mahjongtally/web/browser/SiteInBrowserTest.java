/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mahjongtally.app.Main;
import org.mahjongtally.web.PageFiles;

/**
 * What {@code tally site DIR} writes, served by a plain static file server with no Java (Node.js)
 * and opened in Chromium: the page's shell loads and switches language, the manifest makes it
 * installable, the service worker keeps it, and with the host stopped and the network off a
 * reload still opens it. (The browser harness of the web module; its own server is not used.)
 */
class SiteInBrowserTest extends BrowserTestBase {

    @TempDir
    Path temp;

    @Test
    void theStaticBuildWorksFromAPlainFileServerAndThenOffline() throws Exception {
        Path dir = temp.resolve("site");
        StringWriter out = new StringWriter();
        int code = Main.commandLine(new PrintWriter(out, true), new PrintWriter(new StringWriter(), true))
                .execute("site", dir.toString());
        assertThat(code).as(out.toString()).isZero();
        assertThat(Files.isRegularFile(dir.resolve("sw.js"))).isTrue();
        try (StaticFileServer host = StaticFileServer.serve(dir)) {
            driver.get(host.base() + "#/");
            waitForScreen();
            assertThat(find(css("main")).getAttribute("data-screen")).isEqualTo("home");
            waitForText(css(".tabs a[data-nav='score']"), OfflinePage.message("en", "nav.score"));
            click(css(".tabs a[data-nav='settle']"));
            waitForScreen();
            assertThat(find(css("main")).getAttribute("data-screen")).isEqualTo("settle");
            new org.openqa.selenium.support.ui.Select(find(css("#lang"))).selectByValue("pl");
            waitForText(css(".tabs a[data-nav='settle']"), OfflinePage.message("pl", "nav.settle"));

            String version = OfflinePage.waitForWorker();
            assertThat(version).isEqualTo(PageFiles.onClasspath().version());
            wait.withMessage("every file of the page in the cache").until(d -> OfflinePage.cachedFiles(
                    OfflinePage.cacheOf(version)).equals(OfflinePage.expectedCache(host.base(), PageFiles.onClasspath())));
            assertThat(OfflinePage.installabilityErrors()).isEmpty();

            host.close();
            OfflinePage.networkOffline(true);
            try {
                for (String lang : List.of("ru", "en")) {
                    script("localStorage.setItem('mahjong-tally.lang', arguments[0])", lang);
                    driver.navigate().to(host.base() + "#/");
                    driver.navigate().refresh();
                    waitForScreen();
                    assertThat(find(css("main")).getAttribute("data-screen")).isEqualTo("home");
                    waitForText(css(".tabs a[data-nav='games']"), OfflinePage.message(lang, "nav.games"));
                }
            } finally {
                OfflinePage.networkOffline(false);
            }
        }
    }

    @Test
    void aStaticHostsOwnErrorIsNotShownAsItIsButInThePagesLanguage() throws Exception {
        Path dir = temp.resolve("site");
        int code = Main.commandLine(new PrintWriter(new StringWriter(), true), new PrintWriter(new StringWriter(), true))
                .execute("site", dir.toString());
        assertThat(code).isZero();
        try (StaticFileServer host = StaticFileServer.serve(dir)) {
            driver.get(host.base() + "#/");
            waitForScreen();
            script("localStorage.setItem('mahjong-tally.lang', 'pl')");
            // A club game's link opened on a static host: its /api/ answer is the host's own 404.
            driver.navigate().to(host.base() + "#/game/club-game-1");
            driver.navigate().refresh();
            waitForScreen();
            String expected = OfflinePage.message("pl", "error.noReason").replace("{status}", "404");
            wait.withMessage("the error in Polish: " + expected).until(d -> d.findElements(css(".error")).stream()
                    .anyMatch(e -> e.isDisplayed() && e.getText().contains(expected)));
            assertThat(driver.findElements(css(".error")).stream().map(e -> e.getText()).toList())
                    .noneMatch(text -> text.toLowerCase(java.util.Locale.ROOT).contains("not found"));
            screenshot("52-static-host-error-pl");
        }
    }
}
