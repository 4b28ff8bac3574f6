/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.time.Instant;
import org.jdbi.v3.core.mapper.reflect.ColumnName;
import org.mahjongtally.game.PlayerNames;

/**
 * A person known to the club. Games refer to players; a name given in a new game that the club
 * does not know yet makes a new player. Names are unique whatever their case and look-alike
 * forms ({@link NameForms#key}).
 *
 * @param id the player's number in the club
 * @param name the name as the club writes it
 * @param created when the club first saw the name
 */
public record Player(long id, String name, @ColumnName("created_at") Instant created) {

    /** The longest name accepted (as a game's player names). */
    public static final int MAX_NAME = 40;

    /** The longest {@link #key} the database keeps (V3__names.sql). */
    static final int MAX_KEY = 1000;

    /**
     * A name for the register, trimmed and in NFC ({@link PlayerNames}, {@link NameForms}), once
     * checked: something to read, 1 to 40 characters (code points), no control characters and
     * none of Unicode's bidirectional controls (which make a name show other than it is written).
     *
     * @throws PlayerException ({@code bad-player-name}) saying what is wrong
     */
    static String checkedName(String given) {
        String name = storedName(given);
        int hidden = PlayerNames.misleading(name);
        if (hidden >= 0) {
            long position = name.codePoints().takeWhile(c -> c != hidden).count() + 1;
            throw PlayerException.badName(StoreProblem.PLAYER_NAME_MISLEADING, String.format("U+%04X", hidden), position);
        }
        return name;
    }

    /**
     * A name as a club kept it before a name entering now was also checked for
     * {@link PlayerNames#misleading} characters inside it (a backup being restored): trimmed, in NFC, checked as {@link #checkedName}
     * checks it otherwise.
     *
     * @throws PlayerException ({@code bad-player-name}) saying what is wrong
     */
    static String storedName(String given) {
        String name = given == null ? "" : NameForms.nfc(PlayerNames.trimmed(given));
        if (name.isEmpty()) {
            throw PlayerException.badName(StoreProblem.PLAYER_NAME_EMPTY);
        }
        if (PlayerNames.isInvisible(name)) {
            throw PlayerException.badName(StoreProblem.PLAYER_NAME_INVISIBLE);
        }
        if (PlayerNames.length(name) > MAX_NAME
                || name.codePoints().anyMatch(c -> Character.isISOControl(c) || isBidiControl(c))
                || hasLoneSurrogate(name) || key(name).length() > MAX_KEY) {
            throw PlayerException.badName(StoreProblem.PLAYER_NAME_BAD, MAX_NAME);
        }
        return name;
    }

    /** The form in which names are compared: {@link NameForms#key}, so look-alikes are one name. */
    static String key(String name) {
        return NameForms.key(name);
    }

    private static boolean isBidiControl(int c) {
        return c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E)
                || (c >= 0x2066 && c <= 0x2069);
    }

    private static boolean hasLoneSurrogate(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (Character.isHighSurrogate(c)) {
                if (i + 1 >= s.length() || !Character.isLowSurrogate(s.charAt(i + 1))) {
                    return true;
                }
                i++;
            } else if (Character.isLowSurrogate(c)) {
                return true;
            }
        }
        return false;
    }
}
