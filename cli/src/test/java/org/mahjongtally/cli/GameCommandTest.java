/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.json.HandJson;
import org.mahjongtally.json.TextOrNull;
import org.mahjongtally.store.EditKeyException;
import org.mahjongtally.store.Expect;
import org.mahjongtally.store.GameStore;
import org.mahjongtally.store.GameStores;

/**
 * A table keeps the books of a short game with the game commands, against an H2 file in a
 * temporary directory. Every command is a run of its own that opens the database and closes it
 * again, as a restarted program would, so each step also shows that the game survived.
 */
class GameCommandTest {

    private static final Pattern ID = Pattern.compile("\"id\":\"([a-z2-7]{10})\"");
    private static final String FIFTH_RED = "Ann: [RRR] [GGG] 222b 33c 456d win=3c by=wall; Bob: RRR 111d 99c 12345b;"
            + " Cid: 555c 777c 1c 88d 99b WW; Dee: [PPP] 345c 678c 11b SS";

    @TempDir
    Path dir;

    private String db;

    @BeforeEach
    void database() {
        db = "jdbc:h2:file:" + dir.resolve("games");
    }

    /** Runs a game command against the test database. */
    private CliRun game(String... args) {
        List<String> all = new ArrayList<>(List.of("game"));
        all.addAll(Arrays.asList(args));
        all.add("--db");
        all.add(db);
        return CliRun.of(all.toArray(String[]::new));
    }

