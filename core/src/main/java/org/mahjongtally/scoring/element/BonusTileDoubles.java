/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.element;

import java.util.ArrayList;
import java.util.List;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.rule.Awards;
import org.mahjongtally.scoring.rule.ScoringRule;
import org.mahjongtally.scoring.rule.ScoringView;
import org.mahjongtally.tile.Tile;

/**
 * Doubles for bonus tiles (docs/rules.md §6.1): the player's own flower, own season (BMJA: 1 each),
 * own flower and own season together (Millington, German league: 1), all four flowers or all
 * four seasons (BMJA: 2 in all, excluding the own-tile double; Millington: 1). A flower or
 * season is the player's own when its number is his seat: 1 East, 2 South, 3 West, 4 North.
 */
public final class BonusTileDoubles implements ScoringRule {

    /** Which bonus tiles the element asks for. */
    private enum Wanted { OWN_FLOWER, OWN_SEASON, OWN_BOTH, ALL_FLOWERS, ALL_SEASONS }

    /** The player's own flower. */
    public static final BonusTileDoubles OWN_FLOWER = new BonusTileDoubles(RuleId.OWN_FLOWER, Wanted.OWN_FLOWER);
    /** The player's own season. */
    public static final BonusTileDoubles OWN_SEASON = new BonusTileDoubles(RuleId.OWN_SEASON, Wanted.OWN_SEASON);
    /** Both the player's own flower and his own season. */
    public static final BonusTileDoubles OWN_FLOWER_AND_SEASON =
            new BonusTileDoubles(RuleId.OWN_FLOWER_AND_SEASON, Wanted.OWN_BOTH);
    /** All four flowers (a bouquet). */
    public static final BonusTileDoubles ALL_FLOWERS = new BonusTileDoubles(RuleId.ALL_FLOWERS, Wanted.ALL_FLOWERS);
    /** All four seasons. */
    public static final BonusTileDoubles ALL_SEASONS = new BonusTileDoubles(RuleId.ALL_SEASONS, Wanted.ALL_SEASONS);

    private final RuleId id;
    private final Wanted wanted;

    private BonusTileDoubles(RuleId id, Wanted wanted) {
        this.id = id;
        this.wanted = wanted;
    }

    @Override
    public RuleId id() {
        return id;
    }

    @Override
    public void apply(ScoringView view, Awards awards) {
        List<Tile> bonus = view.hand().bonus();
        if (bonus.isEmpty()) {
            return;
        }
        int seat = view.seat().ordinal() + 1;
        Tile ownFlower = Tile.flower(seat);
        Tile ownSeason = Tile.season(seat);
        switch (wanted) {
            case OWN_FLOWER -> {
                if (bonus.contains(ownFlower)) {
                    awards.add(id, ownFlower);
                }
            }
            case OWN_SEASON -> {
                if (bonus.contains(ownSeason)) {
                    awards.add(id, ownSeason);
                }
            }
            case OWN_BOTH -> {
                if (bonus.contains(ownFlower) && bonus.contains(ownSeason)) {
                    awards.add(id, List.of(ownFlower, ownSeason));
                }
            }
            case ALL_FLOWERS -> addIfAllFour(bonus, true, awards);
            case ALL_SEASONS -> addIfAllFour(bonus, false, awards);
        }
    }

    private void addIfAllFour(List<Tile> bonus, boolean flowers, Awards awards) {
        int found = 0;
        for (int i = 0; i < bonus.size(); i++) {
            if (bonus.get(i).isFlower() == flowers) {
                found++;
            }
        }
        if (found == 4) {
            List<Tile> four = new ArrayList<>(4);
            for (Tile t : bonus) {
                if (t.isFlower() == flowers) {
                    four.add(t);
                }
            }
            awards.add(id, four);
        }
    }
}
