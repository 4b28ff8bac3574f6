/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Tiles tapped one after another on the calculator: every tile's picture is drawn (an image the
 * page makes, allowed by the server's Content-Security-Policy), and "How it is scored", once
 * opened, stays open while the hand changes under it, explaining each new score.
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
        assertThat(unpainted()).as("tile pictures not drawn").isEmpty();
        screenshot("score-explanation-open-en");

        // Taken out again, tile by tile, from the hand: the count and the score follow.
        click(css(BOX + ".built-tiles .set.concealed button.one:last-child"));
        waitForText(testId("tile-count"), "Tiles: 4");
        waitForCalculatorTotal(4);
        assertThat(explanationOpen()).isTrue();
    }

    private static boolean explanationOpen() {
        return (Boolean) script("const d = document.querySelector(arguments[0]); return Boolean(d && d.open);",
                BOX + ".score-view details.explain");
    }

    /** The tile pictures of the picker and of the hand that have not been drawn (no image). */
    @SuppressWarnings("unchecked")
    private static List<String> unpainted() {
        return (List<String>) script("return [...document.querySelectorAll(arguments[0])]"
                + ".filter((i) => !(i.complete && i.naturalWidth > 0)).map((i) => i.closest('.tile').dataset.tile)",
                BOX + ".tile img");
    }
}
