package org.mahjongtally.store;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jdbi.v3.core.HandleCallback;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.JdbiException;
import org.jdbi.v3.core.transaction.TransactionIsolationLevel;
import org.mahjongtally.game.Game;
import org.mahjongtally.game.GameException;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.json.GameJson;

/**
 * The {@link GameStore} over Jdbi. Every write is one transaction that locks the game's row,
 * replays the whole game with the change (so a hand that cannot be accepted throws before
 * anything is written), writes, moves the version on with a conditional update, and adds an
 * audit entry. Reads see one consistent state of a game.
 */
final class JdbiGameStore implements GameStore {

    private final Jdbi jdbi;
    private final Runnable onClose;
    private final String database;
    private final StoredRulesets rulesets = new StoredRulesets();

    /**
     * @param onClose releases the connections
     * @param database the database, for messages (no password)
     */
    JdbiGameStore(Jdbi jdbi, Runnable onClose, String database) {
        this.jdbi = jdbi;
        this.onClose = onClose;
        this.database = database;
    }

    @Override
    public StoredGame create(GameSetup setup) {
        return start(setup, List.of(), "create");
    }

    @Override
    public StoredGame importGame(GameSetup setup, List<HandRecord> hands) {
        return start(setup, hands, "import");
    }

    @Override
    public Optional<StoredGame> find(String id) {
        String key = GameIds.normalized(id);
        if (!GameIds.isWellFormed(key)) {
            return Optional.empty();
        }
        return read(handle -> {
            GameDao dao = new GameDao(handle);
            return dao.findGame(key).map(row -> stored(row, dao.hands(key)));
        });
    }

    @Override
    public StoredGame get(String id) {
        return find(id).orElseThrow(() -> new GameNotFoundException(id));
    }

    @Override
    public List<GameSummary> list() {
        return read(handle -> new GameDao(handle).summaries());
    }

    @Override
    public StoredGame addHand(String id, HandRecord hand) {
        Objects.requireNonNull(hand, "hand");
        return change(id, (game, dao, now) -> {
            int number = game.hands().size() + 1;
            List<HandRecord> hands = new ArrayList<>(game.hands());
            hands.add(hand);
            return new Change(hands, "record", number, Optional.empty(), Optional.of(hand),
                    () -> dao.insertHand(game.id(), number, json(hand), now));
        });
    }

    @Override
    public StoredGame editHand(String id, int number, HandRecord hand) {
        Objects.requireNonNull(hand, "hand");
        return change(id, (game, dao, now) -> {
            HandRecord old = existing(game, number);
            List<HandRecord> hands = new ArrayList<>(game.hands());
            hands.set(number - 1, hand);
            return new Change(hands, "edit", number, Optional.of(old), Optional.of(hand),
                    () -> dao.updateHand(game.id(), number, json(hand), now));
        });
    }

    @Override
    public StoredGame deleteHand(String id, int number) {
        return change(id, (game, dao, now) -> {
            HandRecord old = existing(game, number);
            List<HandRecord> hands = new ArrayList<>(game.hands());
            hands.remove(number - 1);
            return new Change(hands, "delete", number, Optional.of(old), Optional.empty(),
                    () -> dao.deleteHand(game.id(), number, game.hands().size()));
        });
    }

    @Override
    public List<AuditEntry> audit(String id) {
        String key = GameIds.normalized(id);
        return read(handle -> {
            GameDao dao = new GameDao(handle);
            if (!GameIds.isWellFormed(key) || dao.findGame(key).isEmpty()) {
                throw new GameNotFoundException(id);
            }
            return dao.audit(key);
        });
    }

    @Override
    public void deleteGame(String id) {
        String key = GameIds.normalized(id);
        boolean deleted = GameIds.isWellFormed(key)
                && write(handle -> new GameDao(handle).deleteGame(key));
        if (!deleted) {
            throw new GameNotFoundException(id);
        }
    }

    @Override
    public void close() {
        onClose.run();
    }

