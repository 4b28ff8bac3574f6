/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

/** What the phrasebooks of {@link org.mahjongtally.json.JsonProblem} share. */
final class JsonWords {

    private JsonWords() {
    }

    /** The text with its first letter in capitals, to begin a sentence after a question. */
    static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
