/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// The hand being recorded (or corrected) on the record screen as plain data (screens/record.js
// draws it): who went Mah-Jong, how the winning tile came and from whom, each player's entry and
// the penalties; its draft; the checks before saving; what is sent to settle it (the payments
// shown before it is saved) and to save it.
import { parse, withoutSeating, keyOf } from './notation.js';
import { oneOf } from './checks.js';
import { penaltiesFit, entryFits } from './penalty-model.js';
import { entryDraft, entryFromDraft } from './entry-model.js';

/** @typedef {import('./entry-model.js').EntryModel} EntryModel */
/** @typedef {import('./entry-model.js').EntryDraft} EntryDraft */
/** @typedef {import('./entry-model.js').Way} Way */
/** @typedef {import('./penalty-model.js').Penalty} Penalty */
/** @typedef {import('./penalty-model.js').PenaltyEntry} PenaltyEntry */

/**
 * The hand being entered.
 * @typedef {Object} Rec
 * @property {string} id the game's id
 * @property {number | null} number the hand corrected; null for a new hand
 * @property {string | undefined} winner the player who went Mah-Jong; '' for a draw; undefined until chosen
 * @property {string} discarder the player whose discard (or kong) gave the winning tile; '' for none
 * @property {string} by how the winning tile came (a way of the engine's)
 * @property {boolean | null} payForAll whether the discarder pays for all this hand; null: the game's rules say
 * @property {string} method how the payments are listed
 * @property {Object<string, EntryModel>} entries each player's entry, by name
 * @property {string | null} open the player whose entry is open
 * @property {Penalty[]} penalties the penalties added
 * @property {PenaltyEntry | null} penalty the penalty being entered
 */

/**
 * The hand being entered as its draft keeps it: what was entered, none of what was worked out.
 * A new part of the hand goes here, in recDraft and in recFromDraft, or it is not kept.
 * @typedef {Object} RecDraft
 * @property {string | null} winner null until chosen
 * @property {string} discarder
 * @property {string} by
 * @property {boolean | null} payForAll
 * @property {string} method
 * @property {Object<string, EntryDraft>} entries by name, in name order
 * @property {string | null} open
 * @property {Penalty[]} penalties
 * @property {PenaltyEntry | null} penalty
 */

/**
 * A hand as a game stores it (its record), as far as the record screen reads it.
 * @typedef {Object} StoredHand
 * @property {string | null} [winner]
 * @property {string | null} [discarder]
 * @property {boolean | null} [payForAll]
 * @property {Object<string, number>} [scores]
 * @property {Object<string, string>} [hands]
 * @property {{amount: any, payers: string[], payees: string[], reason?: string}[]} [penalties]
 */

const SEATS = ['E', 'S', 'W', 'N'];

/**
 * A player's entry from a stored hand: the typed score, or the tiles (the typed notation when
 * the picker cannot show it).
 * @param {StoredHand} record
 * @param {string} name
 * @returns {EntryModel}
 */
export function modelFromRecord(record, name) {
  if (record.scores && record.scores[name] !== undefined) return { mode: 'score', score: Number(record.scores[name]) };
  if (record.hands && record.hands[name] !== undefined) {
    const text = withoutSeating(record.hands[name]);
    try {
      return { mode: 'tiles', hand: parse(text), text };
    } catch (e) {
      return { mode: 'notation', text };
    }
  }
  return { mode: 'score', score: null };
}

/**
 * The hand with nothing entered yet, or a stored hand as it was (a correction).
 * @param {Object} of
 * @param {string} of.id the game's id
 * @param {number | null} of.number the hand corrected, or null
 * @param {string[]} of.players
 * @param {string} of.method the game's way of listing the payments
 * @param {StoredHand | null} of.stored the hand corrected, as stored
 * @param {Way[]} of.ways the engine's ways of winning
 * @returns {Rec}
 */
export function blankRec({ id, number, players, method, stored, ways }) {
  /** @type {Rec} */
  const rec = {
    id, number, winner: undefined, discarder: '', by: 'wall', payForAll: null, method: method || 'difference', entries: {},
    open: null, penalties: [], penalty: null,
  };
  if (stored) {
    rec.winner = stored.winner || '';
    rec.open = stored.winner || null;
    rec.discarder = stored.discarder || '';
    // How the tile came, as the winner's hand says; a named discarder means a discard (a hand
    // stored as drawn and yet on someone's discard is offered as on the discard, to correct).
    const by = keyOf((stored.hands && stored.hands[stored.winner]) || '', 'by');
    rec.by = by || (rec.discarder ? 'discard' : 'wall');
    if (rec.discarder && !isFromAnother(ways, rec.by)) rec.by = 'discard';
    rec.payForAll = typeof stored.payForAll === 'boolean' ? stored.payForAll : null;
    players.forEach((p) => { rec.entries[p] = modelFromRecord(stored, p); });
    rec.penalties = (stored.penalties || []).map((p) => ({
      amount: Number(p.amount), payers: [...p.payers], payees: [...p.payees], reason: p.reason || '',
    }));
  } else {
    players.forEach((p) => { rec.entries[p] = { mode: 'score', score: null }; });
  }
  return rec;
}

