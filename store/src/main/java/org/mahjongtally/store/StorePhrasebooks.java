package org.mahjongtally.store;

import org.mahjongtally.words.Language;
import org.mahjongtally.words.Phrasebook;

/**
 * The words of the store's messages ({@link StoreProblem}) and of the JSON refusals
 * ({@link org.mahjongtally.json.JsonProblem}, whose module has no words of its own) in one
 * language, for an adapter to add with {@code Words.in(language).with(StorePhrasebooks.of(language))}.
 */
public final class StorePhrasebooks {

    private StorePhrasebooks() {
    }

    /** The store's phrasebooks in this language. */
    public static Phrasebook<?>[] of(Language language) {
        return switch (language) {
            case ENGLISH -> new Phrasebook<?>[] {new StoreEnglish(), new JsonEnglish()};
            case POLISH -> new Phrasebook<?>[] {new StorePolish(), new JsonPolish()};
            case RUSSIAN -> new Phrasebook<?>[] {new StoreRussian(), new JsonRussian()};
        };
    }
}
