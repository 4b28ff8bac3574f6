/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import static org.mahjongtally.Parameter.message;
import static org.mahjongtally.Parameter.number;
import static org.mahjongtally.Parameter.text;

import java.util.List;
import org.mahjongtally.MessageKey;
import org.mahjongtally.Parameter;

/**
 * The store's messages about games, edit keys, club players and the database, as data. Their
 * words are in {@link StorePhrasebooks}; the adapters add them to the {@code words} module's
 * (which cannot depend on this module, since it uses Jdbi). Parameters: {@code id} a game's id
 * (text) or a player's (number), {@code version} a game's version, {@code name} a player's name,
 * {@code limit} a number of characters, {@code database} a database without
 * its password, {@code detail} the message of the error found inside a file, {@code whole} what
 * was read (a {@link org.mahjongtally.json.JsonProblem} document key), {@code reason} a database's
 * or a parser's own words, {@code version} also the version a file or stored text says (as
 * written) and {@code reads} or {@code newest} the one this program reads, {@code field} a field
 * of a backup, shown as it is.
 */
public enum StoreProblem implements MessageKey {
    /** No game with this id. */
    GAME_NOT_FOUND(text("id")),
    /** The game was changed by someone else since it was read. */
    GAME_CHANGED(text("id")),
    /** The same, knowing the version it is at now. */
    GAME_CHANGED_NOW_AT(text("id"), number("version")),
    /** A key that is not the game's edit key. */
    WRONG_EDIT_KEY(text("id")),
    /** A game without an edit key. */
    NO_EDIT_KEY(text("id")),
    /** No club player with this id. */
    PLAYER_NOT_FOUND(number("id")),
    /** A club player of this name (whatever its case) exists. */
    PLAYER_EXISTS(text("name")),
    /** A player who plays in games cannot be deleted. */
    PLAYER_HAS_GAMES(number("id"), number("games")),
    /** An empty player's name. */
    PLAYER_NAME_EMPTY,
    /** A player's name that is too long or has spaces at its ends or control characters. */
    PLAYER_NAME_BAD(number("limit")),
    /** A player's name of invisible characters only. */
    PLAYER_NAME_INVISIBLE,
    /**
     * A name with a character inside that makes it look other than it is ({@link org.mahjongtally.game.PlayerNames#misleading}):
     * the character as {@code U+00A0}, and its place in the name, from 1.
     */
    PLAYER_NAME_MISLEADING(text("character"), number("position")),
    /** A game of a backup that cannot be read, with what is wrong with it. */
    GAME_IN_BACKUP(text("id"), message("detail")),
    /** A game of a backup whose hands do not replay, with what is wrong. */
    GAME_IN_BACKUP_DOES_NOT_REPLAY(text("id"), message("detail")),
    /** A restore into a database that has games. */
    DATABASE_NOT_EMPTY(text("database")),
    /** A game's stored ruleset that does not read, with why. */
    STORED_RULESET_UNREADABLE(text("id"), message("detail")),
    /** A game's stored ruleset whose hash is not the one the game was started with. */
    STORED_RULESET_ALTERED(text("id"), text("found"), text("started")),
    /** The same write refused again and again. */
    WRITE_REFUSED(text("database"), number("attempts"), text("reason")),
    /** The database failed, with the first line of its own message. */
    DATABASE_FAILED(text("database"), text("reason")),
    /** A database that does not open. */
    CANNOT_OPEN(text("database"), text("reason")),
    /** An H2 file that another program has open. */
    CANNOT_OPEN_LOCKED(text("database"), text("reason")),
    /** The default data directory cannot be made. */
    CANNOT_CREATE_DATA_DIRECTORY(text("directory"), text("reason"), text("variable")),
    /** A database URL of a kind the store cannot use. */
    UNSUPPORTED_URL(text("database")),
    /** The database cannot be reached for now. */
    DATABASE_UNAVAILABLE(text("database")),

    /** A currency label longer than {@code most} characters. */
    CURRENCY_TOO_LONG(number("most"), number("length")),

    /** A game's ruleset, written out in full, longer than {@code most} characters. */
    RULESET_TOO_LONG(number("most"), number("length")),

    /** A stored text of a later version of the stored form than this program reads. */
    STORED_FORM_TOO_NEW(message("whole"), text("version"), number("newest")),
    /** A stored text with a version but not of the stored form's shape. */
    STORED_FORM_SHAPE(message("whole"), text("format"), number("version"), text("part")),
    /** A stored text that does not read, with why. */
    STORED_UNREADABLE(message("whole"), message("detail")),


