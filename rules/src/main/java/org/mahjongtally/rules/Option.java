package org.mahjongtally.rules;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.mahjongtally.TallyException;
import org.mahjongtally.ruleset.Rounding;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.ruleset.ScoringOptions;
import org.mahjongtally.settlement.DrawPays;
import org.mahjongtally.settlement.Limit;
import org.mahjongtally.settlement.PaymentMethod;
import org.mahjongtally.settlement.SettlementOptions;
import org.mahjongtally.settlement.TallySet;

/**
 * The keys of the {@code [options]} table (RULES.md section 12, SETTLEMENT.md "Options a table
 * may set"), what each accepts, and where its value goes in a {@link Ruleset}. Values are held
 * typed: {@link Limit}, {@code Long}, {@code Integer}, {@code Boolean}, {@link PaymentMethod},
 * {@link DrawPays}, {@link Rounding}, {@link TallySet}.
 */
enum Option {
    LIMIT("limit", "the most one hand scores, before East's doubling (\"none\": the roof off)"),
    NOTIONAL_LIMIT("notionalLimit", "what a limit hand is worth when there is no limit"),
    MAX_CHOWS("maxChows", "the most chows a winning hand may hold (4: any number)"),
    EAST_DOUBLES("eastDoubles", "East pays and receives double"),
    LOSERS_SETTLE("losersSettle", "the losers pay each other the differences"),
    METHOD("method", "how the losers' payments are listed (the balances are the same)"),
    DRAW_PAYS("drawPays", "what is paid after a draw"),
    PAY_FOR_ALL("payForAll", "the discarder of the winning tile pays for all three"),
    LOSERS_PURITY("losersPurity", "losers score the one-suit and concealed-hand doubles too"),
    SELF_DRAWN_INCLUDES_LOOSE_TILE("selfDrawnIncludesLooseTile",
            "the self-drawn points are given for a loose tile too"),
    CONCEALED_WIN_ON_DISCARD("concealedWinOnDiscard",
            "a hand concealed until a discarded winning tile keeps the concealed-hand double"),
    BONUS_ON_SPECIAL_HANDS("bonusOnSpecialHands",
            "bonus tiles are scored apart and added to a special hand's value"),
    ROUNDING("rounding", "how scores are rounded"),
    TALLIES("tallies", "the tallies (scoring sticks) of the set"),
    EAST_STREAK_LIMIT("eastStreakLimit",
            "East's win in a row that is a limit hand, flag east-streak (0: none)", 0),
    KONG_HAS_3_TYPES("kongHas3Types",
            "a kong claimed from a discard counts as concealed for doubling, flag claimed-kongs",
            false),
    LOSERS_SCORE_EVERY_PAIR("losersScoreEveryPair",
            "a losing hand scores every scoring pair it holds, not only one", false);

    private final String key;
    private final String description;
    private final Object defaultValue;

    /** An option every ruleset that extends no other must set. */
    Option(String key, String description) {
        this(key, description, null);
    }

