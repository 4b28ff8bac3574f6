/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

/** The kind of a value read from a ruleset file, for messages that say what was found. */
public enum ValueKind {
    /** Text in double quotes. */
    STRING,
    /** A whole number. */
    WHOLE_NUMBER,
    /** {@code true} or {@code false}. */
    TRUE_OR_FALSE,
    /** A list. */
    LIST
}
