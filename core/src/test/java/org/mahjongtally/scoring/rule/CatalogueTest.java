/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.rule;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import java.util.List;
import org.junit.jupiter.params.provider.MethodSource;
import org.mahjongtally.ruleset.BuiltInHands;
import org.mahjongtally.ruleset.ElementKind;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.scoring.pattern.Pattern;

class CatalogueTest {

    static List<RuleId> builtIn() {
        return RuleId.builtIn();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("builtIn")
    void everyElementHasExactlyOneRuleOfItsKind(RuleId id) {
        boolean special = id.kind() == ElementKind.SPECIAL_HAND;
        assertThat(Catalogue.rule(id).isPresent()).as("points/doubles rule").isEqualTo(!special);
        assertThat(BuiltInHands.pattern(id).isPresent()).as("special hand's pattern").isEqualTo(special);
        Catalogue.rule(id).ifPresent(r -> assertThat(r.gives(id)).isTrue());
        BuiltInHands.pattern(id).ifPresent(text -> assertThat(Pattern.parse(text).text()).isEqualTo(text));
    }
}
