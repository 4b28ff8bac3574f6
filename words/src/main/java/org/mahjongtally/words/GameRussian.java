/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.game.GameProblem;
import org.mahjongtally.game.GameSetup;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

/** Game and hand record problems in Russian. */
final class GameRussian extends Phrasebook<GameProblem> {

    private static final Language LANGUAGE = Language.RUSSIAN;

    GameRussian() {
        super(GameProblem.class, Language.RUSSIAN);
    }

    @Override
    public String text(GameProblem key, Args a) {
        return switch (key) {
            case IN_HAND -> "раздача " + a.number("hand") + ": " + a.message("detail");
            case IN_PLAYERS_TILES -> "раздача " + a.number("hand") + ", кости игрока " + a.text("player")
                    + ": " + a.message("detail");
            case GAME_OVER -> "игра окончена (сыграно " + a.number("rounds") + " "
                    + Plural.russian(a.number("rounds"), "раунд", "раунда", "раундов") + "); начните новую игру, чтобы играть дальше";
            case WINNER_IS_DISCARDER -> a.text("player") + " не может быть одновременно победителем и сбросившим";
            case NO_SUCH_PLAYER -> "в этой игре нет игрока '" + a.text("player") + "'; игроки: "
                    + String.join(", ", GameArgs.names(a));
            case GIVEN_TWICE -> a.text("player") + " указан дважды; укажите счёт или кости каждого игрока один раз";
            case SCORES_MISSING -> "укажите счёт или кости: " + String.join(" и ", GameArgs.names(a))
                    + "; для расчёта нужен счёт каждого игрока";
            case SEAT_SAID -> "кости игрока " + a.text("player") + " говорят seat=" + GameArgs.letter(a, "said") + ", но "
                    + a.text("player") + " сидит в этой раздаче на месте " + Winds.genitive(a.value("seat", Wind.class), LANGUAGE)
                    + "; уберите seat=, и игра заполнит его сама";
            case ROUND_SAID -> "кости игрока " + a.text("player") + " говорят round=" + GameArgs.letter(a, "said")
                    + ", но ветер раунда — " + Winds.name(a.value("prevailing", Wind.class), LANGUAGE)
                    + "; уберите round=, и игра заполнит его сама";
            case WIN_IN_A_DRAW -> "кости игрока " + a.text("player") + " говорят win=, но раздача записана как ничья; "
                    + removeWin(a);
            case WIN_OF_ANOTHER -> "кости игрока " + a.text("player") + " говорят win=, но маджонг объявил(а) "
                    + a.text("winner") + "; " + removeWin(a);
            case WINNER_WITHOUT_WIN -> a.text("player") + " объявил(а) маджонг, поэтому костям игрока " + a.text("player")
                    + " нужны win=КОСТЬ (выигрышная кость) и by= (откуда она пришла), напр. win=5d by=discard";
            case NOT_A_WINNING_HAND -> "кости игрока " + a.text("player") + " — не выигрышная рука по правилам "
                    + a.text("ruleset") + ": " + a.message("reason") + "; исправьте кости или победителя";
            case TILE_TOO_OFTEN -> a.tile("tile") + " встречается на столе " + a.number("count") + " "
                    + Plural.russian(a.number("count"), "раз", "раза", "раз") + " ("
                    + String.join(", ", a.messages("holders")) + "), а в наборе "
                    + (a.value("tile", Tile.class).isBonus() ? "только одна такая кость" : "только четыре такие кости")
                    + "; проверьте эти руки на опечатку";
            case NOT_FOUR_PLAYERS -> "в игре четыре игрока, первым тот, кто начинает Востоком,"
                    + " напр. Ann,Bob,Cid,Dee; указано " + a.number("count");
            case EMPTY_NAME -> "у каждого игрока должно быть имя; указано пустое";
            case INVISIBLE_NAME -> "у каждого игрока должно быть имя, которое можно прочитать; указаны только невидимые символы";
            case BAD_NAME -> "имя игрока — от 1 до " + a.number("most") + " символов"
                    + " без управляющих символов; указано '" + a.text("player") + "'";
            case MISLEADING_NAME -> "имя игрока не может содержать " + a.text("character") + " (символ "
                    + a.number("position") + "): пробел, отличный от обычного, разрыв строки или невидимый символ"
                    + " делают имя не таким, каким оно выглядит; введите его снова, только с обычными пробелами";
            case SAME_NAME -> "двух игроков зовут '" + a.text("player") + "'; дайте каждому своё имя (напр. добавьте инициал)";
            case NO_SUCH_PLAYER_AS -> "в этой игре нет игрока '" + a.text("player") + "', чтобы быть "
                    + role(a.value("role", GameSetup.Role.class)) + "; игроки: " + String.join(", ", GameArgs.names(a));
            case STAKE_NOT_DECIMAL -> "ставка за очко должна быть десятичным числом, напр. \"0.01\"; указано '" + a.text("stake") + "'";
            case NEGATIVE_STAKE -> "ставка за очко не может быть отрицательной, указано " + a.text("stake");
            case STAKE_TOO_BIG -> "ставка за очко — не больше " + a.text("most") + ", указано " + a.text("stake");
            case STAKE_TOO_PRECISE -> "у ставки за очко не больше " + a.number("decimals")
                    + " знаков после запятой, напр. 0.000001, указано " + a.text("stake");
            case MONEY_DECIMALS -> "деньги округляются до " + least(a) + "–" + most(a) + " знаков после запятой, указано "
                    + a.text("sent");
            case NO_ROUNDING -> "выберите округление денег: half-up, half-even, up, down...";
            case UNKNOWN_ROUNDING -> "неизвестное округление '" + a.text("given") + "'; напишите half-up, half-even, half-down,"
                    + " up, down, ceiling или floor";
            case PENALTY_AMOUNT -> "штраф — целое число очков от " + least(a) + " до " + most(a) + ", указано " + a.text("sent");
            case TOO_MANY_PENALTIES -> "в руке от " + least(a) + " до " + most(a) + " штрафов, указано " + a.text("sent")
                    + "; сложите штрафы между одними и теми же игроками";
            case REASON_TOO_LONG -> "причина штрафа — от " + least(a) + " до " + most(a) + " символов, указано " + a.text("sent")
                    + "; опишите её в нескольких словах";
            case TOO_MANY_PAYERS -> "штраф платят от " + least(a) + " до " + most(a) + " игроков, указано " + a.text("sent")
                    + "; назовите каждого плательщика один раз";
            case TOO_MANY_PAYEES -> "штраф получают от " + least(a) + " до " + most(a) + " игроков, указано " + a.text("sent")
                    + "; назовите каждого получателя один раз";
            case TILES_TOO_LONG -> "запись костей игрока — от " + least(a) + " до " + most(a) + " символов, указано "
                    + a.text("sent") + "; запишите каждый набор один раз, через один пробел, например \"[RRR] 123b 55d\"";
            case TOO_MANY_HANDS -> "в игре от " + least(a) + " до " + most(a) + " раздач, указано " + a.text("sent")
                    + "; следующие раздачи запишите в новой игре";
            case PENALTY_WITHOUT_SIDES -> "у штрафа должен быть хотя бы один плательщик и один получатель";
            case PENALTY_TO_ONESELF -> a.text("player") + " не может платить штраф самому себе";
            case SCORE_OUT_OF_RANGE -> "введённый счёт — целое число очков от " + least(a) + " до " + most(a)
                    + ", указано " + a.text("sent");
            case NO_TILES_GIVEN -> "для руки, заданной костями, нужны кости, напр. \"[RRR] 123b 55d ...\"";
            case DRAW_WITH_DISCARDER -> "у ничьей нет сбросившего; укажите победителя или уберите сбросившего";
            case DISCARDER_OF_SELF_DRAWN_TILE -> "кости игрока " + a.text("winner") + " говорят by=" + Notations.method(a)
                    + ": выигрышную кость никто не сбрасывал, но сбросившим указан игрок " + a.text("player")
                    + "; уберите сбросившего или укажите by=discard, если " + a.text("winner")
                    + " вышел на сбросе игрока " + a.text("player");
            case SCORE_AND_TILES -> "для игрока " + a.text("player") + " указаны и счёт, и кости; укажите что-то одно";
            case ROUNDS_OUT_OF_RANGE -> "в игре от " + least(a) + " до " + most(a) + " раундов (4 — от Востока до Севера), указано "
                    + a.text("sent");
            case STARTING_TALLIES_OUT_OF_RANGE -> "начальные фишки — от " + least(a) + " до " + most(a) + " очков, указано "
                    + a.text("sent");
            case HOLDER -> a.text("player") + ": " + a.number("count");
        };
    }

    private static String least(Args a) {
        return GameArgs.grouped(a, "least", " ");
    }

    private static String most(Args a) {
        return GameArgs.grouped(a, "most", " ");
    }

    private static String removeWin(Args a) {
        return "уберите win= из руки игрока " + a.text("player") + " или измените победителя";
    }

    private static String role(GameSetup.Role role) {
        return switch (role) {
            case WINNER -> "победителем";
            case DISCARDER -> "сбросившим";
            case PAYER -> "плательщиком штрафа";
            case PAYEE -> "получателем штрафа";
        };
    }
}
