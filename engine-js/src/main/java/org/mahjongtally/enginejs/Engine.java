package org.mahjongtally.enginejs;

import java.util.List;
import java.util.Optional;
import org.mahjongtally.TallyException;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.Notation;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.Award;
import org.mahjongtally.scoring.ScoreResult;
import org.mahjongtally.scoring.ScoreSheet;
import org.mahjongtally.scoring.Scorer;
import org.mahjongtally.settlement.Outcome;
import org.mahjongtally.settlement.Payment;
import org.mahjongtally.settlement.SeatAmounts;
import org.mahjongtally.settlement.Settlement;
import org.mahjongtally.settlement.SettlementException;
import org.mahjongtally.settlement.SettlementProblem;
import org.mahjongtally.tile.Wind;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;
import org.teavm.jso.JSExport;
import org.teavm.jso.JSObject;

/**
 * The engine's face to JavaScript: the functions the TeaVM-compiled module exports. Each takes
 * plain strings and numbers, calls core and the ruleset loader, and answers with a plain object;
 * no scoring or settlement is done here. Bad input answers {@code {error: code, message}} with
 * the code and message of the engine's {@link TallyException}.
 *
 * <p>A ruleset is named by a preset id ({@code "bmja"}, {@code "dmjl"}, {@code "millington"});
 * the presets are read from the files of the rules module, which TeaVM embeds in the script
 * (see {@link PresetResources}).
 */
public final class Engine {

    private Engine() {
    }

    /** The ids of the shipped presets, the default first. */
    @JSExport
    public static JSObject presetIds() {
        JSObject ids = JsValues.array();
        Rulesets.presetIds().forEach(id -> JsValues.push(ids, id));
        return ids;
    }

    /**
     * A preset's id, name and content hash: {@code {id, name, hash}}.
     */
    @JSExport
    public static JSObject ruleset(String rulesetId) {
        try {
            return describe(Rulesets.preset(rulesetId));
        } catch (TallyException e) {
            return error(e);
        }
    }

    /**
     * Reads ruleset text (TOML, as in a club's file; it may extend a preset) and answers its
     * {@code {id, name, hash}}, or the loader's problems as an error.
     */
    @JSExport
    public static JSObject readRuleset(String fileName, String text) {
        try {
            return describe(Rulesets.read(fileName, text));
        } catch (TallyException e) {
            return error(e);
        }
    }

    /**
     * Scores a hand written in notation under a preset: {@code {total, points, doubles, limited,
     * winning, limitHand, elements}}, {@code elements} being the ids of the elements that scored,
     * in the order of the score sheet. A declared win that is no winning hand answers
     * {@code winning: false} and total 0.
     */
    @JSExport
    public static JSObject score(String notation, String rulesetId) {
        try {
            Hand hand = Notation.parse(notation);
            return scored(Scorer.of(Rulesets.preset(rulesetId)).score(hand));
        } catch (TallyException e) {
            return error(e);
        }
    }

    /**
     * Settles a hand under a preset's settlement options: {@code {scores, payments, balances}},
     * each payment {@code {from, to, amount, kind}} with seats as letters (E, S, W, N).
     *
     * @param winner the letter of the seat that went Mah-Jong, or {@code ""} after a draw
     * @param discarder the letter of the seat whose discard won, or {@code ""} if not known
     */
    @JSExport
    public static JSObject settle(String rulesetId, int east, int south, int west, int north,
            String winner, String discarder) {
        try {
            Ruleset ruleset = Rulesets.preset(rulesetId);
            Outcome outcome = outcome(winner, discarder);
            Settlement settlement = Settlement.of(SeatAmounts.of(east, south, west, north),
                    ruleset.settlement().forHand(outcome, Optional.empty()), ruleset.settlement());
            return settled(settlement);
        } catch (TallyException e) {
            return error(e);
        }
    }

    private static Outcome outcome(String winner, String discarder) {
        if (winner.isEmpty()) {
            return Outcome.draw();
        }
        Wind winningSeat = seat("the winner", winner);
        return discarder.isEmpty() ? Outcome.win(winningSeat)
                : Outcome.winOnDiscard(winningSeat, seat("the discarder", discarder));
    }

    private static Wind seat(String what, String letter) {
        return Wind.parse(letter).orElseThrow(() -> new SettlementException(SettlementProblem.NOT_A_SEAT, what, letter));
    }

    private static JSObject describe(Ruleset ruleset) {
        JSObject out = JsValues.object();
        JsValues.put(out, "id", ruleset.id());
        JsValues.put(out, "name", ruleset.name());
        JsValues.put(out, "hash", ruleset.hash());
        return out;
    }

    private static JSObject scored(ScoreResult result) {
        JSObject out = JsValues.object();
        JsValues.put(out, "total", result.total());
        JsValues.put(out, "winning", result instanceof ScoreSheet);
        if (result instanceof ScoreSheet sheet) {
            JsValues.put(out, "points", sheet.points());
            JsValues.put(out, "doubles", sheet.doubles());
            JsValues.put(out, "limited", sheet.limited());
            sheet.limitHand().ifPresent(name -> JsValues.put(out, "limitHand", name));
            JsValues.put(out, "calling", sheet.calling());
            JSObject elements = JsValues.array();
            for (Award line : sheet.lines()) {
                JsValues.push(elements, line.element().id());
            }
            JsValues.put(out, "elements", elements);
        }
        return out;
    }

    private static JSObject settled(Settlement settlement) {
        JSObject out = JsValues.object();
        JsValues.put(out, "scores", bySeat(settlement.scores()));
        JSObject payments = JsValues.array();
        List<Payment> list = settlement.payments();
        for (Payment p : list) {
            JSObject payment = JsValues.object();
            JsValues.put(payment, "from", String.valueOf(p.from().letter()));
            JsValues.put(payment, "to", String.valueOf(p.to().letter()));
            JsValues.put(payment, "amount", p.amount());
            JsValues.put(payment, "kind", p.kind().name());
            JsValues.push(payments, payment);
        }
        JsValues.put(out, "payments", payments);
        JsValues.put(out, "balances", bySeat(settlement.balances()));
        return out;
    }

    private static JSObject bySeat(SeatAmounts amounts) {
        JSObject out = JsValues.object();
        for (Wind seat : Wind.values()) {
            JsValues.put(out, String.valueOf(seat.letter()), amounts.get(seat));
        }
        return out;
    }

    private static JSObject error(TallyException e) {
        JSObject out = JsValues.object();
        JsValues.put(out, "error", e.code());
        JsValues.put(out, "message", Words.in(Language.ENGLISH).render(e));
        return out;
    }
}
