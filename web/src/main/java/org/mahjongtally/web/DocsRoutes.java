/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import io.javalin.config.RoutesConfig;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The API's own description: the OpenAPI document at {@code /openapi.json} (a resource written
 * by hand, checked against the routes by a test) and a page that shows it at {@code /api/docs},
 * with nothing loaded from elsewhere.
 */
final class DocsRoutes {

    private static final String RESOURCES = "/org/mahjongtally/web/";

    private DocsRoutes() {
    }

    static void register(RoutesConfig routes) {
        byte[] openApi = resource("openapi.json");
        byte[] page = ApiDocsPage.render(openApi);
        byte[] style = resource("docs.css");
        routes.get("/openapi.json", ctx -> ctx.contentType(Responses.JSON).result(openApi));
        routes.get("/api/docs", ctx -> ctx.contentType("text/html; charset=utf-8").result(page));
        routes.get("/api/docs/style.css", ctx -> ctx.contentType("text/css; charset=utf-8").result(style));
    }

    private static byte[] resource(String name) {
        try (InputStream in = DocsRoutes.class.getResourceAsStream(RESOURCES + name)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCES + name + " is missing from the classpath");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
