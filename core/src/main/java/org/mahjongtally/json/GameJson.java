package org.mahjongtally.json;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.mahjongtally.game.GameException;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSheet;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.game.Penalty;
import org.mahjongtally.game.PlayedHand;
import org.mahjongtally.game.PlayerEntry;
import org.mahjongtally.game.PlayerResult;
import org.mahjongtally.game.Stakes;
import org.mahjongtally.settlement.Payment;
import org.mahjongtally.settlement.SettlementOption;
import org.mahjongtally.settlement.SettlementOptions;
import org.mahjongtally.settlement.StickCount;
import org.mahjongtally.settlement.TallySet;
import org.mahjongtally.settlement.Transfer;

/**
 * The JSON forms of a game, shared by the CLI, the HTTP API and the store: a hand record (the
 * shape a client sends to record a hand, and the shape stored), the game options, and the
 * whole score sheet of a game. The readers are for what the store itself wrote (a stored hand,
 * stored options): they take the plain trees any JSON parser gives ({@code Map}, {@code List},
 * {@code String}, {@code Number}, {@code Boolean}, {@code null}) and throw {@link GameException}
 * with the field at fault. What people send (requests, game files to import) is read strictly,
 * unknown fields refused, by the store's {@code HandJson} and {@code GameOptionsJson}.
 *
 * <p>A hand record: {@code {"winner": "Bob" | null, "discarder": "Ann" | null,
 * "payForAll": true | false | null, "scores": {"Ann": 8, ...}, "hands": {"Bob": "<notation>", ...},
 * "penalties": [{"amount": 30, "payers": ["Ann"], "payees": ["Bob"], "reason": "..."}]}};
 * each player is given in {@code scores} or in {@code hands}. {@code payForAll} is the choice
 * made for the hand; {@code null} (or absent) means none was made and the ruleset's rule decides
 * ({@link SettlementOptions#forHand}). Hands stored before that rule existed always say
 * {@code true} or {@code false}, and were settled exactly so whatever the ruleset said, so they
 * keep their meaning and their payments.
 *
 * <p>A game's sheet: players, ruleset, its settlement options, the game options, whether it is finished, the next hand's East
 * and seats, every hand (seats, scores with their score sheets, the settlement, and the fewest
 * hand-overs with the tallies to pass), the totals and the standings with tallies and money.
 * After recording a hand, {@link #lastHand} is the same without the setup and the earlier hands.
 */
public final class GameJson {

    private GameJson() {
    }

