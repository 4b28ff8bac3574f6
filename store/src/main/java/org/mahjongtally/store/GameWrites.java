/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.store;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import org.mahjongtally.Message;
import org.mahjongtally.game.Game;
import org.mahjongtally.game.GameException;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.GameSheet;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.json.GameChanges;

/**
 * The writes of games: starting one (with its hands, for an import), recording, editing and
 * deleting a hand, deleting a game and giving it a new edit key. Every change of the hands is
 * one transaction that locks the game's row, checks the edit key and the version the writer
 * saw, works out the game with the change (so a hand that cannot be accepted throws before
 * anything is written), writes, moves the version on with a conditional update, brings the
 * players' results up to date and adds an audit entry.
 *
 * <p>Recording a hand is the frequent write. When the {@link GameCache} holds the game, it is
 * four statements: one that checks the row is still in the state the cache holds (version,
 * time of the last change, edit key), locks it and moves the version on; the hand; one batch
 * updating the four players' results; the audit entry. The hands are not read and the game is
 * not replayed: the new hand alone is played on top of the sheet kept ({@link Game#append}).
 * A hand recorded or corrected is checked as new input; the other hands are replayed as they
 * were booked ({@link Game}).
 * Otherwise the row is locked and read first, and the game read if the cache does not hold it
 * at that state.
 */
final class GameWrites {

    /** Longest currency label kept for standings. */
    private static final int MAX_CURRENCY = 16;

    private final Transactions transactions;
    private final StoredGames games;

    GameWrites(Transactions transactions, StoredGames games) {
        this.transactions = transactions;
        this.games = games;
    }

    /**
     * A new game, with its hands if it is an import: names in NFC and no two look-alikes
     * ({@link NameForms}), replayed first (as booked: an import brings hands already played,
     * {@link Game#replay}), then one transaction. An import with an id
     * ({@link ChangeIds}) that started a game already does not start another: that game is
     * answered, with a new edit key (the first answer, with the first key, was lost on its way
     * to the only writer who knows the id).
     */
    NewGame start(GameSetup given, List<HandRecord> givenHands, String action, Optional<String> changeId) {
        GameSetup setup = NameForms.normalized(Objects.requireNonNull(given, "setup"));
        List<HandRecord> hands = givenHands.stream().map(NameForms::normalized).toList();
        for (String name : setup.players()) {
            Player.checkedName(name);
        }
        String currency = setup.options().stakes().currency();
        if (currency.length() > MAX_CURRENCY) {
            throw GameException.badGame(Message.of(StoreProblem.CURRENCY_TOO_LONG, MAX_CURRENCY, currency.length()));
        }
        GameSheet sheet = Game.replay(setup, hands);
        String toml = games.rulesetText(setup);
        List<String> handsJson = hands.stream().map(GameWrites::json).toList();
        String options = StoredGameCodec.writeOptions(setup.options());
        String editKey = EditKeys.newKey();
        String keyHash = EditKeys.hash(editKey);
        Started started = transactions.write(handle -> {
            GameDao dao = handle.attach(GameDao.class);
            PlayerDao players = handle.attach(PlayerDao.class);
            Optional<String> earlier = changeId.flatMap(dao::importedGame);
            if (earlier.isPresent()) {
                return new Started(again(dao, earlier.get(), keyHash), true);
            }
            String id = GameIds.next();
            while (dao.findState(id).isPresent()) {
                id = GameIds.next();
            }
            String shareId = EditKeys.newShareId();
            Instant now = Transactions.now();
            dao.insertGame(new GameDao.GameRow(id, now, now, setup.players(), setup.ruleset().id(),
                    setup.ruleset().hash(), toml, options, 1, keyHash, shareId));
            dao.insertHands(id, handsJson, now);
            List<Long> ids = ClubPlayers.register(players, setup, now);
            players.replaceGamePlayers(id, ClubPlayers.lines(sheet, ids));
            dao.audit(id, now, action, Optional.empty(), Optional.empty(), Optional.empty());
            String newId = id;
            changeId.ifPresent(c -> dao.rememberImport(c, newId, now));
            return new Started(new GameCache.Entry(now, keyHash,
                    new StoredGame(id, setup, hands, 1, now, shareId, sheet), ids), false);
        });
        if (started.again()) {
            games.cache().remove(started.entry().game().id());
        } else {
            games.cache().put(started.entry());
        }
        return new NewGame(started.entry().game(), editKey);
    }