    private String newGame() {
        CliRun run = game("new", "--players", "Ann,Bob,Cid,Dee", "--json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        Matcher m = ID.matcher(run.out());
        assertThat(m.find()).isTrue();
        return m.group(1);
    }

    @Test
    void aShortGameIsPlayedCorrectedShownAndFoundAgain() {
        CliRun started = game("new", "--players", "Ann,Bob,Cid,Dee");
        assertThat(started.exitCode()).isZero();
        assertThat(started.out()).startsWith("Started game ")
                .contains(": Ann (East), Bob (South), Cid (West), Dee (North).")
                .contains("Rules: bmja (British Mah-Jong Association), hash ");
        String id = game("list", "--json").out().replaceAll("(?s).*\"id\":\"([a-z2-7]{10})\".*", "$1").strip();

        CliRun first = game("hand", id, "--winner", "Bob", "--scores", "Ann=80,Bob=112,Cid=12,Dee=48");
        assertThat(first.exitCode()).as(first.err()).isZero();
        assertThat(first.out()).startsWith("Hand 1, East round, Ann is East. Bob went Mah-Jong.")
                .containsPattern("Ann +East +80 +-24 +-24\\R")
                .containsPattern("Bob +South +112 +\\+448 +\\+448 +Mah-Jong")
                .contains("  Ann pays Bob 224           (2 × 112, East doubles)")
                .contains("  Cid pays Dee 36            (48 - 12)")
                .endsWith("Next: hand 2, East round, Bob is East." + System.lineSeparator());

        CliRun second = game("hand", id, "--winner", "bob", "--scores", "Ann=8,Cid=4,Dee=0", "--discarder", "CID",
                "--hands", "Bob: [RRR] [GGG] 222b 33c 456d win=3c by=discard");
        assertThat(second.exitCode()).as(second.err()).isZero();
        assertThat(second.out()).startsWith("Hand 2, East round, Bob is East. Bob went Mah-Jong on Cid's discard.")
                .containsPattern("Bob +East +128 +\\+768 +\\+1216 +Mah-Jong")
                .containsPattern("Dee +West +0 +-268 +-408")
                .contains("Scored from the tiles")
                .contains("  Bob: [RRR] [GGG] 222b 33c 456d win=3c by=discard  =  32 points × 2^2 = 128");

        CliRun draw = game("hand", id, "--draw", "--penalty", "ann pays all 30 false Mah-Jong");
        assertThat(draw.out()).contains("A draw: nobody went Mah-Jong.").contains("Nothing is paid for the hand itself: only the penalties below.")
                .doesNotContain("Nothing is paid for the hand.")
                .contains("  Ann pays Bob, Cid and Dee 30 each   (false Mah-Jong)")
                .contains("Next: hand 4, East round, Bob is East.");

        CliRun edit = game("edit", id, "1", "--winner", "Cid", "--scores", "Ann=80,Bob=12,Cid=112,Dee=48");
        assertThat(edit.exitCode()).as(edit.err()).isZero();
        assertThat(edit.out()).startsWith("Corrected hand 1 of game " + id + "; the hands after it were replayed.")
                .containsPattern("Cid +West +112 +\\+448 +\\+448 +Mah-Jong");

        CliRun show = game("show", id);
        assertThat(show.exitCode()).isZero();
        assertThat(show.out().lines().toList()).contains(
                "Hand  Round   Ann               Bob               Cid               Dee",
                "   1  East    E    80      -24  S    12     -284  W   112*    +448  N    48     -140",
                "   2  East    N     8     -268  E   128*    +484  S     4     +192  W     0     -408",
                "   3  East    N     -     -358  E     -     +514  S     -     +222  W     -     -378  draw, penalty",
                "  1. Bob     +514   tallies   2514",
                "  2. Cid     +222   tallies   2222",
                "  4. Dee     -378   tallies   1622",
                "Next: hand 4, East round, Bob is East.");

        CliRun deleted = game("delete-hand", id, "3");
        assertThat(deleted.out()).startsWith("Deleted hand 3 of game " + id + ".")
                .contains("Totals: Ann -268, Bob +484, Cid +192, Dee -408");

        CliRun list = game("list");
        assertThat(list.out()).startsWith("Game        Players             Rules         Hands  Started")
                .containsPattern(id + "  Ann, Bob, Cid, Dee  bmja +2  ");
    }

    @Test
    void aHandThatCannotBeAcceptedIsOneLineOnStderrAndChangesNothing() {
        String id = newGame();
        game("hand", id, "--winner", "Bob", "--scores", "Ann=80,Bob=112,Cid=12,Dee=48");
        String before = game("show", id, "--json").out();

        CliRun fifth = game("hand", id, "--winner", "Ann", "--hands", FIFTH_RED);
        CliRun stranger = game("hand", id, "--winner", "Zed", "--scores", "Ann=80,Bob=112,Cid=12,Dee=48");
        CliRun missing = game("hand", id, "--winner", "Ann", "--scores", "Ann=80,Bob=112,Cid=12");
        CliRun typo = game("hand", id, "--winner", "Ann", "--scores", "Ann=80,Bob=1x");
        CliRun nobody = game("hand", id, "--scores", "Ann=80,Bob=112,Cid=12,Dee=48");

        assertThat(fifth.exitCode()).as("an invalid hand").isEqualTo(3);
        assertThat(fifth.err()).isEqualTo("tally: hand 2: Red Dragon appears 6 times across the table (Ann has 3,"
                + " Bob has 3), but a set has only four; check those hands for a typo" + System.lineSeparator());
        assertThat(stranger.err()).contains("no player 'Zed'").contains("the players are Ann, Bob, Cid, Dee");
        assertThat(missing.err()).contains("hand 2: give the score or the tiles of Dee");
        assertThat(typo.err()).contains("the score of Bob must be a whole number of points");
        assertThat(nobody.err()).contains("say who went Mah-Jong with --winner NAME, or --draw");
        for (CliRun run : List.of(stranger, missing, typo, nobody)) {
            assertThat(run.exitCode()).as("bad input").isEqualTo(2);
        }
        for (CliRun run : List.of(fifth, stranger, missing, typo, nobody)) {
            assertThat(run.err().lines()).hasSize(1);
            assertThat(run.out()).isEmpty();
        }
        assertThat(game("show", id, "--json").out()).isEqualTo(before);
    }

    @Test
    void unknownGamesAndUnusableDatabasesAreOneClearLine() {
        CliRun unknown = game("show", "aaaaaaaaaa");
        CliRun mysql = CliRun.of("game", "list", "--db", "jdbc:mysql://localhost/tally");
        CliRun badRules = game("new", "--players", "Ann,Bob,Cid,Dee", "--limit", "501");

        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).isEqualTo("tally: there is no game 'aaaaaaaaaa'; 'tally game list' shows the games"
                + System.lineSeparator());
        assertThat(mysql.exitCode()).isEqualTo(2);
        assertThat(mysql.err()).startsWith("tally: unsupported database URL 'jdbc:mysql://localhost/tally'");
        assertThat(badRules.exitCode()).isEqualTo(3);
        assertThat(badRules.err()).startsWith("tally: table options: option 'limit' must be");
        assertThat(game("list").out()).startsWith("No games yet.");
    }

