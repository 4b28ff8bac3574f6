/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mahjongtally.tile.Wind.NORTH;
import static org.mahjongtally.tile.Wind.SOUTH;

import org.junit.jupiter.api.Test;

/**
 * {@code differenceCap} (docs/rules.md §12, item 18; section 7: "Harr (1923) instead caps loser
 * differences at the limit (double limit if East is involved)"): the losers' scores are not cut
 * down by the limit; what one loser pays another is {@code m × min(s(A) - s(B), limit)}. The
 * winner's score is still capped. Harr, "Pung Chow", the limit hand: non-winners "settle the
 * difference in the score up to the limit if neither is East Wind, and up to double the limit if
 * either is East Wind"; Four Winds' "apply to score difference (losers)" gives the example used
 * below (limit 500, 660 against 100: 500 is paid, not 400). The numbers are worked by hand.
 */
class DifferenceCapTest {

    /** The payments' reasons as the table and {@code --json} write them. */
    private static final Words ENGLISH = Words.in(Language.ENGLISH);

    private static final SettlementOptions LIMIT_500 = SettlementOptions.DEFAULTS.withLimit(Limit.of(500));
    private static final SettlementOptions CAPPED = LIMIT_500.withDifferenceCap(true);
    // E 0, S 660, W 100, N 40; North wins.
    private static final SeatAmounts SCORES = SeatAmounts.of(0, 660, 100, 40);

    @Test
    void theDifferenceIsCappedInsteadOfTheLosersScore() {
        // Winner: E pays 2 × 40 = 80, S and W 40 each. Losers, uncapped scores:
        // E-S: 660 - 0 = 660 > 500, so E pays S 2 × 500 = 1000; E-W: E pays W 2 × 100 = 200;
        // S-W: 660 - 100 = 560 > 500, so W pays S 500.
        // E -80 - 1000 - 200 = -1280; S -40 + 1000 + 500 = 1460; W -40 + 200 - 500 = -340; N +160.
        Settlement s = Settlement.of(SCORES, Outcome.win(NORTH), CAPPED);

        assertThat(DiscarderDoublesTest.lines(s)).containsExactly(
                "E->N 80", "S->N 40", "W->N 40", "E->S 1000", "E->W 200", "W->S 500");
        assertThat(s.balances()).isEqualTo(SeatAmounts.of(-1280, 1460, -340, 160));
        assertThat(s.scores()).isEqualTo(SCORES);
        assertThat(s.payments().get(5).kind()).isEqualTo(PaymentKind.CAPPED_DIFFERENCE);
        assertThat(ENGLISH.reason(s.payments().get(5))).isEqualTo("500, the limit: 660 - 100 is more");
        assertThat(ENGLISH.reason(s.payments().get(3))).isEqualTo("2 × 500, the limit: 660 - 0 is more, East doubles");
        assertThat(s.payments().get(4).kind()).isEqualTo(PaymentKind.DIFFERENCE);
    }

    @Test
    void withoutTheOptionTheLoserScoreIsCapped() {
        // S counts 500: E pays S 2 × 500 = 1000, E pays W 200, W pays S 500 - 100 = 400.
        // S -40 + 1000 + 400 = 1360; W -40 + 200 - 400 = -240.
        Settlement s = Settlement.of(SCORES, Outcome.win(NORTH), LIMIT_500);

        assertThat(s.balances()).isEqualTo(SeatAmounts.of(-1280, 1360, -240, 160));
    }

    @Test
    void theWinnersScoreIsStillCapped() {
        // South wins with 1280: counts 500. E pays 2 × 500, W and N 500 each. Losers 0, 100, 40:
        // E-W: E pays W 2 × 100 = 200; E-N: E pays N 2 × 40 = 80; W-N: N pays W 60.
        Settlement s = Settlement.of(SeatAmounts.of(0, 1280, 100, 40), Outcome.win(SOUTH), CAPPED);

        assertThat(s.scores().get(SOUTH)).isEqualTo(500);
        assertThat(s.isLimited(SOUTH)).isTrue();
        assertThat(s.balances()).isEqualTo(SeatAmounts.of(-1000 - 200 - 80, 2000, -500 + 200 + 60, -500 + 80 - 60));
    }

    @Test
    void withoutALimitNothingChanges() {
        SettlementOptions none = CAPPED.withLimit(Limit.NONE);

        assertThat(Settlement.of(SCORES, Outcome.win(NORTH), none).balances())
                .isEqualTo(Settlement.of(SCORES, Outcome.win(NORTH), none.withDifferenceCap(false)).balances());
    }

    @Test
    void theAlternativeMethodCannotShowACappedDifference() {
        assertThatThrownBy(() -> CAPPED.withMethod(PaymentMethod.ALTERNATIVE))
                .isInstanceOf(SettlementException.class)
                .hasFieldOrPropertyWithValue("problem", SettlementProblem.CAP_NEEDS_DIFFERENCE);
    }
}
