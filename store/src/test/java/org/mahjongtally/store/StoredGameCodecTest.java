/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.mahjongtally.Message;
import org.mahjongtally.game.Game;
import org.mahjongtally.game.GameException;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.game.Penalty;
import org.mahjongtally.game.PlayerEntry;
import org.mahjongtally.game.Stakes;
import org.mahjongtally.json.HandJson;
import org.mahjongtally.json.JsonProblem;
import org.mahjongtally.rules.Rulesets;

/**
 * The stored form of a game: what is written now reads back equal, and what databases in the
 * field hold still reads into the same game. The files in {@code stored-form/} are the texts
 * of real databases: each file is one game, its {@code options_json} and then each hand's
 * {@code record_json}, as written by the store at the commit its name gives (4c12a06: the last
 * one before the stored form had a version; d01868f: before a hand's {@code payForAll} could be
 * null).
 */
class StoredGameCodecTest {

    private static final GameOptions OPTIONS = GameOptions.DEFAULTS.withRounds(2).withDrawPassesDeal(true)
            .withStartingTallies(5000).withStakes(new Stakes(new BigDecimal("0.05"), "zł", 2, RoundingMode.HALF_EVEN));

    @Test
    void aHandRecordRoundTrips() {
        Map<String, PlayerEntry> entries = new LinkedHashMap<>();
        entries.put("Ann", PlayerEntry.score(8));
        entries.put("Bob", PlayerEntry.tiles("[RRR] 123b 555d 99c 789d win=9c by=discard"));
        entries.put("Cid", PlayerEntry.score(0));
        entries.put("Dee", PlayerEntry.score(48));
        HandRecord record = HandRecord.win("Bob", entries).withDiscarder("Cid", Optional.of(true))
                .withPenalties(List.of(new Penalty(20, List.of("Dee"), List.of("Ann", "Bob"), "wrong claim")));
        String stored = StoredGameCodec.writeHand(record);
        assertThat(StoredGameCodec.readHand(stored, hand(1))).isEqualTo(record);
        assertThat(stored).isEqualTo("{\"format\":2,\"hand\":{\"winner\":\"Bob\",\"discarder\":\"Cid\",\"payForAll\":true,"
                + "\"scores\":{\"Ann\":8,\"Cid\":0,\"Dee\":48},"
                + "\"hands\":{\"Bob\":\"[RRR] 123b 555d 99c 789d win=9c by=discard\"},"
                + "\"penalties\":[{\"amount\":20,\"payers\":[\"Dee\"],\"payees\":[\"Ann\",\"Bob\"],\"reason\":\"wrong claim\"}]}}");
    }

    @Test
    void aDrawNeedsNothingButTheWinnerNull() {
        assertThat(StoredGameCodec.readHand("{\"winner\": null}", hand(1))).isEqualTo(HandRecord.draw(Map.of()));
        assertThat(StoredGameCodec.readHand("{\"format\": 2, \"hand\": {\"winner\": null}}", hand(1)))
                .isEqualTo(HandRecord.draw(Map.of()));
    }

    @Test
    void payForAllIsTheHandsOwnChoiceOrNone() {
        String stored = "{\"winner\": \"Bob\", \"discarder\": \"Cid\"%s}";
        // Hands stored before the ruleset's rule applied to games always said true or false.
        assertThat(StoredGameCodec.readHand(stored.formatted(", \"payForAll\": false"), hand(1)).payForAll())
                .contains(false);
        assertThat(StoredGameCodec.readHand(stored.formatted(", \"payForAll\": null"), hand(1)).payForAll()).isEmpty();
        HandRecord noChoice = StoredGameCodec.readHand(stored.formatted(""), hand(1));
        assertThat(noChoice.payForAll()).isEmpty();
        assertThat(HandJson.of(noChoice).payForAll()).isNull();
        assertThat(StoredGameCodec.writeHand(noChoice)).contains("\"payForAll\":null");
    }

    @Test
    void optionsRoundTrip() {
        String stored = StoredGameCodec.writeOptions(OPTIONS);
        assertThat(stored).isEqualTo("{\"format\":2,\"options\":{\"drawPassesDeal\":true,\"rounds\":2,"
                + "\"startingTallies\":5000,\"stakes\":{\"perPoint\":\"0.05\",\"currency\":\"zł\",\"decimals\":2,"
                + "\"rounding\":\"half-even\"}}}");
        assertThat(StoredGameCodec.readOptions(stored)).isEqualTo(OPTIONS);
        assertThat(StoredGameCodec.readOptions("{}")).isEqualTo(GameOptions.DEFAULTS);
    }

