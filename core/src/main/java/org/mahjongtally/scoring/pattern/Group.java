/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.pattern;

import java.util.List;

/**
 * One group a pattern asks for: a kind, the tiles it may be (alternatives joined by {@code or};
 * none: any tile), whether it must be concealed or exposed, and whether the winning tile must be
 * in it. {@code 4 pungs honour} is four equal groups.
 *
 * @param kind what the group is
 * @param tiles the alternatives, at least one of which the group's tile is (for a chow its lowest
 *     tile); empty for any
 * @param exposure whether the group must be concealed or exposed, or either
 * @param winning whether the winning tile must complete it (a hand of sets) or be in it (an
 *     irregular hand)
 * @param place where the part that asks for it is written
 */
public record Group(GroupKind kind, List<Term> tiles, Exposure exposure, boolean winning, Place place) {

    /** Whether a group must be concealed or exposed. */
    public enum Exposure {
        /** Concealed or exposed. */
        EITHER,
        /** Concealed (a claimed kong that counts as concealed too). */
        CONCEALED,
        /** Exposed. */
        EXPOSED
    }

    public Group {
        tiles = List.copyOf(tiles);
    }
}
