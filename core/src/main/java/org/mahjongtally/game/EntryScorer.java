/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.mahjongtally.TallyException;
import org.mahjongtally.hand.Flag;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.WinContext;
import org.mahjongtally.hand.WinMethod;
import org.mahjongtally.scoring.NotAWinningHand;
import org.mahjongtally.scoring.ScoreResult;
import org.mahjongtally.scoring.ScoreSheet;
import org.mahjongtally.scoring.Scorer;
import org.mahjongtally.settlement.DrawPays;
import org.mahjongtally.tile.Wind;

/**
 * Turns the entries of one hand into four scores: typed scores as they are, tiles scored by
 * the engine in the seat and prevailing wind the game gives (a hand that names them must agree).
 * Checks that every score needed is there, that only the winner declares a win, and, when all
 * four hands are given as tiles, that the table holds no tile too often. A hand being entered
 * is also checked for a way of winning that cannot have happened; a booked hand is scored as it
 * was booked ({@link Game}).
 */
final class EntryScorer {

    private final GameSetup setup;
    private final Scorer scorer;

    EntryScorer(GameSetup setup, Scorer scorer) {
        this.setup = setup;
        this.scorer = scorer;
    }

    /**
     * Four scores in starting seat order (0 for a player not given after a draw) and the score
     * sheets of the players given as tiles.
     */
    record Scores(long[] points, List<Optional<ScoreSheet>> sheets) {
    }

    /**
     * @param entered whether the hand is being entered or corrected now, rather than replayed
     *     as booked: only then is an impossible way of winning refused
     */
    Scores score(int number, HandRecord record, Rotation rotation, int winner, boolean entered) {
        PlayerEntry[] byPlayer = byPlayer(number, record);
        requireNeeded(number, byPlayer, winner);
        Map<String, Hand> hands = new LinkedHashMap<>();
        long[] points = new long[4];
        List<Optional<ScoreSheet>> sheets = new ArrayList<>(4);
        for (int p = 0; p < 4; p++) {
            sheets.add(Optional.empty());
            if (byPlayer[p] instanceof PlayerEntry.Score s) {
                points[p] = s.points();
            } else if (byPlayer[p] instanceof PlayerEntry.Tiles t) {
                hands.put(setup.players().get(p), seated(number, p, t.notation(), rotation, winner, entered));
            }
        }
        if (entered && winner >= 0) {
            requireDiscardWhenDiscarderNamed(number, record, hands.get(setup.players().get(winner)));
        }
        if (hands.size() >= 2) {
            TableCheck.check(number, hands);
        }
        for (int p = 0; p < 4; p++) {
            Hand hand = hands.get(setup.players().get(p));
            if (hand != null) {
                ScoreSheet sheet = sheet(number, p, hand);
                sheets.set(p, Optional.of(sheet));
                points[p] = sheet.total();
            }
        }
        return new Scores(points, sheets);
    }

    /**
     * A discarder is named only for a winning tile that came from another player: tiles that
     * say the tile was self-drawn ({@code by=wall}, {@code loose}, {@code last-wall},
     * {@code deal}) contradict him, and would score the self-drawn points while the hand is
     * settled as a win on his discard (docs/notation.md, context).
     */
    private void requireDiscardWhenDiscarderNamed(int number, HandRecord record, Hand winnersHand) {
        if (record.discarder().isEmpty() || winnersHand == null) {
            return;
        }
        WinMethod method = winnersHand.context().method();
        if (method.isSelfDrawn()) {
            throw GameException.invalidHand(number, GameProblem.DISCARDER_OF_SELF_DRAWN_TILE, record.discarder().get(),
                    record.winner().orElseThrow(), method);
        }
    }

    private PlayerEntry[] byPlayer(int number, HandRecord record) {
        PlayerEntry[] byPlayer = new PlayerEntry[4];
        for (Map.Entry<String, PlayerEntry> e : record.entries().entrySet()) {
            int p = setup.indexOf(e.getKey()).orElseThrow(() -> GameException.inHand(number,
                    GameProblem.NO_SUCH_PLAYER, e.getKey(), GameProblem.players(setup.players())));
            if (byPlayer[p] != null) {
                throw GameException.inHand(number, GameProblem.GIVEN_TWICE, setup.players().get(p));
            }
            byPlayer[p] = e.getValue();
        }
        return byPlayer;
    }

    private void requireNeeded(int number, PlayerEntry[] byPlayer, int winner) {
        boolean drawSettles = setup.ruleset().settlement().drawPays() == DrawPays.DIFFERENCES
                && setup.ruleset().settlement().losersSettle();
        if (winner < 0 && !drawSettles) {
            return;
        }
        List<String> missing = new ArrayList<>();
        for (int p = 0; p < 4; p++) {
            if (byPlayer[p] == null) {
                missing.add(setup.players().get(p));
            }
        }
        if (!missing.isEmpty()) {
            throw GameException.inHand(number, GameProblem.SCORES_MISSING, GameProblem.players(missing));
        }
    }

    /** The hand in the game's seat and prevailing wind, checked against what it says itself. */
    private Hand seated(int number, int p, String notation, Rotation rotation, int winner, boolean entered) {
        String name = setup.players().get(p);
        Hand hand;
        try {
            hand = Hand.parse(notation);
        } catch (TallyException e) {
            throw GameException.within(number, name, e);
        }
        Wind seat = rotation.seatOf(p);
        Wind prevailing = rotation.prevailing();
        NotationKeys keys = NotationKeys.of(notation);
        if (keys.hasSeat() && hand.context().seat() != seat) {
            throw GameException.inHand(number, GameProblem.SEAT_SAID, name, hand.context().seat(), seat);
        }
        if (keys.hasRound() && hand.context().prevailing() != prevailing) {
            throw GameException.inHand(number, GameProblem.ROUND_SAID, name, hand.context().prevailing(), prevailing);
        }
        if (hand.isWinner() && p != winner) {
            throw winner < 0 ? GameException.inHand(number, GameProblem.WIN_IN_A_DRAW, name)
                    : GameException.inHand(number, GameProblem.WIN_OF_ANOTHER, name, setup.players().get(winner));
        }
        if (!hand.isWinner() && p == winner) {
            throw GameException.inHand(number, GameProblem.WINNER_WITHOUT_WIN, name);
        }
        WinContext context = hand.context().withSeat(seat).withPrevailing(prevailing);
        if (entered) {
            try {
                context.requirePossibleForSeat();
            } catch (TallyException e) {
                throw GameException.within(number, name, e);
            }
        }
        if (p == winner && rotation.dealer() == p && isStreakWin(rotation)) {
            Set<Flag> flags = EnumSet.of(Flag.EAST_STREAK);
            flags.addAll(context.flags());
            context = context.withFlags(flags);
        }
        return hand.withContext(context);
    }

    /** Whether East winning this hand completes the ruleset's run of wins (a limit hand). */
    private boolean isStreakWin(Rotation rotation) {
        int limit = setup.ruleset().scoring().eastStreakLimit();
        return limit > 0 && rotation.eastWins() + 1 >= limit;
    }

    private ScoreSheet sheet(int number, int p, Hand hand) {
        // checked in seated() when the hand is being entered; a booked hand is scored as booked
        ScoreResult result = scorer.scoreAsBooked(hand);
        if (result instanceof NotAWinningHand not) {
            throw GameException.invalidHand(number, GameProblem.NOT_A_WINNING_HAND, setup.players().get(p),
                    setup.ruleset().id(), not.reason());
        }
        return (ScoreSheet) result;
    }
}
