/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.io.QuietException;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.words.Language;

/**
 * Reads a request's body before the request takes a thread: the bytes are
 * taken as they arrive, without a thread waiting for them, and only a whole body (or the first
 * {@link WebServer#maxBodyBytes} bytes and one more, which {@link JsonBodies} then refuses) is
 * handed on. A body that trickles in, a byte every few seconds, thus holds no thread, and a body
 * not in within the body time is answered 408 ({@link ConnectionGuard} keeps the time). Tells
 * the guard each request's phase.
 */
final class BodyFirst extends Handler.Wrapper {

    /**
     * The most bytes of bodies held here at once, all requests together; past it a body is handed
     * on as it is and read by its request's thread, as a server without this handler would.
     */
    static final long MAX_HELD_BYTES = 64L * 1024 * 1024;

    private final ConnectionGuard guard;
    private final AtomicLong held = new AtomicLong();

    BodyFirst(ConnectionGuard guard) {
        this.guard = guard;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        Connection connection = request.getConnectionMetaData().getConnection();
        Callback done = new Callback.Nested(callback) {
            @Override
            public void succeeded() {
                guard.waiting(connection);
                super.succeeded();
            }

            @Override
            public void failed(Throwable x) {
                guard.waiting(connection);
                super.failed(x);
            }
        };
        if (guard.isOverLimit(connection)) {
            // Read no body: the connection is closed after this answer.
            guard.answering(connection);
            response.getHeaders().put(HttpHeader.RETRY_AFTER, ConnectionGuard.RETRY_AFTER_SECONDS);
            JettyErrors.send(response, 503, ErrorCode.BUSY.code(), WebPhrasebooks.words(Language.fromAcceptLanguage(
                    request.getHeaders().get(HttpHeader.ACCEPT_LANGUAGE))).render(Message.of(WebProblem.BUSY,
                    ConnectionGuard.RETRY_AFTER_SECONDS)), done);
            return true;
        }
        boolean noBody = request.getLength() == 0
                || (request.getLength() < 0 && !request.getHeaders().contains(HttpHeader.TRANSFER_ENCODING));
        if (noBody) {
            guard.answering(connection);
            return handOn(request, response, done);
        }
        Reader reader = new Reader(request, response, done, connection);
        guard.reading(connection, reader::expire);
        reader.run();
        return true;
    }

    private boolean handOn(Request request, Response response, Callback callback) throws Exception {
        Handler next = getHandler();
        return next != null && next.handle(request, response, callback);
    }

    /** Reads one body as it comes, then hands the request on; or answers 408. */
    private final class Reader implements Runnable {
        private static final int READING = 0;
        private static final int HANDED_ON = 1;
        private static final int ANSWERED = 2;

        private final Request request;
        private final Response response;
        private final Callback callback;
        private final Connection connection;
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        private final AtomicInteger state = new AtomicInteger(READING);
        /** The most bytes of a body to this request's path. */
        private final int limit;
        private long counted;
        /** Whether {@link #run} is called back by the request, once its first bytes were not there yet. */
        private boolean calledBack;

        Reader(Request request, Response response, Callback callback, Connection connection) {
            this.request = request;
            this.response = response;
            this.callback = callback;
            this.connection = connection;
            this.limit = WebServer.maxBodyBytes(request.getHttpURI().getPath());
        }

        @Override
        public void run() {
            while (state.get() == READING) {
                Content.Chunk chunk = request.read();
                if (chunk == null) {
                    calledBack = true;
                    request.demand(this);
                    return;
                }
                if (Content.Chunk.isFailure(chunk)) {
                    failed(chunk.getFailure());
                    return;
                }
                boolean last = chunk.isLast();
                boolean roomLeft = keep(chunk);
                if (last || bytes.size() > limit || !roomLeft) {
                    handOn(last);
                    return;
                }
            }
        }

        /** Copies a chunk's bytes and releases it; false if the bytes held here are now too many. */
        private synchronized boolean keep(Content.Chunk chunk) {
            ByteBuffer data = chunk.getByteBuffer();
            int n = data.remaining();
            byte[] copy = new byte[n];
            data.get(copy);
            chunk.release();
            bytes.write(copy, 0, n);
            counted += n;
            return held.addAndGet(n) <= MAX_HELD_BYTES;
        }

        /** The body time is up: 408, and the connection is closed. */
        void expire() {
            if (state.compareAndSet(READING, ANSWERED)) {
                release();
                JettyErrors.send(response, 408, "request-timeout", "the request body took too long to arrive;"
                        + " send it again, all at once", callback);
            }
        }

        /**
         * The body cannot be read: its time is up (408), or its connection is gone (its client
         * hung up, or the guard closed it to make room and logged it). The request then ends
         * quietly: Jetty would otherwise try to answer 500 on the closed connection and log the
         * failure with its stack trace, hundreds of them in an attack of slow bodies.
         */
        private void failed(Throwable failure) {
            if (failure instanceof TimeoutException || failure.getCause() instanceof TimeoutException) {
                expire();
            } else if (state.compareAndSet(READING, ANSWERED)) {
                release();
                callback.failed(failure instanceof QuietException ? failure : new QuietException.Exception(failure));
            }
        }

        private void handOn(boolean whole) {
            if (!state.compareAndSet(READING, HANDED_ON)) {
                return;
            }
            guard.answering(connection);
            release();
            Request withBody = new HeldBody(request, bytes.toByteArray(), whole);
            if (calledBack) {
                // Not within the request's callback: the request does not call back again until
                // it returns, and a handler reading the rest of a body over the limit would wait
                // for it forever.
                request.getComponents().getExecutor().execute(() -> handOn(withBody));
            } else {
                handOn(withBody);
            }
        }

        private void handOn(Request withBody) {
            try {
                if (!BodyFirst.this.handOn(withBody, response, callback)) {
                    Response.writeError(withBody, response, callback, 404);
                }
            } catch (Throwable x) {
                callback.failed(x);
            }
        }

        private synchronized void release() {
            held.addAndGet(-counted);
            counted = 0;
        }
    }

    /** A request whose body, or its first part, was read already. */
    private static final class HeldBody extends Request.Wrapper {
        private Content.Chunk first;
        private final boolean whole;

        HeldBody(Request request, byte[] body, boolean whole) {
            super(request);
            this.first = Content.Chunk.from(ByteBuffer.wrap(body), whole);
            this.whole = whole;
        }

        @Override
        public synchronized Content.Chunk read() {
            Content.Chunk chunk = first;
            if (chunk != null) {
                first = whole ? Content.Chunk.EOF : null;
                return chunk;
            }
            return super.read();
        }

        @Override
        public void demand(Runnable demandCallback) {
            boolean ready;
            synchronized (this) {
                ready = first != null;
            }
            if (ready) {
                demandCallback.run();
            } else {
                super.demand(demandCallback);
            }
        }
    }
}
