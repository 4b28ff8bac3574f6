/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.bench.load;

import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * One keep-alive HTTP/1.1 connection for one thread of a load client: a request written in one
 * go, then its whole answer read. Only what the load clients need (plain HTTP, bodies with a
 * Content-Length or chunked, no redirects), and cheap: the JDK's {@code HttpClient} costs
 * about as much CPU per request as the server does, on the same two cores.
 */
final class HttpConnection implements Closeable {

    private static final int TIMEOUT_MS = 10_000;

    private final String host;
    private final int port;
    private Socket socket;
    private InputStream in;
    private OutputStream out;

    /** A connection to the host and port of {@code uri}; opened on first use. */
    HttpConnection(URI uri) {
        this.host = uri.getHost();
        this.port = uri.getPort() < 0 ? 80 : uri.getPort();
    }

    /**
     * A POST request, ready to send.
     *
     * @param headers extra header lines, such as {@code "If-Match: \"3\""}
     */
    static byte[] post(URI uri, String body, String... headers) {
        byte[] content = body.getBytes(StandardCharsets.UTF_8);
        StringBuilder head = new StringBuilder("POST ").append(uri.getRawPath()).append(" HTTP/1.1\r\n")
                .append("Host: ").append(uri.getAuthority()).append("\r\n")
                .append("Content-Type: application/json\r\nContent-Length: ").append(content.length).append("\r\n");
        for (String header : headers) {
            head.append(header).append("\r\n");
        }
        byte[] start = head.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1);
        byte[] request = new byte[start.length + content.length];
        System.arraycopy(start, 0, request, 0, start.length);
        System.arraycopy(content, 0, request, start.length, content.length);
        return request;
    }

    /**
     * Sends a request and reads its answer. If a connection used before fails before the answer
     * begins (the server closed it while it was idle), the request is sent again on a new one.
     *
     * @throws IOException if the server cannot be reached or answers what is not HTTP/1.1
     */
    Answer exchange(byte[] request) throws IOException {
        boolean reused = socket != null;
        String status;
        try {
            status = start(request);
        } catch (IOException e) {
            close();
            if (!reused) {
                throw e;
            }
            status = start(request);
        }
        try {
            return answer(status);
        } catch (IOException | RuntimeException e) {
            close();
            throw e;
        }
    }

    /** Sends the request; the first line of the answer. */
    private String start(byte[] request) throws IOException {
        if (socket == null) {
            socket = new Socket();
            socket.setTcpNoDelay(true);
            socket.setSoTimeout(TIMEOUT_MS);
            socket.connect(new InetSocketAddress(host, port), TIMEOUT_MS);
            in = new BufferedInputStream(socket.getInputStream(), 64 * 1024);
            out = socket.getOutputStream();
        }
        out.write(request);
        out.flush();
        return line();
    }

    private Answer answer(String status) throws IOException {
        if (!status.startsWith("HTTP/1.1 ") || status.length() < 12) {
            throw new IOException("not an HTTP/1.1 answer: " + status);
        }
        int code = Integer.parseInt(status.substring(9, 12));
        int length = -1;
        boolean chunked = false;
        boolean closing = false;
        String etag = null;
        for (String header = line(); !header.isEmpty(); header = line()) {
            int colon = header.indexOf(':');
            String name = header.substring(0, Math.max(colon, 0)).strip().toLowerCase(Locale.ROOT);
            String value = header.substring(colon + 1).strip();
            switch (name) {
                case "content-length" -> length = Integer.parseInt(value);
                case "transfer-encoding" -> chunked = value.toLowerCase(Locale.ROOT).contains("chunked");
                case "connection" -> closing = value.equalsIgnoreCase("close");
                case "etag" -> etag = value;
                default -> { }
            }
        }
        byte[] body = chunked ? chunks() : length >= 0 ? bytes(length) : in.readAllBytes();
        if (closing || (!chunked && length < 0)) {
            close();
        }
        return new Answer(code, etag, body);
    }

    private byte[] chunks() throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        for (int size = chunkSize(); size > 0; size = chunkSize()) {
            body.write(bytes(size));
            line();
        }
        for (String trailer = line(); !trailer.isEmpty(); trailer = line()) {
            // trailers are not used
        }
        return body.toByteArray();
    }

    private int chunkSize() throws IOException {
        String text = line();
        int semicolon = text.indexOf(';');
        return Integer.parseInt((semicolon < 0 ? text : text.substring(0, semicolon)).strip(), 16);
    }

    private byte[] bytes(int length) throws IOException {
        byte[] bytes = in.readNBytes(length);
        if (bytes.length < length) {
            throw new EOFException("the answer ended after " + bytes.length + " of " + length + " bytes");
        }
        return bytes;
    }

    /** One line of the head of the answer, without its CRLF. */
    private String line() throws IOException {
        StringBuilder line = new StringBuilder(64);
        for (int c = in.read(); c != '\n'; c = in.read()) {
            if (c < 0) {
                throw new EOFException("the connection was closed");
            }
            if (c != '\r') {
                line.append((char) c);
            }
        }
        return line.toString();
    }

    @Override
    public void close() {
        if (socket != null) {
            try {
                socket.close();
            } catch (IOException e) {
                // closing anyway
            }
            socket = null;
        }
    }

    /**
     * An answer.
     *
     * @param status the status code
     * @param etag the ETag header, or null
     * @param body the body
     */
    record Answer(int status, String etag, byte[] body) {

        String text() {
            return new String(body, StandardCharsets.UTF_8);
        }
    }
}
