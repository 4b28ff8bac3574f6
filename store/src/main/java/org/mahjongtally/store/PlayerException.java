package org.mahjongtally.store;

import org.mahjongtally.TallyException;

/**
 * A change to the club's players that cannot be made: codes {@code player-not-found},
 * {@code player-exists} (the name, whatever its case, belongs to another player) and
 * {@code bad-player-name}.
 */
public final class PlayerException extends TallyException {

    private static final long serialVersionUID = 1L;

    private PlayerException(String code, String message) {
        super(code, message);
    }

    static PlayerException notFound(long id) {
        return new PlayerException("player-not-found", "there is no player " + id + " in the club;"
                + " GET /api/players lists them");
    }

    static PlayerException exists(String name) {
        return new PlayerException("player-exists", "the club already has a player called '" + name
                + "' (names are the same whatever their case); choose another name");
    }

    static PlayerException badName(String message) {
        return new PlayerException("bad-player-name", message);
    }
}
