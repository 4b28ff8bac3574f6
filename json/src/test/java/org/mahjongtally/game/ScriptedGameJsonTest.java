/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The JSON of the rules' scripted game of sixteen hands (moved here from ScriptedGameTest). */
class ScriptedGameJsonTest {

    @Test
    void theSheetsJsonCarriesTheSettlementOptionsAndTheHandovers() {
        String json = org.mahjongtally.json.Json.write(org.mahjongtally.json.GameJson.sheet(Game.replay(ScriptedGameTest.SETUP, ScriptedGameTest.script()),
                org.mahjongtally.words.Words.in(org.mahjongtally.words.Language.ENGLISH)::reason));
        assertThat(json).contains("\"settlement\":{\"limit\":1000,\"eastDoubles\":true,\"losersSettle\":true,"
                + "\"method\":\"difference\",\"drawPays\":\"nothing\",\"payForAll\":false}")
                .contains("\"handovers\":[{\"from\":\"Cid\",\"to\":\"Ann\",\"amount\":54,\"sticks\":{\"Man\":5,\"Harmony\":2}}")
                .contains("\"totals\":{\"Ann\":-956,\"Bob\":-2256,\"Cid\":-826,\"Dee\":4038}");
    }

    /**
     * A penalty is in the hand's settlement as the sheet shows it: after the payments, in the
     * balances, which are the players' balances; each player's share of it is said apart.
     */
    @Test
    void aHandsSettlementHasItsPenaltiesInItsBalances() {
        HandRecord win = HandRecord.win("Bob", Map.of("Ann", PlayerEntry.score(8), "Bob", PlayerEntry.score(40),
                "Cid", PlayerEntry.score(4), "Dee", PlayerEntry.score(0)))
                .withPenalties(List.of(new Penalty(50, List.of("Dee"), List.of("Ann"), "wrong claim")));
        HandRecord draw = HandRecord.draw(Map.of()).withPenalties(List.of(
                new Penalty(30, List.of("Ann"), List.of("Bob", "Cid", "Dee"), "false Mah-Jong")));
        String json = org.mahjongtally.json.Json.write(org.mahjongtally.json.GameJson.sheet(
                Game.replay(ScriptedGameTest.SETUP, List.of(win, draw)),
                org.mahjongtally.words.Words.in(org.mahjongtally.words.Language.ENGLISH)::reason));
        // Hand 1: Ann is East; she pays Bob 2 x 40, gets 2 x (8 - 4) from Cid and 2 x 8 from Dee
        // (-56), and Dee pays her 50 on top: -6 in the settlement's balances and in hers.
        assertThat(json).contains("\"penalties\":[{\"from\":\"N\",\"to\":\"E\",\"amount\":50}],"
                + "\"balances\":{\"E\":-6,\"S\":160,\"W\":-44,\"N\":-110}}")
                .contains("{\"name\":\"Ann\",\"seat\":\"E\",\"score\":8,\"balance\":-6,\"penalty\":50,");
        // Hand 2, a draw, Bob East: nothing is paid for the hand; Ann (North) pays each other 30.
        assertThat(json).contains("\"payments\":[],\"penalties\":[{\"from\":\"N\",\"to\":\"E\",\"amount\":30},"
                + "{\"from\":\"N\",\"to\":\"S\",\"amount\":30},{\"from\":\"N\",\"to\":\"W\",\"amount\":30}],"
                + "\"balances\":{\"E\":30,\"S\":30,\"W\":30,\"N\":-90}}");
    }
}
