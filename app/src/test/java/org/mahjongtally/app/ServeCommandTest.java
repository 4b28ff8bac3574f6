/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.mahjongtally.web.ServerOptions;
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
            assertThat(server.banner().get(1))
                    .isEqualTo("Only this computer can open it; to let phones on the same network in, add --bind 0.0.0.0.");
            assertThat(server.banner()).last().isEqualTo("Press Ctrl-C to stop.");
            HttpResponse<String> health = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                    URI.create("http://localhost:" + server.port() + "/health")).build(), HttpResponse.BodyHandlers.ofString());
            assertThat(health.body()).isEqualTo("{\"status\":\"ok\",\"database\":\"ok\",\"version\":\""
                    + System.getProperty("tally.version") + "\"}");
        }
    }

    /**
     * Bound to 127.0.0.1 it refuses a connection to another address of this computer; bound to
     * 0.0.0.0 it takes it. The other address is 127.0.0.2 (Linux answers the whole 127.0.0.0/8
     * range on the loopback interface), so that no test traffic leaves the loopback range.
     */
    @Test
    void itListensOnThisComputerAloneUnlessToldOtherwise() throws Exception {
        InetAddress other = InetAddress.getByName("127.0.0.2");
        try (RunningServer server = RunningServer.start(0, "jdbc:h2:mem:" + UUID.randomUUID())) {
            assertThat(answers(InetAddress.getLoopbackAddress(), server.port())).isTrue();
            assertThat(answers(other, server.port())).isFalse();
        }
        try (RunningServer server = RunningServer.start(ServeCommand.bindAddress(new ServeSettings.Value("0.0.0.0", "--bind")),
                0, "jdbc:h2:mem:" + UUID.randomUUID(), ServerOptions.DEFAULTS)) {
            assertThat(answers(other, server.port())).isTrue();
            assertThat(server.banner().get(1)).satisfiesAnyOf(
                    line -> assertThat(line).startsWith("On a phone on the same network: http://"),
                    line -> assertThat(line).isEqualTo("Press Ctrl-C to stop."));
        }
    }

    private static boolean answers(InetAddress address, int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(address, port), 2000);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"example.org", "10.255.255.254", "1.2.3"})
    void anAddressThatIsNotThisComputersIsOneLineAndExitCode2(String bind) {
        Cli cli = Cli.run("serve", "--bind", bind, "--port", "0", "--db", "jdbc:h2:mem:unused");
        assertThat(cli.exitCode()).isEqualTo(2);
        assertThat(cli.err().lines()).singleElement().asString()
                .startsWith("tally: --bind must be an IP address of this computer (127.0.0.1 for this computer alone,"
                        + " 0.0.0.0 for every network it is on)").contains("'" + bind + "'");
    }

    @Test
    void printConfigShowsTheSettingsAndServesNothing() {
        Cli cli = Cli.run("serve", "--print-config", "--port", "8080", "--db",
                "jdbc:postgresql://db/club?user=tally&password=s3cret");
        assertThat(cli.exitCode()).isZero();
        assertThat(cli.out()).doesNotContain("s3cret").contains("port = 8080", "# --port",
                "db = jdbc:postgresql://db/club?user=tally&password=***");
    }

    @Test
    void theImagesHealthCheckSaysWhetherTheServerIsWell() throws IOException {
        int port;
        try (RunningServer server = RunningServer.start(0, "jdbc:h2:mem:" + UUID.randomUUID())) {
            port = server.port();
            assertThat(HealthCheck.isHealthy("http://127.0.0.1:" + port + "/health")).isTrue();
            assertThat(HealthCheck.isHealthy("http://127.0.0.1:" + port + "/no-such-page")).isFalse();
        }
        assertThat(HealthCheck.isHealthy("http://127.0.0.1:" + port + "/health")).as("after it stopped").isFalse();
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
