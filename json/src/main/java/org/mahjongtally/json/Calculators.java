/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mahjongtally.Message;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.HandProblem;
import org.mahjongtally.hand.InvalidHandException;
import org.mahjongtally.hand.WinMethod;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.settlement.SettlementOption;
import org.mahjongtally.scoring.FlagsInUse;
import org.mahjongtally.scoring.Scorer;
import org.mahjongtally.scoring.Waits;

/**
 * The answers of the calculators that need no game, as JSON trees: what
 * {@code GET /api/rulesets}, {@code GET /api/rulesets/{id}}, {@code POST /api/score},
 * {@code /api/waits} and {@code /api/compare} answer, and what the engine in the browser answers
 * for the same request ({@link SettleQuestion} for {@code /api/settle}). Each adapter reads the
 * request its own way (the API strictly from JSON, the engine from the page's object) and hands
 * the fields here, so that both answer the same bytes.
 */
public final class Calculators {

    /** How to give a hand, for the message when it is missing. */
    public static final Message HAND_HOW = Message.of(JsonProblem.HAND_HINT);

    /** What a winning hand cannot have had as its winning tile: {@link #winningTiles} leaves these out. */
    private static final Set<HandProblem> NOT_A_WINNING_TILE = EnumSet.of(HandProblem.WINNING_TILE_NOT_IN_HAND,
            HandProblem.WINNING_TILE_IN_CONCEALED_KONG, HandProblem.DRAWN_TILE_IN_EXPOSED_SET,
            HandProblem.ROBBED_TILE_HELD);
    /** Problems of the tiles themselves, found before the winning tile is looked at: the same for every tile. */
    private static final Set<HandProblem> BROKEN_TILES = EnumSet.of(HandProblem.NO_CHOW_AT,
            HandProblem.BONUS_TILE_IN_SET, HandProblem.BONUS_TILE_CONCEALED, HandProblem.NOT_A_BONUS_TILE,
            HandProblem.BONUS_TILE_TWICE, HandProblem.PAIR_DECLARED, HandProblem.CONCEALED_SET_NOT_KONG,
            HandProblem.FIFTH_COPY);

    private Calculators() {
    }

    /**
     * The ways the winning tile can come ({@code by=} of the notation), in the notation's order:
     * {@code [{"code", "fromAnotherPlayer"}]}; a way from another player is one a discarder can be
     * named for, the others are self-drawn.
     */
    public static List<Object> ways() {
        List<Object> list = new ArrayList<>();
        for (WinMethod m : WinMethod.values()) {
            Map<String, Object> way = new LinkedHashMap<>();
            way.put("code", m.code());
            way.put("fromAnotherPlayer", m.isFromAnotherPlayer());
            list.add(way);
        }
        return list;
    }

    /**
     * The flags of the notation that mean something under these rules ({@link FlagsInUse}), in
     * the notation's order: the words a player may add to a hand, such as {@code "east-streak"}.
     */
    public static List<Object> flags(Ruleset rules) {
        List<Object> codes = new ArrayList<>();
        FlagsInUse.of(rules).forEach(f -> codes.add(f.code()));
        return codes;
    }

    /**
     * The settlement options ({@link SettlementOption}), in the order of the file format:
     * {@code [{"key", "kind", "default", "choices", "decidedPerHand"}]}, the kind {@code "limit"}
     * (a number of points or {@code "none"}), {@code "on-off"} or {@code "choice"} (one of
     * {@code choices}), the default as the API writes a value ({@code 1000}, {@code true},
     * {@code "difference"}).
     */
    public static List<Object> settlementOptions() {
        List<Object> list = new ArrayList<>();
        for (SettlementOption o : SettlementOption.values()) {
            Map<String, Object> option = new LinkedHashMap<>();
            option.put("key", o.key());
            option.put("kind", switch (o.kind()) {
                case LIMIT -> "limit";
                case ON_OFF -> "on-off";
                case CHOICE -> "choice";
            });
            option.put("default", o.plain(o.defaultValue()));
            option.put("choices", new ArrayList<Object>(o.choices()));
            option.put("decidedPerHand", o.decidedPerHand());
            list.add(option);
        }
        return list;
    }

