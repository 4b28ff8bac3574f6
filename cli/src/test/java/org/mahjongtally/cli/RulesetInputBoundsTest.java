/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ruleset files and game files read by the command line are bounded as everywhere else
 * (docs/rulesets.md, "Bounds"): an absurd value, a path or a NUL in {@code extends}, thousands of
 * problems, an oversized game file are each refused with one clear, bounded message.
 */
class RulesetInputBoundsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    @Test
    void anElementOfAbsurdPointsIsRefusedInsteadOfScoringANegativeHand() throws IOException {
        Path club = write("big.toml", "id = \"big\"\nversion = 1\nextends = \"bmja\"\n\n[[element]]\nid = \"mah-jong\"\n"
                + "points = 9223372036854775807\n");

        CliRun run = CliRun.of("score", "[RRR] [GGG] 222b 33c 456d win=3c", "--ruleset", club.toString());

        assertThat(run.exitCode()).as(run.out()).isEqualTo(3);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("tally: big.toml:7: 'mah-jong': 'points' must be at most 1000, not"
                + " 9223372036854775807; no rulebook comes near that (see docs/rulesets.md, Bounds)\n");
    }

    @Test
    void aNulOrAPathInExtendsIsRefusedWithoutReadingAnything() throws IOException {
        CliRun nul = CliRun.of("rulesets", "check", write("nul.toml", "id = \"x\"\nversion = 1\nextends = \"a\\u0000b\"\n")
                .toString());
        assertThat(nul.exitCode()).as(nul.err()).isEqualTo(3);
        assertThat(nul.err()).isEqualTo("tally: nul.toml:3: extends 'a?b', which is neither a preset (bmja, dmjl,"
                + " millington) nor the name of a file next to this one; write a name such as \"club.toml\", without a"
                + " path ('/', '\\', '..') or control characters\n");

        CliRun passwd = CliRun.of("rulesets", "check", write("abs.toml", "id = \"x\"\nversion = 1\nextends = \"/etc/passwd\"\n")
                .toString());
        assertThat(passwd.exitCode()).isEqualTo(3);
        assertThat(passwd.err()).startsWith("tally: abs.toml:3: extends '/etc/passwd', which is neither a preset")
                .doesNotContain("root");
    }

    @Test
    void checkAsJsonListsTheFirstTwentyProblemsAndHowManyMore() throws IOException {
        CliRun run = CliRun.of("rulesets", "check", write("lines.toml", "x\n".repeat(1_500)).toString(), "--json");

        assertThat(run.exitCode()).isEqualTo(3);
        JsonNode json = JSON.readTree(run.out());
        assertThat(json.path("problems")).hasSize(20);
        assertThat(json.path("more").asLong()).isEqualTo(1_483);
        assertThat(run.out().length()).isLessThan(3_000);
        CliRun text = CliRun.of("rulesets", "check", dir.resolve("lines.toml").toString());
        assertThat(text.err()).endsWith("\n  and 1483 more; fix these and check again\n").hasSizeLessThan(2_000);
    }

    @Test
    void aGameFileWhoseRulesetExtendsAPresetSaysSo() throws IOException {
        ObjectNode file = exported();
        ((ObjectNode) file.get("ruleset")).put("toml", "id = \"bmja\"\nversion = 1\nextends = \"bmja\"\n");
        ((ObjectNode) file.get("ruleset")).remove("hash");

        CliRun run = CliRun.of("game", "import", write("extends.json", JSON.writeValueAsString(file)).toString(),
                "--db", "jdbc:h2:file:" + dir.resolve("club"));

        assertThat(run.exitCode()).as(run.out()).isEqualTo(3);
        assertThat(run.err()).isEqualTo("tally: ruleset.toml:3: extends 'bmja', but the ruleset of a game file is written"
                + " out in full and extends nothing; export the game again from the program that made it\n");
    }

    @Test
    void aGameFileOverFourMegabytesIsRefusedUnread() throws IOException {
        ObjectNode file = exported();
        file.put("id", "x".repeat(5 * 1024 * 1024));

        CliRun run = CliRun.of("game", "import", write("huge.json", JSON.writeValueAsString(file)).toString(),
                "--db", "jdbc:h2:file:" + dir.resolve("club"));

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tally: cannot read " + dir.resolve("huge.json") + ": the game file is larger"
                + " than 4096 KB; a game of 10000 hands, the most a game may have, is smaller, so check that this is a"
                + " game file written by Mahjong Tally\n");
    }

    /** The game file of a new game of this test's database. */
    private ObjectNode exported() throws IOException {
        String db = "jdbc:h2:file:" + dir.resolve("club");
        CliRun g = CliRun.of("game", "new", "--players", "Ann,Bob,Cid,Dee", "--json", "--db", db);
        Matcher m = Pattern.compile("\"id\":\"([a-z2-7]{10})\"").matcher(g.out());
        assertThat(m.find()).as(g.err()).isTrue();
        Path out = dir.resolve("game.json");
        CliRun export = CliRun.of("game", "export", m.group(1), "--output", out.toString(), "--db", db);
        assertThat(export.exitCode()).as(export.err()).isZero();
        return (ObjectNode) JSON.readTree(Files.readString(out));
    }
}
