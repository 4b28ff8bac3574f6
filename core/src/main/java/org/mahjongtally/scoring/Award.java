package org.mahjongtally.scoring;

import java.util.Objects;
import org.mahjongtally.ruleset.RuleId;

/**
 * One line of a score sheet: an element that scored, what it gave, and where it came from.
 *
 * @param element the element
 * @param name its name in the ruleset
 * @param points the basic points it gave (0 for a doubles line)
 * @param doubles the doubles it gave (0 for a points line)
 * @param sets the sets or tiles it came from, in notation ({@code [RRR]}, {@code f1 s1}), or ""
 */
public record Award(RuleId element, String name, long points, int doubles, String sets) {

    /** Checks that nothing is missing. */
    public Award {
        Objects.requireNonNull(element, "element");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(sets, "sets");
    }
}
