/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// Club games (kept on the server that served the page) with a connection that comes and goes.
//
// Every change of a club game's hands (record, correct, delete) goes first into an outbox kept in
// IndexedDB (database "mahjong-tally-club", store "outbox"), and only then to the server, so that
// a reload, a locked phone or a closed tab never loses a hand. The outbox is sent in order, one
// change at a time, each with If-Match of the version the previous answer gave; a change leaves
// the outbox only in the same transaction that keeps the server's acknowledgement. It is sent on
// every page start, when the browser says it is online again, and on a timer that waits longer
// after each failed try.
//
// A change whose answer was lost (the request left, the connection dropped) is not made twice:
// each change gets its own random id when it is queued, sent as the header Idempotency-Key
// every time it is tried, and the server keeps the ids of the changes it made. A change it made
// already is answered as made ("alreadyMade": the version it made), whatever happened to the
// game since; only that answer, or the server's acknowledgement, takes a change out of the
// outbox. A 409 (the game is not at the version the change was made on, and the server never
// made this change) is always a conflict: sending stops for that game until the table chooses
// (resolve / discard), and nothing is overwritten. A game that merely looks as if the change
// was made (one hand fewer, after another phone deleted another hand) is not taken for it.
//
// Store "kept" holds, per club game, the last the server said of it: its version, its view and
// its game file (export.json). The table is drawn from that and the unsent changes, worked out by
// the engine in the page (engine.js) from the game's own rules, so an unsent hand shows its
// scores and payments as the server will.
import { callFor, isLong } from './engine.js';
import { language, t } from './i18n.js';
import { database, everyEntry } from './idb.js';
import { CLUB } from './stores.js';
import {
  FIRST_WAIT, nextWait, queued, failureOf, madeOnKept, movedOnSince,
} from './outbox-model.js';

const OUTBOX = CLUB.outbox;
const KEPT = CLUB.kept;
/** The event sent on window when what is sent or kept of a club game changed: detail.id. */
export const CHANGED = 'tally-club-changed';

class StorageError extends Error {}

function storageFailed(e) {
  if (e instanceof StorageError) return e;
  return new StorageError(t('phone.storageFailed', { reason: String(e && (e.message || e.name) || e) }));
}

const { transaction } = database(CLUB, storageFailed);

/** The server's API, given by api.js: send(change, version) and get(id), exportRecord(id). */
let server = null;

/**
 * A new random id for a change (128 bits, as 32 hex digits). Not crypto.randomUUID, which a page
 * served over plain HTTP from a club server's address (not a secure context) does not have.
 */
export function newChangeId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

// ---------------------------------------------------------------------------------------
// What is kept.

/** The unsent changes of a game (of every game without id), oldest first. */
export async function unsent(id) {
  const all = await transaction(OUTBOX, 'readonly', everyEntry);
  return id === undefined ? all : all.filter((c) => c.game === id);
}

/** What is kept of a club game, or undefined. */
export async function kept(id) {
  return transaction(KEPT, 'readonly', (store, done) => {
    const request = store.get(id);
    request.onsuccess = () => done.resolve(request.result);
  });
}

/** Every club game kept on this phone. */
export async function allKept() {
  return transaction(KEPT, 'readonly', everyEntry);
}

/** Changes what is kept of a game: change(entry or undefined) gives the new entry. */
function updateKept(id, change) {
  return transaction(KEPT, 'readwrite', (store, done) => {
    const request = store.get(id);
    request.onsuccess = () => {
      const next = change(request.result);
      if (next) store.put(next);
      done.resolve(next);
    };
  });
}

function changed(id) {
  window.dispatchEvent(new CustomEvent(CHANGED, { detail: { id } }));
}

/**
 * Keeps a game as the server showed it now (a full view with its version), with its game file
 * once fetched for this version. While the game has unsent changes, the version they are sent
 * on stays (a newer game on the server is a conflict for the table to settle), unless `rebase`.
 * `known`: the game file of this very view, when the page has it already.
 */
export async function keep(view, rebase = false, known = null) {
  if (!rebase && (await unsent(view.id)).length) return;
  const before = await kept(view.id);
  let record = before && before.recordVersion === view.version ? before.record : known;
  if (!record && server) {
    try {
      const file = await server.exportRecord(view.id);
      // the file of the version just seen, unless a hand came meanwhile
      if (Array.isArray(file.hands) && file.hands.length === view.hands.length) record = file;
    } catch (e) { /* drawn from the view alone until the file can be fetched */ }
  }
  await updateKept(view.id, (old) => ({
    ...(old || {}), id: view.id, version: view.version, shareId: view.shareId, view,
    record, recordVersion: record ? view.version : null,
  }));
}

