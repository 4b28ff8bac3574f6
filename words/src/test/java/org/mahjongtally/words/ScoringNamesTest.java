/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.scoring.Award;
import org.mahjongtally.scoring.ScoreSheet;
import org.mahjongtally.scoring.Scorer;

/** A loser's fishing value is named "calling for" its special hand in each language; a made hand by its name. */
class ScoringNamesTest {

    private static final Scorer BMJA = new Scorer(Rulesets.preset("bmja"));

    @Test
    void aLoserCallingForWondersIsCallingForThemInEachLanguage() {
        ScoreSheet sheet = (ScoreSheet) BMJA.score(Hand.parse("19b 19c 19d ESWN RGP seat=S round=E"));
        Award line = sheet.lines().get(0);

        assertThat(sheet.calling()).isTrue();
        assertThat(line.calling()).isTrue();
        assertThat(sheet.limitHand()).contains("Thirteen Unique Wonders");
        assertThat(ScoringNames.of(line, Words.in(Language.ENGLISH))).isEqualTo("Calling for Thirteen Unique Wonders");
        assertThat(ScoringNames.limitHand(sheet, Words.in(Language.ENGLISH))).contains("Calling for Thirteen Unique Wonders");
        assertThat(ScoringNames.of(line, Words.in(Language.POLISH))).isEqualTo("Oczekiwanie na rękę „Trzynaście cudów”");
        assertThat(ScoringNames.of(line, Words.in(Language.RUSSIAN))).isEqualTo("Ожидание руки «Тринадцать чудес»");
    }

    @Test
    void aWinnerWhoMadeTheHandHasItsName() {
        ScoreSheet sheet = (ScoreSheet) BMJA.score(Hand.parse("19b 19c 19d ESWN RGP 1b seat=S round=E win=1b by=discard"));

        assertThat(sheet.calling()).isFalse();
        assertThat(sheet.lines().get(0).calling()).isFalse();
        assertThat(ScoringNames.limitHand(sheet, Words.in(Language.POLISH))).contains("Trzynaście cudów");
        assertThat(ScoringNames.of(sheet.lines().get(0), Words.in(Language.ENGLISH))).isEqualTo("Thirteen Unique Wonders");
    }

    @Test
    void aRunnerUpCallingForAHandSaysSo() {
        ScoreSheet sheet = (ScoreSheet) BMJA.score(Hand.parse("{EEEE} {SSSS} [WWW] NN 55c f2 s2 seat=S round=E"));

        assertThat(sheet.calling()).isFalse();
        assertThat(sheet.runnersUp()).anySatisfy(alt -> assertThat(ScoringNames.limitHand(alt, Words.in(Language.ENGLISH)))
                .contains("Calling for Four Blessings Hovering over the Door"));
    }
}
