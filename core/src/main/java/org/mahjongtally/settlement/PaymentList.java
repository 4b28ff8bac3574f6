/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

import java.util.AbstractList;
import java.util.Objects;
import java.util.RandomAccess;
import org.mahjongtally.tile.Wind;

/**
 * The payments of one settlement, kept packed in an array of numbers (two a payment) and made
 * into {@link Payment}s when read: settling a hand then allocates a few arrays instead of an
 * object per payment, which is most of what replaying a season of games costs (the goal:
 * settlement at 10,000,000 hands/s). Unmodifiable; only {@link Settlement} writes one.
 *
 * <p>Each payment is two numbers: {@code score << 9 | (factor - 1) << 7 | kind << 4 | to << 2 | from},
 * then the lower score of a difference (else 0). Scores are at most {@link Settlement#MAX_SCORE}
 * times four, far inside the 55 bits left; factors are 1 to 4.
 */
final class PaymentList extends AbstractList<Payment> implements RandomAccess {

    private static final Wind[] SEATS = Wind.values();
    private static final PaymentKind[] KINDS = PaymentKind.values();

    private final long[] words;
    private final int size;
    private final long forAllScore;
    private final int[] forAllShares;
    private final long cap;

    /**
     * @param words the payments as {@link #write} put them, never changed afterwards
     * @param size how many payments there are
     * @param forAllScore the winner's score in the one payment for all three, else 0
     * @param forAllShares the factor of each loser's share in that payment, else empty
     * @param cap the most a capped difference is (the limit), else 0
     */
    PaymentList(long[] words, int size, long forAllScore, int[] forAllShares, long cap) {
        Objects.checkFromToIndex(0, 2 * size, words.length);
        this.words = words;
        this.size = size;
        this.forAllScore = forAllScore;
        this.forAllShares = forAllShares;
        this.cap = cap;
    }

    /** Writes payment number {@code index} into {@code words}. */
    static void write(long[] words, int index, Wind from, Wind to, PaymentKind kind, int factor,
            long score, long lowerScore) {
        words[2 * index] = score << 9 | (long) (factor - 1) << 7 | kind.ordinal() << 4
                | to.ordinal() << 2 | from.ordinal();
        words[2 * index + 1] = lowerScore;
    }

    @Override
    public Payment get(int index) {
        Objects.checkIndex(index, size);
        long word = words[2 * index];
        Wind from = SEATS[(int) word & 3];
        Wind to = SEATS[(int) (word >> 2) & 3];
        PaymentKind kind = KINDS[(int) (word >> 4) & 7];
        int factor = (int) (word >> 7 & 3) + 1;
        long score = word >>> 9;
        return switch (kind) {
            case TO_WINNER -> Payment.toWinner(from, to, factor, score);
            case DISCARDER_DOUBLE, SELF_DRAWN_DOUBLE -> Payment.doubledToWinner(from, to, kind, factor, score);
            case DIFFERENCE -> Payment.difference(from, to, factor, score, words[2 * index + 1]);
            case CAPPED_DIFFERENCE -> Payment.cappedDifference(from, to, factor, score, words[2 * index + 1], cap);
            case OWN_SCORE -> Payment.ownScore(from, to, factor, score);
            case FOR_ALL -> Payment.forAll(from, to, forAllScore, forAllShares);
        };
    }

    @Override
    public int size() {
        return size;
    }
}
