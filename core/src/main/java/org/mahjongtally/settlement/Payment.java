package org.mahjongtally.settlement;

import java.util.Objects;
import org.mahjongtally.tile.Wind;

/**
 * One payment of a settlement: who pays whom, how much, and why.
 *
 * @param from the paying seat
 * @param to the receiving seat
 * @param amount the points paid, always positive
 * @param kind which step of the rule this payment comes from
 * @param reason the arithmetic in words, for the table: {@code "2 × (80 - 12), East doubles"}
 */
public record Payment(Wind from, Wind to, long amount, PaymentKind kind, String reason) {

    /** Checks the invariants: two different seats and a positive amount. */
    public Payment {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(reason, "reason");
        if (from == to) {
            throw new IllegalArgumentException("a seat cannot pay itself: " + from);
        }
        if (amount <= 0) {
            throw new IllegalArgumentException("a payment must be positive: " + amount);
        }
    }

    /** "West pays East 64", the way the table says it. */
    public String sentence() {
        return from.displayName() + " pays " + to.displayName() + " " + amount;
    }
}
