/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.app;

import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;

/**
 * The container image's health check: asks the server in the same container for
 * {@code /health} and exits 0 if it answers that it and its database are well, else 1. A class
 * of its own with nothing but the JDK, so that it starts fast and loads nothing of the server.
 */
public final class HealthCheck {

    /** How long the server may take to answer, in milliseconds. */
    private static final int TIMEOUT_MILLIS = 5000;

    private HealthCheck() {
    }

    /** Checks http://127.0.0.1:$TALLY_PORT/health (port 7070 if unset) and exits 0 or 1. */
    public static void main(String[] args) {
        String port = System.getenv("TALLY_PORT");
        String url = "http://127.0.0.1:" + (port == null || port.isBlank() ? ServeCommand.DEFAULT_PORT : port.strip()) + "/health";
        boolean healthy = isHealthy(url);
        System.out.println(url + (healthy ? ": healthy" : ": not healthy"));
        System.exit(healthy ? 0 : 1);
    }

    /** Whether the server at this /health address answers 200 with {@code "status":"ok"}. */
    static boolean isHealthy(String url) {
        try {
            HttpURLConnection connection = (HttpURLConnection) new URL(url).openConnection();
            connection.setConnectTimeout(TIMEOUT_MILLIS);
            connection.setReadTimeout(TIMEOUT_MILLIS);
            try (InputStream in = connection.getInputStream()) {
                String body = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                return connection.getResponseCode() == 200 && body.contains("\"status\":\"ok\"");
            } finally {
                connection.disconnect();
            }
        } catch (IOException | ClassCastException e) {
            return false;
        }
    }
}
