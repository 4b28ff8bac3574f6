/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * One HTTP/1.1 exchange on a connection of its own, from a chosen address of this machine (any
 * of 127.0.0.0/8 on Linux, so that one test can be many clients), and what came of it: an
 * answer, or how there was none.
 */
final class RawHttp {

    private RawHttp() {
    }

    /**
     * What a client got: the status (0 if no answer came), the {@code Retry-After} header if any,
     * the body, and if there was no answer why ({@code closed}, {@code reset}, {@code timeout},
     * {@code refused}).
     */
    record Outcome(int status, String retryAfter, String body, String failure) {

        boolean answered() {
            return status > 0;
        }
    }

    /**
     * Sends a request from {@code from} to 127.0.0.1 at {@code port} and reads the whole answer
     * (the request should say {@code Connection: close}).
     *
     * @param request the request as sent, head and body
     * @param waitMillis how long to wait for the connection and for each read
     */
    static Outcome exchange(InetAddress from, int port, String request, int waitMillis) {
        try (Socket socket = new Socket()) {
            socket.bind(new InetSocketAddress(from, 0));
            socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), waitMillis);
            socket.setSoTimeout(waitMillis);
            socket.getOutputStream().write(request.getBytes(StandardCharsets.UTF_8));
            socket.getOutputStream().flush();
            return read(socket.getInputStream());
        } catch (SocketTimeoutException e) {
            return new Outcome(0, null, "", "timeout");
        } catch (ConnectException e) {
            return new Outcome(0, null, "", "refused");
        } catch (SocketException e) {
            return new Outcome(0, null, "", "reset");
        } catch (IOException e) {
            return new Outcome(0, null, "", "closed");
        }
    }

    /**
     * A connection kept open for several requests, as a browser keeps one: each
     * {@link #exchange} sends a request and reads exactly its answer (by its length, or its
     * chunks).
     */
    static final class KeepAlive implements AutoCloseable {
        private final Socket socket = new Socket();
        private final java.io.DataInputStream in;

        KeepAlive(InetAddress from, int port, int waitMillis) throws IOException {
            socket.bind(new InetSocketAddress(from, 0));
            socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), waitMillis);
            socket.setSoTimeout(waitMillis);
            in = new java.io.DataInputStream(new java.io.BufferedInputStream(socket.getInputStream()));
        }

        /** Sends a request on this connection and reads its answer; an outcome without one if none came. */
        Outcome exchange(String request) {
            try {
                socket.getOutputStream().write(request.getBytes(StandardCharsets.UTF_8));
                socket.getOutputStream().flush();
                ByteArrayOutputStream head = new ByteArrayOutputStream();
                while (!head.toString(StandardCharsets.ISO_8859_1).endsWith("\r\n\r\n")) {
                    int b = in.read();
                    if (b < 0) {
                        return new Outcome(0, null, "", "closed");
                    }
                    head.write(b);
                }
                String text = head.toString(StandardCharsets.ISO_8859_1);
                String retryAfter = null;
                long length = -1;
                boolean chunked = false;
                for (String line : text.split("\r\n")) {
                    String lower = line.toLowerCase(Locale.ROOT);
                    if (lower.startsWith("retry-after:")) {
                        retryAfter = line.substring(12).strip();
                    } else if (lower.startsWith("content-length:")) {
                        length = Long.parseLong(line.substring(15).strip());
                    } else if (lower.startsWith("transfer-encoding:") && lower.contains("chunked")) {
                        chunked = true;
                    }
                }
                ByteArrayOutputStream body = new ByteArrayOutputStream();
                if (chunked) {
                    for (int size; (size = Integer.parseInt(line(), 16)) > 0; line()) {
                        body.write(in.readNBytes(size));
                    }
                    line();
                } else if (length > 0) {
                    body.write(in.readNBytes((int) length));
                }
                return new Outcome(Integer.parseInt(text.substring(9, 12)), retryAfter,
                        body.toString(StandardCharsets.UTF_8), null);
            } catch (SocketTimeoutException e) {
                return new Outcome(0, null, "", "timeout");
            } catch (SocketException e) {
                return new Outcome(0, null, "", "reset");
            } catch (IOException e) {
                return new Outcome(0, null, "", "closed");
            }
        }

        private String line() throws IOException {
            StringBuilder line = new StringBuilder();
            for (int b; (b = in.read()) != '\n';) {
                if (b < 0) {
                    throw new IOException("closed");
                }
                if (b != '\r') {
                    line.append((char) b);
                }
            }
            return line.toString().strip();
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }

    /** {@code 127.0.0.n}: on Linux, another address of this machine for each n from 1 to 254. */
    static InetAddress loopback(int n) {
        try {
            return InetAddress.getByAddress(new byte[] {127, 0, 0, (byte) n});
        } catch (IOException e) {
            throw new IllegalArgumentException(e);
        }
    }

    private static Outcome read(InputStream in) throws IOException {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        int n;
        while ((n = in.read(buffer)) > 0) {
            all.write(buffer, 0, n);
        }
        String text = all.toString(StandardCharsets.UTF_8);
        if (!text.startsWith("HTTP/1.1 ")) {
            return new Outcome(0, null, text, "closed");
        }
        int status = Integer.parseInt(text.substring(9, 12));
        int end = text.indexOf("\r\n\r\n");
        String head = end < 0 ? text : text.substring(0, end);
        String retryAfter = null;
        for (String line : head.split("\r\n")) {
            if (line.toLowerCase(Locale.ROOT).startsWith("retry-after:")) {
                retryAfter = line.substring(line.indexOf(':') + 1).strip();
            }
        }
        return new Outcome(status, retryAfter, end < 0 ? "" : text.substring(end + 4), null);
    }
}
