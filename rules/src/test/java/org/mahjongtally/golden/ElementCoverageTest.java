package org.mahjongtally.golden;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.mahjongtally.golden.GoldenHandsTest.GoldenCase;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;

/**
 * No element of the bmja preset goes untested: each one is expected by at least one golden
 * case, and the golden file names no element the preset does not score.
 */
class ElementCoverageTest {

    private final Ruleset bmja = GoldenHandsTest.ruleset("bmja");
    private final List<GoldenCase> cases = GoldenCase.read("bmja");

    @Test
    void everyBmjaElementIsExpectedByAGoldenCase() {
        Set<String> expected = cases.stream().flatMap(c -> c.ids().stream()).collect(Collectors.toCollection(TreeSet::new));
        Set<String> elements = bmja.elements().keySet().stream().map(RuleId::id)
                .collect(Collectors.toCollection(TreeSet::new));
        assertThat(elements).hasSize(49);
        Set<String> untested = new TreeSet<>(elements);
        untested.removeAll(expected);
        assertThat(untested).as("bmja elements that no golden case expects").isEmpty();
    }

    @Test
    void theGoldenFileNamesOnlyBmjaElements() {
        Set<String> elements = bmja.elements().keySet().stream().map(RuleId::id).collect(Collectors.toSet());
        Set<String> unknown = cases.stream().flatMap(c -> c.ids().stream())
                .filter(id -> !elements.contains(id)).collect(Collectors.toCollection(TreeSet::new));
        assertThat(unknown).as("ids in bmja.golden that the bmja preset does not score").isEmpty();
    }

    @Test
    void thereAreEnoughCasesAndSomeAreNotWinning() {
        assertThat(cases).hasSizeGreaterThanOrEqualTo(80);
        assertThat(cases).anyMatch(GoldenCase::notWinning);
    }
}
