/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import java.util.List;
import org.mahjongtally.text.Text;
import org.mahjongtally.game.GameProblem;
import org.mahjongtally.tile.Wind;

/** Parameters of {@link GameProblem} messages as every language reads them. */
final class GameArgs {

    private GameArgs() {
    }

    /** The names of a {@code players} parameter, in order, for the language to list. */
    static List<String> names(Args a) {
        return Text.split(a.text("players"), GameProblem.NAME_SEPARATOR);
    }

    /**
     * A whole-number parameter written with {@code separator} between groups of three digits:
     * {@code 1,000,000} in English, {@code 1 000 000} in Polish and Russian.
     */
    static String grouped(Args a, String name, String separator) {
        String digits = Long.toString(Math.abs(a.number(name)));
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < digits.length(); i++) {
            if (i > 0 && (digits.length() - i) % 3 == 0) {
                out.append(separator);
            }
            out.append(digits.charAt(i));
        }
        return (a.number(name) < 0 ? "-" : "") + out;
    }

    /** The notation letter of a wind parameter: {@code E S W N}. */
    static char letter(Args a, String name) {
        return a.value(name, Wind.class).letter();
    }
}
