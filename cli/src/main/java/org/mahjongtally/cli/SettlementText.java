/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.util.ArrayList;
import java.util.List;
import org.mahjongtally.settlement.Payment;
import org.mahjongtally.settlement.PaymentKind;
import org.mahjongtally.settlement.Settlement;
import org.mahjongtally.settlement.SettlementOptions;
import org.mahjongtally.settlement.TallySet;
import org.mahjongtally.settlement.Transfer;
import org.mahjongtally.settlement.TransferPlan;
import org.mahjongtally.tile.Wind;
import org.mahjongtally.words.EnglishNames;

/** The settlement as a table a person reads at a glance. */
final class SettlementText {

    private final Settlement settlement;
    private final boolean withPlan;
    private final TallySet tallies;
    private final StringBuilder out = new StringBuilder();

    /**
     * @param tallies the tally set to pay in, or {@code null} to leave tallies out
     */
    SettlementText(Settlement settlement, boolean withPlan, TallySet tallies) {
        this.settlement = settlement;
        this.withPlan = withPlan;
        this.tallies = tallies;
    }

    String render() {
        headline();
        seats();
        payments();
        List<Transfer> handedOver = paymentsAsTransfers();
        if (withPlan) {
            handedOver = TransferPlan.of(settlement.balances());
            section("Fewest transfers, same balances");
            if (handedOver.isEmpty()) {
                line("  nobody needs to pay anybody");
            }
            handedOver.forEach(t -> line("  " + ExitCodes.ENGLISH.sentence(t)));
        }
        if (tallies != null) {
            section("Tallies to hand over (" + tallies + ")");
            if (handedOver.isEmpty()) {
                line("  none");
            }
            for (Transfer t : handedOver) {
                line(String.format("  %-26s %s", ExitCodes.ENGLISH.sentence(t), tallies.sticksFor(t.amount())));
            }
        }
        return out.toString();
    }

    private void headline() {
        SettlementOptions o = settlement.options();
        String who = settlement.outcome().winningSeat()
                .map(w -> EnglishNames.of(w) + " went Mah-Jong")
                .orElse("A draw: nobody went Mah-Jong");
        List<String> rules = new ArrayList<>();
        rules.add(o.limit().isCapped() ? "limit " + o.limit() : "no limit");
        rules.add(o.method().code() + " method");
        rules.add(o.eastDoubles() ? "East pays and receives double" : "East pays single");
        if (!o.losersSettle()) {
            rules.add("losers do not settle");
        }
        line(who + ". " + capitalise(String.join(", ", rules)) + ".");
        line("");
    }

    private void seats() {
        line(String.format("%-7s %7s %9s", "Seat", "Score", "Balance"));
        for (Wind seat : Wind.values()) {
            String score = Long.toString(settlement.scores().get(seat));
            String note = settlement.outcome().winningSeat().filter(seat::equals).isPresent() ? "Mah-Jong" : "";
            if (settlement.isLimited(seat)) {
                note = (note + " limited from " + settlement.handScores().get(seat)).trim();
            }
            long balance = settlement.balances().get(seat);
            line(String.format("%-7s %7s %9s   %s", EnglishNames.of(seat), score,
                    balance > 0 ? "+" + balance : Long.toString(balance), note).stripTrailing());
        }
    }

    private void payments() {
        if (settlement.payments().isEmpty()) {
            line("");
            line("Nothing is paid.");
            return;
        }
        PaymentKind lastKind = null;
        for (Payment p : settlement.payments()) {
            String heading = heading(p.kind());
            if (lastKind == null || !heading.equals(heading(lastKind))) {
                section(heading);
            }
            lastKind = p.kind();
            line(String.format("  %-26s (%s)", ExitCodes.ENGLISH.sentence(p), ExitCodes.ENGLISH.reason(p)));
        }
    }

    private String heading(PaymentKind kind) {
        return switch (kind) {
            case TO_WINNER, DISCARDER_DOUBLE, SELF_DRAWN_DOUBLE -> "Paying the winner";
            case FOR_ALL -> "The discarder pays for all";
            case DIFFERENCE, CAPPED_DIFFERENCE, OWN_SCORE -> settlement.outcome().winningSeat().isPresent()
                    ? "The losers settle" : "Settling the differences after the draw";
        };
    }

    private List<Transfer> paymentsAsTransfers() {
        List<Transfer> transfers = new ArrayList<>();
        settlement.payments().forEach(p -> transfers.add(new Transfer(p.from(), p.to(), p.amount())));
        return transfers;
    }

    private void section(String title) {
        line("");
        line(title);
    }

    private void line(String text) {
        out.append(text).append(System.lineSeparator());
    }

    private static String capitalise(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
