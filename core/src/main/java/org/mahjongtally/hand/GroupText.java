package org.mahjongtally.hand;

import java.util.Locale;
import org.mahjongtally.tile.Tile;

/** Writes sets in notation; shared by the {@link Meld} records. */
final class GroupText {

    private GroupText() {
    }

    /** {@code n} copies of a tile: {@code 555d}, {@code RRR}. */
    static String repeat(Tile tile, int n) {
        if (tile.isSuited()) {
            return String.valueOf(tile.rank()).repeat(n) + tile.suit().letter();
        }
        return tile.code().repeat(n);
    }

    /** The body in brackets if exposed, in braces if a concealed kong, else plain. */
    static String wrap(String body, Meld meld) {
        if (meld.isExposed()) {
            return "[" + body + "]";
        }
        return meld.kind() == Meld.Kind.KONG ? "{" + body + "}" : body;
    }

    /** Throws if the tile is a bonus tile, which no set may hold. */
    static void requirePlaying(Tile tile, Meld.Kind kind) {
        if (tile.isBonus()) {
            throw new InvalidHandException(InvalidHandException.Reason.BONUS_TILE_IN_SET, tile,
                    "a " + kind.name().toLowerCase(Locale.ROOT) + " cannot hold the bonus tile "
                            + tile.code(),
                    "bonus tiles are written on their own, like f1 s3");
        }
    }
}
