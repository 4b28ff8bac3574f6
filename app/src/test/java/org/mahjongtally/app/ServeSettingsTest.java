/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mahjongtally.app.ServeSettings.Setting;

class ServeSettingsTest {

    @TempDir
    Path dir;

    @Test
    void aFlagWinsOverTheEnvironmentWhichWinsOverTheFileWhichWinsOverTheDefault() throws IOException {
        Path file = Files.writeString(dir.resolve("serve.conf"), """
                # the club's server
                port = 8081
                bind = 0.0.0.0
                db = jdbc:h2:file:/srv/tally/games
                """);
        ServeSettings settings = ServeSettings.resolve(Map.of(Setting.PORT, "8083"),
                Map.of("TALLY_PORT", "8082", "TALLY_BIND", "::1"), file);
        assertThat(settings.get(Setting.PORT)).isEqualTo(new ServeSettings.Value("8083", "--port"));
        assertThat(settings.get(Setting.BIND)).isEqualTo(new ServeSettings.Value("::1", "TALLY_BIND"));
        assertThat(settings.get(Setting.DB))
                .isEqualTo(new ServeSettings.Value("jdbc:h2:file:/srv/tally/games", "config file " + file + ", line 4"));
        assertThat(settings.get(Setting.ADMIN_PASSWORD_FILE)).isEqualTo(new ServeSettings.Value(null, "default"));
    }

    @Test
    void theConfigFileMayBeNamedByTheEnvironment() throws IOException {
        Path file = Files.writeString(dir.resolve("serve.conf"), "bind = 0.0.0.0\n");
        ServeSettings settings = ServeSettings.resolve(Map.of(), Map.of("TALLY_CONFIG", file.toString()), null);
        assertThat(settings.text(Setting.BIND)).isEqualTo("0.0.0.0");
        assertThat(settings.text(Setting.PORT)).isEqualTo("7070");
    }

    @Test
    void everySettingIsSpelledAlikeAsFlagVariableAndFileKey() {
        assertThat(Setting.ADMIN_PASSWORD_FILE.flag()).isEqualTo("--admin-password-file");
        assertThat(Setting.ADMIN_PASSWORD_FILE.env()).isEqualTo("TALLY_ADMIN_PASSWORD_FILE");
        assertThat(Setting.ADMIN_PASSWORD_FILE.key()).isEqualTo("admin-password-file");
        assertThat(Setting.DB.env()).isEqualTo("TALLY_DB");
        assertThat(Setting.ADMIN_PASSWORD.env()).isEqualTo("TALLY_ADMIN_PASSWORD");
        assertThat(Setting.ADMIN_PASSWORD.flag()).isNull();
    }

    @Test
    void thePrintedSettingsMaskTheAdministratorPasswordAndTheDatabasePassword() throws IOException {
        Path file = Files.writeString(dir.resolve("serve.conf"), "admin-password = correct horse battery\n");
        ServeSettings settings = ServeSettings.resolve(Map.of(Setting.PORT, "8080"),
                Map.of("TALLY_DB", "jdbc:postgresql://db/club?user=tally&password=s3cret"), file);
        String printed = String.join("\n", settings.describe());
        assertThat(printed).doesNotContain("s3cret", "horse")
                .containsPattern("(?m)^port = 8080 +# --port$")
                .containsPattern("(?m)^bind = 127\\.0\\.0\\.1 +# default$")
                .containsPattern("(?m)^db = jdbc:postgresql://db/club\\?user=tally&password=\\*\\*\\* +# TALLY_DB$")
                .containsPattern("(?m)^admin-password = \\*\\*\\* +# config file .*serve\\.conf, line 1$")
                .containsPattern("(?m)^# admin-password-file is not set$");
    }

    @Test
    void aLineThatIsNotASettingIsRefusedWithItsNumber() throws IOException {
        Path typo = Files.writeString(dir.resolve("typo.conf"), "port = 8080\n\nprot = 8081\n");
        assertThat(refusal(typo)).isEqualTo("tally: line 3 of the config file " + typo + " sets 'prot', which is not a"
                + " setting; the settings are port, bind, db, admin-password-file, admin-password, allowed-hosts, publish,"
                + " new-games-per-hour");
        Path noEquals = Files.writeString(dir.resolve("no-equals.conf"), "port 8080\n");
        assertThat(refusal(noEquals)).isEqualTo("tally: line 1 of the config file " + noEquals + " is not a setting:"
                + " write it as name = value, e.g. port = 8080");
        Path twice = Files.writeString(dir.resolve("twice.conf"), "port = 1\nport = 2\n");
        assertThat(refusal(twice)).startsWith("tally: line 2 of the config file " + twice + " sets port a second time");
        assertThat(refusal(dir.resolve("missing.conf")))
                .startsWith("tally: cannot read the config file " + dir.resolve("missing.conf"));
    }

    /** What {@code tally serve --print-config --config FILE} says on stderr, in one line, with exit code 2. */
    private static String refusal(Path configFile) {
        Cli cli = Cli.run("serve", "--print-config", "--config", configFile.toString());
        assertThat(cli.exitCode()).isEqualTo(2);
        assertThat(cli.out()).isEmpty();
        assertThat(cli.err().lines()).hasSize(1);
        return cli.err().strip();
    }
}
