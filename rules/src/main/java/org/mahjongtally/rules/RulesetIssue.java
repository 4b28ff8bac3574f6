/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static org.mahjongtally.Parameter.message;
import static org.mahjongtally.Parameter.messages;
import static org.mahjongtally.Parameter.number;
import static org.mahjongtally.Parameter.of;
import static org.mahjongtally.Parameter.text;

import java.util.List;
import org.mahjongtally.MessageKey;
import org.mahjongtally.Parameter;
import org.mahjongtally.ruleset.ElementKind;

/**
 * Every message of the ruleset loader, one constant per message; the words, in each language,
 * are in the {@code words} module ({@code RulesetEnglish} and its translations).
 *
 * <p>Parameters: {@code file} a file's name, {@code line} a line number, {@code problem} and
 * {@code detail} nested messages; {@code key}, {@code table}, {@code element}, {@code other},
 * {@code word}, {@code value} text as written in the file (or an element's id); {@code known} the
 * names that would have been right, joined by {@code ", "}; {@code nearest} the closest of them
 * to a typo, or empty when none is close; {@code kind} the {@link ValueKind} of a value found;
 * {@code min}, {@code max}, {@code number}, {@code count} numbers.
 *
 * <p>The "value" keys ({@link #NOT_A_STRING} to {@link #NOT_USABLE}) complete a sentence that
 * starts with the key they concern: {@link #KEY_VALUE}, {@link #OPTION_VALUE} or
 * {@link #ELEMENT_VALUE} put that key in front ({@code 'maxChows' must be from 0 to 4, not 7}).
 */
public enum RulesetIssue implements MessageKey {

    // The list of an exception, and where each problem is.
    /**
     * Several problems, {@code count} in all: the first of them, each already located
     * ({@link #AT_LINE}, {@link #IN_FILE}), and {@code more} not listed (0 when all are).
     */
    PROBLEMS(number("count"), messages("problems"), number("more")),
    /** A problem on a line of a file. */
    AT_LINE(text("file"), number("line"), message("problem")),
    /** A problem at a line and column of a file (inside a special hand's pattern). */
    AT_LINE_COLUMN(text("file"), number("line"), number("column"), message("problem")),
    /** A problem of a whole file (one that cannot be read). */
    IN_FILE(text("file"), message("problem")),
    /** A problem of the options given with a table rather than in a file. */
    IN_TABLE_OPTIONS(message("problem")),

    // Values: the end of a sentence that starts with the key.
    NOT_A_STRING(of("kind", ValueKind.class)),
    NOT_A_WHOLE_NUMBER(of("kind", ValueKind.class)),
    OUT_OF_RANGE(number("min"), number("max"), number("number")),
    NOT_TRUE_OR_FALSE(of("kind", ValueKind.class)),
    NOT_A_LIST(of("kind", ValueKind.class)),
    EMPTY_TEXT,
    NEGATIVE(number("number")),
    /** A number above the bound of its key ({@link RulesetLimits}), which no real rule comes near. */
    ABOVE_BOUND(number("max"), number("number")),
    BAD_LIMIT_NUMBER(number("number")),
    BAD_LIMIT_KIND(of("kind", ValueKind.class)),
    EAST_STREAK_OF_ONE,
    NOT_POSITIVE(number("number")),
    UNKNOWN_ROUNDING(text("known"), text("value"), text("nearest")),
    /** Core refused the value; {@code detail} is core's message. */
    CORE_REFUSED(message("detail")),
    /** The value broke a parser in an unforeseen way; {@code error} names the exception. */
    NOT_USABLE(text("error")),
    /** {@code 'version' must be ...} */
    KEY_VALUE(text("key"), message("detail")),
    /** {@code option 'maxChows' must be ...} */
    OPTION_VALUE(text("key"), message("detail")),
    /** {@code 'own-wind-set': 'doubles' must be ...} */
    ELEMENT_VALUE(text("element"), text("key"), message("detail")),

