/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongtally.Message;
import org.mahjongtally.game.GameProblem;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

class QuotedValuesTest {

    private static String said(Message message, Language language) {
        return Words.in(language).with(JsonPhrasebooks.of(language))
                .render(QuotedValues.shortened(message, language));
    }

    @Test
    void aLongValueIsQuotedByItsFirstFortyCharactersAndItsLength() {
        String field = "abcdefghij".repeat(10_000);
        Message unknown = JsonProblem.unknownField(field, field, List.of("winner", "scores"));

        String english = said(unknown, Language.ENGLISH);
        assertThat(english).startsWith("unknown field '" + "abcdefghij".repeat(4) + "… (100000 characters)'")
                .hasSizeLessThan(200);
        assertThat(said(unknown, Language.POLISH)).contains("abcdefghij".repeat(4) + "… (100000 znaków)")
                .hasSizeLessThan(200);
        assertThat(said(unknown, Language.RUSSIAN)).contains("abcdefghij".repeat(4) + "… (100000 символов)")
                .hasSizeLessThan(200);
    }

    @Test
    void valuesUpToFortyCharactersAndTheProgramsOwnTextsAreQuotedWhole() {
        String forty = "🀄".repeat(40);
        assertThat(QuotedValues.shortened(forty, Language.ENGLISH)).isEqualTo(forty);
        assertThat(QuotedValues.shortened(forty + "x", Language.ENGLISH)).isEqualTo(forty + "… (41 characters)");
        assertThat(QuotedValues.shortened("x".repeat(41), Language.POLISH)).endsWith("… (41 znaków)");
        assertThat(QuotedValues.shortened("x".repeat(41), Language.RUSSIAN)).endsWith("… (41 символ)");

        // The players of the game are the program's list, not a value sent: kept whole.
        String players = "Ann Who Has A Rather Long Name, Bob Who Has One Too, Cid, Dee";
        Message noSuch = Message.of(GameProblem.NO_SUCH_PLAYER, "Z".repeat(500), players);
        Message shortened = QuotedValues.shortened(noSuch, Language.ENGLISH);
        assertThat(shortened.value("player")).isEqualTo("Z".repeat(40) + "… (500 characters)");
        assertThat(shortened.value("players")).isEqualTo(players);
        Message nested = Message.of(JsonProblem.HAND_IN_GAME_FILE, 3, noSuch.at(7));
        assertThat(QuotedValues.shortened(nested, Language.ENGLISH).value("detail")).isEqualTo(shortened.at(7));
        Message shortAlready = Message.of(GameProblem.NO_SUCH_PLAYER, "Zed", players);
        assertThat(QuotedValues.shortened(shortAlready, Language.ENGLISH)).isSameAs(shortAlready);
    }
}
