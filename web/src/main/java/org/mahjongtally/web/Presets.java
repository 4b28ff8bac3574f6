/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.web;

import org.mahjongtally.json.Calculators;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.Scorer;

/**
 * The rulesets a request may name: the shipped presets, by id. Unlike the CLI's
 * {@code --ruleset}, the API never takes a file path, so a request cannot make the server read
 * its files. Their scorers are kept by the engine ({@link Scorer#of}).
 */
final class Presets {

    private Presets() {
    }

    /**
     * The preset of this id; the default ({@code bmja}) for {@code null}.
     *
     * @throws org.mahjongtally.rules.RulesetException naming the presets if there is none of that id
     */
    static Ruleset get(String id) {
        return Calculators.preset(id);
    }

    /** The scorer of the preset of this id; see {@link #get}. */
    static Scorer scorer(String id) {
        return Scorer.of(get(id));
    }
}
