/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// The outbox protocol of club games (outbox-model.js; docs/page.md, "The outbox").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  FIRST_WAIT, MAX_WAIT, nextWait, queued, failureOf, madeOnKept, movedOnSince,
} from '../../main/resources/public/js/outbox-model.js';

test('a failed try waits twice as long as the one before, up to a minute', () => {
  const waits = [FIRST_WAIT];
  while (waits.length < 8) waits.push(nextWait(waits[waits.length - 1]));
  assert.deepEqual(waits, [2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
  assert.equal(MAX_WAIT, 60000);
});

test('a change is queued with its own id and the time it was queued', () => {
  const change = queued('g7', { kind: 'correct', n: 3, body: { winner: null } }, 'ab12', new Date('2026-12-01T10:00:00Z'));
  assert.deepEqual(change, {
    game: 'g7', id: 'ab12', kind: 'correct', n: 3, body: { winner: null }, queued: '2026-12-01T10:00:00.000Z',
  });
});

test('no connection is tried again; a 409 with the game is a conflict; anything else a refusal', () => {
  assert.deepEqual(failureOf({ status: 0 }), { offline: true });
  assert.deepEqual(failureOf({ status: 409, game: { version: 9 } }), { conflict: { version: 9 } });
  assert.deepEqual(failureOf({ status: 409, code: 'conflict', message: 'm' }), {
    refusal: { status: 409, code: 'conflict', message: 'm', lang: undefined },
  }, 'a 409 without the game to show is no conflict the table can settle');
  assert.deepEqual(failureOf({ status: 400, code: 'invalid-hand', message: 'hand 2: ...', lang: 'pl' }), {
    refusal: { status: 400, code: 'invalid-hand', message: 'hand 2: ...', lang: 'pl' },
  });
});

test('a change made already is this phone\'s own only when it was made on the version it was sent on', () => {
  // sent on version 4, made as 5, worked out by the engine on the kept file: the phone's own
  assert.equal(madeOnKept(4, 5, true), true);
  assert.equal(madeOnKept(4, 5, false), false, 'without the game file to work it out on: the server\'s game');
  assert.equal(madeOnKept(4, 6, true), false, 'made after another change: the server\'s game');
});

test('the table chooses only when the server moved on while changes of this phone wait', () => {
  assert.equal(movedOnSince(5, 7, 1), true);
  assert.equal(movedOnSince(5, 5, 2), false, 'nothing happened since');
  assert.equal(movedOnSince(5, 7, 0), false, 'nothing of this phone waits');
});
