/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.junit.jupiter.api.Test;
import org.mahjongtally.scoring.pattern.Pattern;
import org.mahjongtally.scoring.pattern.PatternException;

/** A pattern's mistakes as a club secretary reads them (docs/special-hands.md, "Errors"). */
class PatternWordsTest {

    private static PatternException refused(String pattern) {
        return catchThrowableOfType(PatternException.class, () -> Pattern.parse(pattern));
    }

    @Test
    void aTypoSaysWhereAndSuggestsTheWord() {
        PatternException e = refused("pungs R G P\npung windz");
        assertThat(Words.in(Language.ENGLISH).render(e))
                .isEqualTo("line 2, column 6: unknown word 'windz'; did you mean 'wind'?");
        assertThat(Words.in(Language.POLISH).render(e))
                .isEqualTo("wiersz 2, kolumna 6: nieznane słowo 'windz'; czy chodziło o 'wind'?");
        assertThat(Words.in(Language.RUSSIAN).render(e))
                .isEqualTo("строка 2, столбец 6: неизвестное слово 'windz'; может быть, 'wind'?");
    }

    @Test
    void aChowWrittenAsItsTilesGetsTheWayToWriteIt() {
        assertThat(Words.in(Language.ENGLISH).render(refused("chow 123b")))
                .isEqualTo("line 1, column 6: 'chow 123b' names three chows; a chow is named by its lowest tile:"
                        + " chow 1b is 1b 2b 3b");
    }

    @Test
    void anIrregularHandOfTheWrongSizeSaysHowManyTiles() {
        assertThat(Words.in(Language.ENGLISH).render(refused("6 pairs")))
                .isEqualTo("line 1, column 1: the groups hold 12 tiles, not 14; a hand of singles, knitted groups or"
                        + " several pairs is 14 tiles");
        assertThat(Words.in(Language.POLISH).render(refused("6 pairs")))
                .startsWith("wiersz 1, kolumna 1: grupy mają 12 kamieni, nie 14");
        assertThat(Words.in(Language.RUSSIAN).render(refused("6 pairs")))
                .startsWith("строка 1, столбец 1: в группах 12 тайлов, а не 14");
    }
}