    @Test
    void tableOptionsAndStakesAreFixedWhenTheGameStarts() {
        CliRun started = game("new", "--players", "Ann,Bob,Cid,Dee", "--limit", "500", "--option", "eastDoubles=false",
                "--rounds", "1", "--draw-passes-deal", "--stake", "0.01", "--currency", "EUR");
        assertThat(started.out()).contains("Rules: bmja-table (British Mah-Jong Association, table options limit=500,"
                + " eastDoubles=false), hash ")
                .contains("; 1 round; a draw passes the deal; tallies 2000 each; 0.01 EUR a point");
        String id = game("list", "--json").out().replaceAll("(?s).*\"id\":\"([a-z2-7]{10})\".*", "$1").strip();

        CliRun limitHand = game("hand", id, "--winner", "Ann", "--scores", "Ann=1280,Bob=0,Cid=0,Dee=0");
        assertThat(limitHand.out()).containsPattern("Ann +East +1280 +\\+1500 +\\+1500 +Mah-Jong limited to 500");
        // Ann kept the deal by winning; the draw passes it, as this table plays.
        assertThat(game("hand", id, "--draw").out()).contains("Next: hand 3, East round, Bob is East.");
        assertThat(game("show", id).out()).contains("  1. Ann    +1500   tallies   3500   15.00 EUR")
                .contains("  2. Bob     -500   tallies   1500   -5.00 EUR");
    }

    @Test
    void aTableThatExchangesSeatsHasTheSouthRoundDealtFromItsNewPlaces() throws IOException {
        CliRun started = game("new", "--players", "Ann,Bob,Cid,Dee", "--rounds", "2", "--seat-exchange");
        assertThat(started.out()).as(started.err()).contains("; 2 rounds; East keeps the deal after a draw; players change places"
                + " each round; tallies 2000 each");
        String id = game("list", "--json").out().replaceAll("(?s).*\"id\":\"([a-z2-7]{10})\".*", "$1").strip();
        for (String south : List.of("Bob", "Cid", "Dee")) {
            CliRun hand = game("hand", id, "--winner", south, "--scores", everyone(south));
            assertThat(hand.exitCode()).as(hand.err()).isZero();
        }
        // Ann and Bob change places, and Cid and Dee: the South round is dealt Bob, Ann, Dee, Cid.
        assertThat(game("hand", id, "--winner", "Ann", "--scores", everyone("Ann")).out())
                .contains("Next: hand 5, South round, Bob is East.");
        assertThat(game("hand", id, "--winner", "Ann", "--scores", everyone("Ann")).out())
                .contains("Next: hand 6, South round, Ann is East.");
        assertThat(game("hand", id, "--winner", "Dee", "--scores", everyone("Dee")).out())
                .contains("Next: hand 7, South round, Dee is East.");
        Path file = dir.resolve("exchange.json");
        game("export", id, "--output", file.toString());
        assertThat(Files.readString(file, StandardCharsets.UTF_8)).containsPattern("\"seatExchange\" *: *true");
        CliRun imported = game("import", file.toString());
        assertThat(imported.exitCode()).as(imported.err()).isZero();
        assertThat(imported.out()).contains("Dee is East");
    }

    /** 20 points for the winner, none for the others. */
    private static String everyone(String winner) {
        return String.join(",", List.of("Ann", "Bob", "Cid", "Dee").stream()
                .map(p -> p + "=" + (p.equals(winner) ? 20 : 0)).toList());
    }