    /** The JSON tree of a hand record. */
    public static Map<String, Object> record(HandRecord record) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("winner", record.winner().orElse(null));
        json.put("discarder", record.discarder().orElse(null));
        json.put("payForAll", record.payForAll().orElse(null));
        Map<String, Object> scores = new LinkedHashMap<>();
        Map<String, Object> hands = new LinkedHashMap<>();
        record.entries().forEach((player, entry) -> {
            if (entry instanceof PlayerEntry.Score s) {
                scores.put(player, s.points());
            } else {
                hands.put(player, ((PlayerEntry.Tiles) entry).notation());
            }
        });
        json.put("scores", scores);
        json.put("hands", hands);
        List<Object> penalties = new ArrayList<>();
        for (Penalty p : record.penalties()) {
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("amount", p.amount());
            line.put("payers", new ArrayList<Object>(p.payers()));
            line.put("payees", new ArrayList<Object>(p.payees()));
            line.put("reason", p.reason());
            penalties.add(line);
        }
        json.put("penalties", penalties);
        return json;
    }

    /**
     * Reads a hand record.
     *
     * @throws GameException naming the field that is missing or of the wrong type
     */
    public static HandRecord readRecord(Object tree) {
        Map<String, Object> json = object(tree, "a hand");
        Optional<String> winner = optionalString(json.get("winner"), "winner");
        Optional<String> discarder = optionalString(json.get("discarder"), "discarder");
        Optional<Boolean> payForAll = json.get("payForAll") == null ? Optional.empty()
                : Optional.of(bool(json.get("payForAll"), "payForAll"));
        Map<String, Long> scores = new LinkedHashMap<>();
        if (json.get("scores") != null) {
            object(json.get("scores"), "scores").forEach((player, value) ->
                    scores.put(player, wholeNumber(value, "the score of " + player)));
        }
        Map<String, String> tiles = new LinkedHashMap<>();
        if (json.get("hands") != null) {
            object(json.get("hands"), "hands").forEach((player, value) ->
                    tiles.put(player, string(value, "the tiles of " + player)));
        }
        Map<String, PlayerEntry> entries = HandRecord.entries(scores, tiles);
        List<Penalty> penalties = new ArrayList<>();
        if (json.get("penalties") != null) {
            for (Object item : list(json.get("penalties"), "penalties")) {
                Map<String, Object> p = object(item, "a penalty");
                penalties.add(new Penalty(wholeNumber(p.get("amount"), "the penalty's amount"),
                        strings(p.get("payers"), "the penalty's payers"),
                        strings(p.get("payees"), "the penalty's payees"),
                        optionalString(p.get("reason"), "the penalty's reason").orElse("")));
            }
        }
        return new HandRecord(winner, discarder, payForAll, entries, penalties);
    }

    /** The JSON tree of the game options. */
    public static Map<String, Object> options(GameOptions options) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("drawPassesDeal", options.drawPassesDeal());
        json.put("rounds", (long) options.rounds());
        json.put("startingTallies", options.startingTallies());
        Stakes stakes = options.stakes();
        Map<String, Object> money = new LinkedHashMap<>();
        money.put("perPoint", stakes.perPoint().toPlainString());
        money.put("currency", stakes.currency());
        money.put("decimals", (long) stakes.decimals());
        money.put("rounding", Stakes.roundingName(stakes.rounding()));
        json.put("stakes", money);
        return json;
    }

    /**
     * Reads game options; every field is optional and defaults as {@link GameOptions#DEFAULTS}.
     *
     * @throws GameException naming the field at fault
     */
    public static GameOptions readOptions(Object tree) {
        GameOptions o = GameOptions.DEFAULTS;
        if (tree == null) {
            return o;
        }
        Map<String, Object> json = object(tree, "the game options");
        if (json.containsKey("drawPassesDeal")) {
            o = o.withDrawPassesDeal(bool(json.get("drawPassesDeal"), "drawPassesDeal"));
        }
        if (json.containsKey("rounds")) {
            o = o.withRounds(Math.toIntExact(Math.min(wholeNumber(json.get("rounds"), "rounds"), 1000)));
        }
        if (json.containsKey("startingTallies")) {
            o = o.withStartingTallies(wholeNumber(json.get("startingTallies"), "startingTallies"));
        }
        if (json.get("stakes") != null) {
            Map<String, Object> s = object(json.get("stakes"), "stakes");
            Stakes d = Stakes.NONE;
            BigDecimal perPoint = s.get("perPoint") == null ? d.perPoint() : decimal(s.get("perPoint"), "stakes.perPoint");
            String currency = optionalString(s.get("currency"), "stakes.currency").orElse(d.currency());
            int decimals = s.get("decimals") == null ? d.decimals()
                    : Math.toIntExact(Math.min(wholeNumber(s.get("decimals"), "stakes.decimals"), 99));
            RoundingMode rounding = s.get("rounding") == null ? d.rounding()
                    : Stakes.parseRounding(string(s.get("rounding"), "stakes.rounding"));
            o = o.withStakes(new Stakes(perPoint, currency, decimals, rounding));
        }
        return o;
    }

    /**
     * The JSON tree of a game's whole score sheet, without its id (the caller adds it).
     *
     * @param reasons each payment's reason in words (the words module's {@code reason})
     */
    public static Map<String, Object> sheet(GameSheet sheet, Function<Payment, String> reasons) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("players", new ArrayList<Object>(sheet.setup().players()));
        Map<String, Object> ruleset = new LinkedHashMap<>();
        ruleset.put("id", sheet.setup().ruleset().id());
        ruleset.put("name", sheet.setup().ruleset().name());
        ruleset.put("hash", sheet.setup().ruleset().hash());
        json.put("ruleset", ruleset);
        json.put("settlement", settlement(sheet.setup().ruleset().settlement()));
        json.put("options", options(sheet.setup().options()));
        putNext(json, sheet);
        List<Object> hands = new ArrayList<>();
        for (PlayedHand hand : sheet.hands()) {
            hands.add(hand(hand, sheet.setup().ruleset().tallies(), reasons));
        }
        json.put("hands", hands);
        putStandings(json, sheet);
        return json;
    }

    /**
     * The JSON tree of a game just after a hand was recorded, without its id: whether it is
     * finished and the next hand, the hand just recorded (as in {@link #sheet}'s hands), the
     * totals and the standings. What a table needs to go on, and of the same size whatever the
     * number of hands before (the whole sheet grows with every hand).
     *
     * @throws IllegalArgumentException if the game has no hands
     *
     * @param reasons each payment's reason in words (the words module's {@code reason})
     */
    public static Map<String, Object> lastHand(GameSheet sheet, Function<Payment, String> reasons) {
        if (sheet.hands().isEmpty()) {
            throw new IllegalArgumentException("the game has no hands yet");
        }
        Map<String, Object> json = new LinkedHashMap<>();
        putNext(json, sheet);
        json.put("hand", hand(sheet.hands().get(sheet.hands().size() - 1), sheet.setup().ruleset().tallies(),
                reasons));
        putStandings(json, sheet);
        return json;
    }

    /** "finished", and "next" (the next hand's number, East, prevailing wind, seats) unless finished. */
    private static void putNext(Map<String, Object> json, GameSheet sheet) {
        json.put("finished", sheet.finished());
        if (!sheet.finished()) {
            Map<String, Object> next = new LinkedHashMap<>();
            next.put("hand", (long) sheet.hands().size() + 1);
            next.put("east", sheet.nextEast());
            next.put("prevailing", String.valueOf(sheet.next().prevailing().letter()));
            Map<String, Object> seats = new LinkedHashMap<>();
            for (int p = 0; p < 4; p++) {
                seats.put(sheet.setup().players().get(p), String.valueOf(sheet.next().seatOf(p).letter()));
            }
            next.put("seats", seats);
            json.put("next", next);
        }
    }

    /** "totals" by player, and "standings" from first place with tallies and money. */
    private static void putStandings(Map<String, Object> json, GameSheet sheet) {
        Map<String, Object> totals = new LinkedHashMap<>();
        for (int p = 0; p < 4; p++) {
            totals.put(sheet.setup().players().get(p), sheet.totals().get(p));
        }
        json.put("totals", totals);
        List<Object> standings = new ArrayList<>();
        for (GameSheet.Standing s : sheet.standings()) {
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("place", (long) s.place());
            line.put("player", s.player());
            line.put("total", s.total());
            line.put("tallies", s.tallies());
            line.put("money", s.money().toPlainString());
            standings.add(line);
        }
        json.put("standings", standings);
    }

    /**
     * The settlement options the game is played by, with the names of SETTLEMENT.md; an option
     * added to the format later only when it is not at its default.
     */
    private static Map<String, Object> settlement(SettlementOptions options) {
        Map<String, Object> json = new LinkedHashMap<>();
        for (SettlementOption o : SettlementOption.values()) {
            Object value = o.of(options);
            if (o.requiredInFile() || !value.equals(o.defaultValue())) {
                json.put(o.key(), o.plain(value));
            }
        }
        return json;
    }

    private static Map<String, Object> hand(PlayedHand hand, TallySet tallies, Function<Payment, String> reasons) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("number", (long) hand.number());
        json.put("prevailing", String.valueOf(hand.prevailing().letter()));
        json.put("east", hand.eastPlayer());
        json.put("winner", hand.winner().orElse(null));
        json.put("record", record(hand.record()));
        List<Object> players = new ArrayList<>();
        for (PlayerResult r : hand.players()) {
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("name", r.player());
            line.put("seat", String.valueOf(r.seat().letter()));
            line.put("score", r.score());
            line.put("balance", r.balance());
            line.put("total", r.total());
            line.put("sheet", r.sheet().map(ScoreJson::of).orElse(null));
            players.add(line);
        }
        json.put("players", players);
        json.put("settlement", SettlementJson.of(hand.settlement(), false, null, reasons));
        List<Object> handovers = new ArrayList<>();
        for (Transfer t : GameSheet.handovers(hand)) {
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("from", GameSheet.playerIn(hand, t.from()));
            line.put("to", GameSheet.playerIn(hand, t.to()));
            line.put("amount", t.amount());
            Map<String, Object> sticks = new LinkedHashMap<>();
            for (StickCount stick : tallies.sticksFor(t.amount()).sticks()) {
                sticks.put(stick.tally().name(), (long) stick.count());
            }
            line.put("sticks", sticks);
            handovers.add(line);
        }
        json.put("handovers", handovers);
        return json;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> object(Object value, String what) {
        if (value instanceof Map<?, ?> map) {
            for (Object key : map.keySet()) {
                if (!(key instanceof String)) {
                    throw new GameException(what + " must be a JSON object");
                }
            }
            return (Map<String, Object>) map;
        }
        throw new GameException(what + " must be a JSON object");
    }

    private static List<?> list(Object value, String what) {
        if (value instanceof List<?> list) {
            return list;
        }
        throw new GameException(what + " must be a JSON array");
    }

    private static List<String> strings(Object value, String what) {
        List<String> out = new ArrayList<>();
        for (Object item : list(value, what)) {
            out.add(string(item, what));
        }
        return out;
    }

    private static String string(Object value, String what) {
        if (value instanceof String s) {
            return s;
        }
        throw new GameException(what + " must be a string");
    }

    private static Optional<String> optionalString(Object value, String what) {
        return value == null ? Optional.empty() : Optional.of(string(value, what));
    }

    private static boolean bool(Object value, String what) {
        if (value instanceof Boolean b) {
            return b;
        }
        throw new GameException(what + " must be true or false");
    }

    private static long wholeNumber(Object value, String what) {
        if (value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte) {
            return ((Number) value).longValue();
        }
        if (value instanceof java.math.BigInteger big && big.bitLength() < 63) {
            return big.longValue();
        }
        throw new GameException(what + " must be a whole number" + (value == null ? "; it is missing" : ""));
    }

    private static BigDecimal decimal(Object value, String what) {
        try {
            if (value instanceof String s) {
                return new BigDecimal(s.strip());
            }
            if (value instanceof Number n) {
                return new BigDecimal(n.toString());
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new GameException(what + " must be a number such as \"0.01\"");
    }

}
