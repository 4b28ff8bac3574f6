/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.pattern;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.mahjongtally.hand.Flag;
import org.mahjongtally.hand.WinMethod;
import org.mahjongtally.tile.Suit;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

/**
 * Reads the text of a pattern (the grammar is docs/special-hands.md, "The language in one
 * page"): parts separated by new lines, {@code ;} or {@code ,}, each a group or a condition,
 * {@code #} starting a comment. Plain character scans, no regular expressions. Every mistake
 * is a {@link PatternException} at its line and column.
 */
final class PatternParser {

    /** The longest pattern text read, in chars. */
    static final int MAX_LENGTH = 2000;

    private static final String SUIT_VARIABLES = "xyz";
    private static final String NUMBER_VARIABLES = "nmk";
    private static final String HONOUR_LETTERS = "ESWNRGP";
    private static final String SMALL_HONOURS = "eswnrgp";
    private static final List<String> CONDITION_WORDS = List.of("concealed", "exposed", "winning", "only", "holds",
            "no", "win", "seat", "round", "bonus");

    /** One word of a part, where it starts in the text. */
    private record Token(String word, int offset) {
    }

    /** The tokens of one part, and where the part is. */
    private record Part(List<Token> tokens, Place place) {
    }

    private final String text;
    private final List<Group> groups = new ArrayList<>();
    private final List<Condition> conditions = new ArrayList<>();
    private final Set<String> onceOnly = new HashSet<>();

    private PatternParser(String text) {
        this.text = text;
    }

    static Pattern parse(String text) {
        PatternParser parser = new PatternParser(text);
        if (text.length() > MAX_LENGTH) {
            throw parser.error(MAX_LENGTH, PatternProblem.TOO_LONG, MAX_LENGTH);
        }
        for (Part part : parser.parts()) {
            parser.part(part);
        }
        return parser.pattern();
    }

    // ---------------------------------------------------------------------------------------
    // Splitting the text into parts and words.

    private List<Part> parts() {
        List<Part> parts = new ArrayList<>();
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        int n = text.length();
        while (i <= n) {
            char c = i < n ? text.charAt(i) : '\n';
            if (c == '#') {
                while (i < n && text.charAt(i) != '\n') {
                    i++;
                }
                continue;
            }
            if (c == ';' || c == ',' || c == '\n') {
                if (!tokens.isEmpty()) {
                    parts.add(part(tokens));
                    tokens = new ArrayList<>();
                }
                i++;
                continue;
            }
            if (Character.isWhitespace(c)) {
                i++;
                continue;
            }
            int start = i;
            StringBuilder word = new StringBuilder();
            while (i < n) {
                char d = text.charAt(i);
                if (d == '(') {
                    int close = closing(i);
                    for (int j = i; j <= close; j++) {
                        char e = text.charAt(j);
                        if (!Character.isWhitespace(e)) {
                            word.append(e);
                        }
                    }
                    i = close + 1;
                    continue;
                }
                if (Character.isWhitespace(d) || d == ';' || d == ',' || d == '#') {
                    break;
                }
                word.append(d);
                i++;
            }
            tokens.add(new Token(word.toString(), start));
        }
        return parts;
    }

    /** The index of the {@code )} closing the {@code (} at {@code open}, on the same line. */
    private int closing(int open) {
        for (int j = open + 1; j < text.length() && text.charAt(j) != '\n'; j++) {
            if (text.charAt(j) == ')') {
                return j;
            }
        }
        throw error(open, PatternProblem.UNCLOSED_PARENTHESIS);
    }

    private Part part(List<Token> tokens) {
        Token first = tokens.get(0);
        Token last = tokens.get(tokens.size() - 1);
        int end = last.offset() + rawLength(last.offset());
        int[] lc = lineAndColumn(first.offset());
        return new Part(List.copyOf(tokens), new Place(first.offset(), lc[0], lc[1], text.substring(first.offset(), end)));
    }

