/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mahjongtally.tile.Wind.NORTH;
import static org.mahjongtally.tile.Wind.SOUTH;

import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** {@link SettlementOptions#forHand}: the one rule for who pays for all in a hand. */
class PayForAllTest {

    private static final SettlementOptions RULE_ON = SettlementOptions.DEFAULTS.withPayForAll(true);
    private static final SettlementOptions RULE_OFF = SettlementOptions.DEFAULTS;
    private static final Outcome ON_DISCARD = Outcome.winOnDiscard(NORTH, SOUTH);
    private static final Outcome SELF_DRAWN = Outcome.win(NORTH);

    static Stream<Arguments> cases() {
        return Stream.of(
                // ruleset's rule, outcome, the hand's choice, whether the discarder pays for all
                Arguments.of(RULE_ON, ON_DISCARD, Optional.empty(), true),
                Arguments.of(RULE_ON, SELF_DRAWN, Optional.empty(), false),
                Arguments.of(RULE_ON, Outcome.draw(), Optional.empty(), false),
                Arguments.of(RULE_ON, ON_DISCARD, Optional.of(false), false),
                Arguments.of(RULE_OFF, ON_DISCARD, Optional.empty(), false),
                Arguments.of(RULE_OFF, SELF_DRAWN, Optional.empty(), false),
                Arguments.of(RULE_OFF, ON_DISCARD, Optional.of(true), true),
                Arguments.of(RULE_OFF, ON_DISCARD, Optional.of(false), false));
    }

    @ParameterizedTest(name = "rule {0}, {1}, choice {2} -> {3}")
    @MethodSource("cases")
    void aChoiceForTheHandWinsElseTheRulesetsRuleWhenThereIsADiscarder(SettlementOptions rule, Outcome outcome,
            Optional<Boolean> choice, boolean forAll) {
        Outcome hand = rule.forHand(outcome, choice);

        assertThat(hand.liability() == DiscardLiability.PAYS_FOR_ALL).isEqualTo(forAll);
        assertThat(hand instanceof Outcome.Win win ? win.withLiability(DiscardLiability.NONE) : hand)
                .isEqualTo(outcome);
    }

    @Test
    void theDiscarderPaysAllThreeShares() {
        Settlement s = Settlement.of(SeatAmounts.of(8, 4, 0, 20), RULE_ON.forHand(ON_DISCARD, Optional.empty()), RULE_ON);

        assertThat(s.balances()).isEqualTo(SeatAmounts.of(0, -80, 0, 80));
    }

    @Test
    void choosingToPayForAllWithoutADiscarderIsRefused() {
        assertThatThrownBy(() -> RULE_OFF.forHand(SELF_DRAWN, Optional.of(true)))
                .isInstanceOf(SettlementException.class)
                .hasFieldOrPropertyWithValue("problem", SettlementProblem.PAY_FOR_ALL_WITHOUT_DISCARDER);
        assertThatThrownBy(() -> RULE_ON.forHand(Outcome.draw(), Optional.of(true)))
                .isInstanceOf(SettlementException.class)
                .hasFieldOrPropertyWithValue("problem", SettlementProblem.PAY_FOR_ALL_AFTER_DRAW);
    }
}
