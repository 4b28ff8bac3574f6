/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.mahjongtally.hand.Flag;
import org.mahjongtally.scoring.FlagsInUse;

/**
 * The flags a ruleset uses, which the page offers a player: the presets' from their files, and a
 * club file's as it changes them (docs/notation.md, flags; docs/rulesets.md).
 */
class FlagsInUseTest {

    @Test
    void eachPresetUsesTheFlagsOfItsElementsAndOptions() {
        // BMJA: Original Call and Twofold Fortune; no East's streak (eastStreakLimit = 0), no
        // claimed kongs (kongHas3Types = false).
        assertThat(FlagsInUse.of(Rulesets.preset("bmja"))).containsExactly(Flag.ORIGINAL_CALL, Flag.TWOFOLD_FORTUNE);
        // DMJL: East's ninth win in a row is a limit hand.
        assertThat(FlagsInUse.of(Rulesets.preset("dmjl")))
                .containsExactly(Flag.ORIGINAL_CALL, Flag.TWOFOLD_FORTUNE, Flag.EAST_STREAK);
        // Millington: the 13th win in a row (M 122(r)) and kongs of three kinds (M 46-52).
        assertThat(FlagsInUse.of(Rulesets.preset("millington"))).containsExactly(Flag.values());
    }

    @Test
    void aClubFileThatChangesTheOptionsOrRemovesAnElementChangesTheFlags() {
        assertThat(FlagsInUse.of(Rulesets.read("club.toml", """
                id = "club"
                version = 1
                extends = "millington"

                [options]
                eastStreakLimit = 0

                [[remove]]
                id = "original-call"

                [[remove]]
                id = "east-streak"
                """))).containsExactly(Flag.TWOFOLD_FORTUNE, Flag.CLAIMED_KONGS);
        assertThat(FlagsInUse.of(Rulesets.read("club.toml", """
                id = "club"
                version = 1
                extends = "bmja"

                [options]
                kongHas3Types = true
                """))).containsExactly(Flag.ORIGINAL_CALL, Flag.TWOFOLD_FORTUNE, Flag.CLAIMED_KONGS);
    }

    @Test
    void aHouseHandWhosePatternAsksForAFlagUsesIt() {
        // Twofold Fortune removed, and a hand of the club's own that asks for the flag instead.
        String club = """
                id = "club"
                version = 1
                extends = "bmja"

                [[remove]]
                id = "twofold-fortune"

                [[remove]]
                id = "original-call"
                %s""";
        assertThat(FlagsInUse.of(Rulesets.read("club.toml", club.formatted("")))).isEmpty();
        assertThat(FlagsInUse.of(Rulesets.read("club.toml", club.formatted("""

                [[element]]
                id = "lucky-kongs"
                name = "Lucky Kongs"
                pattern = \"\"\"
                2 kongs
                twofold-fortune
                \"\"\"
                limit = 50
                """)))).containsExactly(Flag.TWOFOLD_FORTUNE);
    }
}
