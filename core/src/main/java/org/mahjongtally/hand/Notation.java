/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import java.util.ArrayList;
import java.util.List;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.TileCounts;
import org.mahjongtally.tile.Wind;

/**
 * The hand notation of {@code docs/notation.md}: one ASCII line per player's hand.
 *
 * <p><b>Reading</b> ({@link #parse}). Items are separated by whitespace, in any order; a set in
 * brackets or braces may also directly follow or precede another item. {@code #} starts a
 * comment that runs to the end of the line. The items are:
 * <ul>
 *   <li>concealed tiles: digits in a row share the suit letter that follows them ({@code 123b},
 *       {@code 555d}), honour letters ({@code E S W N R G P}) stand for one tile each, and one
 *       run may mix several suit groups and honours ({@code 19b19c19dESWNRGPP});</li>
 *   <li>{@code [123b]}, {@code [RRR]}, {@code [9999b]}: an exposed chow, pung or kong (the tiles
 *       in any order);</li>
 *   <li>{@code {5555d}}: a declared concealed kong;</li>
 *   <li>{@code f1}-{@code f4}, {@code s1}-{@code s4}: bonus tiles (also accepted inside a run of
 *       concealed tiles, never inside brackets);</li>
 *   <li>{@code seat=} and {@code round=} ({@code E S W N}; a word such as {@code east} is read
 *       too), {@code win=} (one playing tile), {@code by=} (a {@link WinMethod} code, in any
 *       case; needs {@code win=}), each at most once; key names are lowercase;</li>
 *   <li>bare flags, each at most once (see {@link Flag}): {@code original-call},
 *       {@code twofold-fortune}, {@code east-streak} (this win is East's Nth win in a row, N
 *       being the ruleset's {@code eastStreakLimit}: a limit hand where the ruleset has one),
 *       {@code claimed-kongs} (the exposed kongs were claimed from a discard, not added to a
 *       pung: they count as concealed for doubling under Millington's three kinds of kong).</li>
 * </ul>
 * Unicode mahjong tile characters (U+1F000-U+1F029) are read wherever a tile letter is,
 * including inside brackets and after {@code win=}. Letters are case-sensitive: suits are small
 * letters, honours capitals ({@code s1} is Season 1, {@code S} the South wind).
 *
 * <p><b>Writing</b> ({@link #format}): the canonical form, single spaces between items, in this
 * order:
 * <ol>
 *   <li>exposed sets, then concealed kongs, each in {@link Meld#CANONICAL_ORDER}
 *       ({@code [123b] [RRR] {5555d}});</li>
 *   <li>concealed tiles, one group per suit with all its ranks in order sharing one suit letter,
 *       then one group of winds and one of dragons: {@code 123456789b 55d EESS RRR} (see
 *       {@link TileCounts#notation()});</li>
 *   <li>bonus tiles, each on its own: {@code f1 f3 s2};</li>
 *   <li>{@code seat=}, {@code round=}, {@code win=}, {@code by=}, each left out when it has its
 *       default (seat and round East, not the winner, {@code by=wall});</li>
 *   <li>flags in the order of {@link Flag}.</li>
 * </ol>
 * {@code parse(format(h)).equals(h)} for every hand and {@code format} is idempotent.
 */
public final class Notation {

    private Notation() {
    }

    /**
     * Reads a hand.
     *
     * @throws NotationException for text that cannot be read: its position is the 0-based char
     *     index of the offending character or item
     * @throws InvalidHandException for text that reads as a hand that cannot exist, with the
     *     same kind of position (for a wrong tile count, the {@code win=} key of a winning hand,
     *     or the end of the last item of any other hand)
     */
    public static Hand parse(String text) {
        return NotationParser.parseHand(text);
    }

    /** Writes a hand in canonical notation. */
    public static String format(Hand hand) {
        List<String> out = new ArrayList<>();
        hand.declared().forEach(m -> out.add(m.toString()));
        String concealed = TileCounts.of(hand.concealed()).notation();
        if (!concealed.isEmpty()) {
            out.add(concealed);
        }
        hand.bonus().forEach(t -> out.add(t.code()));
        WinContext context = hand.context();
        if (context.seat() != Wind.EAST) {
            out.add("seat=" + context.seat().letter());
        }
        if (context.prevailing() != Wind.EAST) {
            out.add("round=" + context.prevailing().letter());
        }
        context.winningTile().map(Tile::code).ifPresent(code -> out.add("win=" + code));
        if (context.isWinner() && context.method() != WinMethod.WALL) {
            out.add("by=" + context.method().code());
        }
        context.flags().forEach(f -> out.add(f.code()));
        return String.join(" ", out);
    }
}
