/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import org.mahjongtally.words.Args;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Phrasebook;

/** The web adapter's messages in English, as the API has always written them. */
final class WebEnglish extends Phrasebook<WebProblem> {

    WebEnglish() {
        super(WebProblem.class, Language.ENGLISH);
    }

    @Override
    public String text(WebProblem key, Args a) {
        return switch (key) {
            case EDIT_KEY_MISSING -> "changing a game needs its edit key, as the header 'Authorization: Bearer KEY';"
                    + " the key is in the game's edit link (#/game/ID?key=KEY)";
            case EDIT_KEY_MALFORMED -> "the edit key goes in the header 'Authorization: Bearer KEY'; this Authorization"
                    + " header is not of that form";
            case CHANGE_ID_MALFORMED -> "Idempotency-Key must be 16 to " + a.number("longest")
                    + " letters, digits, - and _, such as a random UUID; send the same key again only to repeat the same change";
            case IF_MATCH_MALFORMED -> "If-Match must be the version of the game you saw, such as If-Match: \"3\""
                    + " (the game's \"version\" and ETag)";
            case VERSION_FIELD_MALFORMED -> "field 'version' must be the version of the game you saw, a whole number"
                    + " such as 3";
            case VERSIONS_DISAGREE -> "If-Match says version " + a.number("header") + " and the body says "
                    + a.number("body") + "; give one version, the one you saw";
            case VERSION_MISSING -> "say which version of the game you saw, as the header If-Match: \"3\" or a field"
                    + " \"version\": 3, so that nobody's change is lost; the game's \"version\" is in every answer about it";
            case ADMINISTRATION_OFF -> "club administration is switched off on this server: start it with"
                    + " --admin-password-file FILE (or TALLY_ADMIN_PASSWORD)";
            case ADMIN_PASSWORD_MISSING -> "this needs the club administrator's password, by HTTP Basic authentication"
                    + " (any user name), e.g. curl -u admin";
            case WRONG_ADMIN_PASSWORD -> "that is not the administrator's password";
            case TOO_MANY_GUESSES -> "too many wrong administrator passwords lately; wait " + a.number("seconds")
                    + " second" + (a.number("seconds") == 1 ? "" : "s") + " (Retry-After) and try again";
            case BUSY -> "the server holds as many connections from this address as it takes at once (a club behind"
                    + " one router shares one address); try again in " + a.number("seconds") + " second"
                    + (a.number("seconds") == 1 ? "" : "s") + " (Retry-After)";
            case TOO_MANY_NEW_GAMES -> "too many games were started or imported lately, from this address or from"
                    + " everyone together; wait " + a.number("seconds") + " second" + (a.number("seconds") == 1 ? "" : "s")
                    + " (Retry-After) and try again. The server's administrator sets the limit (new-games-per-hour)";
            case NOT_JSON -> "send the body as JSON, with the header Content-Type: application/json"
                    + (a.text("given").isEmpty() ? "; this request has no Content-Type"
                    : "; this one says '" + a.text("given") + "'");
            case UNKNOWN_HOST -> "this server does not answer to the name '" + a.text("host") + "' (the Host header); it"
                    + " answers to " + a.text("names") + ". If that is its name, start it with --allowed-hosts "
                    + a.text("host");
            case BAD_HAND_NUMBER -> "the hand number must be 1 or more, as in /api/games/{id}/hands/3; got '"
                    + a.text("given") + "'";
            case BAD_PLAYER_ID -> "a player's id is a number, as in /api/players/3; got '" + a.text("given") + "'";
            case BAD_DATE -> "'" + a.text("name") + "' must be a day such as 2025-03-31 (from 1900 on)";
            case DATES_REVERSED -> "'from' (" + a.text("from") + ") is after 'to' (" + a.text("to") + ")";
            case BAD_UNICODE -> "the body has text that is not valid Unicode: a NUL character, or half of a surrogate"
                    + " pair (such as \"\\ud800\" alone); send the text as UTF-8";
            case BODY_UNREADABLE -> "the body could not be read: " + a.text("reason");
            case BODY_NOT_AN_OBJECT -> "the body must be a JSON object, {...}";
            case NO_BODY -> "the request has no body; send a JSON object";
            case RULESET_IN_GAME -> "a game scores under its own ruleset ('" + a.text("ruleset")
                    + "'); leave out the field 'ruleset', or use POST /api/score to try another";
            case BAD_ESCAPE -> "the address has a '%' that is not followed by two hex digits (such as %2F); escape the"
                    + " text of the address as UTF-8 bytes, each written %XX";
            case METHOD_OVERRIDE -> "the header " + a.text("header") + " is not accepted; send the request with its own"
                    + " method, such as DELETE";
            case NOTHING_AT -> "there is nothing at " + a.text("method") + " " + a.text("path")
                    + "; /openapi.json lists every route and /api/docs explains them";
            case TOO_LARGE -> "the request body is larger than " + a.number("kilobytes")
                    + " KB; a hand or a game is far smaller, so check what is being sent";
            case GAME_FILE_TOO_LARGE -> "the game file is larger than " + a.number("kilobytes") + " KB; a game of "
                    + a.number("hands") + " hands, the most a game may have, is smaller, so check that this is a game"
                    + " file written by Mahjong Tally";
            case REQUEST_TIMEOUT -> "the request took too long to arrive; send it again";
            case INTERNAL -> "something went wrong on the server (" + a.text("exception")
                    + "); the request was not carried out. Please report it with what you sent";
            case DATABASE_FAILED -> "the database could not carry out the request; nothing was changed."
                    + " The server's log says why";
            case HTTP_VERSION -> "this server speaks HTTP/1.1 (and 1.0); send the request as HTTP/1.1";
            case HEADERS_TOO_LARGE -> "the request's headers are too large; send fewer or shorter headers (cookies included)";
            case ADDRESS_TOO_LONG -> "the request's address is too long; send the data in the body instead";
            case SERVER_FAULT -> "something went wrong on the server; the request was not carried out";
            case UNREADABLE_REQUEST -> "the server cannot read this request (" + a.number("status")
                    + (a.text("reason").isEmpty() ? "" : " " + a.text("reason")) + "): check its path, headers and body";
            case PORT_IN_USE -> "port " + a.number("port") + " is in use (is Mahjong Tally already running?);"
                    + " stop the other program, or choose another port, e.g. --port " + a.number("other");
            case PLAYERS_HINT -> "give the four players, the one who starts as East first:"
                    + " {\"players\": [\"Ann\", \"Bob\", \"Cid\", \"Dee\"]}";
            case NAME_HINT -> "send {\"name\": \"Ann\"}";
        };
    }
}
