/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// The tile picker's state as plain data (picker.js draws it): the hand being built, the kind of
// set a tap adds, the undo history, the winning tile and how it came, and the flags offered.
// Each change is a function that gives the next state and leaves the one it was given as it was.
import { isBonus, isSuited, suitOf, rankOf, compareTiles } from './tile-codes.js';
import {
  cloneHand, countOf, effectiveCount, playingTiles, format,
} from './notation.js';

/** @typedef {import('./notation.js').Hand} Hand */

/**
 * What a tap adds, by the kind of set chosen: how many tiles, whether a chow, and where the set
 * goes (the concealed tiles if not said).
 * @type {Object<string, {n: number, chow?: boolean, target?: 'kongs' | 'exposed'}>}
 */
export const MODES = {
  tile: { n: 1 },
  pair: { n: 2 },
  pung: { n: 3 },
  chow: { n: 3, chow: true },
  ckong: { n: 4, target: 'kongs' },
  xpung: { n: 3, target: 'exposed' },
  xchow: { n: 3, chow: true, target: 'exposed' },
  xkong: { n: 4, target: 'exposed' },
};

/** How many changes Undo goes back. */
const HISTORY = 50;

/**
 * The picker's state.
 * @typedef {Object} PickerState
 * @property {Hand} hand the hand being built
 * @property {boolean} winner whether the hand is the winner's (it then has a winning tile)
 * @property {string} mode the kind of set a tap adds (MODES)
 * @property {Hand[]} history the hands before each change, for Undo (the last is the latest)
 * @property {string | null} last the last playing tile added
 * @property {boolean} winPicked whether the player chose the winning tile (else it follows the last tile added)
 * @property {string[] | null} candidates the tiles that can be the winning tile, as the engine said for candidatesFor
 * @property {string | null} candidatesFor what the engine was asked about (candidatesKey)
 * @property {string[]} flags the flags the rules use, the engine's
 */

/**
 * The tiles a tap on `code` adds in this mode, or null when it cannot be added.
 * @param {Hand} hand
 * @param {string} code
 * @param {string} mode
 * @returns {string[] | null}
 */
export function tilesFor(hand, code, mode) {
  if (isBonus(code)) return countOf(hand, code) === 0 ? [code] : null;
  const m = MODES[mode];
  let tiles;
  if (m.chow) {
    if (!isSuited(code) || rankOf(code) > 7) return null;
    tiles = [0, 1, 2].map((i) => `${rankOf(code) + i}${suitOf(code)}`);
  } else {
    tiles = Array(m.n).fill(code);
  }
  for (const c of new Set(tiles)) {
    if (countOf(hand, c) + tiles.filter((x) => x === c).length > 4) return null;
  }
  const added = m.n === 4 ? 3 : m.n;
  if (effectiveCount(hand) + added > 14) return null;
  return tiles;
}

/**
 * Adds the tiles of a tap; returns the new hand (the old one is left as it was).
 * @param {Hand} hand
 * @param {string[]} tiles
 * @param {string} mode
 * @returns {Hand}
 */
export function addTiles(hand, tiles, mode) {
  const next = cloneHand(hand);
  if (isBonus(tiles[0])) {
    next.bonus.push(tiles[0]);
    next.bonus.sort(compareTiles);
    return next;
  }
  const target = MODES[mode].target;
  if (target === 'exposed') next.exposed.push(tiles);
  else if (target === 'kongs') next.kongs.push(tiles);
  else {
    next.concealed.push(...tiles);
    next.concealed.sort(compareTiles);
  }
  return next;
}

/**
 * The state of a picker opened on a hand.
 * @param {Hand} hand
 * @param {boolean} winner
 * @returns {PickerState}
 */
export function pickerState(hand, winner) {
  return withWin({
    hand: cloneHand(hand), winner, mode: 'tile', history: [], last: null, winPicked: Boolean(hand.win),
    candidates: null, candidatesFor: null, flags: [],
  });
}

/**
 * The state with its winning tile set right: none for a loser; until the player picks one, the
 * last playing tile added; a tile no longer in the hand gives way to the last one added.
 * @param {PickerState} state
 * @returns {PickerState}
 */
export function withWin(state) {
  const tiles = playingTiles(state.hand);
  const hand = { ...state.hand };
  if (!state.winner) return { ...state, hand: { ...hand, win: null } };
  let winPicked = state.winPicked;
  if (!winPicked && tiles.includes(state.last)) hand.win = state.last;
  if (!hand.win || !tiles.includes(hand.win)) {
    winPicked = false;
    hand.win = tiles.includes(state.last) ? state.last : (tiles[tiles.length - 1] || null);
  }
  return { ...state, hand, winPicked };
}

/**
 * A new hand, the one before it kept for Undo.
 * @param {PickerState} state
 * @param {Hand} next
 * @returns {PickerState}
 */
function changed(state, next) {
  return withWin({ ...state, hand: next, history: [...state.history, state.hand].slice(-HISTORY) });
}

