/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mahjongtally.settlement.SettlementOption;
import org.mahjongtally.settlement.SettlementOptions;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The flags of {@code tally settle} that set a settlement option: one for each
 * {@link SettlementOption}, made from it when the command is built, so an option added in core
 * is a flag here without a change. The flag is the key in kebab case ({@code drawPays}:
 * {@code --draw-pays}; an on/off option also takes {@code --no-...}); the help text is the one
 * below, or core's short description for an option that has none here yet.
 */
final class SettlementFlags implements CommandLine.IModelTransformer {

    /** Names the flags had before they were made from the registry, kept first so that scripts keep working. */
    private static final Map<String, String> FIRST_NAMES = Map.of("losersSettle", "--loser-settlement");

    /** The help text of each flag, for the people at the table. */
    private static final Map<String, String> HELP = Map.of(
            "limit", "The most a hand may score (default: the ruleset's, 1000 in bmja).",
            "eastDoubles", "East pays and receives double (default: the ruleset's, on); --no-east-doubles: single,"
                    + " like everybody else.",
            "losersSettle", "The losers pay each other the differences (default: the ruleset's, on);"
                    + " --no-loser-settlement: only the winner is paid.",
            "method", "How the losers' payments are listed (same balances; default: the ruleset's, difference).",
            "drawPays", "After a draw: pay nothing or settle the differences (default: the ruleset's, nothing).",
            "payForAll", "--pay-for-all: the discarder alone pays the winner for all three; losers do not"
                    + " settle; --no-pay-for-all: not this hand (default: the ruleset's, off in bmja, and only"
                    + " with --discarder).",
            "discarderDoubles", "The discarder pays the winner double, and on a win without --discarder every loser"
                    + " does; East's doubling comes on top (default: the ruleset's, off).",
            "differenceCap", "The limit caps what one loser pays another (twice the limit with East) instead of"
                    + " the losers' own scores, as in Harr's 1923 rules (default: the ruleset's, off).");

    @Override
    public CommandSpec transform(CommandSpec spec) {
        for (SettlementOption o : SettlementOption.values()) {
            spec.addOption(flag(o));
        }
        return spec;
    }

    private static OptionSpec flag(SettlementOption o) {
        OptionSpec.Builder flag = OptionSpec.builder(names(o))
                .description(HELP.getOrDefault(o.key(), capitalised(o.description()) + "."));
        return switch (o.kind()) {
            case ON_OFF -> flag.type(Boolean.class).arity("0").negatable(true).build();
            case LIMIT -> flag.type(String.class).paramLabel("POINTS|none").build();
            case CHOICE -> flag.type(String.class).paramLabel(String.join("|", o.choices())).build();
        };
    }

    private static String[] names(SettlementOption o) {
        List<String> names = new ArrayList<>();
        Optional.ofNullable(FIRST_NAMES.get(o.key())).ifPresent(names::add);
        names.add("--" + kebab(o.key()));
        return names.toArray(String[]::new);
    }

    /** {@code drawPays} as {@code draw-pays}. */
    static String kebab(String key) {
        return key.replaceAll("([A-Z])", "-$1").toLowerCase(java.util.Locale.ROOT);
    }

    private static String capitalised(String text) {
        return Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    /** The options given on this command line, typed by core (which says what is wrong with a value). */
    static Map<SettlementOption, Object> given(CommandSpec spec) {
        Map<SettlementOption, Object> given = new EnumMap<>(SettlementOption.class);
        for (SettlementOption o : SettlementOption.values()) {
            Object value = spec.findOption("--" + kebab(o.key())).getValue();
            if (value != null) {
                given.put(o, value instanceof String text ? o.parse(text) : value);
            }
        }
        return given;
    }

    /**
     * The ruleset's options with those given here, but for the ones a hand decides for itself
     * ({@code payForAll}), which {@link #handChoice} gives.
     */
    static SettlementOptions applied(SettlementOptions rules, Map<SettlementOption, Object> given) {
        SettlementOptions options = rules;
        for (Map.Entry<SettlementOption, Object> e : given.entrySet()) {
            if (!e.getKey().decidedPerHand()) {
                options = options.with(e.getKey(), e.getValue());
            }
        }
        return options;
    }

    /** The hand's own choice to pay for all, if one was given. */
    static Optional<Boolean> handChoice(Map<SettlementOption, Object> given) {
        return Optional.ofNullable((Boolean) given.get(SettlementOption.PAY_FOR_ALL));
    }
}
