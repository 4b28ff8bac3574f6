package org.mahjongtally.store;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mahjongtally.game.GameException;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.json.GameJson;
import org.mahjongtally.rules.RulesetWriter;
import org.mahjongtally.ruleset.Ruleset;

/**
 * A whole game as one JSON file, to keep, move to another database or share. Lossless: the
 * players, the ruleset written out in full (so it needs no preset to read), the options and
 * every hand as recorded; reading it back gives an equal setup and equal hands. Derived
 * numbers are not in it: they come from replaying.
 *
 * <pre>
 * {"format": "mahjong-tally-game", "version": 1, "id": "k3j5x7q2ma", "created": "2025-...Z",
 *  "players": ["Ann", "Bob", "Cid", "Dee"],
 *  "ruleset": {"id": "bmja", "name": "...", "hash": "d47c8f2fd13f0bf6", "toml": "id = ..."},
 *  "options": {...as GameJson.options},
 *  "hands": [{...as GameJson.record}, ...]}
 * </pre>
 */
public final class GameExport {

    /** The value of {@code "format"}. */
    public static final String FORMAT = "mahjong-tally-game";

    /** The version of the layout this program writes and reads. */
    public static final int VERSION = 1;

    private GameExport() {
    }

    /**
     * What a game file holds.
     *
     * @param setup players, ruleset and options
     * @param hands the hands as recorded, in order
     * @param exportedId the id the game had where it was exported from, if the file says
     */
    public record Contents(GameSetup setup, List<HandRecord> hands, Optional<String> exportedId) {

        /** Copies the hands. */
        public Contents {
            hands = List.copyOf(hands);
        }
    }

    /** The game file's text (indented JSON). */
    public static String toJson(StoredGame game) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("format", FORMAT);
        json.put("version", (long) VERSION);
        json.put("id", game.id());
        json.put("created", game.created().toString());
        json.put("players", new ArrayList<Object>(game.setup().players()));
        Ruleset r = game.setup().ruleset();
        Map<String, Object> ruleset = new LinkedHashMap<>();
        ruleset.put("id", r.id());
        ruleset.put("name", r.name());
        ruleset.put("hash", r.hash());
        ruleset.put("toml", RulesetWriter.toToml(r));
        json.put("ruleset", ruleset);
        json.put("options", GameJson.options(game.setup().options()));
        List<Object> hands = new ArrayList<>();
        for (HandRecord hand : game.hands()) {
            hands.add(GameJson.record(hand));
        }
        json.put("hands", hands);
        return StoreJson.writePretty(json);
    }

    /**
     * Reads a game file. The hands are not replayed here; the store does that on import.
     *
     * @throws GameException if the text is not a game file of this version, naming what is wrong
     * @throws org.mahjongtally.rules.RulesetException if its ruleset does not read
     */
    public static Contents fromJson(String text) {
        Map<String, Object> json = object(StoreJson.read(text, "the game file"), "the game file");
        if (!FORMAT.equals(json.get("format"))) {
            throw new GameException("this is not a Mahjong Tally game file: it has no \"format\": \""
                    + FORMAT + "\"; export one with 'tally game export GAME --format json'");
        }
        Object version = json.get("version");
        if (!(version instanceof Number n) || n.intValue() != VERSION || n.doubleValue() != VERSION) {
            throw new GameException("the game file has version " + version + ", but this program"
                    + " reads version " + VERSION + (version instanceof Number m && m.intValue() > VERSION
                    ? "; update Mahjong Tally to read it" : ""));
        }
        Ruleset ruleset = ruleset(object(json.get("ruleset"), "\"ruleset\""));
        GameOptions options = GameJson.readOptions(json.get("options"));
        GameSetup setup = new GameSetup(strings(json.get("players"), "\"players\""), ruleset, options);
        List<HandRecord> hands = new ArrayList<>();
        Object list = json.get("hands") == null ? List.of() : json.get("hands");
        if (!(list instanceof List<?> items)) {
            throw new GameException("\"hands\" in the game file must be a JSON array");
        }
        for (Object item : items) {
            try {
                hands.add(GameJson.readRecord(item));
            } catch (GameException e) {
                throw new GameException("hand " + (hands.size() + 1) + " in the game file: " + e.getMessage());
            }
        }
        Optional<String> id = json.get("id") instanceof String s ? Optional.of(s) : Optional.empty();
        return new Contents(setup, hands, id);
    }

    private static Ruleset ruleset(Map<String, Object> json) {
        if (!(json.get("toml") instanceof String toml)) {
            throw new GameException("\"ruleset\" in the game file needs \"toml\", the rules written out in full");
        }
        Ruleset ruleset = RulesetWriter.read("the game file's ruleset", toml);
        Object hash = json.get("hash");
        if (hash != null && !ruleset.hash().equals(hash)) {
            throw new GameException("the ruleset in the game file has been changed: its rules have hash "
                    + ruleset.hash() + ", but the file says " + hash);
        }
        return ruleset;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> object(Object value, String what) {
        if (value instanceof Map<?, ?> map) {
            return (Map<String, Object>) map;
        }
        throw new GameException(what + " must be a JSON object");
    }

    private static List<String> strings(Object value, String what) {
        List<String> out = new ArrayList<>();
        if (value instanceof List<?> list) {
            for (Object item : list) {
                if (!(item instanceof String s)) {
                    throw new GameException(what + " in the game file must be a list of names");
                }
                out.add(s);
            }
            return out;
        }
        throw new GameException(what + " in the game file must be a list of four names");
    }
}
