/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// The tiles' codes as the hand notation writes them (docs/notation.md): "5b", "E", "R", "f1".
// Plain data, no page: the pure modules (notation.js, the models) and Node's unit tests use it.

export const SUITS = ['b', 'c', 'd'];
export const WINDS = ['E', 'S', 'W', 'N'];
export const DRAGONS = ['R', 'G', 'P'];
export const SUITED = SUITS.flatMap((s) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${n}${s}`));
export const HONOURS = [...WINDS, ...DRAGONS];
export const PLAYING = [...SUITED, ...HONOURS];
export const FLOWERS = ['f1', 'f2', 'f3', 'f4'];
export const SEASONS = ['s1', 's2', 's3', 's4'];
export const BONUS = [...FLOWERS, ...SEASONS];
export const ALL = [...PLAYING, ...BONUS];

const ORDER = new Map(ALL.map((c, i) => [c, i]));

/** @param {string} code */
export const isBonus = (code) => /^[fs][1-4]$/.test(code);
/** @param {string} code */
export const isSuited = (code) => /^[1-9][bcd]$/.test(code);
/** @param {string} code */
export const isHonour = (code) => HONOURS.includes(code);
/** @param {string} code */
export const suitOf = (code) => (isSuited(code) ? code[1] : null);
/** @param {string} code */
export const rankOf = (code) => (isSuited(code) ? Number(code[0]) : null);
/** Canonical order: bamboo, characters, dots by rank, winds, dragons, flowers, seasons. */
/** Tile order, for sort(): suits by rank, winds, dragons, flowers, seasons. @param {string} a @param {string} b */
export const compareTiles = (a, b) => ORDER.get(a) - ORDER.get(b);
