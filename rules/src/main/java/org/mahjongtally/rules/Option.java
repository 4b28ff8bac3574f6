/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import org.mahjongtally.TallyException;
import org.mahjongtally.ruleset.Rounding;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.ruleset.ScoringOptions;
import org.mahjongtally.settlement.DrawPays;
import org.mahjongtally.settlement.Limit;
import org.mahjongtally.settlement.PaymentMethod;
import org.mahjongtally.settlement.SettlementOption;
import org.mahjongtally.settlement.SettlementOptions;
import org.mahjongtally.settlement.TallySet;

/**
 * The keys of the {@code [options]} table (docs/rules.md §12, docs/settlement.md "Options a table
 * may set"), what each accepts, and where its value goes in a {@link Ruleset}. The settlement
 * options are those of core's {@link SettlementOption}, one here for each, so an option added
 * there is read, checked, written and hashed without a change in this module; the scoring options
 * and the tally set are listed here. Values are held typed: {@link Limit}, {@code Long},
 * {@code Integer}, {@code Boolean}, {@link PaymentMethod}, {@link DrawPays}, {@link Rounding},
 * {@link TallySet}. Each option is one object, compared by identity.
 */
final class Option {

    static final Option NOTIONAL_LIMIT = scoring("notionalLimit",
            "what a limit hand is worth when there is no limit", null, Option::positive, ScoringOptions::notionalLimit);
    static final Option MAX_CHOWS = scoring("maxChows",
            "the most chows a winning hand may hold (4: any number)", null, v -> Values.whole(v, 0, 4),
            ScoringOptions::maxChows);
    static final Option LOSERS_PURITY = scoring("losersPurity",
            "losers score the one-suit and concealed-hand doubles too", null, Values::bool, ScoringOptions::losersPurity);
    static final Option SELF_DRAWN_INCLUDES_LOOSE_TILE = scoring("selfDrawnIncludesLooseTile",
            "the self-drawn points are given for a loose tile too", null, Values::bool,
            ScoringOptions::selfDrawnIncludesLooseTile);
    static final Option CONCEALED_WIN_ON_DISCARD = scoring("concealedWinOnDiscard",
            "a hand concealed until a discarded winning tile keeps the concealed-hand double", null, Values::bool,
            ScoringOptions::concealedWinOnDiscard);
    static final Option BONUS_ON_SPECIAL_HANDS = scoring("bonusOnSpecialHands",
            "bonus tiles are scored apart and added to a special hand's value", null, Values::bool,
            ScoringOptions::bonusOnSpecialHands);
    static final Option ROUNDING = scoring("rounding", "how scores are rounded", null,
            v -> rounding(Values.string(v)), ScoringOptions::rounding);
    static final Option TALLIES = new Option("tallies", "the tallies (scoring sticks) of the set", null, true,
            v -> parsed(() -> TallySet.parse(Values.string(v))), Ruleset::tallies, null);
    static final Option EAST_STREAK_LIMIT = scoring("eastStreakLimit",
            "East's win in a row that is a limit hand, flag east-streak (0: none)", 0, Option::eastStreak,
            ScoringOptions::eastStreakLimit);
    static final Option KONG_HAS_3_TYPES = scoring("kongHas3Types",
            "a kong claimed from a discard counts as concealed for doubling, flag claimed-kongs", false,
            Values::bool, ScoringOptions::kongHas3Types);
    static final Option LOSERS_SCORE_EVERY_PAIR = scoring("losersScoreEveryPair",
            "a losing hand scores every scoring pair it holds, not only one", false, Values::bool,
            ScoringOptions::losersScoreEveryPair);

    /**
     * Every option in the order of the file format: the limit, the two chow and notional-limit
     * options, the settlement options of the first format, the scoring options, then the
     * settlement options added later.
     */
    private static final List<Option> ALL = all();

    private final String key;
    private final String description;
    private final Object defaultValue;
    private final boolean shownAtDefault;
    private final Function<TomlValue, Object> reader;
    private final Function<Ruleset, Object> getter;
    private final SettlementOption settlement;

