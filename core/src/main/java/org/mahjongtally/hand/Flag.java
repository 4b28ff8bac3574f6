package org.mahjongtally.hand;

import java.util.Optional;

/**
 * A fact about the hand that the tiles cannot show, written as a bare word in the notation.
 */
public enum Flag {
    /** The player declared a calling hand right after the first discard and never changed it. */
    ORIGINAL_CALL("original-call"),
    /** A kong, whose loose tile made a second kong, whose loose tile gave Mah-Jong. */
    TWOFOLD_FORTUNE("twofold-fortune");

    private final String code;

    Flag(String code) {
        this.code = code;
    }

    /** The word written in the notation, such as {@code original-call}. */
    public String code() {
        return code;
    }

    /** The flag for a word such as {@code "original-call"} (exact, lowercase), if it is one. */
    public static Optional<Flag> parse(String word) {
        for (Flag f : values()) {
            if (f.code.equals(word)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }
}
