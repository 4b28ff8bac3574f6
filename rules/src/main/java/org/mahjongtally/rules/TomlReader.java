/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongtally.Message;
import org.mahjongtally.text.Text;

/**
 * Reads ruleset files: TOML 1.0 (https://toml.io/en/v1.0.0) as far as a ruleset can use it.
 * <ul>
 *   <li>blank lines and {@code # comments}, also after a value;</li>
 *   <li>{@code key = value}, with bare keys ({@code A-Z a-z 0-9 _ -}) or keys in quotes;</li>
 *   <li>values: strings in every TOML form (basic {@code "..."} with all of TOML's escapes,
 *       literal {@code '...'}, and both multi-line forms), whole numbers as TOML writes them
 *       ({@code 1_000}, {@code +5}, {@code 0x1F}, {@code 0o17}, {@code 0b101}), {@code true} /
 *       {@code false}, and lists of strings that may span lines, with an optional trailing comma
 *       and comments between the lines;</li>
 *   <li>tables {@code [name]} and arrays of tables {@code [[name]]}.</li>
 * </ul>
 * What TOML has and no ruleset needs (fractions, dates, dotted keys, inline tables, lists of
 * anything but strings) is a problem saying so, with its line; so is every syntax error, and
 * reading goes on with the next line, so one pass finds them all. The reader never throws for
 * bad input.
 *
 * <p>It is our own rather than a TOML library because it is compiled to JavaScript with the
 * rest of the ruleset loader (engine-js), which tomlj cannot be (tried with TeaVM 0.16.0: it
 * needs java.util.StringJoiner, which TeaVM's class library lacks, and the ANTLR runtime), and
 * because it says each problem in the user's language; the
 * test {@code TomlLibraryAgreementTest} holds it to a maintained library (tomlj) on every
 * ruleset file and on a corpus of TOML forms.
 */
final class TomlReader {

    private final String text;
    private final Problems problems;
    private final TomlTable root = table("", 1, false);
    private final List<TomlTable> tables = new ArrayList<>();
    private final Map<String, TomlTable> firstTableNamed = new HashMap<>();
    private TomlTable current = root;
    private int pos;
    private int line = 1;
    /** Where the current line starts in {@code text}. */
    private int lineStart;
    /** Where the content of the last string read starts, and whether it is its text unchanged. */
    private int stringLine;
    private int stringColumn;
    private boolean stringVerbatim;
    /** Keys, table headers and list items read so far, bounded by {@link RulesetLimits#MAX_ENTRIES}. */
    private int entries;
    private int cutAt;

    private TomlReader(String text, Problems problems) {
        String t = text.startsWith("\uFEFF") ? text.substring(1) : text;
        // Most files have no carriage return: left as they are, not copied (the page's engine reads
        // a preset at its first score, and every copy of the text is felt there).
        this.text = t.indexOf('\r') < 0 ? t : t.replace("\r\n", "\n").replace('\r', '\n');
        this.problems = problems;
    }

    /**
     * Reads {@code text}, adding every syntax problem to {@code problems}. Reading stops at the
     * first entry (key, table header or list item) past {@link RulesetLimits#MAX_ENTRIES}; the
     * document says where ({@link TomlDocument#cutAt()}).
     */
    static TomlDocument read(String text, Problems problems) {
        TomlReader reader = new TomlReader(text, problems);
        try {
            reader.document();
        } catch (TooManyEntries e) {
            reader.cutAt = reader.line;
        }
        List<TomlTable> frozen = new ArrayList<>();
        for (TomlTable t : reader.tables) {
            frozen.add(freeze(t));
        }
        return new TomlDocument(freeze(reader.root), List.copyOf(frozen), reader.cutAt);
    }

    private void document() {
        while (true) {
            skipSpaces();
            if (atEnd()) {
                return;
            }
            char c = peek();
            if (c == '\n') {
                newline();
            } else if (c == '#') {
                skipRestOfLine();
            } else {
                countEntry();
                statement();
            }
        }
    }

    /** Counts one more entry; past the bound, stops the reading ({@link TooManyEntries}). */
    private void countEntry() {
        entries++;
        if (entries > RulesetLimits.MAX_ENTRIES) {
            throw new TooManyEntries();
        }
    }

    private void statement() {
        try {
            if (peek() == '[') {
                header();
            } else {
                keyValue();
            }
            endOfLine();
        } catch (SyntaxError e) {
            problems.add(e.line, e.message);
            if (!e.resumeHere) {
                skipRestOfLine();
            }
        }
    }

