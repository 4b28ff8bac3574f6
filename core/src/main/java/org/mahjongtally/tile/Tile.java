/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.tile;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.mahjongtally.text.Text;

/**
 * One kind of Mahjong tile. There are 42 kinds, declared in canonical order: Bamboo 1-9,
 * Characters 1-9, Dots 1-9 (ordinals 0-26), the winds East, South, West, North (27-30), the
 * dragons Red, Green, White (31-33), then the bonus tiles Flower 1-4 (34-37) and Season 1-4
 * (38-41).
 *
 * <p>The {@link #PLAYING_KINDS} playing tiles come first, so an ordinal below 34 indexes a count
 * array over playing tiles (see {@link TileCounts}). Every query is answered from fields computed
 * once, without allocating. Queries that only make sense for some tiles ({@link #suit()},
 * {@link #wind()}, {@link #dragon()}, {@link #rank()}, {@link #bonusWind()}) throw
 * {@link IllegalStateException} when asked of another kind of tile.
 *
 * <p>A tile carries codes, not words: the module {@code words} names it in a language
 * ({@code EnglishNames} for the English names such as "5 Dots").
 */
public enum Tile {
    B1(Suit.BAMBOO, 1), B2(Suit.BAMBOO, 2), B3(Suit.BAMBOO, 3),
    B4(Suit.BAMBOO, 4), B5(Suit.BAMBOO, 5), B6(Suit.BAMBOO, 6),
    B7(Suit.BAMBOO, 7), B8(Suit.BAMBOO, 8), B9(Suit.BAMBOO, 9),
    C1(Suit.CHARACTERS, 1), C2(Suit.CHARACTERS, 2), C3(Suit.CHARACTERS, 3),
    C4(Suit.CHARACTERS, 4), C5(Suit.CHARACTERS, 5), C6(Suit.CHARACTERS, 6),
    C7(Suit.CHARACTERS, 7), C8(Suit.CHARACTERS, 8), C9(Suit.CHARACTERS, 9),
    D1(Suit.DOTS, 1), D2(Suit.DOTS, 2), D3(Suit.DOTS, 3),
    D4(Suit.DOTS, 4), D5(Suit.DOTS, 5), D6(Suit.DOTS, 6),
    D7(Suit.DOTS, 7), D8(Suit.DOTS, 8), D9(Suit.DOTS, 9),
    EAST(Wind.EAST), SOUTH(Wind.SOUTH), WEST(Wind.WEST), NORTH(Wind.NORTH),
    RED(Dragon.RED), GREEN(Dragon.GREEN), WHITE(Dragon.WHITE),
    F1(Category.FLOWER, 1), F2(Category.FLOWER, 2), F3(Category.FLOWER, 3), F4(Category.FLOWER, 4),
    S1(Category.SEASON, 1), S2(Category.SEASON, 2), S3(Category.SEASON, 3), S4(Category.SEASON, 4);

    /** The number of playing (non-bonus) tile kinds; they are the ordinals 0 to 33. */
    public static final int PLAYING_KINDS = 34;

    /** The first Unicode mahjong tile code point (East Wind). */
    private static final int UNICODE_FIRST = 0x1F000;
    /** The last Unicode code point that is a tile of this game (Winter, Season 4). */
    private static final int UNICODE_LAST_TILE = 0x1F029;

    private static final Tile[] VALUES = values();
    private static final List<Tile> PLAYING = List.of(java.util.Arrays.copyOf(VALUES, PLAYING_KINDS));
    private static final Tile[] BY_CODE_POINT = new Tile[UNICODE_LAST_TILE - UNICODE_FIRST + 1];
    /** {@link #next()} of each tile, by ordinal, built once so that {@code next()} does not allocate. */
    private static final List<Optional<Tile>> NEXT;

    static {
        List<Optional<Tile>> next = new ArrayList<>(VALUES.length);
        for (Tile t : VALUES) {
            BY_CODE_POINT[t.codePoint - UNICODE_FIRST] = t;
            next.add(t.hasNext() ? Optional.of(VALUES[t.ordinal() + 1]) : Optional.empty());
        }
        NEXT = List.copyOf(next);
    }

    private enum Category { SUITED, WIND, DRAGON, FLOWER, SEASON }

