/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongtally.TallyException;
import org.mahjongtally.scoring.Waits;
import org.mahjongtally.tile.Suit;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;
import org.mahjongtally.words.Language;
import org.mahjongtally.words.Words;

/**
 * The converted messages of the hand and tile area, from real input, in English, Polish and
 * Russian: a sample of each kind word for word, and every key reached by some input.
 */
class TranslatedMessagesTest {

    private static final Words EN = Words.in(Language.ENGLISH);
    private static final Words PL = Words.in(Language.POLISH);
    private static final Words RU = Words.in(Language.RUSSIAN);

    /** One input per key of the area; the keys test below checks that none is missing. */
    private static final Map<String, String> HANDS = new TreeMap<>(Map.ofEntries(
            Map.entry("ZERO_RANK", "0b"),
            Map.entry("NOT_A_GAME_TILE", "1b " + new String(Character.toChars(0x1F02A))),
            Map.entry("SUIT_WITHOUT_RANKS", "b"),
            Map.entry("BONUS_LETTER_AS_SUIT", "1s"),
            Map.entry("BONUS_WITHOUT_NUMBER", "f5"),
            Map.entry("CAPITAL_SUIT", "55B"),
            Map.entry("UNKNOWN_SUIT", "45x"),
            Map.entry("SMALL_HONOUR", "e"),
            Map.entry("UNKNOWN_TILE_LETTER", "X"),
            Map.entry("UNEXPECTED_CHARACTER", "1b, 2b"),
            Map.entry("DIGITS_WITHOUT_SUIT", "123b 55"),
            Map.entry("EMPTY_HAND", ""),
            Map.entry("BY_WITHOUT_WIN", "1b by=discard"),
            Map.entry("CLOSER_WITHOUT_OPENER", "RRR]"),
            Map.entry("OPENER_INSIDE_SET", "[[RRR]]"),
            Map.entry("UNCLOSED", "1b [RRR"),
            Map.entry("WRONG_CLOSER", "[RRR}"),
            Map.entry("BONUS_IN_BRACKETS", "[RRf1]"),
            Map.entry("NOT_A_CONCEALED_KONG", "{555d}"),
            Map.entry("NOT_AN_EXPOSED_SET", "[12b]"),
            Map.entry("UNKNOWN_KEY", "1b wind=E"),
            Map.entry("KEY_TWICE", "1b seat=S seat=W"),
            Map.entry("BAD_METHOD", "123b 456b 789b 55d [RRR] win=5d by=self"),
            Map.entry("BAD_WIND", "1b seat=X"),
            Map.entry("WIN_TILE_COUNT", "123b 456b 789b 55d [RRR] win=55d"),
            Map.entry("BONUS_WIN_TILE", "123b 456b 789b 55d [RRR] win=f1"),
            Map.entry("KEY_WITHOUT_VALUE", "1b seat"),
            Map.entry("UNKNOWN_WORD", "1b orginal-call"),
            Map.entry("FLAG_TWICE", "1b original-call original-call"),
            Map.entry("BONUS_TILE_TWICE", "1b f1 f1"),
            Map.entry("FIFTH_COPY", "5555d 5d"),
            Map.entry("DRAWN_TILE_IN_EXPOSED_SET", "[111c] 123b 456b 789b 22d win=1c by=wall"),
            Map.entry("WINNING_TILE_IN_CONCEALED_KONG", "{5555d} 123b 456b 789b 55c win=5d"),
            Map.entry("WINNING_TILE_NOT_IN_HAND", "123b 456b 789b 55d [RRR] win=6d"),
            Map.entry("ROBBED_TILE_HELD", "[222b] [888c] [999d] 456b 77d win=7d by=robbed"),
            Map.entry("LOOSE_TILE_WITHOUT_KONG", "123b 456b 789b 111c 22d win=2d by=loose"),
            Map.entry("WINNING_HAND_SIZE", "123b 456b 789b 55d RR win=5d"),
            Map.entry("LOSING_HAND_TOO_BIG", "123b 456b 789b 55d RRR")));

