/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import org.mahjongtally.json.TextOrNull;

/**
 * Reads and writes the json module's {@link TextOrNull} (which knows no JSON library): a string
 * is its text, JSON {@code null} is {@link TextOrNull#NULL}, any other value is
 * {@link TextOrNull#notText} (refused by the shape's check once the document is read), and a
 * field left out stays Java {@code null}, so that "missing" and "null" remain apart.
 */
final class TextOrNullModule extends SimpleModule {

    private static final long serialVersionUID = 1L;

    TextOrNullModule() {
        super("TextOrNull");
        addDeserializer(TextOrNull.class, new Reader());
        addSerializer(TextOrNull.class, new Writer());
    }

    private static final class Reader extends StdDeserializer<TextOrNull> {

        private static final long serialVersionUID = 1L;

        Reader() {
            super(TextOrNull.class);
        }

        @Override
        public TextOrNull deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            if (p.currentToken() == JsonToken.VALUE_STRING) {
                return TextOrNull.of(p.getText());
            }
            p.skipChildren();
            return TextOrNull.notText();
        }

        @Override
        public TextOrNull getNullValue(DeserializationContext ctxt) {
            return TextOrNull.NULL;
        }

        @Override
        public Object getAbsentValue(DeserializationContext ctxt) {
            return null;
        }
    }

    private static final class Writer extends StdSerializer<TextOrNull> {

        private static final long serialVersionUID = 1L;

        Writer() {
            super(TextOrNull.class);
        }

        @Override
        public void serialize(TextOrNull value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            if (value.isText()) {
                gen.writeString(value.text().orElseThrow());
            } else {
                gen.writeNull();
            }
        }
    }
}
