/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mahjongtally.rules.HouseRules;
import org.mahjongtally.rules.RulesetException;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.Element;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/** House rules made as the phone's editor makes them, read back, and patterns checked as one types. */
class HouseRulesJsonTest {

    private static final Words ENGLISH = Words.in(Language.ENGLISH).with(JsonPhrasebooks.of(Language.ENGLISH));

    /** Every element of a ruleset as the editor sends it, with one changed. */
    private static List<HouseRules.Entry> entries(Ruleset rules, String changedId, long points) {
        List<HouseRules.Entry> list = new ArrayList<>();
        for (Element e : rules.elements().values()) {
            long p = e.id().id().equals(changedId) ? points : e.points();
            list.add(new HouseRules.Entry(e.id().id(), e.name(), p, e.doubles(), e.limitPercent(), e.fishingPercent(),
                    e.excludes().stream().map(RuleId::id).toList()));
        }
        return list;
    }

    @Test
    @SuppressWarnings("unchecked")
    void mahJongTenOnDmjlIsOneChangedElementAgainstItsPreset() {
        Ruleset dmjl = Rulesets.preset("dmjl");
        List<HouseRules.Entry> wanted = new ArrayList<>(entries(dmjl, "mah-jong", 10));
        wanted.removeIf(e -> e.id().equals("original-call"));
        Map<String, Object> json = HouseRulesJson.make("dmjl", "our-rules", "Our rules", 2, Map.of("limit", 1000L),
                wanted);

        String text = (String) json.get("text");
        assertThat(text).contains("extends = \"dmjl\"", "limit = 1000", "id = \"mah-jong\"", "points = 10",
                "[[remove]]\nid = \"original-call\"").doesNotContain("id = \"dragon-set\"");
        Map<String, Object> diff = (Map<String, Object>) json.get("diff");
        assertThat((List<Object>) diff.get("options")).containsExactly(Map.of("key", "limit", "from", "500", "to", "1000"));
        List<Map<String, Object>> changed = (List<Map<String, Object>>) diff.get("changed");
        assertThat(changed).hasSize(1);
        assertThat(((Map<String, Object>) changed.get(0).get("from")).get("points")).isEqualTo(20L);
        assertThat(((Map<String, Object>) changed.get(0).get("to")).get("points")).isEqualTo(10L);
        assertThat((List<Map<String, Object>>) diff.get("onlyInFrom")).extracting(e -> e.get("id")).containsExactly("original-call");
        assertThat(json.get("preset")).isEqualTo("dmjl");
        // Offered: what the presets score and these rules do not, original call among them.
        assertThat((List<Map<String, Object>>) json.get("offered")).extracting(e -> e.get("id")).contains("original-call");

        // Read back from its text: the same rules, described against the same preset.
        Map<String, Object> read = HouseRulesJson.read(text);
        assertThat(read.get("preset")).isEqualTo("dmjl");
        assertThat(((Map<String, Object>) read.get("ruleset")).get("hash"))
                .isEqualTo(((Map<String, Object>) json.get("ruleset")).get("hash"));
        assertThat(read.get("diff")).isEqualTo(json.get("diff"));
    }

    @Test
    @SuppressWarnings("unchecked")
    void aSevenPairsHandAtHalfTheLimitIsAddedScoredAndSaidAsAdded() {
        Ruleset dmjl = Rulesets.preset("dmjl");
        List<HouseRules.Entry> wanted = new ArrayList<>(entries(dmjl, "mah-jong", 10));
        wanted.add(new HouseRules.Entry("seven-pairs-hand", "Seven Pairs", Map.of("pl", "Siedem par"), 0, 0, 50, 0,
                List.of(), "7 pairs"));
        Map<String, Object> json = HouseRulesJson.make("dmjl", "our-rules", "Our rules", 1, Map.of(), wanted);

        String text = (String) json.get("text");
        assertThat(text).contains("id = \"seven-pairs-hand\"", "name-pl = \"Siedem par\"", "pattern = \"7 pairs\"",
                "limit = 50");
        Map<String, Object> diff = (Map<String, Object>) json.get("diff");
        List<Map<String, Object>> added = (List<Map<String, Object>>) diff.get("onlyInTo");
        assertThat(added).hasSize(1);
        assertThat(added.get(0)).containsEntry("id", "seven-pairs-hand").containsEntry("limit", 50L)
                .containsEntry("pattern", "7 pairs");

        // Under these rules the hand is half the limit of 500: 250; under dmjl it is no winning hand.
        Ruleset ours = Rulesets.read(HouseRulesJson.FILE_NAME, text);
        Map<String, Object> score = ScoreJson.of(org.mahjongtally.scoring.Scorer.of(ours)
                .score(Calculators.hand("1133b 5577c 99d EE RR win=R by=wall")));
        assertThat(score.get("total")).isEqualTo(250L);
        // Read back from the text, the hand is still there with its names.
        Map<String, Object> read = HouseRulesJson.read(text);
        assertThat(read.get("diff")).isEqualTo(json.get("diff"));
    }

    @Test
    void theLoaderRefusesWhatNoFileMayHave() {
        Ruleset dmjl = Rulesets.preset("dmjl");
        assertThatThrownBy(() -> HouseRulesJson.make("dmjl", "our-rules", "Our rules", 1, Map.of(),
                entries(dmjl, "mah-jong", 5000)))
                .isInstanceOf(RulesetException.class).hasMessageContaining("5000");
        assertThatThrownBy(() -> HouseRulesJson.make("dmjl", "dmjl", "Our rules", 1, Map.of(), entries(dmjl, "x", 0)))
                .isInstanceOf(RulesetException.class);
    }

    @Test
    void aPatternIsCheckedAsOneTypesAndDrawsAnExample() {
        Ruleset dmjl = Rulesets.preset("dmjl");
        Map<String, Object> good = HouseRulesJson.pattern("7 pairs", dmjl, ENGLISH);
        assertThat(good.get("problem")).isNull();
        assertThat((String) good.get("example")).isEqualTo("11112222333344b win=4b");

        Map<String, Object> bad = HouseRulesJson.pattern("pung windz", dmjl, ENGLISH);
        assertThat(bad.get("example")).isNull();
        assertThat(bad.get("problem")).isEqualTo(Map.of("line", 1L, "column", 6L, "offset", 5L,
                "message", "line 1, column 6: unknown word 'windz'; did you mean 'wind'?"));

        Map<String, Object> yes = HouseRulesJson.match("7 pairs", "1133b 5577c 99d EE RR win=R by=wall", dmjl, ENGLISH);
        assertThat(yes.get("matches")).isEqualTo(true);
        assertThat(yes.get("reason")).isNull();
        Map<String, Object> no = HouseRulesJson.match("7 pairs", "123b 456c 789d RRR 55d win=5d by=wall", dmjl, ENGLISH);
        assertThat(no.get("matches")).isEqualTo(false);
        assertThat((String) no.get("reason")).isNotBlank();
    }
}
