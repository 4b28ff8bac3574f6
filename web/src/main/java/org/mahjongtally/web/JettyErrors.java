package org.mahjongtally.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;

/**
 * The answer to a request the HTTP server itself refuses before any route sees it (a path with
 * a NUL in it, headers that are too large, a request line that is not HTTP): JSON
 * {@code {"code", "message"}} with the security headers, never Jetty's HTML page, and
 * {@code Connection: close}, since the server closes such a connection.
 */
final class JettyErrors extends ErrorHandler {

    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause,
            Callback callback) {
        String errorCode = code == 413 || code == 431 ? "too-large" : code == 408 ? "request-timeout"
                : code >= 500 ? "internal" : "bad-request";
        String text = code >= 500 ? "something went wrong on the server; the request was not carried out"
                : "the server cannot read this request (" + code + (message == null ? "" : " " + message)
                        + "): check its path, headers and body";
        byte[] body;
        try {
            body = JsonBodies.objectMapper().writeValueAsBytes(new ApiError(errorCode, text));
        } catch (JsonProcessingException e) {
            body = ("{\"code\":\"" + errorCode + "\",\"message\":\"the server cannot read this request\"}")
                    .getBytes(StandardCharsets.UTF_8);
        }
        response.setStatus(code);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, Responses.JSON);
        response.getHeaders().put(HttpHeader.CONNECTION, "close");
        response.getHeaders().put("X-Content-Type-Options", "nosniff");
        response.getHeaders().put("X-Frame-Options", "DENY");
        response.getHeaders().put("Content-Security-Policy", WebServer.CONTENT_SECURITY_POLICY);
        response.getHeaders().put("Referrer-Policy", "no-referrer");
        response.write(true, ByteBuffer.wrap(body), callback);
    }
}
