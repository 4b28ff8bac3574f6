/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.enginejs;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import org.mahjongtally.Message;
import org.mahjongtally.json.BadJsonException;
import org.mahjongtally.json.JsonFields;
import org.mahjongtally.json.JsonProblem;
import org.mahjongtally.json.JsonType;
import org.mahjongtally.json.TextOrNull;
import org.teavm.jso.JSObject;

/**
 * A request as the page sends it to the API, given to the {@link Engine} as a JavaScript object
 * (or its JSON text), read field by field with the API's types: a field left out or
 * {@code null} is Java {@code null}, one of another type is refused with a
 * {@link BadJsonException} naming it (answered {@code bad-json} in the page's language, as the
 * API answers), and so is a field the request does not have.
 */
final class PageRequest implements JsonFields {

    private final JSObject object;
    private final String path;

    private PageRequest(JSObject object, String path) {
        this.object = object;
        this.path = path;
    }

    /**
     * The request's object.
     *
     * @param fields the fields the request may have
     * @throws BadJsonException if it is not an object, or has a field not among them
     */
    static PageRequest of(JSObject given, List<String> fields) {
        return any(given).only(fields);
    }

    /**
     * The request's object, whatever its fields (for a game file, whose format is checked before
     * its fields are; then {@link #only}).
     *
     * @throws BadJsonException if it is not an object
     */
    static PageRequest any(JSObject given) {
        JSObject body = JsValues.parsedIfText(given);
        if (body == null || !JsValues.isObject(body)) {
            throw new BadJsonException(Message.of(JsonProblem.WHOLE_MUST_BE, Message.of(JsonProblem.BODY), JsonType.OBJECT));
        }
        return new PageRequest(body, "");
    }

    /** The object itself, or {@code null} if it is absent; see {@link #of}. */
    @Override
    public PageRequest object(String field, List<String> fields) {
        String kind = kind(field, "object", JsonType.OBJECT);
        return kind == null ? null : new PageRequest(JsValues.get(object, field), name(field) + ".").only(fields);
    }

    /** A string field, or {@code null}. */
    @Override
    public String text(String field) {
        return kind(field, "string", JsonType.STRING) == null ? null : JsValues.string(object, field);
    }

    /** A field of true or false, or {@code null}. */
    @Override
    public Boolean flag(String field) {
        return kind(field, "boolean", JsonType.BOOLEAN) == null ? null : JsValues.bool(object, field);
    }

    /**
     * A field that must be given but may be {@code null}, as the API reads it: Java {@code null}
     * if left out, {@link TextOrNull#NULL} for {@code null}, the text, or {@link TextOrNull#notText}.
     */
    @Override
    public TextOrNull textOrNull(String field) {
        if (!JsValues.has(object, field)) {
            return null;
        }
        return switch (JsValues.kind(object, field)) {
            case "absent" -> TextOrNull.NULL;
            case "string" -> TextOrNull.of(JsValues.string(object, field));
            default -> TextOrNull.notText();
        };
    }

