package org.mahjongtally.store;

import java.math.BigDecimal;
import java.net.ConnectException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLTransientConnectionException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import org.jdbi.v3.core.ConnectionException;
import org.jdbi.v3.core.HandleCallback;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.JdbiException;
import org.jdbi.v3.core.transaction.TransactionIsolationLevel;
import org.mahjongtally.game.Game;
import org.mahjongtally.game.GameException;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.game.GameSheet;
import org.mahjongtally.game.HandRecord;
import org.mahjongtally.game.PlayedHand;

/**
 * The {@link GameStore} over Jdbi. Every write is one transaction that locks the game's row,
 * checks the edit key and the version the writer saw, works out the game with the change (so
 * a hand that cannot be accepted throws before anything is written), writes, moves the version
 * on with a conditional update, brings the players' results up to date and adds an audit
 * entry. Reads see one consistent state of a game.
 *
 * <p>Recording a hand is the frequent write. When the {@link GameCache} holds the game, it is
 * four statements: one that checks the row is still in the state the cache holds (version,
 * time of the last change, edit key), locks it and moves the version on; the hand; one batch
 * updating the four players' results; the audit entry. The hands are not read and the game is
 * not replayed: the new hand alone is played on top of the sheet kept ({@link Game#append}).
 * Otherwise the row is locked and read first, and the game read if the cache does not hold it
 * at that state. Besides that cache, only rulesets (which never change) are kept between calls.
 */
final class JdbiGameStore implements GameStore {

    /** Longest currency label kept for standings. */
    private static final int MAX_CURRENCY = 16;
    private static final int ATTEMPTS = 5;

    private final Jdbi jdbi;
    private final Runnable onClose;
    private final String database;
    private final StoredRulesets rulesets = new StoredRulesets();
    private final GameCache cache = new GameCache();
    /** Striped locks for the writes of one game ({@link #change}): 64, so games rarely share one. */
    private final Object[] writeLocks = newLocks(64);

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
    public NewGame start(GameSetup setup) {
        return start(setup, List.of(), "create");
    }

    @Override
    public NewGame importNew(GameSetup setup, List<HandRecord> hands) {
        return start(setup, hands, "import");
    }

