/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.app;

import org.mahjongtally.ErrorCode;
import org.mahjongtally.TallyException;
import org.mahjongtally.cli.CommandLineMessages;
import org.mahjongtally.web.NewGameLimits;
import org.mahjongtally.web.ServerOptions;

/**
 * Reads the club's settings of {@code tally serve} whose values are the server's own types. They
 * live apart from {@link ServeCommand} because picocli reads every method of a command when the
 * program starts: a method of the command that returned a server type would load the server's
 * classes for every command, {@code tally settle} too.
 */
final class ClubSettings {

    private ClubSettings() {
    }

    /**
     * Reads what the club publishes.
     *
     * @throws TallyException unless it is nothing, standings or games
     */
    static ServerOptions.Publish publish(ServeSettings.Value what) {
        try {
            return ServerOptions.Publish.of(what.text());
        } catch (IllegalArgumentException e) {
            throw new TallyException(ErrorCode.BAD_USAGE, CommandLineMessages.english(what.source()
                    + " must be nothing, standings or games; got '" + what.text() + "'"));
        }
    }

    /**
     * Reads the games an hour from one address and from all, as {@code ADDRESS,ALL}.
     *
     * @throws TallyException unless it is two whole numbers from 1, the first at most the second
     */
    static NewGameLimits newGames(ServeSettings.Value limits) {
        String t = limits.text().strip();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d{1,7}) *, *(\\d{1,7})").matcher(t);
        if (m.matches()) {
            int perAddress = Integer.parseInt(m.group(1));
            int overall = Integer.parseInt(m.group(2));
            if (perAddress >= 1 && perAddress <= overall) {
                return new NewGameLimits(perAddress, overall);
            }
        }
        throw new TallyException(ErrorCode.BAD_USAGE, CommandLineMessages.english(limits.source() + " must be the"
                + " games an hour from one address and from all together, two whole numbers from 1, the first no"
                + " larger, such as 120,600; got '" + limits.text() + "'"));
    }
}
