/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/**
 * A ruleset is bounded wherever it comes from (docs/rulesets.md, "Bounds"): its size, its
 * entries, its texts, its {@code extends} chain and its values; the refusal of one with
 * thousands of problems lists the first of them and how many more.
 */
class RulesetBoundsTest {

    private static final String HEAD = "id = \"club\"\nversion = 1\nextends = \"bmja\"\n";

    private static RulesetException refusal(ThrowingCallable call) {
        return catchThrowableOfType(RulesetException.class, call);
    }

    private static String english(ThrowingCallable call) {
        return Words.in(Language.ENGLISH).render(refusal(call));
    }

    @Test
    void anElementWorthMoreThanAnyRuleIsRefusedWithItsLine() {
        String toml = HEAD + "\n[[element]]\nid = \"mah-jong\"\npoints = 9223372036854775807\n";

        assertThat(english(() -> Rulesets.read("club.toml", toml))).isEqualTo("club.toml:7: 'mah-jong': 'points' must"
                + " be at most 1000, not 9223372036854775807; no rulebook comes near that (see docs/rulesets.md, Bounds)");
        assertThat(english(() -> Rulesets.read("club.toml", HEAD + "\n[[element]]\nid = \"mah-jong\"\npoints = 1001\n")))
                .contains("club.toml:7: 'mah-jong': 'points' must be at most 1000, not 1001");
        assertThat(Rulesets.read("club.toml", HEAD + "\n[[element]]\nid = \"mah-jong\"\npoints = 1000\n")
                .points(org.mahjongtally.ruleset.RuleId.MAH_JONG)).isEqualTo(1000);
        assertThat(english(() -> Rulesets.read("club.toml", HEAD + "\n[[element]]\nid = \"no-chows\"\ndoubles = 11\n")))
                .isEqualTo("club.toml:7: 'no-chows': 'doubles' must be from 0 to 10, not 11");
    }

    @Test
    void aLimitOrNotionalLimitBeyondAMillionIsRefused() {
        assertThat(english(() -> Rulesets.read("club.toml", HEAD + "\n[options]\nlimit = 9223372036854775806\n")))
                .isEqualTo("club.toml:6: option 'limit' must be at most 1000000, not 9223372036854775806; no rulebook"
                        + " comes near that (see docs/rulesets.md, Bounds)");
        assertThat(english(() -> Rulesets.read("club.toml", HEAD + "\n[options]\nnotionalLimit = 1000001\n")))
                .startsWith("club.toml:6: option 'notionalLimit' must be at most 1000000, not 1000001");
        assertThat(Rulesets.read("club.toml", HEAD + "\n[options]\nlimit = 1000000\nnotionalLimit = 1000000\n")
                .limitValue()).isEqualTo(1_000_000);
    }

    @Test
    void aRulesetOf60000KeysStopsBeingReadAtTheBoundSayingSo() {
        StringBuilder toml = new StringBuilder();
        for (int i = 0; i < 60_000; i++) {
            toml.append('k').append(i).append(" = 1\n");
        }

        assertThat(english(() -> Rulesets.read("keys.toml", toml.toString()))).isEqualTo("keys.toml:2001: more than"
                + " 2000 keys, tables and list items; reading stopped here. A ruleset written out in full has fewer"
                + " than half as many: is this a ruleset file?");
    }

    @Test
    void aRefusalListsTheFirstTwentyProblemsAndHowManyMore() {
        String toml = HEAD + "x\n".repeat(1_500);

        RulesetException e = refusal(() -> Rulesets.read("lines.toml", toml));

        assertThat(e.problems()).hasSize(1_500);
        String english = Words.in(Language.ENGLISH).render(e);
        assertThat(english).startsWith("1500 problems in the ruleset:\n  lines.toml:4: expected '=' after the key 'x'\n")
                .endsWith("\n  lines.toml:23: expected '=' after the key 'x'\n  and 1480 more; fix these and check again");
        assertThat(english.lines()).hasSize(22);
        assertThat(Words.in(Language.POLISH).render(e)).endsWith("\n  i jeszcze 1480; popraw te i sprawdź ponownie");
        assertThat(Words.in(Language.RUSSIAN).render(e)).endsWith("\n  и ещё 1480; исправьте эти и проверьте снова");
    }

    @Test
    void theEntryPastTheBoundIsNamedWithItsLine() {
        StringBuilder toml = new StringBuilder(HEAD);
        for (int i = 0; i < 3_000; i++) {
            toml.append("\n[[element]]\nid = \"no-chows\"\n");
        }

        RulesetException e = refusal(() -> Rulesets.read("long.toml", toml.toString()));

        String last = Words.in(Language.ENGLISH).render(e.problems().get(e.problems().size() - 1).located());
        assertThat(last).isEqualTo("long.toml:3000: more than 2000 keys, tables and list items; reading stopped here."
                + " A ruleset written out in full has fewer than half as many: is this a ruleset file?");
    }

