package org.mahjongtally.hand;

import org.mahjongtally.TallyException;

/**
 * Hand notation that cannot be read, or that describes a hand that cannot exist. It names the
 * place in the text (a 0-based {@code char} index into the input string, as
 * {@link String#charAt(int)} counts), what is wrong there and a hint on how to write it.
 * The message reads {@code at position 5: unknown suit 's'; suits are b, c, d; seasons are s1-s4}.
 *
 * <p>Code: {@code "bad-notation"}.
 */
public class NotationException extends TallyException {

    private static final long serialVersionUID = 1L;

    /** The {@link #code()} of every notation error. */
    public static final String CODE = "bad-notation";

    private final int position;
    private final String problem;
    private final String hint;

    /**
     * @param position the 0-based char index in the input where the problem is
     * @param problem what is wrong, such as {@code unknown suit 's'}
     * @param hint how to write it instead, such as {@code suits are b, c, d}
     */
    public NotationException(int position, String problem, String hint) {
        super(CODE, "at position " + position + ": " + problem + "; " + hint);
        this.position = position;
        this.problem = problem;
        this.hint = hint;
    }

    /** The 0-based char index in the input where the problem is. */
    public int position() {
        return position;
    }

    /** What is wrong, without the position or the hint. */
    public String problem() {
        return problem;
    }

    /** How to write it instead. */
    public String hint() {
        return hint;
    }
}
