/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import java.util.regex.Pattern;

/**
 * Edit keys and share ids. An edit key is 24 bytes (192 bits) from a {@link SecureRandom},
 * written as 32 characters of URL-safe base64; the store keeps only its SHA-256 (a key this
 * random needs no slow hash: nobody can try 2^191 keys), and compares in constant time. A share
 * id is 16 characters of lower-case base32 (80 bits), enough that nobody finds a game by
 * guessing one.
 */
final class EditKeys {

    static final int SHARE_ID_LENGTH = 16;
    private static final Pattern KEY = Pattern.compile("[A-Za-z0-9_-]{32}");
    private static final Pattern SHARE_ID = Pattern.compile("[a-z2-7]{" + SHARE_ID_LENGTH + "}");
    private static final char[] BASE32 = "abcdefghijklmnopqrstuvwxyz234567".toCharArray();
    private static final SecureRandom RANDOM = new SecureRandom();

    private EditKeys() {
    }

    /** A new edit key. */
    static String newKey() {
        byte[] bytes = new byte[24];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    /** A new share id. */
    static String newShareId() {
        char[] id = new char[SHARE_ID_LENGTH];
        for (int i = 0; i < id.length; i++) {
            id[i] = BASE32[RANDOM.nextInt(BASE32.length)];
        }
        return new String(id);
    }

    static boolean isShareId(String text) {
        return SHARE_ID.matcher(text).matches();
    }

    /** The hash kept for a key: SHA-256, in hex. */
    static String hash(String key) {
        return HexFormat.of().formatHex(sha256(key));
    }

    /** Whether a key shown matches the hash kept, compared in constant time. */
    static boolean matches(String shown, String storedHash) {
        if (shown == null || storedHash == null || !KEY.matcher(shown).matches()) {
            return false;
        }
        byte[] expected;
        try {
            expected = HexFormat.of().parseHex(storedHash);
        } catch (IllegalArgumentException e) {
            return false;
        }
        return MessageDigest.isEqual(sha256(shown), expected);
    }

    private static byte[] sha256(String key) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