    /** The length in the text of the word starting here (parentheses may hold blanks). */
    private int rawLength(int start) {
        int i = start;
        boolean inParens = false;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '(') {
                inParens = true;
            } else if (c == ')') {
                inParens = false;
            } else if (!inParens && (Character.isWhitespace(c) || c == ';' || c == ',' || c == '#')) {
                break;
            }
            i++;
        }
        return i - start;
    }

    private int[] lineAndColumn(int offset) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < offset && i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return new int[] {line, offset - lineStart + 1};
    }

    private PatternException error(int offset, PatternProblem problem, Object... values) {
        int[] lc = lineAndColumn(offset);
        return new PatternException(lc[0], lc[1], offset, problem, values);
    }

    // ---------------------------------------------------------------------------------------
    // Parts.

    /** Reads the words of one part in order. */
    private final class Cursor {
        private final List<Token> tokens;
        private final Place place;
        private int next;

        Cursor(Part part) {
            this.tokens = part.tokens();
            this.place = part.place();
        }

        boolean more() {
            return next < tokens.size();
        }

        Token peek() {
            return tokens.get(next);
        }

        Token take() {
            return tokens.get(next++);
        }

        /** Where the part ends, for "expected ... here". */
        int end() {
            Token last = tokens.get(tokens.size() - 1);
            return last.offset() + rawLength(last.offset());
        }

        void requireEnd() {
            if (more()) {
                Token t = peek();
                throw error(t.offset(), PatternProblem.UNEXPECTED_WORD, t.word());
            }
        }
    }

    private void part(Part part) {
        Cursor c = new Cursor(part);
        Token first = c.peek();
        String w = first.word();
        if (isCount(w) || GroupKind.ofWord(w).isPresent() || w.equals("knitted") || w.equals("exposed")
                || w.equals("winning") || w.equals("concealed") && part.tokens().size() > 1) {
            group(c);
            return;
        }
        Optional<Flag> flag = Flag.parse(w);
        if (flag.isPresent()) {
            c.take();
            once(first, w);
            c.requireEnd();
            conditions.add(new Condition.HasFlag(flag.get(), c.place));
            return;
        }
        switch (w) {
            case "concealed" -> {
                c.take();
                once(first, w);
                conditions.add(new Condition.Concealed(c.place));
            }
            case "only" -> {
                c.take();
                once(first, w);
                conditions.add(new Condition.Only(flatten(termLists(c, true)), c.place));
            }
            case "holds" -> {
                c.take();
                conditions.add(new Condition.Holds(termLists(c, true), c.place));
            }
            case "no" -> no(c);
            case "win" -> win(c);
            case "seat", "round" -> seatOrRound(c);
            case "bonus" -> bonus(c);
            default -> {
                if (looksLikeTiles(w)) {
                    throw error(first.offset(), PatternProblem.TILES_WITHOUT_GROUP, part.place().text());
                }
                throw error(first.offset(), PatternProblem.UNKNOWN_WORD, w, Nearest.of(w, startWords()));
            }
        }
    }

    private static List<String> startWords() {
        List<String> words = new ArrayList<>(GroupKind.words());
        words.addAll(CONDITION_WORDS);
        for (Flag f : Flag.values()) {
            words.add(f.code());
        }
        return words;
    }

    private void once(Token token, String what) {
        if (!onceOnly.add(what)) {
            throw error(token.offset(), PatternProblem.PART_TWICE, what);
        }
    }

    private static boolean isCount(String w) {
        if (w.isEmpty() || w.length() > 3) {
            return false;
        }
        for (int i = 0; i < w.length(); i++) {
            if (w.charAt(i) < '0' || w.charAt(i) > '9') {
                return false;
            }
        }
        return true;
    }

    /** Whether a word that starts a part is tiles in notation, such as {@code RRR} or {@code 123b}. */
    private static boolean looksLikeTiles(String w) {
        for (int i = 0; i < w.length(); i++) {
            char c = w.charAt(i);
            if (!(c >= '1' && c <= '9' || HONOUR_LETTERS.indexOf(c) >= 0 || "bcd".indexOf(c) >= 0)) {
                return false;
            }
        }
        return true;
    }

    private void group(Cursor c) {
        int count = 1;
        boolean counted = false;
        Token first = c.peek();
        if (isCount(first.word())) {
            c.take();
            count = Integer.parseInt(first.word());
            if (count < 1 || count > 14) {
                throw error(first.offset(), PatternProblem.COUNT_OUT_OF_RANGE, count);
            }
            counted = true;
        }
        Group.Exposure exposure = Group.Exposure.EITHER;
        boolean winning = false;
        while (c.more()) {
            Token t = c.peek();
            String w = t.word();
            if (w.equals("concealed") || w.equals("exposed")) {
                if (exposure != Group.Exposure.EITHER) {
                    throw error(t.offset(), PatternProblem.MODIFIERS_CLASH, w);
                }
                exposure = w.equals("concealed") ? Group.Exposure.CONCEALED : Group.Exposure.EXPOSED;
            } else if (w.equals("winning")) {
                if (winning) {
                    throw error(t.offset(), PatternProblem.MODIFIERS_CLASH, w);
                }
                winning = true;
            } else {
                break;
            }
            c.take();
        }
        if (!c.more()) {
            throw error(c.end(), PatternProblem.KIND_EXPECTED, "");
        }
        Token kindToken = c.take();
        String kindWord = kindToken.word();
        GroupKind kind;
        if (kindWord.equals("knitted")) {
            if (!c.more()) {
                throw error(c.end(), PatternProblem.KNITTED_WHAT, "");
            }
            Token what = c.take();
            kindWord = what.word();
            if (kindWord.equals("pair") || kindWord.equals("pairs")) {
                kind = GroupKind.KNITTED_PAIR;
            } else if (kindWord.equals("triple") || kindWord.equals("triples")) {
                kind = GroupKind.KNITTED_TRIPLE;
            } else {
                throw error(what.offset(), PatternProblem.KNITTED_WHAT, kindWord);
            }
        } else {
            kind = GroupKind.ofWord(kindWord).orElseThrow(
                    () -> error(kindToken.offset(), PatternProblem.KIND_EXPECTED, kindToken.word()));
        }
        boolean plural = kindWord.endsWith("s");
        int termsStart = c.more() ? c.peek().offset() : c.end();
        if ((kind == GroupKind.KNITTED_PAIR || kind == GroupKind.KNITTED_TRIPLE) && c.more()) {
            throw error(termsStart, PatternProblem.KNITTED_TAKES_NO_TILES, text.substring(termsStart, c.end()));
        }
        List<List<Term>> terms = termLists(c, false);
        if (!plural && terms.size() > 1) {
            if (kind == GroupKind.CHOW && terms.size() == 3) {
                throw error(termsStart, PatternProblem.CHOW_BY_LOWEST, text.substring(termsStart, c.end()));
            }
            throw error(termsStart, PatternProblem.ONE_TILE_FOR_SINGULAR, kindWord, terms.size());
        }
        if (counted && terms.size() > 1) {
            throw error(first.offset(), PatternProblem.COUNT_WITH_SEVERAL, count);
        }
        if (plural && !counted && terms.isEmpty()) {
            throw error(kindToken.offset(), PatternProblem.HOW_MANY, kindWord);
        }
        if (terms.isEmpty() || counted) {
            List<Term> tiles = terms.isEmpty() ? List.of() : terms.get(0);
            Group g = new Group(kind, tiles, exposure, winning, c.place);
            for (int i = 0; i < count; i++) {
                groups.add(g);
            }
        } else {
            for (List<Term> alternatives : terms) {
                groups.add(new Group(kind, alternatives, exposure, winning, c.place));
            }
        }
    }

    private void no(Cursor c) {
        Token no = c.take();
        if (!c.more()) {
            throw error(c.end(), PatternProblem.TILE_EXPECTED, "");
        }
        String w = c.peek().word();
        if (w.equals("bonus")) {
            c.take();
            c.requireEnd();
            conditions.add(new Condition.NoBonus(c.place));
            return;
        }
        Optional<GroupKind> kind = GroupKind.ofWord(w);
        if (kind.isPresent()) {
            c.take();
            conditions.add(new Condition.NoGroups(kind.get(), flatten(termLists(c, false)), c.place));
            return;
        }
        List<Term> tiles = flatten(termLists(c, true));
        if (tiles.isEmpty()) {
            throw error(no.offset(), PatternProblem.TILE_EXPECTED, "");
        }
        conditions.add(new Condition.NoTiles(tiles, c.place));
    }

    private void win(Cursor c) {
        Token win = c.take();
        once(win, "win");
        Set<WinMethod> methods = EnumSet.noneOf(WinMethod.class);
        List<Term> tiles = List.of();
        boolean by = false;
        boolean with = false;
        while (c.more()) {
            Token t = c.take();
            if (t.word().equals("by") && !by) {
                by = true;
                do {
                    if (!c.more()) {
                        throw error(c.end(), PatternProblem.UNKNOWN_METHOD, "", "");
                    }
                    methods.addAll(methods(c.take()));
                } while (c.more() && c.peek().word().equals("or") && c.take() != null);
            } else if (t.word().equals("with") && !with) {
                with = true;
                List<List<Term>> alternatives = termLists(c, false, "by");
                if (alternatives.isEmpty()) {
                    throw error(c.more() ? c.peek().offset() : c.end(), PatternProblem.TILE_EXPECTED,
                            c.more() ? c.peek().word() : "");
                }
                if (alternatives.size() > 1) {
                    throw error(t.offset(), PatternProblem.OR_JOINS_SINGLE_TILES, c.place.text());
                }
                tiles = alternatives.get(0);
            } else {
                throw error(t.offset(), PatternProblem.UNEXPECTED_WORD, t.word());
            }
        }
        if (!by && !with) {
            throw error(win.offset(), PatternProblem.WIN_NEEDS_BY_OR_WITH);
        }
        conditions.add(new Condition.Win(methods, tiles, c.place));
    }

    /** The ways of winning a word names: a notation code of {@code by=}, {@code self-drawn} or {@code claimed}. */
    private Set<WinMethod> methods(Token t) {
        String w = t.word();
        Set<WinMethod> set = EnumSet.noneOf(WinMethod.class);
        if (w.equals("self-drawn") || w.equals("claimed")) {
            for (WinMethod m : WinMethod.values()) {
                if (m.isSelfDrawn() == w.equals("self-drawn")) {
                    set.add(m);
                }
            }
            return set;
        }
        for (WinMethod m : WinMethod.values()) {
            if (m.code().equals(w)) {
                set.add(m);
                return set;
            }
        }
        List<String> known = new ArrayList<>();
        for (WinMethod m : WinMethod.values()) {
            known.add(m.code());
        }
        known.add("self-drawn");
        known.add("claimed");
        throw error(t.offset(), PatternProblem.UNKNOWN_METHOD, w, Nearest.of(w, known));
    }

    private void seatOrRound(Cursor c) {
        Token key = c.take();
        once(key, key.word());
        Set<Wind> winds = EnumSet.noneOf(Wind.class);
        do {
            if (!c.more()) {
                throw error(c.end(), PatternProblem.WIND_EXPECTED, "");
            }
            Token t = c.take();
            Optional<Wind> wind = t.word().length() == 1 ? Wind.ofLetter(t.word().charAt(0)) : Optional.empty();
            if (wind.isEmpty()) {
                throw error(t.offset(), PatternProblem.WIND_EXPECTED, t.word());
            }
            winds.add(wind.get());
        } while (c.more() && c.peek().word().equals("or") && c.take() != null);
        c.requireEnd();
        conditions.add(key.word().equals("seat") ? new Condition.Seat(winds, c.place) : new Condition.Round(winds, c.place));
    }

    private void bonus(Cursor c) {
        Token bonus = c.take();
        once(bonus, "bonus");
        List<Condition.BonusNeed> needs = new ArrayList<>();
        while (c.more()) {
            Token t = c.take();
            int count = 1;
            boolean counted = false;
            if (isCount(t.word())) {
                count = Integer.parseInt(t.word());
                if (count < 1 || count > 8) {
                    throw error(t.offset(), PatternProblem.COUNT_OUT_OF_RANGE, count);
                }
                counted = true;
                if (!c.more()) {
                    throw error(c.end(), PatternProblem.BONUS_EXPECTED, "");
                }
                t = c.take();
            }
            String w = t.word();
            Optional<Tile> tile = Tile.ofCode(w).filter(Tile::isBonus);
            if (tile.isPresent() && !counted) {
                needs.add(new Condition.BonusNeed(tile.get(), Condition.BonusKind.TILE, 1));
                continue;
            }
            Condition.BonusKind kind = switch (w) {
                case "flower", "flowers" -> Condition.BonusKind.FLOWER;
                case "season", "seasons" -> Condition.BonusKind.SEASON;
                case "own-flower" -> Condition.BonusKind.OWN_FLOWER;
                case "own-season" -> Condition.BonusKind.OWN_SEASON;
                default -> throw error(t.offset(), PatternProblem.BONUS_EXPECTED, w);
            };
            needs.add(new Condition.BonusNeed(null, kind, count));
        }
        if (needs.isEmpty()) {
            throw error(c.end(), PatternProblem.BONUS_EXPECTED, "");
        }
        conditions.add(new Condition.Bonus(needs, c.place));
    }

    // ---------------------------------------------------------------------------------------
    // Tiles.

    private static List<Term> flatten(List<List<Term>> lists) {
        List<Term> all = new ArrayList<>();
        lists.forEach(all::addAll);
        return all;
    }

    private List<List<Term>> termLists(Cursor c, boolean required, String... stopWords) {
        List<List<Term>> lists = new ArrayList<>();
        int lastSize = 0;
        while (c.more()) {
            Token t = c.peek();
            if (List.of(stopWords).contains(t.word())) {
                break;
            }
            c.take();
            if (t.word().equals("or")) {
                if (lists.isEmpty()) {
                    throw error(t.offset(), PatternProblem.TILE_EXPECTED, "or");
                }
                if (!c.more()) {
                    throw error(c.end(), PatternProblem.TILE_EXPECTED, "");
                }
                Token after = c.take();
                List<Term> terms = terms(c, after);
                if (lastSize != 1 || terms.size() != 1) {
                    throw error(t.offset(), PatternProblem.OR_JOINS_SINGLE_TILES, c.place.text());
                }
                lists.get(lists.size() - 1).add(terms.get(0));
                continue;
            }
            List<Term> terms = terms(c, t);
            for (Term term : terms) {
                List<Term> alternatives = new ArrayList<>();
                alternatives.add(term);
                lists.add(alternatives);
            }
            lastSize = terms.size();
        }
        if (required && lists.isEmpty()) {
            throw error(c.end(), PatternProblem.TILE_EXPECTED, "");
        }
        return lists;
    }

    /** The terms one word stands for: a class (with a suit after it), a suit alone, or a run of tiles. */
    private List<Term> terms(Cursor c, Token t) {
        String w = t.word();
        Optional<TileClass> tileClass = TileClass.ofWord(w);
        if (tileClass.isPresent()) {
            if (c.more() && isSuitWord(c.peek().word())) {
                Token suitToken = c.take();
                if (!tileClass.get().takesSuit()) {
                    throw error(suitToken.offset(), PatternProblem.CLASS_HAS_NO_SUIT, w);
                }
                char s = suitToken.word().charAt(0);
                return List.of(Term.of(w + " " + s, tileClass.get(), suitOf(s), suitVariable(s)));
            }
            return List.of(Term.of(w, tileClass.get(), null, Term.NONE));
        }
        if (isSuitWord(w)) {
            char s = w.charAt(0);
            return List.of(Term.suit(w, suitOf(s), suitVariable(s)));
        }
        if (isAllLetters(w) && w.length() > 1 && !isRun(w)) {
            List<String> known = new ArrayList<>(TileClass.words());
            known.add("or");
            throw error(t.offset(), PatternProblem.UNKNOWN_WORD, w, Nearest.of(w, known));
        }
        return run(t);
    }

    private static boolean isSuitWord(String w) {
        return w.length() == 1 && ("bcd".indexOf(w.charAt(0)) >= 0 || SUIT_VARIABLES.indexOf(w.charAt(0)) >= 0);
    }

    /** Whether a word is made of the characters of a run of tiles only ({@code nx}, {@code 19b}, {@code ESWN}). */
    private static boolean isRun(String w) {
        for (int i = 0; i < w.length(); i++) {
            if ("123456789nmkbcdxyzESWNRGP()+-".indexOf(w.charAt(i)) < 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean isAllLetters(String w) {
        for (int i = 0; i < w.length(); i++) {
            char c = w.charAt(i);
            if (!(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-')) {
                return false;
            }
        }
        return true;
    }

    private static Suit suitOf(char s) {
        return Suit.ofLetter(s).orElse(null);
    }

    private static int suitVariable(char s) {
        return SUIT_VARIABLES.indexOf(s);
    }

    /** A number waiting for its suit letter. */
    private record Pending(int rank, int variable, int offset, String text) {
    }

    /** A run of tiles in notation: digits share the suit letter after them, honour letters stand alone. */
    private List<Term> run(Token t) {
        String w = t.word();
        List<Term> terms = new ArrayList<>();
        List<Pending> pending = new ArrayList<>();
        int pendingAt = -1;
        int i = 0;
        while (i < w.length()) {
            char ch = w.charAt(i);
            int at = position(t, i);
            if (ch >= '1' && ch <= '9') {
                pendingAt = pending.isEmpty() ? at : pendingAt;
                pending.add(new Pending(ch - '0', Term.NONE, 0, String.valueOf(ch)));
                i++;
            } else if (ch == '0') {
                throw error(at, PatternProblem.ZERO_RANK);
            } else if (NUMBER_VARIABLES.indexOf(ch) >= 0) {
                pendingAt = pending.isEmpty() ? at : pendingAt;
                pending.add(new Pending(0, NUMBER_VARIABLES.indexOf(ch), 0, String.valueOf(ch)));
                i++;
            } else if (ch == '(') {
                int close = w.indexOf(')', i);
                String inside = w.substring(i, close + 1);
                if (inside.length() != 5 || NUMBER_VARIABLES.indexOf(inside.charAt(1)) < 0
                        || inside.charAt(2) != '+' && inside.charAt(2) != '-'
                        || inside.charAt(3) < '1' || inside.charAt(3) > '8') {
                    throw error(at, PatternProblem.BAD_OFFSET, inside);
                }
                int offset = (inside.charAt(3) - '0') * (inside.charAt(2) == '+' ? 1 : -1);
                pendingAt = pending.isEmpty() ? at : pendingAt;
                pending.add(new Pending(0, NUMBER_VARIABLES.indexOf(inside.charAt(1)), offset, inside));
                i = close + 1;
            } else if ("bcd".indexOf(ch) >= 0 || SUIT_VARIABLES.indexOf(ch) >= 0) {
                if (pending.isEmpty()) {
                    throw error(at, PatternProblem.TILE_EXPECTED, String.valueOf(ch));
                }
                for (Pending p : pending) {
                    terms.add(Term.suited(p.text() + ch, p.rank(), p.variable(), p.offset(), suitOf(ch), suitVariable(ch)));
                }
                pending.clear();
                i++;
            } else if (HONOUR_LETTERS.indexOf(ch) >= 0) {
                if (!pending.isEmpty()) {
                    throw error(pendingAt, PatternProblem.NUMBER_WITHOUT_SUIT, pendingText(pending));
                }
                terms.add(Term.honour(Tile.ofCode(String.valueOf(ch)).orElseThrow()));
                i++;
            } else if ((ch == 'f' || ch == 's') && pending.isEmpty() && i + 1 < w.length()
                    && w.charAt(i + 1) >= '1' && w.charAt(i + 1) <= '4') {
                throw error(at, PatternProblem.BONUS_TILE_OUT_OF_PLACE, w.substring(i, i + 2));
            } else if (ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z') {
                if (!pending.isEmpty()) {
                    throw error(at, PatternProblem.UNKNOWN_SUIT, new org.mahjongtally.InputChar(ch));
                }
                if (SMALL_HONOURS.indexOf(ch) >= 0) {
                    throw error(at, PatternProblem.SMALL_HONOUR, new org.mahjongtally.InputChar(ch));
                }
                throw error(at, PatternProblem.UNEXPECTED_CHARACTER, new org.mahjongtally.InputChar(ch));
            } else {
                throw error(at, PatternProblem.UNEXPECTED_CHARACTER, new org.mahjongtally.InputChar(w.codePointAt(i)));
            }
        }
        if (!pending.isEmpty()) {
            throw error(pendingAt, PatternProblem.NUMBER_WITHOUT_SUIT, pendingText(pending));
        }
        return terms;
    }

    private static String pendingText(List<Pending> pending) {
        StringBuilder s = new StringBuilder();
        pending.forEach(p -> s.append(p.text()));
        return s.toString();
    }

    /**
     * The offset in the text of the {@code i}th char of a word (blanks inside parentheses are
     * left out of the word, so count through the text).
     */
    private int position(Token t, int i) {
        int at = t.offset();
        int seen = 0;
        while (seen < i && at < text.length()) {
            if (!Character.isWhitespace(text.charAt(at))) {
                seen++;
            }
            at++;
        }
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
        return at;
    }

    // ---------------------------------------------------------------------------------------
    // The whole pattern.

    private Pattern pattern() {
        if (groups.isEmpty() && conditions.isEmpty()) {
            throw error(0, PatternProblem.EMPTY_PATTERN);
        }
        int pairs = 0;
        boolean irregular = false;
        Group winning = null;
        for (Group g : groups) {
            pairs += g.kind() == GroupKind.PAIR ? 1 : 0;
            irregular |= g.kind().irregularOnly();
            if (g.winning()) {
                if (winning != null && winning != g) {
                    throw error(g.place().offset(), PatternProblem.WINNING_TWICE);
                }
                winning = g;
            }
        }
        irregular |= pairs > 1;
        Pattern.Shape shape = groups.isEmpty() ? Pattern.Shape.ANY
                : irregular ? Pattern.Shape.TILES : Pattern.Shape.SETS;
        if (shape == Pattern.Shape.TILES) {
            int tiles = 0;
            for (Group g : groups) {
                if (g.kind() == GroupKind.SET) {
                    throw error(g.place().offset(), PatternProblem.SET_IN_IRREGULAR);
                }
                if (g.exposure() == Group.Exposure.EXPOSED) {
                    throw error(g.place().offset(), PatternProblem.EXPOSED_IN_IRREGULAR);
                }
                tiles += g.kind().size();
            }
            if (tiles != 14) {
                throw error(groups.get(0).place().offset(), PatternProblem.IRREGULAR_TILE_COUNT, tiles);
            }
        } else if (shape == Pattern.Shape.SETS) {
            int sets = 0;
            for (Group g : groups) {
                sets += g.kind() == GroupKind.PAIR ? 0 : 1;
                if (sets > 4) {
                    throw error(g.place().offset(), PatternProblem.TOO_MANY_SETS, sets);
                }
            }
        }
        return new Pattern(text, shape, groups, conditions);
    }
}
