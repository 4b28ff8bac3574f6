/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.enginejs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The engine compiled to JavaScript carries neither {@code java.util.regex} nor
 * {@code java.util.Formatter}: TeaVM's versions of them were a tenth of the script the page
 * loads, and compiling regular expressions cost tens of milliseconds at the first score. Core,
 * rules, words and json scan text with {@code org.mahjongtally.text.Text} instead; a
 * {@code String.split}, {@code replaceAll}, {@code matches}, {@code Pattern} or
 * {@code String.format} in them brings the classes back, and this test names them.
 *
 * <p>It reads the whole-engine check's script (WholeEngineCheck), which has every method of those
 * modules translated and keeps TeaVM's names (minifying off): {@code jur_} starts every name of
 * {@code java.util.regex}, {@code ju_Formatter} those of {@code java.util.Formatter}.
 */
class LeanEngineTest {

    private static final Pattern UNWANTED = Pattern.compile("(?<![\\w$])(jur_|ju_Formatter)[\\w$]*");

    @Test
    void theEngineHasNoRegularExpressionsAndNoFormatter() throws IOException {
        Path script = Path.of(System.getProperty("whole.engine.js",
                "target/teavm-whole-engine-check/whole-engine.js"));
        assertThat(script).as("the whole-engine check's script, which mvn verify writes before the tests")
                .isRegularFile();

        Set<String> names = new TreeSet<>();
        Matcher m = UNWANTED.matcher(Files.readString(script));
        while (m.find()) {
            names.add(m.group());
        }

        assertThat(names.size()).as("names of java.util.regex (jur_) and java.util.Formatter (ju_Formatter) in "
                + script + ", such as " + names.stream().limit(8).toList() + "; find the String.split,"
                + " replaceAll, matches, Pattern or String.format that brought them in and scan with"
                + " org.mahjongtally.text.Text instead").isZero();
    }
}
