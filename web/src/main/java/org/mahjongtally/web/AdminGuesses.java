/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import io.javalin.config.Key;
import io.javalin.http.Context;
import java.time.Clock;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.mahjongtally.ErrorCode;

/**
 * How many wrong administrator passwords a server takes, as buckets of
 * guesses that refill with time: {@value #PER_ADDRESS} from one address at once, then one more
 * every {@link #PER_ADDRESS_REFILL} (five a minute); {@value #OVERALL} from all addresses
 * together, then one more every {@link #OVERALL_REFILL} (thirty a minute). Only a wrong password
 * takes a guess; a request without one, and every read (reads need no password), are not
 * counted. While a bucket is empty, every password from that address (or any address, for the
 * overall bucket) is answered 429 before it is checked, the right one too: otherwise the
 * limit would still let a guesser learn which guess was right. An administrator who mistyped
 * five times waits at most {@link #PER_ADDRESS_REFILL} for the next try. The time is
 * the server's {@link ServerOptions#clock()}. A guess is taken before the password is checked
 * and given back if it was right, so that guesses sent all at once are limited too.
 */
final class AdminGuesses {

    /** Where a server keeps its instance, for {@link Access#admin}. */
    static final Key<AdminGuesses> KEY = new Key<>("tally.admin-guesses");


    /** The wrong passwords taken at once from one address. */
    static final int PER_ADDRESS = 5;
    /** The time after which one address has one more guess. */
    static final Duration PER_ADDRESS_REFILL = Duration.ofSeconds(12);
    /** The wrong passwords taken at once from all addresses together. */
    static final int OVERALL = 30;
    /** The time after which all addresses together have one more guess. */
    static final Duration OVERALL_REFILL = Duration.ofSeconds(2);

    /** Addresses kept before those with a full bucket again are forgotten. */
    private static final int ADDRESSES_KEPT = 1_000;

    private final Clock clock;
    private final Map<String, Bucket> byAddress = new HashMap<>();
    private final Bucket overall;

    AdminGuesses(Clock clock) {
        this.clock = clock;
        this.overall = new Bucket(OVERALL, OVERALL_REFILL, now());
    }

    /**
     * Takes a guess for the password of this request, before it is checked (so that guesses sent
     * all at once are counted too), or refuses it.
     *
     * @throws AccessException 429 with {@code Retry-After} if its address, or all together, have no guess left
     */
    void take(Context ctx) {
        long wait = take(ctx.ip());
        if (wait > 0) {
            long seconds = Math.max(1, (wait + 999) / 1000);
            ctx.header("Retry-After", Long.toString(seconds));
            throw new AccessException(ErrorCode.TOO_MANY_GUESSES, null, WebProblem.TOO_MANY_GUESSES, seconds);
        }
    }

    /** The password taken for this request was right: its guess is given back. */
    void giveBack(Context ctx) {
        giveBack(ctx.ip());
    }

    /** Takes a guess from this address and from all together: 0, or else the milliseconds until one is left. */
    synchronized long take(String address) {
        long now = now();
        if (byAddress.size() >= ADDRESSES_KEPT) {
            byAddress.values().removeIf(b -> b.isFull(now));
        }
        Bucket mine = byAddress.computeIfAbsent(address, a -> new Bucket(PER_ADDRESS, PER_ADDRESS_REFILL, now));
        long wait = Math.max(mine.millisUntilOne(now), overall.millisUntilOne(now));
        if (wait == 0) {
            mine.add(-1);
            overall.add(-1);
        }
        return wait;
    }

    /** Gives back a guess taken from this address. */
    synchronized void giveBack(String address) {
        Bucket mine = byAddress.get(address);
        if (mine != null) {
            mine.add(1);
        }
        overall.add(1);
    }

    private long now() {
        return clock.millis();
    }

    /** Guesses that refill one every so often, up to a capacity. */
    private static final class Bucket {
        private final int capacity;
        private final long refillMillis;
        private double guesses;
        private long at;

        Bucket(int capacity, Duration refill, long now) {
            this.capacity = capacity;
            this.refillMillis = refill.toMillis();
            this.guesses = capacity;
            this.at = now;
        }

        private void refill(long now) {
            if (now > at) {
                guesses = Math.min(capacity, guesses + (double) (now - at) / refillMillis);
                at = now;
            }
        }

        /** 0 if a guess is left, else the time until there is one. */
        long millisUntilOne(long now) {
            refill(now);
            return guesses >= 1 ? 0 : (long) Math.ceil((1 - guesses) * refillMillis);
        }

        void add(int n) {
            guesses = Math.max(0, Math.min(capacity, guesses + n));
        }

        boolean isFull(long now) {
            refill(now);
            return guesses >= capacity;
        }
    }
}
