package org.mahjongtally.hand;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.mahjongtally.hand.TileScanner.Located;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

/**
 * Reads one hand in notation (see {@link Notation}). Items are read left to right and every
 * tile keeps its position, so the checks {@link Hand} makes afterwards can be reported at the
 * place in the text that broke them.
 */
final class NotationParser {

    private static final String KEYS_HINT = "keys are seat=, round=, win=, by=";
    private static final String EXAMPLE = "like 123b 456b 789b 55d [RRR] win=5d";

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
            throw new NotationException(0, "empty input", "write the tiles, " + EXAMPLE);
        }
        if (win == null && keyPositions.containsKey("by")) {
            throw new NotationException(keyPositions.get("by"), "by= needs win=",
                    "by= says how the winning tile came; add win= with the winning tile, or leave out by=");
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
            throw new NotationException(pos, "'" + c + "' without an opening " + (c == ']' ? "'['" : "'{'"),
                    "an exposed set is written like [RRR], a concealed kong like {5555d}");
        }
        int start = pos;
        while (pos < text.length() && !endsWord(text.codePointAt(pos))) {
            pos += Character.charCount(text.codePointAt(pos));
        }
        String word = text.substring(start, pos);
        if (word.indexOf('=') >= 0) {
            key(start, word);
        } else if (word.matches("[a-z][a-z-]+")) {
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
            throw new NotationException(k, "'" + text.charAt(k) + "' inside a set",
                    "close each set before opening the next, like [RRR] [555d]");
        }
        if (k >= text.length() || (text.charAt(k) != ']' && text.charAt(k) != '}')) {
            throw new NotationException(open, "unclosed '" + opener + "'",
                    "close the set with '" + closer + "' and write it without spaces, like "
                            + (opener == '[' ? "[RRR]" : "{5555d}"));
        }
        if (text.charAt(k) != closer) {
            throw new NotationException(k, "'" + opener + "' closed by '" + text.charAt(k) + "'",
                    "an exposed set is written like [RRR], a concealed kong like {5555d}");
        }
        List<Located> tiles = TileScanner.scan(text, open + 1, k);
        pos = k + 1;
        for (Located l : tiles) {
            if (l.tile().isBonus()) {
                throw new NotationException(l.position(), "bonus tile " + l.tile().code() + " inside brackets",
                        "bonus tiles are written on their own, like f1 s3");
            }
        }
        playing.addAll(tiles);
        String shown = text.substring(open, k + 1);
        List<Tile> plain = tiles.stream().map(Located::tile).toList();
        if (opener == '{') {
            Optional<Meld> kong = Meld.of(plain, Exposure.CONCEALED).filter(m -> m.kind() == Meld.Kind.KONG);
            return kong.orElseThrow(() -> new NotationException(open,
                    shown + " is not a kong of four equal tiles",
                    "braces hold a concealed kong, like {5555d} or {RRRR}"));
        }
        Optional<Meld> meld = Meld.of(plain, Exposure.EXPOSED)
                .filter(m -> allowPair || m.kind() != Meld.Kind.PAIR);
        return meld.orElseThrow(() -> new NotationException(open,
                shown + " is not a chow, pung or kong",
                "brackets hold an exposed set: a chow like [123b], a pung like [555d] or a kong like [9999b]"));
    }

    private void key(int start, String word) {
        int eq = word.indexOf('=');
        String key = word.substring(0, eq);
        String value = word.substring(eq + 1);
        int valuePos = start + eq + 1;
        if (!List.of("seat", "round", "win", "by").contains(key)) {
            throw new NotationException(start, "unknown key '" + key + "='", KEYS_HINT);
        }
        if (keyPositions.containsKey(key)) {
            throw new NotationException(start, "key '" + key + "=' given twice", "give each key once");
        }
        keyPositions.put(key, start);
        switch (key) {
            case "seat" -> seat = windValue(key, value, valuePos);
            case "round" -> round = windValue(key, value, valuePos);
            case "win" -> win = winValue(valuePos, start + word.length());
            default -> method = WinMethod.parse(value).orElseThrow(() -> new NotationException(valuePos,
                    "bad value '" + value + "' for by=",
                    "by= takes wall, discard, loose, last-wall, last-discard, robbed, deal or first-discard"));
        }
    }

    private static Wind windValue(String key, String value, int valuePos) {
        return Wind.parse(value).orElseThrow(() -> new NotationException(valuePos,
                "bad value '" + value + "' for " + key + "=", key + "= takes E, S, W or N"));
    }

    private Located winValue(int valuePos, int end) {
        List<Located> tiles = TileScanner.scan(text, valuePos, end);
        if (tiles.size() != 1) {
            throw new NotationException(valuePos, "win= takes one tile, found " + tiles.size(),
                    "name the winning tile, like win=5d or win=R");
        }
        Located tile = tiles.get(0);
        if (tile.tile().isBonus()) {
            throw new NotationException(valuePos, "the bonus tile " + tile.tile().code() + " cannot be the winning tile",
                    "the winning tile is a playing tile, like win=5d or win=R");
        }
        return tile;
    }

    private void flag(int start, String word) {
        Optional<Flag> flag = Flag.parse(word);
        if (flag.isEmpty()) {
            String hint = List.of("seat", "round", "win", "by").contains(word)
                    ? "write the key with its value, like " + word + "=" + (word.equals("by") ? "discard"
                            : word.equals("win") ? "5d" : "S")
                    : "flags are " + Flag.codes() + "; " + KEYS_HINT;
            throw new NotationException(start, "unknown word '" + word + "'", hint);
        }
        if (!flags.add(flag.get())) {
            throw new NotationException(start, "flag '" + word + "' given twice", "give each flag once");
        }
    }

    private Meld meld() {
        if (!skipBlanks()) {
            throw new NotationException(0, "empty input", "write one set, like 123b, [RRR] or {5555d}");
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
                    .orElseThrow(() -> new NotationException(start,
                            text.substring(start, pos) + " is not a chow, pung, kong or pair",
                            "write one set, like 123b, 555d, RR, [RRR] or {5555d}"));
        }
        if (skipBlanks()) {
            throw new NotationException(pos, "more than one set", "write one set, like 123b, [RRR] or {5555d}");
        }
        return meld;
    }
}
