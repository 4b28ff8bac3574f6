/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The page at {@code /api/docs}: the OpenAPI document as readable HTML, rendered once on the
 * server (no script, so the strict Content-Security-Policy holds): each route with its
 * summary, description, example request and answers, then each schema with its fields.
 */
final class ApiDocsPage {

    private static final String SCHEMAS = "#/components/schemas/";
    private static final String RESPONSES = "#/components/responses/";

    private final JsonNode doc;
    private final StringBuilder out = new StringBuilder(32_768);

    private ApiDocsPage(JsonNode doc) {
        this.doc = doc;
    }

    /** The page for this OpenAPI document (JSON text). */
    static byte[] render(byte[] openApi) {
        try {
            JsonNode doc = JsonBodies.objectMapper().readTree(openApi);
            return new ApiDocsPage(doc).page().getBytes(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private String page() {
        JsonNode info = doc.path("info");
        out.append("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
                .append("<title>").append(esc(info.path("title").asText())).append("</title>")
                .append("<link rel=\"stylesheet\" href=\"/api/docs/style.css\"></head><body><main>");
        out.append("<h1>").append(esc(info.path("title").asText())).append(" <small>")
                .append(esc(info.path("version").asText())).append("</small></h1>");
        out.append("<p>").append(code(info.path("description").asText())).append("</p>");
        out.append("<p>The machine-readable document: <a href=\"/openapi.json\">/openapi.json</a>"
                + " (OpenAPI ").append(esc(doc.path("openapi").asText())).append(").</p>");
        routes();
        schemas();
        out.append("</main></body></html>\n");
        return out.toString();
    }

    private void routes() {
        out.append("<h2>Routes</h2>");
        for (Map.Entry<String, JsonNode> path : doc.path("paths").properties()) {
            for (Map.Entry<String, JsonNode> op : path.getValue().properties()) {
                operation(op.getKey(), path.getKey(), op.getValue());
            }
        }
    }

    private void operation(String method, String path, JsonNode op) {
        out.append("<section class=\"route\" id=\"").append(esc(op.path("operationId").asText())).append("\">")
                .append("<h3><span class=\"method ").append(esc(method)).append("\">")
                .append(esc(method.toUpperCase(Locale.ROOT))).append("</span> <code>")
                .append(esc(path)).append("</code> ").append(esc(op.path("summary").asText())).append("</h3>")
                .append("<p>").append(code(op.path("description").asText())).append("</p>");
        for (JsonNode p : op.path("parameters")) {
            String in = p.path("in").asText("path");
            out.append("<p>").append(in.equals("header") ? "Header" : in.equals("query") ? "Query parameter"
                    : "Path parameter").append(" <code>").append(esc(p.path("name").asText())).append("</code>: ")
                    .append(esc(p.path("description").asText())).append("</p>");
        }
        JsonNode body = op.path("requestBody").path("content").path("application/json");
        if (!body.isMissingNode()) {
            out.append("<p>Body: ").append(schemaLink(body.path("schema"))).append("</p>");
            if (body.has("example")) {
                out.append("<pre>").append(esc(body.path("example").toPrettyString())).append("</pre>");
            }
        }
        out.append("<table><tr><th>Status</th><th>Answer</th></tr>");
        for (Map.Entry<String, JsonNode> r : op.path("responses").properties()) {
            JsonNode response = resolve(r.getValue());
            out.append("<tr><td>").append(esc(r.getKey())).append("</td><td>")
                    .append(code(response.path("description").asText()));
            response.path("content").properties().forEach(c -> out.append("; ").append(esc(c.getKey()))
                    .append(" ").append(schemaLink(c.getValue().path("schema"))));
            out.append("</td></tr>");
        }
        out.append("</table></section>");
    }

    private void schemas() {
        out.append("<h2>Schemas</h2>");
        for (Map.Entry<String, JsonNode> s : doc.path("components").path("schemas").properties()) {
            JsonNode schema = s.getValue();
            out.append("<section class=\"schema\" id=\"schema-").append(esc(s.getKey())).append("\"><h3>")
                    .append(esc(s.getKey())).append("</h3>");
            if (schema.has("description")) {
                out.append("<p>").append(code(schema.path("description").asText())).append("</p>");
            }
            if (schema.has("properties")) {
                out.append("<table><tr><th>Field</th><th>Type</th><th>Meaning</th></tr>");
                schema.path("properties").properties().forEach(p -> out.append("<tr><td><code>")
                        .append(esc(p.getKey())).append("</code>").append(required(schema, p.getKey()) ? " *" : "")
                        .append("</td><td>").append(type(p.getValue())).append("</td><td>")
                        .append(code(p.getValue().path("description").asText())).append("</td></tr>"));
                out.append("</table>");
            } else {
                out.append("<p>").append(type(schema)).append("</p>");
            }
            out.append("</section>");
        }
        out.append("<p>* required</p>");
    }

    private static boolean required(JsonNode schema, String field) {
        for (JsonNode r : schema.path("required")) {
            if (r.asText().equals(field)) {
                return true;
            }
        }
        return false;
    }

    /** A schema's type in a few words, with links to named schemas. */
    private String type(JsonNode schema) {
        if (schema.has("$ref")) {
            return schemaLink(schema);
        }
        if (schema.has("oneOf")) {
            StringBuilder t = new StringBuilder();
            for (JsonNode alt : schema.path("oneOf")) {
                t.append(t.length() == 0 ? "" : " or ").append(type(alt));
            }
            return t.toString();
        }
        if (schema.has("enum")) {
            StringBuilder t = new StringBuilder("one of ");
            schema.path("enum").forEach(v -> t.append("<code>").append(esc(v.toString())).append("</code> "));
            return t.toString().strip();
        }
        JsonNode type = schema.path("type");
        String name = type.isArray() ? String.join(" or ", iterable(type)) : type.asText("any");
        if ("array".equals(name)) {
            return "array of " + type(schema.path("items"));
        }
        if ("object".equals(name) && schema.path("additionalProperties").isObject()) {
            return "object of " + type(schema.path("additionalProperties"));
        }
        return esc(name);
    }

    private String schemaLink(JsonNode schema) {
        String ref = schema.path("$ref").asText("");
        if (!ref.startsWith(SCHEMAS)) {
            return type(schema);
        }
        String name = ref.substring(SCHEMAS.length());
        return "<a href=\"#schema-" + esc(name) + "\">" + esc(name) + "</a>";
    }

    private JsonNode resolve(JsonNode response) {
        String ref = response.path("$ref").asText("");
        return ref.startsWith(RESPONSES) ? doc.path("components").path("responses").path(ref.substring(RESPONSES.length()))
                : response;
    }

    private static Iterable<String> iterable(JsonNode array) {
        List<String> names = new ArrayList<>();
        array.forEach(n -> names.add(n.asText()));
        return names;
    }

    /** Escapes text and shows {@code `code`} spans as code. */
    private static String code(String text) {
        return esc(text).replaceAll("`([^`]+)`", "<code>$1</code>");
    }

    static String esc(String text) {
        StringBuilder s = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '<' -> s.append("&lt;");
                case '>' -> s.append("&gt;");
                case '&' -> s.append("&amp;");
                case '"' -> s.append("&quot;");
                case '\'' -> s.append("&#39;");
                default -> s.append(c);
            }
        }
        return s.toString();
    }
}