    private final Category category;
    private final Suit suit;
    private final Wind wind;
    private final Dragon dragon;
    private final int rank;
    private final String code;
    private final int codePoint;

    Tile(Suit suit, int rank) {
        this.category = Category.SUITED;
        this.suit = suit;
        this.wind = null;
        this.dragon = null;
        this.rank = rank;
        this.code = rank + String.valueOf(suit.letter());
        int base = switch (suit) {
            case CHARACTERS -> 0x1F007;
            case BAMBOO -> 0x1F010;
            case DOTS -> 0x1F019;
        };
        this.codePoint = base + rank - 1;
    }

    Tile(Wind wind) {
        this.category = Category.WIND;
        this.suit = null;
        this.wind = wind;
        this.dragon = null;
        this.rank = 0;
        this.code = String.valueOf(wind.letter());
        this.codePoint = 0x1F000 + wind.ordinal();
    }

    Tile(Dragon dragon) {
        this.category = Category.DRAGON;
        this.suit = null;
        this.wind = null;
        this.dragon = dragon;
        this.rank = 0;
        this.code = String.valueOf(dragon.letter());
        this.codePoint = 0x1F004 + dragon.ordinal();
    }

    Tile(Category bonusCategory, int number) {
        boolean flower = bonusCategory == Category.FLOWER;
        this.category = bonusCategory;
        this.suit = null;
        this.wind = Wind.values()[number - 1];
        this.dragon = null;
        this.rank = number;
        this.code = (flower ? "f" : "s") + number;
        this.codePoint = (flower ? 0x1F022 : 0x1F026) + number - 1;
    }

    /** True for the 27 suited tiles (Bamboo, Characters, Dots). */
    public boolean isSuited() {
        return category == Category.SUITED;
    }

    /**
     * The suit of a suited tile.
     *
     * @throws IllegalStateException if this is an honour or bonus tile
     */
    public Suit suit() {
        if (suit == null) {
            throw new IllegalStateException(this + " has no suit");
        }
        return suit;
    }

    /** The suit of a suited tile, or empty for honours and bonus tiles. */
    public Optional<Suit> suitIfAny() {
        return Optional.ofNullable(suit);
    }

    /**
     * The rank: 1 to 9 for a suited tile, 1 to 4 for a flower or season (its wind number).
     *
     * @throws IllegalStateException for winds and dragons, which have no rank
     */
    public int rank() {
        if (rank == 0) {
            throw new IllegalStateException(this + " has no rank");
        }
        return rank;
    }

    /** True for a suited 1 or 9. */
    public boolean isTerminal() {
        return category == Category.SUITED && (rank == 1 || rank == 9);
    }

    /** True for winds and dragons. */
    public boolean isHonour() {
        return category == Category.WIND || category == Category.DRAGON;
    }

    /** True for terminals and honours (the tiles whose sets score double a minor set). */
    public boolean isMajor() {
        return isTerminal() || isHonour();
    }

    /** True for suited tiles ranked 2 to 8 (simples). */
    public boolean isMinor() {
        return category == Category.SUITED && rank >= 2 && rank <= 8;
    }

    /** True for the four wind tiles. */
    public boolean isWind() {
        return category == Category.WIND;
    }

    /**
     * The wind of a wind tile.
     *
     * @throws IllegalStateException if this is not a wind tile (for bonus tiles see {@link #bonusWind()})
     */
    public Wind wind() {
        if (category != Category.WIND) {
            throw new IllegalStateException(this + " is not a wind tile");
        }
        return wind;
    }

    /** True for the three dragon tiles. */
    public boolean isDragon() {
        return category == Category.DRAGON;
    }

    /**
     * The dragon of a dragon tile.
     *
     * @throws IllegalStateException if this is not a dragon tile
     */
    public Dragon dragon() {
        if (dragon == null) {
            throw new IllegalStateException(this + " is not a dragon tile");
        }
        return dragon;
    }

    /** True for flowers and seasons, which are not part of the 14 tiles of a hand. */
    public boolean isBonus() {
        return category == Category.FLOWER || category == Category.SEASON;
    }

    /** True for the 34 kinds that make up hands (everything but flowers and seasons). */
    public boolean isPlaying() {
        return !isBonus();
    }

