/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import org.mahjongtally.json.BadJsonException;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.InvalidNullException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;
import java.io.IOException;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.mahjongtally.Message;
import org.mahjongtally.game.Bound;
import org.mahjongtally.json.BadFieldException;
import org.mahjongtally.json.BoundedFields;
import org.mahjongtally.json.CheckedShape;
import org.mahjongtally.json.JsonProblem;
import org.mahjongtally.json.JsonType;
import org.mahjongtally.json.TextOrNull;
import org.mahjongtally.rules.NearestName;

/**
 * The one strict way JSON is read into records: the HTTP API's request bodies, game files and
 * the store's own stored form ({@link StoredGameCodec}) alike. JSON only (no comments, no trailing garbage, no duplicate keys, at most
 * {@value #MAX_DEPTH} levels deep), read with no guessing: no number from a string or a string
 * from a number, no whole number from 12.5, no unknown field, no {@code null} inside a list or
 * among the values of an object, no field missing that a shape of {@code org.mahjongtally.json}
 * requires ({@link BadFieldException}). Every failure is a {@link BadJsonException} whose
 * message ({@link JsonProblem}) names the field and the type it must have, and for an unknown
 * field the known one probably meant; a number too large to be read into a field core bounds
 * ({@link BoundedFields}) is refused as core refuses one out of its bound ({@code out-of-range}),
 * quoting it. What is read is named by a message of one of
 * {@link JsonProblem}'s document keys ({@code whole}), such as {@link JsonProblem#BODY}.
 */
public final class StrictJson {

    /** The deepest nesting accepted; real requests and game files are a few levels deep. */
    public static final int MAX_DEPTH = 32;

    /** The most characters of a refused number quoted in a message. */
    private static final int MAX_QUOTED = 40;

    /**
     * How Jackson quotes a number it could not read into a whole number: {@code Numeric value (N)
     * out of range} beyond a {@code long}, {@code Floating-point value (N)} with a fraction or an
     * exponent.
     */
    private static final Pattern QUOTED_NUMBER =
            Pattern.compile("^(?:Numeric value \\((.+?)\\) out of range|.*Floating-point value \\((.+?)\\))");

    private static final ObjectMapper MAPPER = newMapper();

    private StrictJson() {
    }

    /** The strictly configured mapper, for reading records and writing answers. */
    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /**
     * Indented JSON text of a tree or a record, for files people may open.
     *
     * @throws IllegalArgumentException if it is neither
     */
    public static String writePretty(Object value) {
        try {
            return MAPPER.writer(SerializationFeature.INDENT_OUTPUT).writeValueAsString(value) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a JSON tree: " + e.getOriginalMessage(), e);
        }
    }

    /**
     * The tree of a JSON text.
     *
     * @param whole what the text is, for the message: {@link JsonProblem#BODY}, {@link JsonProblem#GAME_FILE}
     * @throws BadJsonException if it is not JSON, or nested too deep
     */
    public static JsonNode tree(byte[] json, Message whole) {
        try {
            JsonNode tree = MAPPER.readTree(json);
            if (tree == null || tree.isMissingNode()) {
                throw new BadJsonException(Message.of(JsonProblem.NO_JSON, whole));
            }
            return tree;
        } catch (IOException e) {
            throw refusal(e, whole);
        } catch (NumberFormatException e) {
            throw new BadJsonException(unreadableNumber(whole));
        }
    }

    /**
     * A JSON text read into a record (or a list, or {@code Object.class} for plain maps and lists);
     * messages give the line and column.
     *
     * @param whole what the text is, for messages about it as a whole, such as {@link JsonProblem#BODY}
     * @throws BadJsonException if it is not JSON, or not of that shape, naming the field at fault
     */
    public static <T> T read(byte[] json, Class<T> type, Message whole) {
        try {
            T value = MAPPER.readValue(json, type);
            if (value == null) {
                throw new BadJsonException(Message.of(JsonProblem.WHOLE_NULL, whole));
            }
            return checked(value);
        } catch (IOException e) {
            throw refusal(e, whole);
        } catch (NumberFormatException e) {
            throw new BadJsonException(unreadableNumber(whole));
        }
    }

    /**
     * A tree read into a record (or a list, or {@code Object.class} for plain maps and lists).
     *
     * @param whole what the tree is, for messages about it as a whole, such as {@link JsonProblem#BODY}
     * @throws BadJsonException naming the field that is unknown or of the wrong type
     */
    public static <T> T convert(JsonNode tree, Class<T> type, Message whole) {
        if (tree.isNull()) {
            throw new BadJsonException(Message.of(JsonProblem.WHOLE_NULL, whole));
        }
        try {
            return checked(MAPPER.treeToValue(tree, type));
        } catch (IOException e) {
            throw refusal(e, whole);
        } catch (NumberFormatException e) {
            throw new BadJsonException(unreadableNumber(whole));
        }
    }

