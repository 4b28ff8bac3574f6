/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import org.mahjongtally.json.GameFileJson;
import org.mahjongtally.json.BadJsonException;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mahjongtally.game.GameException;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.Stakes;
import org.mahjongtally.rules.RulesetException;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.rules.TableOptions;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/** The game file: lossless, and clear about files it cannot read. */
class GameExportTest {

    private static final GameSetup SETUP = new GameSetup(Fixtures.PLAYERS,
            TableOptions.apply(Rulesets.bmja(), Map.of("limit", 500)),
            GameOptions.DEFAULTS.withDrawPassesDeal(true).withRounds(2).withStartingTallies(1000)
                    .withStakes(new Stakes(new BigDecimal("0.05"), "EUR", 2, RoundingMode.HALF_EVEN)));
    private static final StoredGame GAME = new StoredGame("abcdefgh23", SETUP, Fixtures.fourHands(), 5,
            Instant.parse("2025-01-02T03:04:05Z"), "abcdefghijklmnop");

    @Test
    void aGameFileGivesBackTheSameSetupAndHands() {
        String json = GameExport.toJson(GAME);

        GameFileJson.Contents back = GameExport.fromJson(json);

        assertThat(back.setup()).isEqualTo(SETUP);
        assertThat(back.hands()).isEqualTo(GAME.hands());
        assertThat(back.exportedId()).contains("abcdefgh23");
        assertThat(json).startsWith("{\n  \"format\" : \"mahjong-tally-game\",\n  \"version\" : 1,\n"
                + "  \"id\" : \"abcdefgh23\",\n  \"created\" : \"2025-01-02T03:04:05Z\",\n");
        assertThat(json).contains("\"hash\" : \"" + SETUP.ruleset().hash() + "\"");
    }

    @Test
    void somethingElseIsNotTakenForAGameFile() {
        assertThatThrownBy(() -> GameExport.fromJson("{\"players\": []}")).isInstanceOfSatisfying(GameException.class,
                e -> assertThat(english(e)).isEqualTo("this is not a Mahjong Tally game file: it has no \"format\":"
                        + " \"mahjong-tally-game\"; export one with 'tally game export GAME --format json'"));
        assertThatThrownBy(() -> GameExport.fromJson("{\"format\": ")).isInstanceOfSatisfying(BadJsonException.class,
                e -> assertThat(english(e)).startsWith("the game file is not valid JSON: ").contains("(line 1, column"));
        assertThatThrownBy(() -> GameExport.fromJson("{\"format\": \"mahjong-tally-game\", \"version\": 2}"))
                .isInstanceOfSatisfying(GameException.class, e -> assertThat(english(e)).isEqualTo("the game file has"
                        + " version 2, but this program reads version 1; update Mahjong Tally to read it"));
    }

    @Test
    void aRulesetChangedInTheFileIsNoticed() {
        String json = GameExport.toJson(GAME).replace("limit = 500", "limit = 1000");

        assertThatThrownBy(() -> GameExport.fromJson(json)).isInstanceOfSatisfying(GameException.class, e -> assertThat(
                english(e)).startsWith("the ruleset in the game file has been changed: its rules have hash "));
    }

    @Test
    void aBrokenRulesetInTheFileIsARulesetError() {
        String json = GameExport.toJson(GAME).replace("limit = 500", "limit = 501");

        assertThatThrownBy(() -> GameExport.fromJson(json)).isInstanceOfSatisfying(RulesetException.class,
                e -> {
                    assertThat(Words.in(Language.ENGLISH).render(e)).contains("ruleset.toml").contains("501");
                    assertThat(Words.in(Language.POLISH).render(e)).contains("ruleset.toml").contains("501")
                            .doesNotContain("game file");
                });
    }

    @Test
    void aBadHandNamesItsNumber() {
        String json = GameExport.toJson(GAME).replace("\"Ann\" : 6", "\"Ann\" : \"six\"");

        assertThatThrownBy(() -> GameExport.fromJson(json)).isInstanceOfSatisfying(BadJsonException.class,
                e -> assertThat(english(e)).isEqualTo("field 'hands[3].scores.Ann' must be a whole number"));
    }

