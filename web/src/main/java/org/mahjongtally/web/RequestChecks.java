/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import io.javalin.config.Key;
import io.javalin.http.Context;
import java.util.List;
import java.util.regex.Pattern;
import org.mahjongtally.ErrorCode;

/**
 * What every request is checked for before it is routed: a {@code Host} that is not one of the
 * server's own names ({@link AllowedHosts}: a page of another site reaching this server by DNS
 * rebinding), refused 421; an address whose {@code %}-escapes are not two hex digits (such as
 * {@code %u002e}), which would otherwise fail deep inside the decoding of a path parameter, and
 * the headers that ask to treat a request as another method ({@code X-HTTP-Method-Override} and
 * its kin), which would let a GET delete a game, both refused 400. Once the body is read, a body
 * that is not sent as JSON is refused 415 ({@link #checkBody}).
 */
final class RequestChecks {

    /** Where a server keeps the names it answers to. */
    static final Key<AllowedHosts> HOSTS = new Key<>("tally.allowed-hosts");

    /** The one media type of every request body. */
    static final String JSON = "application/json";

    /** A {@code %} not followed by two hex digits. */
    private static final Pattern BAD_ESCAPE = Pattern.compile("%(?![0-9A-Fa-f]{2})");
    private static final List<String> METHOD_OVERRIDES = List.of("X-HTTP-Method-Override", "X-HTTP-Method",
            "X-Method-Override");

    private RequestChecks() {
    }

    /**
     * @throws BadRequestException if the request has a bad escape or a method override
     */
    static void check(Context ctx) {
        String host = ctx.header("Host");
        AllowedHosts hosts = ctx.appData(HOSTS);
        if (!hosts.allows(host)) {
            throw new BadRequestException(ErrorCode.UNKNOWN_HOST, WebProblem.UNKNOWN_HOST, host,
                    String.join(", ", hosts.shown()));
        }
        String uri = ctx.req().getRequestURI();
        if (uri != null && BAD_ESCAPE.matcher(uri).find()) {
            throw new BadRequestException(ErrorCode.BAD_REQUEST, WebProblem.BAD_ESCAPE);
        }
        for (String header : METHOD_OVERRIDES) {
            if (ctx.header(header) != null) {
                throw new BadRequestException(ErrorCode.BAD_REQUEST, WebProblem.METHOD_OVERRIDE, header);
            }
        }
    }

    /**
     * Refuses a body not sent as {@code Content-Type: application/json} (in UTF-8, if a charset is
     * named). A page of another site may send a form or {@code text/plain} body to any server
     * without asking it first (a "simple" request, CORS has no say), but never one of type
     * {@code application/json}: so only JSON bodies are taken.
     *
     * @param body the body as read
     * @throws BadRequestException 415 if there is a body of another type
     */
    static void checkBody(Context ctx, byte[] body) {
        if (body.length == 0) {
            return;
        }
        String type = ctx.header("Content-Type");
        if (type == null || !isJson(type)) {
            throw new BadRequestException(ErrorCode.NOT_JSON, WebProblem.NOT_JSON,
                    type == null ? "" : type.strip());
        }
    }

    private static boolean isJson(String contentType) {
        String[] parts = contentType.split(";");
        if (!parts[0].strip().equalsIgnoreCase(JSON)) {
            return false;
        }
        for (int i = 1; i < parts.length; i++) {
            String p = parts[i].strip().toLowerCase(java.util.Locale.ROOT);
            if (p.startsWith("charset=") && !p.replace("\"", "").equals("charset=utf-8")) {
                return false;
            }
        }
        return true;
    }
}
