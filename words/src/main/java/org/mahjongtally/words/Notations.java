/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import java.util.Arrays;
import java.util.List;
import org.mahjongtally.hand.WinMethod;

/** Pieces of notation that the phrasebooks of every language quote alike. */
final class Notations {

    private Notations() {
    }

    /** An example value for a key written without one: {@code by=discard}, {@code win=5d}, {@code seat=S}. */
    static String keyExample(String key) {
        return key + "=" + (key.equals("by") ? "discard" : key.equals("win") ? "5d" : "S");
    }

    /** Every value of {@code by=}, joined by commas and, before the last, {@code or} (a word of the language). */
    static String methods(String or) {
        List<String> codes = Arrays.stream(WinMethod.values()).map(WinMethod::code).toList();
        return String.join(", ", codes.subList(0, codes.size() - 1)) + " " + or + " " + codes.get(codes.size() - 1);
    }

    /** The {@code method} parameter as {@code by=} writes it: {@code wall}, {@code loose}. */
    static String method(Args a) {
        return a.value("method", WinMethod.class).code();
    }

    /** The closing bracket of an opening one. */
    static char closer(int opener) {
        return opener == '[' ? ']' : '}';
    }

    /** The opening bracket of a closing one, quoted. */
    static String quotedOpener(int closer) {
        return closer == ']' ? "'['" : "'{'";
    }

    /** An example of a set in these brackets. */
    static String example(int opener) {
        return opener == '[' ? "[RRR]" : "{5555d}";
    }
}
