/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.tile.Wind;

/**
 * A scripted game of sixteen hands with typed scores, draws, East keeping the deal, a limit
 * hand and a correction. The expected balances were worked out apart from this code (an
 * independent model of docs/settlement.md and of the rotation of the deal and the winds).
 */
class ScriptedGameTest {

    private static final List<String> PLAYERS = List.of("Ann", "Bob", "Cid", "Dee");
    static final GameSetup SETUP = new GameSetup(PLAYERS, Rulesets.bmja(), GameOptions.DEFAULTS);

    /** winner index (-1 draw), then the four typed scores of Ann, Bob, Cid, Dee. */
    private static final long[][] SCRIPT = {
        {0, 20, 10, 0, 4}, {-1, 0, 0, 0, 0}, {1, 8, 30, 2, 0}, {1, 12, 24, 6, 40},
        {2, 0, 16, 48, 8}, {-1, 0, 0, 0, 0}, {0, 36, 4, 10, 2}, {3, 6, 0, 14, 52},
        {0, 28, 2, 0, 10}, {2, 100, 20, 64, 0}, {3, 0, 8, 16, 1280}, {-1, 0, 0, 0, 0},
        {0, 44, 0, 18, 6}, {1, 4, 76, 0, 12}, {2, 2, 2, 90, 2}, {3, 16, 32, 8, 120},
    };

    /** prevailing wind, East's name, then each player's balance for the hand and running total. */
    private static final Object[][] EXPECTED = {
        {"E", "Ann", 120, -24, -54, -42, 120, -24, -54, -42},
        {"E", "Ann", 0, 0, 0, 0, 120, -24, -54, -42},
        {"E", "Ann", -32, 120, -40, -48, 88, 96, -94, -90},
        {"E", "Bob", -70, 144, -88, 14, 18, 240, -182, -76},
        {"E", "Bob", -88, -48, 192, -56, -70, 192, 10, -132},
        {"E", "Cid", 0, 0, 0, 0, -70, 192, 10, -132},
        {"E", "Cid", 144, -46, -44, -54, 74, 146, -34, -186},
        {"E", "Dee", -106, -124, -82, 312, -32, 22, -116, 126},
        {"E", "Dee", 112, -42, -50, -20, 80, -20, -166, 106},
        {"S", "Ann", 232, -204, 256, -284, 312, -224, 90, -178},
        {"S", "Bob", -1032, -2000, -968, 4000, -720, -2224, -878, 3822},
        {"S", "Cid", 0, 0, 0, 0, -720, -2224, -878, 3822},
        {"S", "Cid", 176, -86, -28, -62, -544, -2310, -906, 3760},
        {"S", "Dee", -88, 304, -104, -112, -632, -2006, -1010, 3648},
        {"W", "Ann", -180, -90, 360, -90, -812, -2096, -650, 3558},
        {"W", "Bob", -144, -160, -176, 480, -956, -2256, -826, 4038},
    };

    static List<HandRecord> script() {
        List<HandRecord> hands = new ArrayList<>();
        for (long[] line : SCRIPT) {
            Map<String, PlayerEntry> entries = new LinkedHashMap<>();
            for (int p = 0; p < 4; p++) {
                entries.put(PLAYERS.get(p), PlayerEntry.score(line[p + 1]));
            }
            hands.add(line[0] < 0 ? HandRecord.draw(entries) : HandRecord.win(PLAYERS.get((int) line[0]), entries));
        }
        return hands;
    }

