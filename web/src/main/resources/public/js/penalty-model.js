/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// A hand's penalties as plain data (penalties.js draws them): the one being entered and the
// checks of those read back from a draft.
import { oneOf, shortText } from './checks.js';

/**
 * A penalty added to a hand, as the API takes it.
 * @typedef {Object} Penalty
 * @property {number} amount what each payer pays each payee
 * @property {string[]} payers
 * @property {string[]} payees
 * @property {string} reason
 */

/**
 * A penalty being entered: who pays, to whom ('' for every other player), how much (as typed),
 * for which offence (OFFENCES), and the words for an offence of another kind.
 * @typedef {Object} PenaltyEntry
 * @property {string} payer
 * @property {string} payee
 * @property {string} amount
 * @property {string} offence
 * @property {string} other
 */

/** The amount's bounds, as core's Bound.PENALTY_AMOUNT; the reason's, as Bound.REASON_LENGTH. */
export const MAX_AMOUNT = 1_000_000;
export const MAX_REASON = 200;
export const MAX_PENALTIES = 20;
export const OFFENCES = ['falseMahjong', 'wrongDiscard', 'wrongClaim', 'exposed', 'other'];

/**
 * A blank penalty being entered: the first player pays all the others.
 * @param {string[]} players
 * @returns {PenaltyEntry}
 */
export function blankPenalty(players) {
  return { payer: players[0], payee: '', amount: '', offence: 'falseMahjong', other: '' };
}

/**
 * Whether stored penalties read as the record screen keeps them (for a draft).
 * @param {any} list
 * @param {string[]} players
 * @returns {boolean}
 */
export function penaltiesFit(list, players) {
  return Array.isArray(list) && list.length <= MAX_PENALTIES && list.every((p) => p && Number.isInteger(p.amount)
    && p.amount >= 1 && p.amount <= MAX_AMOUNT && Array.isArray(p.payers) && Array.isArray(p.payees)
    && [...p.payers, ...p.payees].every((n) => players.includes(n)) && shortText(p.reason ?? '', MAX_REASON));
}

/**
 * Whether a half-entered penalty from a draft reads (null: none being entered).
 * @param {any} p
 * @param {string[]} players
 * @returns {boolean}
 */
export function entryFits(p, players) {
  return p === null || (p && typeof p === 'object' && oneOf(p.payer, players) && oneOf(p.payee, ['', ...players])
    && shortText(p.amount, 20) && oneOf(p.offence, OFFENCES) && shortText(p.other, MAX_REASON));
}

