/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// The hand being recorded (record-model.js): its draft, the checks before saving, what is sent
// to settle it and to save it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  blankRec, recDraft, recFromDraft, ordered, statusOf, settleBody, saveProblem, saveBody, wayValue, wayOf, paysForAll,
} from '../../main/resources/public/js/record-model.js';

const PLAYERS = ['Ann', 'Bob', 'Cid', 'Dee'];
const SEATS = { Ann: 'E', Bob: 'S', Cid: 'W', Dee: 'N' };
const WAYS = [
  { code: 'wall', fromAnotherPlayer: false }, { code: 'loose', fromAnotherPlayer: false },
  { code: 'discard', fromAnotherPlayer: true }, { code: 'robbed', fromAnotherPlayer: true },
];

const fresh = () => blankRec({ id: 'g1', number: null, players: PLAYERS, method: 'difference', stored: null, ways: WAYS });

/** A hand where Dee went out, every score typed. */
function scored(points) {
  const rec = fresh();
  rec.winner = 'Dee';
  PLAYERS.forEach((p, i) => { rec.entries[p] = { mode: 'score', score: points[i], points: points[i] }; });
  return rec;
}

test('a new hand has nothing entered; a correction starts from the stored hand', () => {
  const rec = fresh();
  assert.equal(rec.winner, undefined);
  assert.deepEqual(Object.keys(rec.entries), PLAYERS);
  const stored = {
    winner: 'Bob', discarder: 'Cid', payForAll: true, scores: { Ann: 8, Cid: 0, Dee: 12 },
    hands: { Bob: '[RRR] 123b 555c 777d 55d win=5d by=robbed' },
    penalties: [{ amount: '30', payers: ['Ann'], payees: ['Bob'], reason: 'x' }],
  };
  const again = blankRec({ id: 'g1', number: 3, players: PLAYERS, method: 'alternative', stored, ways: WAYS });
  assert.equal(again.winner, 'Bob');
  assert.equal(again.open, 'Bob');
  assert.equal(again.by, 'robbed');
  assert.equal(again.payForAll, true);
  assert.equal(again.entries.Bob.mode, 'tiles');
  assert.deepEqual(again.entries.Ann, { mode: 'score', score: 8 });
  assert.deepEqual(again.penalties, [{ amount: 30, payers: ['Ann'], payees: ['Bob'], reason: 'x' }]);
  // a discarder named for a tile the winner drew: offered as on the discard, to correct
  const drawn = blankRec({
    id: 'g1', number: 3, players: PLAYERS, method: 'difference', stored: { ...stored, hands: { Bob: '123b win=3b by=wall' } }, ways: WAYS,
  });
  assert.equal(drawn.by, 'discard');
});

test('a draft read back is the hand entered; one that does not fit is refused', () => {
  const rec = scored([0, 8, 32, 40]);
  rec.discarder = 'Bob';
  rec.by = 'discard';
  const draft = JSON.parse(JSON.stringify(recDraft(rec)));
  const back = recFromDraft(draft, fresh(), PLAYERS);
  assert.equal(back.winner, 'Dee');
  assert.equal(back.discarder, 'Bob');
  assert.equal(back.entries.Cid.score, 32);
  assert.equal(recFromDraft({ ...draft, winner: 'Eve' }, fresh(), PLAYERS), null);
  assert.equal(recFromDraft({ ...draft, discarder: 'Dee' }, fresh(), PLAYERS), null, 'the winner discards to no one');
  assert.equal(recFromDraft({ ...draft, method: 'nonsense' }, fresh(), PLAYERS), null);
  assert.equal(recFromDraft({ ...draft, penalties: [{ amount: 0, payers: [], payees: [] }] }, fresh(), PLAYERS), null);
  assert.equal(recFromDraft({ ...draft, entries: { ...draft.entries, Ann: { mode: 'dance' } } }, fresh(), PLAYERS), null);
});

test('the entries are shown winner first, then by seat', () => {
  assert.deepEqual(ordered(PLAYERS, { Ann: 'S', Bob: 'E', Cid: 'N', Dee: 'W' }, undefined), ['Bob', 'Ann', 'Dee', 'Cid']);
  assert.deepEqual(ordered(PLAYERS, SEATS, 'Cid'), ['Cid', 'Ann', 'Bob', 'Dee']);
});

