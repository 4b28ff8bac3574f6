/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongtally.game.Game;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.rules.Rulesets;

/** The CSV score sheet: a header, one row per hand, RFC 4180 quoting. */
class ScoreSheetCsvTest {

    /** Hand 2 is the settlement of the README; hand 4 was worked out by hand with Bob East. */
    @Test
    void oneRowPerHandWithEachPlayersScoreBalanceAndTotal() {
        String csv = ScoreSheetCsv.write(Game.replay(Fixtures.SETUP, Fixtures.fourHands()));

        assertThat(csv.split("\r\n", -1)).containsExactly(
                "hand,prevailing,east,winner,Ann score,Ann balance,Ann total,Bob score,Bob balance,Bob total,"
                        + "Cid score,Cid balance,Cid total,Dee score,Dee balance,Dee total",
                "1,East,Ann,Ann,136,816,816,24,-242,-242,10,-284,-284,8,-290,-290",
                "2,East,Ann,Bob,80,-24,792,112,448,206,12,-284,-568,48,-140,-430",
                "3,East,Bob,,0,-90,702,0,30,236,0,30,-538,0,30,-400",
                "4,East,Bob,Dee,6,-48,654,0,-144,92,14,-16,-554,52,208,-192",
                "");
    }

    @Test
    void namesWithCommasQuotesOrFormulaSignsAreQuotedAndDefused() {
        GameSetup setup = new GameSetup(List.of("Ann, Jr.", "Bob \"B\"", "=Cid", "Dee"), Rulesets.bmja(),
                GameOptions.DEFAULTS);

        String csv = ScoreSheetCsv.write(Game.replay(setup, List.of(HandRecord.draw(java.util.Map.of()))));

        assertThat(csv).startsWith("hand,prevailing,east,winner,\"Ann, Jr. score\",\"Ann, Jr. balance\",");
        assertThat(csv).contains(",\"Bob \"\"B\"\" score\",").contains(",'=Cid score,");
        assertThat(csv).contains("\r\n1,East,\"Ann, Jr.\",,0,0,0,");
    }
}
