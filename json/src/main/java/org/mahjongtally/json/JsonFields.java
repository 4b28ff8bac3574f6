/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import java.util.List;
import java.util.Map;

/**
 * A JSON object as a platform reads it, field by field with the API's types, for a shape of this
 * package to build itself ({@link GameFileJson#read}, {@link HandJson#read}...) without naming
 * its fields anywhere but in itself: the engine in the browser reads a JavaScript object so
 * (the store reads the same shapes with Jackson, from their record components). A field left
 * out or {@code null} reads as Java {@code null}; one of another type is refused with a
 * {@link BadJsonException} naming it.
 */
public interface JsonFields {

    /** A string field, or {@code null}. */
    String text(String field);

    /** A whole-number field, or {@code null}. */
    Long wholeNumber(String field);

    /** A field of true or false, or {@code null}. */
    Boolean flag(String field);

    /**
     * A field that must be given but may be {@code null}: Java {@code null} if left out,
     * {@link TextOrNull#NULL} for {@code null}, the text, or {@link TextOrNull#notText}.
     */
    TextOrNull textOrNull(String field);

    /** A list of strings, or {@code null}. */
    List<String> texts(String field);

    /** An object of whole numbers by key, in the keys' order, or {@code null}. */
    Map<String, Long> wholeNumbers(String field);

    /** An object of strings by key, in the keys' order, or {@code null}. */
    Map<String, String> textsByKey(String field);

    /**
     * An object field, or {@code null}.
     *
     * @param fields the fields it may have; another is refused, naming the one probably meant
     */
    JsonFields object(String field, List<String> fields);

    /** A list of objects, each with only these fields, or {@code null}. */
    List<JsonFields> objects(String field, List<String> fields);
}
