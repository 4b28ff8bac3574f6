/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import org.mahjongtally.words.Language;
import org.mahjongtally.words.Phrasebook;

/**
 * The words of the JSON refusals ({@link JsonProblem}) in one language, for every adapter that
 * reads JSON (the API, game files, the engine in the page) to add with
 * {@code Words.in(language).with(JsonPhrasebooks.of(language))}.
 */
public final class JsonPhrasebooks {

    private JsonPhrasebooks() {
    }

    /** The JSON refusals' phrasebook in this language. */
    public static Phrasebook<?> of(Language language) {
        return switch (language) {
            case ENGLISH -> new JsonEnglish();
            case POLISH -> new JsonPolish();
            case RUSSIAN -> new JsonRussian();
        };
    }
}
