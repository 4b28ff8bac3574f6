/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// What a typed hand score can be under a game's rules, as the engine in the page gives them:
// the limit (the engine caps every hand's total at it) and whether any hand can score an odd
// number (the engine's ruleset answer "scoresAreEven": core's Ruleset.scoresAreEven).
import { api } from './api.js';
import { t } from './i18n.js';

const isOdd = (n) => Number.isInteger(n) && n % 2 !== 0;

/**
 * The checks of a game's typed scores: {limit: points or null, odd: whether an odd score can
 * occur}. Without an answer from the engine, no odd check (odd: true).
 * @param rulesetId the ruleset the game plays
 * @param limit the game's limit ('none' or a number), as its settlement options say
 */
export async function scoreChecksOf(rulesetId, limit) {
  const points = Number(limit);
  const capped = limit !== 'none' && Number.isInteger(points) && points > 0 ? points : null;
  let odd = true;
  try {
    const ruleset = await api.ruleset(rulesetId);
    odd = ruleset.scoresAreEven !== true || isOdd(capped);
  } catch (e) {
    odd = true;
  }
  return { limit: capped, odd };
}

/**
 * What is wrong with a typed score, in words naming the player, or null.
 * @param given the score as read (NaN when it is no number)
 * @param name the player
 * @param loser whether the player did not go Mah-Jong (a draw's players included)
 * @param checks as scoreChecksOf gives them
 */
export function scoreProblem(given, { name, loser, checks }) {
  if (Number.isNaN(given)) return t('record.scoreNotNumber', { name });
  if (!Number.isInteger(given)) return t('record.scoreNotWhole', { name });
  if (given < 0) return t('record.scoreNegative', { name });
  if (!checks.odd && isOdd(given)) return t('record.scoreOdd', { name, score: given });
  if (loser && checks.limit !== null && given > checks.limit) {
    return t('record.scoreOverLimit', { name, score: given, limit: checks.limit });
  }
  return null;
}
