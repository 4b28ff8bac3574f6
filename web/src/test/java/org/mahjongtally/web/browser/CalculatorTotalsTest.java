/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.support.ui.Select;

/**
 * Hands from the rulebooks' examples typed into the score calculator, as written there: the total
 * the page shows is the one worked out from the rulebook (docs/rules.md and the ruleset's points),
 * not whatever the engine answered when the test was written. The dmjl loser scores every
 * scoring pair; the last three are losers who hold nothing but bonus tiles.
 */
class CalculatorTotalsTest extends BrowserTestBase {

    @BeforeAll
    static void inEnglish() {
        useLanguage("en");
    }

    @ParameterizedTest(name = "{0}: {1} = {2}")
    @CsvSource(delimiter = '|', textBlock = """
            bmja | [RRR] [GGG] [PPP] 234b 55c seat=S win=2b by=discard  | 256
            bmja | [1111d] [222d] [444d] 333d55d win=3d by=last-discard | 672
            bmja | [222c] {9999c} 33366655c win=5c by=loose             | 512
            dmjl | [444b] [678b] [789b] [111c] 22b win=8b by=discard    | 28
            bmja | 24689b 24689c 2468d f2 s3 seat=S win=9c by=last-discard | 532
            dmjl | EE11d99bGGRRSWW seat=W round=N                       | 6
            bmja | f1                                                   | 8
            bmja | f3 s3 seat=W                                         | 32
            bmja | f1 f2 f3 f4 seat=S                                   | 64
            """)
    void theTotalShownIsTheRulebooks(String ruleset, String hand, long total) {
        open("#/score");
        choose("[data-testid='score-ruleset']", ruleset);
        choose("[data-testid='score-entry'] [data-testid='entry-mode']", "notation");
        // Unticked as for a loser: a typed win= ticks it again.
        click(testId("score-winner"));
        assertThat(find(testId("score-winner")).isSelected()).isFalse();
        type(testId("notation-input"), hand);
        waitForCalculatorTotal(total);
        // The seat written in the hand is the seat it is scored in, and the choice above shows it.
        Matcher seat = Pattern.compile("seat=([ESWN])").matcher(hand);
        assertThat(new Select(find(testId("score-seat"))).getFirstSelectedOption().getAttribute("value"))
                .isEqualTo(seat.find() ? seat.group(1) : "E");
        assertThat(find(testId("score-winner")).isSelected()).isEqualTo(hand.contains("win="));
    }
}
