/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.hand;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mahjongtally.InputChar;
import org.mahjongtally.tile.Dragon;
import org.mahjongtally.tile.Suit;
import org.mahjongtally.tile.Tile;
import org.mahjongtally.tile.Wind;

/**
 * Reads a run of tiles with no spaces, such as {@code 19b19c19dESWNRGPP}, {@code f1} or a
 * string of Unicode tile characters: digits in a row share the suit letter that follows them,
 * honour letters stand alone, {@code f1}-{@code f4} and {@code s1}-{@code s4} are bonus tiles.
 * Each tile keeps the position of the character that wrote it (the digit, for a suited tile).
 */
final class TileScanner {

    /** A tile and the 0-based char index of the character that wrote it. */
    record Located(Tile tile, int position) {
    }

    private static final int UNICODE_FIRST = 0x1F000;
    private static final int UNICODE_LAST = 0x1F02B;

    private final String text;
    private final int end;
    private final List<Located> tiles = new ArrayList<>();
    /** The char index of the first digit waiting for a suit letter, or -1. */
    private int digitsStart = -1;
    private int digitsEnd = -1;

    private TileScanner(String text, int end) {
        this.text = text;
        this.end = end;
    }

    /**
     * The tiles written in {@code text} from {@code start} (inclusive) to {@code end} (exclusive).
     *
     * @throws NotationException at the first character that is not part of a tile
     */
    static List<Located> scan(String text, int start, int end) {
        TileScanner scanner = new TileScanner(text, end);
        int i = start;
        while (i < end) {
            i = scanner.step(i);
        }
        scanner.requireNoPendingDigits();
        return scanner.tiles;
    }

    /** Reads the tile or digit at {@code i}; returns the index after it. */
    private int step(int i) {
        int cp = text.codePointAt(i);
        int next = i + Character.charCount(cp);
        if (cp >= '1' && cp <= '9') {
            if (digitsStart < 0) {
                digitsStart = i;
            }
            digitsEnd = next;
            return next;
        }
        if (cp == '0') {
            throw new NotationException(i, NotationProblem.ZERO_RANK);
        }
        Optional<Suit> suit = cp < 128 ? Suit.ofLetter((char) cp) : Optional.empty();
        if (suit.isPresent()) {
            emitSuited(i, suit.get());
            return next;
        }
        if (cp == 'f' || cp == 's') {
            return bonus(i, (char) cp);
        }
        Optional<Tile> honour = honour(cp);
        if (honour.isPresent()) {
            requireNoPendingDigits();
            tiles.add(new Located(honour.get(), i));
            return next;
        }
        if (cp >= UNICODE_FIRST && cp <= UNICODE_LAST) {
            requireNoPendingDigits();
            Tile tile = Tile.ofCodePoint(cp).orElseThrow(() -> new NotationException(i,
                    NotationProblem.NOT_A_GAME_TILE, new InputChar(cp)));
            tiles.add(new Located(tile, i));
            return next;
        }
        throw unknown(i, cp);
    }

    private void emitSuited(int i, Suit suit) {
        if (digitsStart < 0) {
            throw new NotationException(i, NotationProblem.SUIT_WITHOUT_RANKS, suit);
        }
        for (int k = digitsStart; k < digitsEnd; k++) {
            tiles.add(new Located(Tile.of(suit, text.charAt(k) - '0'), k));
        }
        digitsStart = -1;
    }

    private int bonus(int i, char letter) {
        if (digitsStart >= 0) {
            throw new NotationException(i, NotationProblem.BONUS_LETTER_AS_SUIT, new InputChar(letter));
        }
        if (i + 1 < end && text.charAt(i + 1) >= '1' && text.charAt(i + 1) <= '4') {
            int number = text.charAt(i + 1) - '0';
            tiles.add(new Located(letter == 'f' ? Tile.flower(number) : Tile.season(number), i));
            return i + 2;
        }
        throw new NotationException(i, NotationProblem.BONUS_WITHOUT_NUMBER, new InputChar(letter));
    }

    private static Optional<Tile> honour(int cp) {
        if (cp < 'A' || cp > 'Z') {
            return Optional.empty();
        }
        Optional<Wind> wind = Wind.ofLetter((char) cp);
        if (wind.isPresent()) {
            return Optional.of(Tile.of(wind.get()));
        }
        return Dragon.ofLetter((char) cp).map(Tile::of);
    }

    private NotationException unknown(int i, int cp) {
        if (Character.isLetter(cp) && digitsStart >= 0) {
            boolean capitalSuit = cp < 128 && Suit.ofLetter(Character.toLowerCase((char) cp)).isPresent();
            return new NotationException(i, capitalSuit ? NotationProblem.CAPITAL_SUIT : NotationProblem.UNKNOWN_SUIT,
                    new InputChar(cp));
        }
        if (Character.isLetter(cp)) {
            boolean smallHonour = cp < 128 && honour(Character.toUpperCase(cp)).isPresent();
            return new NotationException(i, smallHonour ? NotationProblem.SMALL_HONOUR
                    : NotationProblem.UNKNOWN_TILE_LETTER, new InputChar(cp));
        }
        return new NotationException(i, NotationProblem.UNEXPECTED_CHARACTER, new InputChar(cp));
    }

    private void requireNoPendingDigits() {
        if (digitsStart >= 0) {
            throw new NotationException(digitsStart, NotationProblem.DIGITS_WITHOUT_SUIT,
                    text.substring(digitsStart, digitsEnd));
        }
    }
}
