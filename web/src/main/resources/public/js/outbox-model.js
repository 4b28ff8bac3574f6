/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// The outbox protocol of club games as plain data (club-games.js keeps the outbox in IndexedDB
// and sends it; docs/page.md, "The outbox"): a change as it is queued, what a failed send means,
// how long to wait before the next try, and what a change the server made already leaves.

/**
 * A change of a club game as the outbox keeps it.
 * @typedef {Object} Change
 * @property {number} [seq] its place in the outbox (IndexedDB's key), once queued
 * @property {string} game the game's id
 * @property {string} id the change's own id, sent as Idempotency-Key every time it is tried
 * @property {'record' | 'correct' | 'delete'} kind
 * @property {number} [n] the hand corrected or deleted
 * @property {any} [body] the hand recorded or corrected
 * @property {string} queued when it was queued, ISO-8601
 */

/** Retries after a failed send wait this long, doubled each time up to MAX_WAIT (ms). */
export const FIRST_WAIT = 2000;
export const MAX_WAIT = 60000;

/**
 * The wait before the try after this one.
 * @param {number} wait
 */
export function nextWait(wait) {
  return Math.min(wait * 2, MAX_WAIT);
}

/**
 * A change as it is queued.
 * @param {string} game the game's id
 * @param {{kind: 'record' | 'correct' | 'delete', n?: number, body?: any}} change
 * @param {string} id its own id (a new random one)
 * @param {Date} now
 * @returns {Change}
 */
export function queued(game, change, id, now) {
  return { game, id, kind: change.kind, n: change.n, body: change.body, queued: now.toISOString() };
}

/**
 * What a send that failed means: no connection (sent again later), a conflict (the server's game
 * moved on without this change: the table chooses), or a refusal of the change itself (the
 * table is told why).
 * @param {{status: number, code?: string, message?: string, lang?: string, game?: any}} error the API's error
 * @returns {{offline: true} | {conflict: any} | {refusal: {status: number, code?: string, message?: string, lang?: string}}}
 */
export function failureOf(error) {
  if (error.status === 0) return { offline: true };
  if (error.status === 409 && error.game) return { conflict: error.game };
  return { refusal: { status: error.status, code: error.code, message: error.message, lang: error.lang } };
}

/**
 * Whether a change the server made already (an earlier try whose answer was lost) is what the
 * kept game with this change, as the engine worked it out, is: made right on the version it was
 * sent on. Then that is the game kept; else the kept game becomes the server's as it is now.
 * @param {number} keptVersion the version the change was sent on
 * @param {number} made the version the server says it made
 * @param {boolean} workedOut whether the engine worked the change out on the kept game file
 */
export function madeOnKept(keptVersion, made, workedOut) {
  return workedOut && made === keptVersion + 1;
}

/**
 * Whether, after a change made already that was not made on the kept version, the table must
 * choose: the server's game moved on since it made it while changes of this phone still wait.
 * @param {number} made the version the server says it made
 * @param {number} nowVersion the server's version now
 * @param {number} waiting how many changes of the game still wait
 */
export function movedOnSince(made, nowVersion, waiting) {
  return waiting > 0 && nowVersion !== made;
}
