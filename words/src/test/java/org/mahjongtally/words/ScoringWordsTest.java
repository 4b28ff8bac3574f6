/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.mahjongtally.Message;
import org.mahjongtally.game.GameProblem;
import org.mahjongtally.scoring.NotWinningReason;

/** Why a declared win is not a winning hand, in each language. */
class ScoringWordsTest {

    private static final Message THREE_CHOWS = Message.of(NotWinningReason.TOO_MANY_CHOWS, "bmja", 3, 1);
    private static final Message FIVE_CHOWS = Message.of(NotWinningReason.TOO_MANY_CHOWS, "bmja", 5, 2);
    private static final Message NO_SHAPE = Message.of(NotWinningReason.NO_WINNING_SHAPE, "bmja");

    @Test
    void englishIsTheSentenceTheProductAlwaysPrinted() {
        Words en = Words.in(Language.ENGLISH);
        assertThat(en.render(THREE_CHOWS))
                .isEqualTo("the hand has 3 chows, and the bmja rules allow at most 1 chow in a winning hand");
        assertThat(en.render(FIVE_CHOWS)).endsWith("allow at most 2 chows in a winning hand");
        assertThat(en.render(NO_SHAPE))
                .isEqualTo("the tiles do not make four sets and a pair, nor a special hand of the bmja rules");
    }

    @Test
    void aGameNestsTheReasonAndSaysItInItsOwnLanguage() {
        Message refused = Message.of(GameProblem.NOT_A_WINNING_HAND, "Ann", "bmja", THREE_CHOWS);
        assertThat(Words.in(Language.ENGLISH).render(refused)).isEqualTo("Ann's tiles are not a winning hand under the"
                + " bmja rules: the hand has 3 chows, and the bmja rules allow at most 1 chow in a winning hand;"
                + " correct the tiles or the winner");
        assertThat(Words.in(Language.POLISH).render(refused)).contains(": ręka ma 3 chowy, a zasady bmja");
        assertThat(Words.in(Language.RUSSIAN).render(refused)).contains(": в руке 3 чоу, а правила bmja");
    }

    @ParameterizedTest(name = "{0} in {1}")
    @MethodSource("everyReasonInEveryLanguage")
    void everyReasonHasItsOwnWordsNamingTheRuleset(NotWinningReason key, Language language) {
        Words words = Words.in(language);
        String said = words.render(sample(key, "bmja"));
        assertThat(said).isNotBlank().contains("bmja").doesNotContain("null");
        assertThat(words.render(sample(key, "hk"))).contains("hk").doesNotContain("bmja");
        for (NotWinningReason other : NotWinningReason.values()) {
            if (other != key) {
                assertThat(words.render(sample(other, "bmja"))).isNotEqualTo(said);
            }
        }
        if (language != Language.ENGLISH) {
            assertThat(said).isNotEqualTo(Words.in(Language.ENGLISH).render(sample(key, "bmja")));
        }
    }

    static Stream<Arguments> everyReasonInEveryLanguage() {
        return Arrays.stream(NotWinningReason.values())
                .flatMap(key -> Arrays.stream(Language.values()).map(language -> Arguments.of(key, language)));
    }

    /** The reason {@code key} under {@code ruleset}: 3 chows where at most 1 is allowed, if it counts them. */
    private static Message sample(NotWinningReason key, String ruleset) {
        return switch (key) {
            case TOO_MANY_CHOWS -> Message.of(key, ruleset, 3, 1);
            case NO_WINNING_SHAPE -> Message.of(key, ruleset);
        };
    }

    @Test
    void polishChoosesThePluralOfChow() {
        Words pl = Words.in(Language.POLISH);
        assertThat(pl.render(THREE_CHOWS))
                .isEqualTo("ręka ma 3 chowy, a zasady bmja dopuszczają w ręce wygrywającej najwyżej 1 chow");
        assertThat(pl.render(FIVE_CHOWS)).startsWith("ręka ma 5 chowów,").endsWith("najwyżej 2 chowy");
        assertThat(pl.render(NO_SHAPE)).isEqualTo("płytki nie tworzą czterech zestawów i pary ani ręki specjalnej zasad bmja");
    }

    @Test
    void russianNamesTheRuleset() {
        Words ru = Words.in(Language.RUSSIAN);
        assertThat(ru.render(THREE_CHOWS)).isEqualTo("в руке 3 чоу, а правила bmja допускают в выигрышной руке не больше 1 чоу");
        assertThat(ru.render(NO_SHAPE)).isEqualTo("кости не составляют четыре комбинации и пару или особую руку правил bmja");
    }
}
