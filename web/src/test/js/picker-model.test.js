/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// The tile picker's state (picker-model.js): what a tap adds, Undo, the winning tile and the flags.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  tilesFor, pickerState, tapped, removed, cleared, undone, replaced, asWinner, withWinningTile, withFlag, offeredFlags,
  isFull, candidatesKey, withCandidates,
} from '../../main/resources/public/js/picker-model.js';
import { parse, emptyHand, format } from '../../main/resources/public/js/notation.js';

/** The state after tapping these tiles in these modes: [[mode, code], ...]. */
function tap(state, taps) {
  return taps.reduce((s, [mode, code]) => tapped({ ...s, mode }, code) || assert.fail(`${mode} ${code} refused`), state);
}

test('a tap adds the kind of set chosen; what cannot be added is refused', () => {
  const hand = parse('[1111b] 22b');
  assert.deepEqual(tilesFor(hand, '3b', 'chow'), ['3b', '4b', '5b']);
  assert.equal(tilesFor(hand, '8b', 'chow'), null, 'no chow starts at 8');
  assert.equal(tilesFor(hand, 'E', 'chow'), null, 'no chow of honours');
  assert.equal(tilesFor(hand, '1b', 'tile'), null, 'a fifth 1 Bamboo');
  assert.deepEqual(tilesFor(hand, 'f1', 'pung'), ['f1'], 'a bonus tile is always one tile');
  assert.equal(tilesFor(parse('f1'), 'f1', 'tile'), null, 'each bonus tile once');
  const full = parse('[EEE] [SSS] [WWW] [NNN] RR');
  assert.equal(isFull(full), true);
  assert.equal(tilesFor(full, '5c', 'tile'), null, 'a full hand takes nothing more');
  assert.deepEqual(tilesFor(full, 's2', 'tile'), ['s2'], 'but flowers and seasons');
});

test('the winning tile follows the last tile added until the player picks one', () => {
  let s = pickerState(emptyHand(), true);
  s = tap(s, [['xpung', 'E'], ['chow', '1b'], ['pair', '5c']]);
  assert.equal(s.hand.win, '5c');
  assert.equal(format(s.hand, { context: false }), '[EEE] 123b 55c');
  s = withWinningTile(s, '2b');
  s = tap(s, [['tile', '9d']]);
  assert.equal(s.hand.win, '2b', 'picked: it stays');
  s = removed(s, 'concealed', 1); // the 2 Bamboo
  assert.equal(s.hand.win, '9d', 'gone from the hand: back to the last tile added');
  assert.equal(s.winPicked, false);
  assert.equal(asWinner(s, false).hand.win, null, 'a loser has no winning tile');
});

test('each change leaves the state it was given as it was, and Undo goes back', () => {
  const before = tap(pickerState(emptyHand(), false), [['pung', 'R']]);
  const copy = JSON.parse(JSON.stringify(before));
  const after = tapped({ ...before, mode: 'xkong' }, 'G');
  assert.deepEqual(before, copy);
  assert.deepEqual(after.hand.exposed, [['G', 'G', 'G', 'G']]);
  assert.deepEqual(undone(after).hand, before.hand);
  assert.equal(undone(pickerState(emptyHand(), false)), null, 'nothing to undo');
  const gone = cleared(after);
  assert.equal(format(gone.hand, { context: false }), '');
  assert.deepEqual(undone(gone).hand, after.hand);
  assert.deepEqual(replaced(after, parse('f1')).history, [], 'another hand: no Undo back');
});

test('the flags offered are the rules\' and those the hand has', () => {
  let s = { ...pickerState(parse('123b a-typed-flag'), true), flags: ['original-call', 'east-streak'] };
  assert.deepEqual(offeredFlags(s), ['original-call', 'east-streak', 'a-typed-flag']);
  s = withFlag(s, 'east-streak', true);
  assert.deepEqual(s.hand.flags, ['a-typed-flag', 'east-streak']);
  assert.deepEqual(withFlag(s, 'east-streak', true).hand.flags, ['a-typed-flag', 'east-streak'], 'ticked once');
  assert.deepEqual(withFlag(s, 'a-typed-flag', false).hand.flags, ['east-streak']);
});

test('the winning tile moves to one the engine says can be it', () => {
  let s = tap(pickerState(emptyHand(), true), [['ckong', '9c'], ['chow', '2b']]);
  assert.equal(candidatesKey(s.hand), '{9999c} 234b by=wall');
  s = { ...s, hand: { ...s.hand, win: '9c' }, winPicked: true };
  const answered = withCandidates(s, ['2b', '3b', '4b']);
  assert.equal(answered.moved, true);
  assert.equal(answered.state.hand.win, '4b', 'the last tile added');
  assert.equal(withCandidates(answered.state, ['2b', '3b', '4b']).moved, false);
  assert.deepEqual(withCandidates(s, null).state.candidates, ['9c', '2b', '3b', '4b'], 'no answer: every tile');
});
