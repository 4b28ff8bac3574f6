/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// The score calculator's entry (score-model.js): what a link opens on, its draft, and the
// choices that follow typed notation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { initial, scoreDraft, scoreFromDraft, followTyped } from '../../main/resources/public/js/score-model.js';

test('a link opens on its hand, in tiles when the picker can show it', () => {
  const s = initial(new URLSearchParams({ hand: '[RRR] 234b 55c seat=S round=W win=2b by=discard', ruleset: 'dmjl' }));
  assert.equal(s.ruleset, 'dmjl');
  assert.equal(s.seat, 'S');
  assert.equal(s.round, 'W');
  assert.equal(s.winner, true);
  assert.equal(s.model.mode, 'tiles');
  assert.deepEqual(s.model.hand.exposed, [['R', 'R', 'R']]);
});

test('a link whose hand the picker cannot read opens it as typed notation', () => {
  const s = initial(new URLSearchParams({ hand: '12x seat=N' }));
  assert.equal(s.model.mode, 'notation');
  assert.equal(s.model.text, '12x seat=N');
  assert.equal(s.seat, 'N', 'the seat typed is the seat chosen');
  assert.equal(s.winner, false, 'no win= written: a loser');
});

test('no link: nothing entered, East in the East round, under BMJA', () => {
  const s = initial(new URLSearchParams());
  assert.deepEqual({ ...s, model: undefined }, { ruleset: 'bmja', seat: 'E', round: 'E', winner: true, model: undefined });
  assert.equal(s.model.mode, 'tiles');
});

test('the choices follow seat=, round= and win= as they are typed', () => {
  const s = { seat: 'E', round: 'E', winner: false };
  assert.deepEqual(followTyped(s, '123b seat=W'), { seat: 'W', round: 'E', winner: false, changed: true });
  assert.deepEqual(followTyped(s, '123b win=3b'), { seat: 'E', round: 'E', winner: true, changed: true });
  assert.deepEqual(followTyped(s, '123b seat=X'), { seat: 'E', round: 'E', winner: false, changed: false });
});

test('a draft comes back only with rules that can be chosen', () => {
  const s = initial(new URLSearchParams({ hand: '123b 55c', ruleset: 'millington' }));
  const draft = JSON.parse(JSON.stringify(scoreDraft(s)));
  assert.deepEqual(scoreFromDraft(draft, [{ id: 'bmja' }, { id: 'millington' }]), {
    ruleset: 'millington', seat: 'E', round: 'E', winner: false, model: { ...scoreDraft(s).model, hand: s.model.hand },
  });
  assert.equal(scoreFromDraft(draft, [{ id: 'bmja' }]), null);
  assert.notEqual(scoreFromDraft(draft, []), null, 'no list of rules to check against');
  assert.equal(scoreFromDraft({ ...draft, seat: 'X' }, []), null);
  assert.equal(scoreFromDraft({ ...draft, model: { ...draft.model, mode: 'score' } }, []), null, 'the calculator takes no typed score');
});