    private void header() {
        int headerLine = line;
        current = table("?", headerLine, false);
        pos++;
        boolean array = !atEnd() && peek() == '[';
        if (array) {
            pos++;
        }
        skipSpaces();
        String name = key(RulesetIssue.TABLE_NAME_EXPECTED);
        skipSpaces();
        if (!atEnd() && peek() == '.') {
            throw error(RulesetIssue.DOTTED_TABLE, name);
        }
        expect(array ? "]]" : "]", name);
        TomlTable first = firstTableNamed.get(name);
        if (first != null && !(array && first.arrayEntry())) {
            throw first.arrayEntry() != array
                    ? error(RulesetIssue.TABLE_BRACKETS_MIXED, name,
                            first.arrayEntry() ? "[[" + name + "]]" : "[" + name + "]", first.line())
                    : error(RulesetIssue.TABLE_TWICE, name, first.line());
        }
        TomlTable opened = table(name, headerLine, array);
        firstTableNamed.putIfAbsent(name, opened);
        tables.add(opened);
        current = opened;
    }

    private void keyValue() {
        int keyLine = line;
        String key = key(RulesetIssue.KEY_EXPECTED);
        skipSpaces();
        if (!atEnd() && peek() == '.') {
            throw error(RulesetIssue.DOTTED_KEY, key);
        }
        if (atEnd() || peek() != '=') {
            throw error(RulesetIssue.EQUALS_EXPECTED, key);
        }
        pos++;
        skipSpaces();
        stringLine = 0;
        Object read = value();
        TomlValue value = read instanceof String && stringLine > 0
                ? new TomlValue(read, keyLine, stringLine, stringColumn, stringVerbatim)
                : new TomlValue(read, keyLine);
        TomlValue earlier = current.entries().get(key);
        if (earlier != null) {
            throw error(RulesetIssue.KEY_TWICE, key, earlier.line());
        }
        current.entries().put(key, value);
    }

    private Object value() {
        if (atEnd() || peek() == '\n' || peek() == '#') {
            throw error(RulesetIssue.VALUE_MISSING);
        }
        char c = peek();
        if (c == '"' || c == '\'') {
            return anyString();
        }
        if (c == '[') {
            return array();
        }
        if (c == '{') {
            throw error(RulesetIssue.INLINE_TABLE);
        }
        String word = word();
        if (word.isEmpty()) {
            throw error(RulesetIssue.VALUE_EXPECTED, foundHere());
        }
        if (word.equals("true") || word.equals("false")) {
            return Boolean.valueOf(word);
        }
        if (isDecimal(word)) {
            return wholeNumber(word, word.replace("_", ""), 10);
        }
        int base = prefixedBase(word);
        if (base > 0) {
            return wholeNumber(word, word.substring(2).replace("_", ""), base);
        }
        if (isFraction(word) || Character.isDigit(word.charAt(0))
                && word.indexOf('-') > 0 && word.indexOf(':') < 0 && word.indexOf('_') < 0) {
            throw error(RulesetIssue.NOT_WHOLE, shown(word));
        }
        if (Character.isDigit(word.charAt(0)) || word.charAt(0) == '-' || word.charAt(0) == '+') {
            throw error(word.indexOf(':') >= 0 ? RulesetIssue.NOT_WHOLE : RulesetIssue.NUMBER_MALFORMED, shown(word));
        }
        throw error(RulesetIssue.NOT_A_VALUE, shown(word));
    }

    /** A decimal whole number as TOML writes it: a sign or none, then 0 or digits without a leading zero. */
    static boolean isDecimal(String word) {
        int start = signLength(word);
        if (word.length() == start + 1 && word.charAt(start) == '0') {
            return true;
        }
        return start < word.length() && word.charAt(start) != '0' && isDigitsAndSeparators(word, start, 10);
    }

    /**
     * The base of a whole number written with TOML's prefix, {@code 0x} (16), {@code 0o} (8) or
     * {@code 0b} (2), and digits of that base after it; 0 if the word is not one.
     */
    static int prefixedBase(String word) {
        if (word.length() < 2 || word.charAt(0) != '0') {
            return 0;
        }
        int base = switch (word.charAt(1)) {
            case 'x' -> 16;
            case 'o' -> 8;
            case 'b' -> 2;
            default -> 0;
        };
        return base > 0 && isDigitsAndSeparators(word, 2, base) ? base : 0;
    }

