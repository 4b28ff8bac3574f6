/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.enginejs;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Supplier;
import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;
import org.mahjongtally.game.Bound;
import org.mahjongtally.game.Game;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.game.PlayerNames;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.json.GameChanges;
import org.mahjongtally.json.GameFileJson;
import org.mahjongtally.json.GameFiles;
import org.mahjongtally.json.ScoreJson;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.Scorer;
import org.mahjongtally.json.BadFieldException;
import org.mahjongtally.json.BadJsonException;
import org.mahjongtally.json.Calculators;
import org.mahjongtally.json.Json;
import org.mahjongtally.json.HouseRulesJson;
import org.mahjongtally.json.JsonPhrasebooks;
import org.mahjongtally.json.JsonProblem;
import org.mahjongtally.json.JsonType;
import org.mahjongtally.json.RulesetJson;
import org.mahjongtally.json.SettleQuestion;
import org.mahjongtally.json.SettlementChoices;
import org.mahjongtally.json.TextOrNull;
import org.mahjongtally.rules.HouseRules;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.rules.TableOptions;
import org.mahjongtally.settlement.SettlementOption;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.ScoringNames;
import org.mahjongtally.words.Words;
import org.teavm.jso.JSExport;
import org.teavm.jso.JSObject;

/**
 * The engine's face to the page: the functions the TeaVM-compiled module exports, each answering
 * the very JSON text the HTTP API answers for the same request, made by the same code (the json
 * module's {@link Calculators} and {@link SettleQuestion}); no scoring or settlement is done
 * here. A request is the object the page would send as the body ({@code {hand, ruleset}} for
 * score...), as a JavaScript object or its JSON text; {@code language} is {@code "en"},
 * {@code "pl"} or {@code "ru"} (English for anything else), the language of error messages.
 *
 * <p>A refusal answers the API's error body, {@code {"code": ..., "message": ...}}: for the
 * engine's own refusals (bad notation, an unknown preset, a settlement core refuses) the code
 * and message the API gives in that language; for a request of the wrong shape (a field missing,
 * of the wrong type or unknown) {@code bad-json} with a message in English naming the field, as
 * the API's (whose wording, such as line and column, may differ). The presets are read from
 * the files of the rules module, which TeaVM embeds in the script ({@link PresetResources}).
 *
 * <p>A game kept on the phone is its game file ({@link GameFileJson}, what {@code tally game
 * export} writes), which the page keeps and hands back with every call: {@link #newGame},
 * {@link #recordHand}, {@link #correctHand} and {@link #deleteHand} answer the new file with the
 * game as the API shows it ({@link GameFiles}), the hands changed as the store changes them
 * ({@link GameChanges}) and replayed by core.
 */
public final class Engine {

    private static final List<String> SCORE_FIELDS = List.of("hand", "ruleset");
    private static final List<String> WINNING_TILES_FIELDS = List.of("hand", "by");
    private static final List<String> COMPARE_FIELDS = List.of("hand", "rulesets");
    private static final List<String> SETTLE_FIELDS = List.of("scores", "winner", "discarder", "ruleset",
            "options", "plan", "tallies", "tallySet", "penalties");

    private Engine() {
    }

    /** The body of {@code GET /api/rulesets}: the presets' summaries, the default first. */
    @JSExport
    public static String rulesets(String language) {
        return answer(language, Calculators::rulesets);
    }

    /** The body of {@code GET /api/rulesets/{id}}: a preset in full. */
    @JSExport
    public static String ruleset(String id, String language) {
        return answer(language, () -> Calculators.ruleset(id));
    }

    /**
     * A club's ruleset file (TOML; it may extend a preset) read, in full as
     * {@code GET /api/rulesets/{id}} shows a ruleset, or the loader's problems as an error.
     */
    @JSExport
    public static String readRuleset(String fileName, String text, String language) {
        return answer(language, () -> RulesetJson.of(Rulesets.read(fileName, text)));
    }

    /**
     * The name of a score sheet's line in the language, as the CLI and the JSON name it in
     * English ({@link ScoringNames}): for a line of element {@code id} that its ruleset calls
     * {@code name} (a score line's {@code id} and {@code name}), "Calling for" it if
     * {@code calling}. Plain text, not JSON; an id the engine does not know keeps {@code name}.
     */
    @JSExport
    public static String elementName(String id, String name, boolean calling, String language) {
        String shown = name == null ? "" : name;
        return RuleId.ofId(id == null ? "" : id).map(r -> ScoringNames.of(r, shown, calling, words(language))).orElse(shown);
    }