test('the line over Save says what is missing, wrong or ready', () => {
  const rec = fresh();
  assert.deepEqual(statusOf(rec, PLAYERS), { key: 'record.chooseWinner', blocked: false });
  rec.winner = 'Dee';
  rec.entries.Dee = { mode: 'score', score: 40, points: 40 };
  assert.deepEqual(statusOf(rec, PLAYERS), { key: 'record.waitingFor', names: ['Ann', 'Bob', 'Cid'], blocked: false });
  rec.entries.Ann = { mode: 'score', score: 3, points: null, problem: 'odd' };
  assert.deepEqual(statusOf(rec, PLAYERS), { key: 'record.fixScores', blocked: true });
  assert.deepEqual(statusOf(scored([0, 8, 32, 40]), PLAYERS), { key: 'record.ready', blocked: false });
  const draw = fresh();
  draw.winner = '';
  assert.equal(statusOf(draw, PLAYERS).key, 'record.drawReady');
});

test('the payments shown are settled under every option of the game, by seat', () => {
  const options = { limit: 1000, eastDoubles: true, discarderDoubles: true, differenceCap: false, method: 'difference', payForAll: false };
  assert.equal(settleBody(fresh(), { players: PLAYERS, seatOf: SEATS, options, payForAll: false }), null, 'no winner yet');
  const waiting = fresh();
  waiting.winner = 'Dee';
  assert.equal(settleBody(waiting, { players: PLAYERS, seatOf: SEATS, options, payForAll: false }), null, 'scores missing');
  const rec = scored([0, 8, 32, 40]);
  rec.discarder = 'Bob';
  rec.by = 'discard';
  rec.penalties = [{ amount: 30, payers: ['Ann'], payees: ['Cid'], reason: '' }];
  const body = settleBody(rec, { players: PLAYERS, seatOf: SEATS, options, payForAll: true });
  assert.deepEqual(body.scores, { E: 0, S: 8, W: 32, N: 40 });
  assert.equal(body.winner, 'N');
  assert.equal(body.discarder, 'S');
  assert.equal(body.options.discarderDoubles, true);
  assert.equal(body.options.payForAll, true, 'the rules decide while the table has not');
  assert.deepEqual(body.penalties, [{ amount: 30, payers: ['E'], payees: ['W'], reason: '' }]);
  rec.payForAll = false;
  assert.equal(settleBody(rec, { players: PLAYERS, seatOf: SEATS, options, payForAll: true }).options.payForAll, false);
  assert.equal(paysForAll({ ...rec, discarder: '' }, true), false, 'no discarder, no one pays for all');
});

test('a hand is saved only with a winner chosen, every score after a win and no penalty half entered', () => {
  const rec = fresh();
  assert.deepEqual(saveProblem(rec, PLAYERS, {}), { key: 'record.chooseWinner' });
  rec.winner = 'Dee';
  const given = { Ann: { score: 0 }, Bob: null, Cid: { score: 32 }, Dee: { hand: '[RRR] 123b 555c 777d 55d win=5d' } };
  assert.deepEqual(saveProblem(rec, PLAYERS, given), { key: 'record.notSaved', names: ['Bob'] });
  given.Bob = { score: 8 };
  rec.penalty = { payer: 'Ann', payee: '', amount: '5', offence: 'other', other: '' };
  assert.deepEqual(saveProblem(rec, PLAYERS, given), { key: 'penalty.notAdded' });
  rec.penalty = null;
  assert.equal(saveProblem(rec, PLAYERS, given), null);
  assert.deepEqual(saveBody(rec, PLAYERS, given), {
    winner: 'Dee', discarder: null, payForAll: null, scores: { Ann: 0, Bob: 8, Cid: 32 }, hands: { Dee: '[RRR] 123b 555c 777d 55d win=5d' },
  });
});

test('after a draw a half-typed hand does not stop the draw being saved', () => {
  const rec = fresh();
  rec.winner = '';
  rec.entries.Ann = { mode: 'tiles', points: null };
  const body = saveBody(rec, PLAYERS, { Ann: { hand: '123b' }, Bob: { score: 4 }, Cid: null, Dee: null });
  assert.deepEqual(body, { winner: null, discarder: null, payForAll: null, scores: { Bob: 4 }, hands: {} });
});

test('how the tile came and from whom is one choice', () => {
  const rec = scored([0, 8, 32, 40]);
  assert.equal(wayValue(rec, PLAYERS, WAYS), 'wall');
  rec.by = 'robbed';
  rec.discarder = 'Cid';
  assert.equal(wayValue(rec, PLAYERS, WAYS), 'robbed@2');
  assert.deepEqual(wayOf('robbed@2', PLAYERS), { by: 'robbed', discarder: 'Cid' });
  assert.deepEqual(wayOf('loose', PLAYERS), { by: 'loose', discarder: '' });
  rec.discarder = '';
  assert.equal(wayValue(rec, PLAYERS, WAYS), 'robbed@', 'stored on a discard without saying whose');
});
