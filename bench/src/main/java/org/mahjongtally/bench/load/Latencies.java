/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.bench.load;

import java.util.Arrays;
import java.util.Locale;

/**
 * Every latency of a load run, in nanoseconds, and its percentiles. Not thread-safe: one per
 * thread, joined at the end with {@link #addAll}.
 */
final class Latencies {

    private long[] values = new long[4096];
    private int size;

    void add(long nanos) {
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
        }
        values[size++] = nanos;
    }

    void addAll(Latencies other) {
        for (int i = 0; i < other.size; i++) {
            add(other.values[i]);
        }
    }

    int size() {
        return size;
    }

    /**
     * The percentiles, as {@code key=value} words in milliseconds:
     * {@code p50_ms p90_ms p99_ms p999_ms max_ms} (0 for all if there are no latencies).
     */
    String summary() {
        long[] sorted = Arrays.copyOf(values, size);
        Arrays.sort(sorted);
        return "p50_ms=" + ms(percentile(sorted, 0.50)) + " p90_ms=" + ms(percentile(sorted, 0.90))
                + " p99_ms=" + ms(percentile(sorted, 0.99)) + " p999_ms=" + ms(percentile(sorted, 0.999))
                + " max_ms=" + ms(sorted.length == 0 ? 0 : sorted[sorted.length - 1]);
    }

    /** The smallest latency that at least the fraction {@code q} of all latencies do not exceed. */
    private static long percentile(long[] sorted, double q) {
        if (sorted.length == 0) {
            return 0;
        }
        int rank = (int) Math.ceil(q * sorted.length);
        return sorted[Math.max(0, rank - 1)];
    }

    static String ms(long nanos) {
        return String.format(Locale.ROOT, "%.3f", nanos / 1e6);
    }
}