/**
 * A tap on a tile of the palette: the tiles of the kind of set chosen added, or null when they
 * cannot be (a fifth tile, a hand that is full).
 * @param {PickerState} state
 * @param {string} code
 * @returns {PickerState | null}
 */
export function tapped(state, code) {
  const tiles = tilesFor(state.hand, code, state.mode);
  if (!tiles) return null;
  const last = isBonus(code) ? state.last : tiles[tiles.length - 1];
  return changed({ ...state, last }, addTiles(state.hand, tiles, state.mode));
}

/**
 * A set or tile of the hand taken out (its place among those of its kind).
 * @param {PickerState} state
 * @param {'exposed' | 'kongs' | 'bonus' | 'concealed'} kind
 * @param {number} index
 * @returns {PickerState}
 */
export function removed(state, kind, index) {
  const next = cloneHand(state.hand);
  if (kind === 'exposed') next.exposed.splice(index, 1);
  else if (kind === 'kongs') next.kongs.splice(index, 1);
  else if (kind === 'bonus') next.bonus.splice(index, 1);
  else next.concealed.splice(index, 1);
  return changed(state, next);
}

/**
 * Every tile taken out (how the tile came and the flags stay).
 * @param {PickerState} state
 * @returns {PickerState}
 */
export function cleared(state) {
  return changed(state, { ...cloneHand(state.hand), exposed: [], kongs: [], concealed: [], bonus: [], win: null });
}

/**
 * The hand before the last change, or null when there is none.
 * @param {PickerState} state
 * @returns {PickerState | null}
 */
export function undone(state) {
  if (!state.history.length) return null;
  return withWin({ ...state, hand: state.history[state.history.length - 1], history: state.history.slice(0, -1) });
}

/**
 * Another hand put in the picker (no Undo back to the one before).
 * @param {PickerState} state
 * @param {Hand} hand
 * @returns {PickerState}
 */
export function replaced(state, hand) {
  return withWin({ ...state, hand: cloneHand(hand), history: [] });
}

/**
 * The hand now the winner's, or a loser's.
 * @param {PickerState} state
 * @param {boolean} winner
 * @returns {PickerState}
 */
export function asWinner(state, winner) {
  return withWin({ ...state, winner });
}

/**
 * The winning tile chosen by the player.
 * @param {PickerState} state
 * @param {string} code
 * @returns {PickerState}
 */
export function withWinningTile(state, code) {
  return { ...state, hand: { ...state.hand, win: code }, winPicked: true };
}

/**
 * How the winning tile came.
 * @param {PickerState} state
 * @param {string} by
 * @returns {PickerState}
 */
export function withWay(state, by) {
  return { ...state, hand: { ...state.hand, by } };
}

/**
 * A flag of the hand ticked or unticked.
 * @param {PickerState} state
 * @param {string} flag
 * @param {boolean} on
 * @returns {PickerState}
 */
export function withFlag(state, flag, on) {
  const flags = on ? [...state.hand.flags.filter((f) => f !== flag), flag] : state.hand.flags.filter((f) => f !== flag);
  return { ...state, hand: { ...state.hand, flags } };
}

/**
 * The flags offered: those the rules use, and any the hand has besides (to be unticked).
 * @param {PickerState} state
 * @returns {string[]}
 */
export function offeredFlags(state) {
  return [...new Set([...state.flags, ...state.hand.flags])];
}

/**
 * Whether the hand has its 14 tiles (a kong counts as 3).
 * @param {Hand} hand
 */
export function isFull(hand) {
  return effectiveCount(hand) >= 14;
}

/**
 * The hand's tiles in notation, without its winning tile, flags or seating: what the engine is
 * asked which tiles can be the winning tile.
 * @param {Hand} hand
 */
export function tilesNotation(hand) {
  return format({ ...hand, win: null, flags: [], seat: null, round: null });
}

/**
 * What the engine is asked about: the hand's tiles and how the winning tile came.
 * @param {Hand} hand
 */
export function candidatesKey(hand) {
  return `${tilesNotation(hand)} by=${hand.by || 'wall'}`;
}

/**
 * The state once the engine answered which tiles can be the winning tile (null: it could not
 * say, and every tile of the hand is offered); the winning tile moves to one of them if it was
 * none. moved: whether it moved.
 * @param {PickerState} state
 * @param {string[] | null} list
 * @returns {{state: PickerState, moved: boolean}}
 */
export function withCandidates(state, list) {
  if (list === null) return { state: { ...state, candidates: [...new Set(playingTiles(state.hand))] }, moved: false };
  const moved = list.length > 0 && !list.includes(state.hand.win);
  if (!moved) return { state: { ...state, candidates: list }, moved };
  const win = list.includes(state.last) ? state.last : list[list.length - 1];
  return { state: { ...state, candidates: list, hand: { ...state.hand, win }, winPicked: false }, moved };
}