// ---------------------------------------------------------------------------------------
// The engine's view of a game with its unsent changes.

/**
 * The engine's answer to one change of a game file: {record, game} or {error}; a long game's
 * worked out in the worker (engine.js callFor).
 */
async function applied(record, change) {
  const lang = language();
  const long = isLong(record);
  const { value, error } = await (change.kind === 'record' ? callFor(long, 'recordHand', record, change.body, lang)
    : change.kind === 'correct' ? callFor(long, 'correctHand', record, Number(change.n), change.body, lang)
      : callFor(long, 'deleteHand', record, Number(change.n), lang));
  return error ? { error } : value;
}

/** The hand number a change gives or changes in a game of `count` hands. */
function numberOf(change, count) {
  return change.kind === 'record' ? count + 1 : Number(change.n);
}

/**
 * The game as it will be once its unsent changes are sent: the kept game file with each change
 * applied by the engine, or the kept view alone when no file is kept. Each change gets `number`
 * (the hand it records or changes) and `hand` (that hand as the engine works it out, if it can).
 */
async function withChanges(entry, changes) {
  const shown = changes.map((c) => ({ ...c }));
  if (!entry.record) {
    let count = entry.view.hands.length;
    shown.forEach((c) => {
      c.number = numberOf(c, count);
      if (c.kind === 'record') count += 1;
      else if (c.kind === 'delete') count -= 1;
    });
    return { game: entry.view, changes: shown };
  }
  let record = entry.record;
  let game = null;
  for (const c of shown) {
    c.number = numberOf(c, record.hands.length);
    const answer = await applied(record, c);
    if (answer.error) {
      c.error = answer.error;
      continue;
    }
    record = answer.record;
    game = answer.game;
    if (c.kind !== 'delete') c.hand = game.hands[c.number - 1];
  }
  if (!game) {
    const { value } = await callFor(isLong(record), 'game', record, language());
    game = value || entry.view;
  }
  return { game, changes: shown };
}

/**
 * The game as it would be after this phone's unsent changes and one more ({kind: 'correct' |
 * 'delete', n, body}), worked out by the engine on the game's file and not queued: {game} or
 * {error} of the engine; null when no file of the game is kept and none can be fetched.
 */
export async function preview(id, change) {
  const entry = await kept(id);
  if (!entry) return null;
  let record = entry.record;
  if (!record && server) {
    try {
      const file = await server.exportRecord(id);
      if (Array.isArray(file.hands) && file.hands.length === entry.view.hands.length) record = file;
    } catch (e) { /* offline: nothing to work it out on */ }
  }
  if (!record) return null;
  const { game, changes } = await withChanges({ ...entry, record }, [...await unsent(id), change]);
  const last = changes[changes.length - 1];
  return last.error ? { error: last.error } : { game };
}

/**
 * A club game as this phone shows it: the server's game (`view`, or offline the last kept) with
 * this phone's unsent changes on the version they were made on, marked {club: true, unsent:
 * [changes], conflict, refusal, offline}. Undefined when nothing is kept and no view is given.
 */
export async function shown(id, view, offline) {
  const entry = await kept(id);
  const changes = entry ? await unsent(entry.id) : [];
  if (!changes.length) {
    const game = view || (entry && entry.view);
    return game ? { ...game, club: true, unsent: [], offline, conflict: null, refusal: null } : undefined;
  }
  const { game, changes: marked } = await withChanges(entry, changes);
  const conflict = entry.conflict ? { ...entry.conflict, afterTheirs: await afterTheirs(entry, changes) } : null;
  return {
    ...game, id: entry.id, version: entry.version, shareId: entry.shareId, club: true,
    unsent: marked, offline, conflict, refusal: entry.refusal || null, keptView: entry.view,
  };
}

/**
 * The game file of the server's game a conflict showed: this game's file (its players, rules and
 * options never change) with the server's hands, as its view records them.
 */
