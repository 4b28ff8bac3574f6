/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.golden;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.ScoreResult;
import org.mahjongtally.scoring.ScoreSheet;
import org.mahjongtally.scoring.Scorer;

/**
 * The options of docs/rules.md §12 that a club writes into its file, each honoured by the
 * scorer: a small file that extends a preset and changes one thing, and hands worked out by
 * hand under it (with the preset's value for comparison).
 */
class OptionScoringTest {

    private static Ruleset club(String base, String change) {
        return Rulesets.read("club.toml", "id = \"club\"\nversion = 1\nextends = \"" + base + "\"\n"
                + change.replace("\\n", "\n") + "\n");
    }

    @ParameterizedTest(name = "{0} + {1}: {2}")
    @CsvSource(delimiter = '|', textBlock = """
        # item 17, sevenPairs on with 20 points (mj SevenPairsVal): 10 + 20 + pairs EE 2, GG 2 = 34
        millington | [[element]]\\nid = "seven-pairs"\\nname = "Seven pairs"\\npoints = 20 | 11b 33b 55c 77d 99c EE GG seat=S round=E win=G by=discard | 34
        # self-drawn: + 2 from the wall, concealed hand 1 double: 36 x2
        millington | [[element]]\\nid = "seven-pairs"\\nname = "Seven pairs"\\npoints = 20 | 11b 33b 55c 77d 99c EE GG seat=S round=E win=G by=wall | 72
        # four equal tiles are two pairs
        millington | [[element]]\\nid = "seven-pairs"\\nname = "Seven pairs"\\npoints = 20 | 1111b 55c 77d 99c EE GG seat=S round=E win=G by=discard | 34
        # sevenPairs off (the preset): not a winning hand
        millington | # nothing changed | 11b 33b 55c 77d 99c EE GG seat=S round=E win=G by=discard | 0
        # item 7, semiConcealedDoubles 1: (4+4+8+10+2)=28 x2^2 (three concealed pungs, semi-concealed)
        millington | [[element]]\\nid = "semi-concealed"\\nname = "Semi-concealed hand"\\ndoubles = 1 | 222b 888c 999d 456b 77d seat=S round=E win=7d by=discard | 112
        # the preset: 28 x2 = 56
        millington | # nothing changed | 222b 888c 999d 456b 77d seat=S round=E win=7d by=discard | 56
        # item 7, concealedHandDoubles 3: (4+4+8+10+2+2)=30 x2^(1+3) = 480 (the preset: 240 with original call, here none)
        millington | [[element]]\\nid = "fully-concealed"\\ndoubles = 3 | 222b 888c 999d 456b 77d seat=S round=E win=7d by=wall | 480
        # items 8-9, no chows as 10 points instead of a double: 2+2+4+4+20 + 10 = 42 (the preset: 32 x2 = 64)
        bmja | [[element]]\\nid = "no-chows"\\ndoubles = 0\\npoints = 10 | [222b] [888c] [999d] 555c 77d seat=S round=E win=7d by=discard | 42
        bmja | # nothing changed | [222b] [888c] [999d] 555c 77d seat=S round=E win=7d by=discard | 64
        # items 4 and 15, doubleWindPair 2: own wind and prevailing wind pair counts once, 2+2+4+2+20 = 30 (the preset: 32)
        bmja | [[element]]\\nid = "own-wind-pair"\\nexcludes = ["prevailing-wind-pair"] | [222b] [888c] [999d] 456b EE seat=E round=E win=E by=discard | 30
        bmja | # nothing changed | [222b] [888c] [999d] 456b EE seat=E round=E win=E by=discard | 32
        # ... and a pair of the prevailing wind alone still scores 2
        bmja | [[element]]\\nid = "own-wind-pair"\\nexcludes = ["prevailing-wind-pair"] | [222b] [888c] [999d] 456b EE seat=S round=E win=E by=discard | 30
        # eastStreakLimit with its limit hand added to bmja: East's fifth win in a row
        bmja | [options]\\neastStreakLimit = 5\\n[[element]]\\nid = "east-streak"\\nname = "East's fifth win"\\nlimit = 100 | [222b] [888c] [999d] 456b 77d seat=E round=E win=7d by=discard east-streak | 1000
        # the flag means nothing under the preset: 28
        bmja | # nothing changed | [222b] [888c] [999d] 456b 77d seat=E round=E win=7d by=discard east-streak | 28
        # item 11, kongHas3Types off (dmjl): the flag changes nothing, (16+4+4+20+4)=48 x2 = 96
        dmjl | # nothing changed | [EEEE] 222b 555c 789d 99d seat=S round=E win=9d by=discard claimed-kongs | 96
        # ... on: three concealed pungs, 48 x2^2 = 192
        dmjl | [options]\\nkongHas3Types = true | [EEEE] 222b 555c 789d 99d seat=S round=E win=9d by=discard claimed-kongs | 192
        # item 12, maxChows 1 on dmjl: two chows are no winning hand
        dmjl | [options]\\nmaxChows = 1 | [123b] [456c] 777d 999d RR seat=S round=E win=R by=discard | 0
        # item 13, no limit (roof off): (32+4+8+8+20+2+4+2)=80 x2^6 = 5120 (the preset: 500)
        dmjl | [options]\\nlimit = "none" | {EEEE} [RRR] 999b 111c 99d seat=E round=E win=9d by=wall | 5120
        # ... and a limit hand is worth the notional limit, or its ordinary value if higher
        dmjl | [options]\\nlimit = "none" | 19b 19c 19d ESWN RGPP seat=S round=E win=P by=wall | 500
        # item 16, rounding the final score to 10: 34 -> 30 (B from the wall, dmjl)
        dmjl | [options]\\nrounding = "final-to-10" | [222b] [888c] [999d] 456b 77d seat=S round=E win=7d by=wall | 30
        """)
    void theOptionIsHonoured(String base, String change, String hand, long total) {
        ScoreResult result = Scorer.score(Hand.parse(hand), club(base, change));

        assertThat(result.total()).as(GoldenHandsTest.describe(result)).isEqualTo(total);
        assertThat(result instanceof ScoreSheet).isEqualTo(total > 0);
    }
}
