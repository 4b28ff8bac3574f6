/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What a write of a game must match to be carried out: the version of the game the writer saw
 * (optimistic locking: if someone else wrote in between, the write is refused with
 * {@link GameChangedException} and nothing is written), and the game's edit key (the HTTP API
 * always gives it; the command line, which holds the database itself, does not).
 *
 * @param version the version the writer saw, if it says
 * @param editKey the edit key the writer showed, if any
 */
public record Expect(OptionalInt version, Optional<String> editKey) {

    /** No conditions: the write goes to whatever is stored now (the command line). */
    public static final Expect ANY = new Expect(OptionalInt.empty(), Optional.empty());

    /** Checks for null. */
    public Expect {
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(editKey, "editKey");
    }

    /** The write must find the game at this version. */
    public static Expect version(int version) {
        return new Expect(OptionalInt.of(version), Optional.empty());
    }

    /** The same, and the write must show this edit key. */
    public Expect withEditKey(String key) {
        return new Expect(version, Optional.of(Objects.requireNonNull(key, "key")));
    }
}
