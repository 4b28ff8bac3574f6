/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A message as data: a {@link MessageKey}, the values of its parameters and, for a problem
 * found in text the user wrote, the position in that text. It has no words: the {@code words}
 * module renders it in English, Polish or Russian.
 *
 * <p>A parameter's value is of the type its {@link Parameter} declares: {@link Integer} or
 * {@link Long} (a number; the words choose the plural form), {@link String} (text as the user
 * wrote it, or notation, shown as it is), {@link InputChar} (one character the user typed), an
 * enum of core (a tile, shown by its notation code; a wind or a kind of set, put into words by
 * the language), a nested {@code Message} or a {@link MessageList}. {@link #of} refuses anything else.
 */
public final class Message {

    /** No position: the problem is not at a place in a text. */
    public static final int NO_POSITION = -1;

    private final MessageKey key;
    private final Object[] values;
    private final int position;

    private Message(MessageKey key, Object[] values, int position) {
        this.key = key;
        this.values = values;
        this.position = position;
    }

    /**
     * @param key what the message says
     * @param values the parameters' values, in the order {@link MessageKey#parameters()} names them
     * @throws IllegalArgumentException if the number of values is not the key's, or a value is null
     *     or not of its parameter's type
     */
    public static Message of(MessageKey key, Object... values) {
        Objects.requireNonNull(key, "key");
        if (values.length != key.parameters().size()) {
            throw new IllegalArgumentException(key + " takes " + key.parameters() + ", given " + values.length
                    + " values");
        }
        for (int i = 0; i < values.length; i++) {
            Parameter p = key.parameters().get(i);
            Object v = values[i];
            if (!p.type().isInstance(v) || v instanceof Number && !(v instanceof Integer || v instanceof Long)) {
                throw new IllegalArgumentException(key + ": parameter '" + p.name() + "' is a "
                        + p.type().getSimpleName() + ", not " + v);
            }
        }
        return new Message(key, values.clone(), NO_POSITION);
    }

    /** The same message, found at this 0-based char index of the text the user wrote. */
    public Message at(int textPosition) {
        if (textPosition < 0) {
            throw new IllegalArgumentException("a position is 0 or more, not " + textPosition);
        }
        return new Message(key, values, textPosition);
    }

    /** What the message says. */
    public MessageKey key() {
        return key;
    }

    /** The parameters' values, in the key's order. */
    public List<Object> values() {
        return List.of(values);
    }

    /**
     * The value of the named parameter.
     *
     * @throws IllegalArgumentException if the key has no such parameter
     */
    public Object value(String parameter) {
        int i = key.indexOf(parameter);
        if (i < 0) {
            throw new IllegalArgumentException(key + " has no parameter '" + parameter + "'; it has "
                    + key.parameters());
        }
        return values[i];
    }

    /** The 0-based char index in the user's text where the problem is, or {@link #NO_POSITION}. */
    public int position() {
        return position;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Message m && m.key.equals(key) && Arrays.equals(m.values, values) && m.position == position;
    }

    @Override
    public int hashCode() {
        return Objects.hash(key, Arrays.hashCode(values), position);
    }

    /**
     * For logs and developers, not for users (they get the words module's rendering): the key
     * and the parameters, such as {@code @5 UNKNOWN_SUIT(char=InputChar[codePoint=115])}.
     */
    @Override
    public String toString() {
        StringBuilder s = new StringBuilder();
        if (position >= 0) {
            s.append('@').append(position).append(' ');
        }
        s.append(key).append('(');
        for (int i = 0; i < values.length; i++) {
            s.append(i == 0 ? "" : ", ").append(key.parameters().get(i).name()).append('=').append(values[i]);
        }
        return s.append(')').toString();
    }
}