    /** A list of strings, or {@code null}. */
    @Override
    public List<String> texts(String field) {
        if (kind(field, "array", JsonType.ARRAY) == null) {
            return null;
        }
        JSObject array = JsValues.get(object, field);
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < JsValues.length(array); i++) {
            if (!JsValues.kindAt(array, i).equals("string")) {
                throw mustBe(name(field) + "[" + i + "]", JsonType.STRING);
            }
            texts.add(JsValues.stringAt(array, i));
        }
        return texts;
    }

    /** An object of whole numbers by key, in the keys' order, or {@code null}. */
    @Override
    public Map<String, Long> wholeNumbers(String field) {
        return byKey(field, PageRequest::requiredWholeNumber);
    }

    @Override
    public Long wholeNumber(String field) {
        return JsValues.kind(object, field).equals("absent") ? null : requiredWholeNumber(field);
    }

    @Override
    public Map<String, String> textsByKey(String field) {
        return byKey(field, PageRequest::requiredText);
    }

    /** An object field's values by key, in the keys' order, each read by {@code value}; or {@code null}. */
    private <T> Map<String, T> byKey(String field, BiFunction<PageRequest, String, T> value) {
        if (kind(field, "object", JsonType.OBJECT) == null) {
            return null;
        }
        PageRequest inner = new PageRequest(JsValues.get(object, field), name(field) + ".");
        Map<String, T> values = new LinkedHashMap<>();
        for (String key : inner.keys()) {
            values.put(key, value.apply(inner, key));
        }
        return values;
    }

    private Long requiredWholeNumber(String field) {
        if (!JsValues.kind(object, field).equals("number") || !JsValues.isWhole(object, field)) {
            throw mustBe(name(field), JsonType.WHOLE_NUMBER);
        }
        return (long) JsValues.number(object, field);
    }

    private String requiredText(String field) {
        if (!JsValues.kind(object, field).equals("string")) {
            throw mustBe(name(field), JsonType.STRING);
        }
        return JsValues.string(object, field);
    }

    @Override
    public List<JsonFields> objects(String field, List<String> fields) {
        if (kind(field, "array", JsonType.ARRAY) == null) {
            return null;
        }
        JSObject array = JsValues.get(object, field);
        List<JsonFields> items = new ArrayList<>();
        for (int i = 0; i < JsValues.length(array); i++) {
            String path = name(field) + "[" + i + "]";
            if (!JsValues.kindAt(array, i).equals("object")) {
                throw mustBe(path, JsonType.OBJECT);
            }
            items.add(new PageRequest(JsValues.at(array, i), path + ".").only(fields));
        }
        return items;
    }

    /** A field as JSON text ({@code 1}, {@code "1"}, {@code [2]}), or {@code null} if it is absent. */
    String json(String field) {
        return JsValues.has(object, field) ? JsValues.json(object, field) : null;
    }

    /** Whether the field holds a string. */
    boolean isText(String field) {
        return JsValues.kind(object, field).equals("string");
    }

    /** Whether the field holds a whole number. */
    boolean isWhole(String field) {
        return isNumber(field) && JsValues.isWhole(object, field);
    }

    /**
     * A field as JSON had it, for a value of any type: {@code null}, a {@code String}, a
     * {@code Boolean}, a {@code Long} for a whole number, or for another number its text.
     */
    Object value(String field) {
        return switch (JsValues.kind(object, field)) {
            case "absent" -> null;
            case "string" -> JsValues.string(object, field);
            case "boolean" -> JsValues.bool(object, field);
            case "number" -> JsValues.isWhole(object, field) ? (Object) (long) JsValues.number(object, field)
                    : JsValues.numberText(object, field);
            default -> throw mustBe(name(field), JsonType.SCALAR);
        };
    }

    /** Whether the field holds a number. */
    boolean isNumber(String field) {
        return JsValues.kind(object, field).equals("number");
    }

    /** The object's own keys, in order. */
    List<String> keys() {
        JSObject keys = JsValues.keys(object);
        List<String> list = new ArrayList<>();
        for (int i = 0; i < JsValues.length(keys); i++) {
            list.add(JsValues.stringAt(keys, i));
        }
        return list;
    }

    /** The field's path from the top of the request, such as {@code options.limit}. */
    String name(String field) {
        return path + field;
    }

    /**
     * This object, once it is checked that it has none but these fields.
     *
     * @throws BadJsonException naming a field it should not have, and the one probably meant
     */
    PageRequest only(List<String> fields) {
        for (String key : keys()) {
            if (!fields.contains(key)) {
                throw new BadJsonException(JsonProblem.unknownField(name(key), key, fields));
            }
        }
        return this;
    }

    /** The field's kind, or {@code null} if it is absent; refused if it is not {@code wanted}. */
    private String kind(String field, String wanted, JsonType described) {
        String kind = JsValues.kind(object, field);
        if (kind.equals("absent")) {
            return null;
        }
        if (!kind.equals(wanted)) {
            throw mustBe(name(field), described);
        }
        return kind;
    }

    private static BadJsonException mustBe(String path, JsonType type) {
        return new BadJsonException(Message.of(JsonProblem.FIELD_MUST_BE, path, type));
    }
}
