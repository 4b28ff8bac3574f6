/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.mahjongtally.tile.Wind;

/**
 * One payment of a settlement: who pays whom, how much, and why, as data: its {@link #kind()}
 * and the numbers the amount is made of ({@link #factor()}, {@link #score()},
 * {@link #lowerScore()}, {@link #cap()}, {@link #shares()}). The {@code words} module puts the
 * reason into words ({@code "2 × (80 - 12), East doubles"}) in the reader's language.
 */
public final class Payment {

    private static final int[] NO_SHARES = {};

    private final Wind from;
    private final Wind to;
    private final PaymentKind kind;
    private final int factor;
    private final long score;
    private final long lowerScore;
    private final long cap;
    private final int[] shares;

    /**
     * The amount is not kept: it is {@code factor × (score - lowerScore)}, {@code factor × cap}
     * for a {@link PaymentKind#CAPPED_DIFFERENCE}, and {@code (sum of shares) × score} for a
     * {@link PaymentKind#FOR_ALL}.
     */
    private Payment(Wind from, Wind to, PaymentKind kind, int factor, long score, long lowerScore,
            long cap, int[] shares) {
        this.from = Objects.requireNonNull(from, "from");
        this.to = Objects.requireNonNull(to, "to");
        this.kind = Objects.requireNonNull(kind, "kind");
        this.factor = factor;
        this.score = score;
        this.lowerScore = lowerScore;
        this.cap = cap;
        this.shares = shares;
        if (from == to) {
            throw new IllegalArgumentException("a seat cannot pay itself: " + from);
        }
        if (amount() <= 0) {
            throw new IllegalArgumentException("a payment must be positive: " + amount());
        }
    }

    /** A loser pays the winner {@code factor × score} (2 when East doubles). */
    static Payment toWinner(Wind from, Wind to, int factor, long score) {
        return new Payment(from, to, PaymentKind.TO_WINNER, factor, score, 0, 0, NO_SHARES);
    }

    /**
     * A loser pays the winner a doubled score, {@code factor × score}: the discarder
     * ({@link PaymentKind#DISCARDER_DOUBLE}) or, on a self-drawn win, every loser
     * ({@link PaymentKind#SELF_DRAWN_DOUBLE}); {@code factor} is 2, or 4 when East doubles too.
     */
    static Payment doubledToWinner(Wind from, Wind to, PaymentKind kind, int factor, long score) {
        return new Payment(from, to, kind, factor, score, 0, 0, NO_SHARES);
    }

    /** The lower loser pays the higher one {@code factor × (higher - lower)}. */
    static Payment difference(Wind from, Wind to, int factor, long higher, long lower) {
        return new Payment(from, to, PaymentKind.DIFFERENCE, factor, higher, lower, 0, NO_SHARES);
    }

    /** The lower loser pays the higher one {@code factor × cap}: their difference is more than the cap. */
    static Payment cappedDifference(Wind from, Wind to, int factor, long higher, long lower, long cap) {
        return new Payment(from, to, PaymentKind.CAPPED_DIFFERENCE, factor, higher, lower, cap, NO_SHARES);
    }

    /** A loser pays another loser that one's own score, {@code factor × score}. */
    static Payment ownScore(Wind from, Wind to, int factor, long score) {
        return new Payment(from, to, PaymentKind.OWN_SCORE, factor, score, 0, 0, NO_SHARES);
    }

    /**
     * The discarder pays the winner for all three losers: each loser's share is
     * {@code shares[i] × winnerScore} (2 when East doubles), in seat order.
     */
    static Payment forAll(Wind from, Wind to, long winnerScore, int[] shares) {
        return new Payment(from, to, PaymentKind.FOR_ALL, 1, winnerScore, 0, 0, shares.clone());
    }

    /** The paying seat. */
    public Wind from() {
        return from;
    }

    /** The receiving seat. */
    public Wind to() {
        return to;
    }

    /** The points paid, always positive. */
    public long amount() {
        if (kind == PaymentKind.FOR_ALL) {
            long total = 0;
            for (int share : shares) {
                total += share * score;
            }
            return total;
        }
        return amount(kind, factor, score, lowerScore, cap);
    }

    /** The points of a payment: {@code factor × (score - lowerScore)}, or {@code factor × cap} when capped. */
    static long amount(PaymentKind kind, int factor, long score, long lowerScore, long cap) {
        return kind == PaymentKind.CAPPED_DIFFERENCE ? factor * cap : factor * (score - lowerScore);
    }

    /** Which step of the rule this payment comes from. */
    public PaymentKind kind() {
        return kind;
    }

    /**
     * How many times the base is paid: 1, or 2 when East doubles; 2 or 4 for a doubled payment
     * ({@link PaymentKind#DISCARDER_DOUBLE}, {@link PaymentKind#SELF_DRAWN_DOUBLE}); 1 for a
     * {@link PaymentKind#FOR_ALL}, whose {@link #shares()} hold the factors.
     */
    public int factor() {
        return factor;
    }

    /**
     * The score the payment is reckoned from: the winner's (paid to the winner, or for all), the
     * receiving loser's own ({@link PaymentKind#OWN_SCORE}), or the higher of a difference.
     */
    public long score() {
        return score;
    }

    /** The lower score of a difference ({@link PaymentKind#DIFFERENCE}, {@link PaymentKind#CAPPED_DIFFERENCE}), else 0. */
    public long lowerScore() {
        return lowerScore;
    }

    /** The most one loser pays another, paid instead of the difference ({@link PaymentKind#CAPPED_DIFFERENCE}), else 0. */
    public long cap() {
        return cap;
    }

    /**
     * For a {@link PaymentKind#FOR_ALL}: the factor of each loser's share of the winner's score,
     * in seat order (2 for a share East doubles); empty for every other kind.
     */
    public List<Integer> shares() {
        List<Integer> list = new ArrayList<>(shares.length);
        for (int share : shares) {
            list.add(share);
        }
        return List.copyOf(list);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Payment other && other.from == from && other.to == to && other.kind == kind
                && other.factor == factor && other.score == score && other.lowerScore == lowerScore
                && other.cap == cap && Arrays.equals(other.shares, shares);
    }

    @Override
    public int hashCode() {
        return Objects.hash(from, to, amount(), kind);
    }

    /** For logs and developers: the payment as data, such as {@code WEST->EAST 64 TO_WINNER 2 × 32}. */
    @Override
    public String toString() {
        return from + "->" + to + " " + amount() + " " + kind + " " + factor + " × " + score
                + (lowerScore == 0 ? "" : " - " + lowerScore) + (cap == 0 ? "" : " cap " + cap)
                + (shares.length == 0 ? "" : " shares " + Arrays.toString(shares));
    }
}
