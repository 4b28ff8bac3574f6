/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import java.net.InetAddress;
import java.net.Inet6Address;
import java.net.UnknownHostException;
import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * A number of tries that refills with time ("token buckets"): one bucket per source, and
 * optionally one for all sources together. A source is an IPv4 address, or the /64 network of an
 * IPv6 address (one household or phone is given a whole /64, so its single addresses would be
 * as many sources as it likes). A try is taken from its source's bucket and from the overall
 * one, or from neither if either is short. The time is the given clock. Safe between threads.
 */
final class Allowance {

    /** Sources kept before those whose bucket is full again are forgotten. */
    private static final int SOURCES_KEPT = 10_000;

    private final Clock clock;
    private final int perSource;
    private final Duration perSourceRefill;
    private final Map<String, Bucket> bySource = new HashMap<>();
    private final Optional<Bucket> overall;

    /**
     * @param clock the time
     * @param perSource tries one source has at once
     * @param perSourceRefill the time after which a source has one more
     * @param overall tries all sources together have at once, or 0 for no such limit
     * @param overallRefill the time after which all together have one more
     */
    Allowance(Clock clock, int perSource, Duration perSourceRefill, int overall, Duration overallRefill) {
        this.clock = clock;
        this.perSource = perSource;
        this.perSourceRefill = perSourceRefill;
        this.overall = overall > 0 ? Optional.of(new Bucket(overall, overallRefill, clock.millis())) : Optional.empty();
    }

    /**
     * Takes {@code n} tries for this address (at most a whole bucket).
     *
     * @return 0 if they were taken, else the milliseconds until they can be
     */
    synchronized long take(String address, int n) {
        long now = clock.millis();
        if (bySource.size() >= SOURCES_KEPT) {
            bySource.values().removeIf(b -> b.isFull(now));
        }
        Bucket mine = bySource.computeIfAbsent(source(address), a -> new Bucket(perSource, perSourceRefill, now));
        long wait = Math.max(mine.millisUntil(n, now), overall.map(b -> b.millisUntil(n, now)).orElse(0L));
        if (wait == 0) {
            mine.add(-n);
            overall.ifPresent(b -> b.add(-n));
        }
        return wait;
    }

    /** Gives back {@code n} tries taken for this address. */
    synchronized void giveBack(String address, int n) {
        Bucket mine = bySource.get(source(address));
        if (mine != null) {
            mine.add(n);
        }
        overall.ifPresent(b -> b.add(n));
    }

    /** The source of an address: itself, or for IPv6 its /64 network. */
    static String source(String address) {
        if (address == null || address.indexOf(':') < 0) {
            return String.valueOf(address);
        }
        try {
            InetAddress parsed = InetAddress.getByName(address.startsWith("[") ? address.substring(1,
                    address.length() - 1) : address);
            if (parsed instanceof Inet6Address v6) {
                byte[] bytes = v6.getAddress();
                StringBuilder prefix = new StringBuilder();
                for (int i = 0; i < 8; i += 2) {
                    prefix.append(Integer.toHexString(((bytes[i] & 0xff) << 8) | (bytes[i + 1] & 0xff))).append(':');
                }
                return prefix.append(":/64").toString();
            }
            return parsed.getHostAddress();
        } catch (UnknownHostException e) {
            return address;
        }
    }

    /** Tries that refill one every so often, up to a capacity. */
    private static final class Bucket {
        private final int capacity;
        private final long refillMillis;
        private double tries;
        private long at;

        Bucket(int capacity, Duration refill, long now) {
            this.capacity = capacity;
            this.refillMillis = refill.toMillis();
            this.tries = capacity;
            this.at = now;
        }

        private void refill(long now) {
            if (now > at) {
                tries = Math.min(capacity, tries + (double) (now - at) / refillMillis);
                at = now;
            }
        }

        /** 0 if {@code n} tries (at most the capacity) are left, else the time until they are. */
        long millisUntil(int n, long now) {
            refill(now);
            int wanted = Math.min(n, capacity);
            return tries >= wanted ? 0 : (long) Math.ceil((wanted - tries) * refillMillis);
        }

        void add(int n) {
            tries = Math.max(0, Math.min(capacity, tries + n));
        }

        boolean isFull(long now) {
            refill(now);
            return tries >= capacity;
        }
    }
}
