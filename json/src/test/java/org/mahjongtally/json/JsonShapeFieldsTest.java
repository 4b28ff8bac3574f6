/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Each shape lists its fields itself ({@link JsonShape#fields}, so that {@link Json} needs no
 * reflection); they must be its record's components, in their order, with their values, since
 * the store's reader reads the same shapes by their components.
 */
class JsonShapeFieldsTest {

    @Test
    void everyShapeWritesItsComponentsInOrder() throws ReflectiveOperationException {
        List<Record> shapes = List.of(
                new HandJson(TextOrNull.of("Bob"), "Cid", true, Map.of("Ann", 8L), Map.of("Bob", "x"),
                        List.of(new HandJson.PenaltyJson(20L, List.of("Dee"), List.of("Ann"), "wrong claim"))),
                new HandJson.PenaltyJson(20L, List.of("Dee"), List.of("Ann"), "wrong claim"),
                new GameOptionsJson(true, 2L, 5000L, new GameOptionsJson.StakesJson("0.05", "zł", 2L, "half-even"), true),
                new GameOptionsJson.StakesJson("0.05", "zł", 2L, "half-even"));
        for (Record shape : shapes) {
            RecordComponent[] components = shape.getClass().getRecordComponents();
            Map<String, Object> fields = ((JsonShape) shape).fields();
            assertThat(fields.keySet()).as(shape.getClass().getSimpleName())
                    .containsExactlyElementsOf(Arrays.stream(components).map(RecordComponent::getName).toList());
            for (RecordComponent c : components) {
                assertThat(fields.get(c.getName())).as(c.getName()).isEqualTo(c.getAccessor().invoke(shape));
            }
        }
    }

    @Test
    void aCharacterBelowSpaceIsEscapedInLowercaseHex() {
        assertThat(Json.write("a\u0001b\u001fc\u2028")).isEqualTo("\"a\\u0001b\\u001fc\\u2028\"");
    }
}
