/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.json.Json;
import org.mahjongtally.json.ScoreJson;
import org.mahjongtally.json.SettlementJson;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.scoring.Scorer;
import org.mahjongtally.scoring.Waits;
import org.mahjongtally.settlement.Limit;
import org.mahjongtally.settlement.Outcome;
import org.mahjongtally.settlement.SeatAmounts;
import org.mahjongtally.settlement.Settlement;
import org.mahjongtally.settlement.SettlementOptions;
import org.mahjongtally.settlement.TallySet;
import org.mahjongtally.tile.Wind;

class CalculatorApiTest extends ServerFixture {

    private static final String README_HAND = "[EEE] {9999c} 111d 234b GG f1 s1 win=G by=wall";

    @Test
    void settleAnswersTheJsonOfTheReadme() {
        ApiClient.Answer a = api.post("/api/settle", "{\"scores\": {\"E\": 80, \"S\": 12, \"W\": 48, \"N\": 112},"
                + " \"winner\": \"N\"}");
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.header("Content-Type")).startsWith("application/json");
        assertThat(a.body()).isEqualTo("{\"winner\":\"N\",\"limit\":1000,\"method\":\"difference\","
                + "\"scores\":{\"E\":80,\"S\":12,\"W\":48,\"N\":112},\"payments\":["
                + "{\"from\":\"E\",\"to\":\"N\",\"amount\":224,\"reason\":\"2 × 112, East doubles\",\"kind\":\"to-winner\"},"
                + "{\"from\":\"S\",\"to\":\"N\",\"amount\":112,\"reason\":\"winner's score 112\",\"kind\":\"to-winner\"},"
                + "{\"from\":\"W\",\"to\":\"N\",\"amount\":112,\"reason\":\"winner's score 112\",\"kind\":\"to-winner\"},"
                + "{\"from\":\"S\",\"to\":\"E\",\"amount\":136,\"reason\":\"2 × (80 - 12), East doubles\",\"kind\":\"difference\"},"
                + "{\"from\":\"W\",\"to\":\"E\",\"amount\":64,\"reason\":\"2 × (80 - 48), East doubles\",\"kind\":\"difference\"},"
                + "{\"from\":\"S\",\"to\":\"W\",\"amount\":36,\"reason\":\"48 - 12\",\"kind\":\"difference\"}],"
                + "\"balances\":{\"E\":-24,\"S\":-284,\"W\":-140,\"N\":448}}");
    }

    @Test
    void settleWithEveryOptionIsTheCoreTree() {
        ApiClient.Answer a = api.post("/api/settle", "{\"scores\": {\"E\": 80, \"S\": 612, \"W\": 48, \"N\": 112},"
                + " \"winner\": \"S\", \"discarder\": \"W\", \"plan\": true, \"tallies\": true,"
                + " \"tallySet\": \"Harmony=2,Man=10,Earth=100\", \"options\": {\"limit\": 500,"
                + " \"eastDoubles\": false, \"losersSettle\": true, \"method\": \"alternative\","
                + " \"drawPays\": \"differences\", \"payForAll\": true}}");
        SettlementOptions options = new SettlementOptions(Limit.of(500), false, true,
                org.mahjongtally.settlement.PaymentMethod.ALTERNATIVE,
                org.mahjongtally.settlement.DrawPays.DIFFERENCES, true);
        Settlement expected = Settlement.of(SeatAmounts.of(80, 612, 48, 112),
                options.forHand(Outcome.winOnDiscard(Wind.SOUTH, Wind.WEST), java.util.Optional.of(true)), options);
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.body()).isEqualTo(Json.write(SettlementJson.of(expected, true,
                TallySet.parse("Harmony=2,Man=10,Earth=100"),
                org.mahjongtally.words.Words.in(org.mahjongtally.words.Language.ENGLISH)::reason)));
        assertThat(a.json().path("plan").size()).isPositive();
        assertThat(a.json().path("tallies").size()).isPositive();
    }

    @Test
    void penaltiesArePaidOnTopOfTheSettlement() {
        String scores = "{\"scores\": {\"E\": 80, \"S\": 12, \"W\": 48, \"N\": 112}, \"winner\": \"N\", \"plan\": true";
        ApiClient.Answer without = api.post("/api/settle", scores + "}");
        ApiClient.Answer with = api.post("/api/settle", scores + ", \"penalties\": [{\"amount\": 30,"
                + " \"payers\": [\"S\"], \"payees\": [\"E\", \"W\", \"N\"], \"reason\": \"false Mah-Jong\"}]}");
        assertThat(with.status()).isEqualTo(200);
        assertThat(with.json().path("payments")).isEqualTo(without.json().path("payments"));
        assertThat(with.json().path("penalties")).hasSize(3);
        for (String seat : List.of("E", "S", "W", "N")) {
            long penalty = seat.equals("S") ? -90 : 30;
            assertThat(with.json().path("balances").path(seat).asLong())
                    .isEqualTo(without.json().path("balances").path(seat).asLong() + penalty);
        }
        ApiClient.Answer noSeat = api.post("/api/settle", scores + ", \"penalties\": [{\"amount\": 30,"
                + " \"payers\": [\"S\"], \"payees\": [\"X\"]}]}");
        assertThat(noSeat.status()).isEqualTo(422);
        assertThat(noSeat.json().path("message").asText()).contains("penalties[0].payees");
    }

    @Test
    void aDrawIsAWinnerOfNull() {
        ApiClient.Answer a = api.post("/api/settle", "{\"scores\": {\"E\": 80, \"S\": 12, \"W\": 48, \"N\": 112},"
                + " \"winner\": null, \"options\": {\"limit\": \"none\"}}");
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.json().path("winner").isNull()).isTrue();
        assertThat(a.json().path("limit").isNull()).isTrue();
        assertThat(a.json().path("payments").size()).isZero();
    }

    @Test
    void scoreAnswersTheCoreTree() {
        ApiClient.Answer a = api.post("/api/score", "{\"hand\": \"" + README_HAND + "\", \"ruleset\": \"bmja\"}");
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.body()).isEqualTo(Json.write(ScoreJson.of(
                new Scorer(Rulesets.bmja()).score(Hand.parse(README_HAND)))));
        assertThat(a.json().path("total").asLong()).isEqualTo(1000);
    }

    @Test
    void scoreTakesTheDefaultRuleset() {
        ApiClient.Answer a = api.post("/api/score", "{\"hand\": \"" + README_HAND + "\"}");
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.json().path("ruleset").asText()).isEqualTo("bmja");
    }

    @Test
    void waitsAnswersTheCoreTree() {
        String calling = "[RRR] [GGG] 222b 33c 45d";
        ApiClient.Answer a = api.post("/api/waits", "{\"hand\": \"" + calling + "\"}");
        Scorer scorer = new Scorer(Rulesets.bmja());
        Hand hand = Hand.parse(calling);
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.body()).isEqualTo(Json.write(ScoreJson.waits(hand.toString(), "bmja", Waits.of(hand, scorer))));
        assertThat(a.json().path("waits").findValuesAsText("tile")).containsExactly("3d", "6d");
    }

    @Test
    void compareScoresUnderEachRulesetAskedFor() {
        ApiClient.Answer a = api.post("/api/compare", "{\"hand\": \"" + README_HAND + "\", \"rulesets\": [\"bmja\"]}");
        assertThat(a.status()).isEqualTo(200);
        assertThat(a.json().fieldNames()).toIterable().containsExactly("bmja");
        assertThat(a.json().path("bmja").path("total").asLong()).isEqualTo(1000);
    }

    @Test
    void compareWithoutRulesetsComparesEveryPreset() {
        ApiClient.Answer a = api.post("/api/compare", "{\"hand\": \"" + README_HAND + "\"}");
        assertThat(a.status()).isEqualTo(200);
        JsonNode json = a.json();
        assertThat(json.fieldNames()).toIterable().containsExactlyElementsOf(Rulesets.presetIds());
        for (String id : Rulesets.presetIds()) {
            assertThat(json.path(id).path("ruleset").asText()).startsWith(id);
        }
    }
}