/**
 * Whether a way of winning is one where the tile comes from another player (a discarder is named).
 * @param {Way[]} ways
 * @param {string} code
 */
export function isFromAnother(ways, code) {
  return ways.some((w) => w.code === code && w.fromAnotherPlayer);
}

/**
 * What was entered for a hand, for its draft.
 * @param {Rec} rec
 * @returns {RecDraft}
 */
export function recDraft(rec) {
  /** @type {Object<string, EntryDraft>} */
  const entries = {};
  Object.keys(rec.entries).sort().forEach((p) => { entries[p] = entryDraft(rec.entries[p]); });
  return {
    winner: rec.winner === undefined ? null : rec.winner, discarder: rec.discarder, by: rec.by, payForAll: rec.payForAll,
    method: rec.method, entries, open: rec.open ?? null, penalties: rec.penalties, penalty: rec.penalty,
  };
}

/**
 * The hand being entered, from its draft over the blank one; null when a field does not fit.
 * @param {any} d a draft as recDraft wrote it, read back from storage
 * @param {Rec} blank
 * @param {string[]} players
 * @returns {Rec | null}
 */
export function recFromDraft(d, blank, players) {
  const winner = d.winner === null ? undefined : d.winner;
  const fits = (winner === undefined || oneOf(winner, ['', ...players]))
    && oneOf(d.discarder, ['', ...players.filter((p) => p !== winner)])
    && (d.by === undefined || (typeof d.by === 'string' && /^[a-z][a-z-]{0,30}$/.test(d.by)))
    && oneOf(d.payForAll, [null, true, false]) && oneOf(d.method, ['difference', 'alternative'])
    && d.entries && typeof d.entries === 'object' && oneOf(d.open ?? null, [null, ...players])
    && penaltiesFit(d.penalties ?? [], players) && entryFits(d.penalty ?? null, players);
  if (!fits) return null;
  /** @type {Object<string, EntryModel>} */
  const entries = {};
  for (const p of players) {
    entries[p] = entryFromDraft(d.entries[p]);
    if (!entries[p]) return null;
  }
  return {
    ...blank, winner, discarder: d.discarder, by: d.by ?? (d.discarder ? 'discard' : 'wall'), payForAll: d.payForAll, method: d.method, entries, open: d.open ?? null,
    penalties: (d.penalties ?? []).map((p) => ({ ...p, payers: [...p.payers], payees: [...p.payees] })),
    penalty: d.penalty ? { ...d.penalty } : null,
  };
}

/**
 * The players in the order their entries are shown: the winner first, then by seat.
 * @param {string[]} players
 * @param {Object<string, string>} seatOf each player's seat letter
 * @param {string | undefined} winner
 */
export function ordered(players, seatOf, winner) {
  const bySeat = [...players].sort((a, b) => SEATS.indexOf(seatOf[a]) - SEATS.indexOf(seatOf[b]));
  return winner ? [winner, ...bySeat.filter((p) => p !== winner)] : bySeat;
}

/**
 * The players whose typed score is wrong (what is wrong is said at the score).
 * @param {Rec} rec
 * @param {string[]} players
 */
export function problems(rec, players) {
  return rec.winner === undefined ? [] : players.filter((p) => rec.entries[p].mode === 'score' && rec.entries[p].problem);
}

/**
 * The players whose score is not known yet.
 * @param {Rec} rec
 * @param {string[]} players
 */
export function missing(rec, players) {
  if (rec.winner === undefined) return players;
  return players.filter((p) => rec.entries[p].points === null || rec.entries[p].points === undefined);
}

/**
 * What the line over Save says: a message key, with the names of the players waiting for.
 * @param {Rec} rec
 * @param {string[]} players
 * @returns {{key: string, names?: string[], blocked: boolean}} blocked: Save cannot be tapped
 */
export function statusOf(rec, players) {
  const wrong = problems(rec, players);
  const gaps = missing(rec, players);
  if (wrong.length) return { key: 'record.fixScores', blocked: true };
  if (rec.winner === undefined) return { key: 'record.chooseWinner', blocked: false };
  if (rec.winner === '') return { key: rec.penalties.length ? 'penalty.drawReady' : 'record.drawReady', blocked: false };
  if (gaps.length) return { key: 'record.waitingFor', names: gaps, blocked: false };
  return { key: 'record.ready', blocked: false };
}