    /**
     * Whether the word from {@code start} on is digits of {@code base} with a {@code _} only
     * between two of them: {@code 1_000}, not {@code _1}, {@code 1__0} or {@code 1_}.
     */
    private static boolean isDigitsAndSeparators(String word, int start, int base) {
        if (start >= word.length() || !isDigit(word.charAt(start), base)) {
            return false;
        }
        for (int i = start + 1; i < word.length(); i++) {
            char c = word.charAt(i);
            boolean separatesDigits = c == '_' && i + 1 < word.length() && isDigit(word.charAt(i + 1), base);
            if (!separatesDigits && !isDigit(c, base)) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code c} is an ASCII digit of {@code base} (2, 8, 10 or 16; either case of A-F). */
    private static boolean isDigit(char c, int base) {
        int value = Text.isAsciiDigit(c) ? c - '0'
                : c >= 'a' && c <= 'f' ? c - 'a' + 10
                : c >= 'A' && c <= 'F' ? c - 'A' + 10
                : Integer.MAX_VALUE;
        return value < base;
    }

    /**
     * What TOML reads as a fraction, with a sign or none: {@code inf}, {@code nan}, digits with
     * a point ({@code 1.5}), or digits with or without a point and an exponent ({@code 1e5},
     * {@code 1.5E-3}); {@code _} may stand anywhere among the digits.
     */
    static boolean isFraction(String word) {
        String number = word.substring(signLength(word));
        if (number.equals("inf") || number.equals("nan")) {
            return true;
        }
        // With both an e and an E, one side of either holds a letter: no fraction.
        int e = Math.max(number.indexOf('e'), number.indexOf('E'));
        if (e < 0) {
            return isPointed(number);
        }
        String mantissa = number.substring(0, e);
        String exponent = number.substring(e + 1);
        return (isDigitsOrSeparators(mantissa) || isPointed(mantissa))
                && isDigitsOrSeparators(exponent.substring(signLength(exponent)));
    }

    /** Digits or {@code _}, then a point, then digits or {@code _}. */
    private static boolean isPointed(String number) {
        int point = number.indexOf('.');
        return point >= 0 && isDigitsOrSeparators(number.substring(0, point))
                && isDigitsOrSeparators(number.substring(point + 1));
    }

    /** Whether {@code text} is one or more of {@code 0-9} and {@code _}, in any order. */
    private static boolean isDigitsOrSeparators(String text) {
        if (text.isEmpty()) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            if (!Text.isAsciiDigit(text.charAt(i)) && text.charAt(i) != '_') {
                return false;
            }
        }
        return true;
    }

    /** 1 if the text starts with {@code +} or {@code -}, else 0. */
    private static int signLength(String text) {
        return text.startsWith("+") || text.startsWith("-") ? 1 : 0;
    }

    private Long wholeNumber(String word, String digits, int base) {
        try {
            return Long.valueOf(Long.parseLong(digits, base));
        } catch (NumberFormatException e) {
            throw error(RulesetIssue.NUMBER_TOO_LARGE, shown(word));
        }
    }

    /**
     * A string in any of TOML's four forms, of at most {@link RulesetLimits#MAX_TEXT} characters;
     * its first quote is at {@code pos}.
     */
    private String anyString() {
        int startLine = line;
        String s;
        if (text.startsWith("\"\"\"", pos) || text.startsWith("'''", pos)) {
            s = multiLineString(text.charAt(pos));
        } else {
            s = peek() == '"' ? string() : literalString();
        }
        if (s.length() > RulesetLimits.MAX_TEXT) {
            throw new SyntaxError(startLine, Message.of(RulesetIssue.STRING_TOO_LONG, shown(s), s.length(),
                    RulesetLimits.MAX_TEXT), false);
        }
        return s;
    }

    /** Text from the file as a message shows it: cut at 40 characters, control characters as {@code ?}. */
    static String shown(String text) {
        String cutText = text.length() > 40 ? text.substring(0, 40) + "..." : text;
        StringBuilder out = new StringBuilder(cutText.length());
        for (int i = 0; i < cutText.length(); i++) {
            char c = cutText.charAt(i);
            out.append(Character.isISOControl(c) ? '?' : c);
        }
        return out.toString();
    }

