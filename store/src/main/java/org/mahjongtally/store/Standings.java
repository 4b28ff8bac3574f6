package org.mahjongtally.store;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The club's standings over a period: for every player who played a game with at least one
 * hand in it, the games played, hands won, total points, money (per currency), average points
 * per game and best hand. Ordered by total points, then by name.
 */
public final class Standings {

    private Standings() {
    }

    /**
     * One player's line.
     *
     * @param playerId the player
     * @param player the name
     * @param games games played (with at least one hand)
     * @param hands hands played
     * @param won hands won
     * @param points total points
     * @param money total money by currency ("" for games not played for money is left out)
     * @param average points per game, to one decimal place (half up)
     * @param bestHand the highest hand score
     * @param bestGame the game of the best hand
     * @param bestHandNumber the hand of the best hand in that game
     */
    public record Line(long playerId, String player, int games, int hands, int won, long points,
            Map<String, BigDecimal> money, BigDecimal average, long bestHand, Optional<String> bestGame,
            Optional<Integer> bestHandNumber) {
    }

    /** Adds up the players' games. */
    public static List<Line> of(List<PlayerGame> games) {
        Map<Long, List<PlayerGame>> byPlayer = new LinkedHashMap<>();
        for (PlayerGame g : games) {
            if (g.hands() > 0) {
                byPlayer.computeIfAbsent(g.playerId(), k -> new ArrayList<>()).add(g);
            }
        }
        List<Line> lines = new ArrayList<>();
        byPlayer.forEach((id, list) -> {
            int hands = 0;
            int won = 0;
            long points = 0;
            Map<String, BigDecimal> money = new TreeMap<>();
            PlayerGame best = null;
            for (PlayerGame g : list) {
                hands += g.hands();
                won += g.won();
                points = Math.addExact(points, g.points());
                if (!g.currency().isEmpty() || g.money().signum() != 0) {
                    money.merge(g.currency(), g.money(), BigDecimal::add);
                }
                if (g.bestHandNumber().isPresent() && (best == null || g.bestHand() > best.bestHand())) {
                    best = g;
                }
            }
            BigDecimal average = BigDecimal.valueOf(points).divide(BigDecimal.valueOf(list.size()), 1,
                    RoundingMode.HALF_UP);
            lines.add(new Line(id, list.get(0).player(), list.size(), hands, won, points, money, average,
                    best == null ? 0 : best.bestHand(), Optional.ofNullable(best).map(PlayerGame::gameId),
                    best == null ? Optional.empty() : best.bestHandNumber()));
        });
        lines.sort(Comparator.comparingLong(Line::points).reversed().thenComparing(Line::player,
                String.CASE_INSENSITIVE_ORDER));
        return lines;
    }
}
