package org.mahjongtally.enginejs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mahjongtally.enginejs.NodeEngine.call;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.mahjongtally.TallyException;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.hand.Notation;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.Award;
import org.mahjongtally.scoring.ScoreResult;
import org.mahjongtally.scoring.ScoreSheet;
import org.mahjongtally.scoring.Scorer;
import org.mahjongtally.scoring.WinningHands;
import org.mahjongtally.settlement.Outcome;
import org.mahjongtally.settlement.Payment;
import org.mahjongtally.settlement.SeatAmounts;
import org.mahjongtally.settlement.Settlement;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/**
 * The engine compiled to JavaScript gives the same results as the engine on the JVM: every
 * expected value here is computed by the Java classes the script was compiled from.
 */
class EngineInNodeTest {

    private static final String EXAMPLE = "[RRR] [GGG] [PPP] 234b 55c seat=S win=2b by=discard";

    @Test
    void theExampleHandScoresTheSameInJavaScript() {
        JsonNode js = NodeEngine.run(List.of(call("score", EXAMPLE, "bmja"))).get(0);

        ScoreSheet java = (ScoreSheet) Scorer.of(Rulesets.bmja()).score(Notation.parse(EXAMPLE));
        assertThat(java.total()).isEqualTo(256);
        assertThat(js.get("total").asLong()).isEqualTo(256);
        assertThat(js.get("points").asLong()).isEqualTo(java.points());
        assertThat(js.get("doubles").asInt()).isEqualTo(java.doubles());
        assertThat(texts(js.get("elements"))).isEqualTo(elementIds(java));
    }

    @Test
    void randomWinnersAndLosersScoreTheSameUnderEveryPreset() {
        Random random = new Random(20261201L);
        List<String> hands = new ArrayList<>();
        for (int i = 0; i < 150; i++) {
            Hand winner = WinningHands.next(random, 1 + random.nextInt(4));
            hands.add(Notation.format(winner));
            hands.add(Notation.format(calling(winner)));
        }
        List<List<Object>> calls = new ArrayList<>();
        List<Runnable> checks = new ArrayList<>();
        List<JsonNode> answers = new ArrayList<>();
        for (String id : Rulesets.presetIds()) {
            Scorer scorer = Scorer.of(Rulesets.preset(id));
            for (String hand : hands) {
                int at = calls.size();
                calls.add(call("score", hand, id));
                checks.add(() -> assertSameScore(answers.get(at), scorer.score(Notation.parse(hand)),
                        id + ": " + hand));
            }
        }
        answers.addAll(NodeEngine.run(calls));
        checks.forEach(Runnable::run);
    }

    @Test
    void randomSettlementsPayTheSameUnderEveryPreset() {
        Random random = new Random(7L);
        List<List<Object>> calls = new ArrayList<>();
        List<Settlement> expected = new ArrayList<>();
        for (String id : Rulesets.presetIds()) {
            Ruleset ruleset = Rulesets.preset(id);
            for (int i = 0; i < 200; i++) {
                int[] scores = {score(random), score(random), score(random), score(random)};
                String winner = random.nextInt(8) == 0 ? "" : letter(random.nextInt(4));
                String discarder = winner.isEmpty() || random.nextBoolean() ? ""
                        : letter((Wind.parse(winner).orElseThrow().ordinal() + 1 + random.nextInt(3)) % 4);
                calls.add(call("settle", id, scores[0], scores[1], scores[2], scores[3], winner, discarder));
                Outcome outcome = winner.isEmpty() ? Outcome.draw()
                        : discarder.isEmpty() ? Outcome.win(seat(winner))
                        : Outcome.winOnDiscard(seat(winner), seat(discarder));
                expected.add(Settlement.of(SeatAmounts.of(scores[0], scores[1], scores[2], scores[3]),
                        ruleset.settlement().forHand(outcome, Optional.empty()), ruleset.settlement()));
            }
        }
        List<JsonNode> answers = NodeEngine.run(calls);
        for (int i = 0; i < calls.size(); i++) {
            assertSameSettlement(answers.get(i), expected.get(i), calls.get(i).toString());
        }
    }

    @Test
    void theExampleSettlementPaysAsTheSpecSays() {
        JsonNode js = NodeEngine.run(List.of(call("settle", "bmja", 80, 12, 48, 112, "N", ""))).get(0);

        Settlement java = Settlement.of(SeatAmounts.of(80, 12, 48, 112), Outcome.win(Wind.NORTH),
                Rulesets.bmja().settlement());
        assertSameSettlement(js, java, "E=80 S=12 W=48 N=112 --winner N");
        assertThat(js.get("balances").get("N").asLong()).isEqualTo(448);
        assertThat(js.get("payments")).hasSize(6);
    }

    @Test
    void thePresetsHaveTheirHashesInJavaScript() {
        List<String> ids = Rulesets.presetIds();
        List<JsonNode> answers = NodeEngine.run(ids.stream().map(id -> call("ruleset", id)).toList());
        for (int i = 0; i < ids.size(); i++) {
            Ruleset java = Rulesets.preset(ids.get(i));
            assertThat(answers.get(i).get("id").asText()).isEqualTo(java.id());
            assertThat(answers.get(i).get("name").asText()).isEqualTo(java.name());
            assertThat(answers.get(i).get("hash").asText()).as(java.id()).isEqualTo(java.hash());
        }
        assertThat(answers).extracting(a -> a.get("hash").asText())
                .containsExactly("d47c8f2fd13f0bf6", "c3d240ece7de7e15", "ab855e852c1ee041");
        assertThat(texts(NodeEngine.run(List.of(call("presetIds"))).get(0))).isEqualTo(ids);
    }

