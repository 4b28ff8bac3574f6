package org.mahjongtally.store;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** The store contract on an H2 file database in a temporary directory. */
class H2GameStoreTest extends GameStoreContract {

    @TempDir
    Path dir;

    @Override
    String freshDatabaseUrl() {
        return "jdbc:h2:file:" + dir.resolve("games");
    }
}
