/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.element;

import org.mahjongtally.hand.WinMethod;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;

/**
 * Winner's doubles for how the winning tile came (docs/rules.md §6.2, BMJA and M 117(h)-(k)):
 * a loose tile after a kong, the last tile of the live wall, the final discard, a tile robbed
 * from a kong. They are not exclusive of each other.
 */
public final class WayOfGoingOut extends WholeHandRule {

    /** Mah-Jong with a loose tile (the replacement after a kong). */
    public static final WayOfGoingOut LOOSE_TILE = new WayOfGoingOut(RuleId.LOOSE_TILE, WinMethod.LOOSE);
    /** Mah-Jong with the last tile of the live wall. */
    public static final WayOfGoingOut LAST_WALL_TILE =
            new WayOfGoingOut(RuleId.LAST_WALL_TILE, WinMethod.LAST_WALL);
    /** Mah-Jong with the final discard. */
    public static final WayOfGoingOut LAST_DISCARD =
            new WayOfGoingOut(RuleId.LAST_DISCARD, WinMethod.LAST_DISCARD);
    /** Mah-Jong by robbing a kong. */
    public static final WayOfGoingOut ROBBING_A_KONG =
            new WayOfGoingOut(RuleId.ROBBING_A_KONG, WinMethod.ROBBED);

    private final WinMethod method;

    private WayOfGoingOut(RuleId id, WinMethod method) {
        super(id);
        this.method = method;
    }

    @Override
    boolean applies(ScoringView view) {
        return view.isWinner() && view.method() == method;
    }
}