    @Test
    void aGameExportedAndImportedIsTheSameGame() throws IOException {
        String id = newGame();
        game("hand", id, "--winner", "Bob", "--scores", "Ann=80,Bob=112,Cid=12,Dee=48");
        game("hand", id, "--draw", "--penalty", "Ann pays Bob,Cid 30 false Mah-Jong");
        Path json = dir.resolve("game.json");
        Path csv = dir.resolve("game.csv");

        CliRun exported = game("export", id, "--output", json.toString());
        game("export", id, "--format", "csv", "--output", csv.toString());
        CliRun imported = game("import", json.toString(), "--json");

        assertThat(exported.out())
                .isEqualTo("Wrote game " + id + " (2 hands, JSON) to " + json + System.lineSeparator());
        assertThat(imported.exitCode()).as(imported.err()).isZero();
        Matcher m = ID.matcher(imported.out());
        assertThat(m.find()).isTrue();
        String copy = m.group(1);
        assertThat(copy).isNotEqualTo(id);
        assertThat(imported.out()).contains("\"importedFrom\":\"" + id + "\"");
        String original = game("show", id, "--json").out();
        assertThat(game("show", copy, "--json").out().replace(copy, id)).isEqualTo(original);
        assertThat(Files.readString(csv, StandardCharsets.UTF_8)).startsWith(
                "hand,prevailing,east,winner,Ann score,Ann balance,Ann total,Bob score,Bob balance,Bob total,"
                        + "Cid score,Cid balance,Cid total,Dee score,Dee balance,Dee total\r\n"
                        + "1,East,Ann,Bob,80,-24,-24,112,448,448,12,-284,-284,48,-140,-140\r\n"
                        + "2,East,Bob,,0,-60,-84,0,30,478,0,30,-254,0,0,-140\r\n");
        assertThat(game("export", id).out()).isEqualTo(Files.readString(json, StandardCharsets.UTF_8));
    }

    @Test
    void anImportPrintsTheEditLinkWhoseKeyChangesTheGame() throws Exception {
        String id = newGame();
        game("hand", id, "--winner", "Bob", "--scores", "Ann=80,Bob=112,Cid=12,Dee=48");
        Path json = dir.resolve("game.json");
        game("export", id, "--output", json.toString());

        CliRun imported = game("import", json.toString(), "--club-url", "http://192.168.1.10:7070");

        assertThat(imported.exitCode()).as(imported.err()).isZero();
        Matcher edit = Pattern.compile("(?m)^Edit link: +http://192\\.168\\.1\\.10:7070/#/game/([a-z2-7]{10})\\?key=([A-Za-z0-9_-]{32})$")
                .matcher(imported.out());
        assertThat(edit.find()).as(imported.out()).isTrue();
        String copy = edit.group(1);
        String key = edit.group(2);
        assertThat(copy).isNotEqualTo(id);
        assertThat(imported.out()).containsPattern("(?m)^Read-only link: http://192\\.168\\.1\\.10:7070/#/game/[a-z2-7]{16}$")
                .doesNotContain("CLUB-SERVER");
        // The key printed is the game's: a write showing it is taken, one showing another is not.
        HandRecord draw = new HandJson(TextOrNull.ofNullable(null), null, null, new LinkedHashMap<>(), new LinkedHashMap<>(),
                null).toRecord();
        try (GameStore store = GameStores.open(db)) {
            int version = store.get(copy).version();
            String otherKey = "A".repeat(32);
            assertThatThrownBy(() -> store.addHand(copy, draw, Expect.version(version).withEditKey(otherKey)))
                    .isInstanceOf(EditKeyException.class);
            assertThat(store.addHand(copy, draw, Expect.version(version).withEditKey(key)).hands()).hasSize(2);
        }
    }

