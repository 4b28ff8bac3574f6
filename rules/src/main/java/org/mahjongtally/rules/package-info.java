/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
/**
 * Ruleset files: the shipped presets and the loader that reads and checks them.
 *
 * <h2>The file format</h2>
 *
 * A ruleset file is TOML 1.0, chosen because a club member can edit it in any text editor
 * without indentation traps, it has comments, and our own reader gives an exact line for every
 * problem. Read: blank lines, {@code # comments}; {@code key = value} with a bare or quoted key
 * and a string in any TOML form (basic, literal, multi-line), a whole number as TOML writes it
 * ({@code 1_000}, {@code 0x1F}), {@code true} / {@code false}, or a list of strings
 * {@code ["a", 'b']} that may span lines; the table {@code [options]} and the arrays of tables
 * {@code [[element]]} and {@code [[remove]]}. What TOML has and a ruleset never needs
 * (fractions, dates, dotted keys, inline tables) is reported as a problem, as is every syntax
 * error; {@code TomlLibraryAgreementTest} holds the reader to the tomlj library.
 *
 * <pre>
 * id = "bmja-club"              # required: lower-case letters, digits, '-'
 * name = "Our club's rules"     # optional; the id if left out
 * version = 1                   # required: a whole number from 1
 * extends = "bmja"              # optional: a preset id, or a file name in this file's folder
 *
 * [options]
 * limit = 500                   # or "none"
 *
 * [[element]]                   # an element of the extended ruleset: the given fields change
 * id = "dragon-set"
 * doubles = 2
 *
 * [[element]]                   # a new element: name and value required
 * id = "three-concealed-pungs"
 * name = "Three concealed pungs"
 * doubles = 1
 *
 * [[remove]]                    # an element of the extended ruleset not scored here
 * id = "original-call"
 * </pre>
 *
 * <h3>Options</h3>
 * The options of docs/rules.md §12 and docs/settlement.md that are not element values. A file that
 * extends no other must set the first fourteen; a file that extends one changes those it names;
 * {@code tally rulesets show} lists every option of a ruleset with what it decides.
 * <ul>
 *   <li>{@code limit}: "none" (the roof off) or a positive even number; {@code notionalLimit}:
 *       what a full-limit hand is worth with no limit; {@code maxChows}: 0-4 (BMJA 1);</li>
 *   <li>settling up: {@code eastDoubles}, {@code losersSettle}, {@code method}
 *       ("difference" | "alternative"), {@code drawPays} ("nothing" | "differences"),
 *       {@code payForAll} (the discarder of the winning tile pays for all three; only when a
 *       discarder is named), {@code tallies} ("Harmony=2,Man=10,Earth=100,Heaven=500");</li>
 *   <li>scoring: {@code losersPurity}, {@code selfDrawnIncludesLooseTile},
 *       {@code concealedWinOnDiscard} (BMJA true; Millington and the German league false: a
 *       claimed winning tile exposes what it completes), {@code bonusOnSpecialHands},
 *       {@code rounding} ("none" | "final-to-10" | "basic-up-to-10");</li>
 *   <li>with a default, so they may be left out: {@code eastStreakLimit} (default 0: none;
 *       Millington 13, German league 9): East's Nth win in a row is the limit hand
 *       {@code east-streak}, which a hand claims with the flag {@code east-streak}; a ruleset
 *       that scores {@code east-streak} must set it. {@code kongHas3Types} (default false;
 *       Millington true, M 46-52): an exposed kong claimed from a discard scores as exposed but
 *       counts as concealed for three concealed pungs, the concealed hand and the concealed
 *       limit hands, when the hand carries the flag {@code claimed-kongs} (the notation cannot
 *       tell a claimed kong from an added one set by set, so the flag speaks for all of a
 *       hand's exposed kongs).</li>
 * </ul>
 * The other variants of section 12 are element values: Mah-Jong, self-drawn, only-possible and
 * pair-filling points; flower and season doubles ({@code own-flower}, {@code own-season},
 * {@code own-flower-and-season}, and bouquets that include the own-tile double by excluding
 * it); the dragon and wind patterns; {@code fully-concealed} 1 or 3 doubles and
 * {@code semi-concealed}; one suit only as 3 doubles ({@code one-suit-only}, chows allowed) or
 * the special hand {@code purity}; the special-hand set with limit shares and fishing values.
 * {@code sevenPairs} is the element {@code seven-pairs}: left out, seven pairs is no winning
 * hand; scored, it is one, worth its points on top of Mah-Jong. {@code doubleWindPair 2}
 * (a pair of a wind that is own and prevailing counts once) is
 * {@code excludes = ["prevailing-wind-pair"]} on {@code own-wind-pair}. A winner-only doubles
 * element (no chows, a no-score hand, a way of going out...) may give {@code points} instead of
 * doubles, or both: the tables that pay 10 points for them.
 *
 * <h3>Elements</h3>
 * {@code id} (one of {@link org.mahjongtally.ruleset.RuleId}), {@code name}, and the value the
 * element's kind is scored by: {@code points} for a points element, {@code doubles} for a
 * doubles element (or points, for a winner-only one, see above), and for a special hand either
 * {@code limit} (percent of the limit, 0-100) or {@code doubles} (a hand valued like Purity),
 * plus {@code fishing} (what a calling loser scores, percent of the limit). {@code excludes}
 * lists elements not scored when this one is; each must be in the resolved ruleset. Two keys
 * are optional and default to the catalogue's ({@link org.mahjongtally.ruleset.RuleId#scope()},
 * {@link org.mahjongtally.ruleset.RuleId#groups()}): {@code scope}, {@code "winner"} or
 * {@code "every-player"}, who may score the element (a special hand is always the winner's; a
 * rule that looks at the winning tile finds nothing in a loser's hand whatever its scope); and
 * {@code groups}, a list of {@link org.mahjongtally.ruleset.ElementGroup} names:
 * {@code "bonus-tiles"} (scored apart on a special hand), {@code "losers-purity"} (a loser
 * scores it too when {@code losersPurity} is on) and {@code "doubles-special-hands"} (its
 * doubles count on a special hand, like the final discard's). An element
 * left out is not scored. Elements that several books share keep one id under each book's
 * name: {@code hidden-treasure} is the German league's Hidden Treasure and Millington's Buried
 * Treasure, {@code squirming-snake} also Millington's Wriggling Snake,
 * {@code all-winds-and-dragons} also All Honours.
 *
 * <h3>Presets</h3>
 * {@code bmja} (the default), {@code dmjl} and {@code millington}, files in
 * {@code /rulesets/} on the classpath; see docs/rulesets.md.
 *
 * <h3>Bounds</h3>
 * Its size, entries, texts, {@code extends} chain and values are bounded
 * ({@link org.mahjongtally.rules.RulesetLimits}, docs/rulesets.md "Bounds").
 *
 * <h3>Checking</h3>
 * A file is checked as a whole and either gives a complete
 * {@link org.mahjongtally.ruleset.Ruleset} or throws a {@link
 * org.mahjongtally.rules.RulesetException} listing every problem with its file and line.
 * A problem is a {@link org.mahjongtally.Message} of a {@link org.mahjongtally.rules.RulesetIssue},
 * without words: the {@code words} module puts it into English, Polish or Russian
 * ({@code RulesetEnglish} and its translations), as it does core's messages.
 * The ruleset's hash is described in {@link org.mahjongtally.rules.RulesetText}.
 */
package org.mahjongtally.rules;
