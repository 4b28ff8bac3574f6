/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.scoring.pattern;

import java.util.List;
import java.util.Optional;
import org.mahjongtally.hand.Hand;
import org.mahjongtally.ruleset.Ruleset;
import org.mahjongtally.scoring.rule.ScoringView;

/**
 * A special hand's pattern, read from its text (docs/special-hands.md): the groups it asks for
 * and the conditions on the whole hand. Immutable; made by {@link #parse}.
 *
 * <p>A pattern has one of three shapes. Groups that are all sets and at most one pair make a
 * hand of {@linkplain Shape#SETS four sets and a pair}, matched on each reading of the hand as
 * sets (the sets it does not name are free). Singles, knitted groups or more than one pair
 * make an {@linkplain Shape#TILES irregular hand}: its fourteen concealed tiles must be exactly
 * the groups. No groups at all ({@linkplain Shape#ANY}): any winning hand, such as the hands of
 * luck ({@code seat E; win by deal}).
 */
public final class Pattern {

    /** What a hand must be for its groups to be looked for. */
    public enum Shape {
        /** Four sets and a pair. */
        SETS,
        /** Fourteen concealed tiles that are not read as sets. */
        TILES,
        /** Any winning hand. */
        ANY
    }

    private final String text;
    private final Shape shape;
    private final List<Group> groups;
    private final List<Condition> conditions;
    /** Bit v set: the pattern uses suit variable v (x, y, z) or number variable v (n, m, k). */
    private final int suitVariables;
    private final int numberVariables;

    Pattern(String text, Shape shape, List<Group> groups, List<Condition> conditions) {
        this.text = text;
        this.shape = shape;
        this.groups = List.copyOf(groups);
        this.conditions = List.copyOf(conditions);
        int suits = 0;
        int numbers = 0;
        for (Term t : terms()) {
            suits |= t.suitVariable() == Term.NONE ? 0 : 1 << t.suitVariable();
            numbers |= t.numberVariable() == Term.NONE ? 0 : 1 << t.numberVariable();
        }
        this.suitVariables = suits;
        this.numberVariables = numbers;
    }

    /** Every tile the pattern names, in its groups and its conditions. */
    private List<Term> terms() {
        List<Term> all = new java.util.ArrayList<>();
        groups.forEach(g -> all.addAll(g.tiles()));
        for (Condition c : conditions) {
            if (c instanceof Condition.Only o) {
                all.addAll(o.tiles());
            } else if (c instanceof Condition.Holds h) {
                h.tiles().forEach(all::addAll);
            } else if (c instanceof Condition.NoTiles n) {
                all.addAll(n.tiles());
            } else if (c instanceof Condition.NoGroups n) {
                all.addAll(n.tiles());
            } else if (c instanceof Condition.Win w) {
                all.addAll(w.tiles());
            }
        }
        return all;
    }

    boolean usesSuitVariable(int v) {
        return (suitVariables & 1 << v) != 0;
    }

    boolean usesNumberVariable(int v) {
        return (numberVariables & 1 << v) != 0;
    }

    /**
     * Reads a pattern.
     *
     * @throws PatternException with the line, the column and a hint, if the text is not a
     *     pattern or no hand could have its shape (five sets, thirteen tiles)
     */
    public static Pattern parse(String text) {
        return PatternParser.parse(text);
    }

    /** The text as written. */
    public String text() {
        return text;
    }

    /** Four sets and a pair, fourteen tiles, or any winning hand. */
    public Shape shape() {
        return shape;
    }

    /** The groups asked for, one per group ({@code 4 pungs} is four). */
    public List<Group> groups() {
        return groups;
    }

    /** The conditions on the whole hand, in the order written. */
    public List<Condition> conditions() {
        return conditions;
    }

    /**
     * Whether the winner's hand, in the reading the view shows, is this special hand: what a
     * special-hand rule of the scorer answers for each reading.
     */
    public boolean matches(ScoringView view) {
        return new PatternMatcher(this, view).mismatch().isEmpty();
    }

    /** Why the hand, in the reading the view shows, is not this special hand; empty if it is. */
    public Optional<Mismatch> whyNot(ScoringView view) {
        return new PatternMatcher(this, view).mismatch();
    }

    /**
     * Whether the hand is this special hand under the ruleset, in some reading the scorer would
     * look at: what the house-rules editor asks of a hand the user taps in.
     */
    public boolean matches(Hand hand, Ruleset ruleset) {
        return whyNot(hand, ruleset).isEmpty();
    }

    /**
     * Why the hand is not this special hand under the ruleset: the first part of the pattern it
     * misses in the reading that came nearest; empty if it is the special hand.
     */
    public Optional<Mismatch> whyNot(Hand hand, Ruleset ruleset) {
        return HandCheck.whyNot(this, hand, ruleset);
    }

    /** The whole text as a place, for reasons that concern the whole hand. */
    Place wholeText() {
        return new Place(0, 1, 1, text);
    }

    @Override
    public String toString() {
        return text;
    }
}
