/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import org.mahjongtally.text.Text;

/**
 * Which context keys a hand's text writes itself. The parsed hand cannot tell "seat=E" from no
 * seat at all (East is the default), and the game must know: a hand that names its seat must
 * name the right one, a hand that does not is seated by the game.
 */
record NotationKeys(boolean hasSeat, boolean hasRound) {

    static NotationKeys of(String notation) {
        String text = notation;
        int comment = text.indexOf('#');
        if (comment >= 0) {
            text = text.substring(0, comment);
        }
        boolean seat = false;
        boolean round = false;
        for (String token : Text.words(text.strip())) {
            seat |= token.startsWith("seat=");
            round |= token.startsWith("round=");
        }
        return new NotationKeys(seat, round);
    }
}
