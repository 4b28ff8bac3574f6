/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.ToLongFunction;
import org.mahjongtally.tile.Wind;

/**
 * One whole number of points for each of the four seats (East, South, West, North): the
 * scores of a hand, or the balances after it. Immutable.
 */
public final class SeatAmounts {

    private static final SeatAmounts ZERO = new SeatAmounts(new long[4]);

    private final long[] amounts;

    private SeatAmounts(long[] amounts) {
        this.amounts = amounts;
    }

    /** The amounts of East, South, West and North, in that order. */
    public static SeatAmounts of(long east, long south, long west, long north) {
        return new SeatAmounts(new long[] {east, south, west, north});
    }

    /** The amounts of an array in seat order that the caller hands over and never changes again. */
    static SeatAmounts adopt(long[] eastSouthWestNorth) {
        if (eastSouthWestNorth.length != 4) {
            throw new IllegalArgumentException("four amounts, one per seat: " + eastSouthWestNorth.length);
        }
        return new SeatAmounts(eastSouthWestNorth);
    }

    /** Every seat has 0. */
    public static SeatAmounts zero() {
        return ZERO;
    }

    /**
     * The amounts from a map that has an entry for every seat.
     *
     * @throws IllegalArgumentException if a seat is missing
     */
    public static SeatAmounts of(Map<Wind, Long> bySeat) {
        return from(seat -> {
            Long value = bySeat.get(seat);
            if (value == null) {
                throw new IllegalArgumentException("no amount for " + seat.name());
            }
            return value;
        });
    }

    /** The amounts computed seat by seat. */
    public static SeatAmounts from(ToLongFunction<Wind> perSeat) {
        long[] values = new long[4];
        for (Wind seat : Wind.values()) {
            values[seat.ordinal()] = perSeat.applyAsLong(seat);
        }
        return new SeatAmounts(values);
    }

    /** The amounts after a limit: this same object when no amount is over it. */
    public SeatAmounts capped(Limit limit) {
        long[] capped = null;
        for (int i = 0; i < amounts.length; i++) {
            long amount = limit.apply(amounts[i]);
            if (amount != amounts[i]) {
                if (capped == null) {
                    capped = amounts.clone();
                }
                capped[i] = amount;
            }
        }
        return capped == null ? this : new SeatAmounts(capped);
    }

    /** The amount of one seat. */
    public long get(Wind seat) {
        return amounts[seat.ordinal()];
    }

    /** A copy with one seat's amount changed. */
    public SeatAmounts with(Wind seat, long amount) {
        long[] copy = amounts.clone();
        copy[seat.ordinal()] = amount;
        return new SeatAmounts(copy);
    }

    /** A copy with {@code delta} added to one seat's amount. */
    public SeatAmounts plus(Wind seat, long delta) {
        return with(seat, Math.addExact(get(seat), delta));
    }

    /** The seat-by-seat sum of this and another. */
    public SeatAmounts plus(SeatAmounts other) {
        return from(seat -> Math.addExact(get(seat), other.get(seat)));
    }

    /** The sum over the four seats (0 for the balances of any hand). */
    public long sum() {
        long total = 0;
        for (long a : amounts) {
            total = Math.addExact(total, a);
        }
        return total;
    }

    /** The amounts as an ordered map East, South, West, North. */
    public Map<Wind, Long> asMap() {
        Map<Wind, Long> map = new EnumMap<>(Wind.class);
        for (Wind seat : Wind.values()) {
            map.put(seat, get(seat));
        }
        return map;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SeatAmounts other && Arrays.equals(amounts, other.amounts);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(amounts);
    }

    @Override
    public String toString() {
        return "E=" + amounts[0] + " S=" + amounts[1] + " W=" + amounts[2] + " N=" + amounts[3];
    }
}