    /** A backup that is not a JSON object. */
    BACKUP_NOT_AN_OBJECT,
    /** A backup whose {@code format} is not a backup's. */
    BACKUP_WRONG_FORMAT(text("format")),
    /** A backup of another version. */
    BACKUP_VERSION(text("version"), number("reads")),
    /** A backup whose parts come before its {@code format}. */
    BACKUP_FORMAT_FIRST,
    /** A backup whose {@code games} is not an array. */
    BACKUP_GAMES_NOT_AN_ARRAY,
    /** A backup without a {@code format}. */
    BACKUP_NO_FORMAT,
    /** A backup that cannot be read, with the first line of the reader's reason. */
    BACKUP_UNREADABLE(text("reason")),
    /** A game of a backup without four players. */
    BACKUP_FOUR_PLAYERS,
    /** A backup's field that is missing or not text. */
    BACKUP_NOT_TEXT(text("field")),
    /** A backup's field that is missing or not a whole number. */
    BACKUP_NOT_A_WHOLE_NUMBER(text("field")),
    /** A backup's field that is not a time. */
    BACKUP_NOT_A_TIME(text("field")),
    /** A backup that holds one game, share id or player twice, with the database's reason. */
    BACKUP_TWICE(text("reason")),
    /** A backup followed by more than white space: a second document, stray text. */
    BACKUP_TRAILING,
    /** A gzipped backup whose gzip stream is followed by other bytes. */
    BACKUP_GZIP_TRAILING,
    /** A backup's {@code field} that is not a whole number from 1 to {@code most} ({@code given}, as written). */
    BACKUP_NOT_COUNTED(text("field"), text("given"), number("most")),
    /** A club player's id below 1. */
    BACKUP_PLAYER_ID(number("id")),
    /** Two club players with one id. */
    BACKUP_PLAYER_ID_TWICE(number("id")),
    /** Two club players whose names are the same name ({@code name} and {@code other}). */
    BACKUP_PLAYER_NAME_TWICE(text("name"), text("other")),
    /** A game id not of the form this program makes. */
    BACKUP_GAME_ID(text("given")),
    /** A game given twice. */
    BACKUP_GAME_TWICE,
    /** A share id not of the form this program makes. */
    BACKUP_SHARE_ID(text("given")),
    /** Two games with one share id. */
    BACKUP_SHARE_ID_TWICE(text("given")),
    /** An edit key hash that is not a SHA-256 in hex. */
    BACKUP_KEY_HASH(text("given")),
    /** A ruleset hash that is not 16 hex digits. */
    BACKUP_RULESET_HASH(text("given")),
    /** A text of {@code length} characters where {@code limit} fit. */
    BACKUP_TEXT_TOO_LONG(text("field"), number("limit"), number("length")),
    /** Hands not numbered 1, 2, 3...: {@code found} where {@code expected} should be. */
    BACKUP_HAND_NUMBERS(number("expected"), number("found")),
    /** An audit entry of an unknown action ({@code given}); {@code known} lists the actions. */
    BACKUP_AUDIT_ACTION(text("given"), text("known")),
    /** A game (not imported) whose version is behind its number of hands. */
    BACKUP_VERSION_BEHIND_HANDS(number("version"), number("hands")),
    /** A game naming a club player the backup does not hold. */
    BACKUP_UNKNOWN_PLAYER(number("id")),
    /** A field that must be four whole numbers, one a player ({@code booked.scores}, {@code totals}). */
    BACKUP_FOUR_NUMBERS(text("field")),
    /** A game of a backup whose hands are booked in part, or without the game's totals. */
    BACKUP_BOOKS_PARTLY,
    /** A field that must be an array. */
    BACKUP_NOT_AN_ARRAY(text("field")),
    /** A change id not of the form a writer gives ({@link ChangeIds}). */
    BACKUP_CHANGE_ID(text("given")),
    /** A change said to have made a version the game has not reached. */
    BACKUP_CHANGE_VERSION(number("made"), number("version")),
    /** A change or import id given twice. */
    BACKUP_CHANGE_TWICE(text("given")),
    /**
     * A hand of a backup that replays to other scores than it was booked at: the game, the hand,
     * and the scores by player as booked and as replayed ({@code Ann 21, Bob 1, ...}).
     */
    BACKUP_HAND_SCORES(text("id"), number("hand"), text("booked"), text("replayed")),
    /** The same for the balances (penalties included). */
    BACKUP_HAND_BALANCES(text("id"), number("hand"), text("booked"), text("replayed")),
    /** A game of a backup whose hands replay to other totals than it was booked at. */
    BACKUP_TOTALS(text("id"), text("booked"), text("replayed"));

    private final List<Parameter> parameters;

    StoreProblem(Parameter... parameters) {
        this.parameters = List.of(parameters);
    }

    @Override
    public List<Parameter> parameters() {
        return parameters;
    }
}
