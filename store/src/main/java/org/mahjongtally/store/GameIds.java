/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.security.SecureRandom;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Game ids: 10 characters of lower-case base32 ({@code a-z}, {@code 2-7}) from a
 * {@link SecureRandom}, 50 random bits: short enough to type, safe in a URL, and not
 * guessable from another game's id.
 */
final class GameIds {

    static final int LENGTH = 10;
    private static final char[] ALPHABET = "abcdefghijklmnopqrstuvwxyz234567".toCharArray();
    private static final Pattern ID = Pattern.compile("[a-z2-7]{" + LENGTH + "}");
    private static final SecureRandom RANDOM = new SecureRandom();

    private GameIds() {
    }

    /** A new random id. */
    static String next() {
        char[] id = new char[LENGTH];
        for (int i = 0; i < LENGTH; i++) {
            id[i] = ALPHABET[RANDOM.nextInt(ALPHABET.length)];
        }
        return new String(id);
    }

    /** An id as typed, in the form ids are stored in (case does not matter). */
    static String normalized(String typed) {
        return typed == null ? "" : typed.strip().toLowerCase(Locale.ROOT);
    }

    /** Whether the text could be an id at all (so a typo needs no database query). */
    static boolean isWellFormed(String id) {
        return ID.matcher(id).matches();
    }
}