    /**
     * Runs {@link CheckedShape#check} on every shape in what was read, in document order: in the
     * value itself, in the components of records and in the items of lists (not in the values of
     * maps, which hold no shapes).
     *
     * @throws BadJsonException naming the field at fault with its path, {@code hands[0].winner}
     */
    private static <T> T checked(T value) {
        check(value, "");
        return value;
    }

    private static void check(Object value, String where) {
        if (value instanceof CheckedShape shape) {
            try {
                shape.check();
            } catch (BadFieldException e) {
                throw new BadJsonException(e.message(where.isEmpty() ? e.field() : where + "." + e.field()));
            }
        }
        if (value instanceof Record record) {
            RecordComponents.of(record).forEach((name, component) ->
                    check(component, where.isEmpty() ? name : where + "." + name));
        } else if (value instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                check(list.get(i), where + "[" + i + "]");
            }
        }
    }

    /**
     * A field a record needs, which the JSON left out (or gave as {@code null}).
     *
     * @param field the field's path, such as {@code penalties[0].amount}
     * @param how what to give, a hint for the message
     * @throws BadJsonException if it is missing
     */
    public static <T> T required(T value, String field, Message how) {
        try {
            return BadFieldException.required(value, field, how);
        } catch (BadFieldException e) {
            throw new BadJsonException(e.message());
        }
    }

    /**
     * A field that must be given but may be {@code null}, such as the winner of a hand ({@code null}
     * for a draw): read as a {@link JsonNode}, which is {@code null} when absent and a null node
     * for JSON {@code null}, or as a {@link TextOrNull}.
     *
     * @throws BadJsonException if it is missing, or neither a string nor {@code null}
     */
    public static Optional<String> nullableText(JsonNode value, String field, Message how) {
        return nullableText(value == null ? null : value.isNull() ? TextOrNull.NULL
                : value.isTextual() ? TextOrNull.of(value.textValue()) : TextOrNull.notText(), field, how);
    }

    /**
     * A field that must be given but may be {@code null}; see {@link #nullableText(JsonNode, String, Message)}.
     *
     * @throws BadJsonException if it is missing, or neither a string nor {@code null}
     */
    public static Optional<String> nullableText(TextOrNull value, String field, Message how) {
        try {
            return BadFieldException.nullableText(value, field, how);
        } catch (BadFieldException e) {
            throw new BadJsonException(e.message());
        }
    }

    /**
     * The refusal of a Jackson failure: for a number that could not be read into a field core
     * bounds ({@link BoundedFields}), such as {@code "rounds": 1e999999999}, the bound's own
     * refusal quoting the number as sent; otherwise a {@link BadJsonException} ({@link #explain}).
     */
    private static RuntimeException refusal(IOException e, Message whole) {
        if (e instanceof JsonMappingException m) {
            Optional<String> sent = numberSent(m);
            Optional<Bound> bound = sent.isEmpty() ? Optional.empty() : path(m).flatMap(BoundedFields::of);
            if (bound.isPresent() && isBeyond(bound.get(), sent.get())) {
                String text = sent.get();
                return bound.get().refused(text.length() <= MAX_QUOTED ? text : text.substring(0, MAX_QUOTED) + "…");
            }
        }
        return new BadJsonException(explain(e, whole));
    }

    /**
     * The number that could not be read into a whole-number field, as sent and as Jackson's
     * message quotes it: one with a fraction or an exponent ({@code 1e999999999}), or one beyond a
     * {@code long}; empty for any other failure.
     */
    private static Optional<String> numberSent(JsonMappingException m) {
        Throwable failure = m.getCause() instanceof InputCoercionException c ? c : m;
        boolean wholeNumber = failure != m
                || m instanceof InvalidFormatException f && f.getTargetType() != null
                        && describe(f.getTargetType()) == JsonType.WHOLE_NUMBER;
        String said = failure instanceof JsonProcessingException j ? j.getOriginalMessage() : null;
        Matcher quoted = said == null ? null : QUOTED_NUMBER.matcher(said);
        if (!wholeNumber || !quoted.find()) {
            return Optional.empty();
        }
        return Optional.of(quoted.group(1) != null ? quoted.group(1) : quoted.group(2));
    }

    /** Whether a number as sent lies outside the bound (12.5 for a bound of 1 to 16 does not: it is not whole). */
    private static boolean isBeyond(Bound bound, String sent) {
        try {
            BigDecimal n = new BigDecimal(sent);
            return n.compareTo(BigDecimal.valueOf(bound.least())) < 0 || n.compareTo(BigDecimal.valueOf(bound.most())) > 0;
        } catch (NumberFormatException e) {
            return true;
        }
    }

    /**
     * A number Jackson cannot read at all, such as {@code 1e2147483648} (its exponent does not fit
     * an {@code int}): every number of these texts is a whole number of a {@code long}'s range or a
     * bounded one, so that is what it must be.
     */
    private static Message unreadableNumber(Message whole) {
        return Message.of(JsonProblem.NUMBER_IN_MUST_BE, whole, JsonType.WHOLE_NUMBER_IN_RANGE);
    }

    /**
     * What is wrong, from a Jackson failure: the field at fault and what it must be; for an
     * unknown field, the nearest known one and all of them.
     *
     * @param whole what was read, for a failure of the whole, such as {@link JsonProblem#BODY}
     */
    public static Message explain(IOException e, Message whole) {
        if (e instanceof UnrecognizedPropertyException u) {
            return JsonProblem.unknownField(path(u).orElse(u.getPropertyName()), u.getPropertyName(),
                    u.getKnownPropertyIds());
        }
        if (e instanceof MismatchedInputException m && m.getTargetType() != null) {
            boolean isNull = e instanceof InvalidNullException;
            JsonType type = describe(m.getTargetType());
            Optional<String> field = path(m);
            Message problem = field.isPresent()
                    ? Message.of(isNull ? JsonProblem.FIELD_MUST_NOT_BE_NULL : JsonProblem.FIELD_MUST_BE, field.get(), type)
                    : Message.of(isNull ? JsonProblem.WHOLE_MUST_NOT_BE_NULL : JsonProblem.WHOLE_MUST_BE, whole, type);
            return where(problem, m);
        }
        InputCoercionException tooBig = e instanceof InputCoercionException i ? i
                : e.getCause() instanceof InputCoercionException i ? i : null;
        if (tooBig != null) {
            JsonType range = JsonType.WHOLE_NUMBER_IN_RANGE;
            Message problem = !(e instanceof JsonMappingException jm) ? Message.of(JsonProblem.NUMBER_IN_MUST_BE, whole, range)
                    : path(jm).map(p -> Message.of(JsonProblem.FIELD_MUST_BE, p, range))
                            .orElse(Message.of(JsonProblem.WHOLE_MUST_BE, whole, range));
            return where(problem, tooBig);
        }
        if (e instanceof StreamConstraintsException || e.getCause() instanceof StreamConstraintsException) {
            return Message.of(JsonProblem.TOO_DEEP, whole, MAX_DEPTH);
        }
        if (e instanceof JsonProcessingException j) {
            String reason = j.getOriginalMessage().lines().findFirst().orElse("")
                    .replaceAll("\\s*\\(start marker at .*\\)", "");
            return where(Message.of(JsonProblem.NOT_JSON, whole, reason), j);
        }
        return Message.of(JsonProblem.UNREADABLE, whole, String.valueOf(e.getMessage()));
    }

    private static JsonType describe(Type type) {
        if (type instanceof Class<?> c) {
            if (c == Long.class || c == long.class || c == Integer.class || c == int.class) {
                return JsonType.WHOLE_NUMBER;
            }
            if (c == BigDecimal.class) {
                return JsonType.NUMBER;
            }
            if (c == Boolean.class || c == boolean.class) {
                return JsonType.BOOLEAN;
            }
            if (c == String.class) {
                return JsonType.STRING;
            }
            if (Collection.class.isAssignableFrom(c)) {
                return JsonType.ARRAY;
            }
            if (Map.class.isAssignableFrom(c) || c.isRecord()) {
                return JsonType.OBJECT;
            }
        }
        return JsonType.OTHER;
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

    /** The problem, at the line and column the failure gives, if it gives them. */
    private static Message where(Message problem, JsonProcessingException e) {
        return e.getLocation() == null || e.getLocation().getLineNr() < 0 ? problem
                : Message.of(JsonProblem.AT, problem, e.getLocation().getLineNr(), e.getLocation().getColumnNr());
    }

    private static ObjectMapper newMapper() {
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
                // A list of names or an object of scores never holds null: it is an error, not a gap.
                .defaultSetterInfo(JsonSetter.Value.forContentNulls(Nulls.FAIL))
                .addModule(new TextOrNullModule())
                .build();
        // A number or a boolean is never read as a string (the reverse is off above).
        mapper.coercionConfigFor(LogicalType.Textual)
                .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
        return mapper;
    }
}
