package org.mahjongtally.words;

import org.mahjongtally.game.GameProblem;

/** Game and hand record problems in English. */
final class GameEnglish implements Phrasebook<GameProblem> {

    @Override
    public Class<GameProblem> keys() {
        return GameProblem.class;
    }

    @Override
    public Language language() {
        return Language.ENGLISH;
    }

    @Override
    public String text(GameProblem key, Args a) {
        return switch (key) {
            case IN_HAND -> "hand " + a.number("hand") + ": " + a.message("detail");
            case IN_PLAYERS_TILES -> "hand " + a.number("hand") + ", " + a.text("player")
                    + "'s tiles: " + a.message("detail");
        };
    }
}