    /** The body of {@code POST /api/score} for {@code {"hand", "ruleset"}}. */
    @JSExport
    public static String score(JSObject request, String language) {
        return answer(language, () -> {
            PageRequest body = PageRequest.of(request, SCORE_FIELDS);
            String ruleset = body.text("ruleset");
            return Calculators.score(hand(body), ruleset);
        });
    }

    /** The body of {@code POST /api/waits} for {@code {"hand", "ruleset"}}. */
    @JSExport
    public static String waits(JSObject request, String language) {
        return answer(language, () -> {
            PageRequest body = PageRequest.of(request, SCORE_FIELDS);
            String ruleset = body.text("ruleset");
            return Calculators.waits(hand(body), ruleset);
        });
    }

    /**
     * The ways the winning tile can come, for the page's choice of how it came:
     * {@code [{"code", "fromAnotherPlayer"}]} ({@link Calculators#ways}).
     */
    @JSExport
    public static String ways(String language) {
        return answer(language, Calculators::ways);
    }

    /**
     * The flags of the notation that the rules use, for the picker's choice of what else
     * happened ({@link Calculators#flags}): {@code ["original-call", ...]}. The rules are those of a
     * game kept on the phone or of a club game whose file is kept ({@code record}, its game
     * file), else of the preset {@code ruleset} (the default for null).
     */
    @JSExport
    public static String flags(String ruleset, JSObject record, String language) {
        return answer(language, () -> Calculators.flags(rulesOf(ruleset, record)));
    }

    /**
     * The settlement options with their kinds, defaults and choices, for the page's forms and for
     * the options it sends to {@link #settle} ({@link Calculators#settlementOptions}).
     */
    @JSExport
    public static String settlementOptions(String language) {
        return answer(language, Calculators::settlementOptions);
    }

    /**
     * The tiles that can have been a winning hand's winning tile, for {@code {"hand", "by"}}:
     * the hand's tiles without {@code win=} and {@code by=}, and how the tile came
     * ({@link Calculators#winningTiles}).
     */
    @JSExport
    public static String winningTiles(JSObject request, String language) {
        return answer(language, () -> {
            PageRequest body = PageRequest.of(request, WINNING_TILES_FIELDS);
            String tiles = BadFieldException.required(body.text("hand"), "hand", Calculators.HAND_HOW);
            return Calculators.winningTiles(tiles, body.text("by"));
        });
    }

    /** The body of {@code POST /api/compare} for {@code {"hand", "rulesets"}}. */
    @JSExport
    public static String compare(JSObject request, String language) {
        return answer(language, () -> {
            PageRequest body = PageRequest.of(request, COMPARE_FIELDS);
            List<String> asked = body.texts("rulesets");
            if (asked != null && asked.isEmpty()) {
                throw new BadJsonException(Message.of(JsonProblem.NO_RULESETS_TO_COMPARE));
            }
            return Calculators.compare(hand(body), Calculators.compared(asked));
        });
    }

    /**
     * The body of {@code POST /api/settle} for {@code {"scores", "winner", "discarder", "ruleset",
     * "options", "plan", "tallies", "tallySet", "penalties"}}, the options any of core's
     * {@link SettlementOption}s by key.
     */
    @JSExport
    public static String settle(JSObject request, String language) {
        return answer(language, () -> {
            PageRequest body = PageRequest.of(request, SETTLE_FIELDS);
            Map<String, Long> scores = body.wholeNumbers("scores");
            TextOrNull winner = body.textOrNull("winner");
            String discarder = body.text("discarder");
            String ruleset = body.text("ruleset");
            SettlementChoices options = options(body.object("options", SettlementOption.keys()));
            Boolean plan = body.flag("plan");
            Boolean tallies = body.flag("tallies");
            String tallySet = body.text("tallySet");
            return new SettleQuestion(BadFieldException.required(scores, "scores", SettleQuestion.SCORES_HOW),
                    BadFieldException.nullableText(winner, "winner", SettleQuestion.WINNER_HOW), discarder, ruleset,
                    options, Boolean.TRUE.equals(plan), Boolean.TRUE.equals(tallies), tallySet,
                    SettleQuestion.penalties(body)).answer();
        });
    }

