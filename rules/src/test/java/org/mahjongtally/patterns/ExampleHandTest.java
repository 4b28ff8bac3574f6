/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.patterns;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.rules.Rulesets;
import org.mahjongtally.ruleset.ElementKind;
import org.mahjongtally.ruleset.RuleId;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.ScoreSheet;
import org.mahjongtally.scoring.Scorer;
import org.mahjongtally.scoring.pattern.ExampleHand;
import org.mahjongtally.scoring.pattern.Pattern;

/**
 * The example hand the house-rules editor shows for a pattern: for every special hand of every
 * preset one is drawn, the same each time, that its pattern matches, and that the scorer scores
 * as a special hand under the preset; a pattern no hand can match draws none.
 */
class ExampleHandTest {

    @TestFactory
    Stream<DynamicTest> everyPresetSpecialHandHasAnExample() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String preset : Rulesets.presetIds()) {
            Ruleset ruleset = Rulesets.preset(preset);
            for (RuleId id : ruleset.elements().keySet()) {
                if (id.kind() != ElementKind.SPECIAL_HAND) {
                    continue;
                }
                Pattern pattern = Pattern.parse(ruleset.element(id).orElseThrow().pattern());
                tests.add(DynamicTest.dynamicTest(preset + " " + id.id(), () -> {
                    Optional<Hand> example = ExampleHand.of(pattern, ruleset);
                    assertThat(example).as(id.id()).isPresent();
                    Hand hand = example.get();
                    assertThat(ExampleHand.of(pattern, ruleset)).as("drawn again").contains(hand);
                    assertThat(pattern.matches(hand, ruleset)).as(hand.toString()).isTrue();
                    assertThat(Scorer.score(hand, ruleset)).as("the scorer takes %s for a special hand", hand)
                            .isInstanceOfSatisfying(ScoreSheet.class, s -> assertThat(s.limitHand()).isPresent());
                    System.out.printf("%s %s: %s%n", preset, id.id(), hand);
                }));
            }
        }
        return tests.stream();
    }

    @Test
    void clubHandsHaveExamplesToo() {
        Ruleset dmjl = Rulesets.preset("dmjl");
        for (String text : List.of("7 pairs", "pairs E S W N; 2 pungs dragon", "pung dragon; chows 1x 4x 7x; pair",
                "pung R; only c R; concealed", "pungs nx (n+1)x (n+2)x", "pungs nx ny nz", "bonus 4 flowers",
                "exposed chow 1b; winning pair R", "win by robbed with 2b", "seat W; round N; original-call")) {
            Pattern pattern = Pattern.parse(text);
            Optional<Hand> example = ExampleHand.of(pattern, dmjl);
            assertThat(example).as(text).isPresent();
            assertThat(pattern.matches(example.get(), dmjl)).as(text).isTrue();
            System.out.printf("%s: %s%n", text, example.get());
        }
    }

    @Test
    void aPatternNoHandCanMatchHasNoExample() {
        Ruleset bmja = Rulesets.bmja();
        assertThat(ExampleHand.of(Pattern.parse("pung 1b; pung 1b"), bmja)).isEmpty();
        assertThat(ExampleHand.of(Pattern.parse("4 pungs; only R"), bmja)).isEmpty();
        assertThat(ExampleHand.of(Pattern.parse("seat E; win by first-discard"), bmja)).isEmpty();
    }

    @Test
    void theFirstUnmetPartIsNamed() {
        Ruleset bmja = Rulesets.bmja();
        Pattern scholars = Pattern.parse("pungs R G P\npung");
        var reason = scholars.whyNot(Hand.parse("[RRR] GGG PPP 123b 55d win=5d by=discard"), bmja).orElseThrow();
        assertThat(reason.reason().name()).isEqualTo("GROUP_MISSING");
        assertThat(reason.place().text()).isEqualTo("pung");
        assertThat(reason.place().line()).isEqualTo(2);
        var jade = Pattern.parse("4 pungs; pair; only 23468b G").whyNot(
                Hand.parse("222b 333b 666b RRR 88b win=8b by=wall"), bmja).orElseThrow();
        assertThat(jade.reason().name()).isEqualTo("TILE_NOT_ALLOWED");
        assertThat(jade.place().text()).isEqualTo("only 23468b G");
        var loser = scholars.whyNot(Hand.parse("[RRR] GGG PPP 555b 7d"), bmja).orElseThrow();
        assertThat(loser.reason().name()).isEqualTo("NOT_A_WINNER");
        var luck = Pattern.parse("win by loose with 5d").whyNot(
                Hand.parse("{2222b} 345d 678c RRR 55d win=5d by=wall"), Rulesets.preset("dmjl")).orElseThrow();
        assertThat(luck.reason().name()).isEqualTo("WRONG_WIN");
    }
}
