/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongtally.web.PageFiles;
import org.mahjongtally.web.StaticSite;
import org.openqa.selenium.support.ui.Select;

/**
 * A new version of the page, published while a phone has the old one: the phone keeps using the
 * old version whole until the "updated" notice's button is tapped (or the next start), then uses
 * the new version whole, and keeps nothing of the old one. The page is served from a folder by a
 * plain static server, where the new version is made by changing a file and listing the folder
 * again, as the build does.
 */
class NewVersionTest extends BrowserTestBase {

    private Path folder;
    private StaticFileServer host;

    @BeforeEach
    void publishTheFirstVersion() throws IOException {
        folder = Files.createTempDirectory("tally-site-");
        StaticSite.write(folder);
        host = StaticFileServer.serve(folder);
    }

    @AfterEach
    void stopTheHost() throws IOException {
        host.close();
        try (Stream<Path> files = Files.walk(folder)) {
            files.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        }
    }

    @Test
    void aNewVersionIsOfferedThenUsedWholeAfterTheReload() throws IOException {
        driver.get(host.base() + "#/");
        waitForScreen();
        String first = OfflinePage.waitForWorker();
        String oldTitle = OfflinePage.message("en", "app.title");
        waitForText(css(".brand"), oldTitle);

        String newTitle = oldTitle + " (new)";
        Path english = folder.resolve("i18n/en.js");
        String text = Files.readString(english, StandardCharsets.UTF_8);
        Files.writeString(english, text.replace("'app.title': '" + oldTitle + "',", "'app.title': '" + newTitle + "',"),
                StandardCharsets.UTF_8);
        PageFiles second = PageFiles.stamp(folder);
        assertThat(second.version()).isNotEqualTo(first);

        // The next start finds the new worker; the page is still the old version, whole.
        driver.navigate().refresh();
        waitForScreen();
        find(testId("update-notice"));
        assertThat(find(css(".brand")).getText()).isEqualTo(oldTitle);
        assertThat(OfflinePage.waitForWorker()).isEqualTo(first);
        assertThat(find(testId("update-notice")).getText()).contains(OfflinePage.message("en", "update.ready"));

        // Another reload without the button: still the old version, and the offer again.
        driver.navigate().refresh();
        waitForScreen();
        find(testId("update-notice"));
        assertThat(find(css(".brand")).getText()).isEqualTo(oldTitle);
        screenshot("update-notice-en");
        for (String lang : new String[] {"pl", "ru"}) {
            new Select(find(css("#lang"))).selectByValue(lang);
            waitForText(testId("update-reload"), OfflinePage.message(lang, "update.reload"));
            assertThat(find(testId("update-notice")).getText()).contains(OfflinePage.message(lang, "update.ready"));
            screenshot("update-notice-" + lang);
        }
        new Select(find(css("#lang"))).selectByValue("en");

        click(testId("update-reload"));
        waitForText(css(".brand"), newTitle);
        waitForScreen();
        assertThat(OfflinePage.waitForWorker()).isEqualTo(second.version());
        assertThat(driver.findElements(testId("update-notice"))).isEmpty();
        assertThat(OfflinePage.cacheNames()).containsExactly(OfflinePage.cacheOf(second.version()));
        assertThat(OfflinePage.cachedFiles(OfflinePage.cacheOf(second.version())))
                .isEqualTo(OfflinePage.expectedCache(host.base(), second));
    }
}
