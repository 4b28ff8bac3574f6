package org.mahjongtally.words;

import org.mahjongtally.game.GameProblem;

/** Game and hand record problems in Polish. */
final class GamePolish implements Phrasebook<GameProblem> {

    @Override
    public Class<GameProblem> keys() {
        return GameProblem.class;
    }

    @Override
    public Language language() {
        return Language.POLISH;
    }

    @Override
    public String text(GameProblem key, Args a) {
        return switch (key) {
            case IN_HAND -> "rozdanie " + a.number("hand") + ": " + a.message("detail");
            case IN_PLAYERS_TILES -> "rozdanie " + a.number("hand") + ", płytki gracza " + a.text("player")
                    + ": " + a.message("detail");
        };
    }
}
