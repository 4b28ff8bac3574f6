/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.settlement;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The one list of settlement options (docs/settlement.md, "Options a table may set"; docs/rules.md §12,
 * item 18): each option's key, the kind of value it takes, its default and where it lives in a
 * ruleset file. The ruleset loader, the flags of {@code tally settle} and the bodies of the
 * HTTP API are all built from this list, so an option added here (with its field in
 * {@link SettlementOptions} and its rule in {@link Settlement}) is read from ruleset files,
 * given on the command line and accepted by the API without a change there.
 *
 * <p>Every option lives in the {@code [options]} table of a ruleset file under its key. An
 * option of the first version of the format {@linkplain #requiredInFile() must be set} by a
 * ruleset that extends no other; one added later may be left out, takes its default, and is
 * written (in the canonical text that is hashed, in listings and in stored files) only when it
 * differs from the default, so rulesets written before it keep their hash and their text.
 */
public enum SettlementOption {

    LIMIT("limit", Kind.LIMIT, Limit.DEFAULT, true,
            "the most one hand scores, before East's doubling (\"none\": the roof off)"),
    EAST_DOUBLES("eastDoubles", Kind.ON_OFF, true, true, "East pays and receives double"),
    LOSERS_SETTLE("losersSettle", Kind.ON_OFF, true, true, "the losers pay each other the differences"),
    METHOD("method", Kind.CHOICE, PaymentMethod.DIFFERENCE, true,
            "how the losers' payments are listed (the balances are the same)"),
    DRAW_PAYS("drawPays", Kind.CHOICE, DrawPays.NOTHING, true, "what is paid after a draw"),
    PAY_FOR_ALL("payForAll", Kind.ON_OFF, false, true, "the discarder of the winning tile pays for all three"),
    DISCARDER_DOUBLES("discarderDoubles", Kind.ON_OFF, false, false,
            "the discarder of the winning tile pays double; on a self-drawn win every loser does"),
    DIFFERENCE_CAP("differenceCap", Kind.ON_OFF, false, false,
            "the limit caps what one loser pays another, not the losers' own scores");

    /** The kind of value an option takes. */
    public enum Kind {
        /** {@link Limit}: a positive even number of points, or {@code none}. */
        LIMIT,
        /** {@code Boolean}: {@code true} or {@code false}. */
        ON_OFF,
        /** One of a few codes ({@link SettlementOption#choices()}): a {@link PaymentMethod} or {@link DrawPays}. */
        CHOICE
    }

    private final String key;
    private final Kind kind;
    private final Object defaultValue;
    private final boolean requiredInFile;
    private final String description;

    SettlementOption(String key, Kind kind, Object defaultValue, boolean requiredInFile, String description) {
        this.key = key;
        this.kind = kind;
        this.defaultValue = defaultValue;
        this.requiredInFile = requiredInFile;
        this.description = description;
    }

    /** The key under {@code [options]} in a ruleset file, in JSON bodies and in table options. */
    public String key() {
        return key;
    }

    /** The kind of value the option takes. */
    public Kind kind() {
        return kind;
    }

    /** The value of {@link SettlementOptions#DEFAULTS}: typed as {@link #kind()} says. */
    public Object defaultValue() {
        return defaultValue;
    }

    /**
     * Whether a ruleset that extends no other must set it (an option of the first version of the
     * format); otherwise a file may leave it out and gets {@link #defaultValue()}.
     */
    public boolean requiredInFile() {
        return requiredInFile;
    }

    /**
     * Whether a hand may decide it for itself, whatever the ruleset says: only {@code payForAll}
     * (a dangerous discard is a matter of the hand; see {@link SettlementOptions#forHand}).
     */
    public boolean decidedPerHand() {
        return this == PAY_FOR_ALL;
    }

    /** What the option decides, in a few words. */
    public String description() {
        return description;
    }

    /** The codes a {@link Kind#CHOICE} option accepts, in order; empty for the other kinds. */
    public List<String> choices() {
        return switch (this) {
            case METHOD -> Arrays.stream(PaymentMethod.values()).map(PaymentMethod::code).toList();
            case DRAW_PAYS -> Arrays.stream(DrawPays.values()).map(DrawPays::code).toList();
            default -> List.of();
        };
    }

    /** The option with this key, if there is one. */
    public static Optional<SettlementOption> ofKey(String key) {
        return Arrays.stream(values()).filter(o -> o.key.equals(key)).findFirst();
    }

    /** Every key, in the order of the file format. */
    public static List<String> keys() {
        return Arrays.stream(values()).map(SettlementOption::key).toList();
    }

    /**
     * Reads a value written as text, as on the command line: {@code 500} or {@code none},
     * {@code true} or {@code false}, a code such as {@code alternative}.
     *
     * @throws SettlementException if the text is not a value of this option, saying what is
     */
    public Object parse(String text) {
        return switch (kind) {
            case LIMIT -> Limit.parse(text);
            case CHOICE -> this == METHOD ? PaymentMethod.parse(text) : DrawPays.parse(text);
            case ON_OFF -> switch (text.trim()) {
                case "true" -> Boolean.TRUE;
                case "false" -> Boolean.FALSE;
                default -> throw new SettlementException(SettlementProblem.NOT_TRUE_OR_FALSE, key,
                        text.trim());
            };
        };
    }

    /** A value as a ruleset file and the command line write it: {@code 1000}, {@code none}, {@code difference}, {@code true}. */
    public String text(Object value) {
        if (value instanceof PaymentMethod m) {
            return m.code();
        }
        if (value instanceof DrawPays d) {
            return d.code();
        }
        return value.toString();
    }

    /**
     * A value as a plain number, boolean or text, as the API and the CLI print it: {@code 1000}
     * (a {@code Long}) or {@code "none"}, {@code true}, {@code "difference"}.
     */
    public Object plain(Object value) {
        if (value instanceof Limit limit) {
            return limit.isCapped() ? (Object) limit.points().getAsLong() : "none";
        }
        return value instanceof Boolean ? value : text(value);
    }

    /** This option's value in a set of options. */
    public Object of(SettlementOptions options) {
        return switch (this) {
            case LIMIT -> options.limit();
            case EAST_DOUBLES -> options.eastDoubles();
            case LOSERS_SETTLE -> options.losersSettle();
            case METHOD -> options.method();
            case DRAW_PAYS -> options.drawPays();
            case PAY_FOR_ALL -> options.payForAll();
            case DISCARDER_DOUBLES -> options.discarderDoubles();
            case DIFFERENCE_CAP -> options.differenceCap();
        };
    }

    /**
     * Checks that a value is of this option's type.
     *
     * @throws IllegalArgumentException if it is not (a programming error: values come from {@link #parse})
     */
    Object checked(Object value) {
        boolean fits = switch (kind) {
            case LIMIT -> value instanceof Limit;
            case ON_OFF -> value instanceof Boolean;
            case CHOICE -> this == METHOD ? value instanceof PaymentMethod : value instanceof DrawPays;
        };
        if (!fits) {
            throw new IllegalArgumentException("not a value of " + key + ": " + value);
        }
        return value;
    }
}
