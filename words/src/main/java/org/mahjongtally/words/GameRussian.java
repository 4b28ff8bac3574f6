package org.mahjongtally.words;

import org.mahjongtally.game.GameProblem;

/** Game and hand record problems in Russian. */
final class GameRussian implements Phrasebook<GameProblem> {

    @Override
    public Class<GameProblem> keys() {
        return GameProblem.class;
    }

    @Override
    public Language language() {
        return Language.RUSSIAN;
    }

    @Override
    public String text(GameProblem key, Args a) {
        return switch (key) {
            case IN_HAND -> "раздача " + a.number("hand") + ": " + a.message("detail");
            case IN_PLAYERS_TILES -> "раздача " + a.number("hand") + ", кости игрока " + a.text("player")
                    + ": " + a.message("detail");
        };
    }
}
