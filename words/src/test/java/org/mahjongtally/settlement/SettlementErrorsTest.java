/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.mahjongtally.tile.Wind.NORTH;
import static org.mahjongtally.tile.Wind.SOUTH;

import java.util.Optional;
import org.assertj.core.api.AbstractStringAssert;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/**
 * Settlements core refuses, and what the English words say about them (moved here from core
 * with the words; the Polish and Russian are checked by {@code WordsCompletenessTest}).
 */
class SettlementErrorsTest {

    private static final Words ENGLISH = Words.in(Language.ENGLISH);

    /** The refusal's English words; fails unless it is a {@link SettlementException}. */
    private static AbstractStringAssert<?> refusal(ThrowingCallable call) {
        Throwable thrown = catchThrowable(call);
        assertThat(thrown).isInstanceOf(SettlementException.class);
        return assertThat(ENGLISH.render((SettlementException) thrown));
    }

    @Test
    void negativeScoreIsRefusedWithTheSeat() {
        refusal(() -> Settlement.of(SeatAmounts.of(8, -4, 0, 0), Outcome.win(NORTH), SettlementOptions.DEFAULTS))
                .contains("South").contains("0 or more");
    }

    @Test
    void absurdScoreIsRefused() {
        refusal(() -> Settlement.of(SeatAmounts.of(Settlement.MAX_SCORE + 2, 0, 0, 0), Outcome.win(NORTH),
                SettlementOptions.DEFAULTS)).contains("East");
    }

    @Test
    void payingForAllNeedsADiscarder() {
        refusal(() -> Settlement.of(SeatAmounts.of(8, 4, 0, 0),
                ((Outcome.Win) Outcome.win(NORTH)).withLiability(DiscardLiability.PAYS_FOR_ALL),
                SettlementOptions.DEFAULTS)).contains("discarder");
    }

    @Test
    void payingForAllAfterADrawIsRefused() {
        refusal(() -> Settlement.of(SeatAmounts.of(8, 4, 0, 0),
                SettlementOptions.DEFAULTS.forHand(Outcome.draw(), Optional.of(true)),
                SettlementOptions.DEFAULTS)).contains("draw");
    }

    @Test
    void theWinnerCannotBeTheDiscarder() {
        refusal(() -> Outcome.winOnDiscard(SOUTH, SOUTH)).contains("discarder");
    }

    @Test
    void limitsMustBePositiveAndEven() {
        refusal(() -> Limit.of(0)).isNotBlank();
        refusal(() -> Limit.of(501)).contains("even");
        refusal(() -> Limit.parse("lots")).contains("'none'");
    }

    @Test
    void theAlternativeMethodCannotShowACappedDifference() {
        SettlementOptions capped = SettlementOptions.DEFAULTS.withDifferenceCap(true);
        refusal(() -> capped.withMethod(PaymentMethod.ALTERNATIVE))
                .startsWith("differenceCap needs the difference method");
    }

    @Test
    void choosingToPayForAllWithoutADiscarderIsRefused() {
        SettlementOptions ruleOff = SettlementOptions.DEFAULTS;
        refusal(() -> ruleOff.forHand(Outcome.win(NORTH), Optional.of(true)))
                .isEqualTo("paying for all needs the discarder of the winning tile: name the player whose"
                        + " discard went out, or leave paying for all out");
        refusal(() -> SettlementOptions.DEFAULTS.withPayForAll(true).forHand(Outcome.draw(), Optional.of(true)))
               .startsWith("after a draw nobody pays for all");
    }

    @Test
    void badTallySetsAreExplained() {
        refusal(() -> TallySet.parse("Harmony")).contains("name=value");
        refusal(() -> TallySet.parse("a=2,a=4")).contains("twice");
        refusal(() -> TallySet.parse("a=2,b=2")).contains("worth 2");
        refusal(() -> TallySet.parse("a=x")).contains("whole number");
        refusal(() -> TallySet.parse("a=0")).contains("positive");
    }
}
