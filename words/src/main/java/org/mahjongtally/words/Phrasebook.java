/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.MessageKey;

/**
 * The words of one area's message keys (one enum of core, such as
 * {@link org.mahjongtally.hand.NotationProblem}) in one language. Implementations are an
 * exhaustive {@code switch} over the enum, so that a key without words does not compile.
 *
 * @param <K> the enum of keys
 */
public abstract class Phrasebook<K extends Enum<K> & MessageKey> {

    private final Class<K> keys;
    private final Language language;

    /**
     * @param keys the enum whose keys this phrasebook puts into words
     * @param language the language it writes
     */
    protected Phrasebook(Class<K> keys, Language language) {
        this.keys = keys;
        this.language = language;
    }

    /** The enum whose keys this phrasebook puts into words. */
    public final Class<K> keys() {
        return keys;
    }

    /** The language it writes. */
    public final Language language() {
        return language;
    }

    /**
     * The message in words, without the position (the {@link Words} put that in front).
     *
     * @param key what the message says
     * @param args its parameters' values, read by name
     */
    public abstract String text(K key, Args args);
}
