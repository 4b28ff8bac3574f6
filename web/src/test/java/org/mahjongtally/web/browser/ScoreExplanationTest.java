/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Tiles tapped one after another on the calculator: "How it is scored", once opened, stays open
 * while the hand changes under it, explaining each new score; the hand shows the tiles tapped.
 */
class ScoreExplanationTest extends BrowserTestBase {

    private static final String BOX = "[data-testid='score-entry'] ";

    @Test
    void theExplanationStaysOpenWhileTilesAreTapped() {
        useLanguage("en");
        open("#/score");
        click(testId("score-winner"));
        for (int i = 0; i < 3; i++) {
            click(css(BOX + "button.pick[data-tile='2b']"));
        }
        waitForCalculatorTotal(4);
        click(css(BOX + ".score-view details.explain > summary"));
        assertThat(explanationOpen()).isTrue();

        click(css(BOX + "button.pick[data-tile='R']"));
        click(css(BOX + "button.pick[data-tile='R']"));
        waitForCalculatorTotal(6);
        assertThat(explanationOpen()).as("the explanation after two more taps").isTrue();
        assertThat(find(css(BOX + ".score-view table.lines")).getText()).contains("Concealed pung of minors", "Pair of dragons");
        assertThat(handTiles()).containsExactly("2b", "2b", "2b", "R", "R");
        screenshot("score-explanation-open-en");

        // Taken out again, tile by tile, from the hand: the count and the score follow.
        click(css(BOX + ".built-tiles .set.concealed button.one:last-child"));
        waitForText(testId("tile-count"), "Tiles: 4");
        waitForCalculatorTotal(4);
        assertThat(explanationOpen()).isTrue();
        assertThat(handTiles()).containsExactly("2b", "2b", "2b", "R");
        // The first tile of the hand is the one a tap on it takes out.
        click(css(BOX + ".built-tiles .set.concealed button.one:first-child"));
        waitForText(testId("tile-count"), "Tiles: 3");
        assertThat(handTiles()).containsExactly("2b", "2b", "R");
        click(css(BOX + "button.pick[data-tile='1b']"));
        waitForText(testId("tile-count"), "Tiles: 4");
        assertThat(handTiles()).containsExactly("1b", "2b", "2b", "R");
    }

    private static boolean explanationOpen() {
        return (Boolean) script("const d = document.querySelector(arguments[0]); return Boolean(d && d.open);",
                BOX + ".score-view details.explain");
    }

    /** The tiles of the hand as shown, in order. */
    @SuppressWarnings("unchecked")
    private static List<String> handTiles() {
        return (List<String>) script("return [...document.querySelectorAll(arguments[0])].map((t) => t.dataset.tile)",
                BOX + ".built-tiles .tile");
    }
}
