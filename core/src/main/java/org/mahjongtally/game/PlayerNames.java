/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import java.util.Locale;

/**
 * What a player's name must be that can be said without Unicode normalisation:
 * trimmed of every kind of white space at its ends (a no-break space and U+2028 too), not
 * made only of characters nobody sees (zero-width spaces, a byte order mark), and at most {@link #MAX} characters counted as Unicode code points, so that 40
 * emoji fit as 40 letters do. Pure Java with no {@code java.text}, so that it compiles to
 * JavaScript with TeaVM (which has no {@code java.text.Normalizer}).
 *
 * <p>Normalising a name (NFC) and telling look-alikes apart ({@code José} written with one code
 * point or two, {@code Ａnn} and {@code Ann}) needs Unicode's normalisation tables, which only
 * the JVM has: that is the adapters' part, in the store's {@code NameForms}, on the way to every
 * stored game and club player. Core compares names by case alone.
 */
public final class PlayerNames {

    /** The most characters (code points) of a name. */
    public static final int MAX = 40;

    private PlayerNames() {
    }

    /**
     * The name without white space at its ends: {@link Character#isWhitespace} and
     * {@link Character#isSpaceChar}, so a no-break space and U+2028 too, but not the control
     * characters among them (a line feed, a tab: a name is typed on one line, and a name with
     * one is refused as it always was). Format characters stay
     * (a right-to-left override must be seen to be refused; a look-alike with a zero-width space
     * is told by the adapters' key).
     */
    public static String trimmed(String name) {
        int start = 0;
        int end = name.length();
        while (start < end && isSpace(name.codePointAt(start))) {
            start += Character.charCount(name.codePointAt(start));
        }
        while (end > start && isSpace(name.codePointBefore(end))) {
            end -= Character.charCount(name.codePointBefore(end));
        }
        return name.substring(start, end);
    }

    /**
     * Whether nothing of the name can be seen: it holds only white space, format characters
     * (zero-width spaces and joiners, a byte order mark), combining marks with nothing to sit on,
     * and control characters.
     */
    public static boolean isInvisible(String name) {
        return name.codePoints().allMatch(c -> isSpace(c) || Character.isISOControl(c)
                || Character.getType(c) == Character.FORMAT || Character.getType(c) == Character.NON_SPACING_MARK
                || Character.getType(c) == Character.ENCLOSING_MARK);
    }

    /**
     * The characters that make a name look other than it is, as ranges of code points {first,
     * last}: Unicode's space separators other than the plain space (a no-break space U+00A0, an
     * ideographic space U+3000: such a name looks like one typed with a space, and is another to
     * anyone who types it), the line and paragraph separators (U+2028, U+2029), and its format
     * characters (a byte order mark U+FEFF, a zero-width space U+200B, a word joiner U+2060, a
     * soft hyphen U+00AD, the bidirectional controls) but the zero-width non-joiner and joiner
     * (U+200C, U+200D), which emoji sequences and several scripts need, and the tag characters of
     * flag emoji (U+E0020 to U+E007F). From the Unicode Character Database 15.0
     * (DerivedGeneralCategory.txt: Zs, Zl, Zp and Cf), written out rather than asked of
     * {@link Character}, so that every server and the page's engine (whatever version of Unicode
     * their tables know) refuse the same names.
     */
    private static final int[][] MISLEADING = {
        {0x00A0, 0x00A0}, {0x00AD, 0x00AD}, {0x0600, 0x0605}, {0x061C, 0x061C}, {0x06DD, 0x06DD},
        {0x070F, 0x070F}, {0x0890, 0x0891}, {0x08E2, 0x08E2}, {0x1680, 0x1680}, {0x180E, 0x180E},
        {0x2000, 0x200B}, {0x200E, 0x200F}, {0x2028, 0x202F}, {0x205F, 0x2064}, {0x2066, 0x206F},
        {0x3000, 0x3000}, {0xFEFF, 0xFEFF}, {0xFFF9, 0xFFFB}, {0x110BD, 0x110BD}, {0x110CD, 0x110CD},
        {0x13430, 0x1343F}, {0x1BCA0, 0x1BCA3}, {0x1D173, 0x1D17A}, {0xE0001, 0xE0001},
    };

    /**
     * The first character inside a name (its ends are trimmed) that makes it look other than it
     * is ({@link #MISLEADING}), or -1. Refused where a name enters, not replaced by a plain space:
     * games kept before name their players as they were typed, and a hand must still find them, so
     * a game replayed is not checked for it.
     */
    public static int misleading(String name) {
        return name.codePoints().filter(PlayerNames::isMisleading).findFirst().orElse(-1);
    }

    private static boolean isMisleading(int c) {
        for (int[] range : MISLEADING) {
            if (c >= range[0] && c <= range[1]) {
                return true;
            }
        }
        return false;
    }

    /**
     * A game's player name, {@link #trimmed}: something to read ({@link #isInvisible}), at most
     * {@link #MAX} characters and no control character.
     *
     * @throws GameException ({@code bad-game}) saying what is wrong
     */
    public static String checked(String given) {
        String name = given == null ? "" : trimmed(given);
        if (name.isEmpty()) {
            throw GameException.of(GameProblem.EMPTY_NAME);
        }
        if (isInvisible(name)) {
            throw GameException.of(GameProblem.INVISIBLE_NAME);
        }
        if (length(name) > MAX || name.codePoints().anyMatch(Character::isISOControl)) {
            throw GameException.of(GameProblem.BAD_NAME, MAX, name);
        }
        return name;
    }

    /**
     * A name entering now (a new game, a game file taken in): {@link #checked}, and without a
     * {@link #misleading} character inside.
     *
     * @throws GameException ({@code bad-player-name}) naming the character and its place, or as
     *     {@link #checked}
     */
    public static String entered(String given) {
        String name = checked(given);
        int hidden = misleading(name);
        if (hidden >= 0) {
            long position = name.codePoints().takeWhile(c -> c != hidden).count() + 1;
            throw GameException.badName(GameProblem.MISLEADING_NAME, codePoint(hidden), position);
        }
        return name;
    }

    /** A character as Unicode writes it: {@code U+00A0}, {@code U+E0001}. */
    private static String codePoint(int c) {
        String hex = Integer.toHexString(c).toUpperCase(Locale.ROOT);
        return "U+" + "0000".substring(Math.min(4, hex.length())) + hex;
    }

    /** The characters of a name as a reader counts them: code points, not UTF-16 units. */
    public static int length(String name) {
        return name.codePointCount(0, name.length());
    }

    /** White space a name may be typed with: not a control character (a line feed, a tab), which is refused. */
    private static boolean isSpace(int c) {
        return !Character.isISOControl(c) && (Character.isWhitespace(c) || Character.isSpaceChar(c));
    }
}
