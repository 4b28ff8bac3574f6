/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
/**
 * The Mahjong Tally engine: tiles and their notation, hands, scoring, settlement, the game
 * ledger and rulesets, with no I/O and nothing but the JDK. Only the packages below are its
 * API; the arrangement search and the scoring rules behind {@code Scorer} are not exported.
 */
module org.mahjongtally.core {
    exports org.mahjongtally;
    exports org.mahjongtally.tile;
    exports org.mahjongtally.hand;
    exports org.mahjongtally.scoring;
    exports org.mahjongtally.settlement;
    exports org.mahjongtally.game;
    exports org.mahjongtally.ruleset;
    // Plain character scans the readers of rulesets, messages and JSON share (not API).
    exports org.mahjongtally.text to org.mahjongtally.rules, org.mahjongtally.words, org.mahjongtally.json;
    // The language of special hands (docs/special-hands.md), for the ruleset loader, the words and
    // the house-rules editor's answers in JSON (not API yet).
    exports org.mahjongtally.scoring.pattern to org.mahjongtally.rules, org.mahjongtally.words,
            org.mahjongtally.json;
}
