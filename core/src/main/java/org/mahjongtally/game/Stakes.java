/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Locale;
import java.util.Objects;

/**
 * What a point is worth in money, and how money is rounded: the one place where points become
 * money. {@code money(points) = points × perPoint}, rounded to {@code decimals} places with
 * {@code rounding} (for example 0.01 a point, 2 decimals, half-up: 1,234 points = 12.34).
 *
 * @param perPoint the money one point is worth, 0 to {@link #MAX_PER_POINT} with at most
 *     {@link #MAX_PER_POINT_DECIMALS} decimal places (0: the game is not played for money)
 * @param currency a short label such as "EUR", "zł" or "" (shown, never converted)
 * @param decimals how many decimal places money is rounded to ({@link Bound#MONEY_DECIMALS})
 * @param rounding how it is rounded
 */
public record Stakes(BigDecimal perPoint, String currency, int decimals, RoundingMode rounding) {

    /** The most money a point may be worth: far beyond any table's stakes. */
    public static final BigDecimal MAX_PER_POINT = BigDecimal.valueOf(1_000_000);
    /** The most decimal places a stake per point may have. */
    public static final int MAX_PER_POINT_DECIMALS = 6;

    /** Not played for money. */
    public static final Stakes NONE = new Stakes(BigDecimal.ZERO, "", 2, RoundingMode.HALF_UP);

    /** Checks the ranges. */
    public Stakes {
        Objects.requireNonNull(perPoint, "perPoint");
        Objects.requireNonNull(currency, "currency");
        Objects.requireNonNull(rounding, "rounding");
        if (perPoint.signum() < 0) {
            throw GameException.of(GameProblem.NEGATIVE_STAKE, perPoint.toString());
        }
        // Checked on the exponent before anything writes the number out: "1e999999999" is a short
        // text for a number of a billion digits, which would fill the memory.
        if (perPoint.compareTo(MAX_PER_POINT) > 0) {
            throw GameException.of(GameProblem.STAKE_TOO_BIG, MAX_PER_POINT.toPlainString(), perPoint.toString());
        }
        if (perPoint.signum() > 0 && perPoint.stripTrailingZeros().scale() > MAX_PER_POINT_DECIMALS) {
            throw GameException.of(GameProblem.STAKE_TOO_PRECISE, MAX_PER_POINT_DECIMALS, perPoint.toString());
        }
        Bound.MONEY_DECIMALS.check(decimals);
        if (rounding == RoundingMode.UNNECESSARY) {
            throw GameException.of(GameProblem.NO_ROUNDING);
        }
    }

    /**
     * A rounding by its name: {@code half-up}, {@code half-even}, {@code half-down}, {@code up},
     * {@code down}, {@code ceiling} or {@code floor}.
     *
     * @throws GameException for any other text, listing them
     */
    public static RoundingMode parseRounding(String text) {
        try {
            RoundingMode mode = RoundingMode.valueOf(text.strip().toUpperCase(Locale.ROOT).replace('-', '_'));
            if (mode != RoundingMode.UNNECESSARY) {
                return mode;
            }
        } catch (IllegalArgumentException e) {
            // answered below
        }
        throw GameException.of(GameProblem.UNKNOWN_ROUNDING, text);
    }

    /** The name of a rounding, as {@link #parseRounding} reads it: {@code half-up}. */
    public static String roundingName(RoundingMode mode) {
        return mode.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Whether the game is played for money at all. */
    public boolean isPlayedForMoney() {
        return perPoint.signum() > 0;
    }

    /** The money for so many points, rounded as stated. */
    public BigDecimal money(long points) {
        return perPoint.multiply(BigDecimal.valueOf(points)).setScale(decimals, rounding);
    }
}
