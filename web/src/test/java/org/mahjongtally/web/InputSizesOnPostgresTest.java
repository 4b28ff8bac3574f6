package org.mahjongtally.web;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.mahjongtally.store.GameStores;

/**
 * {@link InputSizesApiTest} on a real PostgreSQL: what is accepted fits its columns too. Its
 * server is started here in place of {@link ServerFixture}'s (these hide those).
 */
class InputSizesOnPostgresTest extends InputSizesApiTest {

    private static EmbeddedPostgres postgres;

    @BeforeAll
    static void startServer() {
        try {
            postgres = EmbeddedPostgres.builder().start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        store = GameStores.open(postgres.getJdbcUrl("postgres", "postgres"));
        server = WebServer.start(0, store);
        api = new ApiClient(server.port());
    }

    @AfterAll
    static void stopServer() {
        server.stop();
        store.close();
        try {
            postgres.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
