/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web.browser;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * A plain static file server with no Java: Node.js running the test resource
 * {@code browser/static-server.mjs} on a folder, as a club's web host would serve the page.
 * Node is on every CI machine ({@code .ci/run} installs it for the engine's tests).
 */
final class StaticFileServer implements AutoCloseable {

    private final Process process;
    private final int port;

    private StaticFileServer(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    /** Serves a folder on a free port of 127.0.0.1 (a secure context, so service workers run). */
    static StaticFileServer serve(Path folder) {
        try {
            Path script = Files.createTempFile("static-server-", ".mjs");
            Files.writeString(script, BrowserTestBase.resource("static-server.mjs"));
            script.toFile().deleteOnExit();
            Process process = new ProcessBuilder("node", script.toString(), folder.toString(), "0")
                    .redirectError(ProcessBuilder.Redirect.INHERIT)
                    .start();
            BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            if (line == null || !line.startsWith("listening ")) {
                process.destroyForcibly();
                throw new IllegalStateException("the static file server did not start: " + line);
            }
            return new StaticFileServer(process, Integer.parseInt(line.substring("listening ".length()).strip()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot run node (apt-get install nodejs)", e);
        }
    }

    /** The address of the folder's top, ending in {@code /}. */
    String base() {
        return "http://127.0.0.1:" + port + "/";
    }

    /** Stops the server: from now on nothing answers at its address. */
    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
