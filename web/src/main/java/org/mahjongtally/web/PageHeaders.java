/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import io.javalin.http.staticfiles.Location;
import io.javalin.http.staticfiles.StaticFileConfig;
import java.util.Map;

/**
 * How the page's files (the classpath folder {@code /public}) are served: every one with
 * {@code Cache-Control: no-cache}, so that a browser without the service worker asks whether its
 * copy is still the one served (an answer of 304, no download) and never runs a stale file next to
 * a new one. Once the service worker has the page ({@link PageFiles}), it answers every file
 * itself: a repeat visit asks the server nothing. The manifest is sent as
 * {@code application/manifest+json}.
 */
final class PageHeaders {

    /** The media type of the web app manifest. */
    static final String MANIFEST_TYPE = "application/manifest+json";

    private PageHeaders() {
    }

    /** Serves the classpath folder {@code /public} at {@code /} with these headers. */
    static void configure(StaticFileConfig files) {
        files.hostedPath = "/";
        files.directory = "/public";
        files.location = Location.CLASSPATH;
        files.headers = Map.of("Cache-Control", "no-cache");
        files.mimeTypes.add(MANIFEST_TYPE, "webmanifest");
    }
}
