/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Base64;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.mahjongtally.ErrorCode;
import org.mahjongtally.store.ChangeIds;
import org.mahjongtally.store.Expect;

/**
 * Who may do what. A game is read only by those it was shared with: its id (in its edit link)
 * or its share id (its read-only link) reads it, on every route that shows it, and the
 * administrator reads every game; no route shows a game's id or share id to anyone else, unless
 * the club publishes its games ({@link ServerOptions.Publish}). The club's players and standings
 * are read as the club publishes them ({@link #clubReader}). Every write of a game needs
 * the game's edit key, as {@code Authorization: Bearer KEY}, and the version of the game the
 * writer saw, as {@code If-Match: "VERSION"} (or a {@code "version"} field in the body), and may
 * give the change an id of its own ({@code Idempotency-Key}, {@link #changeId}). Club
 * administration needs the administrator's password, by HTTP Basic authentication (any user
 * name), and is off when the server was started without one; wrong passwords are limited by
 * {@link AdminGuesses}.
 */
final class Access {

    static final String VERSION_FIELD = "version";
    /** The header of a writer's id of its change (IETF draft-ietf-httpapi-idempotency-key-header). */
    static final String IDEMPOTENCY_KEY = "Idempotency-Key";
    private static final Pattern BEARER = Pattern.compile("(?i)Bearer +([A-Za-z0-9._~+/=-]{1,200})");
    private static final Pattern BASIC = Pattern.compile("(?i)Basic +([A-Za-z0-9+/=]{1,400})");
    private static final Pattern IF_MATCH = Pattern.compile("(?:W/)?\"?([0-9]{1,9})\"?");
    private static final String GAME_REALM = "Bearer realm=\"Mahjong Tally game\"";
    private static final String ADMIN_REALM = "Basic realm=\"Mahjong Tally administration\", charset=\"UTF-8\"";

    private Access() {
    }

    /**
     * What a write of a game must match: the edit key and the version from the request.
     *
     * @param body the body as a JSON object, if it has one; its {@code "version"} is taken out
     * @param editKey the key from {@link #editKey}
     * @throws AccessException 428 without a version
     * @throws BadRequestException for a version that cannot be one
     */
    static Expect expect(Context ctx, ObjectNode body, String editKey) {
        Expect expect = Expect.version(version(ctx, body)).withEditKey(editKey);
        return changeId(ctx).map(expect::withChangeId).orElse(expect);
    }

    /**
     * The writer's own id of this change, {@code Idempotency-Key: ID}, if it gives one: a change
     * sent again with the same id (its answer was lost) is not made twice.
     *
     * @throws BadRequestException for an id that cannot be one ({@link ChangeIds})
     */
    static Optional<String> changeId(Context ctx) {
        String header = ctx.header(IDEMPOTENCY_KEY);
        if (header == null) {
            return Optional.empty();
        }
        String id = header.strip();
        if (!ChangeIds.isWellFormed(id)) {
            throw new BadRequestException(ErrorCode.BAD_REQUEST, WebProblem.CHANGE_ID_MALFORMED, ChangeIds.MAX_LENGTH);
        }
        return Optional.of(id);
    }

    /**
     * The edit key of a write: {@code Authorization: Bearer KEY}.
     *
     * @throws AccessException 401 if there is none
     */
    static String editKey(Context ctx) {
        String header = ctx.header("Authorization");
        if (header == null || header.isBlank()) {
            throw new AccessException(ErrorCode.EDIT_KEY_NEEDED, GAME_REALM, WebProblem.EDIT_KEY_MISSING);
        }
        Matcher m = BEARER.matcher(header.strip());
        if (!m.matches()) {
            throw new AccessException(ErrorCode.EDIT_KEY_NEEDED, GAME_REALM, WebProblem.EDIT_KEY_MALFORMED);
        }
        return m.group(1);
    }

