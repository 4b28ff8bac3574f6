/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import io.javalin.config.Key;
import io.javalin.http.Context;
import java.time.Clock;
import java.time.Duration;
import org.mahjongtally.ErrorCode;

/**
 * How many wrong administrator passwords a server takes, as a bucket of guesses per source
 * ({@link Allowance}: an IPv4 address, or an IPv6 /64) that refills with time:
 * {@value #PER_ADDRESS} at once, then one more every {@link #PER_ADDRESS_REFILL} (five a minute).
 * Only a wrong password takes a guess; a request without one, and every read, are not counted.
 * While a source's bucket is empty, every password from it is answered 429 before it is checked,
 * the right one too: otherwise the limit would still let a guesser learn which guess was right.
 * An administrator who mistyped five times waits at most {@link #PER_ADDRESS_REFILL} for the next
 * try. A guess is taken before the password is checked and given back if it was right, so that
 * guesses sent all at once are limited too.
 *
 * <p>There is no limit of all sources together: guessers at ten addresses would empty it, and
 * the administrator at an eleventh would then be refused too, the limit turned against the
 * owner. Guessers at many addresses each get their five a minute; against them stand the
 * password's length (at least {@value AdminPassword#MIN_LENGTH} characters) and the cost of each
 * check ({@value AdminPassword#ITERATIONS} PBKDF2 iterations).
 */
final class AdminGuesses {

    /** Where a server keeps its instance, for {@link Access#admin}. */
    static final Key<AdminGuesses> KEY = new Key<>("tally.admin-guesses");

    /** The wrong passwords taken at once from one source. */
    static final int PER_ADDRESS = 5;
    /** The time after which one source has one more guess. */
    static final Duration PER_ADDRESS_REFILL = Duration.ofSeconds(12);

    private final Allowance guesses;

    AdminGuesses(Clock clock) {
        this.guesses = new Allowance(clock, PER_ADDRESS, PER_ADDRESS_REFILL, 0, Duration.ZERO);
    }

    /**
     * Takes a guess for the password of this request, before it is checked (so that guesses sent
     * all at once are counted too), or refuses it.
     *
     * @throws AccessException 429 with {@code Retry-After} if its source has no guess left
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

    /** Takes a guess from this address's source: 0, or else the milliseconds until one is left. */
    long take(String address) {
        return guesses.take(address, 1);
    }

    /** Gives back a guess taken from this address. */
    void giveBack(String address) {
        guesses.giveBack(address, 1);
    }
}
