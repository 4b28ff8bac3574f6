/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

import org.mahjongtally.hand.HandProblem;
import org.mahjongtally.hand.Meld;
import org.mahjongtally.tile.Wind;

/** Invalid hands in Polish. */
final class HandPolish extends ProblemAndHint<HandProblem> {

    HandPolish() {
        super(HandProblem.class, Language.POLISH);
    }

    @Override
    protected String problem(HandProblem key, Args a) {
        return switch (key) {
            case NO_CHOW_AT -> "żaden chow nie zaczyna się od " + a.tile("tile");
            case BONUS_TILE_IN_SET -> kind(a) + " nie może zawierać płytki premiowej " + a.tile("tile");
            case BONUS_WINNING_TILE -> "płytka premiowa " + a.tile("tile") + " nie może być zwycięską płytką";
            case BONUS_TILE_CONCEALED -> "płytka premiowa " + a.tile("tile") + " jest wśród ukrytych płytek";
            case NOT_A_BONUS_TILE -> a.tile("tile") + " nie jest płytką premiową";
            case BONUS_TILE_TWICE -> "płytka premiowa " + a.tile("tile") + " podana dwa razy";
            case PAIR_DECLARED -> "para " + a.text("set") + " jest wśród zgłoszonych zestawów";
            case CONCEALED_SET_NOT_KONG -> concealedKind(a) + " " + a.text("set") + " jest wśród zgłoszonych zestawów";
            case FIFTH_COPY -> "piąta płytka " + a.tile("tile") + " (" + a.number("count") + " w ręce)";
            case METHOD_WITHOUT_WIN -> "by=" + Notations.method(a) + " wymaga win=";
            case DRAWN_TILE_IN_EXPOSED_SET -> "zwycięska płytka " + a.tile("tile") + " została dobrana (by=" + Notations.method(a)
                    + "), ale jest tylko w odkrytym zestawie, a odkryty zestaw powstał, zanim przyszła zwycięska płytka";
            case WINNING_TILE_IN_CONCEALED_KONG -> "zwycięska płytka " + a.tile("tile") + " jest tylko w ukrytym kongu";
            case WINNING_TILE_NOT_IN_HAND -> "zwycięskiej płytki " + a.tile("tile") + " nie ma w ręce";
            case ROBBED_TILE_HELD -> "ręka ma " + tiles(a.number("count")) + " " + a.tile("tile")
                    + ", ale płytka zabrana z konga jest jego czwartą płytką, a pozostałe trzy są w nim";
            case LOOSE_TILE_WITHOUT_KONG -> "by=loose mówi, że zwycięska płytka była luźną płytką, ale ręka nie ma ani"
                    + " konga, ani kwiatu, ani pory roku, po których dobiera się luźną płytkę";
            case DEAL_NOT_EAST -> "by=deal mówi, że Wschód wygrał płytkami z rozdania, ale ten gracz siedzi jako "
                    + Winds.name(a.value("seat", Wind.class), Language.POLISH);
            case FIRST_DISCARD_BY_EAST -> "by=first-discard mówi, że zwycięska płytka była pierwszym odrzutem Wschodu,"
                    + " ale ten gracz jest Wschodem, a nikt nie bierze własnego odrzutu";
            case EAST_STREAK_NOT_EAST -> "east-streak to seria wygranych Wschodu, ale ten gracz siedzi jako "
                    + Winds.name(a.value("seat", Wind.class), Language.POLISH);
            case WINNING_HAND_SIZE -> "zwycięska ręka ma " + tiles(a.number("expected")) + ", znaleziono "
                    + a.number("count") + " (kong liczy się jako 3)";
            case NO_TILES -> "nie znaleziono płytek; ręka bez win= ma do " + a.number("limit")
                    + " płytek do gry i dowolne płytki premiowe";
            case LOSING_HAND_TOO_BIG -> "ręka bez win= ma najwyżej " + tiles(a.number("limit")) + ", znaleziono "
                    + a.number("count") + " (kong liczy się jako 3)";
            case ALREADY_WON -> "ta ręka już wygrała (win=)";
            case CALLING_HAND_SIZE -> "ręka czekająca ma " + tiles(a.number("expected"))
                    + " (kong liczy się jako 3), a ta ma " + a.number("count");
        };
    }

