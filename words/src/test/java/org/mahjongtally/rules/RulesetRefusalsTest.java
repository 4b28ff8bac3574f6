/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.Map;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/**
 * Rulesets refused by the writer, the table options and the presets, in the English the
 * command line prints (moved from the rules module's tests, which cannot see the words).
 */
class RulesetRefusalsTest {

    private final Ruleset bmja = Rulesets.bmja();

    private static String english(ThrowingCallable call) {
        return Words.in(Language.ENGLISH).render(catchThrowableOfType(RulesetException.class, call));
    }

    @Test
    void aPresetsIdIsKeptInAFrozenCopyButNotInAClubFile() {
        String toml = RulesetWriter.toToml(Rulesets.bmja());

        assertThat(RulesetWriter.read("game.toml", toml).id()).isEqualTo("bmja");
        assertThat(english(() -> Rulesets.read("club.toml", toml))).contains("id of a shipped preset");
    }

    @Test
    void aStandaloneRulesetCannotExtendAnything() {
        String toml = "id = \"x\"\nversion = 1\nextends = \"bmja\"\n";

        assertThat(english(() -> RulesetWriter.read("game.toml", toml))).isEqualTo("game.toml:3: extends 'bmja',"
                + " but the ruleset of a game file is written out in full and extends nothing; export the game again"
                + " from the program that made it");
    }

    @Test
    void anUnknownTableOptionListsTheValidOnes() {
        assertThat(english(() -> TableOptions.apply(bmja, Map.of("limt", 500))))
                .startsWith("table options: unknown option 'limt' (did you mean 'limit'?); the options are")
                .contains("the options are limit, notionalLimit, maxChows, eastDoubles");
    }

    @Test
    void aBadTableOptionIsCheckedAsInAFile() {
        assertThat(english(() -> TableOptions.apply(bmja, Map.of("limit", 501))))
                .isEqualTo("table options: option 'limit' must be \"none\" or a positive even number"
                        + " of points such as 1000, not 501");
        assertThat(english(() -> TableOptions.apply(bmja, Map.of("method", "diference"))))
                .contains("option 'method'");
    }

    @Test
    void aCapWithTheAlternativeMethodIsAProblemOfTheFile() {
        assertThat(english(() -> TableOptions.apply(Rulesets.bmja(),
                Map.of("differenceCap", true, "method", "alternative"))))
                .contains("the options do not go together: differenceCap needs the difference method");
    }

    @Test
    void aWrongValueIsNamedWithItsOption() {
        assertThat(english(() -> TableOptions.apply(Rulesets.bmja(), Map.of("discarderDoubles", "sometimes"))))
                .contains("option 'discarderDoubles' ");
    }

    @Test
    void anUnknownPresetListsThePresets() {
        assertThat(english(() -> Rulesets.preset("wright")))
                .contains("no preset 'wright'")
                .contains("bmja, dmjl, millington");
    }

    @Test
    void theProblemsArePolishAndRussianToo() {
        RulesetException e = catchThrowableOfType(RulesetException.class,
                () -> Rulesets.read("club.toml", "id = \"club\"\nversion = \"one\"\nextends = \"bmja\"\n"
                        + "[options]\nmaxChows = 7\n"));

        assertThat(Words.in(Language.ENGLISH).render(e)).isEqualTo("2 problems in the ruleset:\n"
                + "  club.toml:2: 'version' must be a whole number, not a string\n"
                + "  club.toml:5: option 'maxChows' must be from 0 to 4, not 7");
        assertThat(Words.in(Language.POLISH).render(e)).isEqualTo("2 problemy w zestawie zasad:\n"
                + "  club.toml, wiersz 2: wartość 'version' musi być liczbą całkowitą, a nie tekstem\n"
                + "  club.toml, wiersz 5: wartość opcji 'maxChows' musi być liczbą od 0 do 4, a nie 7");
        assertThat(Words.in(Language.RUSSIAN).render(e)).isEqualTo("2 проблемы в наборе правил:\n"
                + "  club.toml, строка 2: значение 'version' должно быть целым числом, а не строкой\n"
                + "  club.toml, строка 5: значение параметра 'maxChows' должно быть числом от 0 до 4, а не 7");
    }

    @Test
    void aTableOptionsProblemIsNamedSoInEachLanguage() {
        RulesetException e = catchThrowableOfType(RulesetException.class,
                () -> TableOptions.apply(bmja, Map.of("limt", 500)));

        assertThat(Words.in(Language.POLISH).render(e)).startsWith("opcje stołu: nieznana opcja 'limt'"
                + " (czy chodziło o 'limit'?); opcje to limit, ");
        assertThat(Words.in(Language.RUSSIAN).render(e)).startsWith("настройки стола: неизвестный параметр 'limt'"
                + " (может быть, 'limit'?); параметры: limit, ");
    }
}
