/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// What a typed hand score can be under a game's rules, as the engine in the page gives them:
// the limit (the engine caps every hand's total at it) and whether any hand can score an odd
// number (the engine's ruleset answer "scoresAreEven": core's Ruleset.scoresAreEven).
import { api } from './api.js';
import { t } from './i18n.js';

const isOdd = (n) => Number.isInteger(n) && n % 2 !== 0;

/**
 * The checks of a game's typed scores: {limit: points or null, odd: whether an odd score can
 * occur}. Without an answer from the engine, no odd check (odd: true).
 * @param {string} rulesetId the ruleset the game plays
 * @param {any} limit the game's limit ('none' or a number), as its settlement options say
 * @param {boolean} [differenceCap] whether the limit caps what one loser pays another instead
 *     of the losers' own scores (the option differenceCap, docs/settlement.md): then a loser's
 *     score is not checked against it
 * @returns {Promise<{limit: number | null, odd: boolean, losersLimited: boolean}>}
 */
export async function scoreChecksOf(rulesetId, limit, differenceCap = false) {
  const points = Number(limit);
  const capped = limit !== 'none' && Number.isInteger(points) && points > 0 ? points : null;
  let odd = true;
  try {
    const ruleset = await api.ruleset(rulesetId);
    odd = ruleset.scoresAreEven !== true || isOdd(capped);
  } catch (e) {
    odd = true;
  }
  return { limit: capped, odd, losersLimited: !differenceCap };
}

/**
 * What is wrong with a typed score, in words naming the player, or null.
 * @param {number} given the score as read (NaN when it is no number)
 * @param {Object} about
 * @param {string} about.name the player
 * @param {boolean} about.loser whether the player did not go Mah-Jong (a draw's players included)
 * @param {{limit: number | null, odd: boolean, losersLimited?: boolean}} about.checks as scoreChecksOf gives them
 */
export function scoreProblem(given, { name, loser, checks }) {
  if (Number.isNaN(given)) return t('record.scoreNotNumber', { name });
  if (!Number.isInteger(given)) return t('record.scoreNotWhole', { name });
  if (given < 0) return t('record.scoreNegative', { name });
  if (!checks.odd && isOdd(given)) return t('record.scoreOdd', { name, score: given });
  if (loser && checks.losersLimited !== false && checks.limit !== null && given > checks.limit) {
    return t('record.scoreOverLimit', { name, score: given, limit: checks.limit });
  }
  return null;
}
