package org.mahjongtally.store;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.game.Penalty;

/**
 * A hand as a table sends it to record it ({@code POST /api/games/{id}/hands}, {@code PUT
 * .../hands/{n}}) and as a game file holds it; read by {@link StrictJson}, so an unknown field, a
 * wrong type or a missing field is refused rather than guessed at:
 * {@code {"winner": "Bob" | null, "discarder": "Ann", "payForAll": true, "scores": {"Ann": 8},
 * "hands": {"Bob": "<notation>"}, "penalties": [...]}}.
 *
 * @param winner the player who went Mah-Jong, or JSON {@code null} for a draw; required, so that a
 *     draw is said and never the result of a field left out
 * @param discarder the player whose discard was the winning tile, if it matters
 * @param payForAll the table's choice for this hand; absent or {@code null}: the ruleset's rule
 *     ({@link org.mahjongtally.settlement.SettlementOptions#forHand})
 * @param scores the scores players counted themselves, by name
 * @param hands the tiles the engine scores, by name
 * @param penalties penalties paid during the hand
 */
public record HandJson(JsonNode winner, String discarder, Boolean payForAll, Map<String, Long> scores,
        Map<String, String> hands, List<PenaltyJson> penalties) {

    /**
     * The hand record.
     *
     * @param at the path of this hand in the JSON, for messages: {@code ""}, or {@code "hands[2]."}
     * @throws BadJsonException if the winner or a penalty's amount, payers or payees is missing
     * @throws org.mahjongtally.game.GameException for a hand that cannot be (a draw with a discarder...)
     */
    public HandRecord toRecord(String at) {
        Optional<String> winnerName = StrictJson.nullableText(winner, at + "winner",
                "give the player who went Mah-Jong, or null for a draw");
        List<Penalty> fines = new ArrayList<>();
        if (penalties != null) {
            for (int i = 0; i < penalties.size(); i++) {
                fines.add(penalties.get(i).toPenalty(at + "penalties[" + i + "]."));
            }
        }
        return new HandRecord(winnerName, Optional.ofNullable(discarder), Optional.ofNullable(payForAll),
                HandRecord.entries(scores == null ? Map.of() : scores, hands == null ? Map.of() : hands), fines);
    }

    /**
     * A penalty: each payer pays {@code amount} points to each payee.
     *
     * @param amount the points, required
     * @param payers who pay, required
     * @param payees who receive, required
     * @param reason why, in a few words
     */
    public record PenaltyJson(Long amount, List<String> payers, List<String> payees, String reason) {

        Penalty toPenalty(String at) {
            return new Penalty(StrictJson.required(amount, at + "amount", "give the points each payer pays each payee"),
                    StrictJson.required(payers, at + "payers", "give who pays, such as [\"Ann\"]"),
                    StrictJson.required(payees, at + "payees", "give who receives, such as [\"Bob\", \"Cid\"]"),
                    reason == null ? "" : reason);
        }
    }
}
