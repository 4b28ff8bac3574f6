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
        return ByteBuffer.wrap(json(errorCode(status), text(status, reason)));
    }

    @Override
    protected void generateResponse(Request request, Response response, int code, String message, Throwable cause,
            Callback callback) {
        send(response, code, errorCode(code), text(code, message), callback);
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

    private static String text(int status, String message) {
        if (status == 505) {
            return "this server speaks HTTP/1.1 (and 1.0); send the request as HTTP/1.1";
        }
        if (status == 431) {
            return "the request's headers are too large; send fewer or shorter headers (cookies included)";
        }
        if (status == 414) {
            return "the request's address is too long; send the data in the body instead";
        }
        return status >= 500 ? "something went wrong on the server; the request was not carried out"
                : "the server cannot read this request (" + status + (message == null ? "" : " " + message)
                        + "): check its path, headers and body";
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