    @Test
    void aListOfAHundredThousandItemsOrNestedAHundredThousandDeepIsRefused() {
        String items = HEAD + "\n[[element]]\nid = \"no-chows\"\nexcludes = [" + "\"x\", ".repeat(100_000) + "]\n";
        RulesetException many = refusal(() -> Rulesets.read("list.toml", items));
        assertThat(Words.in(Language.ENGLISH).render(many.problems().get(many.problems().size() - 1).located()))
                .startsWith("list.toml:7: more than 2000 keys, tables and list items; reading stopped here.");

        String nested = HEAD + "x = " + "[".repeat(100_000) + "]".repeat(100_000) + "\n";
        assertThat(english(() -> Rulesets.read("nested.toml", nested)))
                .isEqualTo("nested.toml:4: a list may hold only strings in quotes, such as [\"own-flower\", \"own-season\"]");
    }

    @Test
    void aTextOverAMillionCharactersIsNotReadAtAll() {
        String toml = HEAD + "# " + "x".repeat(RulesetLimits.MAX_CHARS) + "\n";

        assertThat(english(() -> Rulesets.read("huge.toml", toml))).isEqualTo("huge.toml: the ruleset has "
                + toml.length() + " characters, more than the 1000000 a ruleset may have");
    }

    @Test
    void aKeyOrAStringLongerThan500CharactersIsRefusedShownByItsStart() {
        String key = "k".repeat(501);
        assertThat(english(() -> Rulesets.read("club.toml", HEAD + key + " = 1\n")))
                .isEqualTo("club.toml:4: the key '" + "k".repeat(40) + "...' has 501 characters; a key has at most 500");
        assertThat(english(() -> Rulesets.read("club.toml", "id = \"club\"\nversion = 1\nextends = \"bmja\"\nname = \""
                + "n".repeat(600) + "\"\n"))).isEqualTo("club.toml:4: the text '" + "n".repeat(40)
                        + "...' has 600 characters; a string in a ruleset has at most 500");
    }

    @Test
    void aNumberOfAMillionDigitsIsShownByItsStart() {
        String toml = HEAD + "\n[options]\nlimit = " + "9".repeat(900_000) + "\n";

        assertThat(english(() -> Rulesets.read("club.toml", toml)))
                .isEqualTo("club.toml:6: the number " + "9".repeat(40) + "... is too large");
    }

    @Test
    void extendsNamesAPresetOrAFileNextToThisOneNeverAPath(@TempDir Path dir) throws IOException {
        for (String path : new String[] {"../x.toml", "/etc/passwd", "a/b.toml", "a\\b.toml", "C:x.toml", ".."}) {
            Path file = write(dir, "club.toml", "id = \"club\"\nversion = 1\nextends = \"" + path.replace("\\", "\\\\")
                    + "\"\n");
            assertThat(english(() -> Rulesets.load(file))).as(path).isEqualTo("club.toml:3: extends '" + path
                    + "', which is neither a preset (bmja, dmjl, millington) nor the name of a file next to this one;"
                    + " write a name such as \"club.toml\", without a path ('/', '\\', '..') or control characters");
            assertThat(english(() -> Rulesets.read("upload.toml", Files.readString(file)))).as(path)
                    .startsWith("upload.toml:3: extends '" + path + "', which is neither a preset");
        }
        Path nul = write(dir, "nul.toml", "id = \"club\"\nversion = 1\nextends = \"a\\u0000b\"\n");
        assertThat(english(() -> Rulesets.load(nul))).startsWith("nul.toml:3: extends 'a?b', which is neither a preset");
    }

    @Test
    void anExtendsChainOfMoreThanFiveRulesetsIsRefused(@TempDir Path dir) throws IOException {
        write(dir, "f5.toml", "id = \"f5\"\nversion = 1\nextends = \"bmja\"\n");
        for (int i = 4; i >= 1; i--) {
            write(dir, "f" + i + ".toml", "id = \"f" + i + "\"\nversion = 1\nextends = \"f" + (i + 1) + ".toml\"\n");
        }
        assertThat(Rulesets.load(dir.resolve("f2.toml")).id()).as("four files and a preset").isEqualTo("f2");

        assertThat(english(() -> Rulesets.load(dir.resolve("f1.toml")))).isEqualTo("f5.toml:3: extends makes a chain"
                + " of more than 5 rulesets (f1.toml -> f2.toml -> f3.toml -> f4.toml -> f5.toml -> bmja); extend a"
                + " preset or a file that extends one");
    }

    private static Path write(Path dir, String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
    }
}
