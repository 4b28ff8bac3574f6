/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Ruleset ids and the whole numbers of table options, held to the regular expressions they replace. */
class RulesetIdAndWholeNumberTest {

    private static final Pattern ID = Pattern.compile("[a-z0-9][a-z0-9-]{0,39}");
    private static final Pattern WHOLE = Pattern.compile("-?\\d{1,18}");

    @Test
    void anIdIsWhatTheIdPatternMatches() {
        List<String> ids = List.of("", "a", "0", "-", "-a", "a-", "a--b", "bmja", "bmja-table", "my-club-2026",
                "A", "bmjA", "a_b", "a b", "a.b", "é", "a٣", "a".repeat(39), "a".repeat(40), "a".repeat(41),
                "a" + "-".repeat(39), "a" + "-".repeat(40), "0".repeat(40) + "\n");
        for (String id : ids) {
            assertThat(RulesetFile.isId(id)).as("[%s]", id).isEqualTo(ID.matcher(id).matches());
        }
        assertThat(RulesetFile.isId("a".repeat(40))).isTrue();
        assertThat(RulesetFile.isId("a".repeat(41))).isFalse();
    }

    @Test
    void aWholeNumberIsWhatTheWholePatternMatches() {
        List<String> texts = List.of("", "-", "0", "-0", "+5", "5", "500", "--5", "5-", "1_000", "1.5", " 5", "٣",
                "1٣", "9".repeat(18), "-" + "9".repeat(18), "9".repeat(19), "-" + "9".repeat(19), "none", "true");
        for (String text : texts) {
            assertThat(TableOptions.isWholeNumber(text)).as("[%s]", text).isEqualTo(WHOLE.matcher(text).matches());
        }
        assertThat(TableOptions.isWholeNumber("9".repeat(18))).isTrue();
        assertThat(TableOptions.isWholeNumber("9".repeat(19))).isFalse();
    }
}
