/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A declared win whose tiles do not win: the calculator says why in the page's language (from
 * the score's reasonCode), not in the server's English.
 */
class NotWinningReasonTest extends BrowserTestBase {

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            pl | 123b 456b 789b 55d [RRR] seat=S win=5d by=discard | Ręka ma więcej chowów, niż zasady bmja dopuszczają w ręce wygrywającej.
            ru | 123b 456b 789b 55d [RRR] seat=S win=5d by=discard | В руке больше чоу, чем правила bmja допускают в выигрышной руке.
            en | 123b 456b 789b 55d 13c 5c win=5c by=discard       | The tiles make neither four sets and a pair nor a special hand of the bmja rules.
            """)
    void theReasonIsInThePagesLanguage(String lang, String hand, String reason) {
        useLanguage(lang);
        open("#/score");
        choose("[data-testid='score-ruleset']", "bmja");
        choose("[data-testid='score-entry'] [data-testid='entry-mode']", "notation");
        type(testId("notation-input"), hand);
        waitForText(testId("not-winning-reason"), reason);
        script("arguments[0].scrollIntoView({block: 'center'})", find(testId("not-winning-reason")));
        screenshot("not-winning-reason-" + lang);
    }
}
