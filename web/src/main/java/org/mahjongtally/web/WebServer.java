/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.http.HttpResponseException;
import io.javalin.plugin.bundled.GlobalHeadersConfig;
import io.javalin.util.JavalinBindException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.mahjongtally.TallyException;
import org.mahjongtally.json.GameFileJson;
import org.mahjongtally.store.GameStore;

/**
 * Mahjong Tally over HTTP: the page for the table (the classpath folder {@code /public}, served
 * at {@code /}) and the JSON API behind it, from one Javalin server. Every route is described
 * by the OpenAPI document at {@code /openapi.json}; every error is answered
 * {@code {"code", "message"}} by {@link ApiErrors}; request bodies are limited to
 * {@value #MAX_BODY_BYTES} bytes ({@value #MAX_IMPORT_BYTES} for a game file), and in time
 * ({@link ServerOptions}).
 *
 * <p>Every request goes to the store, which may answer from the games it used lately only while
 * their rows in the database are still at the same version, and every write is checked there
 * against the version its writer saw. So several servers may share one PostgreSQL database
 * behind one address.
 *
 * <p>The server does not own the game store: whoever opened it closes it, after {@link #stop()}.
 */
public final class WebServer {

    /** The largest request body accepted, in bytes, but for a game file ({@link #MAX_IMPORT_BYTES}). */
    public static final int MAX_BODY_BYTES = 256 * 1024;

    /** The largest game file accepted by {@code POST /api/games/import}: {@link GameFileJson#MAX_BYTES}. */
    public static final int MAX_IMPORT_BYTES = GameFileJson.MAX_BYTES;

    /** Where game files are sent. */
    static final String IMPORT_PATH = "/api/games/import";

    /**
     * The most connections held open at once. A club night is a few hundred phones; the cap keeps
     * a flood of connections (thousands of idle sockets) from filling the heap. Past it, the
     * connection that has waited longest for its request is closed to make room
     * ({@link ConnectionGuard}), so a new request is still answered at once.
     */
    static final int MAX_CONNECTIONS = 1000;

    /**
     * Connections taken past {@link #MAX_CONNECTIONS} when every open one is being answered and
     * none can be closed; more wait in the operating system's queue until one closes.
     */
    static final int MAX_CONNECTIONS_BUSY = MAX_CONNECTIONS + 50;

    /** Only this server's own page, scripts, styles and pictures; never in a frame. */
    static final String CONTENT_SECURITY_POLICY = "default-src 'self'; base-uri 'self'; form-action 'self';"
            + " frame-ancestors 'none'; object-src 'none'";

    private final Javalin app;

    private WebServer(Javalin app) {
        this.app = app;
    }

    /**
     * Starts a server on all interfaces, so that phones on the same network can reach it.
     *
     * @param port the port, or 0 for any free port
     * @param store where games are kept
     * @throws PortInUseException if the port cannot be had
     */
    public static WebServer start(int port, GameStore store) {
        return start(port, store, ServerOptions.DEFAULTS);
    }

    /**
     * Starts a server on all interfaces, so that phones on the same network can reach it.
     *
     * @param port the port, or 0 for any free port
     * @param store where games are kept
     * @param options the administrator's password and the time limits
     * @throws PortInUseException if the port cannot be had
     */
    public static WebServer start(int port, GameStore store, ServerOptions options) {
        return start(null, port, store, options);
    }

    /**
     * Starts a server listening on one address of this computer: 127.0.0.1 lets in this
     * computer alone, 0.0.0.0 every network it is on (phones on the same Wi-Fi too).
     *
     * @param host the address to listen on, or null for all interfaces
     * @param port the port, or 0 for any free port
     * @param store where games are kept
     * @param options the administrator's password and the time limits
     * @throws PortInUseException if the port cannot be had on that address
     */
    public static WebServer start(String host, int port, GameStore store, ServerOptions options) {
        Objects.requireNonNull(store, "store");
        Objects.requireNonNull(options, "options");
        AllowedHosts hosts = AllowedHosts.of(host, options.allowedHosts());
        Javalin app = Javalin.create(config -> configure(config, store, options, hosts));
        try {
            app.start(host, port);
        } catch (JavalinBindException e) {
            app.stop();
            throw new PortInUseException(port);
        }
        return new WebServer(app);
    }

    /** The hands of the made-up game {@link #warmUp} reads and writes, each time. */
    static final int WARM_UP_HANDS = 2_000;
    /** How many times {@link #warmUp} reads and writes it. */
    static final int WARM_UP_ROUNDS = 2;

    /**
     * Reads a made-up game of {@value #WARM_UP_HANDS} hands as a game is read from the store
     * ({@link GameStore#warmUp}), and writes it as {@code GET /api/games/{id}} answers it,
     * {@value #WARM_UP_ROUNDS} times, writing nothing anywhere: {@code tally serve} calls it
     * before it starts listening, so that the first game a fresh server is asked for is read and
     * written by code already loaded and compiled (bench/RESULTS.md, "The first read of a long
     * game"). Costs about a second of one core when the server starts.
     *
     * @return the bytes of the answers written (so that the work is not skipped)
     */
    public static long warmUp(GameStore store) {
        long bytes = 0;
        for (int i = 0; i < WARM_UP_ROUNDS; i++) {
            bytes += Responses.gameJson(store.warmUp(WARM_UP_HANDS)).length;
        }
        return bytes;
    }

