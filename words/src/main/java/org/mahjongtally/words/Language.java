/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.mahjongtally.text.Text;

/** The languages Mahjong Tally speaks, by their BCP 47 primary tags. */
public enum Language {
    ENGLISH("en"),
    POLISH("pl"),
    RUSSIAN("ru");

    private final String tag;

    Language(String tag) {
        this.tag = tag;
    }

    /** The primary language tag: {@code "en"}, {@code "pl"}, {@code "ru"}. */
    public String tag() {
        return tag;
    }

    /** The language of a tag such as {@code "pl"} or {@code "ru-RU"} (any case), if it is one of ours. */
    public static Optional<Language> ofTag(String tag) {
        String primary = tag.strip().toLowerCase(Locale.ROOT);
        int dash = primary.indexOf('-');
        if (dash >= 0) {
            primary = primary.substring(0, dash);
        }
        for (Language l : values()) {
            if (l.tag.equals(primary)) {
                return Optional.of(l);
            }
        }
        return Optional.empty();
    }

    /**
     * The language an HTTP {@code Accept-Language} header asks for: of the ranges naming one of
     * our languages, the one with the highest q-value (the first of equals); English if the
     * header is absent, cannot be read or names none of them. A q-value of 0 means "not this".
     *
     * @param header the header's value, or null
     */
    public static Language fromAcceptLanguage(String header) {
        if (header == null) {
            return ENGLISH;
        }
        Language best = ENGLISH;
        double bestQ = 0;
        for (String range : Text.split(header, ",")) {
            List<String> parts = Text.split(range, ";");
            if (parts.isEmpty()) {
                continue; // only semicolons: no language
            }
            Optional<Language> language = ofTag(parts.get(0));
            double q = quality(parts);
            if (language.isPresent() && q > bestQ) {
                best = language.get();
                bestQ = q;
            }
        }
        return best;
    }

    /** The q-value of a range's parameters: 1 if none is given, 0 if it cannot be read. */
    private static double quality(List<String> parts) {
        for (String part : parts.subList(1, parts.size())) {
            String p = part.strip();
            if (p.startsWith("q=") || p.startsWith("Q=")) {
                try {
                    double q = Double.parseDouble(p.substring(2));
                    return q >= 0 && q <= 1 ? q : 0;
                } catch (NumberFormatException e) {
                    return 0;
                }
            }
        }
        return 1;
    }
}
