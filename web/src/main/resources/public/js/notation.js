/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// The hand notation (docs/notation.md) on the page side: a hand as the tile picker edits it,
// written out as notation, and read back from notation for editing and shared links. The
// engine (engine.js, core itself) is the authority on what a hand means and scores every hand;
// this only reads what people write into the picker's model. It stays because core's hand does
// not say which context words were left out (no seat= reads as East there, but the screens must
// know it was not written), and because the screens read notation while they draw, before the
// engine script may have loaded.
import { compareTiles, isBonus, isSuited, suitOf, rankOf, WINDS, DRAGONS, ALL } from './tile-codes.js';

// A way of winning (by=...) and a flag as the notation writes them: which words are ways and
// flags is the engine's to say (api.ways, api.flags); here only their shape is read.
const WAY = /^[a-z][a-z-]{0,30}$/;
const FLAG = /^[a-z][a-z-]+$/;

/**
 * A hand as the picker builds it (docs/notation.md): tile codes such as "5b", "E", "f1".
 * @typedef {Object} Hand
 * @property {string[][]} exposed the exposed sets (an exposed kong has 4 tiles)
 * @property {string[][]} kongs the concealed kongs
 * @property {string[]} concealed the concealed tiles, in tile order
 * @property {string[]} bonus the flowers and seasons
 * @property {string | null} win the winning tile, for a winner
 * @property {string} by how the winning tile came (a way of the engine's, such as "wall")
 * @property {string[]} flags the notation's flags, such as "original-call"
 * @property {string | null} seat the seat written (null: not written)
 * @property {string | null} round the prevailing wind written (null: not written)
 */

/**
 * An empty hand model.
 * @returns {Hand}
 */
export function emptyHand() {
  return { exposed: [], kongs: [], concealed: [], bonus: [], win: null, by: 'wall', flags: [], seat: null, round: null };
}

/**
 * A hand model read back from storage (a draft): a copy when every field has the model's shape
 * and holds real tile codes, else null. Whether the hand is a hand is for the server to say.
 */
export function checkedHand(x) {
  const code = (c) => ALL.includes(c);
  const run = (list) => Array.isArray(list) && list.every(code);
  const sets = (list) => Array.isArray(list) && list.every((s) => run(s) && s.length >= 3 && s.length <= 4);
  if (!x || typeof x !== 'object') return null;
  const ok = sets(x.exposed) && sets(x.kongs) && run(x.concealed) && run(x.bonus)
    && (x.win === null || code(x.win)) && typeof x.by === 'string' && WAY.test(x.by)
    && Array.isArray(x.flags) && x.flags.every((f) => typeof f === 'string' && FLAG.test(f))
    && (x.seat === null || WINDS.includes(x.seat)) && (x.round === null || WINDS.includes(x.round));
  return ok ? cloneHand({
    exposed: x.exposed, kongs: x.kongs, concealed: x.concealed, bonus: x.bonus, win: x.win, by: x.by, flags: x.flags,
    seat: x.seat, round: x.round,
  }) : null;
}

export function cloneHand(hand) {
  return {
    ...hand,
    exposed: hand.exposed.map((s) => [...s]),
    kongs: hand.kongs.map((s) => [...s]),
    concealed: [...hand.concealed],
    bonus: [...hand.bonus],
    flags: [...hand.flags],
  };
}

/** Every playing tile of the hand (sets and concealed), not the bonus tiles. */
export function playingTiles(hand) {
  return [...hand.exposed.flat(), ...hand.kongs.flat(), ...hand.concealed];
}

export function countOf(hand, code) {
  if (isBonus(code)) return hand.bonus.filter((c) => c === code).length;
  return playingTiles(hand).filter((c) => c === code).length;
}

/** Tiles counted as in play: a kong counts as three, so a complete hand has 14 (+1 per kong). */
export function effectiveCount(hand) {
  return hand.exposed.reduce((n, s) => n + Math.min(3, s.length), 0) + hand.kongs.length * 3 + hand.concealed.length;
}

/** The tiles a complete hand of these sets has: 14, and one more for each kong. */
export function tilesOfCompleteHand(hand) {
  return 14 + hand.kongs.length + hand.exposed.filter((s) => s.length === 4).length;
}

export function isEmpty(hand) {
  return !hand.exposed.length && !hand.kongs.length && !hand.concealed.length && !hand.bonus.length;
}

/** Writes a run of tiles: "123b", "55d", "EEE"; mixed runs are written group by group. */
export function writeTiles(codes) {
  const sorted = [...codes].sort(compareTiles);
  const parts = [];
  let digits = '';
  let suit = null;
  const flush = () => {
    if (digits) parts.push(digits + suit);
    digits = '';
    suit = null;
  };
  let honours = '';
  let honour = null;
  const flushHonours = () => {
    if (honours) parts.push(honours);
    honours = '';
    honour = null;
  };
  for (const c of sorted) {
    if (isSuited(c)) {
      flushHonours();
      if (suit && suit !== suitOf(c)) flush();
      suit = suitOf(c);
      digits += rankOf(c);
    } else {
      flush();
      if (honour && honour !== c) flushHonours();
      honour = c;
      honours += c;
    }
  }
  flush();
  flushHonours();
  return parts;
}

