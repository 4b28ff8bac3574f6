/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.function.Function;
import org.mahjongtally.TallyException;
import org.mahjongtally.json.Json;
import picocli.CommandLine;

/**
 * The batch mode of {@code settle -} and {@code score -}: one case per line of standard input,
 * one JSON object per line of output, in order. Blank lines and lines starting with '#' are
 * skipped; a bad line prints {@code {"error": "..."}} and the batch goes on.
 */
final class Batch {

    private Batch() {
    }

    /**
     * Runs the batch.
     *
     * @param perLine turns one line into its JSON tree; throws for a bad line
     * @return 0 if every line was good, 2 if any was bad
     */
    static int run(PrintWriter out, Function<String, Map<String, Object>> perLine) {
        boolean anyBad = false;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                String trimmed = line.strip();
                if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                    continue;
                }
                String result;
                try {
                    result = Json.write(perLine.apply(trimmed));
                } catch (TallyException e) {
                    anyBad = true;
                    result = Json.write(Map.of("error", ExitCodes.say(e.message())));
                } catch (CommandLine.ParameterException e) {
                    anyBad = true;
                    result = Json.write(Map.of("error", e.getMessage()));
                }
                out.println(result);
                out.flush();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return anyBad ? ExitCodes.BAD_INPUT : ExitCodes.OK;
    }
}
