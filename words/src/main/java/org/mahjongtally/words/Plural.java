/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
package org.mahjongtally.words;

/**
 * The plural forms of Polish and Russian nouns after a number. English needs none here: its
 * templates write "1 tile" and "2 tiles" themselves.
 */
public final class Plural {

    private Plural() {
    }

    /**
     * Polish: {@code one} for 1 ("1 płytka"), {@code few} for 2-4, 22-24, ... but not 12-14
     * ("3 płytki"), {@code many} for the rest ("5 płytek", "12 płytek", "0 płytek").
     */
    public static String polish(long n, String one, String few, String many) {
        if (n == 1) {
            return one;
        }
        return isFew(n) ? few : many;
    }

    /**
     * Russian: {@code one} for 1, 21, 31, ... but not 11 ("1 кость", "21 кость"), {@code few} for
     * 2-4, 22-24, ... but not 12-14 ("3 кости"), {@code many} for the rest ("5 костей", "11 костей").
     */
    public static String russian(long n, String one, String few, String many) {
        long abs = Math.abs(n);
        if (abs % 10 == 1 && abs % 100 != 11) {
            return one;
        }
        return isFew(n) ? few : many;
    }

    private static boolean isFew(long n) {
        long abs = Math.abs(n);
        long last = abs % 10;
        long lastTwo = abs % 100;
        return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14);
    }
}
