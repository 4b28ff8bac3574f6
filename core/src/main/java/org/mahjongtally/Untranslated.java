package org.mahjongtally;

import java.util.List;

/**
 * TRANSITIONAL (issue 13, phase 2 removes it): the keys of messages not yet converted to data,
 * which still carry a sentence written in English. Every use goes through
 * {@link Message#untranslated} or {@link Message#untranslatedPrefix}; {@code grep -rn
 * "untranslated"} lists what is left to convert. The words module shows the English text in
 * every language.
 */
public enum Untranslated implements MessageKey {
    /** A whole sentence in English. */
    TEXT(Parameter.text("text")),
    /** An English prefix, {@code ": "}, then a message that may be converted ({@code "hand 2, Ann's tiles: ..."}). */
    PREFIXED(Parameter.text("prefix"), Parameter.message("detail"));

    private final List<Parameter> parameters;

    Untranslated(Parameter... parameters) {
        this.parameters = List.of(parameters);
    }

    @Override
    public List<Parameter> parameters() {
        return parameters;
    }
}
