/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.mahjongtally.TallyException;
import org.mahjongtally.settlement.Outcome;
import org.mahjongtally.settlement.SeatAmounts;
import org.mahjongtally.settlement.Settlement;
import org.mahjongtally.settlement.SettlementOptions;
import org.mahjongtally.scoring.Scorer;
import org.mahjongtally.tile.Wind;

/**
 * A game is a replay of its recorded hands: starting from the setup, each hand is scored and
 * settled in the seats the rotation gives it, and the totals run on. Nothing derived is ever
 * stored, so correcting hand 7 recomputes hands 8 to 16 (their seats and winds too). Pure.
 *
 * <p>A hand being entered or corrected is checked as new input: a way of winning that cannot
 * have happened is refused ({@link org.mahjongtally.hand.WinContext#requirePossibleForSeat}, a
 * discarder named for a self-drawn tile). Hands already booked are replayed as they were booked,
 * without those checks, so that a game booked before a check was added, or whose seats a
 * deletion moved, still opens with the balances its players settled (docs/notation.md, "Hands
 * already booked").
 */
public final class Game {

    /** The number {@link #playOn} is given when no hand is being entered. */
    private static final int NONE_ENTERED = 0;

    private Game() {
    }

    /**
     * Replays a game's booked hands, as they were booked: a way of winning that a hand being
     * entered would be refused for (see the class) is scored as it was when the hand was booked.
     * For opening a stored game, restoring, importing and deleting a hand.
     *
     * @throws GameException for the first hand that cannot be accepted, naming it, or
     *     ({@code out-of-range}) for more hands than {@link Bound#HANDS}
     */
    public static GameSheet replay(GameSetup setup, List<HandRecord> hands) {
        return playOn(setup, List.of(), Rotation.start(setup.options().seatExchange()), new long[4], hands,
                NONE_ENTERED);
    }

    /**
     * Replays a game in which hand {@code entered} (from 1) has just been entered or corrected:
     * that hand is checked as new input, the others are replayed as booked ({@link #replay}).
     * With {@code entered} 0 no hand is checked, as {@link #replay}.
     *
     * @throws GameException for the first hand that cannot be accepted, naming it, or
     *     ({@code out-of-range}) for more hands than {@link Bound#HANDS}
     */
    public static GameSheet replayEntered(GameSetup setup, List<HandRecord> hands, int entered) {
        return playOn(setup, List.of(), Rotation.start(setup.options().seatExchange()), new long[4], hands, entered);
    }

    /**
     * The game with one more hand, entered now (and checked as new input, see the class): the
     * same sheet as replaying every hand with this one after them, but only the new hand is
     * played (the sheet already holds where the deal, the winds and the totals stand). Recording
     * a hand thus costs one hand, not the whole game.
     *
     * @throws GameException if the hand cannot be accepted, naming it, or ({@code out-of-range})
     *     if the game already has {@link Bound#HANDS} hands
     */
    public static GameSheet append(GameSheet sheet, HandRecord hand) {
        long[] totals = new long[4];
        for (int p = 0; p < 4; p++) {
            totals[p] = sheet.totals().get(p);
        }
        return playOn(sheet.setup(), sheet.hands(), sheet.next(), totals, List.of(hand), sheet.hands().size() + 1);
    }

    /**
     * Plays hands after those already played, from the rotation and totals they left.
     *
     * @param totals the totals so far, run on in place
     * @param entered the number of the hand being entered, checked as new input; 0 for none
     */
    private static GameSheet playOn(GameSetup setup, List<PlayedHand> played, Rotation from, long[] totals,
            List<HandRecord> hands, int entered) {
        Bound.HANDS.check((long) played.size() + hands.size());
        Scorer scorer = Scorer.of(setup.ruleset());
        HandPlayer player = new HandPlayer(setup, scorer);
        Rotation rotation = from;
        List<PlayedHand> all = new ArrayList<>(played.size() + hands.size());
        all.addAll(played);
        int streakLimit = setup.ruleset().scoring().eastStreakLimit();
        for (HandRecord record : hands) {
            int number = all.size() + 1;
            if (rotation.round() >= setup.options().rounds()) {
                throw GameException.inHand(number, GameProblem.GAME_OVER, setup.options().rounds());
            }
            PlayedHand hand = player.play(number, record, rotation, totals, number == entered);
            all.add(hand);
            int winner = record.winner().map(w -> setup.requireIndex(w, GameSetup.Role.WINNER)).orElse(-1);
            rotation = rotation.after(winner, setup.options().drawPassesDeal(), streakLimit);
        }
        List<Long> list = new ArrayList<>();
        for (long t : totals) {
            list.add(t);
        }
        return new GameSheet(setup, all, rotation, list);
    }

    /** Plays one hand in the seats of the rotation; see {@link #replay}. */
    private static final class HandPlayer {

        private final GameSetup setup;
        private final EntryScorer entries;

        HandPlayer(GameSetup setup, Scorer scorer) {
            this.setup = setup;
            this.entries = new EntryScorer(setup, scorer);
        }

        PlayedHand play(int number, HandRecord record, Rotation rotation, long[] totals, boolean entered) {
            try {
                return settle(number, record, rotation, totals, entered);
            } catch (TallyException e) {
                if (e instanceof GameException g && g.hand().equals(OptionalInt.of(number))) {
                    throw e;
                }
                throw GameException.within(number, null, e);
            }
        }

        private PlayedHand settle(int number, HandRecord record, Rotation rotation, long[] totals,
                boolean entered) {
            int winner = record.winner().map(w -> setup.requireIndex(w, GameSetup.Role.WINNER)).orElse(-1);
            int discarder = record.discarder().map(d -> setup.requireIndex(d, GameSetup.Role.DISCARDER)).orElse(-1);
            if (winner >= 0 && winner == discarder) {
                throw GameException.inHand(number, GameProblem.WINNER_IS_DISCARDER, setup.players().get(winner));
            }
            EntryScorer.Scores scores = entries.score(number, record, rotation, winner, entered);
            SeatAmounts bySeat = SeatAmounts.from(seat -> scores.points()[rotation.playerAt(seat)]);
            Outcome outcome = winner < 0 ? Outcome.draw()
                    : discarder < 0 ? Outcome.win(rotation.seatOf(winner))
                    : Outcome.winOnDiscard(rotation.seatOf(winner), rotation.seatOf(discarder));
            SettlementOptions options = setup.ruleset().settlement();
            Settlement settlement = Settlement.of(bySeat, options.forHand(outcome, record.payForAll()), options);
            long[] penalties = Penalties.balances(setup, record.penalties());
            List<PlayerResult> results = new ArrayList<>(4);
            for (int p = 0; p < 4; p++) {
                Wind seat = rotation.seatOf(p);
                long balance = Math.addExact(settlement.balances().get(seat), penalties[p]);
                totals[p] = Math.addExact(totals[p], balance);
                results.add(new PlayerResult(setup.players().get(p), seat, scores.points()[p],
                        scores.sheets().get(p), balance, penalties[p], totals[p]));
            }
            return new PlayedHand(number, record, rotation.prevailing(),
                    setup.players().get(rotation.dealer()), results, settlement);
        }
    }
}
