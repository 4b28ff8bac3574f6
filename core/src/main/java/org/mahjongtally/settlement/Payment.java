package org.mahjongtally.settlement;

import java.util.Objects;
import org.mahjongtally.tile.Wind;

/**
 * One payment of a settlement: who pays whom, how much, and why.
 *
 * <p>The reason is kept as the numbers it is made of and put into words only when somebody
 * reads it: a table shows it, but a club recomputing a season of games settles hundreds of
 * thousands of hands and reads none of them (issue 7: settlement at 10,000,000 hands/s).
 */
public final class Payment {

    private final Wind from;
    private final Wind to;
    private final PaymentKind kind;
    private final int factor;
    private final long score;
    private final long lowerScore;
    private final long cap;
    private String reason;

    /**
     * The amount is not kept: it is {@code factor × (score - lowerScore)}, or {@code factor × cap}
     * for a {@link PaymentKind#CAPPED_DIFFERENCE}.
     */
    private Payment(Wind from, Wind to, PaymentKind kind, int factor, long score, long lowerScore,
            long cap, String reason) {
        this.from = Objects.requireNonNull(from, "from");
        this.to = Objects.requireNonNull(to, "to");
        this.kind = Objects.requireNonNull(kind, "kind");
        this.factor = factor;
        this.score = score;
        this.lowerScore = lowerScore;
        this.cap = cap;
        this.reason = reason;
        if (from == to) {
            throw new IllegalArgumentException("a seat cannot pay itself: " + from);
        }
        if (amount() <= 0) {
            throw new IllegalArgumentException("a payment must be positive: " + amount());
        }
    }

    /** A loser pays the winner {@code factor × score} (2 when East doubles). */
    static Payment toWinner(Wind from, Wind to, int factor, long score) {
        return new Payment(from, to, PaymentKind.TO_WINNER, factor, score, 0, 0, null);
    }

    /**
     * A loser pays the winner a doubled score, {@code factor × score}: the discarder
     * ({@link PaymentKind#DISCARDER_DOUBLE}) or, on a self-drawn win, every loser
     * ({@link PaymentKind#SELF_DRAWN_DOUBLE}); {@code factor} is 2, or 4 when East doubles too.
     */
    static Payment doubledToWinner(Wind from, Wind to, PaymentKind kind, int factor, long score) {
        return new Payment(from, to, kind, factor, score, 0, 0, null);
    }

    /** The lower loser pays the higher one {@code factor × (higher - lower)}. */
    static Payment difference(Wind from, Wind to, int factor, long higher, long lower) {
        return new Payment(from, to, PaymentKind.DIFFERENCE, factor, higher, lower, 0, null);
    }

    /** The lower loser pays the higher one {@code factor × cap}: their difference is more than the cap. */
    static Payment cappedDifference(Wind from, Wind to, int factor, long higher, long lower, long cap) {
        return new Payment(from, to, PaymentKind.CAPPED_DIFFERENCE, factor, higher, lower, cap, null);
    }

    /** A loser pays another loser that one's own score, {@code factor × score}. */
    static Payment ownScore(Wind from, Wind to, int factor, long score) {
        return new Payment(from, to, PaymentKind.OWN_SCORE, factor, score, 0, 0, null);
    }

    /** The discarder pays the winner for all three losers; the reason is written out already. */
    static Payment forAll(Wind from, Wind to, long amount, String reason) {
        return new Payment(from, to, PaymentKind.FOR_ALL, 1, amount, 0, 0,
                Objects.requireNonNull(reason, "reason"));
    }

    /** The paying seat. */
    public Wind from() {
        return from;
    }

    /** The receiving seat. */
    public Wind to() {
        return to;
    }

    /** The points paid, always positive. */
    public long amount() {
        return amount(kind, factor, score, lowerScore, cap);
    }

    /** The points of a payment: {@code factor × (score - lowerScore)}, or {@code factor × cap} when capped. */
    static long amount(PaymentKind kind, int factor, long score, long lowerScore, long cap) {
        return kind == PaymentKind.CAPPED_DIFFERENCE ? factor * cap : factor * (score - lowerScore);
    }

    /** Which step of the rule this payment comes from. */
    public PaymentKind kind() {
        return kind;
    }

    /** The arithmetic in words, for the table: {@code "2 × (80 - 12), East doubles"}. */
    public String reason() {
        String words = reason;
        if (words == null) {
            words = switch (kind) {
                case TO_WINNER -> factor == 1 ? "winner's score " + score : doubled(score);
                case OWN_SCORE -> factor == 1 ? to.displayName() + "'s score " + score : doubled(score);
                case DIFFERENCE -> factor == 1 ? score + " - " + lowerScore
                        : factor + " × (" + score + " - " + lowerScore + "), East doubles";
                case DISCARDER_DOUBLE -> factor + " × " + score + (factor == 2 ? "" : ", East doubles")
                        + ", the discarder pays double";
                case SELF_DRAWN_DOUBLE -> factor + " × " + score + (factor == 2 ? "" : ", East doubles")
                        + ", self-drawn: every loser pays double";
                case CAPPED_DIFFERENCE -> (factor == 1 ? "" : factor + " × ") + cap + ", the limit: "
                        + score + " - " + lowerScore + " is more" + (factor == 1 ? "" : ", East doubles");
                case FOR_ALL -> throw new IllegalStateException("written when made");
            };
            reason = words;
        }
        return words;
    }

    private String doubled(long base) {
        return factor + " × " + base + ", East doubles";
    }

    /** "West pays East 64", the way the table says it. */
    public String sentence() {
        return from.displayName() + " pays " + to.displayName() + " " + amount();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Payment other && other.from == from && other.to == to
                && other.amount() == amount() && other.kind == kind && other.reason().equals(reason());
    }

    @Override
    public int hashCode() {
        return Objects.hash(from, to, amount(), kind);
    }

    @Override
    public String toString() {
        return sentence() + " (" + reason() + ")";
    }
}
