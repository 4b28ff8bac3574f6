/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.mahjongtally.Message;
import org.mahjongtally.game.GameProblem;

/** The names of a {@code players} parameter, as each language lists them. */
class GameArgsTest {

    @Test
    void theNamesAreThePiecesBetweenLineFeedsWithTheirSpaces() {
        Message message = Message.of(GameProblem.NO_SUCH_PLAYER, "Dan", "Ann\nBob Brown\n Cy ");

        assertThat(Words.in(Language.ENGLISH).render(message)).endsWith("the players are Ann, Bob Brown,  Cy ");
        assertThat(Words.in(Language.POLISH).render(message)).contains("Ann, Bob Brown,  Cy ");
        assertThat(Words.in(Language.RUSSIAN).render(message)).contains("Ann, Bob Brown,  Cy ");
    }

    @Test
    void oneNameIsOnePiece() {
        Message message = Message.of(GameProblem.SCORES_MISSING, "Ann");

        assertThat(Words.in(Language.ENGLISH).render(message)).contains("the tiles of Ann;");
    }
}