    /** Keys reached through the Java API rather than a hand's notation. */
    private static final Map<String, Runnable> BUILT = Map.ofEntries(
            Map.entry("EMPTY_SET", () -> Meld.parse(" ")),
            Map.entry("NOT_A_SET", () -> Meld.parse("12b")),
            Map.entry("MORE_THAN_ONE_SET", () -> Meld.parse("123b 456b")),
            Map.entry("NO_CHOW_AT", () -> new Chow(Tile.of(Suit.BAMBOO, 8), Exposure.EXPOSED)),
            Map.entry("BONUS_TILE_IN_SET", () -> new Pung(Tile.flower(1), Exposure.EXPOSED)),
            Map.entry("BONUS_WINNING_TILE", () -> WinContext.DEFAULT.withWin(Tile.flower(1), WinMethod.WALL)),
            Map.entry("METHOD_WITHOUT_WIN", () -> new WinContext(Wind.EAST, Wind.EAST,
                    java.util.Optional.empty(), WinMethod.LOOSE, Set.of())),
            Map.entry("DEAL_NOT_EAST", () -> Hand.parse("123b 456b 789b 55d [RRR] seat=S win=5d by=deal")
                    .context().requirePossibleForSeat()),
            Map.entry("FIRST_DISCARD_BY_EAST", () -> Hand.parse("123b 456b 789b 55d [RRR] seat=E win=5d"
                    + " by=first-discard").context().requirePossibleForSeat()),
            Map.entry("EAST_STREAK_NOT_EAST", () -> Hand.parse("123b 456b 789b 55d [RRR] seat=W win=5d east-streak")
                    .context().requirePossibleForSeat()),
            Map.entry("ALREADY_WON", () -> Waits.of(Hand.parse("123b 456b 789b 55d [RRR] win=5d"), null)),
            Map.entry("CALLING_HAND_SIZE", () -> Waits.of(Hand.parse("123b 456b"), null)));

    @Test
    void everyKeyOfTheAreaIsReachedAndSaidInThreeLanguages() {
        Set<NotationProblem> notation = EnumSet.noneOf(NotationProblem.class);
        Set<HandProblem> hand = EnumSet.noneOf(HandProblem.class);
        HANDS.values().forEach(text -> record(thrown(() -> Hand.parse(text)), notation, hand));
        BUILT.values().forEach(build -> record(thrown(build), notation, hand));
        assertThat(notation).containsExactlyInAnyOrder(NotationProblem.values());
        assertThat(hand).containsAll(EnumSet.complementOf(EnumSet.of(HandProblem.BONUS_TILE_CONCEALED,
                HandProblem.NOT_A_BONUS_TILE, HandProblem.PAIR_DECLARED, HandProblem.CONCEALED_SET_NOT_KONG,
                HandProblem.NO_TILES)));
    }

    private static void record(TallyException e, Set<NotationProblem> notation, Set<HandProblem> hand) {
        if (e instanceof NotationException n) {
            notation.add(n.problem());
        } else if (e instanceof InvalidHandException i) {
            hand.add(i.problem());
        }
        for (Words words : new Words[] {EN, PL, RU}) {
            assertThat(words.render(e)).isNotBlank();
        }
    }

    private static TallyException thrown(Runnable r) {
        TallyException e = catchThrowableOfType(TallyException.class, r::run);
        assertThat(e).as("an error").isNotNull();
        return e;
    }