    // The TOML syntax.
    STRING_NOT_CLOSED,
    LIST_NOT_CLOSED,
    LIST_ITEM_NOT_STRING,
    LIST_SEPARATOR_MISSING,
    BAD_ESCAPE(text("value")),
    NOT_WHOLE(text("word")),
    NOT_A_VALUE(text("word")),
    NUMBER_TOO_LARGE(text("word")),
    /** A key longer than {@code max} characters; {@code key} is its start. */
    KEY_TOO_LONG(text("key"), number("length"), number("max")),
    /** A string longer than {@code max} characters; {@code value} is its start. */
    STRING_TOO_LONG(text("value"), number("length"), number("max")),
    /** More keys, table headers and list items than {@code max}: the reading stopped here. */
    TOO_MANY_ENTRIES(number("max")),
    /** Looks like a number but is not one as TOML writes them ({@code 01}, {@code 1__0}, {@code 1_}). */
    NUMBER_MALFORMED(text("word")),
    DOTTED_TABLE(text("table")),
    /** {@code first} is the table as first written, {@code [x]} or {@code [[x]]}. */
    TABLE_BRACKETS_MIXED(text("table"), text("first"), number("line")),
    TABLE_TWICE(text("table"), number("line")),
    /** {@code found} is the text found, or empty at the end of the line (as in the next three). */
    TABLE_NAME_EXPECTED(text("found")),
    KEY_EXPECTED(text("found")),
    VALUE_EXPECTED(text("found")),
    TEXT_AFTER_STATEMENT(text("found")),
    /** {@code closing} is {@code ]} or {@code ]]}. */
    TABLE_NOT_CLOSED(text("closing"), text("table")),
    DOTTED_KEY(text("key")),
    EQUALS_EXPECTED(text("key")),
    KEY_TWICE(text("key"), number("line")),
    VALUE_MISSING,
    INLINE_TABLE,

    // The file's structure; {@code hint} is a DID_YOU_MEAN or, when no name is close, NAMES.
    /** The name nearest to a typo: {@code ; did you mean 'x'?} */
    DID_YOU_MEAN(text("nearest")),
    /** The names that would be right, when none is close to a typo: {@code  (keys: id, name)}. */
    NAMES(of("what", Names.class), text("known")),
    UNKNOWN_TOP_KEY(text("key"), message("hint")),
    /** An option's key at the top of the file, outside [options]. */
    OPTION_AT_TOP(text("key"), message("hint")),
    OPTIONS_IN_DOUBLE_BRACKETS,
    SINGLE_BRACKETS(text("table")),
    UNKNOWN_TABLE(text("table"), message("hint")),
    UNKNOWN_OPTION(text("key"), message("hint")),
    ELEMENT_TWICE(text("element"), number("line")),
    REMOVED_AND_GIVEN(text("element"), number("line")),
    REMOVED_TWICE(text("element"), number("line")),
    /** A required top key is missing; {@code example} shows it written. */
    KEY_MISSING(text("key"), text("example")),
    BAD_ID(text("value")),

    // Element tables.
    UNKNOWN_ELEMENT(text("element"), text("nearest")),
    /** A table without id; {@code table} is {@code [[element]]} or {@code [[remove]]}. */
    NO_ID(text("table")),
    UNKNOWN_TABLE_KEY(text("key"), text("table"), message("hint")),
    /** A value the element's kind has no use for; {@code needs} says what it takes instead. */
    VALUE_NOT_FOR_KIND(text("element"), of("needs", Needs.class), text("key")),
    EXCLUDES_UNKNOWN(text("element"), text("other"), text("nearest")),
    EXCLUDES_ITSELF(text("element")),
    EXCLUDES_TWICE(text("element"), text("other")),
    /** Completes ELEMENT_VALUE: a special hand's scope cannot be set. */
    SCOPE_FIXED,
    /** Completes ELEMENT_VALUE: a scope that is neither {@code winner} nor {@code every-player}. */
    UNKNOWN_SCOPE(text("value"), text("nearest")),
    /** Completes ELEMENT_VALUE: a group the catalogue does not know. */
    UNKNOWN_GROUP(text("value"), message("hint")),
    /** Completes ELEMENT_VALUE: the same group twice. */
    GROUP_TWICE(text("value")),

