package org.mahjongtally.scoring.element;

import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.Awards;
import org.mahjongtally.scoring.ScoringRule;
import org.mahjongtally.scoring.ScoringView;
import org.mahjongtally.tile.Tile;

/**
 * Doubles for bonus tiles (RULES.md 6.1): the player's own flower, own season (BMJA: 1 each),
 * own flower and own season together (Millington, German league: 1), all four flowers or all
 * four seasons (BMJA: 2 in all, excluding the own-tile double; Millington: 1). A flower or
 * season is the player's own when its number is his seat: 1 East, 2 South, 3 West, 4 North.
 */
public final class BonusTileDoubles implements ScoringRule {

    /** The player's own flower. */
    public static final BonusTileDoubles OWN_FLOWER =
            new BonusTileDoubles(RuleId.OWN_FLOWER, v -> own(v, true).size() == 1, v -> own(v, true));
    /** The player's own season. */
    public static final BonusTileDoubles OWN_SEASON =
            new BonusTileDoubles(RuleId.OWN_SEASON, v -> own(v, false).size() == 1, v -> own(v, false));
    /** Both the player's own flower and his own season. */
    public static final BonusTileDoubles OWN_FLOWER_AND_SEASON = new BonusTileDoubles(
            RuleId.OWN_FLOWER_AND_SEASON,
            v -> own(v, true).size() == 1 && own(v, false).size() == 1,
            v -> List.of(own(v, true).get(0), own(v, false).get(0)));
    /** All four flowers (a bouquet). */
    public static final BonusTileDoubles ALL_FLOWERS = new BonusTileDoubles(
            RuleId.ALL_FLOWERS, v -> kind(v, true).size() == 4, v -> kind(v, true));
    /** All four seasons. */
    public static final BonusTileDoubles ALL_SEASONS = new BonusTileDoubles(
            RuleId.ALL_SEASONS, v -> kind(v, false).size() == 4, v -> kind(v, false));

    private final RuleId id;
    private final Predicate<ScoringView> applies;
    private final java.util.function.Function<ScoringView, List<Tile>> tiles;

    private BonusTileDoubles(RuleId id, Predicate<ScoringView> applies,
            java.util.function.Function<ScoringView, List<Tile>> tiles) {
        this.id = id;
        this.applies = applies;
        this.tiles = tiles;
    }

    @Override
    public RuleId id() {
        return id;
    }

    @Override
    public void apply(ScoringView view, Awards awards) {
        if (!view.hand().bonus().isEmpty() && applies.test(view)) {
            awards.add(id, tiles.apply(view));
        }
    }

    private static List<Tile> kind(ScoringView v, boolean flowers) {
        return v.hand().bonus().stream().filter(t -> t.isFlower() == flowers).collect(Collectors.toList());
    }

    private static List<Tile> own(ScoringView v, boolean flowers) {
        return v.hand().bonus().stream()
                .filter(t -> t.isFlower() == flowers && t.bonusWind() == v.seat())
                .collect(Collectors.toList());
    }
}
