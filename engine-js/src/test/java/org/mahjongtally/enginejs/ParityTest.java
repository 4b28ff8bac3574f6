/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.enginejs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongtally.enginejs.NodeEngine.call;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;
import org.mahjongtally.game.PlayerNames;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.Notation;
import org.mahjongtally.hand.ParityHands;
import org.mahjongtally.json.BadFieldException;
import org.mahjongtally.json.Calculators;
import org.mahjongtally.json.HandJson;
import org.mahjongtally.json.HouseRulesJson;
import org.mahjongtally.json.Json;
import org.mahjongtally.json.JsonPhrasebooks;
import org.mahjongtally.json.JsonProblem;
import org.mahjongtally.json.SettleQuestion;
import org.mahjongtally.json.SettlementChoices;
import org.mahjongtally.rules.HouseRules;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.WinningHands;
import org.mahjongtally.settlement.SettlementOption;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/**
 * The engine in JavaScript answers the very bytes the JVM answers: every golden hand of every
 * preset, the settlement examples of docs/settlement.md, 20,000 seeded random hands (winners, and
 * calling and losing hands, some asked for their waits) and 2,000 random settlements with
 * random options, 1,000 random settlements with penalties, and 300 random games kept on a phone (started, hands recorded, corrected and
 * deleted, shown, exported and imported: {@link RandomGames}) go through the json module's views
 * on the JVM (what the HTTP API answers) and
 * through the compiled script in one Node process, and the JSON texts must be equal byte for
 * byte. A refusal is compared with the API's error body, {@code {"code", "message"}}, the
 * message in the words of the language asked for.
 */
class ParityTest {

    private static final ObjectMapper JACKSON = new ObjectMapper();
    private static final List<String> LANGUAGES = List.of("en", "pl", "ru");
    private static final int RANDOM_HANDS = 20_000;
    private static final int RANDOM_SETTLEMENTS = 2_000;
    private static final int RANDOM_SETTLEMENTS_WITH_PENALTIES = 1_000;
    /** Random games played on a phone, each some ten steps. */
    private static final int RANDOM_GAMES = 300;

    /** One request: what it is, the call to the script, and the body the JVM answers. */
    private record Case(String what, List<Object> call, String jvm) {
    }

    @Test
    void everyCaseAnswersTheSameBytesInJavaScript() {
        long start = System.nanoTime();
        List<Case> cases = new ArrayList<>();
        goldenHands(cases);
        settlementExamples(cases);
        randomHands(cases);
        randomSettlements(cases);
        settlementsWithPenalties(cases);
        errors(cases);
        playerNames(cases);
        rulesets(cases);
        houseRules(cases);
        new RandomGames(20261202L, (what, call, language, tree) -> cases.add(new Case(what, call, jvm(language, tree))))
                .play(RANDOM_GAMES, LANGUAGES);

        List<JsonNode> answers = NodeEngine.run(cases.stream().map(Case::call).toList());
        List<String> differences = new ArrayList<>();
        int same = 0;
        for (int i = 0; i < cases.size(); i++) {
            JsonNode js = answers.get(i);
            String body = js.isTextual() ? js.textValue() : js.toString();
            if (body.equals(cases.get(i).jvm())) {
                same++;
            } else if (differences.size() < 5) {
                Case c = cases.get(i);
                differences.add(c.what() + "\n  call: " + c.call() + "\n  JVM: " + c.jvm() + "\n  JS:  " + body);
            }
        }
        long refused = cases.stream().filter(c -> c.jvm().startsWith("{\"code\":")).count();
        System.out.printf("engine parity: %d cases compared (%d of them refusals), %d the same, in %.1f s%n",
                cases.size(), refused, same, (System.nanoTime() - start) / 1e9);
        assertThat(differences).as("the first differences of %d between the JVM and the script",
                cases.size() - same).isEmpty();
        assertThat(cases.size()).isGreaterThan(RANDOM_HANDS + RANDOM_SETTLEMENTS);
        assertThat(refused).as("refusals, of %d cases", cases.size()).isLessThan(cases.size() / 10);
    }

