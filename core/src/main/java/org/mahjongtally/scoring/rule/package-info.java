/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
/**
 * The scoring rules behind {@link org.mahjongtally.scoring.Scorer}: the view of one reading
 * of a hand that every rule looks at ({@link org.mahjongtally.scoring.rule.ScoringView}), what
 * the rules find ({@link org.mahjongtally.scoring.rule.Awards}), the rule interfaces and the
 * {@link org.mahjongtally.scoring.rule.Catalogue} that names the class of every element. The
 * classes of the elements are in {@code scoring.element}; special hands are patterns ({@code scoring.pattern}).
 *
 * <p>Not part of the engine's API: the core module does not export this package (nor the
 * element and special-hand packages), so its types may change with the scorer. Their public
 * members are public for the scorer and the rules, not for other programs.
 */
package org.mahjongtally.scoring.rule;