function writeSet(codes) {
  return writeTiles(codes).join('');
}

/** The notation of a hand model, in canonical order. */
export function format(hand, { context = true } = {}) {
  const items = [];
  hand.exposed.forEach((s) => items.push(`[${writeSet(s)}]`));
  hand.kongs.forEach((s) => items.push(`{${writeSet(s)}}`));
  items.push(...writeTiles(hand.concealed));
  items.push(...[...hand.bonus].sort(compareTiles));
  if (context) {
    if (hand.seat) items.push(`seat=${hand.seat}`);
    if (hand.round) items.push(`round=${hand.round}`);
    if (hand.win) {
      items.push(`win=${hand.win}`);
      items.push(`by=${hand.by || 'wall'}`);
    }
    items.push(...hand.flags);
  }
  return items.join(' ');
}

const UNICODE = (() => {
  const map = new Map();
  const put = (cp, code) => map.set(cp, code);
  WINDS.forEach((w, i) => put(0x1f000 + i, w));
  put(0x1f004, 'R');
  put(0x1f005, 'G');
  put(0x1f006, 'P');
  for (let n = 1; n <= 9; n++) {
    put(0x1f006 + n, `${n}c`);
    put(0x1f00f + n, `${n}b`);
    put(0x1f018 + n, `${n}d`);
  }
  for (let n = 1; n <= 4; n++) {
    put(0x1f021 + n, `f${n}`);
    put(0x1f025 + n, `s${n}`);
  }
  return map;
})();

/** Reads a run of tiles such as "19b19c19dESWNRGPP" or "f1"; throws on anything else. */
export function readTiles(text) {
  const out = [];
  let digits = '';
  const chars = Array.from(text);
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    if (ch >= '1' && ch <= '9') {
      digits += ch;
    } else if ('bcd'.includes(ch) && digits) {
      for (const d of digits) out.push(d + ch);
      digits = '';
    } else if ((ch === 'f' || ch === 's') && !digits && /[1-4]/.test(chars[i + 1] || '')) {
      out.push(ch + chars[i + 1]);
      i += 1;
    } else if (!digits && (WINDS.includes(ch) || DRAGONS.includes(ch))) {
      out.push(ch);
    } else if (!digits && UNICODE.has(ch.codePointAt(0))) {
      out.push(UNICODE.get(ch.codePointAt(0)));
    } else {
      throw new Error(`unreadable: ${text}`);
    }
  }
  if (digits) throw new Error(`digits without a suit: ${text}`);
  return out;
}

/** Reads notation into a hand model; throws on what it cannot read (the server explains why). */
export function parse(text) {
  const hand = emptyHand();
  const clean = String(text).replace(/#[^\n\r]*/g, ' ');
  const words = clean.match(/\[[^\]]*\]|\{[^}]*\}|[^\s[\]{}]+/g) || [];
  for (const w of words) {
    if (w.startsWith('[')) {
      hand.exposed.push(readTiles(w.slice(1, -1)));
    } else if (w.startsWith('{')) {
      hand.kongs.push(readTiles(w.slice(1, -1)));
    } else if (w.includes('=')) {
      const [key, value] = w.split('=', 2);
      if (key === 'seat' && WINDS.includes(value)) hand.seat = value;
      else if (key === 'round' && WINDS.includes(value)) hand.round = value;
      else if (key === 'win') hand.win = readTiles(value)[0] || null;
      else if (key === 'by' && WAY.test(value.toLowerCase())) hand.by = value.toLowerCase();
      else throw new Error(`unknown key: ${w}`);
    } else if (FLAG.test(w) && !/^[fs][1-4]/.test(w)) {
      // a flag; one the engine does not know is refused, with its reason, when the hand is scored
      hand.flags.push(w);
    } else {
      for (const c of readTiles(w)) {
        if (isBonus(c)) hand.bonus.push(c);
        else hand.concealed.push(c);
      }
    }
  }
  hand.concealed.sort(compareTiles);
  return hand;
}

const keyWord = (key) => (w) => w.startsWith(`${key}=`);

/** The value written for a context key (`seat`, `round`, `win`, `by`) in typed notation, or null. */
export function keyOf(text, key) {
  const word = String(text).split(/\s+/).find(keyWord(key));
  return word === undefined ? null : word.slice(key.length + 1);
}

/** The notation with the words of these context keys taken out. */
export function withoutKeys(text, keys) {
  return String(text).split(/\s+/).filter((w) => w && !keys.some((k) => keyWord(k)(w))).join(' ');
}

/** The notation with key= changed to this value where it is written (left alone where it is not). */
export function withKey(text, key, value) {
  return String(text).split(/(\s+)/).map((w) => (keyWord(key)(w) ? `${key}=${value}` : w)).join('');
}

/** The notation with seat= and round= taken out (a game seats each hand itself). */
export function withoutSeating(text) {
  return withoutKeys(text, ['seat', 'round']);
}

/**
 * Whether typed notation holds no tile at all (only context words such as seat= or win=), as
 * far as the page can read it; what it cannot read is left to the server to explain.
 */
export function hasNoTiles(text) {
  try {
    const hand = parse(text);
    // a word the page reads as a flag may be none: the engine says what it is
    return isEmpty(hand) && !hand.flags.length;
  } catch (e) {
    return false;
  }
}