    /** A literal string in single quotes, taken as it is written; the quote is at {@code pos}. */
    private String literalString() {
        int startLine = line;
        pos++;
        markContent(true);
        int end = pos;
        while (end < text.length() && text.charAt(end) != '\'' && text.charAt(end) != '\n') {
            end++;
        }
        if (end >= text.length() || text.charAt(end) == '\n') {
            pos = end;
            throw new SyntaxError(startLine, Message.of(RulesetIssue.STRING_NOT_CLOSED), false);
        }
        String value = text.substring(pos, end);
        pos = end + 1;
        return value;
    }

    /**
     * A multi-line string, basic ({@code """}) or literal ({@code '''}); the first of its three
     * quotes is at {@code pos}. As TOML says: a line end right after the opening quotes is not
     * part of it; up to two quotes may stand just before the closing three; in the basic form a
     * backslash at the end of a line joins it to the next, dropping the spaces and line ends.
     */
    private String multiLineString(char quote) {
        int startLine = line;
        String three = String.valueOf(quote).repeat(3);
        pos += 3;
        if (!atEnd() && peek() == '\n') {
            newline();
        }
        markContent(true);
        StringBuilder out = new StringBuilder();
        while (true) {
            if (atEnd()) {
                throw new SyntaxError(startLine, Message.of(RulesetIssue.STRING_NOT_CLOSED), true);
            }
            if (text.startsWith(three, pos)) {
                int quotes = 3;
                while (quotes < 5 && pos + quotes < text.length() && text.charAt(pos + quotes) == quote) {
                    quotes++;
                }
                out.append(three, 0, quotes - 3);
                pos += quotes;
                return out.toString();
            }
            char c = peek();
            if (c == '\n') {
                out.append(c);
                newline();
            } else if (c == '\\' && quote == '"') {
                stringVerbatim = false;
                pos++;
                if (!lineEndingBackslash()) {
                    escape(out);
                }
            } else {
                out.append(c);
                pos++;
            }
        }
    }

