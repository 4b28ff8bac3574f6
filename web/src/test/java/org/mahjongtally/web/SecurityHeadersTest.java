/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every answer, page, API or error, carries the headers that keep the page from being misused. */
class SecurityHeadersTest extends ServerFixture {

    @ParameterizedTest
    @ValueSource(strings = {"/", "/health", "/api/rulesets", "/api/docs", "/openapi.json", "/api/nothing",
        "/api/games/nosuchgame"})
    void everyAnswerHasTheSecurityHeaders(String path) {
        ApiClient.Answer a = api.get(path);
        assertThat(a.status()).isIn(200, 404);
        assertThat(a.header("X-Content-Type-Options")).isEqualTo("nosniff");
        assertThat(a.header("X-Frame-Options")).isEqualToIgnoringCase("DENY");
        assertThat(a.header("Content-Security-Policy")).isEqualTo(WebServer.CONTENT_SECURITY_POLICY)
                .startsWith("default-src 'self';").doesNotContain("unsafe", "*", "http");
    }

    @ParameterizedTest
    @ValueSource(strings = {"/", "/index.html"})
    void thePageIsServedFromTheClasspath(String path) {
        ApiClient.Answer a = api.get(path);
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.header("Content-Type")).startsWith("text/html");
        assertThat(a.body()).containsIgnoringCase("<!doctype html");
    }
}
