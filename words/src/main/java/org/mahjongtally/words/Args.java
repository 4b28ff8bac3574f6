/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import java.util.List;
import org.mahjongtally.InputChar;
import org.mahjongtally.Message;
import org.mahjongtally.MessageList;
import org.mahjongtally.text.Text;
import org.mahjongtally.tile.Tile;

/**
 * A message's parameter values as a phrasebook reads them, by name and already in the form
 * every language shows them alike (a tile by its notation code, a typed character quoted), or
 * as values for the language to put into words (numbers, enums, nested messages).
 */
public final class Args {

    private final Message message;
    private final Words words;

    Args(Message message, Words words) {
        this.message = message;
        this.words = words;
    }

    /** A number parameter. */
    public long number(String name) {
        return ((Number) message.value(name)).longValue();
    }

    /** A text parameter (the user's own text, or notation), as it is. */
    public String text(String name) {
        return (String) message.value(name);
    }

    /** A tile parameter by its notation code: {@code 5d}, {@code R}, {@code f1}. */
    public String tile(String name) {
        return value(name, Tile.class).code();
    }

    /** An enum parameter, for the language to put into words. */
    public <E extends Enum<E>> E value(String name, Class<E> type) {
        return type.cast(message.value(name));
    }

    /** The code point of a character parameter. */
    public int codePoint(String name) {
        return ((InputChar) message.value(name)).codePoint();
    }

    /**
     * A character parameter quoted: {@code 'x'}, followed by its code point when it is not
     * plain printable ASCII: {@code '🀪' (U+1F02A)}.
     */
    public String quoted(String name) {
        int cp = codePoint(name);
        String shown = "'" + new String(Character.toChars(cp)) + "'";
        if (cp >= 0x20 && cp < 0x7F) {
            return shown;
        }
        return shown + " (" + Text.codePointName(cp) + ")";
    }

    /** A list of nested messages, each in the same language. */
    public List<String> messages(String name) {
        return ((MessageList) message.value(name)).messages().stream().map(words::render).toList();
    }

    /** A nested message, in the same language. */
    public String message(String name) {
        return words.render((Message) message.value(name));
    }
}