    /**
     * After a backslash in a multi-line basic string: when only spaces follow it on its line,
     * skips them, the line end and every space and line end after, and says so.
     */
    private boolean lineEndingBackslash() {
        int ahead = pos;
        while (ahead < text.length() && (text.charAt(ahead) == ' ' || text.charAt(ahead) == '\t')) {
            ahead++;
        }
        if (ahead >= text.length() || text.charAt(ahead) != '\n') {
            return false;
        }
        pos = ahead;
        while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == '\n')) {
            if (peek() == '\n') {
                newline();
            } else {
                pos++;
            }
        }
        return true;
    }

    /** A basic string in double quotes; the opening quote is at {@code pos}. */
    private String string() {
        int startLine = line;
        pos++;
        markContent(true);
        // Most strings hold no escape: taken as they stand, not built up a character at a time.
        int start = pos;
        int end = start;
        while (end < text.length() && text.charAt(end) != '"' && text.charAt(end) != '\\' && text.charAt(end) != '\n') {
            end++;
        }
        if (end < text.length() && text.charAt(end) == '"') {
            pos = end + 1;
            return text.substring(start, end);
        }
        stringVerbatim = false;
        StringBuilder out = new StringBuilder();
        while (true) {
            if (atEnd() || peek() == '\n') {
                throw new SyntaxError(startLine, Message.of(RulesetIssue.STRING_NOT_CLOSED), false);
            }
            char c = text.charAt(pos++);
            if (c == '"') {
                return out.toString();
            }
            if (c == '\\') {
                escape(out);
            } else {
                out.append(c);
            }
        }
    }

    /** The escape after a backslash (at {@code pos}): TOML's {@code \b \t \n \f \r \" \\ \\uXXXX \\UXXXXXXXX}. */
    private void escape(StringBuilder out) {
        char escaped = atEnd() || peek() == '\n' ? ' ' : text.charAt(pos++);
        switch (escaped) {
            case 'b' -> out.append('\b');
            case 't' -> out.append('\t');
            case 'n' -> out.append('\n');
            case 'f' -> out.append('\f');
            case 'r' -> out.append('\r');
            case '"' -> out.append('"');
            case '\\' -> out.append('\\');
            case 'u', 'U' -> out.appendCodePoint(codePoint(escaped == 'u' ? 4 : 8));
            default -> throw error(RulesetIssue.BAD_ESCAPE, String.valueOf(escaped).strip());
        }
    }

    /** The character of a {@code \\u} or {@code \\U} escape: {@code digits} hex digits, a Unicode scalar value. */
    private int codePoint(int digits) {
        String prefix = digits == 4 ? "u" : "U";
        int end = Math.min(pos + digits, text.length());
        String hex = text.substring(pos, end);
        boolean allHex = hex.length() == digits && hex.chars().allMatch(ch -> Character.digit(ch, 16) >= 0);
        long value = allHex ? Long.parseLong(hex, 16) : -1;
        if (value < 0 || value > 0x10FFFF || value >= 0xD800 && value <= 0xDFFF) {
            throw error(RulesetIssue.BAD_ESCAPE, prefix + hex.strip());
        }
        pos = end;
        return (int) value;
    }

    /** A list of strings; the opening bracket is at {@code pos}. */
    private List<String> array() {
        int startLine = line;
        pos++;
        List<String> items = new ArrayList<>();
        while (true) {
            boolean newLine = skipGap();
            if (atEnd() || (newLine && looksLikeStatement())) {
                throw new SyntaxError(startLine, Message.of(RulesetIssue.LIST_NOT_CLOSED), true);
            }
            if (peek() == ']') {
                pos++;
                return List.copyOf(items);
            }
            if (peek() != '"' && peek() != '\'') {
                throw badItem(line, Message.of(RulesetIssue.LIST_ITEM_NOT_STRING));
            }
            countEntry();
            try {
                items.add(anyString());
            } catch (SyntaxError e) {
                throw badItem(e.line, e.message);
            }
            int itemLine = line;
            if (skipGap() && !atEnd() && looksLikeStatement()) {
                throw new SyntaxError(startLine, Message.of(RulesetIssue.LIST_NOT_CLOSED), true);
            }
            if (!atEnd() && peek() == ',') {
                pos++;
            } else if (atEnd() || peek() != ']') {
                throw badItem(itemLine, Message.of(RulesetIssue.LIST_SEPARATOR_MISSING));
            }
        }
    }

    /** Reports a bad list item, then skips the rest of the list so errors do not cascade. */
    private SyntaxError badItem(int errorLine, Message message) {
        while (!atEnd()) {
            char c = peek();
            if (c == ']') {
                pos++;
                return new SyntaxError(errorLine, message, false);
            }
            if (c == '\n') {
                newline();
                skipSpaces();
                if (!atEnd() && looksLikeStatement()) {
                    return new SyntaxError(errorLine, message, true);
                }
            } else if (c == '"' || c == '\'') {
                skipQuoted(c);
            } else {
                pos++;
            }
        }
        return new SyntaxError(errorLine, message, true);
    }

    private void skipQuoted(char quote) {
        pos++;
        while (!atEnd() && peek() != '\n') {
            char c = text.charAt(pos++);
            if (c == '\\' && quote == '"' && !atEnd() && peek() != '\n') {
                pos++;
            } else if (c == quote) {
                return;
            }
        }
    }

    /** Skips spaces, line ends and comments inside a list; tells whether a line ended. */
    private boolean skipGap() {
        boolean newLine = false;
        while (!atEnd()) {
            char c = peek();
            if (c == ' ' || c == '\t') {
                pos++;
            } else if (c == '\n') {
                newline();
                newLine = true;
            } else if (c == '#') {
                skipRestOfLine();
            } else {
                return newLine;
            }
        }
        return newLine;
    }

    private boolean looksLikeStatement() {
        return startsStatement(text, pos);
    }

    /**
     * Whether the line at {@code from} starts as a statement does: with {@code [}, or with a key
     * (bare, or in quotes without an escape) and {@code =}, white space between them.
     */
    static boolean startsStatement(String text, int from) {
        if (from < text.length() && text.charAt(from) == '[') {
            return true;
        }
        int end = from;
        if (from < text.length() && (text.charAt(from) == '"' || text.charAt(from) == '\'')) {
            end = indexOfOnLine(text, text.charAt(from), from + 1);
            if (end < 0) {
                return false;
            }
            end++;
        } else {
            while (end < text.length() && isBareKeyChar(text.charAt(end))) {
                end++;
            }
            if (end == from) {
                return false;
            }
        }
        while (end < text.length() && text.charAt(end) != '\n' && Text.isAsciiSpace(text.charAt(end))) {
            end++;
        }
        return end < text.length() && text.charAt(end) == '=';
    }

    /** Where {@code c} is next in {@code text} from {@code from} on, before the line ends; -1 if it is not. */
    private static int indexOfOnLine(String text, char c, int from) {
        for (int i = from; i < text.length() && text.charAt(i) != '\n'; i++) {
            if (text.charAt(i) == c) {
                return i;
            }
        }
        return -1;
    }

    /** A key, bare or in quotes; {@code expected} says what was expected if there is none. */
    private String key(RulesetIssue expected) {
        String key;
        if (!atEnd() && peek() == '"') {
            key = string();
        } else if (!atEnd() && peek() == '\'') {
            key = literalString();
        } else {
            key = bareKey(expected);
        }
        if (key.length() > RulesetLimits.MAX_TEXT) {
            throw error(RulesetIssue.KEY_TOO_LONG, shown(key), key.length(), RulesetLimits.MAX_TEXT);
        }
        return key;
    }

    /** A bare key; {@code expected} says what was expected if there is none. */
    private String bareKey(RulesetIssue expected) {
        int start = pos;
        while (!atEnd() && isBareKeyChar(peek())) {
            pos++;
        }
        if (start == pos) {
            throw error(expected, foundHere());
        }
        return text.substring(start, pos);
    }

    /** Characters up to a space, comment, comma, bracket or line end. */
    private String word() {
        int start = pos;
        while (!atEnd() && " \t\n#,]".indexOf(peek()) < 0) {
            pos++;
        }
        return text.substring(start, pos);
    }

    /** The closing bracket(s) of the table header {@code table}. */
    private void expect(String closing, String table) {
        if (!text.startsWith(closing, pos)) {
            throw error(RulesetIssue.TABLE_NOT_CLOSED, closing, table);
        }
        pos += closing.length();
    }

    private void endOfLine() {
        skipSpaces();
        if (atEnd() || peek() == '\n') {
            return;
        }
        if (peek() == '#') {
            skipRestOfLine();
            return;
        }
        throw error(RulesetIssue.TEXT_AFTER_STATEMENT, foundHere());
    }

    /** The text from here to the end of the line, cut at 20 characters; empty at the end of the line. */
    private String foundHere() {
        if (atEnd() || peek() == '\n') {
            return "";
        }
        int end = text.indexOf('\n', pos);
        String rest = text.substring(pos, end < 0 ? text.length() : end).strip();
        return rest.length() > 20 ? rest.substring(0, 20) + "..." : rest;
    }

    private static boolean isBareKeyChar(char c) {
        return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9'
                || c == '_' || c == '-';
    }

    private void skipSpaces() {
        while (!atEnd() && (peek() == ' ' || peek() == '\t')) {
            pos++;
        }
    }

    private void skipRestOfLine() {
        while (!atEnd() && peek() != '\n') {
            pos++;
        }
    }

    private void newline() {
        pos++;
        line++;
        lineStart = pos;
    }

    /** Notes that a string's content starts here, so a place inside it can be found in the file. */
    private void markContent(boolean verbatim) {
        stringLine = line;
        stringColumn = pos - lineStart + 1;
        stringVerbatim = verbatim;
    }

    private boolean atEnd() {
        return pos >= text.length();
    }

    private char peek() {
        return text.charAt(pos);
    }

    private SyntaxError error(RulesetIssue issue, Object... values) {
        return new SyntaxError(line, Message.of(issue, values), false);
    }

    private static TomlTable table(String name, int line, boolean array) {
        return new TomlTable(name, line, array, new LinkedHashMap<>());
    }

    private static TomlTable freeze(TomlTable t) {
        return new TomlTable(t.name(), t.line(), t.arrayEntry(),
                Collections.unmodifiableMap(new LinkedHashMap<>(t.entries())));
    }

    /** More entries than {@link RulesetLimits#MAX_ENTRIES}: the reading stops. */
    private static final class TooManyEntries extends RuntimeException {

        private static final long serialVersionUID = 1L;

        TooManyEntries() {
            super("too many entries", null, false, false);
        }
    }

    /**
     * A syntax problem inside one statement. {@code resumeHere}: the reader already stands at
     * the start of the next statement (after skipping a broken list) and must not skip a line.
     */
    private static final class SyntaxError extends RuntimeException {

        private static final long serialVersionUID = 1L;

        private final int line;
        private final transient Message message;
        private final boolean resumeHere;

        SyntaxError(int line, Message message, boolean resumeHere) {
            super(message.key().toString(), null, false, false);
            this.line = line;
            this.message = message;
            this.resumeHere = resumeHere;
        }
    }
}