function theirRecord(entry) {
  const theirs = entry.conflict && entry.conflict.theirs;
  if (!entry.record || !theirs || !Array.isArray(theirs.hands)) return null;
  return { ...entry.record, hands: theirs.hands.map((hand) => hand.record) };
}

/**
 * What adding this phone's unsent changes after the server's game would book: each change as
 * the engine works it out on the server's hands, in the place it will have there (its number,
 * its East, its payments), exactly as sendAll() sends it; null when no game file is kept to work
 * it out on.
 */
async function afterTheirs(entry, changes) {
  const record = theirRecord(entry);
  if (!record) return null;
  return (await withChanges({ record, view: entry.conflict.theirs }, changes)).changes;
}

// ---------------------------------------------------------------------------------------
// Changes queued and sent.

/**
 * Queues a change of a club game ({kind: record|correct|delete, n, body}) and sends what is
 * queued. A change the engine refuses for the game as kept is refused at once and not queued
 * (error {code, message}). Resolves with {sent: true} once the server has it, else
 * {sent: false} (kept on this phone: offline, or waiting for the table to settle a conflict);
 * rejects with the server's refusal of this very change when it was its first and only try.
 */
export async function queue(id, change) {
  const entry = await kept(id);
  if (entry && entry.record) {
    const { changes } = await withChanges(entry, [...await unsent(id), change]);
    const refused = changes[changes.length - 1].error;
    if (refused) return { refused };
  }
  const seq = await transaction(OUTBOX, 'readwrite', (store, done) => {
    const request = store.add(queued(id, change, newChangeId(), new Date()));
    request.onsuccess = () => done.resolve(request.result);
  });
  changed(id);
  const outcome = await sendAll();
  const left = await unsent(id);
  if (!left.some((c) => c.seq === seq)) return { sent: true };
  const refusal = outcome.refused[seq];
  if (refusal && left.length === 1) {
    // Refused on its first try, with nothing before it: the form that sent it says why.
    await discard(id);
    throw refusal;
  }
  return { sent: false };
}

let sending = null;
let sendAgain = false;
let retry = null;
let wait = FIRST_WAIT;

/**
 * Sends every queued change, game by game, each in order; a game with a conflict or a refusal
 * waits for the table. Asked while sending, it sends once more after, so a change queued
 * meanwhile is not left behind. {refused: {seq: error}} of what the server refused.
 */
export function sendAll() {
  if (sending) {
    sendAgain = true;
    return sending;
  }
  // One sender at a time across the phone's tabs, where the browser can say so.
  const once = () => (navigator.locks ? navigator.locks.request('mahjong-tally-outbox', sendQueued) : sendQueued());
  sending = (async () => {
    const refused = {};
    do {
      sendAgain = false;
      Object.assign(refused, (await once()).refused);
    } while (sendAgain);
    return { refused };
  })().finally(() => { sending = null; });
  return sending;
}

async function sendQueued() {
  const refused = {};
  if (!server) return { refused };
  let all;
  try {
    all = await unsent();
  } catch (e) {
    return { refused };
  }
  const blocked = new Set();
  let offline = false;
  for (const change of all) {
    if (blocked.has(change.game)) continue;
    const entry = await kept(change.game);
    if (!entry || entry.conflict || entry.refusal) {
      blocked.add(change.game);
      continue;
    }
    const outcome = await sendOne(change, entry);
    if (outcome === 'offline') {
      offline = true;
      break;
    }
    if (outcome !== 'sent') {
      blocked.add(change.game);
      if (outcome.refused) refused[change.seq] = outcome.refused;
    }
    changed(change.game);
  }
  if (offline) retryLater();
  else {
    wait = FIRST_WAIT;
    clearTimeout(retry);
    retry = null;
  }
  return { refused };
}

function retryLater() {
  clearTimeout(retry);
  retry = setTimeout(() => { retry = null; sendAll(); }, wait);
  wait = nextWait(wait);
}