    @Test
    void wrongTypesNameTheField() {
        assertThat(english(() -> StoredGameCodec.readHand("{\"winner\": 3}", hand(2))))
                .isEqualTo("stored hand 2 cannot be read: field 'winner' must be a"
                        + " string or null; give the player who went Mah-Jong, or null for a draw");
        assertThat(english(() -> StoredGameCodec.readHand("{\"winner\": null, \"scores\": {\"Ann\": \"eight\"}}", hand(1))))
                .startsWith("stored hand 1 cannot be read: field 'scores.Ann' must be a whole number");
        assertThat(english(() -> StoredGameCodec.readHand("[]", hand(1))))
                .startsWith("stored hand 1 cannot be read: stored hand 1 must be a JSON object");
        assertThat(english(() -> StoredGameCodec.readHand("{\"winner\": null, \"scores\": {\"Ann\": 8},"
                + " \"hands\": {\"Ann\": \"RRR\"}}", hand(1)))).contains("Ann is given both a score and tiles");
        assertThat(english(() -> StoredGameCodec.readOptions("{\"stakes\": {\"rounding\": \"sideways\"}}")))
                .contains("unknown rounding 'sideways'");
        assertThat(english(() -> StoredGameCodec.readOptions("{\"rounds\": 0}"))).contains("1 to 16 rounds");
    }

    /** What a stored hand is called in messages. */
    private static Message hand(int number) {
        return Message.of(JsonProblem.STORED_HAND, number);
    }

    /** The English words of the game's refusal. */
    private static String english(ThrowingCallable read) {
        return GameStoreContract.ENGLISH.render(catchThrowableOfType(GameException.class, read));
    }

    @Test
    void aLaterVersionIsNamedAsSuch() {
        assertThat(english(() -> StoredGameCodec.readHand("{\"format\": 3, \"hand\": {\"winner\": null}}", hand(1))))
                .isEqualTo("stored hand 1 is of the stored form 3, but this program"
                        + " reads versions 1 to 2; update Mahjong Tally to open this database");
        assertThat(english(() -> StoredGameCodec.readOptions("{\"format\": 2, \"hand\": {}}")))
                .isEqualTo("the stored options must be {\"format\": 2, \"options\": {...}}");
    }

    @Test
    void gamesStoredBeforeTheFormatHadAVersionReadIntoTheSameGame() {
        List<HandRecord> hands = new ArrayList<>(Fixtures.fourHands());
        hands.add(HandRecord.win("Cid", Fixtures.scores(2, 4, 60, 8)).withDiscarder("Dee", Optional.of(true)));
        hands.add(HandRecord.win("Dee", Fixtures.scores(2, 4, 6, 80)).withDiscarder("Ann", Optional.empty()));
        assertReadsAs("v1-4c12a06-bmja.jsonl", Fixtures.SETUP, hands);

        assertReadsAs("v1-4c12a06-dmjl-stakes.jsonl", new GameSetup(Fixtures.PLAYERS, Rulesets.preset("dmjl"), OPTIONS),
                List.of(Fixtures.bobWins()));
    }

    @Test
    void handsStoredWhenPayForAllWasAlwaysSaidKeepTheirChoice() {
        Map<String, PlayerEntry> tiles = new LinkedHashMap<>();
        tiles.put("Ann", PlayerEntry.tiles("[RRR] [GGG] 222b 33c 456d win=3c by=wall"));
        tiles.put("Bob", PlayerEntry.tiles("[EEE] 111d 99c 12345b"));
        tiles.put("Cid", PlayerEntry.score(12));
        tiles.put("Dee", PlayerEntry.score(0));
        List<HandRecord> hands = List.of(
                new HandRecord(Optional.of("Ann"), Optional.empty(), Optional.of(false), tiles, List.of()),
                HandRecord.win("Bob", Fixtures.scores(80, 112, 12, 48)).withDiscarder("Cid", Optional.of(true)),
                HandRecord.win("Cid", Fixtures.scores(8, 2, 40, 10)).withDiscarder("Dee", Optional.of(false)),
                new HandRecord(Optional.empty(), Optional.empty(), Optional.of(false), Map.of(),
                        Fixtures.drawWithPenalty().penalties()));
        GameOptions options = GameOptions.DEFAULTS.withRounds(1)
                .withStakes(new Stakes(new BigDecimal("0.1"), "EUR", 2, RoundingMode.HALF_UP));
        assertReadsAs("v1-d01868f-pay-for-all-always-said.jsonl",
                new GameSetup(Fixtures.PLAYERS, Rulesets.bmja(), options), hands);
    }

    /** The stored game of the file reads as these options and hands, and replays to the same sheet. */
    private static void assertReadsAs(String file, GameSetup setup, List<HandRecord> hands) {
        List<String> lines = lines(file);
        assertThat(StoredGameCodec.readOptions(lines.get(0))).isEqualTo(setup.options());
        List<HandRecord> read = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            read.add(StoredGameCodec.readHand(lines.get(i), hand(i)));
        }
        assertThat(read).containsExactlyElementsOf(hands);
        assertThat(Game.replay(setup, read)).isEqualTo(Game.replay(setup, hands));
        for (HandRecord hand : read) {
            assertThat(StoredGameCodec.readHand(StoredGameCodec.writeHand(hand), hand(1))).isEqualTo(hand);
        }
    }

    /** The lines of a file of {@code stored-form/}. */
    static List<String> lines(String file) {
        try (InputStream in = Objects.requireNonNull(StoredGameCodecTest.class.getResourceAsStream("/stored-form/" + file),
                file)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
