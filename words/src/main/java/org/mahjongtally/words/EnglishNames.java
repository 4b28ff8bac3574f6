/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.tile.Dragon;
import org.mahjongtally.tile.Suit;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

/**
 * The English names of tiles, winds, suits and dragons, as the command line, the JSON and the
 * CSV score sheet print them: {@code 5 Dots}, {@code East Wind}, {@code Red Dragon},
 * {@code Flower 1 (East)}. This is the only place they are spelled: core's enums carry codes
 * only, and the page names them in its own language files.
 */
public final class EnglishNames {

    private EnglishNames() {
    }

    /** {@code East}, {@code South}, {@code West}, {@code North}. */
    public static String of(Wind wind) {
        return switch (wind) {
            case EAST -> "East";
            case SOUTH -> "South";
            case WEST -> "West";
            case NORTH -> "North";
        };
    }

    /** {@code Bamboo}, {@code Characters}, {@code Dots}. */
    public static String of(Suit suit) {
        return switch (suit) {
            case BAMBOO -> "Bamboo";
            case CHARACTERS -> "Characters";
            case DOTS -> "Dots";
        };
    }

    /** {@code Red}, {@code Green}, {@code White}. */
    public static String of(Dragon dragon) {
        return switch (dragon) {
            case RED -> "Red";
            case GREEN -> "Green";
            case WHITE -> "White";
        };
    }

    /** {@code 5 Dots}, {@code East Wind}, {@code Red Dragon}, {@code Flower 1 (East)}, {@code Season 3 (West)}. */
    public static String of(Tile tile) {
        if (tile.isSuited()) {
            return tile.rank() + " " + of(tile.suit());
        }
        if (tile.isWind()) {
            return of(tile.wind()) + " Wind";
        }
        if (tile.isDragon()) {
            return of(tile.dragon()) + " Dragon";
        }
        return (tile.isFlower() ? "Flower " : "Season ") + tile.rank() + " (" + of(tile.bonusWind()) + ")";
    }
}
