package org.mahjongtally.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ServeCommandTest {

    @ParameterizedTest
    @ValueSource(strings = {"abc", "-1", "65536", "70000", "7070x", ""})
    void aBadPortIsOneLineAndExitCode2(String port) {
        Cli cli = Cli.run("serve", "--port", port, "--db", "jdbc:h2:mem:unused");
        assertThat(cli.exitCode()).isEqualTo(2);
        assertThat(cli.err().lines()).singleElement().asString()
                .startsWith("tally: --port must be a port number from 1 to 65535").contains("'" + port + "'");
        assertThat(cli.out()).isEmpty();
    }

    @Test
    void aPortInUseIsOneLineAndExitCode2() throws IOException {
        try (ServerSocket taken = new ServerSocket()) {
            taken.bind(new InetSocketAddress(0));
            Cli cli = Cli.run("serve", "--port", String.valueOf(taken.getLocalPort()), "--db",
                    "jdbc:h2:mem:" + UUID.randomUUID());
            assertThat(cli.exitCode()).isEqualTo(2);
            assertThat(cli.err().lines()).singleElement().asString()
                    .isEqualTo("tally: port " + taken.getLocalPort() + " is in use (is Mahjong Tally already running?);"
                            + " stop the other program, or choose another port, e.g. --port " + (taken.getLocalPort() + 1));
        }
    }

    @Test
    void aDatabaseThatCannotBeOpenedIsOneLineAndExitCode2() {
        Cli cli = Cli.run("serve", "--port", "0", "--db", "jdbc:mysql://localhost/tally");
        assertThat(cli.exitCode()).isEqualTo(2);
        assertThat(cli.err().lines()).singleElement().asString().startsWith("tally: unsupported database URL");
    }

    @Test
    void theServerItStartsAnswersAndSaysWhereItIs() throws Exception {
        try (RunningServer server = RunningServer.start(0, "jdbc:h2:mem:" + UUID.randomUUID())) {
            assertThat(server.banner().get(0)).isEqualTo("Mahjong Tally is running at http://localhost:" + server.port()
                    + "/ (database: jdbc:h2:mem:" + server.banner().get(0).replaceAll(".*jdbc:h2:mem:", ""));
            assertThat(server.banner()).last().isEqualTo("Press Ctrl-C to stop.");
            HttpResponse<String> health = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create("http://localhost:" + server.port() + "/health")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(health.body()).isEqualTo("{\"status\":\"ok\",\"database\":\"ok\"}");
        }
    }

    @Test
    void theHelpListsServe() {
        Cli cli = Cli.run("--help");
        assertThat(cli.out()).containsPattern("\n  serve +Serve the page for the table and the HTTP API, until Ctrl-C.\n");
        Cli serve = Cli.run("serve", "--help");
        assertThat(serve.exitCode()).isZero();
        assertThat(serve.out()).contains("--port=PORT", "--db=URL", "TALLY_DB");
    }

    @Test
    void theDatabaseIsShownWithoutPasswordAndWithTheHomeFolderAsTilde() {
        String home = System.getProperty("user.home");
        assertThat(RunningServer.shown("jdbc:h2:file:" + home + "/.local/share/mahjong-tally/games"))
                .isEqualTo("jdbc:h2:file:~/.local/share/mahjong-tally/games");
        assertThat(RunningServer.shown("jdbc:postgresql://db/tally?user=tally&password=secret"))
                .isEqualTo("jdbc:postgresql://db/tally?user=tally&password=***");
    }

    @Test
    void anAdministratorPasswordThatCannotBeUsedIsOneLineAndExitCode2(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws IOException {
        java.nio.file.Path shortOne = java.nio.file.Files.writeString(dir.resolve("short"), "abc\nmore lines\n");
        Cli cli = Cli.run("serve", "--port", "0", "--db", "jdbc:h2:mem:" + UUID.randomUUID(), "--admin-password-file",
                shortOne.toString());
        assertThat(cli.exitCode()).isEqualTo(2);
        assertThat(cli.err().lines()).singleElement().asString()
                .isEqualTo("tally: the administrator password needs at least 8 characters; it has 3");
        Cli missing = Cli.run("serve", "--port", "0", "--db", "jdbc:h2:mem:" + UUID.randomUUID(), "--admin-password-file",
                dir.resolve("nothing").toString());
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).startsWith("tally: cannot read the administrator password file");
    }
}