    /** Every line of every preset's golden file, scored under it and compared under all. */
    private static void goldenHands(List<Case> cases) {
        int read = 0;
        for (String id : Rulesets.presetIds()) {
            for (String hand : goldenHands(id)) {
                read++;
                score(cases, "golden " + id + ": " + hand, hand, id, "en");
                if (read % 4 == 0) {
                    cases.add(new Case("golden compare: " + hand, call("compare", Map.of("hand", hand), "en"),
                            jvm("en", () -> Calculators.compare(Calculators.hand(hand), Calculators.compared(null)))));
                }
            }
        }
        assertThat(read).as("golden hands read").isGreaterThan(250);
    }

    private static List<String> goldenHands(String id) {
        List<String> hands = new ArrayList<>();
        try (InputStream in = ParityTest.class.getResourceAsStream("/golden/" + id + ".golden")) {
            assertThat(in).as("golden file of " + id).isNotNull();
            BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (!line.isBlank() && !line.strip().startsWith("#")) {
                    hands.add(line.split("\\|")[0].strip());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return hands;
    }

    /** The worked examples of docs/settlement.md and of the seeds (words' SettlementGoldenTest). */
    private static void settlementExamples(List<Case> cases) {
        long[][] scores = {{80, 12, 48, 112}, {46, 24, 12, 4}, {104, 22, 44, 12}, {1000, 0, 0, 0}, {0, 0, 0, 1000},
            {0, 1280, 0, 0}, {0, 20, 1500, 0}, {0, 0, 0, 2560}};
        String[] winners = {"E", "N", "E", "S", "E", "N", "S", "S", "N"};
        int w = 0;
        for (long[] s : scores) {
            for (String winner : List.of(winners[w++ % winners.length], "N", "")) {
                for (String method : List.of("difference", "alternative")) {
                    Map<SettlementOption, Object> options = new EnumMap<>(SettlementOption.class);
                    options.put(SettlementOption.METHOD, method);
                    settle(cases, "settlement example", s, winner.isEmpty() ? null : winner, null, "bmja", options,
                            true, true);
                }
            }
        }
        Map<SettlementOption, Object> payForAll = new EnumMap<>(SettlementOption.class);
        payForAll.put(SettlementOption.PAY_FOR_ALL, true);
        settle(cases, "pays for all", scores[0], "N", "S", "bmja", payForAll, false, false);
        Map<SettlementOption, Object> drawPays = new EnumMap<>(SettlementOption.class);
        drawPays.put(SettlementOption.DRAW_PAYS, "differences");
        settle(cases, "a draw pays", scores[0], null, null, "bmja", drawPays, true, false);
    }

    /** Winners of every shape, the same hands one tile short (calling), and core's random hands. */
    private static void randomHands(List<Case> cases) {
        Random random = new Random(20261201L);
        List<String> ids = Rulesets.presetIds();
        ParityHands others = new ParityHands(14L);
        for (int i = 0; i < RANDOM_HANDS; i++) {
            String id = ids.get(random.nextInt(ids.size()));
            Hand hand = switch (i % 4) {
                case 0, 1 -> WinningHands.next(random, random.nextInt(5));
                case 2 -> calling(WinningHands.next(random, random.nextInt(5)));
                default -> others.next();
            };
            String notation = Notation.format(hand);
            score(cases, "random hand " + i, notation, id, LANGUAGES.get(i % 3));
            if (i % 4 == 2 && i % 40 == 2) {
                cases.add(new Case("waits of random hand " + i, call("waits", request("hand", notation, "ruleset", id), "en"),
                        jvm("en", () -> Calculators.waits(Calculators.hand(notation), id))));
            }
        }
    }

    /** Random scores, winners, discarders and options, some of which core refuses. */
    private static void randomSettlements(List<Case> cases) {
        Random random = new Random(7L);
        List<String> ids = Rulesets.presetIds();
        for (int i = 0; i < RANDOM_SETTLEMENTS; i++) {
            long[] scores = new long[4];
            for (int s = 0; s < 4; s++) {
                scores[s] = random.nextInt(4) == 0 ? 0 : random.nextInt(random.nextBoolean() ? 100 : 3000);
            }
            String winner = random.nextInt(8) == 0 ? null : letter(random.nextInt(4));
            String discarder = winner == null || random.nextBoolean() ? null
                    : letter((Wind.parse(winner).orElseThrow().ordinal() + 1 + random.nextInt(3)) % 4);
            Map<SettlementOption, Object> options = new EnumMap<>(SettlementOption.class);
            for (SettlementOption o : SettlementOption.values()) {
                if (random.nextInt(3) == 0) {
                    options.put(o, switch (o.kind()) {
                        case ON_OFF -> random.nextBoolean();
                        case CHOICE -> o.choices().get(random.nextInt(o.choices().size()));
                        case LIMIT -> List.<Object>of("none", 500L, 1000L, 2000L, 3L, "500").get(random.nextInt(6));
                    });
                }
            }
            settle(cases, "random settlement " + i, scores, winner, discarder, ids.get(random.nextInt(ids.size())),
                    options, random.nextBoolean(), random.nextInt(3) == 0);
        }
    }

    /**
     * Random settlements with penalties paid on top (one to three, by seat, to one player or to
     * all the others), and penalties the engine refuses: to oneself, from no seat, without an
     * amount, of an amount out of bounds.
     */
    private static void settlementsWithPenalties(List<Case> cases) {
        Random random = new Random(14L);
        List<String> ids = Rulesets.presetIds();
        for (int i = 0; i < RANDOM_SETTLEMENTS_WITH_PENALTIES; i++) {
            long[] scores = new long[4];
            for (int s = 0; s < 4; s++) {
                scores[s] = random.nextInt(4) == 0 ? 0 : random.nextInt(3000);
            }
            String winner = random.nextInt(5) == 0 ? null : letter(random.nextInt(4));
            List<HandJson.PenaltyJson> penalties = new ArrayList<>();
            for (int n = 1 + random.nextInt(3); n > 0; n--) {
                int payer = random.nextInt(4);
                List<String> payees = new ArrayList<>();
                for (int s = 1; s < 4; s++) {
                    payees.add(letter((payer + s) % 4));
                }
                List<String> to = random.nextBoolean() ? payees : List.of(payees.get(random.nextInt(3)));
                penalties.add(new HandJson.PenaltyJson((long) (1 + random.nextInt(random.nextBoolean() ? 50 : 1000)),
                        List.of(letter(payer)), to, random.nextBoolean() ? "false Mah-Jong" : null));
            }
            settle(cases, "random settlement with penalties " + i, scores, winner, null,
                    ids.get(random.nextInt(ids.size())), Map.of(), random.nextBoolean(), random.nextBoolean(), penalties);
        }
        long[] scores = {10, 20, 30, 40};
        List<HandJson.PenaltyJson> refused = List.of(
                new HandJson.PenaltyJson(30L, List.of("E"), List.of("e"), null),
                new HandJson.PenaltyJson(30L, List.of("E"), List.of("X"), null),
                new HandJson.PenaltyJson(null, List.of("E"), List.of("S"), null),
                new HandJson.PenaltyJson(0L, List.of("E"), List.of("S"), null),
                new HandJson.PenaltyJson(30L, List.of(), List.of("S"), null));
        for (String language : LANGUAGES) {
            for (HandJson.PenaltyJson penalty : refused) {
                settle(cases, "a penalty refused: " + penalty + " in " + language, scores, "E", null, "bmja", Map.of(),
                        false, false, List.of(penalty));
            }
        }
    }

    /** Refusals in every language: the engine's own, and requests of the wrong shape. */
    private static void errors(List<Case> cases) {
        for (String language : LANGUAGES) {
            score(cases, "too many tiles", "[RRR] [GGG] [PPP] 234b 55c 5c seat=S win=2b by=discard", "bmja", language);
            score(cases, "a bad suit", "[RRR] 23x", "bmja", language);
            score(cases, "an unknown preset", "[RRR] [GGG] [PPP] 234b 55c win=2b by=discard", "wright", language);
            cases.add(new Case("no hand", call("score", Map.of("ruleset", "bmja"), language),
                    error("bad-json", words(language).render(
                            Message.of(JsonProblem.FIELD_MISSING, "hand", Calculators.HAND_HOW)))));
            Map<SettlementOption, Object> sideways = new EnumMap<>(SettlementOption.class);
            sideways.put(SettlementOption.METHOD, "sideways");
            settle(cases, "an unknown method", new long[] {10, 20, 30, 40}, "E", null, "bmja", sideways, false, false);
            Map<SettlementOption, Object> three = new EnumMap<>(SettlementOption.class);
            three.put(SettlementOption.LIMIT, 3L);
            settle(cases, "a limit of 3", new long[] {10, 20, 30, 40}, "E", null, "bmja", three, false, false);
            settle(cases, "the winner discarded", new long[] {10, 20, 30, 40}, "E", "E", "bmja", Map.of(), false, false);
            settle(cases, "no such seat", new long[] {10, 20, 30, 40}, "X", null, "dmjl", Map.of(), false, false);
            settle(cases, "no such preset", new long[] {10, 20, 30, 40}, "E", null, "wright", Map.of(), false, false);
            String badFile = "id = \"club\"\nextends = \"nothere\"\n";
            cases.add(new Case("a bad club file", call("readRuleset", "club.toml", badFile, language),
                    jvm(language, () -> org.mahjongtally.json.RulesetJson.of(Rulesets.read("club.toml", badFile)))));
        }
    }

    /**
     * Player names as the page asks the engine about them while they are typed: names that look
     * blank or other than they are (a no-break or ideographic space, a line separator, a byte order
     * mark, a zero-width space, a word joiner, a soft hyphen, a right-to-left override) refused in
     * every language, and an emoji joined by U+200D or a flag's tag characters taken; then every
     * character but the controls of the Basic Latin to CJK Symbols blocks, of the specials, of the
     * tag block and of the musical format characters between two letters, each answered alike.
     */
    private static void playerNames(List<Case> cases) {
        List<String> names = List.of("Ann", "  Ann  ", "Ann\u00a0Lee", "Ann\u3000Lee", "Ann\u2028Lee", "\ufeffAnn",
                "An\u200bn", "Ann\u2060", "An\u00adn", "Ann\u202eeL", "\u200b\u200b", "", "Ann\tLee", "A".repeat(41),
                "\ud83d\udc68\u200d\ud83c\udf73",
                "\ud83c\udff4\udb40\udc67\udb40\udc62\udb40\udc73\udb40\udc63\udb40\udc74\udb40\udc7f");
        for (String language : LANGUAGES) {
            for (String name : names) {
                cases.add(new Case("the name " + name, call("playerName", name, language),
                        jvm(language, () -> Map.of("name", PlayerNames.entered(name)))));
            }
        }
        List<int[]> ranges = List.of(new int[] {0, 0x33FF}, new int[] {0xFE00, 0xFFFF}, new int[] {0xE0000, 0xE007F},
                new int[] {0x1D170, 0x1D17F});
        for (int[] range : ranges) {
            for (int c = range[0]; c <= range[1]; c++) {
                // A control character is refused (BAD_NAME, "Ann\tLee" above) with the name in the
                // message, which this test's error body (Jackson) escapes otherwise than the engine.
                if (Character.isSurrogate((char) c) && c <= 0xFFFF || Character.isISOControl(c)) {
                    continue;
                }
                String name = "A" + Character.toString(c) + "b";
                cases.add(new Case("the name A, U+" + Integer.toHexString(c) + ", b", call("playerName", name, "en"),
                        jvm("en", () -> Map.of("name", PlayerNames.entered(name)))));
            }
        }
    }

    /** The list of presets, each in full, and a club file. */
    private static void rulesets(List<Case> cases) {
        cases.add(new Case("the presets", call("rulesets", "en"), jvm("en", Calculators::rulesets)));
        for (String id : Rulesets.presetIds()) {
            cases.add(new Case("preset " + id, call("ruleset", id, "en"), jvm("en", () -> Calculators.ruleset(id))));
        }
        String club = "version = 1\nid = \"club\"\nname = \"Our club\"\nextends = \"bmja\"\n[options]\nlimit = 500\n";
        cases.add(new Case("a club file", call("readRuleset", "club.toml", club, "en"),
                jvm("en", () -> org.mahjongtally.json.RulesetJson.of(Rulesets.read("club.toml", club)))));
        for (String language : LANGUAGES) {
            cases.add(new Case("house rules with special hands of their own", call("readRuleset", "house.toml",
                    RandomGames.HOUSE_RULES, language), jvm(language, () -> org.mahjongtally.json.RulesetJson.of(
                            Rulesets.read("house.toml", RandomGames.HOUSE_RULES)))));
            String broken = RandomGames.HOUSE_RULES.replace("2 pungs dragon", "2 pungz dragon");
            cases.add(new Case("a mistake in a house hand's pattern", call("readRuleset", "house.toml", broken, language),
                    jvm(language, () -> org.mahjongtally.json.RulesetJson.of(Rulesets.read("house.toml", broken)))));
        }
    }

    /**
     * The house-rules editor's questions: house rules made from each preset (a value changed, an
     * element switched off, an option changed, a Seven Pairs hand of the table's own added; and a
     * value no file may have), their special hands with the examples the engine draws, read back
     * from their text, a pattern checked and a hand held against it, in every language.
     */
    private static void houseRules(List<Case> cases) {
        cases.add(new Case("ruleset bounds", call("rulesetBounds", "en"), jvm("en", HouseRulesJson::bounds)));
        for (String preset : Rulesets.presetIds()) {
            for (long mahJong : new long[] {10, 5000}) {
                Map<String, Object> request = new LinkedHashMap<>();
                request.put("preset", preset);
                request.put("id", "our-rules");
                request.put("name", "Our rules");
                request.put("version", 3L);
                request.put("options", Map.of("limit", 2000L, "eastDoubles", false));
                List<Map<String, Object>> elements = new ArrayList<>();
                List<HouseRules.Entry> entries = new ArrayList<>();
                for (Element e : Rulesets.preset(preset).elements().values()) {
                    if (e.id() == RuleId.ORIGINAL_CALL) {
                        continue;
                    }
                    long points = e.id() == RuleId.MAH_JONG ? mahJong : e.points();
                    List<String> excludes = e.excludes().stream().map(RuleId::id).sorted().toList();
                    Map<String, Object> element = new LinkedHashMap<>();
                    element.put("id", e.id().id());
                    element.put("name", e.name());
                    element.put("points", points);
                    element.put("doubles", (long) e.doubles());
                    element.put("limit", (long) e.limitPercent());
                    element.put("fishing", (long) e.fishingPercent());
                    element.put("excludes", excludes);
                    elements.add(element);
                    entries.add(new HouseRules.Entry(e.id().id(), e.name(), points, e.doubles(), e.limitPercent(),
                            e.fishingPercent(), excludes));
                }
                // And a hand of the table's own, a pattern: its example is drawn by the engine.
                Map<String, Object> sevenPairs = new LinkedHashMap<>();
                sevenPairs.put("id", "seven-pairs-hand");
                sevenPairs.put("name", "Seven Pairs");
                sevenPairs.put("names", Map.of("pl", "Siedem par"));
                sevenPairs.put("limit", 50L);
                sevenPairs.put("pattern", "7 pairs");
                elements.add(sevenPairs);
                entries.add(new HouseRules.Entry("seven-pairs-hand", "Seven Pairs", Map.of("pl", "Siedem par"), 0, 0, 50, 0,
                        List.of(), "7 pairs"));
                request.put("elements", elements);
                String language = LANGUAGES.get((int) (mahJong % 3));
                cases.add(new Case("house rules from " + preset + ", Mah-Jong " + mahJong,
                        call("houseRuleset", request, language), jvm(language, () -> HouseRulesJson.make(preset,
                                "our-rules", "Our rules", 3, Map.of("limit", 2000L, "eastDoubles", false), entries))));
                if (mahJong == 10) {
                    String text = (String) HouseRulesJson.make(preset, "our-rules", "Our rules", 3,
                            Map.of("limit", 2000L, "eastDoubles", false), entries).get("text");
                    cases.add(new Case("house rules read from " + preset, call("readHouseRuleset", text, "en"),
                            jvm("en", () -> HouseRulesJson.read(text))));
                    cases.add(new Case("special hands of house rules from " + preset, call("specialHandsOf", text, "en"),
                            jvm("en", () -> SpecialHands.of(Rulesets.read(HouseRulesJson.FILE_NAME, text)))));
                }
            }
        }
        List<String> patterns = List.of("7 pairs", "pungs R G P", "pung windz", "pung 1b\npung 1b", "4 pungs\npair\nonly 23468b G",
                "singles 19b 19c 19d ESWN RGP\nsingle major", "seat E\nwin by deal", "2 pungs R G", "");
        List<String> hands = List.of("1133b 5577c 99d EE RR win=R by=wall", "[RRR] GGG PPP 123b 55d win=5d by=wall",
                "123b 456c 789d RRR 55d seat=E win=5d by=deal", "[RRR] 23x");
        for (String language : LANGUAGES) {
            for (String pattern : patterns) {
                for (String preset : Rulesets.presetIds()) {
                    cases.add(new Case("pattern " + pattern + " under " + preset, call("checkPattern", pattern, preset, null,
                            language), jvm(language, () -> HouseRulesJson.pattern(pattern, Rulesets.preset(preset),
                                    words(language)))));
                }
                for (String hand : hands) {
                    cases.add(new Case("hand " + hand + " against " + pattern, call("matchPattern", pattern, hand, "dmjl",
                            null, language), jvm(language, () -> HouseRulesJson.match(pattern, hand, Rulesets.preset("dmjl"),
                                    words(language)))));
                }
            }
        }
    }

    private static void score(List<Case> cases, String what, String hand, String id, String language) {
        cases.add(new Case(what, call("score", request("hand", hand, "ruleset", id), language),
                jvm(language, () -> Calculators.score(Calculators.hand(hand), id))));
    }

    private static void settle(List<Case> cases, String what, long[] scores, String winner, String discarder,
            String id, Map<SettlementOption, Object> options, boolean plan, boolean tallies) {
        settle(cases, what, scores, winner, discarder, id, options, plan, tallies, null);
    }

    private static void settle(List<Case> cases, String what, long[] scores, String winner, String discarder,
            String id, Map<SettlementOption, Object> options, boolean plan, boolean tallies,
            List<HandJson.PenaltyJson> penalties) {
        Map<String, Object> body = new LinkedHashMap<>();
        Map<String, Long> bySeat = new LinkedHashMap<>();
        for (Wind seat : Wind.values()) {
            bySeat.put(String.valueOf(seat.letter()), scores[seat.ordinal()]);
        }
        body.put("scores", bySeat);
        body.put("winner", winner);
        if (discarder != null) {
            body.put("discarder", discarder);
        }
        body.put("ruleset", id);
        Map<String, Object> given = new LinkedHashMap<>();
        options.forEach((o, v) -> given.put(o.key(), v));
        body.put("options", given);
        body.put("plan", plan);
        body.put("tallies", tallies);
        if (penalties != null) {
            List<Map<String, Object>> fines = new ArrayList<>();
            penalties.forEach(p -> fines.add(withoutNulls(p.fields())));
            body.put("penalties", fines);
        }
        String language = LANGUAGES.get(Math.floorMod(what.hashCode(), 3));
        cases.add(new Case(what, call("settle", body, language), jvm(language, () -> new SettleQuestion(bySeat,
                Optional.ofNullable(winner), discarder, id, SettlementChoices.of(options), plan, tallies, null,
                penalties).answer())));
    }

    private static Map<String, Object> withoutNulls(Map<String, Object> fields) {
        Map<String, Object> given = new LinkedHashMap<>(fields);
        given.values().removeIf(java.util.Objects::isNull);
        return given;
    }

    /** The body the JVM answers: the json module's tree, or the API's error body. */
    private static String jvm(String language, Supplier<Object> tree) {
        try {
            return Json.write(tree.get());
        } catch (TallyException e) {
            return error(e.code(), words(language).render(e));
        } catch (BadFieldException e) {
            return error("bad-json", words(language).render(e.message()));
        }
    }

    /** The words the API answers in: core's, and the JSON refusals'. */
    private static Words words(String language) {
        Language in = Language.ofTag(language).orElseThrow();
        return Words.in(in).with(JsonPhrasebooks.of(in));
    }

    /** The API's error body as the API writes it (Jackson, from its error record's fields). */
    private static String error(String code, String message) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("code", code);
        body.put("message", message);
        try {
            return JACKSON.writeValueAsString(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Map<String, Object> request(String k1, Object v1, String k2, Object v2) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put(k1, v1);
        body.put(k2, v2);
        return body;
    }

    private static Hand calling(Hand winner) {
        Tile winning = winner.context().winningTile().orElseThrow();
        List<Tile> concealed = new ArrayList<>(winner.concealed());
        concealed.remove(winning);
        return Hand.of(winner.declared(), concealed, winner.bonus(), winner.context().withoutWin());
    }

    private static String letter(int ordinal) {
        return String.valueOf(Wind.values()[ordinal].letter());
    }
}
