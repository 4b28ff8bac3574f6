/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import static org.assertj.core.api.Assertions.assertThat;

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
}
