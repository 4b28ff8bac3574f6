package org.mahjongtally.words;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.mahjongtally.Message;
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
    void englishMatchesTheTransitionalSentenceOfGames() {
        Words en = Words.in(Language.ENGLISH);
        for (Message m : new Message[] {THREE_CHOWS, FIVE_CHOWS, NO_SHAPE}) {
            assertThat(NotWinningReason.english(m)).isEqualTo(en.render(m));
        }
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
