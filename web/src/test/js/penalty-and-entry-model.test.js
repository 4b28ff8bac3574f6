/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// A player's entry and a hand's penalties as plain data: their drafts read back only when every
// field fits (entry-model.js, penalty-model.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { entryDraft, entryFromDraft } from '../../main/resources/public/js/entry-model.js';
import { blankPenalty, penaltiesFit, entryFits } from '../../main/resources/public/js/penalty-model.js';
import { parse } from '../../main/resources/public/js/notation.js';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee'];

test('an entry\'s draft keeps what was given, not what the engine worked out', () => {
  const hand = parse('123b 55c win=5c');
  const draft = entryDraft({ mode: 'tiles', hand, text: '', score: null, points: 24, result: { total: 24 } });
  assert.deepEqual(draft, { mode: 'tiles', hand, text: '', score: null });
  assert.deepEqual(entryFromDraft(JSON.parse(JSON.stringify(draft))), { mode: 'tiles', hand, text: '', score: null });
  assert.equal(entryDraft({ mode: 'score', score: NaN }).score, null, 'what is no number is not kept');
});

test('an entry\'s draft that does not fit is refused', () => {
  const good = entryDraft({ mode: 'score', score: 12 });
  assert.equal(entryFromDraft({ ...good, mode: 'tiles' }, ['notation']), null, 'a way the screen does not offer');
  assert.equal(entryFromDraft({ ...good, text: 'x'.repeat(501) }), null);
  assert.equal(entryFromDraft({ ...good, score: 'twelve' }), null);
  assert.equal(entryFromDraft({ ...good, hand: { ...good.hand, bonus: ['f9'] } }), null);
  assert.equal(entryFromDraft(null), null);
});

test('penalties from a draft are read only within their bounds', () => {
  const fine = { amount: 30, payers: ['Ann'], payees: ['Bob', 'Cid'], reason: 'a wrong claim' };
  assert.equal(penaltiesFit([fine], PLAYERS), true);
  assert.equal(penaltiesFit([{ ...fine, amount: 0 }], PLAYERS), false);
  assert.equal(penaltiesFit([{ ...fine, amount: 1_000_001 }], PLAYERS), false);
  assert.equal(penaltiesFit([{ ...fine, payees: ['Eve'] }], PLAYERS), false);
  assert.equal(penaltiesFit(Array(21).fill(fine), PLAYERS), false);
  assert.equal(penaltiesFit('none', PLAYERS), false);
});

test('a penalty being entered starts with the first player paying the others', () => {
  const p = blankPenalty(PLAYERS);
  assert.deepEqual(p, { payer: 'Ann', payee: '', amount: '', offence: 'falseMahjong', other: '' });
  assert.equal(entryFits(p, PLAYERS), true);
  assert.equal(entryFits(null, PLAYERS), true);
  assert.equal(entryFits({ ...p, offence: 'cheating' }, PLAYERS), false);
  assert.equal(entryFits({ ...p, payer: 'Eve' }, PLAYERS), false);
});
