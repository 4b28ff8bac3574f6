package org.mahjongtally.store;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mahjongtally.Message;
import org.mahjongtally.game.GameException;
import org.mahjongtally.game.GameOptions;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.json.GameOptionsJson;
import org.mahjongtally.json.HandJson;
import org.mahjongtally.json.JsonProblem;
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
 *  "options": {...as GameOptionsJson},
 *  "hands": [{...as HandJson}, ...]}
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
        json.put("options", GameOptionsJson.of(game.setup().options()));
        List<Object> hands = new ArrayList<>();
        for (HandRecord hand : game.hands()) {
            hands.add(HandJson.of(hand));
        }
        json.put("hands", hands);
        return StrictJson.writePretty(json);
    }

    /**
     * Reads a game file, strictly: an unknown field (a misspelt one is named with the field probably
     * meant), a field of the wrong type or a missing one is refused, never guessed at. The hands
     * are not replayed here; the store does that on import.
     *
     * @throws BadJsonException if the text is not JSON or not of the file's shape, naming the field
     * @throws GameException if it is not a game file of this version, or holds a hand that cannot be
     * @throws org.mahjongtally.rules.RulesetException if its ruleset does not read
     */
    public static Contents fromJson(String text) {
        JsonNode tree = StrictJson.tree(text.getBytes(StandardCharsets.UTF_8), WHOLE);
        checkFormat(tree);
        GameFile file = StrictJson.convert(tree, GameFile.class, WHOLE);
        Ruleset ruleset = StrictJson.required(file.ruleset(), "ruleset",
                Message.of(StoreProblem.GAME_FILE_RULESET_HINT)).read();
        GameOptions options = file.options() == null ? GameOptions.DEFAULTS : file.options().toOptions();
        GameSetup setup = new GameSetup(StrictJson.required(file.players(), "players",
                Message.of(StoreProblem.GAME_FILE_PLAYERS_HINT)), ruleset, options);
        List<HandRecord> hands = new ArrayList<>();
        List<HandJson> items = file.hands() == null ? List.of() : file.hands();
        for (HandJson item : items) {
            try {
                hands.add(item.toRecord());
            } catch (GameException e) {
                throw GameException.badGame(Message.of(StoreProblem.HAND_IN_GAME_FILE, hands.size() + 1, e.message()));
            }
        }
        return new Contents(setup, hands, Optional.ofNullable(file.id()));
    }

    /** What the file is called in messages about it as a whole. */
    private static final Message WHOLE = Message.of(JsonProblem.GAME_FILE);

    /**
     * Checks the format and version first, so that another kind of file, or a game file of a later
     * version (which may have fields this program does not know), is named as such.
     */
    private static void checkFormat(JsonNode tree) {
        if (!FORMAT.equals(tree.path("format").textValue())) {
            throw GameException.badGame(Message.of(StoreProblem.NOT_A_GAME_FILE, FORMAT));
        }
        JsonNode version = tree.path("version");
        if (!version.isIntegralNumber() || !version.canConvertToLong() || version.longValue() != VERSION) {
            boolean later = version.isIntegralNumber()
                    && version.bigIntegerValue().compareTo(java.math.BigInteger.valueOf(VERSION)) > 0;
            throw GameException.badGame(version.isMissingNode() ? Message.of(StoreProblem.GAME_FILE_NO_VERSION, VERSION)
                    : Message.of(later ? StoreProblem.GAME_FILE_TOO_NEW : StoreProblem.GAME_FILE_VERSION,
                            version.toString(), VERSION));
        }
    }

    /**
     * The layout of a game file, as {@link #toJson} writes it.
     *
     * @param created when the game was started where it was exported from; not read back
     */
    record GameFile(String format, Long version, String id, String created, List<String> players, Rules ruleset,
            GameOptionsJson options, List<HandJson> hands) {

        /** The ruleset written out in full; its hash, if given, must be the rules' own. */
        record Rules(String id, String name, String hash, String toml) {

            Ruleset read() {
                Ruleset ruleset = RulesetWriter.read("the game file's ruleset",
                        StrictJson.required(toml, "ruleset.toml", Message.of(StoreProblem.GAME_FILE_TOML_HINT)));
                if (hash != null && !ruleset.hash().equals(hash)) {
                    throw GameException.badGame(Message.of(StoreProblem.GAME_FILE_RULESET_CHANGED, ruleset.hash(), hash));
                }
                return ruleset;
            }
        }
    }
}
