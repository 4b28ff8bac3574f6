/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import java.util.List;
import java.util.Objects;

/**
 * A penalty paid at the table (a false Mah-Jong, a wrong claim...): each payer pays
 * {@code amount} to each payee. Penalties are not doubled for East and do not enter the scores.
 *
 * @param amount the points each payer pays each payee ({@link Bound#PENALTY_AMOUNT})
 * @param payers the players who pay ({@link Bound#PAYERS})
 * @param payees the players who receive ({@link Bound#PAYEES})
 * @param reason why, in a few words (may be empty; {@link Bound#REASON_LENGTH} characters at most)
 */
public record Penalty(long amount, List<String> payers, List<String> payees, String reason) {

    /** Checks the amount, the reason's length and that nobody pays himself. */
    public Penalty {
        Objects.requireNonNull(reason, "reason");
        Bound.PENALTY_AMOUNT.check(amount);
        Bound.REASON_LENGTH.check(reason.codePointCount(0, reason.length()));
        if (payers == null || payers.isEmpty() || payees == null || payees.isEmpty()) {
            throw GameException.of(GameProblem.PENALTY_WITHOUT_SIDES);
        }
        Bound.PAYERS.check(payers.size());
        Bound.PAYEES.check(payees.size());
        payers = List.copyOf(payers);
        payees = List.copyOf(payees);
        for (String p : payers) {
            if (payees.stream().anyMatch(p::equalsIgnoreCase)) {
                throw GameException.of(GameProblem.PENALTY_TO_ONESELF, p);
            }
        }
    }
}
