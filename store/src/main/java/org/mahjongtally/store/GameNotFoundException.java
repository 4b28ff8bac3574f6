package org.mahjongtally.store;

import org.mahjongtally.TallyException;

/** There is no game with the id given. */
public final class GameNotFoundException extends TallyException {

    private static final long serialVersionUID = 1L;

    /** @param id the id asked for */
    public GameNotFoundException(String id) {
        super("game-not-found", "there is no game '" + id + "'; 'tally game list' shows the games");
    }
}
