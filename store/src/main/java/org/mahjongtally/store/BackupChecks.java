/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.mahjongtally.Message;
import org.mahjongtally.game.GameException;

/**
 * What a backup must be, beyond being JSON of its shape, checked before anything of it is
 * inserted: so that an edited or broken backup is refused with a message
 * about the file, never with the database's own SQL text, and a restored database can be written
 * to again. Each game: an id, share id and edit key hash of the forms this program makes, a
 * version from 1 that is not behind its hands, hands numbered 1, 2, 3... (a gap is refused, never
 * renumbered), audit entries of known actions, texts that fit their columns, change ids of the
 * form a writer gives, each once, that made versions the game has reached; and across the
 * backup, no player, player name, game, share id or import id twice, no game naming a player
 * the backup does not hold. One instance checks one backup, in the order it is read. (Whether
 * each hand gives what it was booked at is checked by replaying it: {@link BackupRestore}.)
 */
final class BackupChecks {

    /** The actions a game's audit trail holds ({@link GameWrites}, {@link JdbiGameStore}). */
    static final List<String> AUDIT_ACTIONS = List.of("create", "import", "record", "edit", "delete", "new-key");

    /** The most characters of each text column (store/src/main/resources/db/migration). */
    static final int RULESET_ID = 40;
    static final int RULESET_TOML = 1_000_000;
    static final int OPTIONS = 10_000;
    static final int HAND_RECORD = 100_000;

    private static final Pattern KEY_HASH = Pattern.compile("[0-9a-f]{64}");
    private static final Pattern RULESET_HASH = Pattern.compile("[0-9a-f]{16}");

    private final Set<Long> playerIds = new HashSet<>();
    private final Map<String, String> playerNames = new HashMap<>();
    private final Set<String> gameIds = new HashSet<>();
    private final Set<String> shareIds = new HashSet<>();
    private final Set<String> importIds = new HashSet<>();

    /**
     * Checks the club's players: ids from 1, no id and no name (as names are compared) twice.
     *
     * @throws GameException naming the player at fault
     */
    void players(List<Player> players) {
        for (Player p : players) {
            expect(p.id() >= 1, StoreProblem.BACKUP_PLAYER_ID, p.id());
            expect(playerIds.add(p.id()), StoreProblem.BACKUP_PLAYER_ID_TWICE, p.id());
            String other = playerNames.putIfAbsent(Player.key(p.name()), p.name());
            expect(other == null, StoreProblem.BACKUP_PLAYER_NAME_TWICE, p.name(), other == null ? "" : other);
        }
    }

    /**
     * Checks one game of the backup.
     *
     * @throws GameException {@link StoreProblem#GAME_IN_BACKUP} around what is wrong
     */
    void game(Backups.GameEntry entry) {
        GameDao.GameRow row = entry.row();
        try {
            check(entry, row);
        } catch (GameException e) {
            throw GameException.badGame(Message.of(StoreProblem.GAME_IN_BACKUP, row.id(), e.message()));
        }
    }

    private void check(Backups.GameEntry entry, GameDao.GameRow row) {
        expect(GameIds.isWellFormed(row.id()), StoreProblem.BACKUP_GAME_ID, row.id());
        expect(gameIds.add(row.id()), StoreProblem.BACKUP_GAME_TWICE);
        expect(EditKeys.isShareId(row.shareId()), StoreProblem.BACKUP_SHARE_ID, row.shareId());
        expect(shareIds.add(row.shareId()), StoreProblem.BACKUP_SHARE_ID_TWICE, row.shareId());
        expect(row.editKeyHash() == null || KEY_HASH.matcher(row.editKeyHash()).matches(),
                StoreProblem.BACKUP_KEY_HASH, row.editKeyHash());
        fits("ruleset.id", row.rulesetId(), RULESET_ID);
        expect(RULESET_HASH.matcher(row.rulesetHash()).matches(), StoreProblem.BACKUP_RULESET_HASH, row.rulesetHash());
        fits("ruleset.toml", row.rulesetToml(), RULESET_TOML);
        fits("options", row.optionsJson(), OPTIONS);
        List<GameDao.TimedHand> hands = entry.hands();
        for (int i = 0; i < hands.size(); i++) {
            expect(hands.get(i).number() == i + 1, StoreProblem.BACKUP_HAND_NUMBERS, i + 1, hands.get(i).number());
            fits("hands[" + i + "].record", hands.get(i).recordJson(), HAND_RECORD);
        }
        boolean imported = false;
        for (int i = 0; i < entry.audit().size(); i++) {
            AuditEntry a = entry.audit().get(i);
            expect(AUDIT_ACTIONS.contains(a.action()), StoreProblem.BACKUP_AUDIT_ACTION, a.action(),
                    String.join(", ", AUDIT_ACTIONS));
            imported |= a.action().equals("import");
            fits("audit[" + i + "].before", a.before().orElse(""), HAND_RECORD);
            fits("audit[" + i + "].after", a.after().orElse(""), HAND_RECORD);
        }
        // Every write of a hand moves the version on from 1; only an imported game starts with hands.
        expect(imported || row.version() >= hands.size() + 1, StoreProblem.BACKUP_VERSION_BEHIND_HANDS,
                row.version(), hands.size());
        expect(entry.playerIds().isEmpty() || entry.playerIds().size() == 4, StoreProblem.BACKUP_FOUR_PLAYERS);
        for (long id : entry.playerIds()) {
            expect(playerIds.contains(id), StoreProblem.BACKUP_UNKNOWN_PLAYER, id);
        }
        Set<String> changes = new HashSet<>();
        for (Backups.AppliedChange c : entry.appliedChanges()) {
            expect(ChangeIds.isWellFormed(c.changeId()), StoreProblem.BACKUP_CHANGE_ID, c.changeId());
            expect(changes.add(c.changeId()), StoreProblem.BACKUP_CHANGE_TWICE, c.changeId());
            expect(c.version() <= row.version(), StoreProblem.BACKUP_CHANGE_VERSION, c.version(), row.version());
        }
        for (Backups.Import i : entry.imports()) {
            expect(ChangeIds.isWellFormed(i.changeId()), StoreProblem.BACKUP_CHANGE_ID, i.changeId());
            expect(importIds.add(i.changeId()), StoreProblem.BACKUP_CHANGE_TWICE, i.changeId());
        }
    }

    private static void fits(String field, String text, int most) {
        expect(text.length() <= most, StoreProblem.BACKUP_TEXT_TOO_LONG, field, most, text.length());
    }

    /** @throws GameException saying {@code problem} with its values, if the condition is false */
    private static void expect(boolean condition, StoreProblem problem, Object... values) {
        if (!condition) {
            throw GameException.badGame(Message.of(problem, values));
        }
    }
}
