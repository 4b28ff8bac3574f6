package org.mahjongtally.web;

import io.javalin.config.RoutesConfig;
import java.util.LinkedHashMap;
import java.util.Map;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.json.ScoreJson;
import org.mahjongtally.scoring.Scorer;
import org.mahjongtally.scoring.Waits;

/**
 * The calculators that need no game: settle four scores, score a hand, the waits of a calling
 * hand, one hand under several rulesets. Each answers with the JSON tree the CLI prints for the
 * same input.
 */
final class CalculatorRoutes {

    private CalculatorRoutes() {
    }

    static void register(RoutesConfig routes) {
        routes.post("/api/settle", ctx ->
                Responses.tree(ctx, 200, JsonBodies.read(ctx, SettleRequest.class).answer()));
        routes.post("/api/score", ctx -> {
            ScoreRequest request = JsonBodies.read(ctx, ScoreRequest.class);
            Hand hand = request.parsedHand();
            Responses.tree(ctx, 200, ScoreJson.of(Presets.scorer(request.ruleset()).score(hand)));
        });
        routes.post("/api/waits", ctx -> {
            ScoreRequest request = JsonBodies.read(ctx, ScoreRequest.class);
            Hand calling = request.parsedHand();
            Scorer scorer = Presets.scorer(request.ruleset());
            Responses.tree(ctx, 200, ScoreJson.waits(calling.toString(), scorer.ruleset().id(),
                    Waits.of(calling, scorer)));
        });
        routes.post("/api/compare", ctx -> {
            CompareRequest request = JsonBodies.read(ctx, CompareRequest.class);
            Hand hand = ScoreRequest.parse(request.hand());
            Map<String, Object> byRuleset = new LinkedHashMap<>();
            for (String id : request.rulesetIds()) {
                byRuleset.put(id, ScoreJson.of(Presets.scorer(id).score(hand)));
            }
            Responses.tree(ctx, 200, byRuleset);
        });
    }
}
