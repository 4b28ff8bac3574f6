package org.mahjongtally.web;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.lang.reflect.Type;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;

/**
 * Reads request bodies strictly: JSON only (no comments, no trailing garbage, no duplicate
 * keys, at most {@value #MAX_DEPTH} levels deep), into the request records of this package
 * with no guessing (no number from a string, no whole number from 12.5, no unknown field).
 * Any failure becomes a {@link BadRequestException} ({@code bad-json}) whose message names
 * the field and the type it must have.
 */
final class JsonBodies {

    /** The deepest nesting accepted; real requests are three levels deep. */
    static final int MAX_DEPTH = 32;

    /** The context attribute with the time ({@link System#nanoTime}) by which the body must have arrived. */
    static final String DEADLINE = "tally.body-deadline";
    /** The context attribute with the body once read. */
    private static final String BODY = "tally.body";

    private static final ObjectMapper MAPPER = mapper();

    private JsonBodies() {
    }

    /** The mapper the API uses for its own request and response records. */
    static ObjectMapper objectMapper() {
        return MAPPER;
    }

    /**
     * Reads the body of a request into a request record or a plain tree; see
     * {@link #read(byte[], Class)}.
     *
     * @throws HttpResponseException 413 if the body is larger than {@link WebServer#MAX_BODY_BYTES}
     */
    static <T> T read(Context ctx, Class<T> type) {
        return read(body(ctx), type);
    }

    /**
     * The bytes of a request body, at most {@link WebServer#MAX_BODY_BYTES} whatever the request
     * says its length is.
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
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] chunk = new byte[8192];
        try (InputStream in = ctx.bodyInputStream()) {
            int n;
            while (out.size() <= WebServer.MAX_BODY_BYTES
                    && (n = in.read(chunk, 0, Math.min(chunk.length, WebServer.MAX_BODY_BYTES + 1 - out.size()))) > 0) {
                out.write(chunk, 0, n);
                if (deadline != null && System.nanoTime() - deadline > 0) {
                    throw new HttpResponseException(408, "request timeout");
                }
            }
            if (out.size() > WebServer.MAX_BODY_BYTES) {
                drain(in, deadline);
            }
        } catch (IOException e) {
            if (e instanceof InterruptedIOException || e.getCause() instanceof TimeoutException) {
                throw new HttpResponseException(408, "request timeout");
            }
            throw BadRequestException.badJson("the body could not be read: " + e.getMessage());
        }
        byte[] body = out.toByteArray();
        ctx.attribute(BODY, body);
        if (body.length > WebServer.MAX_BODY_BYTES) {
            throw new HttpResponseException(413, "body too large");
        }
        return body;
    }

    /** The most of an oversized body read and thrown away, so that its sender still gets the 413. */
    private static final int DRAINED = 8 * WebServer.MAX_BODY_BYTES;

    /**
     * Reads and throws away the rest of a body over the limit (up to {@link #DRAINED} bytes, and
     * within the deadline): a server that answers while the client is still sending closes the
     * connection under it, and the client sees no answer at all.
     */
    private static void drain(InputStream in, Long deadline) {
        byte[] chunk = new byte[8192];
        long total = 0;
        try {
            int n;
            while (total < DRAINED && (n = in.read(chunk)) > 0) {
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
     * @throws BadRequestException if the body is empty, not JSON or not of that shape
     */
    static <T> T read(byte[] body, Class<T> type) {
        if (body.length == 0) {
            throw BadRequestException.badJson("the request has no body; send a JSON object");
        }
        try {
            checkText(MAPPER.readTree(body));
            T value = MAPPER.readValue(body, type);
            if (value == null) {
                throw BadRequestException.badJson("the body is null; send a JSON object");
            }
            return value;
        } catch (IOException e) {
            throw BadRequestException.badJson(explain(e));
        }
    }

    /**
     * Reads a body that must be a JSON object, as a mutable map.
     *
     * @throws BadRequestException if it is not one
     */
    @SuppressWarnings("unchecked")
    static Map<String, Object> object(Context ctx) {
        Object value = read(ctx, Object.class);
        if (value instanceof Map<?, ?> map) {
            return (Map<String, Object>) map;
        }
        throw BadRequestException.badJson("the body must be a JSON object, {...}");
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
                throw new BadRequestException("bad-text", "the body has text that is not valid Unicode: a NUL"
                        + " character, or half of a surrogate pair (such as \"\\ud800\" alone); send the text as UTF-8");
            }
        }
    }

    /** A message for a person from a Jackson failure: the field at fault, and what it must be. */
    static String explain(IOException e) {
        if (e instanceof UnrecognizedPropertyException u) {
            Collection<Object> known = u.getKnownPropertyIds();
            return "unknown field " + quoted(path(u).orElse(u.getPropertyName())) + "; the fields here are "
                    + known.stream().map(String::valueOf).collect(Collectors.toCollection(TreeSet::new))
                            .stream().collect(Collectors.joining(", "));
        }
        if (e instanceof MismatchedInputException m && m.getTargetType() != null) {
            String field = path(m).map(p -> "field " + quoted(p)).orElse("the body");
            return field + " must be " + describe(m.getTargetType()) + where(m);
        }
        if (e instanceof StreamConstraintsException || e.getCause() instanceof StreamConstraintsException) {
            return "the body is nested more than " + MAX_DEPTH + " levels deep, or too large in some other"
                    + " way; a request is only a few levels deep";
        }
        if (e instanceof JsonProcessingException j) {
            String reason = j.getOriginalMessage().lines().findFirst().orElse("")
                    .replaceAll("\\s*\\(start marker at .*\\)", "");
            return "the body is not valid JSON: " + reason + where(j);
        }
        return "the body could not be read: " + e.getMessage();
    }

    private static String describe(Type type) {
        if (type instanceof Class<?> c) {
            if (c == Long.class || c == long.class || c == Integer.class || c == int.class) {
                return "a whole number";
            }
            if (c == Boolean.class || c == boolean.class) {
                return "true or false";
            }
            if (c == String.class) {
                return "a string";
            }
            if (Collection.class.isAssignableFrom(c)) {
                return "an array";
            }
            if (Map.class.isAssignableFrom(c) || c.isRecord()) {
                return "a JSON object";
            }
        }
        return "of another type";
    }

    private static Optional<String> path(JsonMappingException e) {
        StringBuilder out = new StringBuilder();
        for (JsonMappingException.Reference r : e.getPath()) {
            if (r.getFieldName() != null) {
                out.append(out.length() == 0 ? "" : ".").append(r.getFieldName());
            } else if (r.getIndex() >= 0) {
                out.append('[').append(r.getIndex()).append(']');
            }
        }
        return out.length() == 0 ? Optional.empty() : Optional.of(out.toString());
    }

    private static String where(JsonProcessingException e) {
        return e.getLocation() == null ? ""
                : " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")";
    }

    private static String quoted(String name) {
        return "'" + name + "'";
    }

    private static ObjectMapper mapper() {
        JsonFactory factory = JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build())
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .build();
        JsonMapper mapper = JsonMapper.builder(factory)
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .disable(JsonParser.Feature.ALLOW_COMMENTS)
                .build();
        // A number or a boolean is never read as a string (the reverse is off above).
        mapper.coercionConfigFor(LogicalType.Textual)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        return mapper;
    }
}
