/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.mahjongtally.InputChar;
import org.mahjongtally.hand.TileScanner.Located;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

/**
 * Reads one hand in notation (see {@link Notation}). Items are read left to right and every
 * tile keeps its position, so the checks {@link Hand} makes afterwards can be reported at the
 * place in the text that broke them.
 */
final class NotationParser {

    private static final List<String> KEYS = List.of("seat", "round", "win", "by");

    private final String text;
    private int pos;
    /** The char index just after the last item read: where missing tiles would go. */
    private int contentEnd;
    private boolean sawItem;

    private final List<Meld> declared = new ArrayList<>();
    private final List<Tile> concealed = new ArrayList<>();
    /** Every playing tile in text order, for finding the fifth copy of a tile. */
    private final List<Located> playing = new ArrayList<>();
    private final List<Located> bonus = new ArrayList<>();
    private final Map<String, Integer> keyPositions = new HashMap<>();
    private Wind seat = Wind.EAST;
    private Wind round = Wind.EAST;
    private Located win;
    private WinMethod method = WinMethod.WALL;
    private final Set<Flag> flags = EnumSet.noneOf(Flag.class);

    private NotationParser(String text) {
        this.text = text;
    }

    static Hand parseHand(String text) {
        return new NotationParser(text).hand();
    }

    static Meld parseMeld(String text) {
        return new NotationParser(text).meld();
    }

    private Hand hand() {
        while (skipBlanks()) {
            item();
            sawItem = true;
            contentEnd = pos;
        }
        if (!sawItem) {
            throw new NotationException(0, NotationProblem.EMPTY_HAND);
        }
        if (win == null && keyPositions.containsKey("by")) {
            throw new NotationException(keyPositions.get("by"), NotationProblem.BY_WITHOUT_WIN);
        }
        WinContext context = new WinContext(seat, round, Optional.ofNullable(win).map(Located::tile), method, flags);
        try {
            return new Hand(declared, concealed, bonus.stream().map(Located::tile).toList(), context);
        } catch (InvalidHandException e) {
            throw e.at(positionOf(e));
        }
    }

    private int positionOf(InvalidHandException e) {
        return switch (e.reason()) {
            case TOO_MANY_COPIES -> nthPosition(playing, e.tile().orElseThrow(), 5);
            case DUPLICATE_BONUS_TILE -> nthPosition(bonus, e.tile().orElseThrow(), 2);
            case WINNING_TILE_NOT_IN_HAND, ROBBED_TILE_HELD -> win.position();
            case WRONG_TILE_COUNT -> win != null ? keyPositions.get("win") : contentEnd;
            case LOOSE_TILE_WITHOUT_KONG -> keyPositions.get("by");
            default -> 0;
        };
    }

    private static int nthPosition(List<Located> located, Tile tile, int n) {
        int seen = 0;
        for (Located l : located) {
            if (l.tile() == tile && ++seen == n) {
                return l.position();
            }
        }
        return 0;
    }

    /** Skips whitespace and {@code #} comments; returns true if an item follows. */
    private boolean skipBlanks() {
        while (pos < text.length()) {
            int cp = text.codePointAt(pos);
            if (cp == '#') {
                while (pos < text.length() && text.charAt(pos) != '\n' && text.charAt(pos) != '\r') {
                    pos++;
                }
            } else if (isBlank(cp)) {
                pos += Character.charCount(cp);
            } else {
                return true;
            }
        }
        return false;
    }

    private static boolean isBlank(int cp) {
        return Character.isWhitespace(cp) || Character.isSpaceChar(cp);
    }

    /** True where a word or a bracketed set ends. */
    private static boolean endsWord(int cp) {
        return isBlank(cp) || cp == '#' || cp == '[' || cp == '{' || cp == ']' || cp == '}';
    }

    private void item() {
        char c = text.charAt(pos);
        if (c == '[' || c == '{') {
            declared.add(group(false));
            return;
        }
        if (c == ']' || c == '}') {
            throw new NotationException(pos, NotationProblem.CLOSER_WITHOUT_OPENER, new InputChar(c));
        }
        int start = pos;
        while (pos < text.length() && !endsWord(text.codePointAt(pos))) {
            pos += Character.charCount(text.codePointAt(pos));
        }
        String word = text.substring(start, pos);
        if (word.indexOf('=') >= 0) {
            key(start, word);
        } else if (isFlagWord(word)) {
            flag(start, word);
        } else {
            for (Located l : TileScanner.scan(text, start, pos)) {
                if (l.tile().isBonus()) {
                    bonus.add(l);
                } else {
                    concealed.add(l.tile());
                    playing.add(l);
                }
            }
        }
    }