    @Override
    protected String hint(HandProblem key, Args a) {
        return switch (key) {
            case NO_CHOW_AT -> "chow to trzy kolejne płytki jednego koloru, zaczynające się od wartości 1 do 7,"
                    + " np. 123b lub 789d";
            case BONUS_TILE_IN_SET -> NotationPolish.BONUS_ON_THEIR_OWN;
            case BONUS_WINNING_TILE -> NotationPolish.WINNING_TILE_IS_PLAYING;
            case BONUS_TILE_CONCEALED -> "płytki premiowe wypisuje się osobno, np. f1 s3";
            case NOT_A_BONUS_TILE -> "płytki premiowe to f1-f4 i s1-s4";
            case BONUS_TILE_TWICE -> "każdy kwiat i każda pora roku występuje tylko raz";
            case PAIR_DECLARED -> "zgłasza się tylko chowy, pungi i kongi; wpisz parę wśród ukrytych płytek";
            case CONCEALED_SET_NOT_KONG -> "jako ukryty zgłasza się tylko kong; pozostałe ukryte płytki wpisz bez nawiasów";
            case FIFTH_COPY -> "każda płytka występuje tylko w czterech egzemplarzach";
            case METHOD_WITHOUT_WIN -> NotationPolish.BY_NEEDS_WIN;
            case DRAWN_TILE_IN_EXPOSED_SET -> "wpisz zestaw, który uzupełniła dobrana płytka, wśród ukrytych płytek,"
                    + " bez nawiasów, albo podaj by=discard, jeśli płytka została wzięta z odrzutu";
            case WINNING_TILE_IN_CONCEALED_KONG -> "ukryty kong składa się z dobranych płytek; zwycięska płytka jest"
                    + " wśród ukrytych płytek albo w odkrytym zestawie";
            case WINNING_TILE_NOT_IN_HAND -> "win= wskazuje ukrytą płytkę albo płytkę z odkrytego zestawu";
            case ROBBED_TILE_HELD -> "przy by=robbed zwycięska płytka uzupełnia chow; sprawdź płytki albo by=";
            case LOOSE_TILE_WITHOUT_KONG -> "zapisz konga jako [5555c] lub {5555c} albo podaj, skąd naprawdę przyszła"
                    + " płytka, np. by=wall";
            case DEAL_NOT_EAST -> "podaj, skąd naprawdę przyszła zwycięska płytka, np. by=wall lub by=first-discard"
                    + " (pierwszy odrzut Wschodu), albo seat=E, jeśli ten gracz jest Wschodem";
            case FIRST_DISCARD_BY_EAST -> "podaj by=deal, jeśli Wschód wygrał płytkami z rozdania, albo miejsce"
                    + " zwycięzcy, np. seat=S";
            case EAST_STREAK_NOT_EAST -> "usuń east-streak albo podaj seat=E, jeśli ten gracz jest Wschodem";
            case WINNING_HAND_SIZE -> "cztery zestawy i para dają " + a.number("expected")
                    + "; usuń win=, jeśli ten gracz nie zrobił mahjonga";
            case NO_TILES -> "wpisz płytki gracza, np. 123b 55d [RRR] f1, albo tylko jego płytki premiowe, np. f1 s3";
            case LOSING_HAND_TOO_BIG -> "jeśli ten gracz zrobił mahjonga, dodaj win= ze zwycięską płytką";
            case ALREADY_WON -> "usuń win= i by=, aby zobaczyć, na co czeka ręka z " + a.number("expected") + " "
                    + Plural.polish(a.number("expected"), "płytki", "płytek", "płytek");
            case CALLING_HAND_SIZE -> "wpisz " + tiles(a.number("expected"))
                    + " trzymanych w ręce przed przyjściem zwycięskiej płytki";
        };
    }

    /** A number of tiles, as the object of a verb: "1 płytkę", "3 płytki", "14 płytek". */
    private static String tiles(long n) {
        return n + " " + Plural.polish(n, "płytkę", "płytki", "płytek");
    }

    private static String kind(Args a) {
        return switch (a.value("kind", Meld.Kind.class)) {
            case CHOW -> "chow";
            case PUNG -> "pung";
            case KONG -> "kong";
            case PAIR -> "para";
        };
    }

    private static String concealedKind(Args a) {
        return switch (a.value("kind", Meld.Kind.class)) {
            case CHOW -> "ukryty chow";
            case PUNG -> "ukryty pung";
            case KONG -> "ukryty kong";
            case PAIR -> "ukryta para";
        };
    }
}
