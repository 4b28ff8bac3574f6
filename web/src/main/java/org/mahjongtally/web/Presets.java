package org.mahjongtally.web;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.Scorer;

/**
 * The rulesets a request may name: the shipped presets, by id. Unlike the CLI's
 * {@code --ruleset}, the API never takes a file path, so a request cannot make the server read
 * its files. Keeps one scorer per preset.
 */
final class Presets {

    private static final Map<String, Scorer> SCORERS = new ConcurrentHashMap<>();

    private Presets() {
    }

    /**
     * The preset of this id; the default ({@code bmja}) for {@code null}.
     *
     * @throws org.mahjongtally.rules.RulesetException naming the presets if there is none of that id
     */
    static Ruleset get(String id) {
        return Rulesets.preset(id == null ? Rulesets.DEFAULT_ID : id);
    }

    /** The scorer of the preset of this id; see {@link #get}. */
    static Scorer scorer(String id) {
        Ruleset ruleset = get(id);
        return SCORERS.computeIfAbsent(ruleset.id() + "@" + ruleset.hash(), key -> new Scorer(ruleset));
    }
}
