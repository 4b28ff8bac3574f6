/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

/**
 * A JSON shape of this package with fields it needs. The store's strict reader calls
 * {@link #check} on every such shape in a document once the whole document is read, so that an
 * unknown field or a wrong type, which the reader finds while reading, is reported first, and
 * adds where the shape sits: {@code field 'hands[2].winner' is missing; give ...}.
 */
public interface CheckedShape {

    /**
     * Checks the fields this shape needs (not those of the shapes inside it, which are checked
     * each on its own).
     *
     * @throws BadFieldException naming a field that is missing or of the wrong kind
     */
    void check();
}
