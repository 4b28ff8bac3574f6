/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.tile.Wind;

/** The seats' winds by name in each language, as the page names them, in the forms the sentences need. */
final class Winds {

    private Winds() {
    }

    /** The wind's name as a subject: {@code East}, {@code Wschód}, {@code Восток}. */
    static String name(Wind wind, Language language) {
        return switch (language) {
            case ENGLISH -> EnglishNames.of(wind);
            case POLISH -> switch (wind) {
                case EAST -> "Wschód";
                case SOUTH -> "Południe";
                case WEST -> "Zachód";
                case NORTH -> "Północ";
            };
            case RUSSIAN -> switch (wind) {
                case EAST -> "Восток";
                case SOUTH -> "Юг";
                case WEST -> "Запад";
                case NORTH -> "Север";
            };
        };
    }

    /** The wind's name as an owner ("the score of East"): {@code East}, {@code Wschodu}, {@code Востока}. */
    static String genitive(Wind wind, Language language) {
        return switch (language) {
            case ENGLISH -> EnglishNames.of(wind);
            case POLISH -> switch (wind) {
                case EAST -> "Wschodu";
                case SOUTH -> "Południa";
                case WEST -> "Zachodu";
                case NORTH -> "Północy";
            };
            case RUSSIAN -> switch (wind) {
                case EAST -> "Востока";
                case SOUTH -> "Юга";
                case WEST -> "Запада";
                case NORTH -> "Севера";
            };
        };
    }

    /** The wind's name as the one paid ("West pays East"): {@code East}, {@code Wschodowi}, {@code Востоку}. */
    static String dative(Wind wind, Language language) {
        return switch (language) {
            case ENGLISH -> EnglishNames.of(wind);
            case POLISH -> switch (wind) {
                case EAST -> "Wschodowi";
                case SOUTH -> "Południu";
                case WEST -> "Zachodowi";
                case NORTH -> "Północy";
            };
            case RUSSIAN -> switch (wind) {
                case EAST -> "Востоку";
                case SOUTH -> "Югу";
                case WEST -> "Западу";
                case NORTH -> "Северу";
            };
        };
    }
}
