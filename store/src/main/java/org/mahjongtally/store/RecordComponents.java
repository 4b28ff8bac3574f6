/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The components of a record by name, in their order: how the strict reader finds the shapes
 * inside one to check them.
 */
final class RecordComponents {

    private RecordComponents() {
    }

    /**
     * The record's components by name, in order.
     *
     * @throws IllegalArgumentException if a component cannot be read
     */
    static Map<String, Object> of(Record record) {
        Map<String, Object> components = new LinkedHashMap<>();
        for (RecordComponent c : record.getClass().getRecordComponents()) {
            components.put(c.getName(), value(record, c.getAccessor()));
        }
        return components;
    }

    private static Object value(Record record, Method accessor) {
        try {
            if (accessor.trySetAccessible()) {
                return accessor.invoke(record);
            }
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalArgumentException("cannot read " + accessor, e);
        }
        throw new IllegalArgumentException("cannot read " + accessor);
    }
}
