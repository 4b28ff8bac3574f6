/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally;

import java.util.List;

/**
 * What a {@link Message} says, without its words: one constant of an enum per area (such as
 * {@link org.mahjongtally.hand.NotationProblem}), naming the parameters the words may use. The
 * words themselves, in every language, are in the {@code words} module, which has one
 * exhaustive {@code switch} per area and language over these constants.
 */
public interface MessageKey {

    /** The parameters, in the order {@link Message#of} takes their values. */
    List<Parameter> parameters();

    /** The position of the named parameter, or -1 if there is none. */
    default int indexOf(String name) {
        List<Parameter> parameters = parameters();
        for (int i = 0; i < parameters.size(); i++) {
            if (parameters.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }
}
