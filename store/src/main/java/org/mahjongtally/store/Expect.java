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
 * always gives it; the command line, which holds the database itself, does not). A writer may
 * also give the change its own id: the store keeps it with the change, and a change sent again
 * with an id already made in that game is not made again ({@link ChangeAppliedException}).
 *
 * @param version the version the writer saw, if it says
 * @param editKey the edit key the writer showed, if any
 * @param changeId the writer's id of this change, if it gives one ({@link ChangeIds})
 */
public record Expect(OptionalInt version, Optional<String> editKey, Optional<String> changeId) {

    /** No conditions: the write goes to whatever is stored now (the command line). */
    public static final Expect ANY = new Expect(OptionalInt.empty(), Optional.empty(), Optional.empty());

    /** Checks for null, and that a change id is one ({@link ChangeIds#isWellFormed}). */
    public Expect {
        Objects.requireNonNull(version, "version");
        Objects.requireNonNull(editKey, "editKey");
        Objects.requireNonNull(changeId, "changeId");
        changeId.ifPresent(ChangeIds::checked);
    }

    /** The write must find the game at this version. */
    public static Expect version(int version) {
        return new Expect(OptionalInt.of(version), Optional.empty(), Optional.empty());
    }

    /** The same, and the write must show this edit key. */
    public Expect withEditKey(String key) {
        return new Expect(version, Optional.of(Objects.requireNonNull(key, "key")), changeId);
    }

    /** The same, and the change has this id (a change already made under it is not made again). */
    public Expect withChangeId(String id) {
        return new Expect(version, editKey, Optional.of(ChangeIds.checked(id)));
    }

    /** The same conditions, whatever the game's version. */
    Expect anyVersion() {
        return new Expect(OptionalInt.empty(), editKey, changeId);
    }
}
