/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {

    @Test
    void stringsAreEscapedWhereverTheEscapesStandInThem() {
        assertThat(Json.write("")).isEqualTo("\"\"");
        assertThat(Json.write("plain text, 🀄 and ü")).isEqualTo("\"plain text, 🀄 and ü\"");
        assertThat(Json.write("\"quoted\"")).isEqualTo("\"\\\"quoted\\\"\"");
        assertThat(Json.write("a\\b\nc\rd\te")).isEqualTo("\"a\\\\b\\nc\\rd\\te\"");
        assertThat(Json.write("\u0000\u0001\u001f\u2028\u2029")).isEqualTo("\"\\u0000\\u0001\\u001f\\u2028\\u2029\"");
        assertThat(Json.write("x\u0007y\u007fz")).isEqualTo("\"x\\u0007y\u007fz\"");
    }

    @Test
    void aLongTextWithEscapesHereAndThereKeepsEveryCharacter() {
        StringBuilder text = new StringBuilder();
        StringBuilder expected = new StringBuilder("\"");
        for (int i = 0; i < 2_000; i++) {
            String run = "run " + i + " ";
            text.append(run).append(i % 3 == 0 ? '"' : '\n');
            expected.append(run).append(i % 3 == 0 ? "\\\"" : "\\n");
        }
        assertThat(Json.write(text.toString())).isEqualTo(expected.append('"').toString());
    }

    @Test
    void treesAreWrittenCompactlyWithTheirKeysEscaped() {
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("a\"b", List.of(1L, 2, true, "x"));
        tree.put("n", null);
        tree.put("list", Arrays.asList(null, Map.of()));
        assertThat(Json.write(tree)).isEqualTo("{\"a\\\"b\":[1,2,true,\"x\"],\"n\":null,\"list\":[null,{}]}");
    }
}
