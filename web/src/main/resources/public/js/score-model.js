/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// The score calculator's entry as plain data (screens/score.js draws it): the rules, the seat
// and the prevailing wind, whether the hand went Mah-Jong, and the hand; its draft; what a
// shared link (#/score?hand=...&ruleset=...) opens on.
import { parse, emptyHand, keyOf } from './notation.js';
import { WINDS } from './tile-codes.js';
import { oneOf, shortText } from './checks.js';
import { entryDraft, entryFromDraft } from './entry-model.js';

/** @typedef {import('./entry-model.js').EntryModel} EntryModel */
/** @typedef {import('./entry-model.js').EntryDraft} EntryDraft */

/**
 * The calculator's entry.
 * @typedef {Object} ScoreEntry
 * @property {string} ruleset the preset's id
 * @property {string} seat the seat's letter
 * @property {string} round the prevailing wind's letter
 * @property {boolean} winner whether the hand went Mah-Jong
 * @property {EntryModel} model the hand, as tiles or notation
 */

/**
 * The calculator's entry as its draft keeps it.
 * @typedef {Object} ScoreDraft
 * @property {string} ruleset
 * @property {string} seat
 * @property {string} round
 * @property {boolean} winner
 * @property {EntryDraft} model
 */

/** The ways the calculator lets a hand be given. */
export const MODES = ['tiles', 'notation'];

/**
 * The seat, prevailing wind and Mah-Jong as typed notation says them: seat= and round= are the
 * hand's own, and win= says it went Mah-Jong; what it does not say stays as it was.
 * @param {{seat: string, round: string, winner: boolean}} s as chosen so far
 * @param {string} text
 * @returns {{seat: string, round: string, winner: boolean, changed: boolean}}
 */
export function followTyped(s, text) {
  const seat = keyOf(text, 'seat');
  const round = keyOf(text, 'round');
  const next = {
    seat: WINDS.includes(seat) ? seat : s.seat,
    round: WINDS.includes(round) ? round : s.round,
    winner: keyOf(text, 'win') !== null ? true : s.winner,
  };
  return { ...next, changed: next.seat !== s.seat || next.round !== s.round || next.winner !== s.winner };
}

/**
 * The entry an address opens on: its hand (?hand=, in tiles when the picker can show it, else
 * as typed notation) and its rules (?ruleset=), or nothing entered.
 * @param {URLSearchParams} query
 * @returns {ScoreEntry}
 */
export function initial(query) {
  /** @type {ScoreEntry} */
  const s = { ruleset: query.get('ruleset') || 'bmja', seat: 'E', round: 'E', winner: true, model: { mode: 'tiles', hand: emptyHand(), text: '' } };
  const text = query.get('hand');
  if (!text) return s;
  s.model.text = text;
  try {
    const hand = parse(text);
    return { ...s, seat: hand.seat || 'E', round: hand.round || 'E', winner: Boolean(hand.win), model: { ...s.model, hand } };
  } catch (e) {
    const { seat, round, winner } = followTyped({ ...s, winner: false }, text);
    return { ...s, seat, round, winner, model: { ...s.model, mode: 'notation' } };
  }
}

/**
 * What was entered, for the draft.
 * @param {ScoreEntry} s
 * @returns {ScoreDraft}
 */
export function scoreDraft(s) {
  return { ruleset: s.ruleset, seat: s.seat, round: s.round, winner: s.winner, model: entryDraft(s.model) };
}

/**
 * The calculator's entry from its draft, or null when a field does not fit.
 * @param {any} d
 * @param {{id: string}[]} rulesets the rules to choose from (none known: any id)
 * @returns {ScoreEntry | null}
 */
export function scoreFromDraft(d, rulesets) {
  const model = entryFromDraft(d.model, MODES);
  const fits = model && shortText(d.ruleset) && (!rulesets.length || rulesets.some((r) => r.id === d.ruleset))
    && oneOf(d.seat, WINDS) && oneOf(d.round, WINDS) && oneOf(d.winner, [true, false]);
  return fits ? { ruleset: d.ruleset, seat: d.seat, round: d.round, winner: d.winner, model } : null;
}
