/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

/** Text output built line by line, with the platform's line separator. */
final class Lines {

    private final StringBuilder out = new StringBuilder();

    /** Adds one line. */
    Lines add(String text) {
        out.append(text).append(System.lineSeparator());
        return this;
    }

    /** Adds one formatted line, without trailing blanks. */
    Lines add(String format, Object... args) {
        return add(String.format(format, args).stripTrailing());
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
