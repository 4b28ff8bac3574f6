/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.mahjongtally.ErrorCode;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/**
 * A game refuses a way of winning that cannot have happened, in every language, instead of
 * scoring it: a discarder named for a self-drawn tile, East's dealt hand or run of wins for
 * another seat, East's own first discard (docs/notation.md, context).
 */
class ImpossibleWayOfWinningTest {

    private static final List<String> PLAYERS = List.of("Ann", "Bob", "Cid", "Dee");
    private static final GameSetup SETUP = new GameSetup(PLAYERS, Rulesets.bmja(), GameOptions.DEFAULTS);
    /** Ann is East in the first hand, Bob South. */
    private static final String TILES = "[RRR] 123b 555c 777d 55d win=5d ";

    private static HandRecord win(String winner, String tiles) {
        Map<String, PlayerEntry> entries = new LinkedHashMap<>();
        for (String p : PLAYERS) {
            entries.put(p, p.equals(winner) ? PlayerEntry.tiles(tiles) : PlayerEntry.score(0));
        }
        return HandRecord.win(winner, entries);
    }

    private static GameException refusal(HandRecord hand) {
        GameSheet none = Game.replay(SETUP, List.of());
        GameException e = catchThrowableOfType(GameException.class, () -> Game.append(none, hand));
        assertThat(e).as("a refusal").isNotNull();
        assertThat(e.code()).isEqualTo(ErrorCode.INVALID_HAND.code());
        return e;
    }

    private static String in(Language language, GameException e) {
        return Words.in(language).render(e);
    }

    @Test
    void aDiscarderWithATileFromTheWallIsRefusedNotScoredAsSelfDrawn() {
        for (String way : List.of("wall", "last-wall", "deal")) {
            GameException e = refusal(win("Ann", TILES + "by=" + way).withDiscarder("Bob", Optional.empty()));
            assertThat(in(Language.ENGLISH, e)).isEqualTo("hand 1: Ann's tiles say by=" + way + ", a winning tile"
                    + " nobody discarded, but Bob is named as the discarder; remove the discarder, or say"
                    + " by=discard if Ann went out on Bob's discard");
            assertThat(in(Language.POLISH, e)).startsWith("rozdanie 1: płytki gracza Ann mówią by=" + way);
            assertThat(in(Language.RUSSIAN, e)).startsWith("раздача 1: кости игрока Ann говорят by=" + way);
        }
    }

    @Test
    void theSameWinOnTheDiscardIsBookedOnIt() {
        GameSheet sheet = Game.append(Game.replay(SETUP, List.of()),
                win("Ann", TILES + "by=discard").withDiscarder("Bob", Optional.empty()));
        // (4 [RRR] + 4 555c + 4 777d + 20) x2 (red dragons) = 64; no 2 points for a tile from the wall
        assertThat(sheet.hands().get(0).players().get(0).score()).isEqualTo(64);
        assertThat(sheet.hands().get(0).record().discarder()).contains("Bob");
    }

    @Test
    void theDealtHandIsEastsOnly() {
        GameException e = refusal(win("Bob", TILES + "by=deal"));
        assertThat(in(Language.ENGLISH, e)).isEqualTo("hand 1, Bob's tiles: by=deal says East went out with his"
                + " dealt tiles, but this player sits South; give the way the winning tile really came, such as"
                + " by=wall or by=first-discard (East's first discard), or seat=E if this player is East");
        assertThat(in(Language.POLISH, e)).startsWith("rozdanie 1, płytki gracza Bob: by=deal mówi")
                .contains("jako Południe");
        assertThat(in(Language.RUSSIAN, e)).startsWith("раздача 1, кости игрока Bob: by=deal означает")
                .contains("на месте Юга");
    }

    @Test
    void eastDoesNotClaimHisOwnFirstDiscard() {
        GameException e = refusal(win("Ann", TILES + "by=first-discard"));
        assertThat(in(Language.ENGLISH, e)).startsWith("hand 1, Ann's tiles: by=first-discard says the winning tile"
                + " was East's first discard, but this player is East");
        assertThat(in(Language.POLISH, e)).contains("pierwszym odrzutem Wschodu");
        assertThat(in(Language.RUSSIAN, e)).contains("первым сбросом Востока");
    }

    @Test
    void eastsRunOfWinsIsEasts() {
        GameException e = refusal(win("Bob", TILES + "by=discard east-streak").withDiscarder("Cid", Optional.empty()));
        assertThat(in(Language.ENGLISH, e)).isEqualTo("hand 1, Bob's tiles: east-streak is East's run of wins, but"
                + " this player sits South; remove east-streak, or give seat=E if this player is East");
        assertThat(in(Language.POLISH, e)).contains("seria wygranych Wschodu");
        assertThat(in(Language.RUSSIAN, e)).contains("серия побед Востока");
    }

    @Test
    void earthsBlessingIsAnotherPlayersWinOnEastsFirstDiscard() {
        GameSheet sheet = Game.append(Game.replay(SETUP, List.of()),
                win("Bob", TILES + "by=first-discard").withDiscarder("Ann", Optional.empty()));
        assertThat(sheet.hands().get(0).players().get(1).score()).isEqualTo(1000);
    }
}
