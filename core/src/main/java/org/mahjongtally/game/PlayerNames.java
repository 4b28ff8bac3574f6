/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

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

    /** The characters of a name as a reader counts them: code points, not UTF-16 units. */
    public static int length(String name) {
        return name.codePointCount(0, name.length());
    }

    /** White space a name may be typed with: not a control character (a line feed, a tab), which is refused. */
    private static boolean isSpace(int c) {
        return !Character.isISOControl(c) && (Character.isWhitespace(c) || Character.isSpaceChar(c));
    }
}
