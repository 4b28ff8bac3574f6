/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// One player's part of a hand as plain data (entry.js draws it and scores it): how it is given,
// what was given, and its draft.
import { emptyHand, checkedHand } from './notation.js';

/** @typedef {import('./notation.js').Hand} Hand */
/** @typedef {'tiles' | 'notation' | 'score'} EntryMode how a player's hand is given */
/** @typedef {{code: string, fromAnotherPlayer: boolean}} Way a way the winning tile can come, the engine's */

/**
 * A player's entry as a screen holds it: how the hand is given and what was given, and what the
 * engine worked out from it (kept up to date by the entry).
 * @typedef {Object} EntryModel
 * @property {EntryMode} mode
 * @property {Hand} [hand] the tiles tapped on the picker
 * @property {string} [text] the typed notation
 * @property {number | null} [score] the typed score (NaN for what is no number)
 * @property {number | null} [points] the hand's score, once worked out; null while there is none
 * @property {any} [result] the engine's score of the hand
 * @property {any} [error] why the hand could not be scored
 * @property {string | null} [problem] what is wrong with a typed score, in words
 */

/**
 * What an entry is scored in: the player's seat and the prevailing wind, the rules (a preset's
 * id, or a game's own with its id), whether the player went Mah-Jong, and how the winning tile
 * came where the screen chooses it.
 * @typedef {Object} EntryContext
 * @property {string} seat
 * @property {string} round
 * @property {string} [ruleset]
 * @property {boolean} winner
 * @property {string} [game]
 * @property {string} [by]
 */

/**
 * An entry as a draft keeps it: what the player gave, none of what was worked out from it.
 * @typedef {Object} EntryDraft
 * @property {EntryMode | null} mode
 * @property {Hand} hand
 * @property {string} text
 * @property {number | null} score
 */

/**
 * What a player entered, for a draft: the way it is given, the tiles, the typed notation and
 * the typed score; none of what the server worked out from them.
 * @param {EntryModel} model
 * @returns {EntryDraft}
 */
export function entryDraft(model) {
  const score = model.score ?? null;
  return {
    mode: model.mode || null, hand: model.hand || emptyHand(), text: model.text || '',
    score: Number.isFinite(score) ? score : null,
  };
}

/**
 * An entry model from a draft written by entryDraft, or null when a field does not fit.
 * @param {any} d
 * @param {string[]} [modes] the ways the screen lets a hand be given
 * @returns {EntryModel | null}
 */
export function entryFromDraft(d, modes = ['tiles', 'notation', 'score']) {
  if (!d || !modes.includes(d.mode) || typeof d.text !== 'string' || d.text.length > 500) return null;
  if (d.score !== null && !Number.isFinite(d.score)) return null;
  const hand = checkedHand(d.hand);
  return hand && { mode: /** @type {EntryMode} */ (d.mode), hand, text: d.text, score: d.score };
}