    /**
     * A new game kept on the phone: {@code {"record": its game file, "game": the game as
     * {@code GET /api/games/{id}} shows it (without a version or share id)}}.
     *
     * @param request what {@code POST /api/games} takes: {@code {"players", "ruleset", "options"}}
     * @param id the game's id, made by the page
     * @param created when it starts, ISO-8601
     */
    @JSExport
    public static String newGame(JSObject request, String id, String created, String language) {
        return answer(language, () -> GameFiles.answer(id, created, entered(PhoneGames.newGame(request)), List.of()));
    }

    /**
     * A player's name as it is typed for a new game, checked as a name entering a game is
     * ({@link PlayerNames#entered}: something to read, at most 40 characters, no control
     * character and no character that makes it look other than it is): {@code {"name"}}, the name
     * trimmed, or the refusal saying what is wrong and how to fix it. The page asks it as a name
     * is typed, so that it never keeps a list of characters of its own.
     */
    @JSExport
    public static String playerName(String name, String language) {
        return answer(language, () -> Map.of("name", PlayerNames.entered(name)));
    }

    /** The setup of a game entering now, each of its names {@link PlayerNames#entered}. */
    private static GameSetup entered(GameSetup setup) {
        setup.players().forEach(PlayerNames::entered);
        return setup;
    }

    /** A game kept on the phone, by its record (a game file), as {@code GET /api/games/{id}} shows it. */
    @JSExport
    public static String game(JSObject record, String language) {
        return answer(language, () -> {
            GameFileJson file = PhoneGames.file(record);
            GameFileJson.Contents game = PhoneGames.contents(file);
            return GameFiles.view(file.id(), Game.replay(game.setup(), game.hands()));
        });
    }

    /**
     * A hand recorded in a game kept on the phone ({@code hand} as {@code POST
     * /api/games/{id}/hands} takes it): {@code {"record", "game"}} as {@link #newGame}, or the
     * refusal if the game cannot accept it. The new hand is checked as new input, the others
     * replayed as booked ({@link Game}), as the store does.
     */
    @JSExport
    public static String recordHand(JSObject record, JSObject hand, String language) {
        return change(language, record, (file, game) -> {
            List<HandRecord> hands = GameChanges.recorded(game.hands(), PhoneGames.hand(hand));
            return GameFiles.answerEntered(file.id(), file.created(), game.setup(), hands, hands.size());
        });
    }

    /**
     * Hand {@code number} (from 1) of a game kept on the phone corrected, the correction checked
     * as new input and the other hands replayed as booked; see {@link #recordHand}.
     */
    @JSExport
    public static String correctHand(JSObject record, int number, JSObject hand, String language) {
        return change(language, record, (file, game) -> {
            List<HandRecord> hands = GameChanges.corrected(file.id(), game.hands(), number, PhoneGames.hand(hand));
            return GameFiles.answerEntered(file.id(), file.created(), game.setup(), hands, number);
        });
    }

    /**
     * Hand {@code number} (from 1) of a game kept on the phone deleted, the later hands replayed
     * as booked even where the deletion moves their seats; see {@link #recordHand}.
     */
    @JSExport
    public static String deleteHand(JSObject record, int number, String language) {
        return change(language, record, (file, game) -> GameFiles.answer(file.id(), file.created(), game.setup(),
                GameChanges.deleted(file.id(), game.hands(), number)));
    }

    /**
     * A hand scored under the rules of a game kept on the phone, as {@code POST
     * /api/games/{id}/score} answers for {@code {"hand"}}.
     */
    @JSExport
    public static String scoreInGame(JSObject record, JSObject request, String language) {
        return answer(language, () -> {
            Ruleset rules = PhoneGames.contents(PhoneGames.file(record)).setup().ruleset();
            return ScoreJson.of(Scorer.score(hand(PageRequest.of(request, List.of("hand"))), rules));
        });
    }

    /**
     * The game file of a game kept on the phone, to save or share: the record read and written
     * again, so that only a record that reads is given out; or the refusal.
     */
    @JSExport
    public static String exportGame(JSObject record, String language) {
        return answer(language, () -> {
            GameFileJson file = PhoneGames.file(record);
            GameFileJson.Contents game = PhoneGames.contents(file);
            Game.replay(game.setup(), game.hands());
            return GameFileJson.of(file.id(), file.created(), game.setup(), game.hands());
        });
    }

