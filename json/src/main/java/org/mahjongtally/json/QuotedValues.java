/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import java.util.List;
import java.util.Set;
import org.mahjongtally.Message;
import org.mahjongtally.MessageKey;
import org.mahjongtally.MessageList;
import org.mahjongtally.Parameter;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Plural;

/**
 * The values a user sent, as a message quotes them: a long one cut to its first
 * {@value #SHOWN} characters and its length (a 100 KB penalty reason or field name
 * came back whole in the message refusing it). The one place that does it: the HTTP API and the
 * command line pass every message through {@link #shortened} before they put it into words, so
 * every problem of every module (the engine's, the rulesets', the JSON's, the store's, the
 * server's; imports and restores alike) quotes at most that much.
 */
public final class QuotedValues {

    /** Characters (code points) of a long value shown. */
    public static final int SHOWN = 40;

    /**
     * Parameters whose text the program writes itself, never a value the user sent, and which
     * may be long (lists of the fields or values allowed, a database's explanation, an example,
     * a whole sentence of the command line's): shown whole.
     */
    private static final Set<String> PROGRAM_TEXT = Set.of("names", "known", "reason", "example", "database",
            "directory", "variable", "exception", "players", "error", "nearest", "meant", "sentence");

    private QuotedValues() {
    }

    /**
     * The message with each value the user sent, in it and in the messages nested in it, cut
     * to {@value #SHOWN} characters if it is longer ({@link #shortened(String, Language)}).
     */
    public static Message shortened(Message message, Language language) {
        MessageKey key = message.key();
        List<Parameter> parameters = key.parameters();
        Object[] values = message.values().toArray();
        boolean changed = false;
        for (int i = 0; i < values.length; i++) {
            Object shown = shown(parameters.get(i).name(), values[i], language);
            changed |= shown != values[i];
            values[i] = shown;
        }
        if (!changed) {
            return message;
        }
        Message shortened = Message.of(key, values);
        return message.position() == Message.NO_POSITION ? shortened : shortened.at(message.position());
    }

    /**
     * A value as quoted: as it is, or its first {@value #SHOWN} characters, "…" and its length
     * in characters in the language's words, such as {@code abc…xyz… (100000 characters)}; and
     * always on one line: a line break or another control character in it is shown as its escape
     * ({@code \n}, {@code \u2028}), so that a message quoting it stays one line and shows what
     * was sent.
     */
    public static String shortened(String value, Language language) {
        int length = value.codePointCount(0, value.length());
        if (length <= SHOWN) {
            return escaped(value);
        }
        return escaped(value.substring(0, value.offsetByCodePoints(0, SHOWN))) + "… (" + length + " "
                + characters(length, language) + ")";
    }

    /** The text with each control character and line or paragraph separator as its escape. */
    private static String escaped(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean control = Character.isISOControl(c) || c == '\u2028' || c == '\u2029';
            if (control && out == null) {
                out = new StringBuilder(text.length() + 8).append(text, 0, i);
            }
            if (out != null) {
                if (!control) {
                    out.append(c);
                } else if (c == '\n') {
                    out.append("\\n");
                } else if (c == '\r') {
                    out.append("\\r");
                } else if (c == '\t') {
                    out.append("\\t");
                } else {
                    String hex = Integer.toHexString(c);
                    out.append("\\u").append("0000", hex.length(), 4).append(hex);
                }
            }
        }
        return out == null ? text : out.toString();
    }

    private static Object shown(String parameter, Object value, Language language) {
        if (value instanceof String text && !PROGRAM_TEXT.contains(parameter)) {
            String shown = shortened(text, language);
            return shown.equals(text) ? value : shown;
        }
        if (value instanceof Message nested) {
            return shortened(nested, language);
        }
        if (value instanceof MessageList list) {
            List<Message> shown = list.messages().stream().map(m -> shortened(m, language)).toList();
            return shown.equals(list.messages()) ? value : new MessageList(shown);
        }
        return value;
    }

    private static String characters(long n, Language language) {
        return switch (language) {
            case ENGLISH -> n == 1 ? "character" : "characters";
            case POLISH -> Plural.polish(n, "znak", "znaki", "znaków");
            case RUSSIAN -> Plural.russian(n, "символ", "символа", "символов");
        };
    }
}
