/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The OpenAPI document describes exactly the routes the server has, and the docs page shows it. */
class OpenApiTest extends ServerFixture {

    @Test
    void documentsExactlyTheRoutesTheServerRegistered() {
        ApiClient.Answer a = api.get("/openapi.json");
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.header("Content-Type")).startsWith("application/json");
        Set<String> documented = new TreeSet<>();
        a.json().path("paths").properties().forEach(path -> path.getValue().fieldNames()
                .forEachRemaining(method -> documented.add(method.toUpperCase(Locale.ROOT) + " " + path.getKey())));
        assertThat(documented).hasSizeGreaterThan(15)
                .containsExactlyInAnyOrderElementsOf(new TreeSet<>(server.routes()));
    }

    @Test
    void isOpenApi31AndEveryReferenceResolves() {
        JsonNode doc = api.get("/openapi.json").json();
        assertThat(doc.path("openapi").asText()).isEqualTo("3.1.0");
        List<String> refs = new ArrayList<>();
        collectRefs(doc, refs);
        assertThat(refs).isNotEmpty();
        for (String ref : refs) {
            assertThat(ref).startsWith("#/");
            assertThat(doc.at(ref.substring(1)).isMissingNode()).as(ref).isFalse();
        }
    }

    @Test
    void everyOperationHasAnIdASummaryAndAnAnswer() {
        JsonNode doc = api.get("/openapi.json").json();
        Set<String> ids = new HashSet<>();
        doc.path("paths").properties().forEach(path -> path.getValue().properties().forEach(op -> {
            String where = op.getKey() + " " + path.getKey();
            assertThat(ids.add(op.getValue().path("operationId").asText())).as(where + " has a unique id").isTrue();
            assertThat(op.getValue().path("summary").asText()).as(where).isNotBlank();
            assertThat(op.getValue().path("responses").fieldNames()).as(where).toIterable()
                    .anyMatch(status -> status.startsWith("2"));
        }));
    }

    @Test
    void theDocsPageShowsEveryRouteWithItsStylesheet() {
        ApiClient.Answer page = api.get("/api/docs");
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.header("Content-Type")).startsWith("text/html");
        assertThat(page.body()).contains("<title>Mahjong Tally API</title>", "/api/docs/style.css",
                "id=\"schema-Settlement\"").doesNotContain("<script", "http://", "https://");
        for (String route : server.routes()) {
            String path = route.substring(route.indexOf(' ') + 1);
            assertThat(page.body()).as(route).contains("<code>" + path + "</code>");
        }
        ApiClient.Answer css = api.get("/api/docs/style.css");
        assertThat(css.status()).isEqualTo(200);
        assertThat(css.header("Content-Type")).startsWith("text/css");
    }

    @Test
    void healthIsOkAndSaysTheVersionBuilt() {
        ApiClient.Answer a = api.get("/health");
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.body()).isEqualTo("{\"status\":\"ok\",\"database\":\"ok\",\"version\":\""
                + System.getProperty("tally.version") + "\"}");
    }

    @Test
    void theDocumentSaysTheVersionBuilt() {
        assertThat(System.getProperty("tally.version")).matches("\\d+\\.\\d+\\.\\d+(-SNAPSHOT)?");
        assertThat(api.get("/openapi.json").json().path("info").path("version").asText())
                .isEqualTo(System.getProperty("tally.version"));
    }

    private static void collectRefs(JsonNode node, List<String> refs) {
        if (node.has("$ref")) {
            refs.add(node.path("$ref").asText());
        }
        node.forEach(child -> collectRefs(child, refs));
    }
}
