package org.mahjongtally.game;

import static org.mahjongtally.Parameter.message;
import static org.mahjongtally.Parameter.number;
import static org.mahjongtally.Parameter.text;

import java.util.List;
import org.mahjongtally.MessageKey;
import org.mahjongtally.Parameter;

/**
 * Every message of a {@link GameException}, one constant per message. Parameters: {@code hand}
 * the number of a hand, {@code player} a player's name, {@code detail} a nested message. The
 * words are in the {@code words} module.
 */
public enum GameProblem implements MessageKey {
    /** The {@code detail} found in hand {@code hand}. */
    IN_HAND(number("hand"), message("detail")),
    /** The {@code detail} found in the tiles of {@code player} in hand {@code hand}. */
    IN_PLAYERS_TILES(number("hand"), text("player"), message("detail"));

    private final List<Parameter> parameters;

    GameProblem(Parameter... parameters) {
        this.parameters = List.of(parameters);
    }

    @Override
    public List<Parameter> parameters() {
        return parameters;
    }
}
