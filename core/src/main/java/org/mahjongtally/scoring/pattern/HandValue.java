/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.pattern;

/**
 * What a special hand is worth (docs/special-hands.md, "A special hand's entry"; docs/rules.md §8):
 * a share of the limit, doubles on the hand's basic points (as BMJA's Purity), or points.
 */
public sealed interface HandValue {

    /**
     * A share of the limit, in percent: 100 the limit, 50 half of it.
     *
     * @param percent 1 to 100
     */
    record LimitShare(int percent) implements HandValue {
        public LimitShare {
            if (percent < 1 || percent > 100) {
                throw new IllegalArgumentException("a share of the limit is 1 to 100 percent, not " + percent);
            }
        }
    }

    /**
     * Doubles on the basic points, instead of the ordinary doubles.
     *
     * @param doubles 1 or more
     */
    record Doubles(int doubles) implements HandValue {
        public Doubles {
            if (doubles < 1) {
                throw new IllegalArgumentException("a special hand gives 1 double or more, not " + doubles);
            }
        }
    }

    /**
     * Points, as a hand's whole basic score.
     *
     * @param points 1 or more
     */
    record Points(long points) implements HandValue {
        public Points {
            if (points < 1) {
                throw new IllegalArgumentException("a special hand gives 1 point or more, not " + points);
            }
        }
    }
}
