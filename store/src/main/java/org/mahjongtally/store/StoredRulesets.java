/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.util.LinkedHashMap;
import java.util.Map;
import org.mahjongtally.Message;
import org.mahjongtally.game.GameException;
import org.mahjongtally.rules.RulesetException;
import org.mahjongtally.rules.RulesetWriter;
import org.mahjongtally.ruleset.Ruleset;

/**
 * The rulesets of stored games, kept as standalone TOML text ({@link RulesetWriter}) so that a
 * later change to a preset never changes an old game. Reading one checks it against the hash
 * stored beside it. The last few read are kept, since a table plays one ruleset all evening,
 * and so are the last few written: a club starts every game with one of a few rulesets, and
 * writing one out (and reading it back to check it) costs about as much as recording a hand.
 */
final class StoredRulesets {

    private static final int KEPT = 16;

    /**
     * Longest ruleset kept with a game, written out in full, in UTF-16 units (as H2 counts the
     * column {@code games.ruleset_toml}), checked before the text is read back: as long as a
     * ruleset file may be (docs/rulesets.md, "Bounds"); the presets written out are about 6,000.
     */
    static final int MAX_TEXT = 1_000_000;

    /** The rulesets last read, by their text. */
    private final Map<String, Ruleset> recent = lastUsed();

    /** The text of the rulesets last written, by id and hash (checked against the whole ruleset). */
    private final Map<String, Written> written = lastUsed();

    private record Written(Ruleset ruleset, String toml) {
    }

    /** A map that keeps the {@value #KEPT} entries last used, dropping the least recently used. */
    private static <V> Map<String, V> lastUsed() {
        return new LinkedHashMap<>(KEPT, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<String, V> eldest) {
                return size() > KEPT;
            }
        };
    }

    /**
     * The text to store for a game's ruleset.
     *
     * @throws GameException if the text is longer than {@value #MAX_TEXT} characters
     * @throws IllegalStateException if the text would not give back exactly this ruleset (a
     *     fault of the program, never of the input)
     */
    String write(Ruleset ruleset) {
        String key = ruleset.id() + "@" + ruleset.hash();
        synchronized (this) {
            Written known = written.get(key);
            if (known != null && known.ruleset().equals(ruleset)) {
                return known.toml();
            }
        }
        String toml = RulesetWriter.toToml(ruleset);
        if (toml.length() > MAX_TEXT) {
            throw GameException.badGame(Message.of(StoreProblem.RULESET_TOO_LONG, MAX_TEXT, toml.length()));
        }
        Ruleset back = RulesetWriter.read(ruleset.id() + ".toml", toml);
        if (!back.equals(ruleset)) {
            throw new IllegalStateException("the ruleset '" + ruleset.id() + "' does not survive"
                    + " being written out (hash " + ruleset.hash() + " read back as " + back.hash() + ")");
        }
        synchronized (this) {
            written.put(key, new Written(ruleset, toml));
        }
        return toml;
    }

    /**
     * A stored game's ruleset.
     *
     * @throws StoreException if the text does not read or does not match its hash
     */
    synchronized Ruleset read(String gameId, String toml, String hash) {
        Ruleset ruleset = recent.get(toml);
        if (ruleset == null) {
            try {
                ruleset = RulesetWriter.read("the ruleset of game " + gameId, toml);
            } catch (RulesetException e) {
                throw new StoreException(StoreProblem.STORED_RULESET_UNREADABLE, gameId, e.message());
            }
            recent.put(toml, ruleset);
        }
        if (!ruleset.hash().equals(hash)) {
            throw new StoreException(StoreProblem.STORED_RULESET_ALTERED, gameId, ruleset.hash(), hash);
        }
        return ruleset;
    }
}
