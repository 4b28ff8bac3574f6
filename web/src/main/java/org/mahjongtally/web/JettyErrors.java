/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.OneLine;

/**
 * The answer to a request the HTTP server itself refuses before any route sees it (a path with
 * a NUL in it, headers that are too large, a request line that is not HTTP): JSON
 * {@code {"code", "message"}} with the security headers, never Jetty's HTML page, and
 * {@code Connection: close}, since the server closes such a connection; for every method, and
 * also where Jetty answers before there is a request at all ({@link #badMessageError}).
 */
final class JettyErrors extends ErrorHandler {

    /** Every method gets the JSON answer; Jetty's own handler gives a body to GET, POST and HEAD only. */
    @Override
    public boolean errorPageForMethod(String method) {
        return true;
    }

    /** The answer to a request Jetty refuses before there is a request to handle. */
    @Override
    public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
        fields.put(HttpHeader.CONTENT_TYPE, Responses.JSON);
        securityHeaders(fields);
        return ByteBuffer.wrap(json(errorCode(status), text(Language.ENGLISH, status, reason)));
    }

    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause,
            Callback callback) {
        Language language = Language.fromAcceptLanguage(request.getHeaders().get(HttpHeader.ACCEPT_LANGUAGE));
        response.getHeaders().put(HttpHeader.CONTENT_LANGUAGE, language.tag());
        send(response, code, errorCode(code), text(language, code, message), callback);
    }

    /** The code of an answer the server gives itself: the client's fault unless the status says the server's. */
    static String errorCode(int status) {
        ErrorCode code = switch (status) {
            case 413, 414, 431 -> ErrorCode.TOO_LARGE;
            case 408 -> ErrorCode.REQUEST_TIMEOUT;
            case 505 -> ErrorCode.HTTP_VERSION_NOT_SUPPORTED;
            default -> status >= 500 ? ErrorCode.INTERNAL : ErrorCode.BAD_REQUEST;
        };
        return code.code();
    }

    /** The answer's message in this language (English where there is no request to ask). */
    private static String text(Language language, int status, String reason) {
        Message message = switch (status) {
            case 505 -> Message.of(WebProblem.HTTP_VERSION);
            case 431 -> Message.of(WebProblem.HEADERS_TOO_LARGE);
            case 414 -> Message.of(WebProblem.ADDRESS_TOO_LONG);
            default -> status >= 500 ? Message.of(WebProblem.SERVER_FAULT)
                    : Message.of(WebProblem.UNREADABLE_REQUEST, status, reason == null ? "" : reason);
        };
        return OneLine.of(WebPhrasebooks.words(language).render(message));
    }

    /**
     * Answers with JSON {@code {"code", "message"}}, the security headers and
     * {@code Connection: close}, whatever the response had before.
     */
    static void send(Response response, int status, String code, String message, Callback callback) {
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, Responses.JSON);
        response.getHeaders().put(HttpHeader.CONNECTION, "close");
        securityHeaders(response.getHeaders());
        byte[] body = json(code, message);
        response.write(true, ByteBuffer.wrap(body), callback);
    }

    private static byte[] json(String code, String message) {
        try {
            return JsonBodies.objectMapper().writeValueAsBytes(new ApiError(code, message));
        } catch (JsonProcessingException e) {
            return ("{\"code\":\"" + code + "\",\"message\":\"the server cannot read this request\"}")
                    .getBytes(StandardCharsets.UTF_8);
        }
    }

    /** The headers every answer carries ({@link WebServer} sets them on the others). */
    private static void securityHeaders(HttpFields.Mutable fields) {
        fields.put("X-Content-Type-Options", "nosniff");
        fields.put("X-Frame-Options", "DENY");
        fields.put("Content-Security-Policy", WebServer.CONTENT_SECURITY_POLICY);
        fields.put("Referrer-Policy", "no-referrer");
    }
}
