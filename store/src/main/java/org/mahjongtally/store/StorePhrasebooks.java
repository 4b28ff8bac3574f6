package org.mahjongtally.store;

import org.mahjongtally.words.Language;
import org.mahjongtally.words.Phrasebook;

/**
 * The words of the store's messages ({@link StoreProblem}) in one language, for an adapter to
 * add with {@code Words.in(language).with(StorePhrasebooks.of(language))}.
 */
public final class StorePhrasebooks {

    private StorePhrasebooks() {
    }

    /** The store's phrasebooks in this language. */
    public static Phrasebook<?>[] of(Language language) {
        return new Phrasebook<?>[] {switch (language) {
            case ENGLISH -> new StoreEnglish();
            case POLISH -> new StorePolish();
            case RUSSIAN -> new StoreRussian();
        }};
    }
}
