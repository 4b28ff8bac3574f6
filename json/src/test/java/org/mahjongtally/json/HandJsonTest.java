/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.mahjongtally.Message;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.game.Penalty;
import org.mahjongtally.game.PlayerEntry;
import org.mahjongtally.game.Stakes;

/** The one shape of a hand record and of the game options, as the CLI and the API show them. */
class HandJsonTest {

    @Test
    void aHandRecordIsWrittenInItsOneShapeAndReadBack() {
        Map<String, PlayerEntry> entries = new LinkedHashMap<>();
        entries.put("Ann", PlayerEntry.score(8));
        entries.put("Bob", PlayerEntry.tiles("[RRR] 123b 555d 99c 789d win=9c by=discard"));
        entries.put("Cid", PlayerEntry.score(0));
        entries.put("Dee", PlayerEntry.score(48));
        HandRecord record = HandRecord.win("Bob", entries).withDiscarder("Cid", Optional.of(true))
                .withPenalties(List.of(new Penalty(20, List.of("Dee"), List.of("Ann", "Bob"), "wrong claim")));
        HandJson json = HandJson.of(record);
        assertThat(json.toRecord()).isEqualTo(record);
        assertThat(Json.write(json)).isEqualTo("{\"winner\":\"Bob\",\"discarder\":\"Cid\",\"payForAll\":true,"
                + "\"scores\":{\"Ann\":8,\"Cid\":0,\"Dee\":48},"
                + "\"hands\":{\"Bob\":\"[RRR] 123b 555d 99c 789d win=9c by=discard\"},"
                + "\"penalties\":[{\"amount\":20,\"payers\":[\"Dee\"],\"payees\":[\"Ann\",\"Bob\"],\"reason\":\"wrong claim\"}]}");
    }

    @Test
    void aDrawIsWrittenWithTheWinnerNullAndEveryFieldGiven() {
        HandJson draw = HandJson.of(HandRecord.draw(Map.of()));
        assertThat(draw.winner()).isEqualTo(TextOrNull.NULL);
        assertThat(Json.write(draw)).isEqualTo("{\"winner\":null,\"discarder\":null,\"payForAll\":null,"
                + "\"scores\":{},\"hands\":{},\"penalties\":[]}");
    }

    @Test
    void theWinnerMustBeGivenAsANameOrNull() {
        // The words are the store's (StorePhrasebooks); JsonWordsTest asserts them in English.
        Message winner = Message.of(JsonProblem.WINNER_HINT);
        assertThatThrownBy(() -> new HandJson(null, null, null, null, null, null).check())
                .isInstanceOfSatisfying(BadFieldException.class, e -> {
                    assertThat(e.field()).isEqualTo("winner");
                    assertThat(e.message()).isEqualTo(Message.of(JsonProblem.FIELD_MISSING, "winner", winner));
                    assertThat(e.message("hands[2].winner"))
                            .isEqualTo(Message.of(JsonProblem.FIELD_MISSING, "hands[2].winner", winner));
                });
        assertThatThrownBy(() -> new HandJson(TextOrNull.notText(), null, null, null, null, null).toRecord())
                .isInstanceOfSatisfying(BadFieldException.class, e -> assertThat(e.message())
                        .isEqualTo(Message.of(JsonProblem.FIELD_NOT_TEXT_OR_NULL, "winner", winner)));
        assertThatThrownBy(() -> new HandJson.PenaltyJson(30L, List.of("Ann"), null, null).check())
                .isInstanceOfSatisfying(BadFieldException.class, e -> assertThat(e.message())
                        .isEqualTo(Message.of(JsonProblem.FIELD_MISSING, "payees", Message.of(JsonProblem.PAYEES_HINT))));
    }

    @Test
    void optionsAreWrittenWithEveryField() {
        GameOptions options = GameOptions.DEFAULTS.withRounds(2).withDrawPassesDeal(true).withStartingTallies(5000)
                .withStakes(new Stakes(new BigDecimal("0.05"), "zł", 2, RoundingMode.HALF_EVEN));
        GameOptionsJson json = GameOptionsJson.of(options);
        assertThat(json.toOptions()).isEqualTo(options);
        assertThat(Json.write(json)).isEqualTo("{\"drawPassesDeal\":true,\"rounds\":2,\"startingTallies\":5000,"
                + "\"stakes\":{\"perPoint\":\"0.05\",\"currency\":\"zł\",\"decimals\":2,\"rounding\":\"half-even\"}}");
    }
}
