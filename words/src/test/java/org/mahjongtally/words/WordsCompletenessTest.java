package org.mahjongtally.words;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.mahjongtally.InputChar;
import org.mahjongtally.Message;
import org.mahjongtally.MessageKey;
import org.mahjongtally.MessageList;
import org.mahjongtally.Parameter;
import org.mahjongtally.game.GameProblem;

/**
 * Every key of every area has words in all three languages, and every language uses every
 * parameter the key has: changing one parameter's value changes the words in each language.
 * (The compiler already refuses a phrasebook that leaves out a key; this catches a translation
 * that forgets a placeholder.)
 */
class WordsCompletenessTest {

    static Stream<Arguments> keys() {
        List<Arguments> all = new ArrayList<>();
        for (Class<?> type : Words.in(Language.ENGLISH).keyTypes()) {
            for (Object key : type.getEnumConstants()) {
                all.add(Arguments.of(key));
            }
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("keys")
    void everyLanguageSaysItWithEveryParameter(MessageKey key) {
        for (Language language : Language.values()) {
            Words words = Words.in(language);
            String text = words.render(sample(key, -1, false));
            assertThat(text).as(language + " " + key).isNotBlank().doesNotContain("null");
            for (int i = 0; i < key.parameters().size(); i++) {
                assertThat(words.render(sample(key, i, true)))
                        .as(language + " " + key + " uses " + key.parameters().get(i).name())
                        .isNotEqualTo(text);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("keys")
    void polishAndRussianAreNotEnglish(MessageKey key) {
        String english = Words.in(Language.ENGLISH).render(sample(key, -1, false));
        assertThat(Words.in(Language.POLISH).render(sample(key, -1, false))).isNotEqualTo(english);
        assertThat(Words.in(Language.RUSSIAN).render(sample(key, -1, false))).isNotEqualTo(english);
    }

    @org.junit.jupiter.api.Test
    void everyLanguageCoversTheSameAreas() {
        assertThat(Words.in(Language.POLISH).keyTypes()).isEqualTo(Words.in(Language.ENGLISH).keyTypes());
        assertThat(Words.in(Language.RUSSIAN).keyTypes()).isEqualTo(Words.in(Language.ENGLISH).keyTypes());
        assertThat(Words.in(Language.ENGLISH).keyTypes()).isNotEmpty();
    }

    /** The key with a sample value for each parameter; the one at {@code varied} gets another value. */
    private static Message sample(MessageKey key, int varied, boolean other) {
        Object[] values = new Object[key.parameters().size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = value(key.parameters().get(i), i == varied && other);
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
            return Message.of(GameProblem.NEGATIVE_STAKE, other ? "b" : "a");
        }
        if (type == MessageList.class) {
            return new MessageList(List.of(Message.of(GameProblem.NEGATIVE_STAKE, "a"),
                    Message.of(GameProblem.NEGATIVE_STAKE, other ? "c" : "b")));
        }
        Object[] constants = type.getEnumConstants();
        return other ? constants[constants.length - 1] : constants[0];
    }
}