    /** A new game, with its hands if it is an import: replayed first, then one transaction. */
    private StoredGame start(GameSetup setup, List<HandRecord> hands, String action) {
        Objects.requireNonNull(setup, "setup");
        Game.replay(setup, hands);
        String toml = rulesets.write(setup.ruleset());
        String options = StoreJson.write(GameJson.options(setup.options()));
        return write(handle -> {
            GameDao dao = new GameDao(handle);
            String id = GameIds.next();
            while (dao.findGame(id).isPresent()) {
                id = GameIds.next();
            }
            Instant now = now();
            dao.insertGame(new GameDao.GameRow(id, now, now, setup.players(), setup.ruleset().id(),
                    setup.ruleset().hash(), toml, options, 1));
            for (int i = 0; i < hands.size(); i++) {
                dao.insertHand(id, i + 1, json(hands.get(i)), now);
            }
            dao.audit(id, now, action, Optional.empty(), Optional.empty(), Optional.empty());
            return new StoredGame(id, setup, hands, 1, now);
        });
    }

    /** One change to the hands of a game, worked out from the game as it is stored. */
    private record Change(List<HandRecord> hands, String action, int number, Optional<HandRecord> before,
            Optional<HandRecord> after, Runnable write) {
    }

    @FunctionalInterface
    private interface Changer {
        Change plan(StoredGame game, GameDao dao, Instant now);
    }

    private StoredGame change(String id, Changer changer) {
        String key = GameIds.normalized(id);
        if (!GameIds.isWellFormed(key)) {
            throw new GameNotFoundException(id);
        }
        return write(handle -> {
            GameDao dao = new GameDao(handle);
            GameDao.GameRow row = dao.lockGame(key).orElseThrow(() -> new GameNotFoundException(id));
            StoredGame game = stored(row, dao.hands(key));
            Instant now = now();
            Change change = changer.plan(game, dao, now);
            Game.replay(game.setup(), change.hands());
            change.write().run();
            if (!dao.bumpVersion(key, row.version(), now)) {
                throw new GameChangedException(key);
            }
            dao.audit(key, now, change.action(), Optional.of(change.number()),
                    change.before().map(JdbiGameStore::json), change.after().map(JdbiGameStore::json));
            return new StoredGame(key, game.setup(), change.hands(), row.version() + 1, row.created());
        });
    }

    private static HandRecord existing(StoredGame game, int number) {
        int count = game.hands().size();
        if (number < 1 || number > count) {
            throw new GameException("game '" + game.id() + "' has " + (count == 0 ? "no hands yet"
                    : count == 1 ? "one hand, number 1" : "hands 1 to " + count) + "; there is no hand " + number);
        }
        return game.hands().get(number - 1);
    }

    private StoredGame stored(GameDao.GameRow row, List<GameDao.HandRow> handRows) {
        GameSetup setup = new GameSetup(row.players(),
                rulesets.read(row.id(), row.rulesetToml(), row.rulesetHash()),
                GameJson.readOptions(StoreJson.read(row.optionsJson(), "the stored options")));
        List<HandRecord> hands = new ArrayList<>(handRows.size());
        for (GameDao.HandRow h : handRows) {
            hands.add(GameJson.readRecord(StoreJson.read(h.recordJson(), "stored hand " + h.number())));
        }
        return new StoredGame(row.id(), setup, hands, row.version(), row.created());
    }

    private static String json(HandRecord hand) {
        return StoreJson.write(GameJson.record(hand));
    }

    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MILLIS);
    }

    private <T> T read(HandleCallback<T, RuntimeException> work) {
        return transaction(TransactionIsolationLevel.REPEATABLE_READ, work);
    }

    private <T> T write(HandleCallback<T, RuntimeException> work) {
        return transaction(TransactionIsolationLevel.READ_COMMITTED, work);
    }

    private <T> T transaction(TransactionIsolationLevel level, HandleCallback<T, RuntimeException> work) {
        try {
            return jdbi.inTransaction(level, work::withHandle);
        } catch (JdbiException e) {
            throw new StoreException("the database " + database + " failed: " + StoreException.cause(e));
        }
    }
}
