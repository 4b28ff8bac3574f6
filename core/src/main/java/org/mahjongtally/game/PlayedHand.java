/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.game;

import java.util.List;
import java.util.Optional;
import org.mahjongtally.scoring.ScoreSheet;
import org.mahjongtally.settlement.PaymentKind;
import org.mahjongtally.settlement.Settlement;
import org.mahjongtally.tile.Wind;

/**
 * One hand of the game as the table sees it after replaying: the seats and the prevailing
 * wind, each player's score (with its breakdown when tiles were given), the settlement
 * (payments by seat), the penalties and the balances.
 *
 * @param number the hand's number, from 1
 * @param record what was recorded
 * @param prevailing the prevailing wind
 * @param eastPlayer the name of the player who was East
 * @param players each player's result, in starting seat order
 * @param settlement who paid whom (seats), from the scores and the outcome
 */
public record PlayedHand(int number, HandRecord record, Wind prevailing, String eastPlayer,
        List<PlayerResult> players, Settlement settlement) {

    /** Copies the list. */
    public PlayedHand {
        players = List.copyOf(players);
    }

    /** The winner's name, empty for a draw. */
    public Optional<String> winner() {
        return record.winner();
    }

    /** The result of the player in a seat. */
    public PlayerResult inSeat(Wind seat) {
        return players.stream().filter(p -> p.seat() == seat).findFirst().orElseThrow();
    }

    /**
     * How the hand ended. A named discarder makes it a win on his discard, whatever the
     * winner's tiles say (a hand booked so is settled on his discard); else the winner's tiles
     * say whether the tile was another player's; a typed score says nothing, unless the hand was
     * settled with the self-drawn double.
     */
    public HandEnding ending() {
        if (record.winner().isEmpty()) {
            return HandEnding.DRAW;
        }
        if (record.discarder().isPresent()) {
            return HandEnding.DISCARD;
        }
        String winner = record.winner().get();
        Optional<ScoreSheet> sheet = players.stream().filter(p -> p.player().equals(winner)).findFirst()
                .flatMap(PlayerResult::sheet);
        if (sheet.isPresent()) {
            return sheet.get().hand().context().method().isFromAnotherPlayer() ? HandEnding.ANOTHERS_TILE
                    : HandEnding.SELF_DRAWN;
        }
        return settlement.payments().stream().anyMatch(p -> p.kind() == PaymentKind.SELF_DRAWN_DOUBLE)
                ? HandEnding.SELF_DRAWN : HandEnding.TYPED;
    }
}