    /**
     * A game file (its text, as {@code tally game export} writes it) taken onto the phone as a
     * new game of this id, read as {@code tally game import} reads it: {@code {"record", "game"}}
     * as {@link #newGame}, or why the file cannot be read.
     */
    @JSExport
    public static String importGame(String text, String id, String created, String language) {
        return answer(language, () -> {
            GameFileJson.Contents game = PhoneGames.contents(PhoneGames.file(JsValues.text(text)));
            return GameFiles.answer(id, created, entered(game.setup()), game.hands());
        });
    }

    /** A change of a game kept on the phone, worked out from its file and what the file holds. */
    private static String change(String language, JSObject record,
            BiFunction<GameFileJson, GameFileJson.Contents, Object> change) {
        return answer(language, () -> {
            GameFileJson file = PhoneGames.file(record);
            return change.apply(file, PhoneGames.contents(file));
        });
    }

    private static Hand hand(PageRequest body) {
        return Calculators.hand(BadFieldException.required(body.text("hand"), "hand", Calculators.HAND_HOW));
    }

    /** The settlement options as the API reads them: each of its kind, null as good as absent. */
    private static SettlementChoices options(PageRequest options) {
        if (options == null) {
            return SettlementChoices.NONE;
        }
        Map<SettlementOption, Object> given = new EnumMap<>(SettlementOption.class);
        for (SettlementOption option : SettlementOption.values()) {
            Object value = options.value(option.key());
            if (value == null) {
                continue;
            }
            boolean fits = switch (option.kind()) {
                case ON_OFF -> value instanceof Boolean;
                case CHOICE -> value instanceof String;
                case LIMIT -> value instanceof Long || (value instanceof String && !isNumber(options, option));
            };
            if (!fits) {
                throw new BadJsonException(switch (option.kind()) {
                    case ON_OFF -> Message.of(JsonProblem.FIELD_MUST_BE, options.name(option.key()), JsonType.BOOLEAN);
                    case CHOICE -> Message.of(JsonProblem.FIELD_MUST_BE, options.name(option.key()), JsonType.STRING);
                    case LIMIT -> Message.of(JsonProblem.LIMIT_NOT_A_NUMBER);
                });
            }
            given.put(option, value);
        }
        return SettlementChoices.of(given);
    }

    /** Whether the option's value was a number (one that is not whole comes as its text). */
    private static boolean isNumber(PageRequest options, SettlementOption option) {
        return options.isNumber(option.key());
    }

    /** The JSON text of the tree, or of the API's error body if it is refused. */
    private static String answer(String language, Supplier<Object> tree) {
        try {
            return Json.write(tree.get());
        } catch (TallyException e) {
            return error(e.code(), words(language).render(e));
        } catch (BadFieldException e) {
            return error(ErrorCode.BAD_JSON.code(), words(language).render(e.message()));
        }
    }

