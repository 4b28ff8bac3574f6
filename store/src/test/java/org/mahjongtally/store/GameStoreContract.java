/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mahjongtally.store.Fixtures.SETUP;
import static org.mahjongtally.store.Fixtures.bobWins;
import static org.mahjongtally.store.Fixtures.drawWithPenalty;
import static org.mahjongtally.store.Fixtures.fourHands;
import static org.mahjongtally.store.Fixtures.scores;
import static org.mahjongtally.store.Fixtures.tiledWin;
import static org.mahjongtally.store.Fixtures.tiles;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.mahjongtally.json.GameFileJson;
import org.mahjongtally.game.Game;
import org.mahjongtally.game.GameException;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.GameSheet;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.game.PlayerEntry;
import org.mahjongtally.game.Standings;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.rules.TableOptions;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.settlement.DiscardLiability;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/**
 * What every {@link GameStore} must do, run against each real database by a subclass that
 * gives a fresh, empty database per test.
 */
abstract class GameStoreContract {

    /** The store's messages as the command line shows them. */
    static final Words ENGLISH = Words.in(Language.ENGLISH).with(StorePhrasebooks.of(Language.ENGLISH));

    private static final int WRITERS = 8;

    /** The URL of a fresh, empty database for one test. */
    abstract String freshDatabaseUrl() throws Exception;

    /** A plain JDBC connection to the database at this URL, to write rows as older code did. */
    Connection connect(String databaseUrl) throws Exception {
        return DriverManager.getConnection(databaseUrl, "sa", "");
    }

    private String url;
    private GameStore store;

