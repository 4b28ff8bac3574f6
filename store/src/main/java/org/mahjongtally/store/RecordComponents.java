/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The components of a record by name, in their order: how the strict reader finds the shapes
 * inside one to check them. The names and accessors of each record class are looked up once and
 * kept ({@link ClassValue}): {@link Class#getRecordComponents} builds them anew at every call, and
 * reading the 5,000 stored hands of a long game asked it tens of thousands of times.
 */
final class RecordComponents {

    /** One component: its name and its accessor, made accessible. */
    private record Component(String name, Method accessor) {
    }

    private static final ClassValue<List<Component>> COMPONENTS = new ClassValue<>() {
        @Override
        protected List<Component> computeValue(Class<?> type) {
            RecordComponent[] found = type.getRecordComponents();
            if (found == null) {
                return List.of();
            }
            Component[] components = new Component[found.length];
            for (int i = 0; i < found.length; i++) {
                Method accessor = found[i].getAccessor();
                if (!accessor.trySetAccessible()) {
                    throw new IllegalArgumentException("cannot read " + accessor);
                }
                components[i] = new Component(found[i].getName(), accessor);
            }
            return List.of(components);
        }
    };

    private RecordComponents() {
    }

    /**
     * The record's components by name, in order.
     *
     * @throws IllegalArgumentException if a component cannot be read
     */
    static Map<String, Object> of(Record record) {
        Map<String, Object> components = new LinkedHashMap<>();
        for (Component c : COMPONENTS.get(record.getClass())) {
            components.put(c.name(), value(record, c.accessor()));
        }
        return components;
    }

    private static Object value(Record record, Method accessor) {
        try {
            return accessor.invoke(record);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalArgumentException("cannot read " + accessor, e);
        }
    }
}
