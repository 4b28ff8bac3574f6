/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import java.util.Map;

/**
 * A JSON shape of this package written as an object ({@link HandJson}, {@link GameOptionsJson}...):
 * it lists its own fields, so that {@link Json} writes it without reflection, on the JVM and in
 * the browser alike.
 */
public interface JsonShape {

    /**
     * The fields as {@link Json} writes them, by name in the order they are written; the values
     * are JSON trees (maps, lists, strings, numbers, booleans, {@code null}, shapes).
     */
    Map<String, Object> fields();
}
