/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mahjongtally.settlement.SettlementOption;

/**
 * Reads an {@code "options"} object whose fields are core's {@link SettlementOption} keys and,
 * for some bodies, fields of their own: the one reader behind {@link SettleOptions} and
 * {@link NewGameOptions}, so that an option added to the registry is read the same in both.
 * A settlement option's value is read strictly (an on/off option takes only true or false, a
 * choice only a string, the limit anything, checked by {@link SettleOptions#checkLimit} once the
 * body is read); null is as good as absent. An unknown field fails as Jackson's own unknown
 * field does, so that the message is that of every other body.
 *
 * @param <T> the options read
 */
abstract class OptionsObjectReader<T> extends StdDeserializer<T> {

    private static final long serialVersionUID = 1L;

    private final Class<T> type;
    private final List<String> ownFields;

    /** @param ownFields the fields besides the settlement options, to be handed to {@link #made} */
    OptionsObjectReader(Class<T> type, List<String> ownFields) {
        super(type);
        this.type = type;
        this.ownFields = List.copyOf(ownFields);
    }

    /**
     * The options, once the object is read.
     *
     * @param settlement the settlement options given, by option
     * @param own the fields of {@code ownFields} given, as JSON
     */
    abstract T made(Map<SettlementOption, Object> settlement, ObjectNode own, DeserializationContext ctxt)
            throws IOException;

    @Override
    public final T deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        if (!p.isExpectedStartObjectToken()) {
            return type.cast(ctxt.handleUnexpectedToken(Map.class, p));
        }
        Map<SettlementOption, Object> settlement = new EnumMap<>(SettlementOption.class);
        ObjectNode own = ctxt.getNodeFactory().objectNode();
        for (String name = p.nextFieldName(); name != null; name = p.nextFieldName()) {
            p.nextToken();
            Optional<SettlementOption> option = SettlementOption.ofKey(name);
            if (option.isPresent()) {
                Object value = value(p, ctxt, option.get());
                if (value != null) {
                    settlement.put(option.get(), value);
                }
            } else if (ownFields.contains(name)) {
                own.set(name, ctxt.readTree(p));
            } else {
                List<Object> known = new ArrayList<>(SettlementOption.keys());
                known.addAll(ownFields);
                throw UnrecognizedPropertyException.from(p, type, name, known);
            }
        }
        return made(settlement, own, ctxt);
    }

    private Object value(JsonParser p, DeserializationContext ctxt, SettlementOption option) throws IOException {
        JsonToken t = p.currentToken();
        if (t == JsonToken.VALUE_NULL) {
            return null;
        }
        return switch (option.kind()) {
            case ON_OFF -> {
                if (!t.isBoolean()) {
                    throw mismatch(p, Boolean.class, option.key());
                }
                yield p.getBooleanValue();
            }
            case CHOICE -> {
                if (t != JsonToken.VALUE_STRING) {
                    throw mismatch(p, String.class, option.key());
                }
                yield p.getText();
            }
            case LIMIT -> ctxt.readValue(p, Object.class);
        };
    }

    private MismatchedInputException mismatch(JsonParser p, Class<?> expected, String name) {
        MismatchedInputException e = MismatchedInputException.from(p, expected, "wrong type for " + name);
        e.prependPath(type, name);
        return e;
    }
}
