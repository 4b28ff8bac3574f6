/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.util.regex.Pattern;

/**
 * The ids a writer gives its changes (the HTTP header {@code Idempotency-Key}): 16 to 64 letters,
 * digits, {@code -} and {@code _}, such as a random UUID. The writer makes them; the store keeps
 * them with the change they were made for ({@link Expect#changeId}).
 */
public final class ChangeIds {

    /** The longest id, as the column {@code applied_changes.change_id} holds it. */
    public static final int MAX_LENGTH = 64;
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{16," + MAX_LENGTH + "}");

    private ChangeIds() {
    }

    /** Whether the text can be a change id. */
    public static boolean isWellFormed(String id) {
        return id != null && ID.matcher(id).matches();
    }

    /**
     * The id, checked.
     *
     * @throws IllegalArgumentException if it cannot be one (the adapters check first, with a message)
     */
    static String checked(String id) {
        if (!isWellFormed(id)) {
            throw new IllegalArgumentException("not a change id: " + id);
        }
        return id;
    }
}
