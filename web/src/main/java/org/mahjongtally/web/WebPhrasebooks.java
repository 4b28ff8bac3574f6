/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import org.mahjongtally.store.StorePhrasebooks;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/**
 * The words the API answers in: the {@code words} module's (core's messages) with the web's own
 * ({@link WebProblem}) and the store's ({@link StorePhrasebooks}) added.
 */
final class WebPhrasebooks {

    private WebPhrasebooks() {
    }

    /** Every message the API can answer with, in this language. */
    static Words words(Language language) {
        Words core = Words.in(language).with(StorePhrasebooks.of(language));
        return switch (language) {
            case ENGLISH -> core.with(new WebEnglish());
            case POLISH -> core.with(new WebPolish());
            case RUSSIAN -> core.with(new WebRussian());
        };
    }
}