    private Option(String key, String description, Object defaultValue, boolean shownAtDefault,
            Function<TomlValue, Object> reader, Function<Ruleset, Object> getter, SettlementOption settlement) {
        this.key = key;
        this.description = description;
        this.defaultValue = defaultValue;
        this.shownAtDefault = shownAtDefault;
        this.reader = reader;
        this.getter = getter;
        this.settlement = settlement;
    }

    /**
     * A scoring option; one with a default was added after the first version of the format: a
     * file may leave it out and gets the default, and the canonical text names it only when it
     * differs from the default, so that the hashes of rulesets written before it do not change.
     */
    private static Option scoring(String key, String description, Object defaultValue,
            Function<TomlValue, Object> reader, Function<ScoringOptions, Object> getter) {
        return new Option(key, description, defaultValue, true, reader, r -> getter.apply(r.scoring()), null);
    }

    /**
     * The option of a settlement option. One added after the first format is moreover listed
     * ({@link RulesetOptions#of}) only when it is not at its default, so that the presets'
     * listings stay as they were.
     */
    private static Option settlement(SettlementOption o) {
        Function<TomlValue, Object> reader = switch (o.kind()) {
            case LIMIT -> Option::limit;
            case ON_OFF -> Values::bool;
            case CHOICE -> v -> parsed(() -> o.parse(Values.string(v)));
        };
        return new Option(o.key(), o.description(), o.requiredInFile() ? null : o.defaultValue(),
                o.requiredInFile(), reader, r -> o.of(r.settlement()), o);
    }

    private static List<Option> all() {
        List<Option> all = new ArrayList<>();
        all.add(settlement(SettlementOption.LIMIT));
        all.add(NOTIONAL_LIMIT);
        all.add(MAX_CHOWS);
        Arrays.stream(SettlementOption.values()).filter(o -> o != SettlementOption.LIMIT && o.requiredInFile())
                .forEach(o -> all.add(settlement(o)));
        all.addAll(List.of(LOSERS_PURITY, SELF_DRAWN_INCLUDES_LOOSE_TILE, CONCEALED_WIN_ON_DISCARD,
                BONUS_ON_SPECIAL_HANDS, ROUNDING, TALLIES, EAST_STREAK_LIMIT, KONG_HAS_3_TYPES,
                LOSERS_SCORE_EVERY_PAIR));
        Arrays.stream(SettlementOption.values()).filter(o -> !o.requiredInFile()).forEach(o -> all.add(settlement(o)));
        return List.copyOf(all);
    }

    /** Every option, in the order of the file format. */
    static List<Option> values() {
        return ALL;
    }

    /** The key in the file, such as {@code maxChows}. */
    String key() {
        return key;
    }

    /** What the option decides, in a few words. */
    String description() {
        return description;
    }

    /** The value a file that leaves the option out gets; empty if every root file must set it. */
    Optional<Object> defaultValue() {
        return Optional.ofNullable(defaultValue);
    }

    /** Whether the value is this option's default (never for an option without one). */
    boolean isDefault(Object value) {
        return value.equals(defaultValue);
    }

    /** Whether listings show this value: always, but for a later settlement option at its default. */
    boolean isShown(Object value) {
        return shownAtDefault || !isDefault(value);
    }

    static Optional<Option> ofKey(String key) {
        return ALL.stream().filter(o -> o.key.equals(key)).findFirst();
    }

    static List<String> keys() {
        return ALL.stream().map(Option::key).toList();
    }

    /**
     * The typed value of this option.
     *
     * @throws Values.BadValue if the value is of the wrong type or out of range
     */
    Object read(TomlValue v) {
        return reader.apply(v);
    }

    /** The value of this option in a resolved ruleset. */
    Object of(Ruleset r) {
        return getter.apply(r);
    }