    @Override
    public Optional<StoredGame> find(String id) {
        String key = GameIds.normalized(id);
        Function<GameDao, Optional<GameDao.GameState>> state;
        if (GameIds.isWellFormed(key)) {
            state = dao -> dao.findState(key);
        } else if (EditKeys.isShareId(key)) {
            state = dao -> dao.findStateByShareId(key);
        } else {
            return Optional.empty();
        }
        // A game the cache holds at the state of its row needs that row alone: one statement,
        // at the pool's isolation level. Otherwise the row and the hands are read together, at
        // REPEATABLE READ so that they agree.
        Optional<GameDao.GameState> now = transaction(GameStores.ISOLATION, handle -> state.apply(new GameDao(handle)));
        Optional<GameCache.Entry> cached = now.flatMap(cache::find);
        if (now.isEmpty() || cached.isPresent()) {
            return cached.map(GameCache.Entry::game);
        }
        Optional<GameCache.Entry> found = read(handle -> {
            GameDao dao = new GameDao(handle);
            return state.apply(dao).map(row -> load(dao, row));
        });
        found.ifPresent(cache::put);
        return found.map(GameCache.Entry::game);
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
    public StoredGame addHand(String id, HandRecord hand, Expect expect) {
        Objects.requireNonNull(hand, "hand");
        String json = json(hand);
        return change(id, expect, (game, dao, now) -> {
            int number = game.hands().size() + 1;
            List<HandRecord> hands = new ArrayList<>(game.hands());
            hands.add(hand);
            return new Change(hands, () -> Game.append(game.sheet(), hand), "record", number, Optional.empty(),
                    Optional.of(json), () -> dao.insertHand(game.id(), number, json, now));
        });
    }

    @Override
    public StoredGame editHand(String id, int number, HandRecord hand, Expect expect) {
        Objects.requireNonNull(hand, "hand");
        String json = json(hand);
        return change(id, expect, (game, dao, now) -> {
            HandRecord old = existing(game, number);
            List<HandRecord> hands = new ArrayList<>(game.hands());
            hands.set(number - 1, hand);
            return new Change(hands, () -> Game.replay(game.setup(), hands), "edit", number,
                    Optional.of(json(old)), Optional.of(json), () -> dao.updateHand(game.id(), number, json, now));
        });
    }

    @Override
    public StoredGame deleteHand(String id, int number, Expect expect) {
        return change(id, expect, (game, dao, now) -> {
            HandRecord old = existing(game, number);
            List<HandRecord> hands = new ArrayList<>(game.hands());
            hands.remove(number - 1);
            return new Change(hands, () -> Game.replay(game.setup(), hands), "delete", number,
                    Optional.of(json(old)), Optional.empty(),
                    () -> dao.deleteHand(game.id(), number, game.hands().size()));
        });
    }

    @Override
    public List<AuditEntry> audit(String id) {
        String key = GameIds.normalized(id);
        return read(handle -> {
            GameDao dao = new GameDao(handle);
            if (!GameIds.isWellFormed(key) || dao.findState(key).isEmpty()) {
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
        cache.remove(key);
        if (!deleted) {
            throw new GameNotFoundException(id);
        }
    }

    @Override
    public String newEditKey(String id) {
        String key = GameIds.normalized(id);
        if (!GameIds.isWellFormed(key)) {
            throw new GameNotFoundException(id);
        }
        String editKey = EditKeys.newKey();
        write(handle -> {
            GameDao dao = new GameDao(handle);
            dao.lockState(key).orElseThrow(() -> new GameNotFoundException(id));
            dao.setEditKeyHash(key, EditKeys.hash(editKey));
            dao.audit(key, now(), "new-key", Optional.empty(), Optional.empty(), Optional.empty());
            return null;
        });
        return editKey;
    }

    @Override
    public List<Player> players() {
        return read(handle -> new GameDao(handle).players());
    }

    @Override
    public Player player(long id) {
        return read(handle -> new GameDao(handle).player(id)).orElseThrow(() -> PlayerException.notFound(id));
    }

    @Override
    public Player addPlayer(String name) {
        String checked = Player.checkedName(name);
        return write(handle -> {
            GameDao dao = new GameDao(handle);
            if (dao.playerByName(checked).isPresent()) {
                throw PlayerException.exists(checked);
            }
            return dao.insertPlayer(checked, now());
        });
    }

    @Override
    public Player renamePlayer(long id, String name) {
        String checked = Player.checkedName(name);
        return write(handle -> {
            GameDao dao = new GameDao(handle);
            Player player = dao.player(id).orElseThrow(() -> PlayerException.notFound(id));
            Optional<Player> other = dao.playerByName(checked);
            if (other.isPresent() && other.get().id() != id) {
                throw PlayerException.exists(checked);
            }
            dao.renamePlayer(id, checked);
            return new Player(id, checked, player.created());
        });
    }

    @Override
    public List<PlayerGame> history(long playerId) {
        return read(handle -> {
            GameDao dao = new GameDao(handle);
            dao.player(playerId).orElseThrow(() -> PlayerException.notFound(playerId));
            return dao.playerGames(playerId);
        });
    }

    @Override
    public List<PlayerGame> results(LocalDate from, LocalDate to) {
        Instant start = from.atStartOfDay(ZoneOffset.UTC).toInstant();
        Instant end = to.plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant();
        return read(handle -> new GameDao(handle).playerGames(start, end));
    }

    @Override
    public BackupSummary backup(java.io.OutputStream out) {
        return read(handle -> Backups.write(new GameDao(handle), out));
    }

    @Override
    public BackupSummary restore(java.io.InputStream in) {
        cache.clear();
        try {
            return transaction(TransactionIsolationLevel.READ_COMMITTED, handle -> {
                GameDao dao = new GameDao(handle);
                if (dao.rows() > 0) {
                    throw new StoreException("the database " + database + " is not empty; restore into a new,"
                            + " empty database (it is set up on first use)");
                }
                int[] counts = new int[4];
                Backups.read(in, new Backups.Sink() {
                    @Override
                    public void players(List<Player> players) {
                        players.forEach(dao::insertPlayer);
                        counts[0] += players.size();
                    }

                    @Override
                    public void game(Backups.GameEntry entry) {
                        GameDao.GameRow row = entry.row();
                        List<GameDao.HandRow> handRows = entry.hands().stream()
                                .map(h -> new GameDao.HandRow(h.number(), h.recordJson())).toList();
                        GameSheet sheet;
                        try {
                            sheet = stored(row, handRows).sheet();
                        } catch (GameException e) {
                            throw new GameException("game " + row.id() + " in the backup does not replay: " + e.getMessage());
                        }
                        dao.insertGame(row);
                        entry.hands().forEach(h -> dao.insertHand(row.id(), h));
                        for (AuditEntry a : entry.audit()) {
                            dao.audit(row.id(), a.at(), a.action(), a.hand(), a.before(), a.after());
                        }
                        List<Long> ids = entry.playerIds().size() == 4 ? entry.playerIds()
                                : register(dao, sheet.setup(), now());
                        dao.replaceGamePlayers(row.id(), lines(sheet, ids));
                        counts[1]++;
                        counts[2] += entry.hands().size();
                        counts[3] += entry.audit().size();
                    }
                });
                dao.restartIdentity("players");
                dao.restartIdentity("audit");
                return new BackupSummary(counts[0], counts[1], counts[2], counts[3]);
            });
        } catch (UniqueViolation e) {
            throw new GameException("the backup has the same game, share id or player twice: " + e.getMessage());
        }
    }

    @Override
    public void ping() {
        read(handle -> {
            new GameDao(handle).ping();
            return null;
        });
    }

    @Override
    public void close() {
        onClose.run();
    }

    /**
     * Brings games kept from before the club schema up to it: each gets a share id, and its
     * players are entered in the club's register with what the game gave them. Each game is
     * one transaction; a game that cannot be replayed any more is left as it is.
     */
    void completeOldGames() {
        for (String id : read(handle -> new GameDao(handle).gamesToComplete())) {
            write(handle -> {
                GameDao dao = new GameDao(handle);
                Optional<GameDao.GameRow> row = dao.lockGame(id);
                if (row.isEmpty()) {
                    return null;
                }
                if (row.get().shareId() == null) {
                    dao.setShareId(id, EditKeys.newShareId());
                }
                StoredGame game = stored(dao.lockGame(id).orElseThrow(), dao.hands(id));
                GameSheet sheet;
                try {
                    sheet = game.sheet();
                } catch (GameException e) {
                    return null;
                }
                List<Long> ids = dao.gamePlayerIds(id);
                dao.replaceGamePlayers(id, lines(sheet, ids.isEmpty() ? register(dao, game.setup(), now()) : ids));
                return null;
            });
        }
    }

    /** A new game, with its hands if it is an import: replayed first, then one transaction. */
    private NewGame start(GameSetup setup, List<HandRecord> hands, String action) {
        Objects.requireNonNull(setup, "setup");
        for (String name : setup.players()) {
            Player.checkedName(name);
        }
        String currency = setup.options().stakes().currency();
        if (currency.length() > MAX_CURRENCY) {
            throw new GameException("a currency is written in at most " + MAX_CURRENCY + " characters, such as"
                    + " EUR or zł; got one of " + currency.length());
        }
        GameSheet sheet = Game.replay(setup, hands);
        String toml = rulesets.write(setup.ruleset());
        String options = StoredGameCodec.writeOptions(setup.options());
        String editKey = EditKeys.newKey();
        String keyHash = EditKeys.hash(editKey);
        GameCache.Entry started = write(handle -> {
            GameDao dao = new GameDao(handle);
            String id = GameIds.next();
            while (dao.findState(id).isPresent()) {
                id = GameIds.next();
            }
            String shareId = EditKeys.newShareId();
            Instant now = now();
            dao.insertGame(new GameDao.GameRow(id, now, now, setup.players(), setup.ruleset().id(),
                    setup.ruleset().hash(), toml, options, 1, keyHash, shareId));
            for (int i = 0; i < hands.size(); i++) {
                dao.insertHand(id, i + 1, json(hands.get(i)), now);
            }
            List<Long> players = register(dao, setup, now);
            dao.replaceGamePlayers(id, lines(sheet, players));
            dao.audit(id, now, action, Optional.empty(), Optional.empty(), Optional.empty());
            return new GameCache.Entry(now, keyHash, new StoredGame(id, setup, hands, 1, now, shareId, sheet),
                    players);
        });
        cache.put(started);
        return new NewGame(started.game(), editKey);
    }

    /** The club's players of a game, in starting seat order: known names found, new ones added. */
    private static List<Long> register(GameDao dao, GameSetup setup, Instant now) {
        List<Long> ids = new ArrayList<>();
        for (String name : setup.players()) {
            ids.add(dao.playerByName(name).orElseGet(() -> dao.insertPlayer(name, now)).id());
        }
        return ids;
    }

    /** What the game gives each of its players, for the standings. */
    static List<PlayerGame> lines(GameSheet sheet, List<Long> playerIds) {
        GameSetup setup = sheet.setup();
        List<PlayerGame> lines = new ArrayList<>();
        List<GameSheet.Standing> standings = sheet.standings();
        for (int p = 0; p < 4; p++) {
            final int seat = p;
            String name = setup.players().get(p);
            int won = 0;
            long best = 0;
            Integer bestNumber = null;
            for (PlayedHand hand : sheet.hands()) {
                if (hand.winner().flatMap(setup::indexOf).filter(i -> i == seat).isPresent()) {
                    won++;
                }
                long score = hand.players().get(p).score();
                if (score > best) {
                    best = score;
                    bestNumber = hand.number();
                }
            }
            int place = standings.stream().filter(s -> s.player().equals(name)).findFirst()
                    .map(GameSheet.Standing::place).orElse(p + 1);
            BigDecimal money = sheet.money(p);
            lines.add(new PlayerGame(playerIds.get(p), name, "", Instant.EPOCH, p + 1, sheet.hands().size(), won,
                    sheet.totals().get(p), money, setup.options().stakes().currency(), best,
                    Optional.ofNullable(bestNumber), place));
        }
        return lines;
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
        // Writes of one game in this program take turns, the cache's entry included: H2 does not
        // always look at a row again once the writer it waited for has committed, and then two
        // writes that saw the same version were both accepted (issue 16). The database's own
        // version check still guards writers in other programs (PostgreSQL, several servers).
        synchronized (writeLocks[Math.floorMod(key.hashCode(), writeLocks.length)]) {
            return changeInTurn(key, id, expect, changer);
        }
    }

    private StoredGame changeInTurn(String key, String id, Expect expect, Changer changer) {
        GameCache.Entry changed = write(handle -> {
            GameDao dao = new GameDao(handle);
            Instant now = now();
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
            List<Long> players = saveResults(dao, key, sheet, current.playerIds(), now);
            dao.audit(key, now, change.action(), Optional.of(change.number()), change.before(), change.after());
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
        GameCache.Entry current = load(dao, row);
        if (expect.version().isPresent() && expect.version().getAsInt() != row.version()) {
            throw new GameChangedException(key, current.game());
        }
        return current;
    }

    /**
     * Brings what the game gives each player up to date, in place; a game from before the
     * club schema gets its players entered first.
     *
     * @param known the game's players if the cache knew them, else empty (they are read)
     * @return the game's players, in starting seat order
     */
    private static List<Long> saveResults(GameDao dao, String gameId, GameSheet sheet, List<Long> known,
            Instant now) {
        List<Long> players = known.size() == 4 ? known : dao.gamePlayerIds(gameId);
        if (players.size() == 4 && dao.updateGamePlayers(gameId, lines(sheet, players))) {
            return players;
        }
        if (players.size() != 4) {
            players = register(dao, sheet.setup(), now);
        }
        dao.replaceGamePlayers(gameId, lines(sheet, players));
        return players;
    }

    /**
     * The game at the state of its row just read: from the cache if it holds exactly that
     * state, else read whole with its hands (its sheet then worked out when first asked for).
     */
    private GameCache.Entry load(GameDao dao, GameDao.GameState state) {
        return cache.find(state).orElseGet(() -> {
            GameDao.GameRow row = dao.findGame(state.id()).orElseThrow(() -> new GameNotFoundException(state.id()));
            return new GameCache.Entry(row.updated(), row.editKeyHash(), stored(row, dao.hands(row.id())), List.of());
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
                StoredGameCodec.readOptions(row.optionsJson()));
        List<HandRecord> hands = new ArrayList<>(handRows.size());
        for (GameDao.HandRow h : handRows) {
            hands.add(StoredGameCodec.readHand(h.recordJson(), "stored hand " + h.number()));
        }
        return new StoredGame(row.id(), setup, hands, row.version(), row.created(),
                row.shareId() == null ? "" : row.shareId());
    }

    private static String json(HandRecord hand) {
        return StoredGameCodec.writeHand(hand);
    }

    private static Object[] newLocks(int n) {
        Object[] locks = new Object[n];
        for (int i = 0; i < n; i++) {
            locks[i] = new Object();
        }
        return locks;
    }

    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MILLIS);
    }

    private <T> T read(HandleCallback<T, RuntimeException> work) {
        return transaction(TransactionIsolationLevel.REPEATABLE_READ, work);
    }

    /**
     * A write transaction. Two writers may race to make the same row (two servers entering the
     * same new player): the one that loses on a unique key is simply tried again, and then finds
     * what the other wrote.
     */
    private <T> T write(HandleCallback<T, RuntimeException> work) {
        for (int attempt = 1; ; attempt++) {
            try {
                return transaction(TransactionIsolationLevel.READ_COMMITTED, work);
            } catch (UniqueViolation e) {
                if (attempt == ATTEMPTS) {
                    throw new StoreException("the database " + database + " refused the same write "
                            + ATTEMPTS + " times: " + e.getMessage());
                }
            }
        }
    }

    /**
     * One transaction at an isolation level. Connections come from the pool at READ COMMITTED
     * ({@link GameStores}); another level is set on the connection for this transaction and
     * the pool sets it back when the connection returns. Not Jdbi's {@code inTransaction(level,
     * ...)}: that asks the connection for its level three times, and the PostgreSQL driver asks
     * the server each time (a round trip per question, on every write).
     */
    private <T> T transaction(TransactionIsolationLevel level, HandleCallback<T, RuntimeException> work) {
        HandleCallback<T, SQLException> atLevel = handle -> {
            if (level != GameStores.ISOLATION) {
                handle.getConnection().setTransactionIsolation(level.intValue());
            }
            return handle.inTransaction(work);
        };
        try {
            return jdbi.withHandle(atLevel);
        } catch (JdbiException e) {
            throw failure(e);
        } catch (SQLException e) {
            throw failure(new ConnectionException(e));
        }
    }

    /** What a failure of the database means to the caller. */
    private RuntimeException failure(JdbiException e) {
        String state = null;
        for (Throwable t = e; t != null && t.getCause() != t; t = t.getCause()) {
            if (t instanceof SQLTransientConnectionException || t instanceof SQLNonTransientConnectionException
                    || t instanceof ConnectException) {
                return new DatabaseUnavailableException(database);
            }
            if (t instanceof SQLException sql && sql.getSQLState() != null && state == null) {
                state = sql.getSQLState();
            }
        }
        if (state != null && (state.startsWith("08") || state.startsWith("57P") || state.equals("53300"))) {
            return new DatabaseUnavailableException(database);
        }
        if ("23505".equals(state)) {
            return new UniqueViolation(StoreException.cause(e));
        }
        return new StoreException("the database " + database + " failed: " + StoreException.cause(e));
    }

    /** A write refused because a unique key is taken (a race another writer won). */
    private static final class UniqueViolation extends RuntimeException {

        private static final long serialVersionUID = 1L;

        UniqueViolation(String message) {
            super(message);
        }
    }
}
