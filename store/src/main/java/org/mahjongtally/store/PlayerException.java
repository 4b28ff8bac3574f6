package org.mahjongtally.store;

import org.mahjongtally.ErrorCode;
import org.mahjongtally.Message;
import org.mahjongtally.TallyException;

/**
 * A change to the club's players that cannot be made: codes {@code player-not-found},
 * {@code player-exists} (the name, whatever its case, belongs to another player) and
 * {@code bad-player-name}.
 */
public final class PlayerException extends TallyException {

    private static final long serialVersionUID = 1L;

    private PlayerException(ErrorCode code, String message) {
        super(code, Message.untranslated(message));
    }

    static PlayerException notFound(long id) {
        return new PlayerException(ErrorCode.PLAYER_NOT_FOUND, "there is no player " + id + " in the club;"
                + " GET /api/players lists them");
    }

    static PlayerException exists(String name) {
        return new PlayerException(ErrorCode.PLAYER_EXISTS, "the club already has a player called '" + name
                + "' (names are the same whatever their case); choose another name");
    }

    static PlayerException badName(String message) {
        return new PlayerException(ErrorCode.BAD_PLAYER_NAME, message);
    }
}