    @ParameterizedTest(name = "[{0}]")
    @CsvSource(delimiter = '|', value = {
        "1s | at position 1: unknown suit 's'; suits are b, c, d; seasons are s1-s4"
            + " | na pozycji 1: nieznany kolor 's'; kolory to b, c, d; pory roku to s1-s4"
            + " | в позиции 1: неизвестная масть 's'; масти: b, c, d; сезоны: s1-s4",
        "123b 55 | at position 5: digits '55' without a suit letter; write a suit letter b, c or d after the ranks, like 55b"
            + " | na pozycji 5: cyfry '55' bez litery koloru; dopisz literę koloru b, c lub d po wartościach, np. 55b"
            + " | в позиции 5: цифры '55' без буквы масти; допишите букву масти b, c или d после достоинств, напр. 55b",
        "[RRR} | at position 4: '[' closed by '}'; an exposed set is written like [RRR], a concealed kong like {5555d}"
            + " | na pozycji 4: '[' zamknięty przez '}'; odkryty zestaw zapisuje się jak [RRR], ukryty kong jak {5555d}"
            + " | в позиции 4: скобка '[' закрыта скобкой '}'; открытый набор пишется как [RRR], закрытый конг — как {5555d}",
        "123b 456b 789b 55d [RRR] win=55d | at position 29: win= takes one tile, found 2; name the winning tile, like win=5d or win=R"
            + " | na pozycji 29: win= przyjmuje jedną płytkę, podano 2 płytki; podaj zwycięską płytkę, np. win=5d lub win=R"
            + " | в позиции 29: win= принимает одну кость, указано 2 кости; укажите выигрышную кость, напр. win=5d или win=R",
        "123b 456b 789b 55d [RRR] win=5d by=self | at position 35: bad value 'self' for by=; by= takes wall, discard, loose,"
            + " last-wall, last-discard, robbed, deal or first-discard"
            + " | na pozycji 35: zła wartość 'self' dla by=; by= przyjmuje wall, discard, loose, last-wall, last-discard,"
            + " robbed, deal lub first-discard"
            + " | в позиции 35: неверное значение 'self' для by=; by= принимает wall, discard, loose, last-wall,"
            + " last-discard, robbed, deal или first-discard",
        "5555d 5d | at position 6: a fifth 5d (5 in the hand); there are only four of each tile"
            + " | na pozycji 6: piąta płytka 5d (5 w ręce); każda płytka występuje tylko w czterech egzemplarzach"
            + " | в позиции 6: пятая кость 5d (в руке их 5); каждой кости всего четыре экземпляра",
        "123b 456b 789b 55d RR win=5d | at position 22: a winning hand has 14 tiles, found 13 (a kong counts as 3);"
            + " four sets and a pair make 14; leave out win= if this player did not go Mah-Jong"
            + " | na pozycji 22: zwycięska ręka ma 14 płytek, znaleziono 13 (kong liczy się jako 3); cztery zestawy"
            + " i para dają 14; usuń win=, jeśli ten gracz nie zrobił mahjonga"
            + " | в позиции 22: в выигрышной руке 14 костей, а найдено 13 (конг считается за 3); четыре набора"
            + " и пара дают 14; уберите win=, если этот игрок не объявил маджонг",
        "[222b] [888c] [999d] 456b 77d win=7d by=robbed | at position 34: the hand holds 2 of 7d, but a tile robbed from"
            + " a kong is the fourth of that kong and the other three are in it; with by=robbed the winning tile"
            + " completes a chow; check the tiles or by="
            + " | na pozycji 34: ręka ma 2 płytki 7d, ale płytka zabrana z konga jest jego czwartą płytką, a pozostałe"
            + " trzy są w nim; przy by=robbed zwycięska płytka uzupełnia chow; sprawdź płytki albo by="
            + " | в позиции 34: в руке 2 кости 7d, но кость, взятая ограблением конга, — четвёртая кость этого"
            + " конга, а остальные три в нём; при by=robbed выигрышная кость завершает чоу; проверьте кости или by="})
    void aSampleOfEachKindWordForWord(String hand, String english, String polish, String russian) {
        TallyException e = thrown(() -> Hand.parse(hand));
        assertThat(EN.render(e)).isEqualTo(english);
        assertThat(PL.render(e)).isEqualTo(polish);
        assertThat(RU.render(e)).isEqualTo(russian);
    }

    @Test
    void aCharacterBeyondAsciiIsShownWithItsCodePoint() {
        TallyException e = thrown(() -> Hand.parse("1b " + new String(Character.toChars(0x1F02A))));
        assertThat(EN.render(e)).isEqualTo("at position 3: '" + new String(Character.toChars(0x1F02A))
                + "' (U+1F02A) is not a tile of this game; jokers and tile backs are not used");
        assertThat(RU.render(e)).contains("(U+1F02A) — не кость этой игры");
    }

    @Test
    void anUnknownWordListsEveryFlag() {
        TallyException e = thrown(() -> Hand.parse("1b east-streek"));
        assertThat(EN.render(e)).contains("original-call, twofold-fortune, east-streak, claimed-kongs");
        assertThat(PL.render(e)).contains("flagi to original-call, twofold-fortune, east-streak, claimed-kongs");
    }

    @Test
    void aConcealedSetThatIsNotAKongAgreesWithItsKind() {
        TallyException e = new InvalidHandException(null, HandProblem.CONCEALED_SET_NOT_KONG, Meld.Kind.PUNG, "555d");
        assertThat(EN.render(e)).startsWith("the concealed pung 555d is among the declared sets; ");
        assertThat(PL.render(e)).startsWith("ukryty pung 555d jest wśród zgłoszonych zestawów; ");
        assertThat(RU.render(e)).startsWith("закрытый панг 555d среди объявленных наборов; ");
        TallyException chow = new InvalidHandException(null, HandProblem.CONCEALED_SET_NOT_KONG, Meld.Kind.CHOW, "123b");
        assertThat(RU.render(chow)).startsWith("закрытое чоу 123b");
    }
}
