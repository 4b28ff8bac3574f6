/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import io.javalin.config.RoutesConfig;
import org.mahjongtally.json.Calculators;

/**
 * The calculators that need no game: settle four scores, score a hand, the waits of a calling
 * hand, one hand under several rulesets. Each answers with the JSON tree the CLI prints for the
 * same input, made by the json module's {@link Calculators} as the engine in the browser makes it.
 */
final class CalculatorRoutes {

    private CalculatorRoutes() {
    }

    static void register(RoutesConfig routes) {
        routes.post("/api/settle", ctx ->
                Responses.tree(ctx, 200, JsonBodies.read(ctx, SettleRequest.class).answer()));
        routes.post("/api/score", ctx -> {
            ScoreRequest request = JsonBodies.read(ctx, ScoreRequest.class);
            Responses.tree(ctx, 200, Calculators.score(request.parsedHand(), request.ruleset()));
        });
        routes.post("/api/waits", ctx -> {
            ScoreRequest request = JsonBodies.read(ctx, ScoreRequest.class);
            Responses.tree(ctx, 200, Calculators.waits(request.parsedHand(), request.ruleset()));
        });
        routes.post("/api/compare", ctx -> {
            CompareRequest request = JsonBodies.read(ctx, CompareRequest.class);
            Responses.tree(ctx, 200, Calculators.compare(ScoreRequest.parse(request.hand()), request.rulesetIds()));
        });
    }
}
