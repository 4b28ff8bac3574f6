package org.mahjongtally.tile;

import java.util.Locale;
import java.util.Optional;

/**
 * The four winds, in playing order. A wind names a tile, a player's seat (the seat wind) and
 * the prevailing wind of a round. The player whose seat wind is {@link #EAST} is the dealer.
 */
public enum Wind {
    EAST('E', "East"),
    SOUTH('S', "South"),
    WEST('W', "West"),
    NORTH('N', "North");

    private final char letter;
    private final String displayName;

    Wind(char letter, String displayName) {
        this.letter = letter;
        this.displayName = displayName;
    }

    /** The one-letter code used in the notation: {@code E S W N}. */
    public char letter() {
        return letter;
    }

    /** The English name, capitalised: "East". */
    public String displayName() {
        return displayName;
    }

    /** The wind that follows this one in playing order (North is followed by East). */
    public Wind next() {
        return values()[(ordinal() + 1) % 4];
    }

    /** The wind for a letter {@code E S W N} (case-insensitive), if it is one. */
    public static Optional<Wind> ofLetter(char c) {
        char upper = Character.toUpperCase(c);
        for (Wind w : values()) {
            if (w.letter == upper) {
                return Optional.of(w);
            }
        }
        return Optional.empty();
    }

    /** The wind for a code such as {@code "E"}, {@code "east"} or {@code "East"}, if it is one. */
    public static Optional<Wind> parse(String text) {
        String t = text.trim();
        if (t.length() == 1) {
            return ofLetter(t.charAt(0));
        }
        for (Wind w : values()) {
            if (w.displayName.toLowerCase(Locale.ROOT).equals(t.toLowerCase(Locale.ROOT))) {
                return Optional.of(w);
            }
        }
        return Optional.empty();
    }
}
