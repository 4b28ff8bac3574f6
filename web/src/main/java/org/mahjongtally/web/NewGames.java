/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import io.javalin.http.Context;
import java.time.Clock;
import org.mahjongtally.ErrorCode;

/**
 * The games a server still lets strangers start or import now, by {@link NewGameLimits}: every
 * request to start or import one counts (one refused for its content too: the server did the
 * work), and one over the limit is answered 429 with {@code Retry-After}.
 */
final class NewGames {

    private final Allowance allowance;

    NewGames(Clock clock, NewGameLimits limits) {
        this.allowance = new Allowance(clock, limits.perAddress(), NewGameLimits.PER.dividedBy(limits.perAddress()),
                limits.overall(), NewGameLimits.PER.dividedBy(limits.overall()));
    }

    /**
     * Counts {@code games} new games for this request's address.
     *
     * @throws BadRequestException 429 with {@code Retry-After} if its address, or all together,
     *     have started or imported too many lately
     */
    void take(Context ctx, int games) {
        long wait = allowance.take(ctx.ip(), games);
        if (wait > 0) {
            long seconds = Math.max(1, (wait + 999) / 1000);
            ctx.header("Retry-After", Long.toString(seconds));
            throw new BadRequestException(ErrorCode.TOO_MANY_NEW_GAMES, WebProblem.TOO_MANY_NEW_GAMES, seconds);
        }
    }
}
