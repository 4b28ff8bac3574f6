/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/** A hand travels as a link: opening it shows the hand on the picker, scored and explained. */
class SharedLinkTest extends BrowserTestBase {

    @Test
    void aSharedLinkOpensOnTheScoredHand() {
        String hand = "[EEE] {9999c} 111d 234b GG f1 s1 win=G by=wall";
        open("#/score?hand=" + URLEncoder.encode(hand, StandardCharsets.UTF_8).replace("+", "%20"));
        // The README's example: 76 points x 2^4 = 1216, capped at the limit of 1000.
        WebElement view = find(css("[data-testid='score-entry'] .score-view"));
        assertThat(view.getAttribute("data-total")).isEqualTo("1000");
        // The kong's fourth tile counts too: 15 tiles lie in the hand, and its bonus tiles apart.
        assertThat(find(testId("tile-count")).getText()).isEqualTo("Tiles: 15 of 15");
        List<WebElement> built = driver.findElements(css("[data-testid='picker'] .built .tile"));
        assertThat(built).hasSize(17);
        assertThat(view.getAttribute("textContent")).contains("Concealed kong of majors", "Own flower", "Own season");
        assertThat(driver.findElement(css(".win-tiles input:checked")).getAttribute("value")).isEqualTo("G");
        screenshotFrom("11-shared-hand", testId("score-entry"));
    }

    @Test
    void aHandTappedInGivesALinkThatOpensTheSameScore() {
        open("#/score");
        // Built with the keyboard: Enter on a tile button adds it, arrows choose the kind of set.
        find(testId("picker"));
        screenshot("10-score-a-hand");
        press(css(".modes .pill[data-value='tile'] input"), Keys.SPACE);
        for (int i = 0; i < 2; i++) {
            press(css(".pick[data-tile='5d']"), Keys.ENTER);
            // The focus stays on the tile just added, ready for the next key.
            assertThat(driver.switchTo().activeElement().getAttribute("data-tile")).isEqualTo("5d");
        }
        press(css(".modes .pill[data-value='tile'] input"), Keys.ARROW_RIGHT, Keys.ARROW_RIGHT);
        assertThat(driver.findElement(css(".modes .pill[data-value='pung'] input")).isSelected()).isTrue();
        for (String tile : List.of("2b", "3c", "R")) {
            press(css(".pick[data-tile='" + tile + "']"), Keys.ENTER);
        }
        click(css(".modes .pill[data-value='chow']"));
        press(css(".pick[data-tile='4d']"), Keys.ENTER);
        // 222b 333c RRR 456d 55d: the winning tile is the last one added, 6d.
        assertThat(find(testId("tile-count")).getText()).isEqualTo("Tiles: 14 of 14");
        assertThat(driver.findElement(css(".win-tiles input:checked")).getAttribute("value")).isEqualTo("6d");
        WebElement view = find(css("[data-testid='score-entry'] .score-view:not(.not-winning)"));
        String total = view.getAttribute("data-total");
        assertThat(Long.parseLong(total)).isPositive();
        String link = find(css("[data-testid='share'] input")).getAttribute("value");
        assertThat(link).contains("#/score?hand=").contains("win%3D6d");

        load(link);
        assertThat(find(css("[data-testid='score-entry'] .score-view")).getAttribute("data-total")).isEqualTo(total);
        assertThat(driver.findElements(css("[data-testid='picker'] .built .tile"))).hasSize(14);
    }

    private static void press(By by, CharSequence... keys) {
        WebElement element = driver.findElement(by);
        script("arguments[0].focus()", element);
        wait.until(d -> element.equals(d.switchTo().activeElement()));
        driver.switchTo().activeElement().sendKeys(keys);
    }
}
