/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

/**
 * What a JSON value must be, as a refusal names it ({@code field 'rounds' must be a whole number}):
 * a parameter of {@link JsonProblem}, put into words by each language.
 */
public enum JsonType {
    /** A whole number, such as {@code 8}. */
    WHOLE_NUMBER,
    /** A whole number that fits in 64 bits, from {@link Long#MIN_VALUE} to {@link Long#MAX_VALUE}. */
    WHOLE_NUMBER_IN_RANGE,
    /** Any number, such as {@code 0.05}. */
    NUMBER,
    /** {@code true} or {@code false}. */
    BOOLEAN,
    /** A string, such as {@code "Ann"}. */
    STRING,
    /** An array, {@code [...]}. */
    ARRAY,
    /** A JSON object, <code>{...}</code>. */
    OBJECT,
    /** A string, a number, or true or false: not an array, an object or null. */
    SCALAR,
    /** Of another type than the one given, when no simpler name fits. */
    OTHER
}
