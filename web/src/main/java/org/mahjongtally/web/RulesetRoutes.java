/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import io.javalin.config.RoutesConfig;
import org.mahjongtally.json.Calculators;
import org.mahjongtally.json.RulesetJson;

/**
 * The shipped rulesets: the list, and one in full, in the JSON of {@code tally rulesets --json}
 * and {@code tally rulesets show --json} ({@link RulesetJson}).
 */
final class RulesetRoutes {

    private RulesetRoutes() {
    }

    static void register(RoutesConfig routes) {
        routes.get("/api/rulesets", ctx -> Responses.tree(ctx, 200, Calculators.rulesets()));
        routes.get("/api/rulesets/{id}", ctx -> Responses.tree(ctx, 200, Calculators.ruleset(ctx.pathParam("id"))));
    }
}
