/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import java.util.Objects;
import java.util.Optional;

/**
 * A field that must be given but may be JSON {@code null}, such as the winner of a hand
 * ({@code null} for a draw): as read, a string, {@link #NULL}, or a value of another kind
 * ({@link #notText}), which {@link BadFieldException#nullableText} refuses. A field left out is
 * a Java {@code null}, so that the three cases stay apart. The store's strict reader makes
 * these from JSON; {@link Json} writes the text or {@code null}.
 */
public final class TextOrNull {

    /** JSON {@code null}, given. */
    public static final TextOrNull NULL = new TextOrNull(null, true);

    private static final TextOrNull NOT_TEXT = new TextOrNull(null, false);

    private final String text;
    private final boolean isNull;

    private TextOrNull(String text, boolean isNull) {
        this.text = text;
        this.isNull = isNull;
    }

    /** A string given. */
    public static TextOrNull of(String text) {
        return new TextOrNull(Objects.requireNonNull(text, "text"), false);
    }

    /** The text if there is one, {@link #NULL} otherwise. */
    public static TextOrNull ofNullable(String text) {
        return text == null ? NULL : of(text);
    }

    /** A value that is neither a string nor {@code null}, such as {@code true} or {@code 3}. */
    public static TextOrNull notText() {
        return NOT_TEXT;
    }

    /** Whether it is JSON {@code null}. */
    public boolean isNull() {
        return isNull;
    }

    /** Whether it is a string. */
    public boolean isText() {
        return text != null;
    }

    /** The string, if it is one. */
    public Optional<String> text() {
        return Optional.ofNullable(text);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TextOrNull t && isNull == t.isNull && Objects.equals(text, t.text);
    }

    @Override
    public int hashCode() {
        return Objects.hash(text, isNull);
    }

    @Override
    public String toString() {
        return isNull ? "null" : text == null ? "(not a string)" : text;
    }
}
