/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.mahjongtally.rules.RulesetOptions;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.Ruleset;

/** {@code tally rulesets}, {@code show}, {@code check} and {@code diff}, run as a user would. */
class RulesetsCommandTest {

    private static final String CLUB = """
            # Our club: BMJA with a 500 limit and no original call.
            id = "our-club"
            name = "Our club"
            version = 1
            extends = "bmja"

            [options]
            limit = 500

            [[remove]]
            id = "original-call"
            """;

    private static final String BROKEN = """
            id = "broken"
            version = 1
            extends = "bmja"

            [options]
            limit = 501

            [[element]]
            id = "dragon-sett"
            doubles = 2
            """;

    @TempDir
    Path dir;

    private String write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text).toString();
    }

    @Test
    void listsThePresetsWithMahJongLimitAndHash() {
        CliRun run = CliRun.of("rulesets");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out())
                .containsPattern("bmja +British Mah-Jong Association +20 +1000  " + Rulesets.bmja().hash())
                .containsPattern("dmjl +Deutsche Mah Jongg Liga \\(classical\\) +20 +500  [0-9a-f]{16}")
                .containsPattern("millington +Millington, The Complete Book of Mah-Jongg +10 +1000  [0-9a-f]{16}")
                .contains("tally rulesets show ID|FILE");
    }

    @Test
    void listsThePresetsAsJson() {
        CliRun run = CliRun.of("rulesets", "--json");

        assertThat(run.out().strip()).startsWith("[{\"id\":\"bmja\",\"name\":\"British Mah-Jong Association\","
                + "\"mahJong\":20,\"limit\":1000,\"hash\":\"" + Rulesets.bmja().hash() + "\"},{\"id\":\"dmjl\"")
                .contains("{\"id\":\"millington\",\"name\":\"Millington, The Complete Book of Mah-Jongg\","
                        + "\"mahJong\":10,\"limit\":1000,");
    }

    @Test
    void showListsEveryOptionAndElement() {
        CliRun run = CliRun.of("rulesets", "show", "millington");
        Ruleset millington = Rulesets.preset("millington");
        int elements = millington.elements().size();

        assertThat(run.exitCode()).isZero();
        assertThat(run.out())
                .startsWith("millington: Millington, The Complete Book of Mah-Jongg")
                .contains(elements + " elements")
                .containsPattern("eastStreakLimit +13 +East's win in a row that is a limit hand")
                .containsPattern("kongHas3Types +true +a kong claimed from a discard")
                .containsPattern("tallies +Heaven=500,Earth=100,Man=10,Harmony=2")
                .containsPattern("mah-jong +Going Mah-Jong +10 points")
                .containsPattern("one-suit-only +One suit only +3 doubles")
                .containsPattern("squirming-snake +Wriggling Snake +the limit \\(1000\\)")
                .contains("Special hands (18)");
        assertThat(run.out().lines().filter(l -> l.startsWith("  "))).hasSize(RulesetOptions.of(millington).size() + elements);
    }

    @Test
    void showOfAClubFileNamesWhatItRemovedNoMore() throws IOException {
        CliRun run = CliRun.of("rulesets", "show", write("club.toml", CLUB));

        assertThat(run.out()).startsWith("our-club: Our club").contains((Rulesets.bmja().elements().size() - 1) + " elements")
                .containsPattern("limit +500 ").doesNotContain("original-call")
                .containsPattern("thirteen-unique-wonders +Thirteen Unique Wonders +the limit \\(500\\); calling: 200");
    }

    @Test
    void showAsJson() {
        CliRun run = CliRun.of("rulesets", "show", "dmjl", "--json");

        assertThat(run.out()).startsWith("{\"id\":\"dmjl\",").contains("\"options\":{\"limit\":500,")
                .contains("{\"id\":\"east-streak\",\"name\":\"East's ninth win in a row\",\"kind\":\"special-hand\","
                        + "\"scope\":\"winner\",\"points\":0,\"doubles\":0,\"limit\":100,\"fishing\":0,\"excludes\":[],"
                        + "\"pattern\":\"seat E\\neast-streak\\n\"}");
    }

    @Test
    void checkSaysOkWithTheHash() throws IOException {
        String club = write("club.toml", CLUB);
        CliRun run = CliRun.of("rulesets", "check", club);
        CliRun json = CliRun.of("rulesets", "check", club, "--json");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("ok: " + club + " is the ruleset our-club (Our club), version 1, 48 elements")
                .containsPattern("hash [0-9a-f]{16}");
        assertThat(json.out()).startsWith("{\"ok\":true,\"id\":\"our-club\",\"name\":\"Our club\",\"version\":1,\"hash\":\"");
    }

    @Test
    void checkListsEveryProblemWithItsLineAndExits3() throws IOException {
        CliRun run = CliRun.of("rulesets", "check", write("broken.toml", BROKEN));

        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("tally: 2 problems in the ruleset:")
                .contains("broken.toml:6: option 'limit' must be \"none\" or a positive even number")
                .contains("broken.toml:9: unknown element 'dragon-sett'; did you mean 'dragon-set'?")
                .doesNotContain("Exception");
    }

    @Test
    void checkListsTheProblemsAsJson() throws IOException {
        CliRun run = CliRun.of("rulesets", "check", write("broken.toml", BROKEN), "--json");

        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.out()).startsWith("{\"ok\":false,\"problems\":[{\"file\":\"broken.toml\",\"line\":6,")
                .contains("{\"file\":\"broken.toml\",\"line\":9,\"message\":\"unknown element 'dragon-sett';");
    }

    @Test
    void checkOfAFileThatIsNotThere() {
        CliRun run = CliRun.of("rulesets", "check", dir.resolve("none.toml").toString());

        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.err()).contains("neither a preset nor a ruleset file");
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void aFileThatNeverEndsIsRefusedNotReadToTheEnd() {
        CliRun run = CliRun.of("rulesets", "check", "/dev/zero");

        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.err()).contains("larger than 1000000 bytes").doesNotContain("Exception")
                .doesNotContain("\tat ");
    }

    @Test
    void diffShowsOptionsAndElementsThatDiffer() throws IOException {
        CliRun run = CliRun.of("rulesets", "diff", "bmja", write("club.toml", CLUB));

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("bmja (British Mah-Jong Association, hash")
                .contains("->  our-club (Our club, hash")
                .contains("Options (1)").containsPattern("limit +1000  ->  500")
                .contains("Only in bmja (1)").containsPattern("original-call +Original call +1 double")
                .doesNotContain("Only in our-club").doesNotContain("Changed");
    }

    @Test
    void diffOfThePresetsShowsWhereTheyDisagree() {
        CliRun run = CliRun.of("rulesets", "diff", "bmja", "millington");

        assertThat(run.out()).containsPattern("maxChows +1  ->  4")
                .containsPattern("kongHas3Types +false  ->  true")
                .containsPattern("own-flower +Own flower +1 double")
                .containsPattern("all-green +Imperial Jade +the limit \\(1000\\)")
                .containsPattern("mah-jong +Going Mah-Jong: 20 points")
                .contains("-> Going Mah-Jong: 10 points")
                .containsPattern("all-flowers +All four flowers \\(bouquet\\): 2 doubles; not with own-flower");
    }

    @Test
    void diffOfTheSameRulesSaysSo() {
        CliRun run = CliRun.of("rulesets", "diff", "dmjl", "dmjl");

        assertThat(run.out()).contains("No differences: both score and settle every hand alike");
    }

    @Test
    void diffAsJson() throws IOException {
        CliRun run = CliRun.of("rulesets", "diff", "bmja", write("club.toml", CLUB), "--json");

        assertThat(run.out()).startsWith("{\"from\":{\"id\":\"bmja\",")
                .contains("\"options\":[{\"key\":\"limit\",\"from\":\"1000\",\"to\":\"500\"}],"
                        + "\"onlyInFrom\":[{\"id\":\"original-call\",")
                .contains("\"onlyInTo\":[],\"changed\":[]}");
    }

    @Test
    void anUnknownRulesetIsExitCode3WithThePresets() {
        CliRun run = CliRun.of("rulesets", "diff", "bmja", "wright");

        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.err()).isEqualTo("tally: wright: neither a preset nor a ruleset file; the presets are"
                + " bmja, dmjl, millington, or give the path of a .toml file" + System.lineSeparator());
    }

    @Test
    void helpNamesTheSubcommands() {
        CliRun run = CliRun.of("rulesets", "--help");

        assertThat(run.out()).contains("show").contains("check").contains("diff").contains("extends = \"bmja\"");
        assertThat(CliRun.of("--help").out()).contains("rulesets");
    }

    @Test
    void diffNamesAChangedScopeAndGroups() throws IOException {
        String club = write("scoped.toml", """
                id = "scoped"
                version = 1
                extends = "bmja"

                [[element]]
                id = "dragon-set"
                scope = "winner"

                [[element]]
                id = "bonus-tile"
                groups = []
                """);

        CliRun run = CliRun.of("rulesets", "diff", "bmja", club);

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Changed (2)")
                .containsPattern("-> Pung or kong of dragons: 1 double; the winner's only")
                .containsPattern("-> Flower or season: 4 points; groups: none");
    }
}
