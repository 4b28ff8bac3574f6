/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.special;

import org.mahjongtally.hand.Flag;
import org.mahjongtally.hand.WinMethod;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.scoring.rule.SpecialHandRule;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

/**
 * Special hands made by how the hand was won rather than by its tiles (docs/rules.md §8.1, BMJA;
 * M 122(a)-(f) and (r)). The tiles must still make a winning hand in some reading.
 * <ul>
 *   <li>Heaven's Blessing: East goes out with his dealt fourteen tiles ({@code seat=E by=deal}).</li>
 *   <li>Earth's Blessing: another player goes out on East's first discard ({@code by=first-discard}).</li>
 *   <li>Gathering the Plum Blossom from the Roof: going out with 5 dots drawn as a loose tile.</li>
 *   <li>Plucking the Moon from the Bottom of the Sea: going out with 1 dots, the last wall tile.</li>
 *   <li>Twofold Fortune: a kong, whose loose tile makes a second kong, whose loose tile gives
 *       Mah-Jong (written as the flag {@code twofold-fortune}).</li>
 *   <li>Scratching a Carrying Pole (M 122(e), German league): going out by robbing a kong of
 *       2 bamboo.</li>
 *   <li>East's streak (M 122(r): the 13th consecutive Mah-Jong; German league: the 9th): East
 *       goes out for the Nth time in a row, N being the ruleset's {@code eastStreakLimit}
 *       (written as the flag {@code east-streak}; never under a ruleset whose limit is 0).</li>
 * </ul>
 */
public final class Circumstance implements SpecialHandRule {

    /** East goes out with the dealt hand. */
    public static final Circumstance HEAVENS_BLESSING = new Circumstance(RuleId.HEAVENS_BLESSING);
    /** Another player goes out on East's first discard. */
    public static final Circumstance EARTHS_BLESSING = new Circumstance(RuleId.EARTHS_BLESSING);
    /** 5 dots as a loose tile. */
    public static final Circumstance PLUM_BLOSSOM = new Circumstance(RuleId.PLUM_BLOSSOM);
    /** 1 dots as the last wall tile. */
    public static final Circumstance MOON_FROM_THE_SEA = new Circumstance(RuleId.MOON_FROM_THE_SEA);
    /** Kong upon kong, then Mah-Jong. */
    public static final Circumstance TWOFOLD_FORTUNE = new Circumstance(RuleId.TWOFOLD_FORTUNE);
    /** Robbing a kong of 2 bamboo. */
    public static final Circumstance CARRYING_POLE = new Circumstance(RuleId.CARRYING_POLE);
    /** East's Nth win in a row. */
    public static final Circumstance EAST_STREAK = new Circumstance(RuleId.EAST_STREAK);

    private final RuleId id;

    private Circumstance(RuleId id) {
        this.id = id;
    }

    @Override
    public RuleId id() {
        return id;
    }

    @Override
    public boolean matches(ScoringView view) {
        if (!view.isWinner()) {
            return false;
        }
        WinMethod m = view.method();
        Tile tile = view.winningTile().orElseThrow();
        return switch (id.id()) {
            case "heavens-blessing" -> view.seat() == Wind.EAST && m == WinMethod.DEAL;
            case "earths-blessing" -> view.seat() != Wind.EAST && m == WinMethod.FIRST_DISCARD;
            case "plum-blossom" -> tile == Tile.D5 && m == WinMethod.LOOSE;
            case "moon-from-the-sea" -> tile == Tile.D1 && m == WinMethod.LAST_WALL;
            case "twofold-fortune" -> view.has(Flag.TWOFOLD_FORTUNE);
            case "carrying-pole" -> tile == Tile.B2 && m == WinMethod.ROBBED;
            case "east-streak" -> view.seat() == Wind.EAST && view.has(Flag.EAST_STREAK)
                    && view.ruleset().scoring().eastStreakLimit() > 0;
            default -> false;
        };
    }
}
