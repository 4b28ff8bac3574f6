/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import org.mahjongtally.json.JsonPhrasebooks;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Phrasebook;

/**
 * The words of the store's messages ({@link StoreProblem}) and of the JSON refusals it makes
 * ({@link org.mahjongtally.json.JsonProblem}, from {@link JsonPhrasebooks}) in one language, for
 * an adapter to add with {@code Words.in(language).with(StorePhrasebooks.of(language))}.
 */
public final class StorePhrasebooks {

    private StorePhrasebooks() {
    }

    /** The store's phrasebooks in this language. */
    public static Phrasebook<?>[] of(Language language) {
        Phrasebook<?> store = switch (language) {
            case ENGLISH -> new StoreEnglish();
            case POLISH -> new StorePolish();
            case RUSSIAN -> new StoreRussian();
        };
        return new Phrasebook<?>[] {store, JsonPhrasebooks.of(language)};
    }
}
