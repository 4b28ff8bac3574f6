/**
 * Ruleset files: the shipped presets and the loader that reads and checks them.
 *
 * <h2>The file format</h2>
 *
 * A ruleset file is a small subset of TOML, chosen because a club member can edit it in any
 * text editor without indentation traps, it has comments, and our own reader gives an exact
 * line for every problem. Supported: blank lines, {@code # comments}; {@code key = value} with
 * a string in double quotes (escapes {@code \" \\ \n}), a whole number, {@code true} /
 * {@code false}, or a list of strings {@code ["a", "b"]} that may span lines; the table
 * {@code [options]} and the arrays of tables {@code [[element]]} and {@code [[remove]]}.
 * Anything else is reported as a problem.
 *
 * <pre>
 * id = "bmja-club"              # required: lower-case letters, digits, '-'
 * name = "Our club's rules"     # optional; the id if left out
 * version = 1                   # required: a whole number from 1
 * extends = "bmja"              # optional: a preset id, or a path relative to this file
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
 * A file that extends no other must set all of them; a file that extends one changes those it
 * names. {@code limit} ("none" or a positive even number), {@code notionalLimit} (what a
 * full-limit hand is worth with no limit), {@code maxChows} (0-4), {@code eastDoubles},
 * {@code losersSettle}, {@code method} ("difference" | "alternative"), {@code drawPays}
 * ("nothing" | "differences"), {@code payForAll}, {@code losersPurity},
 * {@code selfDrawnIncludesLooseTile}, {@code concealedWinOnDiscard},
 * {@code bonusOnSpecialHands} (true / false), {@code rounding} ("none" | "final-to-10" |
 * "basic-up-to-10"), {@code tallies} ("Harmony=2,Man=10,Earth=100,Heaven=500").
 *
 * <h3>Elements</h3>
 * {@code id} (one of {@link org.mahjongtally.ruleset.RuleId}), {@code name}, and the value the
 * element's kind is scored by: {@code points} for a points element, {@code doubles} for a
 * doubles element, and for a special hand either {@code limit} (percent of the limit, 0-100)
 * or {@code doubles} (a hand valued like Purity), plus {@code fishing} (what a calling loser
 * scores, percent of the limit). {@code excludes} lists elements not scored when this one is;
 * each must be in the resolved ruleset. An element left out is not scored.
 *
 * <h3>Checking</h3>
 * A file is checked as a whole and either gives a complete
 * {@link org.mahjongtally.ruleset.Ruleset} or throws a {@link
 * org.mahjongtally.rules.RulesetException} listing every problem with its file and line.
 * The ruleset's hash is described in {@link org.mahjongtally.rules.RulesetText}.
 */
package org.mahjongtally.rules;
