/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import io.javalin.http.Context;
import java.util.List;
import java.util.regex.Pattern;
import org.mahjongtally.ErrorCode;

/**
 * What every request is checked for before it is routed: an address whose
 * {@code %}-escapes are not two hex digits (such as {@code %u002e}), which would otherwise fail
 * deep inside the decoding of a path parameter, and the headers that ask to treat a request as
 * another method ({@code X-HTTP-Method-Override} and its kin), which would let a GET delete a
 * game. Both are refused with 400 and a message saying what to send instead.
 */
final class RequestChecks {

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
}
