/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.MessageKey;

/**
 * A phrasebook whose messages say what is wrong and then how to put it right, joined by
 * {@code "; "}: {@code unknown suit 's'; suits are b, c, d}. Subclasses give the two parts.
 *
 * @param <K> the enum of keys
 */
public abstract class ProblemAndHint<K extends Enum<K> & MessageKey> extends Phrasebook<K> {

    protected ProblemAndHint(Class<K> keys, Language language) {
        super(keys, language);
    }

    @Override
    public final String text(K key, Args args) {
        return problem(key, args) + "; " + hint(key, args);
    }

    /** What is wrong. */
    protected abstract String problem(K key, Args args);

    /** How to write it instead. */
    protected abstract String hint(K key, Args args);
}