    // Merging a file with the ruleset it extends.
    OPTIONS_MISSING(text("known")),
    NOTHING_TO_REMOVE(text("element")),
    NOT_IN_BASE(text("element")),
    NEW_ELEMENT_NEEDS_NAME(text("element")),
    NEW_ELEMENT_NEEDS_VALUE(text("element"), of("kind", ElementKind.class)),
    SPECIAL_HAND_UNVALUED(text("element")),
    SPECIAL_HAND_BOTH(text("element"), number("limit"), number("doubles")),
    /** A special hand valued by points and by a share of the limit or doubles as well. */
    SPECIAL_HAND_POINTS_AND(text("element"), number("points")),
    /** A new id with no pattern: neither a built-in element nor a special hand of the file's own. */
    UNKNOWN_ELEMENT_NO_PATTERN(text("element"), text("nearest")),
    /** A special hand's pattern cannot be read; {@code detail} is the pattern's own problem. */
    PATTERN(text("element"), message("detail")),
    /** A pattern given to an element that is not a special hand. */
    PATTERN_NOT_FOR_KIND(text("element")),
    /** A name key whose language tag is not two or three small letters ({@code name-pl}). */
    BAD_NAME_LANGUAGE(text("key")),
    FISHING_ABOVE_LIMIT(text("element"), number("fishing"), number("limit")),
    EXCLUDES_UNSCORED(text("element"), text("other")),
    REMOVED_BUT_EXCLUDED(text("other"), text("element")),
    EAST_STREAK_WITHOUT_LIMIT,
    /** The settlement options do not go together; {@code detail} is core's message. */
    OPTIONS_CLASH(message("detail")),

    // Extends, presets and files.
    PRESET_ID(text("value")),
    NOT_A_PRESET(text("value"), text("known")),
    NEITHER_PRESET_NOR_FILE(text("value"), text("known"), text("path")),
    EXTENDS_UNREADABLE(text("value"), message("detail")),
    /** {@code path} is the chain of files, joined by {@code " -> "}. */
    CYCLE(text("path"), text("file")),
    /** {@code extends} names neither a preset nor a file by its name alone (a path, a control character). */
    EXTENDS_NOT_A_NAME(text("value"), text("known")),
    /** {@code extends} in a ruleset written out in full, as a game file keeps one. */
    EXTENDS_IN_FULL_RULESET(text("value")),
    /** An {@code extends} chain of more than {@code max} files; {@code path} the chain, joined by {@code " -> "}. */
    CHAIN_TOO_LONG(number("max"), text("path")),
    NO_PRESET(text("value"), text("known")),
    FILE_UNREADABLE(message("detail")),
    NEITHER_PRESET_NOR_RULESET(text("known")),
    PRESET_MISSING(text("path")),
    PRESET_UNREADABLE(message("detail")),

    // Why a file cannot be read (the detail of the above).
    NO_SUCH_FILE,
    ACCESS_DENIED,
    FILE_TOO_LARGE(number("max")),
    /** Ruleset text (not a file) of {@code length} characters, more than {@code max}. */
    TEXT_TOO_LARGE(number("length"), number("max")),
    NOT_UTF8,
    /** Another reason; {@code error} is the system's own words. */
    IO_ERROR(text("error")),

    // Options given with a table.
    UNKNOWN_TABLE_OPTION(text("key"), text("nearest"), text("known")),
    TABLE_OPTION_NOT_A_VALUE(text("key"));

    /** What an element of some kind is valued by, for {@link #VALUE_NOT_FOR_KIND}. */
    public enum Needs {
        /** A points element: points. */
        POINTS,
        /** A doubles element: doubles. */
        DOUBLES,
        /** A winner-only doubles element: doubles or points. */
        DOUBLES_OR_POINTS,
        /** A special hand: limit (percent of the limit) or doubles, and fishing. */
        LIMIT_OR_DOUBLES
    }

    /** What the names of {@link #NAMES} are. */
    public enum Names {
        /** Keys of a table or of the top of the file. */
        KEYS,
        /** Tables. */
        TABLES,
        /** Options. */
        OPTIONS,
        /** Groups of elements. */
        GROUPS
    }

    private final List<Parameter> parameters;

    RulesetIssue(Parameter... parameters) {
        this.parameters = List.of(parameters);
    }

    @Override
    public List<Parameter> parameters() {
        return parameters;
    }
}
