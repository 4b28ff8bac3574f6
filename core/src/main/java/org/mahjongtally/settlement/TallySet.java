/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.mahjongtally.text.Text;

/**
 * The kinds of tally a set of tiles comes with, and how to pay any amount in the fewest
 * sticks. Values are not standard across sets (docs/settlement.md), so a table names its own; the
 * default is the seeds' list with its misprint corrected: Harmony 2, Man 10, Earth 100,
 * Heaven 500.
 *
 * <p>Fewest sticks is a coin-change problem, and greedy "largest first" is not always
 * optimal for arbitrary values (sticks of 2, 10, 12 make 20 as 10 + 10, not 12 + 2 + 2 + 2 +
 * 2). So amounts are solved exactly by dynamic programming over a table built once. An
 * optimal payment never uses as many as {@code v} smaller sticks, {@code v} the largest value
 * (some of them would add up to a multiple of {@code v} and could be swapped for fewer
 * large sticks), so beyond {@code (v - 1) × second-largest + v} the largest stick is always
 * part of the answer and the table never needs to be longer than that (capped at
 * {@value #MAX_TABLE} entries for exotic sets, past which large sticks are taken first).
 * The table is built at the first payment asked of the set, not when the set is made: every
 * ruleset read names a set, and most are never asked to pay in sticks (the page's engine read
 * the three presets' sets, 50,401 entries each, before its first score).
 * Immutable to its users and safe to share between threads (two threads may both build the
 * table once; each builds the same).
 */
public final class TallySet {

    /** The default set: Harmony 2, Man 10, Earth 100, Heaven 500. */
    public static final TallySet DEFAULT = of(List.of(
            new Tally("Harmony", 2), new Tally("Man", 10),
            new Tally("Earth", 100), new Tally("Heaven", 500)));

    static final int MAX_TABLE = 1 << 20;

    private static final int UNREACHABLE = Integer.MAX_VALUE;

    private final List<Tally> tallies;
    private final LazyTable table = new LazyTable();

    /** For each amount up to the table's length: the fewest sticks that pay it, and the last of them. */
    private record Table(int[] fewestSticks, byte[] lastStick) {
    }

    /** The table of this set, built at the first payment asked of it and then kept. */
    private final class LazyTable {
        private volatile Table built;

        Table get() {
            Table table = built;
            if (table == null) {
                table = buildTable();
                built = table;
            }
            return table;
        }
    }

    private TallySet(List<Tally> largestFirst) {
        this.tallies = largestFirst;
    }

    /**
     * A tally set of these kinds, in any order.
     *
     * @throws SettlementException if it is empty, or two kinds share a name or a value
     */
    public static TallySet of(List<Tally> tallies) {
        if (tallies.isEmpty()) {
            throw new SettlementException(SettlementProblem.NO_TALLIES);
        }
        if (tallies.size() > Byte.MAX_VALUE) {
            throw new SettlementException(SettlementProblem.TOO_MANY_TALLIES, (int) Byte.MAX_VALUE);
        }
        Set<String> names = new HashSet<>();
        Set<Long> values = new HashSet<>();
        for (Tally t : tallies) {
            if (!names.add(t.name())) {
                throw new SettlementException(SettlementProblem.TALLY_NAMED_TWICE, t.name());
            }
            if (!values.add(t.value())) {
                throw new SettlementException(SettlementProblem.TALLY_VALUE_TWICE, t.value());
            }
        }
        List<Tally> sorted = new ArrayList<>(tallies);
        sorted.sort(Comparator.comparingLong(Tally::value).reversed());
        return new TallySet(List.copyOf(sorted));
    }

    /**
     * Reads a set written as {@code Harmony=2,Man=10,Earth=100,Heaven=500}.
     *
     * @throws SettlementException with the fix, if the text is not written that way
     */
    public static TallySet parse(String text) {
        List<Tally> tallies = new ArrayList<>();
        for (String item : Text.split(text, ",")) {
            String pair = item.trim();
            int equals = pair.indexOf('=');
            if (equals < 0 || pair.indexOf('=', equals + 1) >= 0) {
                throw new SettlementException(SettlementProblem.TALLY_NOT_A_PAIR, pair);
            }
            String name = pair.substring(0, equals).trim();
            String value = pair.substring(equals + 1).trim();
            try {
                tallies.add(new Tally(name, Long.parseLong(value)));
            } catch (NumberFormatException e) {
                throw new SettlementException(SettlementProblem.TALLY_VALUE_NOT_A_NUMBER, name, value);
            }
        }
        return of(tallies);
    }

    /** The kinds, largest value first. */
    public List<Tally> tallies() {
        return tallies;
    }

    /**
     * The fewest sticks that pay {@code amount}.
     *
     * @param amount points, 0 or more
     */
    public TallyHandover sticksFor(long amount) {
        if (amount < 0) {
            throw new IllegalArgumentException("negative amount " + amount);
        }
        Table built = table.get();
        int[] fewestSticks = built.fewestSticks();
        long[] counts = new long[tallies.size()];
        long rest = amount;
        long largest = tallies.get(0).value();
        if (rest >= fewestSticks.length) {
            long taken = (rest - fewestSticks.length) / largest + 1;
            counts[0] += taken;
            rest -= taken * largest;
        }
        int at = (int) rest;
        while (at > 0 && fewestSticks[at] == UNREACHABLE) {
            at--;
        }
        long unpaid = rest - at;
        while (at > 0) {
            int kind = built.lastStick()[at];
            counts[kind]++;
            at -= (int) tallies.get(kind).value();
        }
        List<StickCount> sticks = new ArrayList<>();
        for (int i = 0; i < counts.length; i++) {
            if (counts[i] > 0) {
                sticks.add(new StickCount(tallies.get(i), Math.toIntExact(counts[i])));
            }
        }
        return new TallyHandover(amount, sticks, unpaid);
    }

    private Table buildTable() {
        long largest = tallies.get(0).value();
        long second = tallies.size() > 1 ? tallies.get(1).value() : 0;
        long bound = (largest - 1) * second + largest;
        int size = (int) Math.min(bound + 1, MAX_TABLE);
        int[] fewestSticks = new int[size];
        byte[] lastStick = new byte[size];
        Arrays.fill(fewestSticks, UNREACHABLE);
        fewestSticks[0] = 0;
        for (int a = 1; a < fewestSticks.length; a++) {
            for (int k = 0; k < tallies.size(); k++) {
                long value = tallies.get(k).value();
                if (value <= a && fewestSticks[a - (int) value] != UNREACHABLE
                        && fewestSticks[a - (int) value] + 1 < fewestSticks[a]) {
                    fewestSticks[a] = fewestSticks[a - (int) value] + 1;
                    lastStick[a] = (byte) k;
                }
            }
        }
        return new Table(fewestSticks, lastStick);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TallySet other && other.tallies.equals(tallies);
    }

    @Override
    public int hashCode() {
        return tallies.hashCode();
    }

    /** {@code Heaven=500,Earth=100,Man=10,Harmony=2}: the form {@link #parse} reads. */
    @Override
    public String toString() {
        return tallies.stream().map(t -> t.name() + "=" + t.value())
                .collect(Collectors.joining(","));
    }
}
