/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.TimeoutException;
import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.json.JsonProblem;
import org.mahjongtally.json.BadJsonException;
import org.mahjongtally.store.StrictJson;

/**
 * Reads request bodies: at most {@link WebServer#maxBodyBytes} bytes and in time, text that is
 * valid Unicode, then strictly by {@link StrictJson} into the request records (those of this
 * package and the shared {@link org.mahjongtally.json.HandJson}): no unknown field (a misspelt
 * one is named with the field probably meant), no wrong type, no guessing. Any failure of the
 * JSON is a {@link BadJsonException} ({@code bad-json}, answered 400) naming the field at fault.
 */
final class JsonBodies {

    /** The deepest nesting accepted; real requests are three levels deep. */
    static final int MAX_DEPTH = StrictJson.MAX_DEPTH;

    /** What a body is called in messages about it as a whole. */
    private static final Message WHOLE = Message.of(JsonProblem.BODY);

    /** The context attribute with the time ({@link System#nanoTime}) by which the body must have arrived. */
    static final String DEADLINE = "tally.body-deadline";
    /** The context attribute with the body once read. */
    private static final String BODY = "tally.body";

    private JsonBodies() {
    }

    /** The mapper the API uses for its own request and response records. */
    static ObjectMapper objectMapper() {
        return StrictJson.mapper();
    }

    /**
     * Reads the body of a request into a request record or a plain tree; see
     * {@link #read(byte[], Class)}.
     *
     * @throws HttpResponseException 413 if the body is larger than {@link WebServer#maxBodyBytes}
     */
    static <T> T read(Context ctx, Class<T> type) {
        return read(body(ctx), type);
    }

    /**
     * The bytes of a request body, at most {@link WebServer#maxBodyBytes} for its path whatever
     * the request says its length is.
     *
     * @throws HttpResponseException 413 if the body is larger
     */
    static byte[] body(Context ctx) {
        byte[] read = ctx.attribute(BODY);
        if (read != null) {
            return read;
        }
        // The body is read up to the limit even when its declared length is over it: answering
        // before reading makes the server close the connection while an ordinary client is still
        // sending, and the client then sees no answer at all.
        Long deadline = ctx.attribute(DEADLINE);
        int limit = WebServer.maxBodyBytes(ctx.path());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] chunk = new byte[8192];
        try (InputStream in = ctx.bodyInputStream()) {
            int n;
            while (out.size() <= limit && (n = in.read(chunk, 0, Math.min(chunk.length, limit + 1 - out.size()))) > 0) {
                out.write(chunk, 0, n);
                if (deadline != null && System.nanoTime() - deadline > 0) {
                    throw new HttpResponseException(408, "request timeout");
                }
            }
            if (out.size() > limit) {
                drain(in, deadline, DRAINED_TIMES * limit);
            }
        } catch (IOException e) {
            if (e instanceof InterruptedIOException || e.getCause() instanceof TimeoutException) {
                throw new HttpResponseException(408, "request timeout");
            }
            throw new BadJsonException(Message.of(WebProblem.BODY_UNREADABLE, String.valueOf(e.getMessage())));
        }
        byte[] body = out.toByteArray();
        ctx.attribute(BODY, body);
        if (body.length > limit) {
            throw new HttpResponseException(413, "body too large");
        }
        return body;
    }

    /**
     * The most of an oversized body read and thrown away, as a multiple of the limit, so that its
     * sender still gets the 413.
     */
    private static final long DRAINED_TIMES = 8;

    /**
     * Reads and throws away the rest of a body over the limit (up to {@code most} bytes, and
     * within the deadline): a server that answers while the client is still sending closes the
     * connection under it, and the client sees no answer at all.
     */
    private static void drain(InputStream in, Long deadline, long most) {
        byte[] chunk = new byte[8192];
        long total = 0;
        try {
            int n;
            while (total < most && (n = in.read(chunk)) > 0) {
                total += n;
                if (deadline != null && System.nanoTime() - deadline > 0) {
                    return;
                }
            }
        } catch (IOException e) {
            // the client gave up; nothing to answer it anyway
        }
    }

    /**
     * Reads a body into a request record, a list or a plain tree ({@code Object.class}: maps,
     * lists, strings, numbers, booleans, null).
     *
     * @throws BadJsonException if the body is empty, not JSON or not of that shape
     */
    static <T> T read(byte[] body, Class<T> type) {
        tree(body);
        return StrictJson.read(body, type, WHOLE);
    }

    /**
     * Reads a body that must be a JSON object, as a tree: for a body with a field taken out before
     * it is read into a record (the {@code "version"} of a write, {@link Access#expect}).
     *
     * @throws BadJsonException if it is not one
     */
    static ObjectNode object(Context ctx) {
        if (tree(body(ctx)) instanceof ObjectNode object) {
            return object;
        }
        throw new BadJsonException(Message.of(WebProblem.BODY_NOT_AN_OBJECT));
    }

    /**
     * Reads a tree from {@link #object} into a request record.
     *
     * @throws BadJsonException naming the field that is unknown or of the wrong type
     */
    static <T> T read(JsonNode tree, Class<T> type) {
        return StrictJson.convert(tree, type, WHOLE);
    }

    /** The tree of a body, its text checked. */
    private static JsonNode tree(byte[] body) {
        if (body.length == 0) {
            throw new BadJsonException(Message.of(WebProblem.NO_BODY));
        }
        JsonNode tree = StrictJson.tree(body, WHOLE);
        checkText(tree);
        return tree;
    }

    /**
     * Refuses text no database should keep: a NUL character, or half of a UTF-16 surrogate pair
     * (a JSON escape such as {@code "\ud800"} alone), in any string or field name.
     */
    private static void checkText(JsonNode root) {
        Deque<JsonNode> todo = new ArrayDeque<>();
        todo.push(root);
        while (!todo.isEmpty()) {
            JsonNode node = todo.pop();
            if (node.isTextual()) {
                checkText(node.textValue());
            } else if (node.isObject()) {
                for (Map.Entry<String, JsonNode> field : node.properties()) {
                    checkText(field.getKey());
                    todo.push(field.getValue());
                }
            } else if (node.isArray()) {
                node.forEach(todo::push);
            }
        }
    }

    private static void checkText(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean bad = c == '\0' || Character.isLowSurrogate(c)
                    || (Character.isHighSurrogate(c) && (i + 1 == text.length() || !Character.isLowSurrogate(text.charAt(++i))));
            if (bad) {
                throw new BadRequestException(ErrorCode.BAD_TEXT, WebProblem.BAD_UNICODE);
            }
        }
    }
}
