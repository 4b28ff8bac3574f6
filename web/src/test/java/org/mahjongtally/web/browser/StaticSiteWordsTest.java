/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongtally.web.StaticSite;
import org.openqa.selenium.By;

/**
 * The page served as plain files (a club's web space, {@code tally site}), with no club server
 * behind it: it never speaks of "the club server" as if there were one, online or offline, and
 * its Club tab says what a club server is and how to run one, in each language.
 */
class StaticSiteWordsTest extends BrowserTestBase {

    private Path folder;
    private StaticFileServer host;

    @BeforeEach
    void publishThePage() throws IOException {
        folder = Files.createTempDirectory("tally-site-");
        StaticSite.write(folder);
        host = StaticFileServer.serve(folder);
    }

    @AfterEach
    void stopTheHost() throws IOException {
        OfflinePage.networkOffline(false);
        host.close();
        try (Stream<Path> files = Files.walk(folder)) {
            files.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        }
    }

    @Test
    void theClubTabSaysWhatAClubServerIsAndHomeNeverMissesOneOnlineOrOffline() {
        driver.get(host.base() + "#/");
        waitForScreen();
        OfflinePage.waitForWorker();
        for (boolean offline : List.of(false, true)) {
            OfflinePage.networkOffline(offline);
            for (String lang : List.of("en", "pl", "ru")) {
                String where = lang + (offline ? ", offline" : ", online");
                script("localStorage.setItem('mahjong-tally.lang', arguments[0])", lang);
                driver.get(host.base() + "#/standings");
                driver.navigate().refresh();
                waitForScreen();
                waitForText(css("[data-testid='no-club-server'] h2"), OfflinePage.message(lang, "club.noServerTitle"));
                String club = find(By.id("main")).getText();
                assertThat(club).as(where).contains(OfflinePage.message(lang, "club.noServer"), "tally serve",
                        "--bind 0.0.0.0", "tally game import");
                assertThat(driver.findElements(css("main .error:not([hidden])"))).as(where + ": no error shown").isEmpty();
                assertThat(driver.findElements(testId("show-standings"))).as(where + ": no period to choose").isEmpty();
                assertThat(stringsCheck(lang).get("bad")).as(where).asList().isEmpty();
                screenshot("static-club-" + lang + (offline ? "-offline" : ""));

                show("#/");
                find(testId("no-games"));
                assertThat(driver.findElement(testId("server-note")).isDisplayed()).as(where + ": a note about a club server").isFalse();
                assertThat(find(By.id("main")).getText()).as(where)
                        .doesNotContain(OfflinePage.message(lang, "home.serverUnreachable"));
            }
        }
    }
}
