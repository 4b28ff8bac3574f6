/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;
import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongtally.tile.Wind.EAST;
import static org.mahjongtally.tile.Wind.NORTH;
import static org.mahjongtally.tile.Wind.SOUTH;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The "discarder pays double" variant (docs/rules.md §12, item 18 {@code discarderDoubles}; section 9,
 * "Other payment schemes seen": mj's {@code DiscDoubles}): on a discard the discarder pays the
 * winner double and the others single, on a self-drawn win every loser pays double; the doubling
 * multiplies East's, and the losers settle as usual. Every number below is worked out by hand
 * from that rule on the scores of the seed example RU-2 (E 80, S 12, W 48, N 112, North wins).
 */
class DiscarderDoublesTest {

    /** The payments' reasons as the table and {@code --json} write them. */
    private static final Words ENGLISH = Words.in(Language.ENGLISH);

    private static final SeatAmounts RU_2 = SeatAmounts.of(80, 12, 48, 112);
    private static final SettlementOptions DOUBLES = SettlementOptions.DEFAULTS.withDiscarderDoubles(true);

    @Test
    void theDiscarderPaysDoubleAndTheOthersSingle() {
        // South discards: East pays 2 × 112 (East doubles) = 224, South 2 × 112 (discarder) = 224,
        // West 112. Losers as in RU-2: S pays E 2 × 68 = 136, W pays E 2 × 32 = 64, S pays W 36.
        // E -224 + 136 + 64 = -24; S -224 - 136 - 36 = -396; W -112 - 64 + 36 = -140; N +560.
        Settlement s = Settlement.of(RU_2, DOUBLES.forHand(Outcome.winOnDiscard(NORTH, SOUTH), Optional.empty()),
                DOUBLES);

        assertThat(lines(s)).containsExactly("E->N 224", "S->N 224", "W->N 112", "S->E 136", "W->E 64", "S->W 36");
        assertThat(s.payments().get(1).kind()).isEqualTo(PaymentKind.DISCARDER_DOUBLE);
        assertThat(ENGLISH.reason(s.payments().get(1))).isEqualTo("2 × 112, the discarder pays double");
        assertThat(s.balances()).isEqualTo(SeatAmounts.of(-24, -396, -140, 560));
    }

    @Test
    void anEastDiscarderPaysFourTimes() {
        // East discards: 2 (East) × 2 (discarder) × 112 = 448; South and West 112 each.
        // E -448 + 136 + 64 = -248; S -112 - 136 - 36 = -284; W -112 - 64 + 36 = -140; N +672.
        Settlement s = Settlement.of(RU_2, DOUBLES.forHand(Outcome.winOnDiscard(NORTH, EAST), Optional.empty()),
                DOUBLES);

        assertThat(lines(s)).startsWith("E->N 448", "S->N 112", "W->N 112");
        assertThat(ENGLISH.reason(s.payments().get(0))).isEqualTo("4 × 112, East doubles, the discarder pays double");
        assertThat(s.balances()).isEqualTo(SeatAmounts.of(-248, -284, -140, 672));
    }

    @Test
    void onASelfDrawnWinEveryLoserPaysDouble() {
        // No discarder: East 4 × 112 = 448, South and West 2 × 112 = 224 each; losers as in RU-2.
        // E -448 + 200 = -248; S -224 - 172 = -396; W -224 - 64 + 36 = -252; N +896.
        Settlement s = Settlement.of(RU_2, DOUBLES.forHand(Outcome.win(NORTH), Optional.empty()), DOUBLES);

        assertThat(lines(s)).startsWith("E->N 448", "S->N 224", "W->N 224");
        assertThat(s.payments()).extracting(Payment::kind).startsWith(PaymentKind.SELF_DRAWN_DOUBLE,
                PaymentKind.SELF_DRAWN_DOUBLE, PaymentKind.SELF_DRAWN_DOUBLE);
        assertThat(ENGLISH.reason(s.payments().get(1))).isEqualTo("2 × 112, self-drawn: every loser pays double");
        assertThat(s.balances()).isEqualTo(SeatAmounts.of(-248, -396, -252, 896));
    }

    @Test
    void withoutEastDoublingTheDiscarderPaysTwiceTheScore() {
        // East discards, no East doubling: E 2 × 112 = 224, S and W 112; losers pay plain differences:
        // S pays E 68, W pays E 32, S pays W 36. E -224 + 100 = -124; S -112 - 104 = -216;
        // W -112 - 32 + 36 = -108; N +448.
        SettlementOptions single = DOUBLES.withEastDoubles(false);
        Settlement s = Settlement.of(RU_2, single.forHand(Outcome.winOnDiscard(NORTH, EAST), Optional.empty()), single);

        assertThat(s.balances()).isEqualTo(SeatAmounts.of(-124, -216, -108, 448));
    }

    @Test
    void choosingToPayForAllStillWinsAndNotPayingForAllLeavesTheDouble() {
        Outcome onDiscard = Outcome.winOnDiscard(NORTH, SOUTH);
        SettlementOptions both = DOUBLES.withPayForAll(true);

        assertThat(DOUBLES.forHand(onDiscard, Optional.of(true)).liability()).isEqualTo(DiscardLiability.PAYS_FOR_ALL);
        assertThat(both.forHand(onDiscard, Optional.empty()).liability()).isEqualTo(DiscardLiability.PAYS_FOR_ALL);
        assertThat(both.forHand(onDiscard, Optional.of(false)).liability()).isEqualTo(DiscardLiability.PAYS_DOUBLE);
        assertThat(SettlementOptions.DEFAULTS.forHand(onDiscard, Optional.of(false)).liability())
                .isEqualTo(DiscardLiability.NONE);
        assertThat(DOUBLES.forHand(Outcome.draw(), Optional.empty()).liability()).isEqualTo(DiscardLiability.NONE);
    }

    @Test
    void offByDefaultSoTheSeedExampleIsUnchanged() {
        Settlement s = Settlement.of(RU_2, SettlementOptions.DEFAULTS.forHand(Outcome.winOnDiscard(NORTH, SOUTH),
                Optional.empty()), SettlementOptions.DEFAULTS);

        assertThat(s.balances()).isEqualTo(SeatAmounts.of(-24, -284, -140, 448));
    }

    static List<String> lines(Settlement s) {
        return s.payments().stream().map(p -> p.from().letter() + "->" + p.to().letter() + " " + p.amount()).toList();
    }
}
