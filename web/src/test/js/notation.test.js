/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// The page's hand notation (notation.js) read and written as docs/notation.md says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  parse, format, checkedHand, emptyHand, effectiveCount, tilesOfCompleteHand, keyOf, withKey, withoutKeys, hasNoTiles,
} from '../../main/resources/public/js/notation.js';

test('a hand read and written again is the same notation, in canonical order', () => {
  const hand = parse('55c [EEE] {9999c} 123b f2 win=5c by=discard seat=S original-call');
  assert.deepEqual(hand.exposed, [['E', 'E', 'E']]);
  assert.deepEqual(hand.kongs, [['9c', '9c', '9c', '9c']]);
  assert.deepEqual(hand.concealed, ['1b', '2b', '3b', '5c', '5c']);
  assert.deepEqual(hand.bonus, ['f2']);
  assert.equal(hand.win, '5c');
  assert.equal(hand.by, 'discard');
  assert.deepEqual(hand.flags, ['original-call']);
  assert.equal(format(hand), '[EEE] {9999c} 123b 55c f2 seat=S win=5c by=discard original-call');
});

test('any flag of the notation is read as a flag: which ones exist is the engine\'s to say', () => {
  // East's streak and claimed kongs are flags as much as the two the page once listed.
  const hand = parse('[111b] [555c] 999d 123c 22b seat=E win=2b by=discard east-streak claimed-kongs');
  assert.deepEqual(hand.flags, ['east-streak', 'claimed-kongs']);
  // a flag of a house ruleset the page has never heard of is read too; the engine judges it
  assert.deepEqual(parse('123b 55c a-house-flag').flags, ['a-house-flag']);
  assert.throws(() => parse('123b 2X'), /unreadable/);
});

test('a kong counts as three tiles; a complete hand has one more tile per kong', () => {
  const hand = parse('[EEEE] {9999c} 123b 55c');
  assert.equal(effectiveCount(hand), 3 + 3 + 5);
  assert.equal(tilesOfCompleteHand(hand), 16);
});

test('a stored hand is taken back only with every field of its shape', () => {
  const hand = parse('123b 55c win=5c');
  assert.deepEqual(checkedHand(JSON.parse(JSON.stringify(hand))), hand);
  assert.equal(checkedHand({ ...hand, concealed: ['1b', 'nonsense'] }), null);
  assert.equal(checkedHand({ ...hand, by: 'Not A Way' }), null);
  assert.equal(checkedHand(null), null);
  assert.deepEqual(checkedHand(emptyHand()), emptyHand());
});

test('context keys are found, changed and taken out where they are written', () => {
  const text = '123b 55c seat=S win=5c';
  assert.equal(keyOf(text, 'seat'), 'S');
  assert.equal(keyOf(text, 'round'), null);
  assert.equal(withKey(text, 'seat', 'W'), '123b 55c seat=W win=5c');
  assert.equal(withoutKeys(text, ['seat', 'win']), '123b 55c');
  assert.equal(hasNoTiles('seat=S win=5c'), true);
  assert.equal(hasNoTiles('f1'), false);
});
