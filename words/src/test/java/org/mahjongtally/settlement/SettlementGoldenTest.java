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
import static org.mahjongtally.tile.Wind.WEST;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.mahjongtally.tile.Wind;

/** The worked examples of the seeds and of docs/settlement.md, for both payment methods. */
class SettlementGoldenTest {

    /** The payments' reasons as the table and {@code --json} write them. */
    private static final Words ENGLISH = Words.in(Language.ENGLISH);

    private static final SettlementOptions DIFFERENCE = SettlementOptions.DEFAULTS;
    private static final SettlementOptions ALTERNATIVE =
            SettlementOptions.DEFAULTS.withMethod(PaymentMethod.ALTERNATIVE);

    static Stream<Arguments> seedExamples() {
        return Stream.of(
                // id, scores E S W N, winner, balances E S W N
                Arguments.of("RU-1", SeatAmounts.of(80, 12, 48, 112), EAST, SeatAmounts.of(480, -296, -188, 4)),
                Arguments.of("RU-2", SeatAmounts.of(80, 12, 48, 112), NORTH, SeatAmounts.of(-24, -284, -140, 448)),
                Arguments.of("PL-1", SeatAmounts.of(46, 24, 12, 4), EAST, SeatAmounts.of(276, -60, -96, -120)),
                Arguments.of("PL-2", SeatAmounts.of(104, 22, 44, 12), SOUTH, SeatAmounts.of(260, 88, -110, -238)));
    }

    @ParameterizedTest(name = "{0}, difference method")
    @MethodSource("seedExamples")
    void seedBalancesByDifferences(String id, SeatAmounts scores, Wind winner, SeatAmounts balances) {
        assertThat(Settlement.of(scores, Outcome.win(winner), DIFFERENCE).balances()).isEqualTo(balances);
    }

    @ParameterizedTest(name = "{0}, alternative method")
    @MethodSource("seedExamples")
    void seedBalancesByOwnScores(String id, SeatAmounts scores, Wind winner, SeatAmounts balances) {
        assertThat(Settlement.of(scores, Outcome.win(winner), ALTERNATIVE).balances()).isEqualTo(balances);
    }

    @Test
    void ru1PaymentsAreTheSeedsOwn() {
        Settlement s = Settlement.of(SeatAmounts.of(80, 12, 48, 112), Outcome.win(EAST), DIFFERENCE);
        assertThat(lines(s)).containsExactly(
                "S->E 160", "W->E 160", "N->E 160", "S->W 36", "S->N 100", "W->N 64");
    }

    @Test
    void ru2PaymentsAreTheSeedsOwnWithReasons() {
        Settlement s = Settlement.of(SeatAmounts.of(80, 12, 48, 112), Outcome.win(NORTH), DIFFERENCE);
        assertThat(lines(s)).containsExactly(
                "E->N 224", "S->N 112", "W->N 112", "S->E 136", "W->E 64", "S->W 36");
        assertThat(ENGLISH.reason(s.payments().get(0))).isEqualTo("2 × 112, East doubles");
        assertThat(ENGLISH.reason(s.payments().get(1))).isEqualTo("winner's score 112");
        assertThat(ENGLISH.reason(s.payments().get(3))).isEqualTo("2 × (80 - 12), East doubles");
        assertThat(ENGLISH.reason(s.payments().get(4))).isEqualTo("2 × (80 - 48), East doubles");
        assertThat(ENGLISH.reason(s.payments().get(5))).isEqualTo("48 - 12");
        assertThat(s.payments().get(3).kind()).isEqualTo(PaymentKind.DIFFERENCE);
    }

    @Test
    void ru2AlternativePaymentsAreTheSeedsOwn() {
        Settlement s = Settlement.of(SeatAmounts.of(80, 12, 48, 112), Outcome.win(NORTH), ALTERNATIVE);
        assertThat(lines(s)).containsExactly(
                "E->N 224", "S->N 112", "W->N 112",
                "S->E 160", "W->E 160", "E->S 24", "W->S 12", "E->W 96", "S->W 48");
        assertThat(ENGLISH.reason(s.payments().get(6))).isEqualTo("South's score 12");
        assertThat(s.balances()).isEqualTo(SeatAmounts.of(-24, -284, -140, 448));
    }

    @Test
    void pl2PaymentsAreTheSeedsOwn() {
        Settlement s = Settlement.of(SeatAmounts.of(104, 22, 44, 12), Outcome.win(SOUTH), DIFFERENCE);
        assertThat(lines(s)).containsExactly(
                "E->S 44", "W->S 22", "N->S 22", "W->E 120", "N->E 184", "N->W 32");
    }