    /** A game started, or found started by an earlier import of the same id ({@code again}). */
    private record Started(GameCache.Entry entry, boolean again) {
    }

    /** The game an earlier import of the same id started, given a new edit key of this hash. */
    private GameCache.Entry again(GameDao dao, String id, String keyHash) {
        GameDao.GameState row = dao.lockState(id).orElseThrow(() -> new GameNotFoundException(id));
        dao.setEditKeyHash(id, keyHash);
        dao.audit(id, Transactions.now(), "new-key", Optional.empty(), Optional.empty(), Optional.empty());
        return games.load(dao, row);
    }

    StoredGame addHand(String id, HandRecord given, Expect expect) {
        HandRecord hand = NameForms.normalized(Objects.requireNonNull(given, "hand"));
        String json = json(hand);
        return change(id, expect, (game, dao, now) -> {
            int number = game.hands().size() + 1;
            List<HandRecord> hands = GameChanges.recorded(game.hands(), hand);
            return new Change(hands, () -> Game.append(game.sheet(), hand), "record", number, Optional.empty(),
                    Optional.of(json), () -> dao.appendHand(game.id(), json, now));
        });
    }

    StoredGame editHand(String id, int number, HandRecord given, Expect expect) {
        HandRecord hand = NameForms.normalized(Objects.requireNonNull(given, "hand"));
        String json = json(hand);
        return change(id, expect, (game, dao, now) -> {
            HandRecord old = existing(game, number);
            List<HandRecord> hands = GameChanges.corrected(game.id(), game.hands(), number, hand);
            return new Change(hands, () -> Game.replayEntered(game.setup(), hands, number), "edit", number,
                    Optional.of(json(old)), Optional.of(json), () -> dao.updateHand(game.id(), number, json, now));
        });
    }

    StoredGame deleteHand(String id, int number, Expect expect) {
        return change(id, expect, (game, dao, now) -> {
            HandRecord old = existing(game, number);
            List<HandRecord> hands = GameChanges.deleted(game.id(), game.hands(), number);
            // the later hands are booked: replayed as booked even where the deletion moves their seats
            return new Change(hands, () -> Game.replay(game.setup(), hands), "delete", number,
                    Optional.of(json(old)), Optional.empty(),
                    () -> dao.deleteHand(game.id(), number));
        });
    }

    void deleteGame(String id) {
        String key = GameIds.normalized(id);
        boolean deleted = GameIds.isWellFormed(key)
                && transactions.write(handle -> handle.attach(GameDao.class).deleteGame(key));
        games.cache().remove(key);
        if (!deleted) {
            throw new GameNotFoundException(id);
        }
    }

    String newEditKey(String id) {
        String key = GameIds.normalized(id);
        if (!GameIds.isWellFormed(key)) {
            throw new GameNotFoundException(id);
        }
        String editKey = EditKeys.newKey();
        transactions.write(handle -> {
            GameDao dao = handle.attach(GameDao.class);
            dao.lockState(key).orElseThrow(() -> new GameNotFoundException(id));
            dao.setEditKeyHash(key, EditKeys.hash(editKey));
            dao.audit(key, Transactions.now(), "new-key", Optional.empty(), Optional.empty(), Optional.empty());
            return null;
        });
        return editKey;
    }

    /**
     * One change to the hands of a game, worked out from the game as it is stored.
     *
     * @param hands the hands after the change
     * @param sheet works out the game after the change (throws if it cannot be accepted)
     * @param before the changed hand as it was, as stored (JSON), for the audit trail
     * @param after the changed hand as it is now, as stored
     * @param write writes the change of the hands
     */
    private record Change(List<HandRecord> hands, Supplier<GameSheet> sheet, String action, int number,
            Optional<String> before, Optional<String> after, Runnable write) {
    }

    @FunctionalInterface
    private interface Changer {
        Change plan(StoredGame game, GameDao dao, Instant now);
    }

    private StoredGame change(String id, Expect expect, Changer changer) {
        String key = GameIds.normalized(id);
        if (!GameIds.isWellFormed(key)) {
            throw new GameNotFoundException(id);
        }
        return transactions.inTurn(key, () -> changeInTurn(key, id, expect, changer));
    }

