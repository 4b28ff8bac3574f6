/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import static org.mahjongtally.Parameter.message;
import static org.mahjongtally.Parameter.number;
import static org.mahjongtally.Parameter.of;
import static org.mahjongtally.Parameter.text;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;
import org.mahjongtally.Message;
import org.mahjongtally.MessageKey;
import org.mahjongtally.Parameter;
import org.mahjongtally.rules.NearestName;

/**
 * Why a JSON text is refused, as data: the strict reader's refusals (the store's
 * {@code StrictJson}: not JSON, an unknown field, a wrong type), a field a shape needs
 * ({@link BadFieldException}) with its hint, and the names of what was read; and why a game
 * file, or a change of a game's hands, is refused ({@link GameFileJson}, {@link GameChanges}),
 * in the store and in the engine in the browser alike. The words are in this module's
 * phrasebooks ({@link JsonPhrasebooks}), which every adapter adds.
 *
 * <p>Parameters: {@code whole} what was read (a nested message of one of the document keys,
 * {@link #BODY} to {@link #AUDIT_HAND}); {@code field} a field's path, such as
 * {@code hands[0].winner}, shown as it is in every language; {@code type} what the value must be;
 * {@code how} the hint, a nested message; {@code reason} the JSON parser's own words.
 */
public enum JsonProblem implements MessageKey {
    /** What is read: the body of an HTTP request. */
    BODY,
    /** What is read: a game file given to import. */
    GAME_FILE,
    /** What is read: a game's options as the store keeps them. */
    STORED_OPTIONS,
    /** What is read: a hand as the store keeps it. */
    STORED_HAND(number("hand")),
    /** What is read: a hand kept in the audit trail. */
    AUDIT_HAND,

    /** A text with no JSON at all. */
    NO_JSON(message("whole")),
    /** A text that is JSON {@code null}. */
    WHOLE_NULL(message("whole")),
    /** The whole text is not of the type read. */
    WHOLE_MUST_BE(message("whole"), of("type", JsonType.class)),
    /** The whole text is {@code null} where a value of the type is needed. */
    WHOLE_MUST_NOT_BE_NULL(message("whole"), of("type", JsonType.class)),
    /** A number somewhere in the text that does not fit in 64 bits. */
    NUMBER_IN_MUST_BE(message("whole"), of("type", JsonType.class)),
    /** A field whose value is not of the type read. */
    FIELD_MUST_BE(text("field"), of("type", JsonType.class)),
    /** A field that is {@code null} where a value of the type is needed. */
    FIELD_MUST_NOT_BE_NULL(text("field"), of("type", JsonType.class)),
    /** A text nested deeper than the strict reader accepts, or too large in another way. */
    TOO_DEEP(message("whole"), number("depth")),
    /** A text that is not JSON, with the parser's reason. */
    NOT_JSON(message("whole"), text("reason")),
    /** A text that could not be read at all, with the reason. */
    UNREADABLE(message("whole"), text("reason")),
    /** A refusal found at a line and column of the text. */
    AT(message("detail"), number("line"), number("column")),

    /** An unknown field, and the fields known there ({@link #FIELDS_HERE} or {@link #FIELDS_OF}). */
    UNKNOWN_FIELD(text("field"), message("fields")),
    /** The same, with the known field probably meant. */
    UNKNOWN_FIELD_MEANT(text("field"), text("meant"), message("fields")),
    /** The fields known at the top of the document, listed with {@code ", "}. */
    FIELDS_HERE(text("names")),
    /** The fields known in the object at {@code parent}. */
    FIELDS_OF(text("parent"), text("names")),

    /** A field a shape needs, left out or {@code null}. */
    FIELD_MISSING(text("field"), message("how")),
    /** A field that must be a string or {@code null}. */
    FIELD_NOT_TEXT_OR_NULL(text("field"), message("how")),

    /** Hint: how to give a hand's winner. */
    WINNER_HINT,
    /** Hint: how to give a penalty's amount. */
    AMOUNT_HINT,
    /** Hint: how to give who pays a penalty. */
    PAYERS_HINT,
    /** Hint: how to give who receives a penalty. */
    PAYEES_HINT,
    /** Hint: how to give the hand to score. */
    HAND_HINT,
    /** Hint: how to give the four scores to settle, with an example. */
    SCORES_HINT(text("example")),
    /** Hint: how to give the winning seat to settle. */
    WINNER_SEAT_HINT,
    /** An empty list of rulesets to compare. */
    NO_RULESETS_TO_COMPARE,
    /** A settlement limit that is neither a whole number nor "none". */
    LIMIT_NOT_A_NUMBER,

    // A game file, and the hands of a game kept by the store or on a phone.
    /** A hand of a game file that cannot be read, with what is wrong with it. */
    HAND_IN_GAME_FILE(number("hand"), message("detail")),
    /** A hand number past the game's {@code count} hands. */
    NO_SUCH_HAND(text("id"), number("count"), number("hand")),
    /** A game file without the game file's {@code format}. */
    NOT_A_GAME_FILE(text("format")),
    /** A game file without a version. */
    GAME_FILE_NO_VERSION(number("reads")),
    /** A game file of another version, not a later one. */
    GAME_FILE_VERSION(text("version"), number("reads")),
    /** A game file of a later version. */
    GAME_FILE_TOO_NEW(text("version"), number("reads")),
    /** A game file whose ruleset's hash is not its rules' own. */
    GAME_FILE_RULESET_CHANGED(text("found"), text("given")),
    /** Hint: how to give a game file's ruleset. */
    GAME_FILE_RULESET_HINT,
    /** Hint: how to give a game file's players. */
    GAME_FILE_PLAYERS_HINT,
    /** Hint: how to give a game file's rules. */
    GAME_FILE_TOML_HINT;

    private final List<Parameter> parameters;

    JsonProblem(Parameter... parameters) {
        this.parameters = List.of(parameters);
    }

    @Override
    public List<Parameter> parameters() {
        return parameters;
    }

    /**
     * "unknown field 'winer'; did you mean 'winner'? The fields here are ...", or without the
     * suggestion when no known field is close.
     *
     * @param path the field's path, such as {@code options.eastDouble}
     * @param name its own name, {@code eastDouble}
     * @param known the fields there are
     */
    public static Message unknownField(String path, String name, Collection<?> known) {
        List<String> names = new ArrayList<>(new TreeSet<>(known.stream().map(String::valueOf).toList()));
        String parent = path.substring(0, path.length() - name.length());
        String list = String.join(", ", names);
        Message fields = parent.isEmpty() ? Message.of(FIELDS_HERE, list)
                : Message.of(FIELDS_OF, parent.substring(0, parent.length() - 1), list);
        return NearestName.of(name, names)
                .map(n -> Message.of(UNKNOWN_FIELD_MEANT, path, parent + n, fields))
                .orElse(Message.of(UNKNOWN_FIELD, path, fields));
    }
}
