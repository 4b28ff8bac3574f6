package org.mahjongtally.words;

import java.util.List;
import org.mahjongtally.game.GameProblem;
import org.mahjongtally.tile.Wind;

/** Parameters of {@link GameProblem} messages as every language reads them. */
final class GameArgs {

    private GameArgs() {
    }

    /** The names of a {@code players} parameter, in order, for the language to list. */
    static List<String> names(Args a) {
        return List.of(a.text("players").split(GameProblem.NAME_SEPARATOR));
    }

    /** The notation letter of a wind parameter: {@code E S W N}. */
    static char letter(Args a, String name) {
        return a.value(name, Wind.class).letter();
    }
}
