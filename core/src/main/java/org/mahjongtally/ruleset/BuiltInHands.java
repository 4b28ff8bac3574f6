/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.ruleset;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The built-in special hands, each written as a pattern (docs/special-hands.md): what each
 * special-hand id of the presets means. This is the one place where they are defined; the
 * presets' files name them by id with their values, and a ruleset that gives one of them no
 * pattern of its own (every preset, and every game's ruleset written out before patterns
 * existed) means this one, so the hashes of those rulesets stay as they were (docs/rulesets.md,
 * "Special hands"). Where the books differ, the ids differ too (docs/special-hands.md, "The
 * presets"). What each hand is and where its rule comes from: docs/rules.md §8.1 (BMJA, from the
 * BMJA special hands page) and §8.2 (Millington M 122, the German league). {@code PresetTotalsTest} proves that the presets score every test hand as they did
 * when these hands were Java classes.
 */
public final class BuiltInHands {

    private static final Map<RuleId, String> PATTERNS = new HashMap<>();

    static {
        // BMJA: pungs or kongs and a pair, all of one suit, no honours.
        hand(RuleId.PURITY, "4 pungs x\npair x");
        // BMJA: seven pairs of 1s, 9s, winds and dragons; four equal tiles are two pairs.
        hand(RuleId.ALL_PAIR_HONOURS, "7 pairs major");
        // BMJA: seven pairs, each the same number in two different suits.
        hand(RuleId.KNITTING, "7 knitted pairs");
        // BMJA: four times one number in all three suits, and one number in two suits.
        hand(RuleId.TRIPLE_KNITTING, "4 knitted triples\nknitted pair");
        // One of each 1 and 9, wind and dragon, and one more of any of them.
        hand(RuleId.THIRTEEN_UNIQUE_WONDERS, "singles 19b 19c 19d ESWN RGP\nsingle major");
        // Pungs or kongs and a pair of 1s and 9s only.
        hand(RuleId.HEADS_AND_TAILS, "4 pungs terminal\npair terminal");
        // Honour sets and an honour pair.
        hand(RuleId.ALL_WINDS_AND_DRAGONS, "4 pungs honour\npair honour");
        // Four kongs (and any pair).
        hand(RuleId.FOURFOLD_PLENTY, "4 kongs");
        // A pung or kong of each dragon, any fourth set and any pair (dmjl).
        hand(RuleId.THREE_GREAT_SCHOLARS, "pungs R G P");
        // BMJA and Millington: the fourth set is a pung or kong too.
        hand(RuleId.THREE_GREAT_SCHOLARS_NO_CHOWS, "pungs R G P\npung");
        // A pung or kong of each wind and any pair.
        hand(RuleId.FOUR_BLESSINGS, "pungs E S W N");
        // BMJA: four concealed pungs and a pair of one suit, winds and dragons allowed; no kongs.
        // The last pung or the pair may be completed with a discard.
        hand(RuleId.BURIED_TREASURE, "4 pungs\nno kongs\nonly x honour\nconcealed");
        // BMJA: pungs or kongs and a pair, all green (2 3 4 6 8 bamboo and the green dragon).
        hand(RuleId.IMPERIAL_JADE, "4 pungs\npair\nonly 23468b G");
        // Millington and the German league: the same, chows 2-3-4 of bamboo allowed.
        hand(RuleId.ALL_GREEN, "4 sets\npair\nonly 23468b G");
        // BMJA: 1-1-1, 2 to 8, 9-9-9 of one suit, all concealed, and one more 2 to 8 of the suit.
        hand(RuleId.GATES_OF_HEAVEN, "pungs 1x 9x\nsingles 2345678x\nsingle simple x");
        // Millington and the German league: waiting on 1112345678999 of one suit for any of its
        // nine tiles.
        hand(RuleId.NINE_GATES, "pungs 1x 9x\nsingles 2345678x\nwinning single x");
        // BMJA: a pair of 1s, 2 to 9 of the same suit and one of each wind.
        hand(RuleId.WRIGGLING_SNAKE, "pair 1x\nsingles 23456789x\nsingles ESWN");
        // Millington's Wriggling Snake, the German league's Squirming Snake: pungs (not kongs) of 1
        // and 9, two chows and a pair of 2, 5 or 8 of one suit, running from 2 to 8 without a gap.
        hand(RuleId.SQUIRMING_SNAKE, "pungs 1x 9x\n2 chows x\npair 2x or 5x or 8x\nno kongs\nholds 2345678x");
        // Four sets and a pair of one suit, no honours, concealed as the concealed-hand double
        // counts it.
        hand(RuleId.CONCEALED_CLEAR_SUIT, "4 sets x\npair x\nconcealed");
        // Millington's Buried Treasure: pungs or kongs, all concealed, the winning tile drawn.
        hand(RuleId.HIDDEN_TREASURE, "4 pungs\nconcealed\nwin by self-drawn");
        hand(RuleId.HEAVENS_BLESSING, "seat E\nwin by deal");
        hand(RuleId.EARTHS_BLESSING, "seat S or W or N\nwin by first-discard");
        hand(RuleId.PLUM_BLOSSOM, "win by loose with 5d");
        hand(RuleId.MOON_FROM_THE_SEA, "win by last-wall with 1d");
        hand(RuleId.TWOFOLD_FORTUNE, "twofold-fortune");
        hand(RuleId.CARRYING_POLE, "win by robbed with 2b");
        hand(RuleId.EAST_STREAK, "seat E\neast-streak");
    }

    private BuiltInHands() {
    }

    private static void hand(RuleId id, String pattern) {
        PATTERNS.put(id, pattern + "\n");
    }

    /** The pattern of a built-in special hand; empty for any other id. */
    public static Optional<String> pattern(RuleId id) {
        return Optional.ofNullable(PATTERNS.get(id));
    }

    /** Every built-in special hand's pattern, by id. */
    public static Map<RuleId, String> all() {
        return Collections.unmodifiableMap(PATTERNS);
    }
}
