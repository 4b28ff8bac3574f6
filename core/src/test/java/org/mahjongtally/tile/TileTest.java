/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.tile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class TileTest {

    /** Every tile: constant, notation code, Unicode code point (hex). */
    @ParameterizedTest(name = "{0} = {1} = U+{2}")
    @CsvSource(textBlock = """
            B1, 1b, 1F010
            B2, 2b, 1F011
            B3, 3b, 1F012
            B4, 4b, 1F013
            B5, 5b, 1F014
            B6, 6b, 1F015
            B7, 7b, 1F016
            B8, 8b, 1F017
            B9, 9b, 1F018
            C1, 1c, 1F007
            C2, 2c, 1F008
            C3, 3c, 1F009
            C4, 4c, 1F00A
            C5, 5c, 1F00B
            C6, 6c, 1F00C
            C7, 7c, 1F00D
            C8, 8c, 1F00E
            C9, 9c, 1F00F
            D1, 1d, 1F019
            D2, 2d, 1F01A
            D3, 3d, 1F01B
            D4, 4d, 1F01C
            D5, 5d, 1F01D
            D6, 6d, 1F01E
            D7, 7d, 1F01F
            D8, 8d, 1F020
            D9, 9d, 1F021
            EAST, E, 1F000
            SOUTH, S, 1F001
            WEST, W, 1F002
            NORTH, N, 1F003
            RED, R, 1F004
            GREEN, G, 1F005
            WHITE, P, 1F006
            F1, f1, 1F022
            F2, f2, 1F023
            F3, f3, 1F024
            F4, f4, 1F025
            S1, s1, 1F026
            S2, s2, 1F027
            S3, s3, 1F028
            S4, s4, 1F029
            """)
    void everyTileHasItsCodeAndCodePoint(Tile tile, String code, String hex) {
        int codePoint = Integer.parseInt(hex, 16);
        assertThat(tile.code()).isEqualTo(code);
        assertThat(tile.codePoint()).isEqualTo(codePoint);
        assertThat(Tile.fromCodePoint(codePoint)).isSameAs(tile);
        assertThat(Tile.ofCodePoint(codePoint)).contains(tile);
        assertThat(Tile.ofCode(code)).contains(tile);
    }

    @Test
    void thereAre42TilesInCanonicalOrderWithThePlayingTilesFirst() {
        Tile[] all = Tile.values();
        assertThat(all).hasSize(42);
        assertThat(Tile.PLAYING_KINDS).isEqualTo(34);
        assertThat(all[0]).isEqualTo(Tile.B1);
        assertThat(all[9]).isEqualTo(Tile.C1);
        assertThat(all[18]).isEqualTo(Tile.D1);
        assertThat(all[26]).isEqualTo(Tile.D9);
        assertThat(all[27]).isEqualTo(Tile.EAST);
        assertThat(all[31]).isEqualTo(Tile.RED);
        assertThat(all[33]).isEqualTo(Tile.WHITE);
        assertThat(all[34]).isEqualTo(Tile.F1);
        assertThat(all[38]).isEqualTo(Tile.S1);
        assertThat(Arrays.stream(all).limit(34)).noneMatch(Tile::isBonus);
        assertThat(Arrays.stream(all).skip(34)).allMatch(Tile::isBonus);
        for (Tile t : all) {
            assertThat(Tile.byOrdinal(t.ordinal())).isSameAs(t);
        }
    }

    /** The JDK's own Unicode character names are an independent check of the mapping. */
    @ParameterizedTest
    @EnumSource(Tile.class)
    void unicodeNameDescribesTheTile(Tile tile) {
        String name = Character.getName(tile.codePoint());
        String expected;
        if (tile.isSuited()) {
            String[] numbers = {"ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE"};
            String suit = switch (tile.suit()) {
                case BAMBOO -> "BAMBOOS";
                case CHARACTERS -> "CHARACTERS";
                case DOTS -> "CIRCLES";
            };
            expected = "MAHJONG TILE " + numbers[tile.rank() - 1] + " OF " + suit;
        } else if (tile.isFlower()) {
            expected = "MAHJONG TILE " + List.of("PLUM", "ORCHID", "BAMBOO", "CHRYSANTHEMUM").get(tile.rank() - 1);
        } else if (tile.isSeason()) {
            expected = "MAHJONG TILE " + List.of("SPRING", "SUMMER", "AUTUMN", "WINTER").get(tile.rank() - 1);
        } else {
            expected = "MAHJONG TILE " + (tile.isWind() ? tile.wind().name() + " WIND" : tile.dragon().name() + " DRAGON");
        }
        assertThat(name).isEqualTo(expected);
    }

    @ParameterizedTest(name = "U+{0}")
    @ValueSource(strings = {"1F02A", "1F02B", "1EFFF", "1F02C", "41", "0"})
    void jokerBackAndOtherCodePointsAreNotTiles(String hex) {
        int codePoint = Integer.parseInt(hex, 16);
        assertThat(Tile.ofCodePoint(codePoint)).isEmpty();
        assertThatThrownBy(() -> Tile.fromCodePoint(codePoint))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(hex);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "0b", "10b", "5s", "e", "W ", "F1", "S1", "f5", "s0", "Wh"})
    void notACode(String code) {
        assertThat(Tile.ofCode(code)).isEmpty();
    }

    /** tile, suited, terminal, honour, major, minor, wind, dragon, bonus, flower, season. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(textBlock = """
            B1,    true,  true,  false, true,  false, false, false, false, false, false
            B2,    true,  false, false, false, true,  false, false, false, false, false
            C5,    true,  false, false, false, true,  false, false, false, false, false
            D8,    true,  false, false, false, true,  false, false, false, false, false
            D9,    true,  true,  false, true,  false, false, false, false, false, false
            C9,    true,  true,  false, true,  false, false, false, false, false, false
            EAST,  false, false, true,  true,  false, true,  false, false, false, false
            NORTH, false, false, true,  true,  false, true,  false, false, false, false
            RED,   false, false, true,  true,  false, false, true,  false, false, false
            WHITE, false, false, true,  true,  false, false, true,  false, false, false
            F1,    false, false, false, false, false, false, false, true,  true,  false
            S4,    false, false, false, false, false, false, false, true,  false, true
            """)
    void classes(Tile tile, boolean suited, boolean terminal, boolean honour, boolean major, boolean minor,
                 boolean wind, boolean dragon, boolean bonus, boolean flower, boolean season) {
        assertThat(tile.isSuited()).as("suited").isEqualTo(suited);
        assertThat(tile.isTerminal()).as("terminal").isEqualTo(terminal);
        assertThat(tile.isHonour()).as("honour").isEqualTo(honour);
        assertThat(tile.isMajor()).as("major").isEqualTo(major);
        assertThat(tile.isMinor()).as("minor").isEqualTo(minor);
        assertThat(tile.isWind()).as("wind").isEqualTo(wind);
        assertThat(tile.isDragon()).as("dragon").isEqualTo(dragon);
        assertThat(tile.isBonus()).as("bonus").isEqualTo(bonus);
        assertThat(tile.isPlaying()).as("playing").isEqualTo(!bonus);
        assertThat(tile.isFlower()).as("flower").isEqualTo(flower);
        assertThat(tile.isSeason()).as("season").isEqualTo(season);
    }

    @Test
    void classCountsMatchTheRules() {
        assertThat(Arrays.stream(Tile.values()).filter(Tile::isMinor)).hasSize(21);
        assertThat(Arrays.stream(Tile.values()).filter(Tile::isMajor)).hasSize(13);
        assertThat(Arrays.stream(Tile.values()).filter(Tile::isTerminal)).hasSize(6);
        assertThat(Arrays.stream(Tile.values()).filter(Tile::isHonour)).hasSize(7);
    }

    @Test
    void suitRankWindAndDragon() {
        assertThat(Tile.C7.suit()).isEqualTo(Suit.CHARACTERS);
        assertThat(Tile.C7.suitIfAny()).contains(Suit.CHARACTERS);
        assertThat(Tile.C7.rank()).isEqualTo(7);
        assertThat(Tile.SOUTH.wind()).isEqualTo(Wind.SOUTH);
        assertThat(Tile.GREEN.dragon()).isEqualTo(Dragon.GREEN);
        assertThat(Tile.S3.rank()).isEqualTo(3);
        assertThat(Tile.S3.bonusWind()).isEqualTo(Wind.WEST);
        assertThat(Tile.F4.bonusWind()).isEqualTo(Wind.NORTH);
        assertThat(Tile.RED.suitIfAny()).isEmpty();
        assertThat(Tile.F1.suitIfAny()).isEmpty();
    }

    @Test
    void askingAnAttributeATileDoesNotHaveThrows() {
        assertThatThrownBy(Tile.EAST::suit).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(Tile.F1::suit).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(Tile.RED::rank).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(Tile.B1::wind).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(Tile.F1::wind).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(Tile.EAST::dragon).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(Tile.EAST::bonusWind).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void nextStaysInTheSuit() {
        assertThat(Tile.B1.next()).contains(Tile.B2);
        assertThat(Tile.C8.next()).contains(Tile.C9);
        assertThat(Tile.B9.next()).isEmpty();
        assertThat(Tile.C9.next()).isEmpty();
        assertThat(Tile.D9.next()).isEmpty();
        assertThat(Tile.EAST.next()).isEmpty();
        assertThat(Tile.WHITE.next()).isEmpty();
        assertThat(Tile.F1.next()).isEmpty();
        assertThat(Tile.B9.hasNext()).isFalse();
        assertThat(Tile.D5.hasNext()).isTrue();
    }

    @Test
    void factories() {
        assertThat(Tile.of(Suit.DOTS, 5)).isEqualTo(Tile.D5);
        assertThat(Tile.of(Suit.BAMBOO, 9)).isEqualTo(Tile.B9);
        assertThat(Tile.of(Suit.CHARACTERS, 1)).isEqualTo(Tile.C1);
        assertThat(Tile.of(Wind.NORTH)).isEqualTo(Tile.NORTH);
        assertThat(Tile.of(Dragon.WHITE)).isEqualTo(Tile.WHITE);
        assertThat(Tile.flower(2)).isEqualTo(Tile.F2);
        assertThat(Tile.season(4)).isEqualTo(Tile.S4);
        assertThatThrownBy(() -> Tile.of(Suit.DOTS, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Tile.of(Suit.DOTS, 10)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Tile.flower(5)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Tile.season(0)).isInstanceOf(IllegalArgumentException.class);
    }

    /** A wind is read from its letter or its constant's name, in any case, blanks around allowed. */
    @ParameterizedTest(name = "''{0}'' = {1}")
    @CsvSource(textBlock = """
            E,       EAST
            s,       SOUTH
            ' W ',   WEST
            east,    EAST
            South,   SOUTH
            NORTH,   NORTH
            ' west', WEST
            """)
    void windsParse(String text, Wind wind) {
        assertThat(Wind.parse(text)).contains(wind);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "X", "Ea", "Easts", "East Wind", "Wschód", "P"})
    void notAWind(String text) {
        assertThat(Wind.parse(text)).isEmpty();
    }

    @Test
    void suitAndDragonLetters() {
        assertThat(Suit.ofLetter('b')).contains(Suit.BAMBOO);
        assertThat(Suit.ofLetter('d')).contains(Suit.DOTS);
        assertThat(Suit.ofLetter('B')).isEmpty();
        assertThat(Suit.ofLetter('s')).isEmpty();
        assertThat(Dragon.ofLetter('P')).contains(Dragon.WHITE);
        assertThat(Dragon.ofLetter('W')).isEmpty();
        assertThat(Dragon.WHITE.letter()).isEqualTo('P');
    }
}