    @Test
    void eastWinsALimitHand() {
        Settlement s = Settlement.of(SeatAmounts.of(1000, 0, 0, 0), Outcome.win(EAST), DIFFERENCE);
        assertThat(s.balances()).isEqualTo(SeatAmounts.of(6000, -2000, -2000, -2000));
    }

    @Test
    void northWinsALimitHand() {
        Settlement s = Settlement.of(SeatAmounts.of(0, 0, 0, 1000), Outcome.win(NORTH), DIFFERENCE);
        assertThat(s.balances()).isEqualTo(SeatAmounts.of(-2000, -1000, -1000, 4000));
    }

    @Test
    void limitOf500CapsTheHandBeforeEastDoubles() {
        SettlementOptions options = DIFFERENCE.withLimit(Limit.of(500));
        Settlement s = Settlement.of(SeatAmounts.of(0, 1280, 0, 0), Outcome.win(SOUTH), options);
        assertThat(s.scores().get(SOUTH)).isEqualTo(500);
        assertThat(s.isLimited(SOUTH)).isTrue();
        assertThat(s.isLimited(EAST)).isFalse();
        assertThat(lines(s)).startsWith("E->S 1000", "W->S 500", "N->S 500");
    }

    @Test
    void limitAlsoCapsALosersScore() {
        Settlement s = Settlement.of(SeatAmounts.of(0, 20, 1500, 0), Outcome.win(SOUTH), DIFFERENCE);
        assertThat(s.scores()).isEqualTo(SeatAmounts.of(0, 20, 1000, 0));
        assertThat(s.balances().get(WEST)).isEqualTo(-20 + 2000 + 1000);
    }

    @Test
    void noLimitLetsTheRoofOff() {
        Settlement s = Settlement.of(SeatAmounts.of(0, 0, 0, 2560), Outcome.win(NORTH),
                DIFFERENCE.withLimit(Limit.NONE));
        assertThat(s.balances().get(NORTH)).isEqualTo(4 * 2560);
    }

    @Test
    void aDrawPaysNothing() {
        Settlement s = Settlement.of(SeatAmounts.of(80, 12, 48, 112), Outcome.draw(), DIFFERENCE);
        assertThat(s.payments()).isEmpty();
        assertThat(s.balances()).isEqualTo(SeatAmounts.zero());
    }

    @Test
    void aDrawCanSettleDifferencesBetweenAllFour() {
        Settlement s = Settlement.of(SeatAmounts.of(80, 12, 48, 112), Outcome.draw(),
                DIFFERENCE.withDrawPays(DrawPays.DIFFERENCES));
        assertThat(lines(s)).containsExactly(
                "S->E 136", "W->E 64", "E->N 64", "S->W 36", "S->N 100", "W->N 64");
        assertThat(s.balances()).isEqualTo(SeatAmounts.of(136, -272, -92, 228));
    }

    @Test
    void withoutEastDoublingEveryoneIsEqual() {
        Settlement s = Settlement.of(SeatAmounts.of(80, 12, 48, 112), Outcome.win(NORTH),
                DIFFERENCE.withEastDoubles(false));
        assertThat(lines(s)).containsExactly(
                "E->N 112", "S->N 112", "W->N 112", "S->E 68", "W->E 32", "S->W 36");
    }

    @Test
    void withoutLoserSettlementOnlyTheWinnerIsPaid() {
        Settlement s = Settlement.of(SeatAmounts.of(80, 12, 48, 112), Outcome.win(NORTH),
                DIFFERENCE.withLosersSettle(false));
        assertThat(lines(s)).containsExactly("E->N 224", "S->N 112", "W->N 112");
    }

    @Test
    void theDiscarderPaysForAllAndLosersDoNotSettle() {
        Settlement s = Settlement.of(SeatAmounts.of(80, 12, 48, 112),
                ((Outcome.Win) Outcome.winOnDiscard(NORTH, SOUTH)).withLiability(DiscardLiability.PAYS_FOR_ALL),
                DIFFERENCE);
        assertThat(lines(s)).containsExactly("S->N 448");
        assertThat(ENGLISH.reason(s.payments().get(0))).isEqualTo("2 × 112 + 112 + 112, pays for all three");
        assertThat(s.balances()).isEqualTo(SeatAmounts.of(0, -448, 0, 448));
    }

    @Test
    void equalLosersPayEachOtherNothing() {
        Settlement s = Settlement.of(SeatAmounts.of(20, 20, 40, 20), Outcome.win(WEST), DIFFERENCE);
        assertThat(lines(s)).containsExactly("E->W 80", "S->W 40", "N->W 40");
    }

    private static List<String> lines(Settlement s) {
        return s.payments().stream()
                .map(p -> p.from().letter() + "->" + p.to().letter() + " " + p.amount())
                .collect(Collectors.toList());
    }
}
