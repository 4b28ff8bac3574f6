package org.mahjongtally.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.mahjongtally.InputChar;
import org.mahjongtally.Message;
import org.mahjongtally.MessageList;
import org.mahjongtally.MessageKey;
import org.mahjongtally.Parameter;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/**
 * The words the API answers in (core's, the store's and the web's own keys) cover the same keys
 * in every language, and each language uses every parameter of every key: changing one value
 * changes the words. Polish and Russian are not the English text.
 */
class AdapterWordsTest {

    static Stream<Arguments> keys() {
        List<Arguments> all = new ArrayList<>();
        for (Class<?> type : WebPhrasebooks.words(Language.ENGLISH).keyTypes()) {
            for (Object key : type.getEnumConstants()) {
                all.add(Arguments.of(key));
            }
        }
        return all.stream();
    }

    @Test
    void everyLanguageCoversTheWebsKeys() {
        for (Language language : Language.values()) {
            assertThat(WebPhrasebooks.words(language).keyTypes()).as(language.tag())
                    .contains(WebProblem.class)
                    .isEqualTo(WebPhrasebooks.words(Language.ENGLISH).keyTypes());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("keys")
    void everyLanguageSaysItWithEveryParameter(MessageKey key) {
        String english = WebPhrasebooks.words(Language.ENGLISH).render(sample(key, -1));
        for (Language language : Language.values()) {
            Words words = WebPhrasebooks.words(language);
            String text = words.render(sample(key, -1));
            assertThat(text).as(language + " " + key).isNotBlank();
            // JSON's null is named as it is ("or null for a draw"); any other "null" is a value gone missing.
            assertThat(nulls(text)).as(language + " " + key + " says null as often as English").isEqualTo(nulls(english));
            assertThat(english.replace("null for a draw", "").replace("string or null", "").replace(", not null", "")
                    .replace("is null;", "")).as(key + " in English").doesNotContain("null");
            if (language != Language.ENGLISH) {
                assertThat(text).as(language + " " + key).isNotEqualTo(english);
            }
            for (int i = 0; i < key.parameters().size(); i++) {
                assertThat(words.render(sample(key, i))).as(language + " " + key + " uses "
                        + key.parameters().get(i).name()).isNotEqualTo(text);
            }
        }
    }

    private static int nulls(String text) {
        return text.split("null", -1).length - 1;
    }

    /** The key with a sample value for each parameter, another one at {@code varied}. */
    private static Message sample(MessageKey key, int varied) {
        Object[] values = new Object[key.parameters().size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = value(key.parameters().get(i), i == varied);
        }
        return Message.of(key, values);
    }

    private static Object value(Parameter p, boolean other) {
        Class<?> type = p.type();
        if (type == Number.class) {
            return other ? 5 : 2;
        }
        if (type == String.class) {
            return other ? "xyz" : "abc";
        }
        if (type == InputChar.class) {
            return new InputChar(other ? '{' : '[');
        }
        if (type == Message.class) {
            return Message.of(WebProblem.BAD_PLAYER_ID, other ? "b" : "a");
        }
        if (type == MessageList.class) {
            return new MessageList(List.of(Message.of(WebProblem.BAD_PLAYER_ID, "a"),
                    Message.of(WebProblem.BAD_PLAYER_ID, other ? "c" : "b")));
        }
        Object[] constants = type.getEnumConstants();
        return other ? constants[constants.length - 1] : constants[0];
    }
}
