/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

/**
 * What a backup holds, or what a restore put back.
 *
 * @param players the club's players
 * @param games the games
 * @param hands their hands
 * @param auditEntries their audit entries
 */
public record BackupSummary(int players, int games, int hands, int auditEntries) {

    /** "12 players, 5 games, 63 hands, 75 audit entries". */
    public String describe() {
        return players + (players == 1 ? " player, " : " players, ") + games + (games == 1 ? " game, " : " games, ")
                + hands + (hands == 1 ? " hand, " : " hands, ") + auditEntries
                + (auditEntries == 1 ? " audit entry" : " audit entries");
    }
}
