/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import io.javalin.http.Context;
import java.time.Instant;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One log line for every change the server makes, on the SLF4J logger
 * {@value #LOGGER} at INFO, as {@code key=value} pairs: {@code time}, {@code action},
 * {@code game}, {@code hand}, {@code version}, {@code player}, {@code remote} (the client's
 * address). Values are the server's own (ids, numbers, action names), never text a user typed,
 * so a line cannot be forged by a name with a line break in it.
 */
final class ChangeLog {

    /** The logger's name. */
    static final String LOGGER = "org.mahjongtally.changes";

    private static final Logger LOG = LoggerFactory.getLogger(LOGGER);
    /** What an address may hold; anything else is written as '?'. */
    private static final Pattern NOT_IN_ADDRESS = Pattern.compile("[^0-9A-Za-z.:\\[\\]%-]");

    private ChangeLog() {
    }

    /** A change of a game: {@code hand} null when the change concerns the whole game. */
    static void game(Context ctx, String action, String game, Integer hand, Integer version) {
        LOG.info("time={} action={} game={} hand={} version={} remote={}", Instant.now(), action, game,
                hand == null ? "-" : hand, version == null ? "-" : version, remote(ctx));
    }

    /** A change of the club's players. */
    static void player(Context ctx, String action, long player) {
        LOG.info("time={} action={} player={} remote={}", Instant.now(), action, player, remote(ctx));
    }

    private static String remote(Context ctx) {
        String ip = ctx.ip();
        return ip == null || ip.isBlank() ? "-" : NOT_IN_ADDRESS.matcher(ip).replaceAll("?");
    }
}
