/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally;

/**
 * One parameter of a {@link MessageKey}: its name, which the words use, and the type of its
 * value, which {@link Message#of} checks. The factories name the kinds a message may carry.
 *
 * @param name the name, such as {@code "tile"}
 * @param type the type of the value
 */
public record Parameter(String name, Class<?> type) {

    /** A number ({@link Integer} or {@link Long}); the words choose its plural form. */
    public static Parameter number(String name) {
        return new Parameter(name, Number.class);
    }

    /** Text the user wrote, or notation: shown as it is in every language. */
    public static Parameter text(String name) {
        return new Parameter(name, String.class);
    }

    /** One character the user typed. */
    public static Parameter character(String name) {
        return new Parameter(name, InputChar.class);
    }

    /** A value of an enum of core or of the ruleset loader, such as a tile, a wind or a kind of set. */
    public static <E extends Enum<E>> Parameter of(String name, Class<E> type) {
        return new Parameter(name, type);
    }

    /** A list of other messages, each put into words in the same language. */
    public static Parameter messages(String name) {
        return new Parameter(name, MessageList.class);
    }

    /** Another message, put into words in the same language. */
    public static Parameter message(String name) {
        return new Parameter(name, Message.class);
    }
}
