/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a whole game gives one of its players, for the club's books: the hands played and won,
 * the total, the money, the best hand and the place. A store keeps these beside the game and
 * {@link Standings} adds them up over a period.
 *
 * @param seat the starting seat, 1 (East) to 4
 * @param player the player's name in the game
 * @param hands how many hands the game has had
 * @param won how many of them the player won
 * @param points the player's total in the game
 * @param money the total in money at the game's stakes
 * @param currency the stakes' currency label ("" when not played for money)
 * @param bestHand the player's highest hand score in the game (typed or from the tiles), 0 if none
 * @param bestHandNumber the hand it was in, empty if no hand scored above 0
 * @param place the player's place in the game, 1 to 4 (equal totals share a place)
 */
public record GameResult(int seat, String player, int hands, int won, long points, BigDecimal money,
        String currency, long bestHand, Optional<Integer> bestHandNumber, int place) {

    /** What the game gives each of its four players, in starting seat order. */
    public static List<GameResult> of(GameSheet sheet) {
        GameSetup setup = sheet.setup();
        List<GameResult> results = new ArrayList<>();
        List<GameSheet.Standing> standings = sheet.standings();
        for (int p = 0; p < 4; p++) {
            final int seat = p;
            String name = setup.players().get(p);
            int won = 0;
            long best = 0;
            Integer bestNumber = null;
            for (PlayedHand hand : sheet.hands()) {
                if (hand.winner().flatMap(setup::indexOf).filter(i -> i == seat).isPresent()) {
                    won++;
                }
                long score = hand.players().get(p).score();
                if (score > best) {
                    best = score;
                    bestNumber = hand.number();
                }
            }
            int place = standings.stream().filter(s -> s.player().equals(name)).findFirst()
                    .map(GameSheet.Standing::place).orElse(p + 1);
            results.add(new GameResult(p + 1, name, sheet.hands().size(), won, sheet.totals().get(p),
                    sheet.money(p), setup.options().stakes().currency(), best, Optional.ofNullable(bestNumber),
                    place));
        }
        return results;
    }
}