    @BeforeEach
    void open() throws Exception {
        url = freshDatabaseUrl();
        store = GameStores.open(url);
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void aNewGameIsStoredWithItsSetupAndNoHands() {
        StoredGame game = store.create(SETUP);

        assertThat(game.id()).matches("[a-z2-7]{10}");
        assertThat(game.version()).isEqualTo(1);
        assertThat(store.get(game.id())).isEqualTo(game);
        assertThat(store.get(game.id().toUpperCase())).isEqualTo(game);
        assertThat(store.list()).singleElement().satisfies(s -> {
            assertThat(s.id()).isEqualTo(game.id());
            assertThat(s.players()).isEqualTo(Fixtures.PLAYERS);
            assertThat(s.rulesetId()).isEqualTo("bmja");
            assertThat(s.hands()).isZero();
            assertThat(s.created()).isEqualTo(game.created());
        });
    }

    @Test
    void handsAreRecordedInOrderAndEveryWriteMovesTheVersionOn() {
        String id = store.create(SETUP).id();

        for (HandRecord hand : fourHands()) {
            store.addHand(id, hand);
        }

        StoredGame game = store.get(id);
        assertThat(game.hands()).isEqualTo(fourHands());
        assertThat(game.version()).isEqualTo(5);
        assertThat(game.sheet().hands().get(0).players()).extracting(r -> r.balance())
                .containsExactly(816L, -242L, -284L, -290L);
        assertThat(game.sheet().totals().stream().mapToLong(Long::longValue).sum()).isZero();
        assertThat(store.list()).singleElement().satisfies(s -> {
            assertThat(s.hands()).isEqualTo(4);
            assertThat(s.updated()).isAfterOrEqualTo(s.created());
        });
    }

    @Test
    void aGameSurvivesClosingAndReopeningTheDatabase() {
        String id = store.create(SETUP).id();
        fourHands().forEach(h -> store.addHand(id, h));
        StoredGame before = store.get(id);
        store.close();

        store = GameStores.open(url);

        assertThat(store.get(id)).isEqualTo(before);
        assertThat(store.get(id).sheet().totals()).isEqualTo(before.sheet().totals());
        assertThat(store.addHand(id, bobWins()).hands()).hasSize(5);
    }

    @Test
    void handsRecordedOneByOneGiveTheSheetOfAWholeReplay() {
        String id = store.create(SETUP).id();
        List<HandRecord> hands = new ArrayList<>();
        for (int round = 0; round < 3; round++) {
            hands.addAll(fourHands());
        }
        for (HandRecord hand : hands) {
            StoredGame after = store.addHand(id, hand);
            assertThat(after.sheet()).isEqualTo(Game.replay(SETUP, after.hands()));
        }

        StoredGame game = store.get(id);
        GameSheet replayed = Game.replay(SETUP, hands);
        assertThat(game.sheet()).isEqualTo(replayed);
        List<PlayerGame> lines = store.results(LocalDate.now(ZoneOffset.UTC).minusDays(1),
                LocalDate.now(ZoneOffset.UTC).plusDays(1));
        assertThat(lines).extracting(PlayerGame::points).containsExactlyElementsOf(replayed.totals());
        assertThat(lines).extracting(PlayerGame::hands).containsOnly(hands.size());
        store.close();
        store = GameStores.open(url);
        assertThat(store.get(id).sheet()).isEqualTo(replayed);
    }

    @Test
    void aStoredHandKeepsItsChoiceOfPayingForAllAndOneWithoutFollowsTheRuleset() {
        GameSetup cannon = new GameSetup(Fixtures.PLAYERS, TableOptions.apply(Rulesets.bmja(), Map.of("payForAll", true)),
                GameOptions.DEFAULTS);
        String id = store.create(cannon).id();
        // Every hand stored before the ruleset's rule applied to games says true or false, as this one.
        store.addHand(id, bobWins());
        store.addHand(id, HandRecord.win("Bob", scores(80, 112, 12, 48)).withDiscarder("Cid", Optional.empty()));
        store.close();

        store = GameStores.open(url);

        GameSheet sheet = store.get(id).sheet();
        assertThat(store.get(id).hands()).extracting(HandRecord::payForAll).containsExactly(Optional.of(false),
                Optional.empty());
        assertThat(sheet.hands().get(0).settlement().outcome().liability()).isEqualTo(DiscardLiability.NONE);
        assertThat(sheet.hands().get(0).settlement().payments()).hasSize(6);
        assertThat(sheet.hands().get(1).settlement().outcome().liability()).isEqualTo(DiscardLiability.PAYS_FOR_ALL);
        assertThat(sheet.hands().get(1).settlement().payments()).singleElement()
                .satisfies(p -> assertThat(p.amount()).as("Bob is East now: 3 × 2 × 112").isEqualTo(672));
    }

    @Test
    void twoStoresOnOneDatabaseEachSeeTheHandsTheOtherRecorded() {
        try (GameStore other = GameStores.open(url)) {
            String id = store.create(SETUP).id();
            store.addHand(id, tiledWin(), Expect.version(1));
            assertThat(other.get(id).version()).isEqualTo(2);
            other.addHand(id, bobWins(), Expect.version(2));
            other.editHand(id, 1, drawWithPenalty(), Expect.version(3));
            assertThat(store.get(id).hands()).as("read by the store that wrote version 2")
                    .containsExactly(drawWithPenalty(), bobWins());

            assertThatThrownBy(() -> store.addHand(id, bobWins(), Expect.version(2)))
                    .isInstanceOfSatisfying(GameChangedException.class, e -> assertThat(e.current().orElseThrow().hands())
                            .containsExactly(drawWithPenalty(), bobWins()));
            StoredGame game = store.addHand(id, tiledWin(), Expect.version(4));

            List<HandRecord> hands = List.of(drawWithPenalty(), bobWins(), tiledWin());
            assertThat(game.hands()).isEqualTo(hands);
            assertThat(game.sheet()).isEqualTo(Game.replay(SETUP, hands));
            assertThat(other.get(id)).isEqualTo(game);
            assertThat(other.get(id).sheet()).isEqualTo(game.sheet());
            Player bob = other.players().get(1);
            assertThat(other.history(bob.id())).singleElement()
                    .satisfies(line -> assertThat(line.points()).isEqualTo(game.sheet().totals().get(1)));
        }
    }

    static Stream<Arguments> badHands() {
        Map<String, PlayerEntry> fifthRed = tiles(
                "[RRR] [GGG] 222b 33c 456d win=3c by=wall",
                "RRR 111d 99c 12345b",
                "555c 777c 1c 88d 99b WW",
                "[PPP] 345c 678c 11b SS");
        Map<String, PlayerEntry> typo = tiles(
                "[RRR] [GGG] 222b 33c 456d win=3c by=wall",
                "[EEE] 111d 99c 12345b",
                "555c 777c 1c 88d 99b WW",
                "[PPP] 345x 678c 11b SS");
        Map<String, PlayerEntry> missing = new LinkedHashMap<>(scores(80, 112, 12, 48));
        missing.remove("Dee");
        Map<String, PlayerEntry> stranger = new LinkedHashMap<>(scores(80, 112, 12, 48));
        stranger.put("Zed", PlayerEntry.score(4));
        return Stream.of(
                Arguments.of("unknown winner", HandRecord.win("Zed", scores(80, 112, 12, 48)), "no player 'Zed'"),
                Arguments.of("unknown player", HandRecord.win("Bob", stranger), "no player 'Zed'"),
                Arguments.of("missing score", HandRecord.win("Bob", missing), "give the score or the tiles of Dee"),
                Arguments.of("tile typo", HandRecord.win("Ann", typo), "Dee's tiles: at position 9"),
                Arguments.of("fifth tile", HandRecord.win("Ann", fifthRed),
                        "Red Dragon appears 6 times across the table (Ann has 3, Bob has 3)"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badHands")
    void aHandThatCannotBeAcceptedLeavesTheGameExactlyAsItWas(String what, HandRecord bad, String message) {
        String id = store.create(SETUP).id();
        store.addHand(id, tiledWin());
        store.addHand(id, bobWins());
        StoredGame before = store.get(id);
        List<AuditEntry> auditBefore = store.audit(id);

        assertThatThrownBy(() -> store.addHand(id, bad)).isInstanceOfSatisfying(GameException.class,
                e -> assertThat(ENGLISH.render(e)).contains(message));
        assertThatThrownBy(() -> store.editHand(id, 1, bad)).isInstanceOfSatisfying(GameException.class,
                e -> assertThat(ENGLISH.render(e)).contains(message));

        assertThat(store.get(id)).isEqualTo(before);
        assertThat(store.audit(id)).isEqualTo(auditBefore);
    }

    @Test
    void aDeletionThatALaterHandCannotFollowIsRefused() {
        String id = store.create(SETUP).id();
        store.addHand(id, bobWins());
        Map<String, PlayerEntry> entries = new LinkedHashMap<>(scores(8, 0, 4, 2));
        entries.put("Bob", PlayerEntry.tiles("[RRR] [GGG] 222b 33c 456d seat=E win=3c by=discard"));
        store.addHand(id, HandRecord.win("Bob", entries));
        StoredGame before = store.get(id);

        // Without hand 1 Bob would still be South in the hand whose tiles say he is East.
        assertThatThrownBy(() -> store.deleteHand(id, 1)).isInstanceOfSatisfying(GameException.class,
                e -> assertThat(ENGLISH.render(e)).contains("hand 1: Bob's tiles say seat=E, but Bob sits South"));
        assertThat(store.get(id)).isEqualTo(before);
    }

    @Test
    void aGameOverItsLastRoundTakesNoMoreHands() {
        GameSetup oneRound = new GameSetup(Fixtures.PLAYERS, Rulesets.bmja(), GameOptions.DEFAULTS.withRounds(1));
        String id = store.create(oneRound).id();
        for (String winner : List.of("Bob", "Cid", "Dee", "Ann")) {
            store.addHand(id, HandRecord.win(winner, scores(10, 10, 10, 10)));
        }
        StoredGame before = store.get(id);

        assertThatThrownBy(() -> store.addHand(id, bobWins())).isInstanceOfSatisfying(GameException.class,
                e -> assertThat(ENGLISH.render(e)).contains("hand 5: the game is over (1 round played)"));
        assertThat(store.get(id)).isEqualTo(before);
    }

    @Test
    void editsAndDeletionsReplayTheGameAndAreKeptInTheAuditTrail() {
        String id = store.create(SETUP).id();
        fourHands().forEach(h -> store.addHand(id, h));
        HandRecord corrected = HandRecord.win("Cid", scores(80, 12, 112, 48));

        store.editHand(id, 2, corrected);
        StoredGame game = store.deleteHand(id, 3);

        assertThat(game.hands()).containsExactly(tiledWin(), corrected, fourHands().get(3));
        assertThat(game.version()).isEqualTo(7);
        assertThat(store.get(id)).isEqualTo(game);
        // Cid won hand 2, so the deal passed from Ann to Bob for the last hand.
        assertThat(game.sheet().hands().get(2).eastPlayer()).isEqualTo("Bob");

        List<AuditEntry> audit = store.audit(id);
        assertThat(audit).extracting(AuditEntry::action)
                .containsExactly("create", "record", "record", "record", "record", "edit", "delete");
        assertThat(audit).extracting(AuditEntry::hand).containsExactly(Optional.empty(), Optional.of(1),
                Optional.of(2), Optional.of(3), Optional.of(4), Optional.of(2), Optional.of(3));
        AuditEntry edit = audit.get(5);
        assertThat(edit.before().orElseThrow()).contains("\"winner\":\"Bob\"").contains("\"Cid\":12");
        assertThat(edit.after().orElseThrow()).contains("\"winner\":\"Cid\"").contains("\"Cid\":112");
        AuditEntry delete = audit.get(6);
        assertThat(delete.before().orElseThrow()).contains("false Mah-Jong");
        assertThat(delete.after()).isEmpty();
        assertThat(audit).extracting(AuditEntry::at).isSorted();
    }

    @Test
    void handsThatDoNotExistCannotBeEditedOrDeleted() {
        String id = store.create(SETUP).id();
        store.addHand(id, bobWins());

        assertThatThrownBy(() -> store.editHand(id, 2, bobWins())).isInstanceOfSatisfying(GameException.class,
                e -> assertThat(ENGLISH.render(e)).isEqualTo("game '" + id + "' has one hand, number 1; there is no hand 2"));
        assertThatThrownBy(() -> store.deleteHand(id, 0)).isInstanceOf(GameException.class);
        assertThat(store.get(id).version()).isEqualTo(2);
    }

    @Test
    void unknownGamesAreNotFound() {
        assertThat(store.find("aaaaaaaaaa")).isEmpty();
        assertThat(store.find("not an id")).isEmpty();
        assertThatThrownBy(() -> store.get("aaaaaaaaaa")).isInstanceOfSatisfying(GameNotFoundException.class,
                e -> assertThat(ENGLISH.render(e)).isEqualTo("there is no game 'aaaaaaaaaa'; 'tally game list' shows the games"));
        assertThatThrownBy(() -> store.addHand("aaaaaaaaaa", bobWins())).isInstanceOf(GameNotFoundException.class);
        assertThatThrownBy(() -> store.audit("aaaaaaaaaa")).isInstanceOf(GameNotFoundException.class);
        assertThatThrownBy(() -> store.deleteGame("aaaaaaaaaa")).isInstanceOf(GameNotFoundException.class);
    }

    @Test
    void deletingAGameTakesItsHandsAndAuditTrail() {
        String id = store.create(SETUP).id();
        store.addHand(id, bobWins());
        String other = store.create(SETUP).id();

        store.deleteGame(id);

        assertThat(store.find(id)).isEmpty();
        assertThatThrownBy(() -> store.audit(id)).isInstanceOf(GameNotFoundException.class);
        assertThat(store.list()).extracting(GameSummary::id).containsExactly(other);
    }

    @Test
    void theGameListIsNewestFirst() throws InterruptedException {
        String first = store.create(SETUP).id();
        Thread.sleep(5);
        String second = store.create(SETUP).id();

        assertThat(store.list()).extracting(GameSummary::id).containsExactly(second, first);
    }

    @Test
    void aGameKeepsTheRulesItStartedWith() {
        Ruleset table = TableOptions.apply(Rulesets.bmja(), Map.of("limit", 500, "eastDoubles", false));
        GameSetup setup = new GameSetup(Fixtures.PLAYERS, table, GameOptions.DEFAULTS.withRounds(2));

        StoredGame game = store.create(setup);
        store.addHand(game.id(), HandRecord.win("Dee", scores(0, 0, 0, 1280)));

        StoredGame back = store.get(game.id());
        assertThat(back.setup()).isEqualTo(setup);
        assertThat(back.setup().ruleset().id()).isEqualTo("bmja-table");
        assertThat(back.sheet().totals()).containsExactly(-500L, -500L, -500L, 1500L);
        assertThat(store.list().get(0).rulesetId()).isEqualTo("bmja-table");
    }

    @Test
    void exportAndImportGiveTheSameGameUnderANewId() {
        StoredGame original = store.create(SETUP);
        fourHands().forEach(h -> store.addHand(original.id(), h));
        StoredGame stored = store.get(original.id());

        GameFileJson.Contents contents = GameExport.fromJson(GameExport.toJson(stored));
        StoredGame imported = store.importGame(contents.setup(), contents.hands());

        assertThat(imported.id()).isNotEqualTo(stored.id());
        assertThat(contents.exportedId()).contains(stored.id());
        assertThat(imported.setup()).isEqualTo(stored.setup());
        assertThat(imported.hands()).isEqualTo(stored.hands());
        assertThat(store.get(imported.id())).isEqualTo(imported);
        assertThat(imported.sheet().totals()).isEqualTo(stored.sheet().totals());
        assertThat(store.audit(imported.id())).extracting(AuditEntry::action).containsExactly("import");
    }

    @Test
    void anImportWithAHandThatCannotBeAcceptedStoresNothing() {
        List<HandRecord> hands = new ArrayList<>(fourHands());
        hands.add(HandRecord.win("Zed", scores(1, 2, 3, 4)));

        assertThatThrownBy(() -> store.importGame(SETUP, hands)).isInstanceOfSatisfying(GameException.class,
                e -> assertThat(ENGLISH.render(e)).contains("no player 'Zed'"));
        assertThat(store.list()).isEmpty();
    }

    @Test
    void writersOfOneGameTakeTurns() throws Exception {
        String id = store.create(SETUP).id();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<StoredGame>> writes = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                writes.add(pool.submit(() -> store.addHand(id, drawWithPenalty())));
            }
            for (Future<StoredGame> w : writes) {
                w.get();
            }
        } finally {
            pool.shutdown();
        }

        StoredGame game = store.get(id);
        assertThat(game.hands()).hasSize(8);
        assertThat(game.version()).isEqualTo(9);
        assertThat(store.audit(id)).extracting(AuditEntry::hand).filteredOn(Optional::isPresent)
                .extracting(Optional::get).containsExactly(1, 2, 3, 4, 5, 6, 7, 8);
    }

    /**
     * Eight writers correct hand 1 and record hands, each sending the version it last read and
     * reading again after a refusal, all let go at once (on H2, two writes sent with the
     * same version were both accepted). Every accepted write moves the game on by one version of
     * its own, so no write is lost; repeated, as the race shows only in some runs.
     */
    @Test
    void writesThatSawTheSameVersionAreNeverBothAccepted() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(WRITERS);
        try {
            for (int run = 0; run < 20; run++) {
                String id = store.create(SETUP).id();
                int start = store.addHand(id, bobWins()).version();
                CyclicBarrier together = new CyclicBarrier(WRITERS);
                List<Future<List<Integer>>> writers = new ArrayList<>();
                for (int w = 0; w < WRITERS; w++) {
                    boolean corrects = w % 2 == 0;
                    writers.add(pool.submit(() -> {
                        together.await();
                        List<Integer> accepted = new ArrayList<>();
                        for (int attempt = 0; attempt < 3; attempt++) {
                            int seen = store.get(id).version();
                            try {
                                accepted.add((corrects ? store.editHand(id, 1, drawWithPenalty(), Expect.version(seen))
                                        : store.addHand(id, drawWithPenalty(), Expect.version(seen))).version());
                            } catch (GameChangedException refused) {
                                // another writer got there first: read again and retry
                            }
                        }
                        return accepted;
                    }));
                }
                List<Integer> versions = new ArrayList<>();
                for (Future<List<Integer>> w : writers) {
                    versions.addAll(w.get());
                }
                StoredGame game = store.get(id);
                assertThat(versions).as("run %d: the versions the accepted writes were answered with", run)
                        .doesNotHaveDuplicates().isNotEmpty()
                        .as("run %d: some writes were refused, so the writers did race", run).hasSizeLessThan(3 * WRITERS);
                assertThat(game.version()).as("run %d", run).isEqualTo(start + versions.size());
                assertThat(store.audit(id)).as("run %d", run).hasSize(2 + versions.size());
            }
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void aWriteThatSawAnOlderVersionIsRefusedWithTheGameAsItIsNow() {
        String id = store.create(SETUP).id();
        StoredGame first = store.addHand(id, bobWins(), Expect.version(1));
        assertThat(first.version()).isEqualTo(2);

        assertThatThrownBy(() -> store.addHand(id, drawWithPenalty(), Expect.version(1)))
                .isInstanceOfSatisfying(GameChangedException.class, e -> {
                    assertThat(e.code()).isEqualTo("game-changed");
                    assertThat(e.current()).get().extracting(StoredGame::version).isEqualTo(2);
                    assertThat(e.current().get().hands()).containsExactly(bobWins());
                });
        assertThatThrownBy(() -> store.editHand(id, 1, drawWithPenalty(), Expect.version(3)))
                .isInstanceOf(GameChangedException.class);
        assertThatThrownBy(() -> store.deleteHand(id, 1, Expect.version(1)))
                .isInstanceOf(GameChangedException.class);
        assertThat(store.get(id).hands()).containsExactly(bobWins());
        assertThat(store.get(id).version()).isEqualTo(2);
        assertThat(store.deleteHand(id, 1, Expect.version(2)).version()).isEqualTo(3);
    }

    /**
     * A change sent again with its id after its answer was lost, while another writer changed
     * the game meanwhile: the store says it made that change already (and which version it
     * made), even after the database was closed and opened again, and makes it no second time;
     * a change of another id on the old version is still refused as a conflict.
     */
    @Test
    void aChangeSentAgainWithItsIdIsNotMadeTwiceEvenAfterARestart() {
        NewGame started = store.start(SETUP);
        String id = started.game().id();
        String key = started.editKey();
        store.addHand(id, bobWins(), Expect.version(1).withEditKey(key));
        store.addHand(id, drawWithPenalty(), Expect.version(2).withEditKey(key));
        store.addHand(id, tiledWin(), Expect.version(3).withEditKey(key));
        Expect ours = Expect.version(4).withEditKey(key).withChangeId("phone-a-delete-hand-1");
        assertThat(store.deleteHand(id, 1, ours).version()).isEqualTo(5);
        // Another phone deletes another hand; then this phone's delete comes again.
        assertThat(store.deleteHand(id, 2, Expect.version(5).withEditKey(key)).hands()).containsExactly(drawWithPenalty());
        store.close();
        store = GameStores.open(url);

        assertThatThrownBy(() -> store.deleteHand(id, 1, ours))
                .isInstanceOfSatisfying(ChangeAppliedException.class, e -> {
                    assertThat(e.madeVersion()).isEqualTo(5);
                    assertThat(e.current().version()).isEqualTo(6);
                    assertThat(e.current().hands()).containsExactly(drawWithPenalty());
                });
        assertThatThrownBy(() -> store.addHand(id, bobWins(), Expect.version(4).withEditKey(key)
                .withChangeId("phone-b-record-hand-4"))).isInstanceOf(GameChangedException.class);
        assertThat(store.get(id).hands()).containsExactly(drawWithPenalty());
        assertThat(store.get(id).version()).isEqualTo(6);
        assertThat(store.audit(id)).extracting(AuditEntry::action)
                .containsExactly("create", "record", "record", "record", "delete", "delete");

        // The same id in another game is another change; without the edit key, nothing is said.
        NewGame other = store.start(SETUP);
        assertThat(store.addHand(other.game().id(), bobWins(), Expect.version(1).withEditKey(other.editKey())
                .withChangeId("phone-a-delete-hand-1")).version()).isEqualTo(2);
        assertThatThrownBy(() -> store.deleteHand(id, 1, Expect.version(4).withEditKey(other.editKey())
                .withChangeId("phone-a-delete-hand-1"))).isInstanceOf(EditKeyException.class);
    }

    /**
     * "Send to the club server" whose answer was lost, sent again: the same import id starts no
     * second game; it answers the game the first started, with a new edit key.
     */
    @Test
    void anImportSentAgainWithItsIdStartsNoSecondGame() {
        List<HandRecord> hands = List.of(bobWins(), drawWithPenalty());
        NewGame first = store.importNew(SETUP, hands, Optional.of("phone-game-ph-abc-move"));
        NewGame again = store.importNew(SETUP, hands, Optional.of("phone-game-ph-abc-move"));

        assertThat(again.game().id()).isEqualTo(first.game().id());
        assertThat(again.game().hands()).isEqualTo(hands);
        assertThat(store.list()).hasSize(1);
        String id = first.game().id();
        assertThatThrownBy(() -> store.addHand(id, tiledWin(), Expect.version(1).withEditKey(first.editKey())))
                .isInstanceOf(EditKeyException.class);
        assertThat(store.addHand(id, tiledWin(), Expect.version(1).withEditKey(again.editKey())).hands()).hasSize(3);
        assertThat(store.importNew(SETUP, hands, Optional.of("phone-game-ph-xyz-move")).game().id()).isNotEqualTo(id);
        assertThat(store.list()).hasSize(2);
    }

    @Test
    void writesNeedTheGamesEditKeyAndTheShareIdOnlyReads() {
        NewGame started = store.start(SETUP);
        String id = started.game().id();
        assertThat(started.editKey()).matches("[A-Za-z0-9_-]{32}");
        assertThat(started.game().shareId()).matches("[a-z2-7]{16}");

        assertThatThrownBy(() -> store.addHand(id, bobWins(), Expect.version(1).withEditKey("x".repeat(32))))
                .isInstanceOfSatisfying(EditKeyException.class, e -> assertThat(e.code()).isEqualTo("wrong-edit-key"));
        assertThatThrownBy(() -> store.addHand(id, bobWins(), Expect.version(1).withEditKey(store.start(SETUP).editKey())))
                .isInstanceOf(EditKeyException.class);
        assertThat(store.get(id).version()).isEqualTo(1);
        assertThat(store.addHand(id, bobWins(), Expect.version(1).withEditKey(started.editKey())).version()).isEqualTo(2);

        StoredGame shared = store.get(started.game().shareId());
        assertThat(shared.id()).isEqualTo(id);
        assertThat(shared.hands()).containsExactly(bobWins());
        assertThatThrownBy(() -> store.addHand(started.game().shareId(), bobWins(), Expect.ANY))
                .isInstanceOf(GameNotFoundException.class);

        String newKey = store.newEditKey(id);
        assertThatThrownBy(() -> store.addHand(id, bobWins(), Expect.version(2).withEditKey(started.editKey())))
                .isInstanceOf(EditKeyException.class);
        assertThat(store.addHand(id, bobWins(), Expect.version(2).withEditKey(newKey)).version()).isEqualTo(3);
    }

    @Test
    void playersAreKnownAcrossGamesWhateverTheCaseOfTheirNames() {
        String first = store.create(SETUP).id();
        store.addHand(first, bobWins());
        store.create(new GameSetup(List.of("ann", "BOB", "Eve", "Fay"), Rulesets.bmja(), GameOptions.DEFAULTS));
        assertThat(store.players()).extracting(Player::name).containsExactly("Ann", "Bob", "Cid", "Dee", "Eve", "Fay");

        Player bob = store.players().get(1);
        List<PlayerGame> history = store.history(bob.id());
        assertThat(history).hasSize(2);
        assertThat(history.get(1).gameId()).isEqualTo(first);
        assertThat(history.get(1).won()).isEqualTo(1);
        assertThat(history.get(1).points()).isEqualTo(store.get(first).sheet().totals().get(1));
        assertThat(history.get(1).bestHand()).isEqualTo(112);

        assertThatThrownBy(() -> store.addPlayer("ANN")).isInstanceOfSatisfying(PlayerException.class,
                e -> assertThat(e.code()).isEqualTo("player-exists"));
        assertThatThrownBy(() -> store.renamePlayer(bob.id(), "cid")).isInstanceOf(PlayerException.class);
        assertThatThrownBy(() -> store.addPlayer("\u202eevil")).isInstanceOfSatisfying(PlayerException.class,
                e -> assertThat(e.code()).isEqualTo("bad-player-name"));
        assertThat(store.renamePlayer(bob.id(), "Robert").name()).isEqualTo("Robert");
        assertThat(store.addPlayer("Gus").name()).isEqualTo("Gus");
        assertThat(store.history(bob.id())).allMatch(g -> g.player().equals("Robert"));
        assertThatThrownBy(() -> store.player(99_999)).isInstanceOfSatisfying(PlayerException.class,
                e -> assertThat(e.code()).isEqualTo("player-not-found"));
    }

    @Test
    void aPlayerLeftWithoutGamesCanBeDeletedAndOneWithGamesCannot() {
        String junk = store.create(new GameSetup(List.of("Ann", "Junk1", "Junk2", "Junk3"), Rulesets.bmja(),
                GameOptions.DEFAULTS)).id();
        Player ann = store.players().get(0);
        Player junk1 = store.players().stream().filter(p -> p.name().equals("Junk1")).findFirst().orElseThrow();
        assertThatThrownBy(() -> store.deletePlayer(junk1.id())).isInstanceOfSatisfying(PlayerException.class,
                e -> assertThat(e.code()).isEqualTo("player-has-games"));
        store.deleteGame(junk);
        store.deletePlayer(junk1.id());
        assertThat(store.players()).extracting(Player::name).containsExactly("Ann", "Junk2", "Junk3");
        assertThatThrownBy(() -> store.player(junk1.id())).isInstanceOfSatisfying(PlayerException.class,
                e -> assertThat(e.code()).isEqualTo("player-not-found"));
        assertThatThrownBy(() -> store.deletePlayer(junk1.id())).isInstanceOfSatisfying(PlayerException.class,
                e -> assertThat(e.code()).isEqualTo("player-not-found"));
        assertThat(store.player(ann.id()).name()).isEqualTo("Ann");
    }

    @Test
    void standingsAddUpTheGamesOfThePeriod() {
        String one = store.create(SETUP).id();
        store.addHand(one, bobWins());
        store.addHand(one, tiledWin());
        String two = store.create(SETUP).id();
        store.addHand(two, bobWins());
        store.create(SETUP);

        java.time.LocalDate today = java.time.LocalDate.now(java.time.ZoneOffset.UTC);
        List<Standings.Line> lines = Standings.of(store.results(today.minusDays(1), today.plusDays(1)));
        List<Long> t1 = store.get(one).sheet().totals();
        List<Long> t2 = store.get(two).sheet().totals();
        assertThat(lines).hasSize(4);
        assertThat(lines).extracting(Standings.Line::points).isSortedAccordingTo(java.util.Comparator.reverseOrder());
        Standings.Line ann = lines.stream().filter(l -> l.player().equals("Ann")).findFirst().orElseThrow();
        assertThat(ann.games()).as("a game with no hands is not counted").isEqualTo(2);
        assertThat(ann.hands()).isEqualTo(3);
        assertThat(ann.won()).isEqualTo(1);
        assertThat(ann.points()).isEqualTo(t1.get(0) + t2.get(0));
        assertThat(ann.bestGame()).contains(one);
        assertThat(ann.bestHandNumber()).contains(2);
        assertThat(ann.average()).isEqualByComparingTo(java.math.BigDecimal.valueOf(t1.get(0) + t2.get(0))
                .divide(java.math.BigDecimal.valueOf(2), 1, java.math.RoundingMode.HALF_UP));
        assertThat(Standings.of(store.results(today.plusDays(1), today.plusDays(2)))).isEmpty();

        store.deleteGame(one);
        assertThat(Standings.of(store.results(today, today))).filteredOn(l -> l.player().equals("Ann"))
                .singleElement().extracting(Standings.Line::games).isEqualTo(1);
    }
    /** Hand {@code n} of a long game: Ann (East, who keeps the deal) wins, or every tenth a draw. */
    private static HandRecord longGameHand(int n) {
        return n % 10 == 0 ? HandRecord.draw(Map.of())
                : HandRecord.win("Ann", scores(20 + n % 300, n % 60, n % 40, n % 50));
    }

    @Test
    void earlyHandsOfALongGameAreDeletedAndCorrectedInPlace() {
        List<HandRecord> hands = new ArrayList<>();
        for (int n = 1; n <= 3_000; n++) {
            hands.add(longGameHand(n));
        }
        String id = store.importGame(SETUP, hands).id();

        store.deleteHand(id, 1);
        store.deleteHand(id, 1_500);
        store.editHand(id, 2, bobWins());
        store.close();
        store = GameStores.open(url);

        List<HandRecord> expected = new ArrayList<>(hands);
        expected.remove(0);
        expected.remove(1_499);
        expected.set(1, bobWins());
        StoredGame game = store.get(id);
        assertThat(game.hands()).isEqualTo(expected);
        assertThat(game.version()).isEqualTo(4);
        assertThat(game.sheet()).isEqualTo(Game.replay(SETUP, expected));
        assertThat(store.addHand(id, bobWins()).hands()).hasSize(2_999);
    }

    @Test
    void deletingOrCorrectingAnEarlyHandWritesOnlyThatHandsRow() throws Exception {
        List<HandRecord> hands = new ArrayList<>();
        for (int n = 1; n <= 300; n++) {
            hands.add(longGameHand(n));
        }
        String id = store.importGame(SETUP, hands).id();
        store.close();
        List<List<String>> before = handRows(id);
        store = GameStores.open(url);

        store.deleteHand(id, 1);
        store.editHand(id, 2, bobWins());
        store.close();
        List<List<String>> after = handRows(id);
        store = GameStores.open(url);

        // Every row but the two written is exactly as it was, its key included.
        List<List<String>> gone = new ArrayList<>(before);
        gone.removeAll(after);
        List<List<String>> written = new ArrayList<>(after);
        written.removeAll(before);
        assertThat(gone).hasSize(2);
        assertThat(written).hasSize(1);
        List<HandRecord> expected = new ArrayList<>(hands.subList(1, hands.size()));
        expected.set(1, bobWins());
        assertThat(store.get(id).hands()).isEqualTo(expected);
        assertThat(store.addHand(id, tiledWin()).hands()).hasSize(300).endsWith(tiledWin());
        assertThat(store.deleteHand(id, 300).hands()).isEqualTo(expected);
    }

    @Test
    void aDatabaseOfTheSchemaBeforeHandKeysOpensWithEveryHandInOrder() throws Exception {
        List<HandRecord> hands = new ArrayList<>();
        for (int n = 1; n <= 40; n++) {
            hands.add(longGameHand(n));
        }
        String id = store.importGame(SETUP, hands).id();
        store.close();
        // Back to schema version 3 as it was: the rows keyed by the hands' numbers, no version 4
        // (nor the versions after it).
        try (java.sql.Connection c = connect(); java.sql.Statement s = c.createStatement()) {
            s.execute("DROP TABLE applied_changes");
            s.execute("DROP TABLE imports");
            s.execute("ALTER TABLE hands RENAME COLUMN seq TO hand_no");
            s.execute("DELETE FROM \"flyway_schema_history\" WHERE \"version\" IN ('4', '5')");
        }
        store = GameStores.open(url);

        StoredGame game = store.get(id);
        assertThat(game.hands()).isEqualTo(hands);
        assertThat(game.version()).isEqualTo(1);
        store.deleteHand(id, 1, Expect.version(1));
        assertThat(store.get(id).hands()).isEqualTo(hands.subList(1, hands.size()));
        assertThatThrownBy(() -> store.deleteHand(id, 1, Expect.version(1))).isInstanceOf(GameChangedException.class);
        ByteArrayOutputStream backup = new ByteArrayOutputStream();
        store.backup(backup);
        // The backup numbers the hands 1 to 39, as before: the keys of the rows are not in it.
        assertThat(backup.toString(java.nio.charset.StandardCharsets.UTF_8)).containsPattern("\"number\" ?: ?39\\b")
                .doesNotContainPattern("\"number\" ?: ?40\\b");
    }

    /** A connection of this test's own to its database. */
    private java.sql.Connection connect() throws java.sql.SQLException {
        return url.startsWith("jdbc:h2:") ? java.sql.DriverManager.getConnection(url, "sa", "")
                : java.sql.DriverManager.getConnection(url);
    }

    /** Every row of a game's hands, each as the text of all its columns. */
    private List<List<String>> handRows(String id) throws java.sql.SQLException {
        List<List<String>> rows = new ArrayList<>();
        try (java.sql.Connection c = connect();
                java.sql.PreparedStatement s = c.prepareStatement("SELECT * FROM hands WHERE game_id = ?")) {
            s.setString(1, id);
            try (java.sql.ResultSet r = s.executeQuery()) {
                int columns = r.getMetaData().getColumnCount();
                while (r.next()) {
                    List<String> row = new ArrayList<>();
                    for (int i = 1; i <= columns; i++) {
                        row.add(r.getString(i));
                    }
                    rows.add(row);
                }
            }
        }
        return rows;
    }

    @Test
    void theLargestHandAcceptedIsKeptAndCorrected() {
        // Names of 40 characters that H2 counts twice each, every tile notation and penalty reason
        // as long as core accepts, reasons of control characters (six characters each in JSON),
        // and as many penalties, payers and payees as a hand may have.
        List<String> players = Stream.of("A", "B", "C", "D").map(c -> "\uD83C\uDC04".repeat(39) + c).toList();
        GameSetup setup = new GameSetup(players, Rulesets.bmja(), GameOptions.DEFAULTS);
        String[] notations = {"[RRR] [GGG] 222b 33c 456d win=3c by=wall", "[EEE] 111d 99c 12345b",
            "555c 777c 1c 88d 99b WW", "[PPP] 345c 678c 11b SS"};
        Map<String, PlayerEntry> entries = new LinkedHashMap<>();
        for (int p = 0; p < 4; p++) {
            String notation = notations[p];
            int pad = (int) org.mahjongtally.game.Bound.NOTATION_LENGTH.most() - notation.length();
            entries.put(players.get(p), PlayerEntry.tiles(notation.replaceFirst(" ", " ".repeat(pad + 1))));
        }
        String reason = "\u0001".repeat((int) org.mahjongtally.game.Bound.REASON_LENGTH.most());
        List<org.mahjongtally.game.Penalty> penalties = new ArrayList<>();
        for (int i = 0; i < org.mahjongtally.game.Bound.PENALTIES.most(); i++) {
            penalties.add(new org.mahjongtally.game.Penalty(1, players.subList(1, 4),
                    List.of(players.get(0), players.get(0), players.get(0)), reason));
        }
        HandRecord largest = HandRecord.win(players.get(0), entries).withPenalties(penalties);
        assertThat(StoredGameCodec.writeHand(largest).length()).isGreaterThan(30_000);

        String id = store.create(setup).id();
        store.addHand(id, largest);
        store.editHand(id, 1, largest.withPenalties(penalties.subList(0, 19)));
        store.editHand(id, 1, largest);
        store.close();
        store = GameStores.open(url);

        assertThat(store.get(id).hands()).containsExactly(largest);
        assertThat(store.audit(id)).extracting(AuditEntry::action).containsExactly("create", "record", "edit", "edit");
    }

    @Test
    void aRulesetTooLongToKeepIsRefusedAndNothingStored() {
        // Made in code by a program using the library: a ruleset file could not say it (a
        // string there has at most 500 characters, docs/rulesets.md "Bounds").
        Ruleset bmja = Rulesets.bmja();
        Ruleset huge = new Ruleset("huge", "x".repeat(1_000_000), bmja.version(), bmja.elements(),
                bmja.scoring(), bmja.settlement(), bmja.tallies(), bmja.hash());
        GameSetup setup = new GameSetup(Fixtures.PLAYERS, huge, GameOptions.DEFAULTS);

        assertThat(Fixtures.englishOf(GameException.class, () -> store.importGame(setup, fourHands())))
                .matches("the game's rules, written out in full, have \\d{7} characters; at most 1000000 are kept"
                        + " with a game \\(a preset has about 6000\\)");
        assertThat(store.list()).isEmpty();
    }

    /**
     * A game whose first hand was booked before a discarder with a tile from the wall was
     * refused (the row the old code wrote: the same stored form, the check not yet made) opens
     * with the numbers it was booked with, restores from a backup and imports; a hand entered
     * or corrected now is still refused (docs/notation.md, "Hands already booked").
     */
    @Test
    void aHandBookedBeforeItsWayOfWinningWasRefusedOpensRestoresAndImports() throws Exception {
        String id = store.create(SETUP).id();
        store.addHand(id, bobWins());
        try (Connection c = connect(url);
                PreparedStatement hand = c.prepareStatement("UPDATE hands SET record_json = ? WHERE game_id = ?")) {
            hand.setString(1, StoredGameCodec.writeHand(Fixtures.fromTheWallOnBobsDiscard()));
            hand.setString(2, id);
            assertThat(hand.executeUpdate()).isEqualTo(1);
        }
        store.close();
        store = GameStores.open(url);

        StoredGame game = store.get(id);
        assertThat(game.hands()).containsExactly(Fixtures.fromTheWallOnBobsDiscard());
        assertThat(game.sheet().hands().get(0).players().get(0).score()).isEqualTo(68);
        assertThat(game.sheet().totals()).containsExactly(408L, -136L, -136L, -136L);

        assertThat(Fixtures.englishOf(GameException.class, () -> store.addHand(id, Fixtures.fromTheWallOnBobsDiscard())))
                .startsWith("hand 2: Ann's tiles say by=wall, a winning tile nobody discarded, but Bob is named as the"
                        + " discarder");
        assertThat(Fixtures.englishOf(GameException.class, () -> store.editHand(id, 1, Fixtures.fromTheWallOnBobsDiscard())))
                .startsWith("hand 1: Ann's tiles say by=wall");
        // Bob (South) wins 112 on Cid's discard: East pays him 224, the others 112
        store.addHand(id, bobWins());
        assertThat(store.get(id).sheet().hands().get(1).players().get(1).balance()).isEqualTo(4 * 112L);
        store.deleteHand(id, 2);
        assertThat(store.get(id).sheet().totals()).containsExactly(408L, -136L, -136L, -136L);

        ByteArrayOutputStream backup = new ByteArrayOutputStream();
        store.backup(backup);
        try (GameStore copy = GameStores.open(freshDatabaseUrl())) {
            copy.restore(new ByteArrayInputStream(backup.toByteArray()));
            assertThat(copy.get(id).sheet().totals()).containsExactly(408L, -136L, -136L, -136L);
        }

        StoredGame imported = store.importGame(SETUP, List.of(Fixtures.fromTheWallOnBobsDiscard()));
        assertThat(imported.sheet().totals()).containsExactly(408L, -136L, -136L, -136L);
    }

    /**
     * A backup says what each hand was booked at; a restored hand that no longer gives it (a
     * typed score or a penalty altered in the file, a hand taken out) is refused in one line
     * naming the game and the hand, and nothing of the backup is kept: the same database then
     * takes the backup as written (docs/backup.md).
     */
    @Test
    void aRestoredHandThatNoLongerGivesWhatItWasBookedAtIsRefusedAndNothingIsKept() throws Exception {
        String id = store.create(SETUP).id();
        store.addHand(id, bobWins());
        store.addHand(id, drawWithPenalty());
        store.addHand(id, tiledWin());
        store.addPlayer("Eve");
        byte[] backup = backupOf(store);
        List<Long> totals = store.get(id).sheet().totals();
        List<Long> withoutHand3 = Game.replay(SETUP, List.of(bobWins(), drawWithPenalty())).totals();
        String players = "Ann %d, Bob %d, Cid %d, Dee %d";

        try (GameStore copy = GameStores.open(freshDatabaseUrl())) {
            byte[] score = altered(backup, game -> record(game, 0, r -> r.replace("\"Bob\":112", "\"Bob\":116")));
            assertThat(Fixtures.englishOf(GameException.class, () -> copy.restore(new ByteArrayInputStream(score))))
                    .isEqualTo("game " + id + " in the backup: hand 1 was booked with the scores Ann 80, Bob 112, Cid 12,"
                            + " Dee 48, but replayed now it scores Ann 80, Bob 116, Cid 12, Dee 48; the backup was altered,"
                            + " or written by a program that scores it otherwise: restore the file as 'tally backup'"
                            + " wrote it, with that program");
            byte[] penalty = altered(backup, game -> record(game, 1, r -> r.replace("\"amount\":30", "\"amount\":40")));
            assertThat(Fixtures.englishOf(GameException.class, () -> copy.restore(new ByteArrayInputStream(penalty))))
                    .isEqualTo("game " + id + " in the backup: hand 2 was booked with the balances Ann -90, Bob 30,"
                            + " Cid 30, Dee 30, but replayed now it gives Ann -120, Bob 40, Cid 40, Dee 40; the backup"
                            + " was altered, or written by a program that settles it otherwise: restore the file as"
                            + " 'tally backup' wrote it, with that program");
            byte[] missing = altered(backup, game -> ((com.fasterxml.jackson.databind.node.ArrayNode) game.get("hands"))
                    .remove(2));
            assertThat(Fixtures.englishOf(GameException.class, () -> copy.restore(new ByteArrayInputStream(missing))))
                    .isEqualTo("game " + id + " in the backup was booked with the totals "
                            + String.format(players, totals.toArray()) + ", but its hands replayed now give "
                            + String.format(players, withoutHand3.toArray()) + "; a hand is missing or was altered:"
                            + " restore the file as 'tally backup' wrote it");
            byte[] unbooked = altered(backup, game -> ((ObjectNode) game.get("hands").get(1)).remove("booked"));
            assertThat(Fixtures.englishOf(GameException.class, () -> copy.restore(new ByteArrayInputStream(unbooked))))
                    .isEqualTo("game " + id + " in the backup: either every hand has its \"booked\" numbers and the"
                            + " game its \"totals\", or none has; restore the file as 'tally backup' wrote it");
            assertThat(copy.list()).as("games kept of the refused backups").isEmpty();
            assertThat(copy.players()).as("players kept of the refused backups").isEmpty();

            assertThat(copy.restore(new ByteArrayInputStream(backup)).describe())
                    .isEqualTo("5 players, 1 game, 3 hands, 4 audit entries");
            assertThat(copy.get(id).sheet().totals()).isEqualTo(totals);
        }
    }

    /** A backup of version 1 (no booked hands, no change ids) restores as before, each game replayed. */
    @Test
    void aBackupOfVersionOneStillRestores() throws Exception {
        String id = store.create(SETUP).id();
        store.addHand(id, bobWins());
        store.addHand(id, drawWithPenalty());
        byte[] first = altered(backupOf(store), game -> {
            game.remove(List.of("totals", "appliedChanges", "imports"));
            game.get("hands").forEach(h -> ((ObjectNode) h).remove("booked"));
        });
        ObjectNode tree = (ObjectNode) StrictJson.mapper().readTree(first);
        tree.put("version", 1);
        byte[] v1 = StrictJson.mapper().writeValueAsBytes(tree);
        assertThat(new String(v1, java.nio.charset.StandardCharsets.UTF_8)).doesNotContain("booked", "totals");

        try (GameStore copy = GameStores.open(freshDatabaseUrl())) {
            assertThat(copy.restore(new ByteArrayInputStream(v1)).describe())
                    .isEqualTo("4 players, 1 game, 2 hands, 3 audit entries");
            assertThat(copy.get(id).sheet().totals()).isEqualTo(store.get(id).sheet().totals());
            assertThat(new String(backupOf(copy), java.nio.charset.StandardCharsets.UTF_8))
                    .contains("\"version\" : 2", "\"booked\"", "\"totals\"");
        }
        tree.put("version", 3);
        byte[] v3 = StrictJson.mapper().writeValueAsBytes(tree);
        try (GameStore copy = GameStores.open(freshDatabaseUrl())) {
            assertThat(Fixtures.englishOf(GameException.class, () -> copy.restore(new ByteArrayInputStream(v3))))
                    .isEqualTo("the backup has version 3, but this program reads versions 1 to 2; update Mahjong"
                            + " Tally to restore it");
        }
    }

    /**
     * The ids of the changes and imports a game has applied go with it into a backup and back: a
     * phone's change sent again after the server was restored from the backup is known as made
     * (not made twice, not a conflict), and an import sent again opens the game it started.
     */
    @Test
    void aChangeMadeBeforeABackupIsKnownAsMadeAfterItsRestore() throws Exception {
        NewGame imported = store.importNew(SETUP, List.of(bobWins()), Optional.of("phone-game-ph-abc-move"));
        String id = imported.game().id();
        Expect ours = Expect.version(1).withEditKey(imported.editKey()).withChangeId("phone-a-record-hand-2");
        assertThat(store.addHand(id, drawWithPenalty(), ours).version()).isEqualTo(2);
        byte[] backup = backupOf(store);
        assertThat(new String(backup, java.nio.charset.StandardCharsets.UTF_8))
                .contains("phone-a-record-hand-2", "phone-game-ph-abc-move");

        try (GameStore copy = GameStores.open(freshDatabaseUrl())) {
            copy.restore(new ByteArrayInputStream(backup));
            assertThatThrownBy(() -> copy.addHand(id, drawWithPenalty(), ours))
                    .isInstanceOfSatisfying(ChangeAppliedException.class, e -> {
                        assertThat(e.madeVersion()).isEqualTo(2);
                        assertThat(e.current().version()).isEqualTo(2);
                        assertThat(e.current().hands()).containsExactly(bobWins(), drawWithPenalty());
                    });
            NewGame again = copy.importNew(SETUP, List.of(bobWins()), Optional.of("phone-game-ph-abc-move"));
            assertThat(again.game().id()).isEqualTo(id);
            assertThat(copy.list()).hasSize(1);
            assertThat(copy.get(id).hands()).containsExactly(bobWins(), drawWithPenalty());
            // The import sent again answers the game with a new edit key (as before a restore).
            assertThat(copy.audit(id)).extracting(AuditEntry::action).containsExactly("import", "record", "new-key");
        }
    }

    /**
     * The warm-up of a server just started reads a made-up game as a stored game is read and
     * replays it, and writes nothing: the database holds afterwards exactly what it held.
     */
    @Test
    void theWarmUpReadsAMadeUpGameAndWritesNothing() throws Exception {
        String id = store.create(SETUP).id();
        byte[] before = backupOf(store);

        StoredGame game = store.warmUp(300);

        assertThat(game.hands()).hasSize(300);
        assertThat(game.sheet().hands()).hasSize(300);
        assertThat(game.sheet().totals()).isEqualTo(Game.replay(game.setup(), game.hands()).totals());
        assertThat(game.hands()).anyMatch(h -> h.entries().values().stream().anyMatch(PlayerEntry.Tiles.class::isInstance))
                .anyMatch(h -> h.winner().isEmpty()).anyMatch(h -> !h.penalties().isEmpty());
        assertThat(store.list()).extracting(GameSummary::id).containsExactly(id);
        assertThat(store.find(game.id())).isEmpty();
        assertThat(withoutTime(backupOf(store))).isEqualTo(withoutTime(before));
    }

    private static String withoutTime(byte[] backup) {
        return new String(backup, java.nio.charset.StandardCharsets.UTF_8).replaceFirst("\"written\" : \"[^\"]+\"", "");
    }

    private static byte[] backupOf(GameStore store) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        store.backup(out);
        return out.toByteArray();
    }

    /** The backup with its first game changed. */
    private static byte[] altered(byte[] backup, java.util.function.Consumer<ObjectNode> change) throws Exception {
        ObjectNode tree = (ObjectNode) StrictJson.mapper().readTree(backup);
        change.accept((ObjectNode) tree.get("games").get(0));
        return StrictJson.mapper().writeValueAsBytes(tree);
    }

    /** Changes the stored text of a hand of a game of a backup. */
    private static void record(ObjectNode game, int hand, java.util.function.UnaryOperator<String> change) {
        ObjectNode h = (ObjectNode) game.get("hands").get(hand);
        String before = h.get("record").asText();
        String after = change.apply(before);
        assertThat(after).as("the altered record").isNotEqualTo(before);
        h.put("record", after);
    }
}
