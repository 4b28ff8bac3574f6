package org.mahjongtally.store;

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
import org.mahjongtally.json.BadFieldException;
import org.mahjongtally.json.CheckedShape;
import org.mahjongtally.json.TextOrNull;
import org.mahjongtally.rules.NearestName;

/**
 * The one strict way JSON is read into records: the HTTP API's request bodies, game files and
 * the store's own stored form ({@link StoredGameCodec}) alike. JSON only (no comments, no trailing garbage, no duplicate keys, at most
 * {@value #MAX_DEPTH} levels deep), read with no guessing: no number from a string or a string
 * from a number, no whole number from 12.5, no unknown field, no {@code null} inside a list or
 * among the values of an object, no field missing that a shape of {@code org.mahjongtally.json}
 * requires ({@link BadFieldException}). Every failure is a {@link BadJsonException} whose
 * message names the field and the type it must have, and for an unknown field the known one
 * probably meant.
 */
public final class StrictJson {

    /** The deepest nesting accepted; real requests and game files are a few levels deep. */
    public static final int MAX_DEPTH = 32;

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
     * @param whole what the text is, for the message: "the body", "the game file"
     * @throws BadJsonException if it is not JSON, or nested too deep
     */
    public static JsonNode tree(byte[] json, String whole) {
        try {
            JsonNode tree = MAPPER.readTree(json);
            if (tree == null || tree.isMissingNode()) {
                throw new BadJsonException(whole + " holds no JSON; it must be a JSON object, {...}");
            }
            return tree;
        } catch (IOException e) {
            throw new BadJsonException(explain(e, whole));
        }
    }

    /**
     * A JSON text read into a record (or a list, or {@code Object.class} for plain maps and lists);
     * messages give the line and column.
     *
     * @param whole what the text is, for messages about it as a whole: "the body", "the game file"
     * @throws BadJsonException if it is not JSON, or not of that shape, naming the field at fault
     */
    public static <T> T read(byte[] json, Class<T> type, String whole) {
        try {
            T value = MAPPER.readValue(json, type);
            if (value == null) {
                throw new BadJsonException(whole + " is null; it must be a JSON object, {...}");
            }
            return checked(value);
        } catch (IOException e) {
            throw new BadJsonException(explain(e, whole));
        }
    }

    /**
     * A tree read into a record (or a list, or {@code Object.class} for plain maps and lists).
     *
     * @param whole what the tree is, for messages about it as a whole: "the body", "the game file"
     * @throws BadJsonException naming the field that is unknown or of the wrong type
     */
    public static <T> T convert(JsonNode tree, Class<T> type, String whole) {
        if (tree.isNull()) {
            throw new BadJsonException(whole + " is null; it must be a JSON object, {...}");
        }
        try {
            return checked(MAPPER.treeToValue(tree, type));
        } catch (IOException e) {
            throw new BadJsonException(explain(e, whole));
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
                throw new BadJsonException(BadFieldException.message(where.isEmpty() ? e.field()
                        : where + "." + e.field(), e.problem()));
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
     * @param how what to give, for the message
     * @throws BadJsonException if it is missing
     */
    public static <T> T required(T value, String field, String how) {
        try {
            return BadFieldException.required(value, field, how);
        } catch (BadFieldException e) {
            throw new BadJsonException(e.getMessage());
        }
    }

    /**
     * A field that must be given but may be {@code null}, such as the winner of a hand ({@code null}
     * for a draw): read as a {@link JsonNode}, which is {@code null} when absent and a null node
     * for JSON {@code null}, or as a {@link TextOrNull}.
     *
     * @throws BadJsonException if it is missing, or neither a string nor {@code null}
     */
    public static Optional<String> nullableText(JsonNode value, String field, String how) {
        return nullableText(value == null ? null : value.isNull() ? TextOrNull.NULL
                : value.isTextual() ? TextOrNull.of(value.textValue()) : TextOrNull.notText(), field, how);
    }

    /**
     * A field that must be given but may be {@code null}; see {@link #nullableText(JsonNode, String, String)}.
     *
     * @throws BadJsonException if it is missing, or neither a string nor {@code null}
     */
    public static Optional<String> nullableText(TextOrNull value, String field, String how) {
        try {
            return BadFieldException.nullableText(value, field, how);
        } catch (BadFieldException e) {
            throw new BadJsonException(e.getMessage());
        }
    }

    /**
     * A message for a person from a Jackson failure: the field at fault and what it must be; for
     * an unknown field, the nearest known one and all of them.
     *
     * @param whole what was read, for a failure of the whole: "the body", "the game file"
     */
    public static String explain(IOException e, String whole) {
        if (e instanceof UnrecognizedPropertyException u) {
            return unknownField(path(u).orElse(u.getPropertyName()), u.getPropertyName(), u.getKnownPropertyIds());
        }
        if (e instanceof MismatchedInputException m && m.getTargetType() != null) {
            String field = path(m).map(p -> "field " + quoted(p)).orElse(whole);
            return field + " must be " + describe(m.getTargetType()) + (e instanceof InvalidNullException ? ", not null" : "")
                    + where(m);
        }
        InputCoercionException tooBig = e instanceof InputCoercionException i ? i
                : e.getCause() instanceof InputCoercionException i ? i : null;
        if (tooBig != null) {
            String field = e instanceof JsonMappingException jm ? path(jm).map(p -> "field " + quoted(p)).orElse(whole)
                    : "a number in " + whole;
            return field + " must be a whole number from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE + where(tooBig);
        }
        if (e instanceof StreamConstraintsException || e.getCause() instanceof StreamConstraintsException) {
            return whole + " is nested more than " + MAX_DEPTH + " levels deep, or too large in some other"
                    + " way; it should be only a few levels deep";
        }
        if (e instanceof JsonProcessingException j) {
            String reason = j.getOriginalMessage().lines().findFirst().orElse("")
                    .replaceAll("\\s*\\(start marker at .*\\)", "");
            return whole + " is not valid JSON: " + reason + where(j);
        }
        return whole + " could not be read: " + e.getMessage();
    }

    /**
     * "unknown field 'winer'; did you mean 'winner'? The fields here are ...", or without the
     * suggestion when no known field is close.
     *
     * @param path the field's path, such as {@code options.eastDouble}
     * @param name its own name, {@code eastDouble}
     */
    static String unknownField(String path, String name, Collection<Object> known) {
        List<String> names = known.stream().map(String::valueOf).collect(java.util.stream.Collectors
                .toCollection(TreeSet::new)).stream().toList();
        String parent = path.substring(0, path.length() - name.length());
        String fields = (parent.isEmpty() ? "the fields here are " : "the fields of "
                + quoted(parent.substring(0, parent.length() - 1)) + " are ") + String.join(", ", names);
        return "unknown field " + quoted(path) + NearestName.of(name, names)
                .map(n -> "; did you mean " + quoted(parent + n) + "? " + capitalised(fields))
                .orElse("; " + fields);
    }

    private static String capitalised(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    private static String describe(Type type) {
        if (type instanceof Class<?> c) {
            if (c == Long.class || c == long.class || c == Integer.class || c == int.class) {
                return "a whole number";
            }
            if (c == BigDecimal.class) {
                return "a number";
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
        return e.getLocation() == null || e.getLocation().getLineNr() < 0 ? ""
                : " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")";
    }

    static String quoted(String name) {
        return "'" + name + "'";
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