    private static String error(String code, String message) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("code", code);
        body.put("message", message);
        return Json.write(body);
    }

    private static Words words(String language) {
        Language in = language == null ? Language.ENGLISH : Language.ofTag(language).orElse(Language.ENGLISH);
        return Words.in(in).with(JsonPhrasebooks.of(in));
    }

    /**
     * How large a game file may be, which the page checks before it reads one from a file or
     * inflates one from a link: {@code {"bytes": the most bytes of its text
     * (GameFileJson.MAX_BYTES, as the server and tally game import), "hands": the most hands of a
     * game}}.
     */
    @JSExport
    public static String gameFileBounds(String language) {
        return answer(language, () -> {
            Map<String, Object> bounds = new LinkedHashMap<>();
            bounds.put("bytes", (long) GameFileJson.MAX_BYTES);
            bounds.put("hands", (long) Bound.HANDS.most());
            return bounds;
        });
    }

    /**
     * The special hands of a ruleset with their values, fishing values and example hands, for
     * the page's catalogue ({@link SpecialHands}): those of a game kept on the phone or of a
     * club game whose file is kept ({@code record}, its game file: its own rules, a club's
     * ruleset file included), else of the preset {@code ruleset} (the default for null).
     */
    @JSExport
    public static String specialHands(String ruleset, JSObject record, String language) {
        return answer(language, () -> SpecialHands.of(rulesOf(ruleset, record)));
    }

    /** The rules of a game's file ({@code record}) if there is one, else of the preset (the default for null). */
    private static Ruleset rulesOf(String ruleset, JSObject record) {
        return record == null ? Calculators.preset(ruleset) : PhoneGames.contents(PhoneGames.file(record)).setup().ruleset();
    }

    /**
     * House rules made on the phone ({@link HouseRulesJson#make}): the request
     * {@code {"preset", "id", "name", "version", "options": {key: value}, "elements": [{"id",
     * "name", "points", "doubles", "limit", "fishing", "excludes"}]}} gives every option and every
     * element the table wants; the answer is {@code {"text", "preset", "ruleset", "diff",
     * "offered"}}, or the loader's problems as an error.
     */
    @JSExport
    public static String houseRuleset(JSObject request, String language) {
        return answer(language, () -> {
            PageRequest body = PageRequest.of(request, HouseRulesJson.FIELDS);
            PageRequest options = body.object("options", TableOptions.allNames());
            Map<String, Object> wanted = new LinkedHashMap<>();
            if (options != null) {
                options.keys().forEach(k -> wanted.put(k, options.value(k)));
            }
            List<HouseRules.Entry> elements = new java.util.ArrayList<>();
            List<org.mahjongtally.json.JsonFields> given = body.objects("elements", HouseRulesJson.ELEMENT_FIELDS);
            if (given != null) {
                given.forEach(f -> elements.add(HouseRulesJson.entry(f)));
            }
            Long version = body.wholeNumber("version");
            return HouseRulesJson.make(body.text("preset"), body.text("id") == null ? "house" : body.text("id"),
                    body.text("name") == null ? "" : body.text("name"), version == null ? 1 : version, wanted, elements);
        });
    }

    /**
     * A house ruleset, or any ruleset file, from its text: as {@link #houseRuleset} answers,
     * described against the preset it differs least from ({@link HouseRulesJson#read}).
     */
    @JSExport
    public static String readHouseRuleset(String text, String language) {
        return answer(language, () -> HouseRulesJson.read(text == null ? "" : text));
    }

    /**
     * How long a ruleset's text may be ({@code {"chars"}}, the rules module's bound), which the
     * page checks before it reads a file or inflates a link.
     */
    @JSExport
    public static String rulesetBounds(String language) {
        return answer(language, HouseRulesJson::bounds);
    }

    /**
     * The special hands of a ruleset given by its file's text (house rules), as
     * {@link #specialHands} answers for a preset.
     */
    @JSExport
    public static String specialHandsOf(String rules, String language) {
        return answer(language, () -> SpecialHands.of(rules(null, rules)));
    }

    /**
     * A special hand's pattern checked as one types it, under the preset {@code ruleset} or the
     * ruleset file {@code rules} (which wins): {@code {"problem", "example"}}
     * ({@link HouseRulesJson#pattern}), the problem in the language.
     */
    @JSExport
    public static String checkPattern(String pattern, String ruleset, String rules, String language) {
        return answer(language, () -> HouseRulesJson.pattern(pattern == null ? "" : pattern, rules(ruleset, rules),
                words(language)));
    }

    /**
     * Whether a hand (notation) is a pattern's special hand, and why not:
     * {@code {"problem", "matches", "reason", "place"}} ({@link HouseRulesJson#match}); a hand that
     * cannot be read is refused as a score's would be.
     */
    @JSExport
    public static String matchPattern(String pattern, String hand, String ruleset, String rules, String language) {
        return answer(language, () -> HouseRulesJson.match(pattern == null ? "" : pattern, hand == null ? "" : hand,
                rules(ruleset, rules), words(language)));
    }

    /** The text of the last ruleset file read for a pattern, and what it read as: each keystroke reads the same. */
    private static String lastRulesText;
    private static Ruleset lastRules;

    /** The ruleset file {@code text} if given (read once while it stays the same), else the preset. */
    private static Ruleset rules(String preset, String text) {
        if (text == null) {
            return Calculators.preset(preset);
        }
        if (!text.equals(lastRulesText)) {
            lastRules = Rulesets.read(HouseRulesJson.FILE_NAME, text);
            lastRulesText = text;
        }
        return lastRules;
    }
}
