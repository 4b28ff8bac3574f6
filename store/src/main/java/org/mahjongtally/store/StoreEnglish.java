/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import org.mahjongtally.words.Args;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Phrasebook;

/** The store's messages in English, as the CLI and the API have always written them. */
final class StoreEnglish extends Phrasebook<StoreProblem> {

    StoreEnglish() {
        super(StoreProblem.class, Language.ENGLISH);
    }

    @Override
    public String text(StoreProblem key, Args a) {
        return switch (key) {
            case GAME_NOT_FOUND -> "there is no game '" + a.text("id") + "'; 'tally game list' shows the games";
            case GAME_CHANGED -> "game '" + a.text("id") + "' was changed by someone else meanwhile" + REPEAT;
            case GAME_CHANGED_NOW_AT -> "game '" + a.text("id") + "' was changed by someone else meanwhile (it is at"
                    + " version " + a.number("version") + " now)" + REPEAT;
            case WRONG_EDIT_KEY -> "this is not the edit key of game '" + a.text("id") + "'; use the edit link the game"
                    + " was started with (the read-only link cannot change it)";
            case NO_EDIT_KEY -> "game '" + a.text("id") + "' has no edit key (it was started before edit keys, or from"
                    + " the command line); the club's administrator can give it one";
            case PLAYER_NOT_FOUND -> "there is no player " + a.number("id") + " in the club; GET /api/players lists them";
            case PLAYER_HAS_GAMES -> "player " + a.number("id") + " plays in " + a.number("games") + " game"
                    + (a.number("games") == 1 ? "" : "s") + "; delete those games first (DELETE /api/games/{id}), then the player";
            case PLAYER_EXISTS -> "the club already has a player called '" + a.text("name")
                    + "' (names are the same whatever their case); choose another name";
            case PLAYER_NAME_EMPTY -> "a player needs a name; got an empty one";
            case PLAYER_NAME_INVISIBLE -> "a player needs a name that can be read; got one of invisible characters only";
            case PLAYER_NAME_MISLEADING -> "a player's name may not hold " + a.text("character") + " (character "
                    + a.number("position") + "): a space other than the plain one, a line separator or an invisible"
                    + " character makes a name look other than it is; type it again with plain spaces only";
            case PLAYER_NAME_BAD -> "a player's name has 1 to " + a.number("limit") + " characters,"
                    + " no control characters and no right-to-left or left-to-right marks; check the name given";
            case GAME_IN_BACKUP -> "game " + a.text("id") + " in the backup: " + a.message("detail");
            case GAME_IN_BACKUP_DOES_NOT_REPLAY -> "game " + a.text("id") + " in the backup does not replay: "
                    + a.message("detail");
            case DATABASE_NOT_EMPTY -> "the database " + a.text("database") + " is not empty; restore into a new,"
                    + " empty database (it is set up on first use)";
            case STORED_RULESET_UNREADABLE -> "the stored ruleset of game '" + a.text("id") + "' cannot be read: "
                    + a.message("detail");
            case STORED_RULESET_ALTERED -> "the stored ruleset of game '" + a.text("id") + "' has hash " + a.text("found")
                    + ", but the game was started with " + a.text("started") + "; it has been altered";
            case WRITE_REFUSED -> "the database " + a.text("database") + " refused the same write " + a.number("attempts")
                    + " times: " + a.text("reason");
            case DATABASE_FAILED -> "the database " + a.text("database") + " failed: " + a.text("reason");
            case CANNOT_OPEN -> "cannot open the database " + a.text("database") + ": " + a.text("reason");
            case CANNOT_OPEN_LOCKED -> "cannot open the database " + a.text("database") + ": " + a.text("reason")
                    + "; another program has it open (an H2 file serves one program at a time: close the other, or"
                    + " share a PostgreSQL database)";
            case CANNOT_CREATE_DATA_DIRECTORY -> "cannot create the data directory " + a.text("directory")
                    + " for the default database (" + a.text("reason") + "); give a database with --db or "
                    + a.text("variable");
            case UNSUPPORTED_URL -> "unsupported database URL '" + a.text("database") + "'; use an H2 file such as"
                    + " jdbc:h2:file:/path/to/games or PostgreSQL such as"
                    + " jdbc:postgresql://localhost/tally?user=tally&password=secret";
            case DATABASE_UNAVAILABLE -> "the database " + a.text("database") + " cannot be reached at the moment;"
                    + " nothing was changed, try again in a little while";
            case CURRENCY_TOO_LONG -> "a currency is written in at most " + a.number("most") + " characters, such as"
                    + " EUR or zł; got one of " + a.number("length");
            case RULESET_TOO_LONG -> "the game's rules, written out in full, have " + a.number("length")
                    + " characters; at most " + a.number("most") + " are kept with a game (a preset has about 6000)";
            case STORED_FORM_TOO_NEW -> a.message("whole") + " is of the stored form " + a.text("version")
                    + ", but this program reads versions 1 to " + a.number("newest")
                    + "; update Mahjong Tally to open this database";
            case STORED_FORM_SHAPE -> a.message("whole") + " must be {\"" + a.text("format") + "\": " + a.number("version")
                    + ", \"" + a.text("part") + "\": {...}}";
            case STORED_UNREADABLE -> a.message("whole") + " cannot be read: " + a.message("detail");
            case BACKUP_NOT_AN_OBJECT -> "a backup is a JSON object";
            case BACKUP_WRONG_FORMAT -> "this is not a Mahjong Tally backup: its \"format\" is not \"" + a.text("format")
                    + "\"; write one with 'tally backup FILE'";
            case BACKUP_VERSION -> "the backup has version " + a.text("version") + ", but this program reads versions 1 to "
                    + a.number("reads") + "; update Mahjong Tally to restore it";
            case BACKUP_FORMAT_FIRST -> "the backup must start with its \"format\" and \"version\"";
            case BACKUP_GAMES_NOT_AN_ARRAY -> "\"games\" must be an array";
            case BACKUP_NO_FORMAT -> "this is not a Mahjong Tally backup: it has no \"format\"";
            case BACKUP_UNREADABLE -> "the backup cannot be read: " + a.text("reason");
            case BACKUP_FOUR_PLAYERS -> "a game has four players";
            case BACKUP_NOT_TEXT -> "\"" + a.text("field") + "\" is missing or not text";
            case BACKUP_NOT_A_WHOLE_NUMBER -> "\"" + a.text("field") + "\" is missing or not a whole number";
            case BACKUP_NOT_A_TIME -> "\"" + a.text("field") + "\" is not a time such as 2026-01-02T03:04:05Z";
            case BACKUP_TWICE -> "the backup has the same game, share id or player twice: " + a.text("reason");
            case BACKUP_TRAILING -> "the backup goes on after its end (a second document or stray text);"
                    + " restore the file as 'tally backup' wrote it";
            case BACKUP_GZIP_TRAILING -> "the gzipped backup has other bytes after its gzip stream;"
                    + " restore the file as 'tally backup' wrote it";
            case BACKUP_NOT_COUNTED -> "\"" + a.text("field") + "\" must be a whole number from 1 to " + a.number("most")
                    + ", got " + a.text("given");
            case BACKUP_PLAYER_ID -> "a player's \"id\" is a whole number from 1, got " + a.number("id");
            case BACKUP_PLAYER_ID_TWICE -> "two players have the id " + a.number("id");
            case BACKUP_PLAYER_NAME_TWICE -> "the players '" + a.text("other") + "' and '" + a.text("name")
                    + "' have the same name; a club's names are unique";
            case BACKUP_GAME_ID -> "\"id\" must be 10 letters a-z and digits 2-7, got '" + a.text("given") + "'";
            case BACKUP_GAME_TWICE -> "the game is in the backup twice";
            case BACKUP_SHARE_ID -> "\"shareId\" must be 16 letters a-z and digits 2-7, got '" + a.text("given") + "'";
            case BACKUP_SHARE_ID_TWICE -> "another game has the share id " + a.text("given");
            case BACKUP_KEY_HASH -> "\"editKeyHash\" must be 64 hexadecimal digits (0-9, a-f), the SHA-256 of the edit key, got '"
                    + a.text("given") + "'";
            case BACKUP_RULESET_HASH -> "\"ruleset.hash\" must be 16 hexadecimal digits (0-9, a-f), got '"
                    + a.text("given") + "'";
            case BACKUP_TEXT_TOO_LONG -> "\"" + a.text("field") + "\" has at most " + a.number("limit")
                    + " characters, got " + a.number("length");
            case BACKUP_HAND_NUMBERS -> "the hands must be numbered 1, 2, 3... in order; hand " + a.number("found")
                    + " is where hand " + a.number("expected") + " should be";
            case BACKUP_AUDIT_ACTION -> "an audit entry has the unknown action '" + a.text("given") + "'; the actions are "
                    + a.text("known");
            case BACKUP_VERSION_BEHIND_HANDS -> "the game is at version " + a.number("version") + " with "
                    + a.number("hands") + " hands, but every hand recorded moves a game's version on from 1";
            case BACKUP_UNKNOWN_PLAYER -> "\"playerIds\" names player " + a.number("id")
                    + ", who is not among the backup's players";
            case BACKUP_FOUR_NUMBERS -> "\"" + a.text("field") + "\" must be four whole numbers, one for each of the"
                    + " game's players in order";
            case BACKUP_BOOKS_PARTLY -> "either every hand has its \"booked\" numbers and the game its \"totals\", or none"
                    + " has; restore the file as 'tally backup' wrote it";
            case BACKUP_NOT_AN_ARRAY -> "\"" + a.text("field") + "\" is missing or not an array";
            case BACKUP_CHANGE_ID -> "a change's \"id\" must be 16 to 64 letters, digits, '-' or '_', got '"
                    + a.text("given") + "'";
            case BACKUP_CHANGE_VERSION -> "a change is said to have made version " + a.number("made")
                    + ", but the game is at version " + a.number("version");
            case BACKUP_CHANGE_TWICE -> "the change or import id " + a.text("given") + " is given twice";
            case BACKUP_HAND_SCORES -> "game " + a.text("id") + " in the backup: hand " + a.number("hand")
                    + " was booked with the scores " + a.text("booked") + ", but replayed now it scores "
                    + a.text("replayed") + "; the backup was altered, or written by a program that scores it otherwise:"
                    + " restore the file as 'tally backup' wrote it, with that program";
            case BACKUP_HAND_BALANCES -> "game " + a.text("id") + " in the backup: hand " + a.number("hand")
                    + " was booked with the balances " + a.text("booked") + ", but replayed now it gives "
                    + a.text("replayed") + "; the backup was altered, or written by a program that settles it otherwise:"
                    + " restore the file as 'tally backup' wrote it, with that program";
            case BACKUP_TOTALS -> "game " + a.text("id") + " in the backup was booked with the totals "
                    + a.text("booked") + ", but its hands replayed now give " + a.text("replayed")
                    + "; a hand is missing or was altered: restore the file as 'tally backup' wrote it";
        };
    }

    private static final String REPEAT = "; nothing was written, look at it again and repeat the change";
}