    @Test
    void aHandThatCannotBeNamesItsNumber() {
        String json = GameExport.toJson(GAME).replaceFirst("(\"winner\" : null,\\s*\"discarder\" : )null", "$1\"Ann\"");

        assertThatThrownBy(() -> GameExport.fromJson(json)).isInstanceOfSatisfying(GameException.class,
                e -> assertThat(english(e)).startsWith("hand 3 in the game file: a draw has no discarder"));
    }

    private static String english(org.mahjongtally.TallyException e) {
        return Words.in(Language.ENGLISH).with(StorePhrasebooks.of(Language.ENGLISH)).render(e);
    }

    @Test
    void anUnknownFieldIsRefusedWithTheOneMeant() {
        String hand = GameExport.toJson(GAME).replaceFirst("\"winner\" :", "\"winer\" :");
        String top = GameExport.toJson(GAME).replace("\"players\" :", "\"player\" :");
        String stakes = GameExport.toJson(GAME).replace("\"perPoint\" :", "\"perPiont\" :");

        assertThatThrownBy(() -> GameExport.fromJson(hand)).isInstanceOfSatisfying(BadJsonException.class,
                e -> assertThat(english(e)).isEqualTo("unknown field 'hands[0].winer'; did you mean 'hands[0].winner'?"
                        + " The fields of 'hands[0]' are discarder, hands, payForAll, penalties, scores, winner"));
        assertThatThrownBy(() -> GameExport.fromJson(top)).isInstanceOfSatisfying(BadJsonException.class, e -> assertThat(
                english(e)).startsWith("unknown field 'player'; did you mean 'players'? The fields here are created,"));
        assertThatThrownBy(() -> GameExport.fromJson(stakes)).isInstanceOfSatisfying(BadJsonException.class, e -> assertThat(
                english(e)).startsWith("unknown field 'options.stakes.perPiont'; did you mean 'options.stakes.perPoint'?"));
    }

    @Test
    void aMissingFieldIsNamed() {
        String noWinner = GameExport.toJson(GAME).replaceFirst("\"winner\" : \"\\w+\",", "");
        String noPlayers = GameExport.toJson(GAME).replaceFirst("\"players\" : \\[[^]]*],", "");

        assertThatThrownBy(() -> GameExport.fromJson(noWinner)).isInstanceOfSatisfying(BadJsonException.class,
                e -> assertThat(english(e)).isEqualTo("field 'hands[0].winner' is missing; give the player who went"
                        + " Mah-Jong, or null for a draw"));
        assertThatThrownBy(() -> GameExport.fromJson(noPlayers)).isInstanceOfSatisfying(BadJsonException.class,
                e -> assertThat(english(e)).isEqualTo("field 'players' is missing; give the four players, East first"));
    }

    @Test
    void aWinnerOfAnotherKindIsRefused() {
        String trueWinner = GameExport.toJson(GAME).replaceFirst("\"winner\" : \"\\w+\",", "\"winner\" : true,");
        String objectWinner = GameExport.toJson(GAME).replaceFirst("\"winner\" : \"\\w+\",", "\"winner\" : {\"a\": [1]},");

        for (String bad : List.of(trueWinner, objectWinner)) {
            assertThatThrownBy(() -> GameExport.fromJson(bad)).isInstanceOfSatisfying(BadJsonException.class,
                    e -> assertThat(english(e)).isEqualTo("field 'hands[0].winner' must be a string or null;"
                            + " give the player who went Mah-Jong, or null for a draw"));
        }
    }

    @Test
    void aHandWithoutAChoiceOfPayingForAllLeavesItToTheRuleset() {
        String json = GameExport.toJson(GAME).replace("\"payForAll\" : false,", "");

        GameFileJson.Contents back = GameExport.fromJson(json);

        assertThat(back.hands()).allSatisfy(hand -> assertThat(hand.payForAll()).isEmpty());
        assertThat(GameExport.toJson(GAME)).contains("\"payForAll\" : false,");
    }
}
