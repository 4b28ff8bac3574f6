package org.mahjongtally.words;

import org.mahjongtally.MessageKey;

/**
 * The words of one area's message keys (one enum of core, such as
 * {@link org.mahjongtally.hand.NotationProblem}) in one language. Implementations are an
 * exhaustive {@code switch} over the enum, so that a key without words does not compile.
 *
 * @param <K> the enum of keys
 */
public interface Phrasebook<K extends Enum<K> & MessageKey> {

    /** The enum whose keys this phrasebook puts into words. */
    Class<K> keys();

    /** The language it writes. */
    Language language();

    /**
     * The message in words, without the position (the {@link Words} put that in front).
     *
     * @param key what the message says
     * @param args its parameters' values, read by name
     */
    String text(K key, Args args);
}