    /**
     * The tiles of a winning hand that can have been its winning tile, had it come this way,
     * each once in tile order: those the hand accepts after {@code win=} (a tile only in a
     * concealed kong, or a drawn tile only in an exposed set, it refuses). A hand that is wrong
     * in another way (too few tiles, a loose tile without a kong) still lists its tiles; one
     * whose sets are wrong whatever its winning tile is refused as {@link #hand} refuses it.
     *
     * @param tiles the hand's tiles in notation, without {@code win=} and {@code by=}
     * @param by how the tile came, a {@code by=} value ({@link WinMethod}); {@code wall} for {@code null}
     * @throws org.mahjongtally.TallyException for notation that does not read (an unknown way
     *     included), or sets that are wrong
     */
    public static List<Object> winningTiles(String tiles, String by) {
        String method = by == null ? WinMethod.WALL.code() : by;
        List<Object> codes = new ArrayList<>();
        for (Tile tile : Tile.playing()) {
            try {
                Hand.parse(tiles + " win=" + tile.code() + " by=" + method);
                codes.add(tile.code());
            } catch (InvalidHandException e) {
                if (BROKEN_TILES.contains(e.problem())) {
                    throw e;
                }
                if (!NOT_A_WINNING_TILE.contains(e.problem())) {
                    codes.add(tile.code());
                }
            }
        }
        return codes;
    }

    /**
     * The preset of this id; the default ({@code bmja}) for {@code null}. Unlike the CLI's
     * {@code --ruleset}, a request never names a file.
     *
     * @throws org.mahjongtally.rules.RulesetException naming the presets if there is none of that id
     */
    public static Ruleset preset(String id) {
        return Rulesets.preset(id == null ? Rulesets.DEFAULT_ID : id);
    }

    /** The summaries of the shipped presets, the default first. */
    public static List<Object> rulesets() {
        List<Object> list = new ArrayList<>();
        for (String id : Rulesets.presetIds()) {
            list.add(RulesetJson.summary(Rulesets.preset(id)));
        }
        return list;
    }

    /**
     * A preset in full.
     *
     * @throws org.mahjongtally.rules.RulesetException if there is none of that id
     */
    public static Map<String, Object> ruleset(String id) {
        return RulesetJson.of(preset(id));
    }

    /**
     * A hand of a request, parsed.
     *
     * @param notation the hand in notation, not {@code null} (the adapter says when it is missing,
     *     with {@link #HAND_HOW})
     * @throws org.mahjongtally.hand.NotationException if it is not valid notation
     */
    public static Hand hand(String notation) {
        return Hand.parse(notation);
    }

    /** A hand scored under a preset ({@link #preset}). */
    public static Map<String, Object> score(Hand hand, String rulesetId) {
        return ScoreJson.of(Scorer.of(preset(rulesetId)).score(hand));
    }

    /** The waits of a calling hand under a preset ({@link #preset}). */
    public static Map<String, Object> waits(Hand calling, String rulesetId) {
        Scorer scorer = Scorer.of(preset(rulesetId));
        return ScoreJson.waits(calling.toString(), scorer.ruleset().id(), Waits.of(calling, scorer));
    }

    /**
     * The ids a comparison is asked for, in order, each once; every preset for {@code null}. An
     * empty list is the adapter's to refuse.
     */
    public static List<String> compared(List<String> asked) {
        return asked == null ? Rulesets.presetIds() : asked.stream().distinct().toList();
    }

    /** One hand scored under each preset of {@link #compared}, by id. */
    public static Map<String, Object> compare(Hand hand, List<String> rulesetIds) {
        Map<String, Object> byRuleset = new LinkedHashMap<>();
        for (String id : rulesetIds) {
            byRuleset.put(id, score(hand, id));
        }
        return byRuleset;
    }
}
