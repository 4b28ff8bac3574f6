/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.pattern;

/**
 * The values a match has given the pattern's variables so far: a suit for each of {@code x y z},
 * a number for each of {@code n m k}. Different letters take different values (docs/special-hands.md,
 * "Variables"). Values are given while a search goes deeper and taken back with {@link #undo}.
 */
final class Binding {

    static final int VARIABLES = 3;

    private final int[] suits = {-1, -1, -1};
    private final int[] numbers = {0, 0, 0};
    /** The variables bound, in order: 0-2 suits, 3-5 numbers. */
    private final int[] trail = new int[2 * VARIABLES];
    private int top;

    int mark() {
        return top;
    }

    void undo(int mark) {
        while (top > mark) {
            int v = trail[--top];
            if (v < VARIABLES) {
                suits[v] = -1;
            } else {
                numbers[v - VARIABLES] = 0;
            }
        }
    }

    /** The suit (ordinal) of variable {@code v}, or -1 if it has none yet. */
    int suit(int v) {
        return suits[v];
    }

    /** The number of variable {@code v}, or 0 if it has none yet. */
    int number(int v) {
        return numbers[v];
    }

    /** Gives variable {@code v} the suit, or says whether it already has it; false if another letter has it. */
    boolean bindSuit(int v, int suit) {
        if (suits[v] >= 0) {
            return suits[v] == suit;
        }
        for (int other = 0; other < VARIABLES; other++) {
            if (suits[other] == suit) {
                return false;
            }
        }
        suits[v] = suit;
        trail[top++] = v;
        return true;
    }

    /** Gives variable {@code v} the number (1 to 9), or says whether it already has it. */
    boolean bindNumber(int v, int number) {
        if (number < 1 || number > 9) {
            return false;
        }
        if (numbers[v] > 0) {
            return numbers[v] == number;
        }
        for (int other = 0; other < VARIABLES; other++) {
            if (numbers[other] == number) {
                return false;
            }
        }
        numbers[v] = number;
        trail[top++] = VARIABLES + v;
        return true;
    }
}
