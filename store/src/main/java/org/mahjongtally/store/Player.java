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
        int hidden = misleading(name);
        if (hidden >= 0) {
            long position = name.codePoints().takeWhile(c -> c != hidden).count() + 1;
            throw PlayerException.badName(StoreProblem.PLAYER_NAME_MISLEADING, String.format("U+%04X", hidden), position);
        }
        return name;
    }

    /**
     * A name as a club kept it before a name entering now was also checked for {@link #misleading}
     * characters inside it (a backup being restored): trimmed, in NFC, checked as {@link #checkedName}
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

    /**
     * The first character inside a name (its ends are trimmed) that makes it look other than it
     * is, or -1: a space other than the plain one (a no-break space U+00A0, an ideographic space
     * U+3000: such a name looks like one typed with a space, and is another to anyone who types
     * it), a line or paragraph separator (U+2028, U+2029), or an invisible format character (a
     * byte order mark U+FEFF, a zero-width space U+200B, a soft hyphen U+00AD). The zero-width
     * joiner and non-joiner (U+200D, U+200C), which emoji sequences and several scripts need, and
     * the tag characters of flag emoji stay. Refused, not replaced by a plain space: games kept
     * before name their players as they were typed, and a hand must still find them.
     */
    static int misleading(String name) {
        return name.codePoints().filter(c -> c != ' ' && (Character.isSpaceChar(c)
                || Character.getType(c) == Character.FORMAT && c != 0x200C && c != 0x200D && !(c >= 0xE0020 && c <= 0xE007F)))
                .findFirst().orElse(-1);
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
