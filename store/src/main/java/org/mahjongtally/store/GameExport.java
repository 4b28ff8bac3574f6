/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import org.mahjongtally.Message;
import org.mahjongtally.game.GameException;
import org.mahjongtally.json.BadJsonException;
import org.mahjongtally.json.GameFileJson;
import org.mahjongtally.json.JsonProblem;

/**
 * A game of the store as a game file ({@link GameFileJson}, which spells its shape), to keep,
 * move to another database or share. Lossless: reading it back gives an equal setup and equal
 * hands. Derived numbers are not in it: they come from replaying.
 */
public final class GameExport {

    /** The value of {@code "format"}. */
    public static final String FORMAT = GameFileJson.FORMAT;

    /** The version of the layout this program writes and reads. */
    public static final int VERSION = GameFileJson.VERSION;

    /** What the file is called in messages about it as a whole. */
    private static final Message WHOLE = Message.of(JsonProblem.GAME_FILE);

    private GameExport() {
    }

    /** The game file's text (indented JSON). */
    public static String toJson(StoredGame game) {
        return StrictJson.writePretty(GameFileJson.of(game.id(), game.created().toString(), game.setup(), game.hands()));
    }

    /**
     * Reads a game file, strictly: an unknown field (a misspelt one is named with the field probably
     * meant), a field of the wrong type or a missing one is refused, never guessed at. The hands
     * are not replayed here; the store does that on import.
     *
     * @throws BadJsonException if the text is not JSON or not of the file's shape, naming the field
     * @throws GameException if it is not a game file of this version, or holds a hand that cannot be
     * @throws org.mahjongtally.rules.RulesetException if its ruleset does not read
     */
    public static GameFileJson.Contents fromJson(String text) {
        JsonNode tree = StrictJson.tree(text.getBytes(StandardCharsets.UTF_8), WHOLE);
        JsonNode version = tree.path("version");
        GameFileJson.checkFormat(tree.path("format").textValue(), version.isMissingNode() ? null : version.toString(),
                version.isIntegralNumber());
        return StrictJson.convert(tree, GameFileJson.class, WHOLE).contents();
    }
}
