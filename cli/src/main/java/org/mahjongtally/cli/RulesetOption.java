/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.Ruleset;
import picocli.CommandLine.Option;

/** The {@code --ruleset ID|FILE} option shared by the commands that score. */
final class RulesetOption {

    @Option(names = "--ruleset", paramLabel = "ID|FILE", defaultValue = "bmja",
            description = "The rules to score by: a preset id such as bmja, or a ruleset file (default: bmja).")
    String ruleset = "bmja";

    /** The ruleset named, loaded and checked. */
    Ruleset load() {
        return Rulesets.resolve(ruleset);
    }
}
