/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.enginejs;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongtally.Message;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.json.BadJsonException;
import org.mahjongtally.json.GameFileJson;
import org.mahjongtally.json.GameOptionsJson;
import org.mahjongtally.json.GameStart;
import org.mahjongtally.json.HandJson;
import org.mahjongtally.json.HouseRulesJson;
import org.mahjongtally.json.JsonProblem;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.rules.TableOptions;
import org.mahjongtally.ruleset.Ruleset;
import org.teavm.jso.JSObject;

/**
 * Reads what the page hands the {@link Engine} about a game kept on the phone: the game's record
 * (a game file, {@link GameFileJson}, as the page keeps it in IndexedDB or as a file to import),
 * a hand (as {@code POST /api/games/{id}/hands} takes it, a {@link HandJson}) and a request to
 * start a game (as {@code POST /api/games} takes it). The shapes read themselves
 * ({@code read(JsonFields)}); this only finds them in the page's objects.
 */
final class PhoneGames {

    /** The fields of a request to start a game. */
    private static final List<String> NEW_GAME_FIELDS = List.of("players", "ruleset", "rules", "options");

    /** The rules last read from a record, by their text and hash: a game's every tap reads the same. */
    private static String lastRules;
    private static Ruleset lastRead;

    private PhoneGames() {
    }

    /**
     * What a record holds ({@link GameFileJson#contents}), the rules read once for as long as the
     * records given are of the same game (the page asks about one game at a time).
     */
    static GameFileJson.Contents contents(GameFileJson file) {
        return file.contents(rules -> {
            String key = rules.hash() + "\n" + rules.toml();
            if (!key.equals(lastRules)) {
                Ruleset read = rules.read();
                lastRules = key;
                lastRead = read;
            }
            return lastRead;
        });
    }

    /** A game file as the page gives it: its format and version checked first, then its fields. */
    static GameFileJson file(JSObject record) {
        PageRequest body = PageRequest.any(record);
        GameFileJson.checkFormat(body.isText("format") ? body.text("format") : null, body.json("version"),
                body.isWhole("version"));
        return GameFileJson.read(body.only(GameFileJson.FIELDS));
    }

    /** A hand as a table records it. */
    static HandRecord hand(JSObject hand) {
        try {
            return HandJson.read(PageRequest.of(hand, HandJson.FIELDS)).toRecord();
        } catch (org.mahjongtally.json.BadFieldException e) {
            throw new BadJsonException(e.message());
        }
    }

    /**
     * The setup of a new game: {@code {"players", "ruleset", "rules", "options"}}, the options those
     * of a ruleset file's {@code [options]} table and the game options, as {@code POST /api/games};
     * {@code rules}, the text of a ruleset file of the table's own (house rules made on the phone),
     * is played instead of the preset {@code ruleset}, and the game keeps it written out in full.
     */
    static GameSetup newGame(JSObject request) {
        PageRequest body = PageRequest.of(request, NEW_GAME_FIELDS);
        List<String> players = body.texts("players");
        if (players == null) {
            throw new BadJsonException(Message.of(JsonProblem.FIELD_MISSING, "players",
                    Message.of(JsonProblem.GAME_FILE_PLAYERS_HINT)));
        }
        List<String> names = new ArrayList<>(TableOptions.allNames());
        names.addAll(GameOptionsJson.FIELDS);
        PageRequest options = body.object("options", names);
        Map<String, Object> table = new LinkedHashMap<>();
        GameOptions game = GameOptions.DEFAULTS;
        if (options != null) {
            for (String name : options.keys()) {
                Object value = GameOptionsJson.FIELDS.contains(name) ? null : options.value(name);
                if (value != null) {
                    table.put(name, value);
                }
            }
            game = GameOptionsJson.read(options).toOptions();
        }
        String rules = body.text("rules");
        return rules == null ? GameStart.setup(players, body.text("ruleset"), table, game)
                : GameStart.setup(players, Rulesets.read(HouseRulesJson.FILE_NAME, rules), table, game);
    }
}
