package org.mahjongtally.store;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.mahjongtally.game.GameException;

/**
 * JSON text to and from the plain trees of {@link org.mahjongtally.json.GameJson} (maps,
 * lists, strings, numbers, booleans, null). Decimals are read exactly, a key given twice is
 * an error, and numbers are written as they are held.
 */
final class StoreJson {

    private static final ObjectMapper MAPPER = new ObjectMapper()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

    private StoreJson() {
    }

    /** Compact JSON text. */
    static String write(Object tree) {
        try {
            return MAPPER.writeValueAsString(tree);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a JSON tree: " + e.getOriginalMessage(), e);
        }
    }

    /** Indented JSON text, for files people may open. */
    static String writePretty(Object tree) {
        try {
            return MAPPER.writer(SerializationFeature.INDENT_OUTPUT).writeValueAsString(tree) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a JSON tree: " + e.getOriginalMessage(), e);
        }
    }

    /**
     * The tree of a JSON text.
     *
     * @param what what the text is, for the message: "the game file"
     * @throws GameException naming the line and column of a syntax error
     */
    static Object read(String text, String what) {
        try {
            return MAPPER.readValue(text, Object.class);
        } catch (JsonProcessingException e) {
            String where = e.getLocation() == null ? ""
                    : " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr();
            throw new GameException(what + " is not valid JSON" + where + ": " + e.getOriginalMessage());
        }
    }
}