/**
 * Whether the discarder pays for all this hand: the table's choice for the hand if it made one,
 * else the game's rules (their payForAll applies when a discarder is named).
 * @param {Rec} rec
 * @param {boolean} byTheRules the game's option payForAll
 */
export function paysForAll(rec, byTheRules) {
  if (!rec.winner || !rec.discarder) return false;
  return rec.payForAll ?? byTheRules;
}

/**
 * What the engine settles for the payments shown before the hand is saved (the body of settle),
 * under every option of the game's rules, so that they are the payments booked; null until
 * every score is known after a win.
 * @param {Rec} rec
 * @param {Object} game
 * @param {string[]} game.players
 * @param {Object<string, string>} game.seatOf each player's seat letter
 * @param {Object<string, any>} game.options the game's settlement options, every one (settleOptionsOf)
 * @param {boolean} game.payForAll whether the game's rules have the discarder pay for all
 */
export function settleBody(rec, { players, seatOf, options, payForAll }) {
  if (rec.winner === undefined || (rec.winner && missing(rec, players).length)) return null;
  /** @type {Object<string, number>} */
  const scores = {};
  players.forEach((p) => { scores[seatOf[p]] = rec.entries[p].points ?? 0; });
  return {
    scores,
    winner: rec.winner ? seatOf[rec.winner] : null,
    discarder: rec.winner && rec.discarder ? seatOf[rec.discarder] : null,
    options: { ...options, method: rec.method, payForAll: paysForAll(rec, payForAll) },
    plan: true,
    tallies: true,
    penalties: rec.penalties.map((p) => ({ ...p, payers: p.payers.map((n) => seatOf[n]), payees: p.payees.map((n) => seatOf[n]) })),
  };
}

/**
 * What each player's entry gives to store: a score, a hand's notation, or null for nothing.
 * @typedef {Object<string, {score: number} | {hand: string} | null>} Given
 */

/**
 * Why the hand cannot be saved yet, or null: the winner not chosen, a player's score missing
 * after a win, a penalty half entered.
 * @param {Rec} rec
 * @param {string[]} players
 * @param {Given} given
 * @returns {{key: string, names?: string[]} | null}
 */
export function saveProblem(rec, players, given) {
  if (rec.winner === undefined) return { key: 'record.chooseWinner' };
  // After a win every player's score settles the hand: say whose is missing, rather than send
  // an empty entry for the engine to refuse.
  const empty = rec.winner ? players.filter((p) => !given[p]) : [];
  if (empty.length) return { key: 'record.notSaved', names: empty };
  if (rec.penalty) return { key: 'penalty.notAdded' };
  return null;
}

/**
 * The hand as it is saved (the body of recording or correcting it).
 * @param {Rec} rec
 * @param {string[]} players
 * @param {Given} given
 */
export function saveBody(rec, players, given) {
  /** @type {{winner: string | null, discarder: string | null, payForAll: boolean | null, scores: Object<string, number>, hands: Object<string, string>, penalties?: Penalty[]}} */
  const body = {
    winner: rec.winner || null,
    discarder: rec.winner && rec.discarder ? rec.discarder : null,
    payForAll: rec.winner && rec.discarder ? rec.payForAll : null,
    scores: {},
    hands: {},
  };
  if (rec.penalties.length) body.penalties = rec.penalties;
  players.forEach((p) => {
    const v = given[p];
    if (!v) return;
    // After a draw the scores only matter to tables that settle differences; a half-typed
    // hand must not stop a draw being saved.
    if ('hand' in v) {
      if (!rec.winner && rec.entries[p].points == null) return;
      body.hands[p] = v.hand;
    } else {
      body.scores[p] = v.score;
    }
  });
  return body;
}

/**
 * The choice of how the winning tile came and from whom, as one value: the way's code, with "@"
 * and the player's place in the game for a tile from another player ("@" alone: not said whom,
 * as a hand stored so may be).
 * @param {Rec} rec
 * @param {string[]} players
 * @param {Way[]} ways
 */
export function wayValue(rec, players, ways) {
  return !isFromAnother(ways, rec.by) ? rec.by : `${rec.by}@${rec.discarder ? players.indexOf(rec.discarder) : ''}`;
}

/**
 * The way and the discarder a value of wayValue stands for.
 * @param {string} value
 * @param {string[]} players
 * @returns {{by: string, discarder: string}}
 */
export function wayOf(value, players) {
  const [code, who] = value.split('@');
  return { by: code, discarder: who ? players[Number(who)] : '' };
}