    private StoredGame changeInTurn(String key, String id, Expect expect, Changer changer) {
        GameCache cache = games.cache();
        GameCache.Entry changed = transactions.write(handle -> {
            GameDao dao = handle.attach(GameDao.class);
            Instant now = Transactions.now();
            if (expect.changeId().isPresent()) {
                madeAlready(dao, key, id, expect);
            }
            Optional<GameCache.Entry> movedOn = cache.latest(key).filter(e -> passes(e, expect))
                    .filter(e -> dao.bumpVersionFrom(key, e.game().version(), e.updated(), e.editKeyHash(), now));
            GameCache.Entry current = movedOn.isPresent() ? movedOn.get() : lockedAndChecked(dao, key, id, expect);
            StoredGame game = current.game();
            Change change = changer.plan(game, dao, now);
            GameSheet sheet = change.sheet().get();
            change.write().run();
            if (movedOn.isEmpty() && !dao.bumpVersion(key, game.version(), now)) {
                throw new GameChangedException(key);
            }
            List<Long> players = ClubPlayers.saveResults(handle.attach(PlayerDao.class), key, sheet,
                    current.playerIds(), now);
            dao.audit(key, now, change.action(), Optional.of(change.number()), change.before(), change.after());
            expect.changeId().ifPresent(c -> dao.rememberChange(key, c, game.version() + 1, now));
            return new GameCache.Entry(now, current.editKeyHash(), new StoredGame(key, game.setup(), change.hands(),
                    game.version() + 1, game.created(), game.shareId(), sheet), players);
        });
        cache.put(changed);
        return changed.game();
    }

    /**
     * Whether a write may go ahead on the game as the cache holds it, if the row is still in
     * that state: the version expected and the edit key shown fit it. The row itself is then
     * checked, locked and moved on by one statement ({@link GameDao#bumpVersionFrom}); when
     * this says no, or the row has moved on meanwhile, {@link #lockedAndChecked} looks at the
     * row and says why the write is refused, if it is.
     */
    private static boolean passes(GameCache.Entry entry, Expect expect) {
        if (expect.version().isPresent() && expect.version().getAsInt() != entry.game().version()) {
            return false;
        }
        return expect.editKey().isEmpty()
                || entry.editKeyHash() != null && EditKeys.matches(expect.editKey().get(), entry.editKeyHash());
    }

    /**
     * The game, its row locked, once the edit key and the version expected are checked against
     * the row (so that a refused write says exactly why).
     */
    private GameCache.Entry lockedAndChecked(GameDao dao, String key, String id, Expect expect) {
        GameDao.GameState row = dao.lockState(key).orElseThrow(() -> new GameNotFoundException(id));
        if (expect.editKey().isPresent()) {
            if (row.editKeyHash() == null) {
                throw EditKeyException.none(key);
            }
            if (!EditKeys.matches(expect.editKey().get(), row.editKeyHash())) {
                throw EditKeyException.wrong(key);
            }
        }
        GameCache.Entry current = games.load(dao, row);
        if (expect.version().isPresent() && expect.version().getAsInt() != row.version()) {
            throw new GameChangedException(key, current.game());
        }
        return current;
    }

    /**
     * Locks the game's row, and throws {@link ChangeAppliedException} if the change's id was made
     * in it already (with the right edit key: the game as it is now is read only then). Locked
     * first, so that a second try that arrives while the first is still being written waits for
     * it and then finds its id, from whichever server.
     */
    private void madeAlready(GameDao dao, String key, String id, Expect expect) {
        dao.lockState(key).orElseThrow(() -> new GameNotFoundException(id));
        Optional<Integer> made = dao.appliedVersion(key, expect.changeId().orElseThrow());
        if (made.isPresent()) {
            throw new ChangeAppliedException(made.get(), lockedAndChecked(dao, key, id, expect.anyVersion()).game());
        }
    }

    private static HandRecord existing(StoredGame game, int number) {
        return GameChanges.existing(game.id(), game.hands(), number);
    }

    private static String json(HandRecord hand) {
        return StoredGameCodec.writeHand(hand);
    }
}