    @Test
    void anImportWithoutTheClubAddressPrintsTheLinksAfterAPlaceholderAndTheKeyInJson() throws IOException {
        String id = newGame();
        Path json = dir.resolve("game.json");
        game("export", id, "--output", json.toString());

        CliRun text = game("import", json.toString());
        CliRun asJson = game("import", json.toString(), "--json");

        assertThat(text.out()).containsPattern("(?m)^Edit link: +CLUB-SERVER/#/game/[a-z2-7]{10}\\?key=[A-Za-z0-9_-]{32}$")
                .containsPattern("(?m)^Read-only link: CLUB-SERVER/#/game/[a-z2-7]{16}$")
                .contains("--club-url ADDRESS prints the links whole");
        assertThat(asJson.out()).containsPattern("\"editKey\":\"[A-Za-z0-9_-]{32}\",\"shareId\":\"[a-z2-7]{16}\"")
                .doesNotContain("editLink");
        assertThat(game("import", json.toString(), "--club-url", "https://club.example/tally", "--json").out())
                .containsPattern("\"editLink\":\"https://club.example/tally/#/game/[a-z2-7]{10}\\?key=[A-Za-z0-9_-]{32}\"")
                .containsPattern("\"readOnlyLink\":\"https://club.example/tally/#/game/[a-z2-7]{16}\"");
    }

    @Test
    void anImportRefusesAClubAddressThatIsNotOneAndStoresNothing() throws IOException {
        String id = newGame();
        Path json = dir.resolve("game.json");
        game("export", id, "--output", json.toString());

        CliRun refused = game("import", json.toString(), "--club-url", "club:7070#/game");

        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.err()).isEqualTo("tally: --club-url takes the address of the club server's page, such as"
                + " http://192.168.1.10:7070/ (http or https, no ? or #); got 'club:7070#/game'" + System.lineSeparator());
        assertThat(game("list", "--json").out()).containsOnlyOnce("\"id\"");
    }

    @Test
    void aGameFileWithAMisspeltFieldIsNotImported() throws IOException {
        String id = newGame();
        game("hand", id, "--winner", "Bob", "--scores", "Ann=80,Bob=112,Cid=12,Dee=48");
        Path json = dir.resolve("game.json");
        game("export", id, "--output", json.toString());
        Files.writeString(json, Files.readString(json, StandardCharsets.UTF_8).replace("\"winner\" :", "\"winer\" :"));

        CliRun imported = game("import", json.toString());

        assertThat(imported.exitCode()).isEqualTo(2);
        assertThat(imported.err()).isEqualTo("tally: unknown field 'hands[0].winer'; did you mean 'hands[0].winner'?"
                + " The fields of 'hands[0]' are discarder, hands, payForAll, penalties, scores, winner"
                + System.lineSeparator());
        assertThat(game("list", "--json").out()).containsOnlyOnce("\"id\"");
    }

    @Test
    void aHandCanOptOutOfTheRulesetsPayingForAll() {
        CliRun started = game("new", "--players", "Ann,Bob,Cid,Dee", "--option", "payForAll=true", "--json");
        Matcher m = ID.matcher(started.out());
        assertThat(m.find()).as(started.err()).isTrue();
        String id = m.group(1);

        CliRun byRule = game("hand", id, "--winner", "Bob", "--discarder", "Cid", "--scores", "Ann=8,Bob=20,Cid=4,Dee=0");
        CliRun optedOut = game("hand", id, "--winner", "Bob", "--discarder", "Cid", "--no-pay-for-all",
                "--scores", "Ann=8,Bob=20,Cid=4,Dee=0");

        assertThat(byRule.out()).contains("Bob went Mah-Jong on Cid's discard, Cid pays for all.")
                .contains("Cid pays Bob 80");
        assertThat(optedOut.out()).contains("Bob went Mah-Jong on Cid's discard.").doesNotContain("pays for all");
    }

    @Test
    void oneHandInFullShowsEveryScoreSheet() {
        String id = newGame();
        game("hand", id, "--winner", "Ann", "--hands", FIFTH_RED.replace("Bob: RRR", "Bob: [EEE]"));

        CliRun full = game("show", id, "--hand", "1");

        assertThat(full.out()).contains("Scored from the tiles").contains("Ann:")
                .contains("    Pung or kong of dragons                      [RRR]        1 double")
                .contains("  Total: 136").contains("Bob:").contains("Dee:");
    }
}
