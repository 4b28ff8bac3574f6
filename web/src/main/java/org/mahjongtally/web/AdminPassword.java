/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Objects;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;

/**
 * The club administrator's password, held only as a salted PBKDF2-HMAC-SHA256 hash (the JDK's,
 * {@value #ITERATIONS} iterations, 16 bytes of salt, 256 bits), never as text: the server
 * hashes it once when it starts and forgets the text. A password shown later is hashed the
 * same way and compared in constant time.
 */
public final class AdminPassword {

    /** PBKDF2 iterations, as OWASP recommends for HMAC-SHA256. */
    public static final int ITERATIONS = 600_000;
    /** The shortest password accepted. */
    public static final int MIN_LENGTH = 8;

    private static final String ALGORITHM = "PBKDF2WithHmacSHA256";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final byte[] salt;
    private final byte[] hash;

    private AdminPassword(byte[] salt, byte[] hash) {
        this.salt = salt;
        this.hash = hash;
    }

    /**
     * Hashes a password, then overwrites the array given.
     *
     * @throws IllegalArgumentException if it is shorter than {@value #MIN_LENGTH} characters
     */
    public static AdminPassword of(char[] password) {
        Objects.requireNonNull(password, "password");
        try {
            if (password.length < MIN_LENGTH) {
                throw new IllegalArgumentException("the administrator password needs at least " + MIN_LENGTH
                        + " characters; it has " + password.length);
            }
            byte[] salt = new byte[16];
            RANDOM.nextBytes(salt);
            return new AdminPassword(salt, pbkdf2(password, salt));
        } finally {
            Arrays.fill(password, '\0');
        }
    }

    /** Whether this is the password, compared in constant time; the array is overwritten after. */
    boolean matches(char[] candidate) {
        try {
            return candidate.length > 0 && MessageDigest.isEqual(hash, pbkdf2(candidate, salt));
        } finally {
            Arrays.fill(candidate, '\0');
        }
    }

    private static byte[] pbkdf2(char[] password, byte[] salt) {
        PBEKeySpec spec = new PBEKeySpec(password, salt, ITERATIONS, 256);
        try {
            return SecretKeyFactory.getInstance(ALGORITHM).generateSecret(spec).getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java has " + ALGORITHM, e);
        } finally {
            spec.clearPassword();
        }
    }

    @Override
    public String toString() {
        return "AdminPassword[PBKDF2-HMAC-SHA256, " + ITERATIONS + " iterations]";
    }
}
