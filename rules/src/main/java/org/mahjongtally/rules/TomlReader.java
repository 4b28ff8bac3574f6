package org.mahjongtally.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.mahjongtally.Message;

/**
 * Reads the subset of TOML that ruleset files use, and nothing more:
 * <ul>
 *   <li>blank lines and {@code # comments}, also after a value;</li>
 *   <li>{@code key = value}, with bare keys ({@code A-Z a-z 0-9 _ -});</li>
 *   <li>values: a string in double quotes with the escapes {@code \" \\ \n}, a whole number,
 *       {@code true} / {@code false}, or a list of strings {@code ["a", "b"]} that may span
 *       lines, with an optional trailing comma and comments between the lines;</li>
 *   <li>tables {@code [name]} and arrays of tables {@code [[name]]}.</li>
 * </ul>
 * Anything else (single quotes, floats, dates, dotted or quoted keys, inline tables) is a
 * problem reported with its line, and reading goes on with the next line, so one pass finds
 * every syntax error. The reader never throws for bad input.
 */
final class TomlReader {

    private static final Pattern STATEMENT_START = Pattern.compile("^(\\[|[A-Za-z0-9_-]+\\s*=)");
    private static final Pattern WHOLE_NUMBER = Pattern.compile("[+-]?[0-9]+");

    private final String text;
    private final Problems problems;
    private final TomlTable root = table("", 1, false);
    private final List<TomlTable> tables = new ArrayList<>();
    private final Map<String, TomlTable> firstTableNamed = new HashMap<>();
    private TomlTable current = root;
    private int pos;
    private int line = 1;

    private TomlReader(String text, Problems problems) {
        String t = text.startsWith("\uFEFF") ? text.substring(1) : text;
        this.text = t.replace("\r\n", "\n").replace('\r', '\n');
        this.problems = problems;
    }

    /** Reads {@code text}, adding every syntax problem to {@code problems}. */
    static TomlDocument read(String text, Problems problems) {
        TomlReader reader = new TomlReader(text, problems);
        reader.document();
        List<TomlTable> frozen = new ArrayList<>();
        for (TomlTable t : reader.tables) {
            frozen.add(freeze(t));
        }
        return new TomlDocument(freeze(reader.root), List.copyOf(frozen));
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
                statement();
            }
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
        String name = bareKey(RulesetIssue.TABLE_NAME_EXPECTED);
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
        char c = peek();
        if (c == '"' || c == '\'') {
            throw error(RulesetIssue.QUOTED_KEY);
        }
        String key = bareKey(RulesetIssue.KEY_EXPECTED);
        skipSpaces();
        if (!atEnd() && peek() == '.') {
            throw error(RulesetIssue.DOTTED_KEY, key);
        }
        if (atEnd() || peek() != '=') {
            throw error(RulesetIssue.EQUALS_EXPECTED, key);
        }
        pos++;
        skipSpaces();
        TomlValue value = new TomlValue(value(), keyLine);
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
        if (c == '"') {
            if (text.startsWith("\"\"\"", pos)) {
                throw error(RulesetIssue.MULTI_LINE_STRING);
            }
            return string();
        }
        if (c == '[') {
            return array();
        }
        if (c == '\'') {
            throw error(RulesetIssue.SINGLE_QUOTES);
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
        if (WHOLE_NUMBER.matcher(word).matches()) {
            try {
                return Long.valueOf(word);
            } catch (NumberFormatException e) {
                throw error(RulesetIssue.NUMBER_TOO_LARGE, word);
            }
        }
        if ((Character.isDigit(word.charAt(0)) || word.charAt(0) == '-'
                || word.charAt(0) == '+')) {
            throw error(RulesetIssue.NOT_WHOLE, word);
        }
        throw error(RulesetIssue.NOT_A_VALUE, word);
    }

    /** A string in double quotes; the opening quote is at {@code pos}. */
    private String string() {
        int startLine = line;
        pos++;
        StringBuilder out = new StringBuilder();
        while (true) {
            if (atEnd() || peek() == '\n') {
                throw new SyntaxError(startLine, Message.of(RulesetIssue.STRING_NOT_CLOSED), false);
            }
            char c = text.charAt(pos++);
            if (c == '"') {
                return out.toString();
            }
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char escaped = atEnd() ? ' ' : text.charAt(pos++);
            switch (escaped) {
                case '"' -> out.append('"');
                case '\\' -> out.append('\\');
                case 'n' -> out.append('\n');
                default -> throw error(RulesetIssue.BAD_ESCAPE, String.valueOf(escaped));
            }
        }
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
            if (peek() != '"') {
                throw badItem(line, Message.of(RulesetIssue.LIST_ITEM_NOT_STRING));
            }
            try {
                items.add(string());
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
            } else if (c == '"') {
                skipQuoted();
            } else {
                pos++;
            }
        }
        return new SyntaxError(errorLine, message, true);
    }

    private void skipQuoted() {
        pos++;
        while (!atEnd() && peek() != '\n') {
            char c = text.charAt(pos++);
            if (c == '\\' && !atEnd() && peek() != '\n') {
                pos++;
            } else if (c == '"') {
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
        int end = text.indexOf('\n', pos);
        String rest = text.substring(pos, end < 0 ? text.length() : end);
        return STATEMENT_START.matcher(rest).find();
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
