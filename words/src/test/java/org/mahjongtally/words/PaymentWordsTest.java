/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongtally.tile.Wind.NORTH;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongtally.settlement.Outcome;
import org.mahjongtally.settlement.Payment;
import org.mahjongtally.settlement.SeatAmounts;
import org.mahjongtally.settlement.Settlement;
import org.mahjongtally.settlement.SettlementOptions;

/** Payments put into words in each language, from the same data. */
class PaymentWordsTest {

    /** docs/settlement.md's example: North wins with 112; East 80, South 12, West 48. */
    private static final List<Payment> PAYMENTS = Settlement.of(SeatAmounts.of(80, 12, 48, 112), Outcome.win(NORTH),
            SettlementOptions.DEFAULTS).payments();

    @Test
    void englishSaysWhoPaysWhomAndWhy() {
        Words en = Words.in(Language.ENGLISH);
        assertThat(en.sentence(PAYMENTS.get(0))).isEqualTo("East pays North 224");
        assertThat(en.reason(PAYMENTS.get(0))).isEqualTo("2 × 112, East doubles");
        assertThat(en.reason(PAYMENTS.get(5))).isEqualTo("48 - 12");
    }

    @Test
    void polishNamesTheSeatsInItsOwnWords() {
        Words pl = Words.in(Language.POLISH);
        assertThat(pl.sentence(PAYMENTS.get(0))).isEqualTo("Wschód płaci Północy 224");
        assertThat(pl.sentence(PAYMENTS.get(3))).isEqualTo("Południe płaci Wschodowi 136");
        assertThat(pl.reason(PAYMENTS.get(0))).isEqualTo("2 × 112, Wschód podwójnie");
        assertThat(pl.reason(PAYMENTS.get(1))).isEqualTo("wynik zwycięzcy 112");
        assertThat(pl.reason(PAYMENTS.get(3))).isEqualTo("2 × (80 − 12), Wschód podwójnie");
    }

    @Test
    void russianNamesTheSeatsInItsOwnWords() {
        Words ru = Words.in(Language.RUSSIAN);
        assertThat(ru.sentence(PAYMENTS.get(0))).isEqualTo("Восток платит Северу 224");
        assertThat(ru.reason(PAYMENTS.get(1))).isEqualTo("счёт победителя 112");
        assertThat(ru.reason(PAYMENTS.get(5))).isEqualTo("48 − 12");
    }

    @Test
    void aPaymentForAllIsWordedFromItsShares() {
        SettlementOptions forAll = SettlementOptions.DEFAULTS.withPayForAll(true);
        Payment p = Settlement.of(SeatAmounts.of(80, 12, 48, 112),
                forAll.forHand(Outcome.winOnDiscard(NORTH, org.mahjongtally.tile.Wind.WEST), java.util.Optional.empty()),
                forAll).payments().get(0);
        assertThat(p.shares()).containsExactly(2, 1, 1);
        assertThat(Words.in(Language.ENGLISH).reason(p)).isEqualTo("2 × 112 + 112 + 112, pays for all three");
        assertThat(Words.in(Language.POLISH).reason(p)).isEqualTo("2 × 112 + 112 + 112, płaci za całą trójkę");
    }
}
