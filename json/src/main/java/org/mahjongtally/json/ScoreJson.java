/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongtally.scoring.Alternative;
import org.mahjongtally.scoring.Award;
import org.mahjongtally.scoring.NotAWinningHand;
import org.mahjongtally.scoring.ScoreResult;
import org.mahjongtally.scoring.ScoreSheet;
import org.mahjongtally.scoring.Wait;
import org.mahjongtally.words.EnglishNames;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.ScoringNames;
import org.mahjongtally.words.Words;

/**
 * The JSON form of a scored hand, shared by {@code tally score --json} and
 * {@code POST /api/score}: {@code {"hand", "ruleset", "winner", "arrangement", "points",
 * "doubles", "limitHand", "total", "lines": [{"element", "id", "name", "points", "doubles",
 * "sets"}], "runnersUp": [...]}} ({@code name} the element's name in the ruleset; a line that is
 * a loser's fishing value has {@code "calling": true}, and its {@code element} says "Calling
 * for" that name), or for a declared win that is not a winning hand
 * {@code {"hand", "ruleset", "winner": true, "total": 0, "reason", "reasonCode"}}. The names
 * and the reason are in English.
 */
public final class ScoreJson {

    private static final Words ENGLISH = Words.in(Language.ENGLISH);

    private ScoreJson() {
    }

    /** The JSON tree of a scoring result. */
    public static Map<String, Object> of(ScoreResult result) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("hand", result.hand().toString());
        json.put("ruleset", result.rulesetId());
        json.put("winner", result.hand().isWinner());
        if (result instanceof NotAWinningHand not) {
            json.put("total", 0L);
            json.put("reason", "not a winning hand: " + ENGLISH.render(not.reason()));
            json.put("reasonCode", not.reasonKey().code());
            return json;
        }
        ScoreSheet sheet = (ScoreSheet) result;
        json.put("arrangement", sheet.arrangement().notation());
        json.put("points", sheet.points());
        json.put("doubles", (long) sheet.doubles());
        json.put("limitHand", ScoringNames.limitHand(sheet, ENGLISH).orElse(null));
        json.put("total", sheet.total());
        json.put("limited", sheet.limited());
        List<Object> lines = new ArrayList<>();
        for (Award a : sheet.lines()) {
            Map<String, Object> line = new LinkedHashMap<>();
            line.put("element", ScoringNames.of(a, ENGLISH));
            line.put("id", a.element().id());
            line.put("name", a.name());
            line.put("points", a.points());
            line.put("doubles", (long) a.doubles());
            line.put("sets", a.sets());
            if (a.calling()) {
                line.put("calling", true);
            }
            lines.add(line);
        }
        json.put("lines", lines);
        List<Object> others = new ArrayList<>();
        for (Alternative alt : sheet.runnersUp()) {
            Map<String, Object> other = new LinkedHashMap<>();
            other.put("arrangement", alt.arrangement());
            other.put("total", alt.total());
            other.put("limitHand", ScoringNames.limitHand(alt, ENGLISH).orElse(null));
            others.add(other);
        }
        json.put("runnersUp", others);
        return json;
    }

    /** The JSON tree of the waits of a calling hand. */
    public static Map<String, Object> waits(String hand, String rulesetId, List<Wait> waits) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("hand", hand);
        json.put("ruleset", rulesetId);
        List<Object> list = new ArrayList<>();
        for (Wait w : waits) {
            Map<String, Object> item = new LinkedHashMap<>();
            item.put("tile", w.tile().code());
            item.put("name", EnglishNames.of(w.tile()));
            item.put("onDiscard", w.onDiscard().total());
            item.put("selfDrawn", w.selfDrawn().total());
            item.put("limitHand", w.selfDrawn().limitHand().or(() -> w.onDiscard().limitHand()).orElse(null));
            list.add(item);
        }
        json.put("waits", list);
        return json;
    }
}
