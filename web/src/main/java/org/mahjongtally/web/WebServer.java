package org.mahjongtally.web;

import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import io.javalin.plugin.bundled.GlobalHeadersConfig;
import io.javalin.util.JavalinBindException;
import java.util.List;
import java.util.Objects;
import org.mahjongtally.store.GameStore;

/**
 * Mahjong Tally over HTTP: the page for the table (the classpath folder {@code /public}, served
 * at {@code /}) and the JSON API behind it, from one Javalin server. Every route is described
 * by the OpenAPI document at {@code /openapi.json}; every error is answered
 * {@code {"code", "message"}} by {@link ApiErrors}; request bodies are limited to
 * {@value #MAX_BODY_BYTES} bytes.
 *
 * <p>The server does not own the game store: whoever opened it closes it, after {@link #stop()}.
 */
public final class WebServer {

    /** The largest request body accepted, in bytes. */
    public static final int MAX_BODY_BYTES = 256 * 1024;

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
        Objects.requireNonNull(store, "store");
        Javalin app = Javalin.create(config -> configure(config, store));
        try {
            app.start(port);
        } catch (JavalinBindException e) {
            app.stop();
            throw new PortInUseException(port);
        }
        return new WebServer(app);
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

    private static void configure(JavalinConfig config, GameStore store) {
        config.startup.showJavalinBanner = false;
        config.startup.showOldJavalinVersionWarning = false;
        config.http.maxRequestSize = MAX_BODY_BYTES;
        if (WebServer.class.getResource("/public") != null) {
            config.staticFiles.add("/public", Location.CLASSPATH);
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
        config.routes.get("/health", ctx -> Responses.record(ctx, 200, new Health("ok")));
        CalculatorRoutes.register(config.routes);
        RulesetRoutes.register(config.routes);
        GameRoutes.register(config.routes, store);
        DocsRoutes.register(config.routes);
    }

    /**
     * The answer of {@code GET /health}.
     *
     * @param status {@code ok} while the server answers
     */
    record Health(String status) {
    }
}