/** One change sent: 'sent', 'offline', or {conflict} / {refused} kept for the table. */
async function sendOne(change, entry) {
  let after = null;
  if (entry.record) {
    const answer = await applied(entry.record, change);
    if (!answer.error) after = answer;
  }
  // A change queued by an older page has no id yet: it gets one, kept before it is sent.
  const marked = change.id ? change : { ...change, id: newChangeId() };
  if (marked !== change) await transaction(OUTBOX, 'readwrite', (store) => { store.put(marked); });
  let answer;
  try {
    answer = await server.send(marked, entry.version);
  } catch (e) {
    const failure = failureOf(e);
    if ('offline' in failure) return 'offline';
    if ('conflict' in failure) {
      await updateKept(entry.id, (old) => ({ ...old, conflict: { theirs: failure.conflict, at: new Date().toISOString() } }));
      return { conflict: failure.conflict };
    }
    await updateKept(entry.id, (old) => ({ ...old, refusal: { ...failure.refusal, seq: change.seq } }));
    return { refused: e };
  }
  if (answer && answer.alreadyMade) return alreadyMade(marked, entry, answer, after);
  await acknowledged(marked, entry, answer, after);
  return 'sent';
}

/**
 * The server made this change already (an earlier try whose answer was lost): it leaves the
 * outbox. The game it made is the kept game with this change, as the engine works it out
 * (`after`), at the version the server says it made; this phone's later changes are sent on
 * that version, so what another phone did since is a conflict for them, as it would have been.
 * Without the game file to work it out on, the kept game becomes the server's as it is now, and
 * if it moved on since and changes of this phone are still waiting, the table is shown both.
 */
async function alreadyMade(change, entry, answer, after) {
  const made = answer.alreadyMade.version;
  if (madeOnKept(entry.version, made, Boolean(after))) {
    await acknowledged(change, entry, { version: made }, after);
    return 'sent';
  }
  const now = { ...answer };
  delete now.alreadyMade;
  await acknowledged(change, entry, now, null);
  const waiting = (await unsent(entry.id)).length;
  if (movedOnSince(made, now.version, waiting)) {
    await updateKept(entry.id, (old) => ({ ...old, conflict: { theirs: now, at: new Date().toISOString() } }));
    return { conflict: now };
  }
  return 'sent';
}

/**
 * A change the server has: out of the outbox, and the kept game moved to the server's version
 * in the same transaction; its game file is the engine's `after` (what the server made of it).
 */
async function acknowledged(change, entry, answer, after) {
  const version = answer.version;
  const full = Array.isArray(answer.hands) ? answer : null;
  await transaction([OUTBOX, KEPT], 'readwrite', ([outbox, keptStore], done) => {
    outbox.delete(change.seq);
    const request = keptStore.get(entry.id);
    request.onsuccess = () => {
      const old = request.result || entry;
      const view = full || (after ? { ...after.game, id: entry.id, version, shareId: old.shareId } : old.view);
      const next = {
        ...old, version, view,
        record: after ? after.record : null, recordVersion: after ? version : null,
      };
      keptStore.put(next);
      done.resolve(next);
    };
  });
}

/**
 * The table chose to add this phone's unsent changes after what the server has now: the kept
 * game becomes the server's, and the changes are sent on top of it.
 */
export async function addAfterTheirs(id) {
  const entry = await kept(id);
  if (!entry || !entry.conflict) return sendAll();
  await updateKept(id, (old) => ({ ...old, conflict: null, refusal: null }));
  // The very file the conflict card worked its promise out on.
  await keep(entry.conflict.theirs, true, theirRecord(entry));
  changed(id);
  return sendAll();
}

/** Sends again what a refusal stopped (the key was fixed, the server is back to normal). */
export async function tryAgain(id) {
  await updateKept(id, (old) => (old ? { ...old, refusal: null } : old));
  changed(id);
  return sendAll();
}

/**
 * The table chose to drop this phone's unsent changes of a game: they leave the outbox, and the
 * kept game becomes the server's as the conflict showed it.
 */
export async function discard(id) {
  const entry = await kept(id);
  await transaction(OUTBOX, 'readwrite', (store, done) => {
    const request = store.getAll();
    request.onsuccess = () => {
      (request.result || []).filter((c) => c.game === id).forEach((c) => store.delete(c.seq));
      done.resolve();
    };
  });
  await updateKept(id, (old) => (old ? { ...old, conflict: null, refusal: null } : old));
  if (entry && entry.conflict) await keep(entry.conflict.theirs, true);
  changed(id);
}

/**
 * Starts sending: now, whenever the browser is online again, and on the retry timer.
 * @param {{send: (change: any, version: number) => Promise<any>, exportRecord: (id: string) => Promise<any>}} api
 */
export function start(api) {
  server = api;
  window.addEventListener('online', () => {
    wait = FIRST_WAIT;
    sendAll();
  });
  sendAll();
}