    /** True for Flower 1 to 4. */
    public boolean isFlower() {
        return category == Category.FLOWER;
    }

    /** True for Season 1 to 4. */
    public boolean isSeason() {
        return category == Category.SEASON;
    }

    /**
     * The wind a flower or season belongs to: number 1 is East, 2 South, 3 West, 4 North.
     *
     * @throws IllegalStateException if this is not a bonus tile
     */
    public Wind bonusWind() {
        if (!isBonus()) {
            throw new IllegalStateException(this + " is not a bonus tile");
        }
        return wind;
    }

    /** The canonical notation code: {@code 5d}, {@code E}, {@code R}, {@code P}, {@code f1}, {@code s3}. */
    public String code() {
        return code;
    }

    /** The Unicode mahjong tile character (U+1F000 to U+1F029) that pictures this tile. */
    public int codePoint() {
        return codePoint;
    }

    /** True if this is a suited tile ranked below 9, so a tile of the next rank exists. */
    public boolean hasNext() {
        return category == Category.SUITED && rank < 9;
    }

    /** The tile of the next rank in the same suit, or empty for a 9, an honour or a bonus tile. */
    public Optional<Tile> next() {
        return NEXT.get(ordinal());
    }

    /**
     * The suited tile of a rank.
     *
     * @throws IllegalArgumentException if the rank is not 1 to 9
     */
    public static Tile of(Suit suit, int rank) {
        if (rank < 1 || rank > 9) {
            throw new IllegalArgumentException("rank " + rank + " is not 1-9");
        }
        return VALUES[suit.ordinal() * 9 + rank - 1];
    }

    /** The tile of a wind. */
    public static Tile of(Wind wind) {
        return VALUES[EAST.ordinal() + wind.ordinal()];
    }

    /** The tile of a dragon. */
    public static Tile of(Dragon dragon) {
        return VALUES[RED.ordinal() + dragon.ordinal()];
    }

    /**
     * Flower {@code number}.
     *
     * @throws IllegalArgumentException if the number is not 1 to 4
     */
    public static Tile flower(int number) {
        return VALUES[F1.ordinal() + bonusNumber(number)];
    }

    /**
     * Season {@code number}.
     *
     * @throws IllegalArgumentException if the number is not 1 to 4
     */
    public static Tile season(int number) {
        return VALUES[S1.ordinal() + bonusNumber(number)];
    }

    private static int bonusNumber(int number) {
        if (number < 1 || number > 4) {
            throw new IllegalArgumentException("bonus tile number " + number + " is not 1-4");
        }
        return number - 1;
    }

    /** The 34 playing tiles (no flowers or seasons), in canonical order; an unmodifiable list. */
    public static List<Tile> playing() {
        return PLAYING;
    }

    /**
     * The tile with an ordinal, from a cached array.
     *
     * @throws ArrayIndexOutOfBoundsException if the ordinal is not 0 to 41
     */
    public static Tile byOrdinal(int ordinal) {
        return VALUES[ordinal];
    }

    /** The tile with a canonical notation code such as {@code "5d"}, {@code "P"} or {@code "s3"}, if any. */
    public static Optional<Tile> ofCode(String code) {
        for (Tile t : VALUES) {
            if (t.code.equals(code)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /**
     * The tile pictured by a Unicode mahjong tile character, or empty if the code point is not
     * one of U+1F000 to U+1F029 (the joker U+1F02A and tile back U+1F02B are not tiles).
     */
    public static Optional<Tile> ofCodePoint(int codePoint) {
        if (codePoint < UNICODE_FIRST || codePoint > UNICODE_LAST_TILE) {
            return Optional.empty();
        }
        return Optional.of(BY_CODE_POINT[codePoint - UNICODE_FIRST]);
    }

    /**
     * The tile pictured by a Unicode mahjong tile character (U+1F000 to U+1F029).
     *
     * @throws IllegalArgumentException for any other code point, including the joker (U+1F02A)
     *     and the tile back (U+1F02B)
     */
    public static Tile fromCodePoint(int codePoint) {
        return ofCodePoint(codePoint).orElseThrow(() -> new IllegalArgumentException(
                Text.codePointName(codePoint) + " is not a mahjong tile of this game"));
    }
}