    /** A value as a ruleset file writes it: {@code 1000}, {@code none}, {@code difference}... */
    static String text(Object value) {
        if (value instanceof PaymentMethod m) {
            return m.code();
        }
        if (value instanceof DrawPays d) {
            return d.code();
        }
        if (value instanceof Rounding r) {
            return r.code();
        }
        return value.toString();
    }

    @Override
    public String toString() {
        return key;
    }

    /** Every option of a resolved ruleset, in file-format order. */
    static Map<Option, Object> all(Ruleset r) {
        Map<Option, Object> values = new LinkedHashMap<>();
        for (Option o : ALL) {
            values.put(o, o.of(r));
        }
        return values;
    }

    /** The scoring options; {@code values} holds every option, checked by {@link #read}. */
    static ScoringOptions scoring(Map<Option, Object> values) {
        return new ScoringOptions(
                (Integer) values.get(MAX_CHOWS),
                (Long) values.get(NOTIONAL_LIMIT),
                (Boolean) values.get(LOSERS_PURITY),
                (Boolean) values.get(SELF_DRAWN_INCLUDES_LOOSE_TILE),
                (Boolean) values.get(CONCEALED_WIN_ON_DISCARD),
                (Boolean) values.get(BONUS_ON_SPECIAL_HANDS),
                (Rounding) values.get(ROUNDING),
                (Integer) values.get(EAST_STREAK_LIMIT),
                (Boolean) values.get(KONG_HAS_3_TYPES),
                (Boolean) values.get(LOSERS_SCORE_EVERY_PAIR));
    }

    /**
     * The settlement options; {@code values} holds every option, checked by {@link #read}.
     *
     * @throws org.mahjongtally.settlement.SettlementException if they do not go together
     */
    static SettlementOptions settlement(Map<Option, Object> values) {
        SettlementOptions options = SettlementOptions.DEFAULTS;
        for (Option o : ALL) {
            if (o.settlement != null) {
                options = options.with(o.settlement, values.get(o));
            }
        }
        return options;
    }

    private static Limit limit(TomlValue v) {
        if (v.value() instanceof String s && s.equals("none")) {
            return Limit.NONE;
        }
        if (v.value() instanceof Long n && n > 0 && n % 2 == 0) {
            return Limit.of(Values.bounded(n, RulesetLimits.MAX_LIMIT));
        }
        throw v.value() instanceof Long n ? new Values.BadValue(RulesetIssue.BAD_LIMIT_NUMBER, n)
                : new Values.BadValue(RulesetIssue.BAD_LIMIT_KIND, v.kind());
    }

    private static int eastStreak(TomlValue v) {
        int n = Values.whole(v, 0, ScoringOptions.MAX_EAST_STREAK);
        if (n == 1) {
            throw new Values.BadValue(RulesetIssue.EAST_STREAK_OF_ONE);
        }
        return n;
    }

    private static long positive(TomlValue v) {
        long n = Values.whole(v);
        if (n <= 0) {
            throw new Values.BadValue(RulesetIssue.NOT_POSITIVE, n);
        }
        return Values.bounded(n, RulesetLimits.MAX_LIMIT);
    }

    private static Rounding rounding(String code) {
        for (Rounding r : Rounding.values()) {
            if (r.code().equals(code)) {
                return r;
            }
        }
        List<String> codes = Arrays.stream(Rounding.values()).map(Rounding::code).toList();
        throw new Values.BadValue(RulesetIssue.UNKNOWN_ROUNDING, String.join(", ", codes), code,
                NearestName.nearest(code, codes));
    }

    /**
     * Runs a core parser, turning its message into a {@link Values.BadValue}. Any other runtime
     * exception is caught too, so that absurd input (a tally worth 2^62 points) is a problem
     * with a line rather than an exception escaping the loader.
     */
    private static Object parsed(Supplier<Object> parse) {
        try {
            return parse.get();
        } catch (TallyException e) {
            throw new Values.BadValue(RulesetIssue.CORE_REFUSED, e.message());
        } catch (RuntimeException e) {
            throw new Values.BadValue(RulesetIssue.NOT_USABLE, e.toString());
        }
    }
}