    /**
     * Reads {@code [...]} or {@code {....}} at {@code pos} and moves past it.
     *
     * @param allowPair whether {@code [55d]} is accepted (for a single set, not in a hand)
     */
    private Meld group(boolean allowPair) {
        int open = pos;
        char opener = text.charAt(open);
        char closer = opener == '[' ? ']' : '}';
        int k = open + 1;
        while (k < text.length() && !endsWord(text.codePointAt(k))) {
            k += Character.charCount(text.codePointAt(k));
        }
        if (k < text.length() && (text.charAt(k) == '[' || text.charAt(k) == '{')) {
            throw new NotationException(k, NotationProblem.OPENER_INSIDE_SET, new InputChar(text.charAt(k)));
        }
        if (k >= text.length() || (text.charAt(k) != ']' && text.charAt(k) != '}')) {
            throw new NotationException(open, NotationProblem.UNCLOSED, new InputChar(opener));
        }
        if (text.charAt(k) != closer) {
            throw new NotationException(k, NotationProblem.WRONG_CLOSER, new InputChar(opener),
                    new InputChar(text.charAt(k)));
        }
        List<Located> tiles = TileScanner.scan(text, open + 1, k);
        pos = k + 1;
        for (Located l : tiles) {
            if (l.tile().isBonus()) {
                throw new NotationException(l.position(), NotationProblem.BONUS_IN_BRACKETS, l.tile());
            }
        }
        playing.addAll(tiles);
        String shown = text.substring(open, k + 1);
        List<Tile> plain = tiles.stream().map(Located::tile).toList();
        if (opener == '{') {
            Optional<Meld> kong = Meld.of(plain, Exposure.CONCEALED).filter(m -> m.kind() == Meld.Kind.KONG);
            return kong.orElseThrow(() -> new NotationException(open, NotationProblem.NOT_A_CONCEALED_KONG, shown));
        }
        Optional<Meld> meld = Meld.of(plain, Exposure.EXPOSED)
                .filter(m -> allowPair || m.kind() != Meld.Kind.PAIR);
        return meld.orElseThrow(() -> new NotationException(open, NotationProblem.NOT_AN_EXPOSED_SET, shown));
    }

    private void key(int start, String word) {
        int eq = word.indexOf('=');
        String key = word.substring(0, eq);
        String value = word.substring(eq + 1);
        int valuePos = start + eq + 1;
        if (!KEYS.contains(key)) {
            throw new NotationException(start, NotationProblem.UNKNOWN_KEY, key);
        }
        if (keyPositions.containsKey(key)) {
            throw new NotationException(start, NotationProblem.KEY_TWICE, key);
        }
        keyPositions.put(key, start);
        switch (key) {
            case "seat" -> seat = windValue(key, value, valuePos);
            case "round" -> round = windValue(key, value, valuePos);
            case "win" -> win = winValue(valuePos, start + word.length());
            default -> method = WinMethod.parse(value).orElseThrow(() -> new NotationException(valuePos,
                    NotationProblem.BAD_METHOD, value));
        }
    }

    private static Wind windValue(String key, String value, int valuePos) {
        return Wind.parse(value).orElseThrow(() -> new NotationException(valuePos, NotationProblem.BAD_WIND, key, value));
    }

    private Located winValue(int valuePos, int end) {
        List<Located> tiles = TileScanner.scan(text, valuePos, end);
        if (tiles.size() != 1) {
            throw new NotationException(valuePos, NotationProblem.WIN_TILE_COUNT, tiles.size());
        }
        Located tile = tiles.get(0);
        if (tile.tile().isBonus()) {
            throw new NotationException(valuePos, NotationProblem.BONUS_WIN_TILE, tile.tile());
        }
        return tile;
    }

    private void flag(int start, String word) {
        Optional<Flag> flag = Flag.parse(word);
        if (flag.isEmpty()) {
            throw new NotationException(start, KEYS.contains(word) ? NotationProblem.KEY_WITHOUT_VALUE
                    : NotationProblem.UNKNOWN_WORD, word);
        }
        if (!flags.add(flag.get())) {
            throw new NotationException(start, NotationProblem.FLAG_TWICE, word);
        }
    }

    private Meld meld() {
        if (!skipBlanks()) {
            throw new NotationException(0, NotationProblem.EMPTY_SET);
        }
        int start = pos;
        Meld meld;
        if (text.charAt(pos) == '[' || text.charAt(pos) == '{') {
            meld = group(true);
        } else {
            while (pos < text.length() && !endsWord(text.codePointAt(pos))) {
                pos += Character.charCount(text.codePointAt(pos));
            }
            List<Located> tiles = TileScanner.scan(text, start, pos);
            meld = Meld.of(tiles.stream().map(Located::tile).toList(), Exposure.CONCEALED)
                    .orElseThrow(() -> new NotationException(start, NotationProblem.NOT_A_SET,
                            text.substring(start, pos)));
        }
        if (skipBlanks()) {
            throw new NotationException(pos, NotationProblem.MORE_THAN_ONE_SET);
        }
        return meld;
    }

    /**
     * Whether a word is written as a flag: a lowercase letter, then one or more lowercase letters
     * or dashes (checked by hand: a regular expression compiled per word is slow in JavaScript).
     */
    static boolean isFlagWord(String word) {
        if (word.length() < 2 || word.charAt(0) < 'a' || word.charAt(0) > 'z') {
            return false;
        }
        for (int i = 1; i < word.length(); i++) {
            char c = word.charAt(i);
            if ((c < 'a' || c > 'z') && c != '-') {
                return false;
            }
        }
        return true;
    }
}
