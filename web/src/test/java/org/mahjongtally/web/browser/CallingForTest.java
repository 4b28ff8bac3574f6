/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A loser one tile short of Thirteen Unique Wonders scores its fishing value (bmja: 400): the
 * calculator names the line, and the limit hand, as calling for it, in the page's language
 * (from the line's {@code calling}), not as the hand made.
 */
class CallingForTest extends BrowserTestBase {

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            en | Calling for Thirteen Unique Wonders
            pl | Oczekiwanie na rękę „Trzynaście cudów”
            ru | Ожидание руки «Тринадцать чудес»
            """)
    void theLineSaysWhatTheLoserWasCallingFor(String lang, String name) {
        useLanguage(lang);
        open("#/score");
        choose("[data-testid='score-ruleset']", "bmja");
        choose("[data-testid='score-entry'] [data-testid='entry-mode']", "notation");
        type(testId("notation-input"), "19b 19c 19d ESWN RGP seat=S round=E");
        waitForCalculatorTotal(400);
        script("document.querySelectorAll('#main details').forEach((d) => { d.open = true; })");

        assertThat(find(css("[data-testid='score-entry'] .score-view table.lines tbody td")).getText()).isEqualTo(name);
        assertThat(find(css("[data-testid='score-entry'] .score-formula")).getText()).contains(name);
        Map<String, Object> strings = stringsCheck(lang);
        assertThat((List<?>) strings.get("bad")).as("strings not from the %s messages", lang).isEmpty();
        script("arguments[0].scrollIntoView({block: 'center'})", find(css("[data-testid='score-entry'] .score-view")));
        screenshot("calling-for-" + lang);
    }
}
