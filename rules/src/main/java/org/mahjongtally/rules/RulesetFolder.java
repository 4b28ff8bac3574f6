/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.rules;

import java.io.IOException;
import java.util.Optional;

/**
 * The folder of a ruleset file, where the files it {@code extends} by a relative path are
 * found. The loader asks only this, so reading text stays apart from reading files: text that
 * did not come from a file has no folder, and the loader itself never touches the file system.
 */
interface RulesetFolder {

    /**
     * Reads the file that a relative {@code extends} path names.
     *
     * @return the file, or empty if there is no such file
     * @throws IOException if it exists but cannot be read; the message says why, in words
     */
    Optional<RulesetSource> read(String relativePath) throws IOException;

    /** Where a relative path leads, as shown in a problem: the file that was looked for. */
    String locate(String relativePath);
}