    /**
     * An option added after the first version of the format: a file may leave it out and gets
     * this default, and the canonical text names it only when it differs from the default, so
     * that the hashes of rulesets written before it do not change.
     */
    Option(String key, String description, Object defaultValue) {
        this.key = key;
        this.description = description;
        this.defaultValue = defaultValue;
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

    static Optional<Option> ofKey(String key) {
        return Arrays.stream(values()).filter(o -> o.key.equals(key)).findFirst();
    }

    static List<String> keys() {
        return Arrays.stream(values()).map(Option::key).toList();
    }

    /**
     * The typed value of this option.
     *
     * @throws Values.BadValue if the value is of the wrong type or out of range
     */
    Object read(TomlValue v) {
        return switch (this) {
            case LIMIT -> limit(v);
            case NOTIONAL_LIMIT -> positive(v);
            case MAX_CHOWS -> Values.whole(v, 0, 4);
            case METHOD -> parsed(() -> PaymentMethod.parse(Values.string(v)));
            case DRAW_PAYS -> parsed(() -> DrawPays.parse(Values.string(v)));
            case ROUNDING -> rounding(Values.string(v));
            case TALLIES -> parsed(() -> TallySet.parse(Values.string(v)));
            case EAST_STREAK_LIMIT -> eastStreak(v);
            default -> Values.bool(v);
        };
    }

    /** The value of this option in a resolved ruleset. */
    Object of(Ruleset r) {
        ScoringOptions s = r.scoring();
        SettlementOptions p = r.settlement();
        return switch (this) {
            case LIMIT -> p.limit();
            case NOTIONAL_LIMIT -> s.notionalLimit();
            case MAX_CHOWS -> s.maxChows();
            case EAST_DOUBLES -> p.eastDoubles();
            case LOSERS_SETTLE -> p.losersSettle();
            case METHOD -> p.method();
            case DRAW_PAYS -> p.drawPays();
            case PAY_FOR_ALL -> p.payForAll();
            case LOSERS_PURITY -> s.losersPurity();
            case SELF_DRAWN_INCLUDES_LOOSE_TILE -> s.selfDrawnIncludesLooseTile();
            case CONCEALED_WIN_ON_DISCARD -> s.concealedWinOnDiscard();
            case BONUS_ON_SPECIAL_HANDS -> s.bonusOnSpecialHands();
            case ROUNDING -> s.rounding();
            case TALLIES -> r.tallies();
            case EAST_STREAK_LIMIT -> s.eastStreakLimit();
            case KONG_HAS_3_TYPES -> s.kongHas3Types();
            case LOSERS_SCORE_EVERY_PAIR -> s.losersScoreEveryPair();
        };
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

    /** Every option of a resolved ruleset. */
    static Map<Option, Object> all(Ruleset r) {
        Map<Option, Object> values = new EnumMap<>(Option.class);
        for (Option o : values()) {
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

    /** The settlement options; {@code values} holds every option, checked by {@link #read}. */
    static SettlementOptions settlement(Map<Option, Object> values) {
        return new SettlementOptions(
                (Limit) values.get(LIMIT),
                (Boolean) values.get(EAST_DOUBLES),
                (Boolean) values.get(LOSERS_SETTLE),
                (PaymentMethod) values.get(METHOD),
                (DrawPays) values.get(DRAW_PAYS),
                (Boolean) values.get(PAY_FOR_ALL));
    }

    private static Limit limit(TomlValue v) {
        if (v.value() instanceof String s && s.equals("none")) {
            return Limit.NONE;
        }
        if (v.value() instanceof Long n && n > 0 && n % 2 == 0) {
            return Limit.of(n);
        }
        throw new Values.BadValue("must be \"none\" or a positive even number of points such as"
                + " 1000, not " + (v.value() instanceof Long n ? n : v.kind()));
    }

    private static int eastStreak(TomlValue v) {
        int n = Values.whole(v, 0, ScoringOptions.MAX_EAST_STREAK);
        if (n == 1) {
            throw new Values.BadValue("must be 0 (no such limit hand) or a streak of 2 or more"
                    + " wins, such as 13 (Millington) or 9 (German league), not 1");
        }
        return n;
    }

    private static long positive(TomlValue v) {
        long n = Values.whole(v);
        if (n <= 0) {
            throw new Values.BadValue("must be a positive number of points, not " + n);
        }
        return n;
    }

    private static Rounding rounding(String code) {
        for (Rounding r : Rounding.values()) {
            if (r.code().equals(code)) {
                return r;
            }
        }
        throw new Values.BadValue("must be one of " + String.join(", ",
                Arrays.stream(Rounding.values()).map(Rounding::code).toList()) + ", not '"
                + code + "'" + NearestName.hint(code,
                        Arrays.stream(Rounding.values()).map(Rounding::code).toList()));
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
            throw new Values.BadValue("is wrong: " + e.getMessage());
        } catch (RuntimeException e) {
            throw new Values.BadValue("is not usable (" + e + ")");
        }
    }
}
