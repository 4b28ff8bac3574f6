package org.mahjongtally.web;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import org.mahjongtally.Message;
import org.mahjongtally.json.SettlementJson;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.settlement.Outcome;
import org.mahjongtally.settlement.SeatAmounts;
import org.mahjongtally.settlement.Settlement;
import org.mahjongtally.settlement.SettlementException;
import org.mahjongtally.settlement.SettlementOptions;
import org.mahjongtally.settlement.SettlementProblem;
import org.mahjongtally.settlement.TallySet;
import org.mahjongtally.store.StrictJson;
import org.mahjongtally.tile.Wind;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/**
 * The body of {@code POST /api/settle}: the four seats' scores, who went Mah-Jong ({@code null}
 * for a draw; it must be said, as {@code tally settle} needs --winner or --draw), on whose discard, the table's options, and whether to add the
 * minimum-transfer plan and the tallies to hand over. The answer is the tree of
 * {@code tally settle --json} for the same case.
 *
 * @param scores each seat's hand score: {@code {"E": 80, "S": 12, "W": 48, "N": 112}}; required
 * @param winner the winning seat, {@code E}, {@code S}, {@code W} or {@code N}, or JSON null for a
 *     draw; required
 * @param discarder the seat whose discard was the winning tile, when it matters
 * @param ruleset the preset whose settlement options and tallies are the defaults; {@code bmja}
 *     (the defaults of SETTLEMENT.md) if absent
 * @param options the table's settlement options; absent ones take the ruleset's
 * @param plan whether to add the fewest transfers that give the same balances (default false)
 * @param tallies whether to add the tallies (sticks) to hand over (default false)
 * @param tallySet the tallies of the set, such as {@code "Harmony=2,Man=10,Earth=100,Heaven=500"};
 *     the ruleset's if absent
 */
record SettleRequest(Map<String, Long> scores, JsonNode winner, String discarder, String ruleset,
        SettleOptions options, Boolean plan, Boolean tallies, String tallySet) {

    private static final String EXAMPLE = "{\"E\": 80, \"S\": 12, \"W\": 48, \"N\": 112}";

    /** The settlement's JSON tree, exactly as {@code tally settle --json} prints it. */
    Map<String, Object> answer() {
        Map<String, Long> given = StrictJson.required(scores, "scores", Message.of(WebProblem.SCORES_HINT, EXAMPLE));
        Optional<String> winnerSeat = StrictJson.nullableText(winner, "winner",
                Message.of(WebProblem.WINNER_SEAT_HINT));
        Ruleset rules = Presets.get(ruleset);
        SeatAmounts seatScores = seatScores(given);
        Outcome outcome = outcome(winnerSeat);
        SettlementOptions table = options == null ? rules.settlement() : options.applyTo(rules.settlement());
        Optional<Boolean> payForAll = options == null ? Optional.empty() : options.payForAll();
        Settlement settlement = Settlement.of(seatScores, table.forHand(outcome, payForAll), table);
        TallySet set = !Boolean.TRUE.equals(tallies) ? null
                : tallySet == null ? rules.tallies() : TallySet.parse(tallySet);
        // The reasons stay in English in the API; the page words them itself from "kind".
        return SettlementJson.of(settlement, Boolean.TRUE.equals(plan), set, Words.in(Language.ENGLISH)::reason);
    }

    private static SeatAmounts seatScores(Map<String, Long> given) {
        Map<Wind, Long> bySeat = new EnumMap<>(Wind.class);
        given.forEach((key, points) -> {
            Wind seat = seat("a key of \"scores\"", key);
            if (bySeat.put(seat, points) != null) {
                throw new SettlementException(SettlementProblem.SEAT_TWICE, seat, EXAMPLE);
            }
        });
        for (Wind seat : Wind.values()) {
            if (!bySeat.containsKey(seat)) {
                throw new SettlementException(SettlementProblem.NO_SCORE_FOR, seat, EXAMPLE);
            }
        }
        return SeatAmounts.of(bySeat);
    }

    private Outcome outcome(Optional<String> winnerSeat) {
        if (winnerSeat.isEmpty()) {
            if (discarder != null) {
                throw new SettlementException(SettlementProblem.DRAW_WITH_DISCARDER);
            }
            return Outcome.draw();
        }
        Wind seat = seat("\"winner\"", winnerSeat.get());
        return discarder == null ? Outcome.win(seat) : Outcome.winOnDiscard(seat, seat("\"discarder\"", discarder));
    }

    private static Wind seat(String what, String text) {
        return Wind.parse(text).orElseThrow(() -> new SettlementException(SettlementProblem.NOT_A_SEAT, what, text));
    }
}
