/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.rules.RulesetIssue;
import org.mahjongtally.ruleset.ElementKind;
import org.mahjongtally.rules.ValueKind;

/** The ruleset loader's problems in English. */
final class RulesetEnglish extends Phrasebook<RulesetIssue> {

    private static final String LIMIT = "must be \"none\" or a positive even number of points such as 1000, not ";

    RulesetEnglish() {
        super(RulesetIssue.class, Language.ENGLISH);
    }

    @Override
    public String text(RulesetIssue key, Args a) {
        return switch (key) {
            case PROBLEMS -> a.number("count") + " problems in the ruleset:\n  " + String.join("\n  ", a.messages("problems"))
                    + (a.number("more") > 0 ? "\n  and " + a.number("more") + " more; fix these and check again" : "");
            case AT_LINE -> a.text("file") + ":" + a.number("line") + ": " + a.message("problem");
            case AT_LINE_COLUMN -> a.text("file") + ":" + a.number("line") + ":" + a.number("column") + ": "
                    + a.message("problem");
            case IN_FILE -> a.text("file") + ": " + a.message("problem");
            case IN_TABLE_OPTIONS -> "table options: " + a.message("problem");
            case NOT_A_STRING -> "must be a string in quotes, not " + kind(a);
            case NOT_A_WHOLE_NUMBER -> "must be a whole number, not " + kind(a);
            case OUT_OF_RANGE -> "must be from " + a.number("min") + " to " + a.number("max") + ", not " + a.number("number");
            case NOT_TRUE_OR_FALSE -> "must be true or false (without quotes), not " + kind(a);
            case NOT_A_LIST -> "must be a list of strings such as [\"own-flower\"], not " + kind(a);
            case EMPTY_TEXT -> "must be one line of text, not empty";
            case NEGATIVE -> "must be 0 or more, not " + a.number("number");
            case ABOVE_BOUND -> "must be at most " + a.number("max") + ", not " + a.number("number")
                    + "; no rulebook comes near that (see docs/rulesets.md, Bounds)";
            case BAD_LIMIT_NUMBER -> LIMIT + a.number("number");
            case BAD_LIMIT_KIND -> LIMIT + kind(a);
            case EAST_STREAK_OF_ONE -> "must be 0 (no such limit hand) or a streak of 2 or more wins, such as 13"
                    + " (Millington) or 9 (German league), not 1";
            case NOT_POSITIVE -> "must be a positive number of points, not " + a.number("number");
            case UNKNOWN_ROUNDING -> "must be one of " + a.text("known") + ", not '" + a.text("value") + "'" + nearest(a);
            case CORE_REFUSED -> "is wrong: " + a.message("detail");
            case NOT_USABLE -> "is not usable (" + a.text("error") + ")";
            case KEY_VALUE -> "'" + a.text("key") + "' " + a.message("detail");
            case OPTION_VALUE -> "option '" + a.text("key") + "' " + a.message("detail");
            case ELEMENT_VALUE -> "'" + a.text("element") + "': '" + a.text("key") + "' " + a.message("detail");
            case STRING_NOT_CLOSED -> "the string is not closed; add the closing \"";
            case LIST_NOT_CLOSED -> "the list opened on this line is not closed; add ']'";
            case LIST_ITEM_NOT_STRING -> "a list may hold only strings in quotes, such as"
                    + " [\"own-flower\", \"own-season\"]";
            case LIST_SEPARATOR_MISSING -> "expected ',' or ']' after an item of the list";
            case BAD_ESCAPE -> "the escape \\" + a.text("value") + " is not TOML; write \\\", \\\\, \\b, \\t, \\n, \\f, \\r,"
                    + " \\uXXXX or \\UXXXXXXXX (a Unicode character in hex digits)";
            case NOT_WHOLE -> "'" + a.text("word") + "' is not a whole number; only whole numbers are supported";
            case NOT_A_VALUE -> "'" + a.text("word") + "' is not a value; write text in quotes, a whole number,"
                    + " true or false, or a list [\"...\"]";
            case NUMBER_TOO_LARGE -> "the number " + a.text("word") + " is too large";
            case KEY_TOO_LONG -> "the key '" + a.text("key") + "' has " + a.number("length") + " characters; a key has at most "
                    + a.number("max");
            case STRING_TOO_LONG -> "the text '" + a.text("value") + "' has " + a.number("length")
                    + " characters; a string in a ruleset has at most " + a.number("max");
            case TOO_MANY_ENTRIES -> "more than " + a.number("max") + " keys, tables and list items; reading stopped here."
                    + " A ruleset written out in full has fewer than half as many: is this a ruleset file?";
            case NUMBER_MALFORMED -> "'" + a.text("word") + "' is not a number as TOML writes it: no leading zeros, and"
                    + " '_' only between two digits (such as 1_000)";
            case DOTTED_TABLE -> "dotted table names such as [" + a.text("table") + ".x] are not supported";
            case TABLE_BRACKETS_MIXED -> "[" + a.text("table") + "] and [[" + a.text("table") + "]] cannot both be used;"
                    + " use " + a.text("first") + " as on line " + a.number("line");
            case TABLE_TWICE -> "the table [" + a.text("table") + "] appears twice (first on line " + a.number("line")
                    + "); put all its keys in one place";
            case TABLE_NAME_EXPECTED -> "expected a table name, found " + found(a);
            case KEY_EXPECTED -> "expected a key (such as name = \"...\"), found " + found(a);
            case VALUE_EXPECTED -> "expected a value after '=', found " + found(a);
            case TEXT_AFTER_STATEMENT -> "unexpected " + found(a) + " after the end of the statement;"
                    + " put one key = value on each line";
            case TABLE_NOT_CLOSED -> "expected '" + a.text("closing") + "' after the table name '" + a.text("table") + "'";
            case DOTTED_KEY -> "dotted keys such as " + a.text("key") + ".x are not supported";
            case EQUALS_EXPECTED -> "expected '=' after the key '" + a.text("key") + "'";
            case KEY_TWICE -> "the key '" + a.text("key") + "' is set twice here (first on line " + a.number("line") + ")";
            case VALUE_MISSING -> "a value is missing after '='";
            case INLINE_TABLE -> "inline tables ({...}) are not supported; use a [table] instead";
            case DID_YOU_MEAN -> "; did you mean '" + a.text("nearest") + "'?";
            case NAMES -> " (" + switch (a.value("what", RulesetIssue.Names.class)) {
                case KEYS -> "keys";
                case TABLES -> "tables";
                case OPTIONS -> "options";
                case GROUPS -> "groups";
            } + ": " + a.text("known") + ")";
            case UNKNOWN_TOP_KEY -> "unknown key '" + a.text("key") + "' at the top of the file" + a.message("hint");
            case OPTION_AT_TOP -> "unknown key '" + a.text("key") + "' at the top of the file" + a.message("hint")
                    + "; options go under [options]";
            case OPTIONS_IN_DOUBLE_BRACKETS -> "write [options] with single brackets";
            case SINGLE_BRACKETS -> "write [[" + a.text("table") + "]] with double brackets: every " + a.text("table")
                    + " is one entry of a list";
            case UNKNOWN_TABLE -> "unknown table [" + a.text("table") + "]" + a.message("hint");
            case UNKNOWN_OPTION -> "unknown option '" + a.text("key") + "'" + a.message("hint");
            case ELEMENT_TWICE -> "element '" + a.text("element") + "' is given twice (first on line " + a.number("line")
                    + "); give each element once";
            case REMOVED_AND_GIVEN -> "element '" + a.text("element") + "' is both removed here and given on line "
                    + a.number("line") + "; keep one of the two";
            case REMOVED_TWICE -> "element '" + a.text("element") + "' is removed twice (first on line "
                    + a.number("line") + ")";
            case KEY_MISSING -> "the file has no " + a.text("key") + "; add " + a.text("example")
                    + " at the top, before any [table]";
            case BAD_ID -> "'id' must be 1 to 40 lower-case letters, digits and '-', starting with a letter or digit,"
                    + " such as \"bmja-club\"; not '" + a.text("value") + "'";
            case UNKNOWN_ELEMENT -> "unknown element '" + a.text("element") + "'" + nearest(a);
            case NO_ID -> "this " + a.text("table") + " has no id; add id = \"...\", such as id = \"dragon-set\"";
            case UNKNOWN_TABLE_KEY -> "unknown key '" + a.text("key") + "' in " + a.text("table") + a.message("hint");
            case VALUE_NOT_FOR_KIND -> "'" + a.text("element") + "' is " + switch (a.value("needs", RulesetIssue.Needs.class)) {
                case POINTS -> "a points element: give it points";
                case DOUBLES -> "a doubles element: give it doubles";
                case DOUBLES_OR_POINTS -> "a doubles element: give it doubles or points";
                case LIMIT_OR_DOUBLES -> "a special hand: give it limit (percent of the limit) or doubles, and fishing";
            } + ", not " + a.text("key");
            case EXCLUDES_UNKNOWN -> "'" + a.text("element") + "' excludes an unknown element '" + a.text("other") + "'"
                    + nearest(a);
            case EXCLUDES_ITSELF -> "'" + a.text("element") + "' cannot exclude itself";
            case EXCLUDES_TWICE -> "'" + a.text("element") + "' excludes '" + a.text("other") + "' twice";
            case SCOPE_FIXED -> "cannot be set: a special hand is always the winner's";
            case UNKNOWN_SCOPE -> "must be \"winner\" or \"every-player\", not '" + a.text("value") + "'" + nearest(a);
            case UNKNOWN_GROUP -> "names an unknown group '" + a.text("value") + "'" + a.message("hint");
            case GROUP_TWICE -> "names '" + a.text("value") + "' twice";
            case OPTIONS_MISSING -> "a ruleset that extends no other must set every option; missing under [options]: "
                    + a.text("known");
            case NOTHING_TO_REMOVE -> "nothing to remove: this file extends no other ruleset; leave '"
                    + a.text("element") + "' out instead";
            case NOT_IN_BASE -> "cannot remove '" + a.text("element") + "': the ruleset this file extends does not score it";
            case NEW_ELEMENT_NEEDS_NAME -> "element '" + a.text("element") + "' is new here and needs a name,"
                    + " such as name = \"...\"";
            case NEW_ELEMENT_NEEDS_VALUE -> "element '" + a.text("element") + "' is new here and needs "
                    + switch (a.value("kind", ElementKind.class)) {
                        case POINTS -> "points = ...";
                        case DOUBLES -> "doubles = ...";
                        case SPECIAL_HAND -> "limit = (percent of the limit) or doubles = ...";
                    };
            case SPECIAL_HAND_UNVALUED -> "special hand '" + a.text("element") + "' has neither limit nor doubles;"
                    + " give limit = (percent of the limit, such as 100) or doubles = ...";
            case SPECIAL_HAND_BOTH -> "special hand '" + a.text("element") + "' has both limit (" + a.number("limit")
                    + ") and doubles (" + a.number("doubles") + "); give one and set the other to 0";
            case SPECIAL_HAND_POINTS_AND -> "special hand '" + a.text("element") + "' has points (" + a.number("points")
                    + ") and limit or doubles as well; give one of limit, doubles and points";
            case UNKNOWN_ELEMENT_NO_PATTERN -> "unknown element '" + a.text("element") + "'" + nearest(a)
                    + "; a special hand of your own needs a pattern, like: pattern = \"7 pairs\"";
            case PATTERN -> "'" + a.text("element") + "': pattern: " + a.message("detail");
            case PATTERN_NOT_FOR_KIND -> "'" + a.text("element") + "' is not a special hand, so it takes no pattern;"
                    + " only special hands are written as patterns";
            case BAD_NAME_LANGUAGE -> "'" + a.text("key") + "' is not a name in a language; write name- and a"
                    + " language tag of two or three small letters, like name-pl or name-ru";
            case FISHING_ABOVE_LIMIT -> "special hand '" + a.text("element") + "': a calling loser (fishing "
                    + a.number("fishing") + ") cannot score more than the winner (limit " + a.number("limit") + ")";
            case EXCLUDES_UNSCORED -> "'" + a.text("element") + "' excludes '" + a.text("other")
                    + "', which this ruleset does not score";
            case REMOVED_BUT_EXCLUDED -> "cannot remove '" + a.text("other") + "' alone: '" + a.text("element")
                    + "' excludes it; remove '" + a.text("element") + "' too, or give it excludes = []";
            case EAST_STREAK_WITHOUT_LIMIT -> "'east-streak' scores East's Nth win in a row, but the option"
                    + " eastStreakLimit is 0 (none); set eastStreakLimit = 13 (Millington) or 9 (German league),"
                    + " or remove 'east-streak'";
            case OPTIONS_CLASH -> "the options do not go together: " + a.message("detail");
            case PRESET_ID -> "'" + a.text("value") + "' is the id of a shipped preset; give this ruleset an id of its"
                    + " own, such as \"" + a.text("value") + "-club\"";
            case NOT_A_PRESET -> "extends '" + a.text("value") + "', which is not a preset; the presets are "
                    + a.text("known");
            case NEITHER_PRESET_NOR_FILE -> "extends '" + a.text("value") + "', which is neither a preset ("
                    + a.text("known") + ") nor a file (looked for " + a.text("path") + ")";
            case EXTENDS_UNREADABLE -> "extends '" + a.text("value") + "', which cannot be read: " + a.message("detail");
            case CYCLE -> "extends goes round in a cycle: " + a.text("path") + " -> " + a.text("file")
                    + "; a ruleset cannot extend itself";
            case EXTENDS_NOT_A_NAME -> "extends '" + a.text("value") + "', which is neither a preset (" + a.text("known")
                    + ") nor the name of a file next to this one; write a name such as \"club.toml\", without a path"
                    + " ('/', '\\', '..') or control characters";
            case EXTENDS_IN_FULL_RULESET -> "extends '" + a.text("value") + "', but the ruleset of a game file is written"
                    + " out in full and extends nothing; export the game again from the program that made it";
            case CHAIN_TOO_LONG -> "extends makes a chain of more than " + a.number("max") + " rulesets (" + a.text("path")
                    + "); extend a preset or a file that extends one";
            case NO_PRESET -> "there is no preset '" + a.text("value") + "'; the presets are " + a.text("known");
            case FILE_UNREADABLE -> "cannot read the ruleset file: " + a.message("detail");
            case NEITHER_PRESET_NOR_RULESET -> "neither a preset nor a ruleset file; the presets are " + a.text("known")
                    + ", or give the path of a .toml file";
            case PRESET_MISSING -> "the preset file " + a.text("path") + " is missing from the classpath";
            case PRESET_UNREADABLE -> "cannot read the preset file: " + a.message("detail");
            case NO_SUCH_FILE -> "there is no such file";
            case ACCESS_DENIED -> "permission to read it is denied";
            case FILE_TOO_LARGE -> "the file is larger than " + a.number("max") + " bytes, too large for a ruleset";
            case TEXT_TOO_LARGE -> "the ruleset has " + a.number("length") + " characters, more than the "
                    + a.number("max") + " a ruleset may have";
            case NOT_UTF8 -> "the file is not UTF-8 text";
            case IO_ERROR -> a.text("error");
            case UNKNOWN_TABLE_OPTION -> "unknown option '" + a.text("key") + "'"
                    + (a.text("nearest").isEmpty() ? "" : " (did you mean '" + a.text("nearest") + "'?)")
                    + "; the options are " + a.text("known");
            case TABLE_OPTION_NOT_A_VALUE -> "option '" + a.text("key") + "' must be a number, true or false, or text"
                    + " such as \"none\"";
        };
    }

    private static String kind(Args a) {
        return switch (a.value("kind", ValueKind.class)) {
            case STRING -> "a string";
            case WHOLE_NUMBER -> "a whole number";
            case TRUE_OR_FALSE -> "true or false";
            case LIST -> "a list";
        };
    }

    /** The text found, quoted, or "the end of the line". */
    private static String found(Args a) {
        return a.text("found").isEmpty() ? "the end of the line" : "'" + a.text("found") + "'";
    }

    /** "; did you mean 'x'?" or nothing. */
    private static String nearest(Args a) {
        return a.text("nearest").isEmpty() ? "" : "; did you mean '" + a.text("nearest") + "'?";
    }
}