    private static int version(Context ctx, ObjectNode body) {
        Integer fromHeader = null;
        String header = ctx.header("If-Match");
        if (header != null) {
            Matcher m = IF_MATCH.matcher(header.strip());
            if (!m.matches()) {
                throw new BadRequestException(ErrorCode.BAD_VERSION, WebProblem.IF_MATCH_MALFORMED);
            }
            fromHeader = Integer.valueOf(m.group(1));
        }
        Integer fromBody = null;
        if (body != null && body.has(VERSION_FIELD)) {
            JsonNode v = body.remove(VERSION_FIELD);
            if (!v.isInt() || v.intValue() < 0) {
                throw new BadRequestException(ErrorCode.BAD_VERSION, WebProblem.VERSION_FIELD_MALFORMED);
            }
            fromBody = v.intValue();
        }
        if (fromHeader != null && fromBody != null && !fromHeader.equals(fromBody)) {
            throw new BadRequestException(ErrorCode.BAD_VERSION, WebProblem.VERSIONS_DISAGREE, fromHeader, fromBody);
        }
        if (fromHeader == null && fromBody == null) {
            throw new AccessException(ErrorCode.VERSION_NEEDED, null, WebProblem.VERSION_MISSING);
        }
        return fromHeader != null ? fromHeader : fromBody;
    }

    /**
     * Lets the request through only with the administrator's password.
     *
     * @throws AccessException 403 if administration is off or the password is wrong, 401 if none was given,
     *     429 after too many wrong ones ({@link AdminGuesses})
     */
    static void admin(Context ctx, ServerOptions options) {
        if (options.admin().isEmpty()) {
            throw new AccessException(ErrorCode.ADMINISTRATION_OFF, null, WebProblem.ADMINISTRATION_OFF);
        }
        String header = ctx.header("Authorization");
        Matcher m = header == null ? null : BASIC.matcher(header.strip());
        if (m == null || !m.matches()) {
            throw new AccessException(ErrorCode.ADMIN_PASSWORD_NEEDED, ADMIN_REALM, WebProblem.ADMIN_PASSWORD_MISSING);
        }
        AdminGuesses guesses = ctx.appData(AdminGuesses.KEY);
        guesses.take(ctx);
        char[] password = password(m.group(1));
        if (options.admin().get().matches(password)) {
            guesses.giveBack(ctx);
        } else {
            throw new AccessException(ErrorCode.WRONG_ADMIN_PASSWORD, null, WebProblem.WRONG_ADMIN_PASSWORD);
        }
    }

    /**
     * Who reads the club's players, a player's page or the standings: the administrator (with the
     * password; then every game is named by its id), or anyone when the server publishes them
     * ({@link ServerOptions.Publish}). A request that gives a Basic credential is the
     * administrator's, or refused as {@link #admin} refuses it.
     *
     * @return true for the administrator, false for anyone else who may read them
     * @throws AccessException as {@link #admin} does, when nothing is published or a password is given
     */
    static boolean clubReader(Context ctx, ServerOptions options) {
        String header = ctx.header("Authorization");
        boolean givesPassword = header != null && BASIC.matcher(header.strip()).matches();
        if (givesPassword || options.publish() == ServerOptions.Publish.NOTHING) {
            admin(ctx, options);
            return true;
        }
        return false;
    }

    /** The password of a Basic credential ("user:password" in base64), or an empty array. */
    private static char[] password(String base64) {
        byte[] bytes;
        try {
            bytes = Base64.getDecoder().decode(base64);
        } catch (IllegalArgumentException e) {
            return new char[0];
        }
        try {
            CharBuffer chars = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
            int colon = -1;
            for (int i = 0; i < chars.length(); i++) {
                if (chars.get(i) == ':') {
                    colon = i;
                    break;
                }
            }
            char[] all = new char[chars.remaining()];
            chars.get(all);
            char[] password = colon < 0 ? new char[0] : Arrays.copyOfRange(all, colon + 1, all.length);
            Arrays.fill(all, '\0');
            return password;
        } catch (CharacterCodingException e) {
            return new char[0];
        } finally {
            Arrays.fill(bytes, (byte) 0);
        }
    }
}