    @Test
    void aClubFileIsReadAndHashedAsOnTheJvm() {
        String club = "version = 1\nid = \"club\"\nname = \"Our club\"\nextends = \"bmja\"\n"
                + "[options]\nlimit = 500\n";
        JsonNode js = NodeEngine.run(List.of(call("readRuleset", "club.toml", club))).get(0);

        Ruleset java = Rulesets.read("club.toml", club);
        assertThat(js.get("id").asText()).isEqualTo("club");
        assertThat(js.get("hash").asText()).isEqualTo(java.hash()).isNotEqualTo(Rulesets.bmja().hash());
    }

    @Test
    void badInputAnswersTheEngineErrorCodeAndMessage() {
        String tooMany = "[RRR] [GGG] [PPP] 234b 55c 5c seat=S win=2b by=discard";
        String badSuit = "[RRR] 23x";
        String badFile = "id = \"club\"\nextends = \"nothere\"\n";
        List<JsonNode> answers = NodeEngine.run(List.of(
                call("score", tooMany, "bmja"),
                call("score", badSuit, "bmja"),
                call("score", EXAMPLE, "wright"),
                call("readRuleset", "club.toml", badFile),
                call("settle", "bmja", 10, 20, 30, 40, "E", "E"),
                call("settle", "bmja", 10, 20, 30, 40, "X", "")));

        assertSameError(answers.get(0), () -> Notation.parse(tooMany), "invalid-hand");
        assertSameError(answers.get(1), () -> Notation.parse(badSuit), "bad-notation");
        assertSameError(answers.get(2), () -> Rulesets.preset("wright"), "invalid-ruleset");
        assertSameError(answers.get(3), () -> Rulesets.read("club.toml", badFile), "invalid-ruleset");
        assertSameError(answers.get(4), () -> Outcome.winOnDiscard(Wind.EAST, Wind.EAST),
                answers.get(4).path("error").asText("(no error)"));
        assertThat(answers.get(4).get("error").asText()).isEqualTo("bad-settlement");
        assertThat(answers.get(5).get("error").asText()).isEqualTo("bad-settlement");
        assertThat(answers.get(5).get("message").asText()).contains("must be a seat", "'X'");
    }

    private static void assertSameScore(JsonNode js, ScoreResult java, String what) {
        assertThat(js.has("thrown")).as(what + " threw " + js.path("thrown").asText()).isFalse();
        assertThat(js.has("error")).as(what + " " + js.path("message").asText()).isFalse();
        assertThat(js.get("total").asLong()).as(what).isEqualTo(java.total());
        assertThat(js.get("winning").asBoolean()).as(what).isEqualTo(java instanceof ScoreSheet);
        if (java instanceof ScoreSheet sheet) {
            assertThat(js.get("points").asLong()).as(what).isEqualTo(sheet.points());
            assertThat(js.get("doubles").asInt()).as(what).isEqualTo(sheet.doubles());
            assertThat(js.get("limited").asBoolean()).as(what).isEqualTo(sheet.limited());
            assertThat(Optional.ofNullable(js.get("limitHand")).map(JsonNode::asText))
                    .as(what).isEqualTo(sheet.limitHand());
            assertThat(texts(js.get("elements"))).as(what).isEqualTo(elementIds(sheet));
        }
    }

    private static void assertSameSettlement(JsonNode js, Settlement java, String what) {
        assertThat(js.has("error")).as(what + " " + js.path("message").asText()).isFalse();
        List<String> payments = new ArrayList<>();
        for (JsonNode p : js.get("payments")) {
            payments.add(p.get("from").asText() + ">" + p.get("to").asText() + " "
                    + p.get("amount").asLong() + " " + p.get("kind").asText());
        }
        assertThat(payments).as(what).isEqualTo(java.payments().stream()
                .map(EngineInNodeTest::paymentLine).toList());
        for (Wind seat : Wind.values()) {
            String letter = String.valueOf(seat.letter());
            assertThat(js.get("balances").get(letter).asLong()).as(what + " " + letter)
                    .isEqualTo(java.balances().get(seat));
            assertThat(js.get("scores").get(letter).asLong()).as(what + " " + letter)
                    .isEqualTo(java.scores().get(seat));
        }
    }

    private static String paymentLine(Payment p) {
        return p.from().letter() + ">" + p.to().letter() + " " + p.amount() + " " + p.kind().name();
    }

    private static void assertSameError(JsonNode js, Runnable java, String code) {
        TallyException thrown = null;
        try {
            java.run();
        } catch (TallyException e) {
            thrown = e;
        }
        assertThat(thrown).as("the JVM engine refuses it too").isNotNull();
        assertThat(js.path("error").asText()).isEqualTo(code).isEqualTo(thrown.code());
        assertThat(js.path("message").asText()).isEqualTo(Words.in(Language.ENGLISH).render(thrown));
    }

    private static Hand calling(Hand winner) {
        Tile winning = winner.context().winningTile().orElseThrow();
        List<Tile> concealed = new ArrayList<>(winner.concealed());
        concealed.remove(winning);
        return Hand.of(winner.declared(), concealed, winner.bonus(), winner.context().withoutWin());
    }

    private static List<String> elementIds(ScoreSheet sheet) {
        return sheet.lines().stream().map(Award::element).map(e -> e.id()).toList();
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(n -> texts.add(n.asText()));
        return texts;
    }

    private static int score(Random random) {
        return random.nextInt(4) == 0 ? 0 : random.nextInt(random.nextBoolean() ? 100 : 3000);
    }

    private static String letter(int ordinal) {
        return String.valueOf(Wind.values()[ordinal].letter());
    }

    private static Wind seat(String letter) {
        return Wind.parse(letter).orElseThrow();
    }
}
