/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongtally.game.Game;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.GameSheet;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/**
 * The answers about a game kept as a game file ({@link GameFileJson}) rather than in the store:
 * a game played on a phone, which the engine in the browser keeps and changes. Each change
 * ({@link GameChanges}) is replayed, so that a hand the game cannot accept is refused before
 * anything is kept, and answered with the new file and the game as the API shows it. As in the
 * store, only the hand recorded or corrected is checked as new input; the others are replayed as
 * booked ({@link Game}).
 */
public final class GameFiles {

    /** The payments' reasons stay in English, as in the API; the page words them itself from "kind". */
    private static final Words ENGLISH = Words.in(Language.ENGLISH);

    private GameFiles() {
    }

    /**
     * The game as {@code GET /api/games/{id}} shows one: {@code {"id", ...the score sheet}}
     * ({@link GameJson#sheet}), without the store's version and share id.
     */
    public static Map<String, Object> view(String id, GameSheet sheet) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("id", id);
        json.putAll(GameJson.sheet(sheet, ENGLISH::reason));
        return json;
    }

    /**
     * A game with these hands, replayed as booked ({@link Game#replay}): {@code {"record": the
     * game file, "game": the game as {@link #view} shows it}}. For a game started, imported or
     * with a hand deleted.
     *
     * @param created when the game was started (ISO-8601)
     * @throws org.mahjongtally.game.GameException if the hands do not replay
     */
    public static Map<String, Object> answer(String id, String created, GameSetup setup, List<HandRecord> hands) {
        return answer(id, created, setup, hands, Game.replay(setup, hands));
    }

    /**
     * A game with these hands, hand {@code entered} (from 1) just recorded or corrected and
     * checked as new input ({@link Game#replayEntered}); answered as {@link #answer}.
     *
     * @throws org.mahjongtally.game.GameException if the hands do not replay or the entered
     *     hand cannot be accepted
     */
    public static Map<String, Object> answerEntered(String id, String created, GameSetup setup,
            List<HandRecord> hands, int entered) {
        return answer(id, created, setup, hands, Game.replayEntered(setup, hands, entered));
    }

    private static Map<String, Object> answer(String id, String created, GameSetup setup, List<HandRecord> hands,
            GameSheet sheet) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("record", GameFileJson.of(id, created, setup, hands));
        json.put("game", view(id, sheet));
        return json;
    }
}
