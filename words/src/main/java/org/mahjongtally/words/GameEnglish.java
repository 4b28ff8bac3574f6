package org.mahjongtally.words;

import java.util.List;
import org.mahjongtally.game.GameProblem;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

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
            case GAME_OVER -> "the game is over (" + a.number("rounds") + (a.number("rounds") == 1 ? " round" : " rounds")
                    + " played); start a new game for more hands";
            case WINNER_IS_DISCARDER -> a.text("player") + " cannot be both the winner and the discarder";
            case NO_SUCH_PLAYER -> "there is no player '" + a.text("player") + "' in this game; the players are "
                    + String.join(", ", names(a));
            case GIVEN_TWICE -> a.text("player") + " is given twice; give each player's score or tiles once";
            case SCORES_MISSING -> "give the score or the tiles of " + String.join(" and ", names(a))
                    + "; every player's score is needed to settle up";
            case SEAT_SAID -> a.text("player") + "'s tiles say seat=" + letter(a, "said") + ", but " + a.text("player")
                    + " sits " + a.value("seat", Wind.class).displayName()
                    + " in this hand; leave seat= out and the game fills it in";
            case ROUND_SAID -> a.text("player") + "'s tiles say round=" + letter(a, "said") + ", but the prevailing wind is "
                    + a.value("prevailing", Wind.class).displayName() + "; leave round= out and the game fills it in";
            case WIN_IN_A_DRAW -> a.text("player") + "'s tiles say win=, but the hand is recorded as a draw; "
                    + removeWin(a);
            case WIN_OF_ANOTHER -> a.text("player") + "'s tiles say win=, but " + a.text("winner") + " went Mah-Jong; "
                    + removeWin(a);
            case WINNER_WITHOUT_WIN -> a.text("player") + " went Mah-Jong, so " + a.text("player")
                    + "'s tiles need win=TILE (the winning tile) and by= how it came, e.g. win=5d by=discard";
            case NOT_A_WINNING_HAND -> a.text("player") + "'s tiles are not a winning hand under the " + a.text("ruleset")
                    + " rules: " + a.text("reason") + "; correct the tiles or the winner";
            case TILE_TOO_OFTEN -> a.value("tile", Tile.class).displayName() + " appears " + a.number("count")
                    + " times across the table (" + String.join(", ", a.messages("holders")) + "), but a set has "
                    + (a.value("tile", Tile.class).isBonus() ? "only one" : "only four") + "; check those hands for a typo";
            case HOLDER -> a.text("player") + " has " + a.number("count");
        };
    }

    private static String removeWin(Args a) {
        return "remove win= from " + a.text("player") + "'s hand or change the winner";
    }

    private static List<String> names(Args a) {
        return List.of(a.text("players").split(GameProblem.NAME_SEPARATOR));
    }

    private static char letter(Args a, String name) {
        return a.value(name, Wind.class).letter();
    }
}
