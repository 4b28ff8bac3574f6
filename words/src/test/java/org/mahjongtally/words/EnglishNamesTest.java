/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.mahjongtally.tile.Dragon;
import org.mahjongtally.tile.Suit;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

/** The English names, as the command line, the JSON and the CSV score sheet have always printed them. */
class EnglishNamesTest {

    /** Every tile: notation code, plain words. */
    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(textBlock = """
            1b, 1 Bamboo
            2b, 2 Bamboo
            3b, 3 Bamboo
            4b, 4 Bamboo
            5b, 5 Bamboo
            6b, 6 Bamboo
            7b, 7 Bamboo
            8b, 8 Bamboo
            9b, 9 Bamboo
            1c, 1 Characters
            2c, 2 Characters
            3c, 3 Characters
            4c, 4 Characters
            5c, 5 Characters
            6c, 6 Characters
            7c, 7 Characters
            8c, 8 Characters
            9c, 9 Characters
            1d, 1 Dots
            2d, 2 Dots
            3d, 3 Dots
            4d, 4 Dots
            5d, 5 Dots
            6d, 6 Dots
            7d, 7 Dots
            8d, 8 Dots
            9d, 9 Dots
            E, East Wind
            S, South Wind
            W, West Wind
            N, North Wind
            R, Red Dragon
            G, Green Dragon
            P, White Dragon
            f1, Flower 1 (East)
            f2, Flower 2 (South)
            f3, Flower 3 (West)
            f4, Flower 4 (North)
            s1, Season 1 (East)
            s2, Season 2 (South)
            s3, Season 3 (West)
            s4, Season 4 (North)
            """)
    void everyTileHasItsName(String code, String name) {
        assertThat(EnglishNames.of(Tile.ofCode(code).orElseThrow())).isEqualTo(name);
    }

    /** The JDK's Unicode character names are an independent check of the honours' names. */
    @ParameterizedTest
    @EnumSource(value = Tile.class, names = {"EAST", "SOUTH", "WEST", "NORTH", "RED", "GREEN", "WHITE"})
    void anHonourIsNamedAsUnicodeNamesItsTile(Tile honour) {
        assertThat(Character.getName(honour.codePoint()))
                .isEqualTo("MAHJONG TILE " + EnglishNames.of(honour).toUpperCase(Locale.ROOT));
    }

    @Test
    void windsSuitsAndDragonsToo() {
        assertThat(Wind.values()).extracting(EnglishNames::of).containsExactly("East", "South", "West", "North");
        assertThat(Suit.values()).extracting(EnglishNames::of).containsExactly("Bamboo", "Characters", "Dots");
        assertThat(Dragon.values()).extracting(EnglishNames::of).containsExactly("Red", "Green", "White");
    }
}