    @Test
    void sixteenHandsGiveTheBalancesWorkedOutApart() {
        GameSheet sheet = Game.replay(SETUP, script());
        assertThat(sheet.hands()).hasSize(16);
        for (int i = 0; i < 16; i++) {
            PlayedHand hand = sheet.hands().get(i);
            Object[] want = EXPECTED[i];
            String context = "hand " + (i + 1);
            assertThat(hand.prevailing().letter()).as(context).isEqualTo(((String) want[0]).charAt(0));
            assertThat(hand.eastPlayer()).as(context).isEqualTo(want[1]);
            for (int p = 0; p < 4; p++) {
                assertThat(hand.players().get(p).balance()).as(context + " " + PLAYERS.get(p))
                        .isEqualTo(((Integer) want[2 + p]).longValue());
                assertThat(hand.players().get(p).total()).as(context + " total " + PLAYERS.get(p))
                        .isEqualTo(((Integer) want[6 + p]).longValue());
            }
        }
        assertThat(sheet.totals()).containsExactly(-956L, -2256L, -826L, 4038L);
        assertThat(sheet.standings()).extracting(GameSheet.Standing::player).containsExactly("Dee", "Cid", "Ann", "Bob");
        assertThat(sheet.tallies(3)).isEqualTo(2000 + 4038);
        assertThat(sheet.nextEast()).isEqualTo("Cid");
        assertThat(sheet.next().prevailing()).isEqualTo(Wind.WEST);
        assertThat(sheet.finished()).isFalse();
    }

    @Test
    void correctingHandThreeRecomputesEveryLaterHand() {
        List<HandRecord> hands = script();
        Map<String, PlayerEntry> none = Map.of();
        hands.set(2, HandRecord.draw(none));
        GameSheet sheet = Game.replay(SETUP, hands);
        // Hand 4 is now played with Ann still East; the rest follows from there.
        assertThat(sheet.hands().get(3).eastPlayer()).isEqualTo("Ann");
        assertThat(sheet.hands().get(3).players()).extracting(PlayerResult::balance)
                .containsExactly(-92L, 96L, -70L, 66L);
        assertThat(sheet.totals()).containsExactly(-946L, -2424L, -768L, 4138L);
    }

    @Test
    void everyHandIsZeroSumAndTheLimitHandIsCapped() {
        GameSheet sheet = Game.replay(SETUP, script());
        for (PlayedHand hand : sheet.hands()) {
            assertThat(hand.players().stream().mapToLong(PlayerResult::balance).sum()).isZero();
        }
        PlayedHand eleven = sheet.hands().get(10);
        assertThat(eleven.settlement().scores().get(eleven.players().get(3).seat())).isEqualTo(1000);
        assertThat(eleven.players().get(3).score()).isEqualTo(1280);
    }

    @Test
    void penaltiesAreNotDoubledForEast() {
        Map<String, PlayerEntry> none = Map.of();
        HandRecord draw = HandRecord.draw(none).withPenalties(List.of(
                new Penalty(30, List.of("Ann"), List.of("Bob", "Cid", "Dee"), "false Mah-Jong")));
        GameSheet sheet = Game.replay(SETUP, List.of(draw));
        assertThat(sheet.totals()).containsExactly(-90L, 30L, 30L, 30L);
    }

    @Test
    void aWinNeedsEveryScore() {
        HandRecord hand = HandRecord.win("Bob", Map.of("Bob", PlayerEntry.score(30), "Ann", PlayerEntry.score(8)));
        assertThatThrownBy(() -> Game.replay(SETUP, List.of(hand)))
                .isInstanceOfSatisfying(GameException.class, e -> {
                    assertThat(e.hand()).hasValue(1);
                    assertThat(e.getMessage()).contains("SCORES_MISSING", "Cid", "Dee");
                }); // the whole sentence: words' GameWordsTest
    }

    @Test
    void unknownPlayersAreNamed() {
        HandRecord hand = HandRecord.win("Zed", Map.of());
        assertThatThrownBy(() -> Game.replay(SETUP, List.of(hand)))
                .isInstanceOfSatisfying(GameException.class, e -> {
                    assertThat(e.hand()).hasValue(1);
                    assertThat(e.getMessage()).contains("NO_SUCH_PLAYER_AS", "player=Zed", "role=WINNER");
                }); // the whole sentence: words' GameWordsTest
    }

    @Test
    void namesAreMatchedWithoutCase() {
        Map<String, PlayerEntry> entries = new LinkedHashMap<>();
        entries.put("ann", PlayerEntry.score(20));
        entries.put("BOB", PlayerEntry.score(10));
        entries.put("Cid", PlayerEntry.score(0));
        entries.put("dee", PlayerEntry.score(4));
        GameSheet sheet = Game.replay(SETUP, List.of(HandRecord.win("ANN", entries)));
        assertThat(sheet.totals()).containsExactly(120L, -24L, -54L, -42L);
    }
}
