/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import org.mahjongtally.words.Args;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Phrasebook;

/** Why JSON is refused, in English, as the CLI and the API have always written it. */
final class JsonEnglish extends Phrasebook<JsonProblem> {

    JsonEnglish() {
        super(JsonProblem.class, Language.ENGLISH);
    }

    @Override
    public String text(JsonProblem key, Args a) {
        return switch (key) {
            case BODY -> "the body";
            case GAME_FILE -> "the game file";
            case STORED_OPTIONS -> "the stored options";
            case STORED_HAND -> "stored hand " + a.number("hand");
            case AUDIT_HAND -> "the hand in the audit trail";
            case NO_JSON -> a.message("whole") + " holds no JSON; it must be a JSON object, {...}";
            case WHOLE_NULL -> a.message("whole") + " is null; it must be a JSON object, {...}";
            case WHOLE_MUST_BE -> a.message("whole") + " must be " + type(a);
            case WHOLE_MUST_NOT_BE_NULL -> a.message("whole") + " must be " + type(a) + ", not null";
            case NUMBER_IN_MUST_BE -> "a number in " + a.message("whole") + " must be " + type(a);
            case FIELD_MUST_BE -> "field '" + a.text("field") + "' must be " + type(a);
            case FIELD_MUST_NOT_BE_NULL -> "field '" + a.text("field") + "' must be " + type(a) + ", not null";
            case TOO_DEEP -> a.message("whole") + " is nested more than " + a.number("depth") + " levels deep, or too"
                    + " large in some other way; it should be only a few levels deep";
            case NOT_JSON -> a.message("whole") + " is not valid JSON: " + a.text("reason");
            case UNREADABLE -> a.message("whole") + " could not be read: " + a.text("reason");
            case AT -> a.message("detail") + " (line " + a.number("line") + ", column " + a.number("column") + ")";
            case UNKNOWN_FIELD -> "unknown field '" + a.text("field") + "'; " + a.message("fields");
            case UNKNOWN_FIELD_MEANT -> "unknown field '" + a.text("field") + "'; did you mean '" + a.text("meant")
                    + "'? " + JsonWords.capitalised(a.message("fields"));
            case FIELDS_HERE -> "the fields here are " + a.text("names");
            case FIELDS_OF -> "the fields of '" + a.text("parent") + "' are " + a.text("names");
            case FIELD_MISSING -> "field '" + a.text("field") + "' is missing; " + a.message("how");
            case FIELD_NOT_TEXT_OR_NULL -> "field '" + a.text("field") + "' must be a string or null; " + a.message("how");
            case WINNER_HINT -> "give the player who went Mah-Jong, or null for a draw";
            case AMOUNT_HINT -> "give the points each payer pays each payee";
            case PAYERS_HINT -> "give who pays, such as [\"Ann\"]";
            case PAYEES_HINT -> "give who receives, such as [\"Bob\", \"Cid\"]";
            case NO_RULESETS_TO_COMPARE -> "field 'rulesets' must list preset ids, such as [\"bmja\"]; leave it out to"
                    + " compare every preset";
            case LIMIT_NOT_A_NUMBER -> "field 'options.limit' must be a whole number or \"none\"";
            case HAND_HINT -> "give the tiles in notation, such as {\"hand\": \"[RRR] [GGG] 222b 33c 345d win=3c by=wall\"}";
            case SCORES_HINT -> "give each seat's score: \"scores\": " + a.text("example");
            case WINNER_SEAT_HINT -> "give the seat that went Mah-Jong, E, S, W or N, or null for a draw";
            case HAND_IN_GAME_FILE -> "hand " + a.number("hand") + " in the game file: " + a.message("detail");
            case NO_SUCH_HAND -> "game '" + a.text("id") + "' has " + (a.number("count") == 0 ? "no hands yet"
                    : a.number("count") == 1 ? "one hand, number 1" : "hands 1 to " + a.number("count"))
                    + "; there is no hand " + a.number("hand");
            case NOT_A_GAME_FILE -> "this is not a Mahjong Tally game file: it has no \"format\": \"" + a.text("format")
                    + "\"; export one with 'tally game export GAME --format json'";
            case GAME_FILE_NO_VERSION -> "the game file has no version, but this program reads version " + a.number("reads");
            case GAME_FILE_VERSION -> "the game file has version " + a.text("version") + ", but this program reads version "
                    + a.number("reads");
            case GAME_FILE_TOO_NEW -> "the game file has version " + a.text("version") + ", but this program reads version "
                    + a.number("reads") + "; update Mahjong Tally to read it";
            case GAME_FILE_RULESET_CHANGED -> "the ruleset in the game file has been changed: its rules have hash "
                    + a.text("found") + ", but the file says " + a.text("given");
            case GAME_FILE_RULESET_HINT -> "give the rules written out in full: {\"id\", \"name\", \"hash\", \"toml\"}";
            case GAME_FILE_PLAYERS_HINT -> "give the four players, East first";
            case GAME_FILE_TOML_HINT -> "give the rules written out in full";
        };
    }

    private static String type(Args a) {
        return switch (a.value("type", JsonType.class)) {
            case WHOLE_NUMBER -> "a whole number";
            case WHOLE_NUMBER_IN_RANGE -> "a whole number from " + Long.MIN_VALUE + " to " + Long.MAX_VALUE;
            case NUMBER -> "a number";
            case BOOLEAN -> "true or false";
            case STRING -> "a string";
            case ARRAY -> "an array";
            case OBJECT -> "a JSON object";
            case SCALAR -> "a string, a number, or true or false";
            case OTHER -> "of another type";
        };
    }
}