    /** The port the server listens on. */
    public int port() {
        return app.port();
    }

    /** Stops the server; requests under way are finished first. */
    public void stop() {
        app.stop();
    }

    /** The routes registered, each as {@code "METHOD /path"}: what the OpenAPI document must describe. */
    List<String> routes() {
        return app.unsafe.internalRouter.allHttpHandlers().stream()
                .filter(p -> p.endpoint.method.isHttpMethod())
                .map(p -> p.endpoint.method.name() + " " + p.endpoint.path)
                .toList();
    }

    /** The largest body accepted for a request to this path, in bytes. */
    static int maxBodyBytes(String path) {
        return IMPORT_PATH.equals(path) ? MAX_IMPORT_BYTES : MAX_BODY_BYTES;
    }

    private static void configure(JavalinConfig config, GameStore store, ServerOptions options, AllowedHosts hosts) {
        config.startup.showJavalinBanner = false;
        config.startup.showOldJavalinVersionWarning = false;
        config.http.maxRequestSize = MAX_IMPORT_BYTES;
        config.jetty.modifyHttpConfiguration(http -> {
            http.setIdleTimeout(options.idleTimeout().toMillis());
            // Jetty reuses header values seen before on a connection, and by default matches them
            // ignoring case: "Bearer abc" after "Bearer ABC" would be read as the first. Edit keys
            // are case-sensitive, so the cache must be too.
            http.setHeaderCacheCaseSensitive(true);
            // No per-connection header cache at all: each one costs tens of kilobytes per open
            // connection, and 8,000 connections with it filled a 256 MB heap. Parsing
            // headers without it costs too little to measure next to a request's work.
            http.setHeaderCacheSize(0);
        });
        config.jetty.modifyServer(server -> {
            server.setErrorHandler(new JettyErrors());
            server.addBean(new NetworkConnectionLimit(MAX_CONNECTIONS_BUSY, server));
            ConnectionGuard guard = new ConnectionGuard(server, MAX_CONNECTIONS, options);
            server.addBean(guard);
            // Javalin puts its own handler inside this one.
            server.setHandler(new BodyFirst(guard));
        });
        config.appData(AdminGuesses.KEY, new AdminGuesses(options.clock()));
        config.appData(RequestChecks.HOSTS, hosts);
        long bodyNanos = options.bodyTimeout().toNanos();
        config.routes.before(ctx -> {
            RequestChecks.check(ctx);
            ctx.attribute(JsonBodies.DEADLINE, System.nanoTime() + bodyNanos);
            // Every body is read before anything is answered, refusals included: a server that
            // answers while the client is still sending closes the connection under it.
            if (!"GET".equals(ctx.method().name()) && !"HEAD".equals(ctx.method().name())) {
                RequestChecks.checkBody(ctx, JsonBodies.body(ctx));
            }
        });
        if (WebServer.class.getResource("/public") != null) {
            config.staticFiles.add(PageHeaders::configure);
        }
        config.bundledPlugins.enableGlobalHeaders(headers -> {
            headers.xContentTypeOptionsNoSniff();
            headers.xFrameOptions(GlobalHeadersConfig.XFrameOptions.DENY);
            headers.contentSecurityPolicy(CONTENT_SECURITY_POLICY);
            headers.referrerPolicy(GlobalHeadersConfig.ReferrerPolicy.NO_REFERRER);
        });
        config.routes.exception(Exception.class, ApiErrors::handle);
        // Javalin answers its own HTTP exceptions in plain text unless they are mapped by name.
        config.routes.exception(HttpResponseException.class, ApiErrors::handle);
        config.routes.get("/health", ctx -> health(ctx, store));
        CalculatorRoutes.register(config.routes);
        RulesetRoutes.register(config.routes);
        GameRoutes.register(config.routes, store, options);
        PlayerRoutes.register(config.routes, store, options);
        DocsRoutes.register(config.routes);
    }

    /**
     * {@code GET /health}: 200 {@code {"status": "ok", "database": "ok", "version": "0.2.0"}} while
     * the server and its database answer, else 503 with {@code "unavailable"} and the error's code
     * and message (and the version).
     */
    private static void health(io.javalin.http.Context ctx, GameStore store) {
        Map<String, Object> json = new LinkedHashMap<>();
        try {
            store.ping();
            json.put("status", "ok");
            json.put("database", "ok");
            json.put("version", BuildVersion.version());
            Responses.tree(ctx, 200, json);
        } catch (TallyException e) {
            json.put("status", "unavailable");
            json.put("database", "unavailable");
            json.put("code", e.code());
            json.put("message", e.code().equals("database-unavailable") ? e.getMessage()
                    : "the database does not answer as it should; the server's log says why");
            json.put("version", BuildVersion.version());
            ctx.header("Retry-After", "5");
            Responses.tree(ctx, 503, json);
        }
    }
}
