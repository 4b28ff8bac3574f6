/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.mahjongtally.game.Penalties;
import org.mahjongtally.settlement.Payment;
import org.mahjongtally.settlement.SeatAmounts;
import org.mahjongtally.settlement.Settlement;
import org.mahjongtally.settlement.StickCount;
import org.mahjongtally.settlement.TallyHandover;
import org.mahjongtally.settlement.TallySet;
import org.mahjongtally.settlement.Transfer;
import org.mahjongtally.settlement.TransferPlan;
import org.mahjongtally.tile.Wind;

/**
 * The JSON form of a settlement, shared by {@code tally settle --json} and
 * {@code POST /api/settle}:
 * {@code {"winner": "N" | null, "limit": 1000 | null, "method": "difference",
 * "scores": {...}, "payments": [{"from","to","amount","reason","kind"}...], "balances": {...}}},
 * plus {@code "plan"} and {@code "tallies"} when asked. Tallies are given for what is actually
 * handed over: the plan's transfers when the plan is asked for, otherwise the payments. Penalties
 * paid during the hand, when there are any, come after the payments as
 * {@code "penalties": [{"from","to","amount"}...]} and are in the balances, the plan and the tallies.
 */
public final class SettlementJson {

    private SettlementJson() {
    }

    /**
     * The JSON tree of a settlement.
     *
     * @param settlement the settled hand
     * @param withPlan whether to add the minimum-transfer plan
     * @param tallies the tally set to pay in, or {@code null} for no tallies
     * @param reasons each payment's reason in words (the words module's {@code reason})
     */
    public static Map<String, Object> of(Settlement settlement, boolean withPlan, TallySet tallies,
            Function<Payment, String> reasons) {
        return of(settlement, List.of(), withPlan, tallies, reasons);
    }

    /**
     * The JSON tree of a settlement with penalties paid on top.
     *
     * @param penalties the penalties as handed over ({@link Penalties#transfers}); none for a hand without
     * @see #of(Settlement, boolean, TallySet, Function)
     */
    public static Map<String, Object> of(Settlement settlement, List<Transfer> penalties, boolean withPlan,
            TallySet tallies, Function<Payment, String> reasons) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("winner", settlement.outcome().winningSeat().map(SettlementJson::seat).orElse(null));
        json.put("limit", settlement.options().limit().points().isPresent()
                ? settlement.options().limit().points().getAsLong() : null);
        json.put("method", settlement.options().method().code());
        json.put("scores", bySeat(settlement.scores()));
        List<Object> payments = new ArrayList<>();
        for (Payment p : settlement.payments()) {
            Map<String, Object> line = transfer(p.from(), p.to(), p.amount());
            line.put("reason", reasons.apply(p));
            line.put("kind", p.kind().name().toLowerCase(Locale.ROOT).replace('_', '-'));
            payments.add(line);
        }
        json.put("payments", payments);
        if (!penalties.isEmpty()) {
            List<Object> fines = new ArrayList<>();
            penalties.forEach(t -> fines.add(transfer(t.from(), t.to(), t.amount())));
            json.put("penalties", fines);
        }
        SeatAmounts balances = Penalties.paidOnTop(settlement.balances(), penalties);
        json.put("balances", bySeat(balances));
        List<Transfer> handedOver = new ArrayList<>();
        if (withPlan) {
            List<Object> plan = new ArrayList<>();
            for (Transfer t : TransferPlan.of(balances)) {
                plan.add(transfer(t.from(), t.to(), t.amount()));
                handedOver.add(t);
            }
            json.put("plan", plan);
        } else {
            settlement.payments().forEach(p -> handedOver.add(new Transfer(p.from(), p.to(), p.amount())));
            handedOver.addAll(penalties);
        }
        if (tallies != null) {
            List<Object> lines = new ArrayList<>();
            for (Transfer t : handedOver) {
                Map<String, Object> line = transfer(t.from(), t.to(), t.amount());
                TallyHandover handover = tallies.sticksFor(t.amount());
                line.put("sticks", sticks(handover));
                if (handover.unpaid() != 0) {
                    line.put("unpaid", handover.unpaid());
                }
                lines.add(line);
            }
            json.put("tallies", lines);
        }
        return json;
    }

    /** The four amounts as {@code {"E": .., "S": .., "W": .., "N": ..}}. */
    public static Map<String, Object> bySeat(SeatAmounts amounts) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (Wind seat : Wind.values()) {
            map.put(seat(seat), amounts.get(seat));
        }
        return map;
    }

    private static Map<String, Object> sticks(TallyHandover handover) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (StickCount s : handover.sticks()) {
            map.put(s.tally().name(), (long) s.count());
        }
        return map;
    }

    private static Map<String, Object> transfer(Wind from, Wind to, long amount) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("from", seat(from));
        line.put("to", seat(to));
        line.put("amount", amount);
        return line;
    }

    private static String seat(Wind seat) {
        return String.valueOf(seat.letter());
    }
}
