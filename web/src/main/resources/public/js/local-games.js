/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// Games kept on this phone, in IndexedDB: one object store, "games", of entries
// {id, updated, record, moved?, sending?}, the record being the game file that `tally game export` writes
// and `tally game import` reads (format "mahjong-tally-game"); `moved` ({id, at}) says that the
// game was sent to the club server, as the game of that id there, and is no longer changed here
// (the hands are recorded on the club server from then on); `sending` ({id, updated}) is the id
// it is sent there with (moveId). Nothing here knows the rules: every
// change goes through the engine (engine.js), which replays the game and refuses a hand the game
// cannot accept (a long game's in a worker, the page free meanwhile: engine.js callFor); a change
// is written in one readwrite transaction only if the game is still as it was read (else it is
// worked out again), and is acknowledged only once that transaction has completed (durability
// "strict"), so a hand the page said was saved is on the phone's disk.
import {
  ready, answerOf, callFor, callStored, isLong, rulesOnly, LONG_GAME,
} from './engine.js';
import { language, t } from './i18n.js';
import { database, everyEntry } from './idb.js';
import { GAMES, takeFirstGamesRead } from './stores.js';

const STORE = GAMES.store;
/** The ids of games kept on a phone start so; the club server's never do (store/GameIds). */
const PREFIX = 'ph-';
const ID_LETTERS = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Whether a game id is that of a game kept on this phone. */
export function isPhoneGame(id) {
  return typeof id === 'string' && id.startsWith(PREFIX);
}

/** A refusal of the engine, or of this store ({code, message}), until the API wraps it as an ApiError. */
class Refusal extends Error {
  constructor(error) {
    super(error.message);
    this.refusal = error;
  }
}

/** The promise, its refusals turned into the caller's errors by toError({code, message}). */
export async function withErrors(promise, toError) {
  try {
    return await promise;
  } catch (e) {
    if (e instanceof Refusal) throw toError(e.refusal);
    throw e;
  }
}

function notFound(id) {
  return new Refusal({ code: 'game-not-found', message: t('phone.notFound', { id }) });
}

function storageFailed(e) {
  return new Refusal({ code: 'storage', message: t('phone.storageFailed', { reason: String(e && (e.message || e.name) || e) }) });
}

const { transaction: inStore } = database(GAMES, (e) => (e instanceof Refusal ? e : storageFailed(e)));

/** The entries of one read-only request, or a readwrite one whose work is done in `work`. */
function transaction(mode, work) {
  // A change makes the read started with the page out of date.
  if (mode !== 'readonly') takeFirstGamesRead();
  return inStore(STORE, mode, work);
}

/**
 * How many hands each game kept here had when it was last read here (the games list, a game
 * opened): a long one's view is asked of the worker at once (game()).
 */
const handsRead = new Map();

function noteHands(id, record) {
  if (record && Array.isArray(record.hands)) handsRead.set(id, record.hands.length);
}

/**
 * The last record read or written, so that scoring a tap of its game reads no storage: only its
 * rules matter there, and a game's rules never change.
 */
let last = { id: null, record: null };

function remember(id, record) {
  last = { id, record };
}

/** A game's entry as stored now, or the refusal that there is none. */
async function entry(id) {
  const found = await transaction('readonly', (store, done) => {
    const request = store.get(id);
    request.onsuccess = () => done.resolve(request.result);
  });
  if (!found) throw notFound(id);
  remember(id, found.record);
  noteHands(id, found.record);
  return found;
}

/** A game's record for scoring in it: the one kept from the last read, else as stored. */
async function rulesRecord(id) {
  return last.id === id && last.record ? last.record : (await entry(id)).record;
}

/** An engine answer's value, or its refusal thrown. */
function value(text) {
  const { value: answer, error } = answerOf(text);
  if (error) throw new Refusal(error);
  return answer;
}

function newId() {
  const bytes = new Uint8Array(10);
  crypto.getRandomValues(bytes);
  return PREFIX + Array.from(bytes, (b) => ID_LETTERS[b % ID_LETTERS.length]).join('');
}

/** The game as the API shows one, marked as kept on this phone (and where it moved, if it did). */
function shown(game, updated, moved) {
  return moved ? { ...game, phone: true, updated, moved } : { ...game, phone: true, updated };
}

function movedAway(moved) {
  return new Refusal({ code: 'game-moved', message: t('phone.movedRefused', { id: moved.id }) });
}

/** Adds a new game's entry; its id is new, so nothing is overwritten. */
async function add(answer) {
  const updated = new Date().toISOString();
  const id = answer.record.id;
  await transaction('readwrite', (store) => { store.add({ id, updated, record: answer.record }); });
  remember(id, answer.record);
  return shown(answer.game, updated);
}

/** Starts a game on this phone: the body of POST /api/games. The game as the API shows one. */
export async function create(body) {
  const engine = await ready();
  const id = newId();
  return add(value(engine.newGame(body, id, new Date().toISOString(), language())));
}

/**
 * An engine function whose work grows with the game, called on a game file (`record` the first
 * argument): in the worker for a long game (engine.js callFor). Its answer's value, or its
 * refusal thrown.
 */
async function worked(name, record, ...args) {
  const { value: answer, error } = await callFor(isLong(record), name, record, ...args);
  if (error) throw new Refusal(error);
  return answer;
}

/** A game kept on this phone, as GET /api/games/{id} shows one (without a version or share id). */
export async function game(id) {
  const lang = language();
  // A game known to be long is worked out in the worker, which reads it itself: the page neither
  // reads nor copies a file of thousands of hands.
  if ((handsRead.get(id) || 0) >= LONG_GAME) {
    const shownThere = await storedView(id, lang);
    if (shownThere) return shownThere;
  }
  const found = await entry(id);
  if (isLong(found.record)) {
    const shownThere = await storedView(id, lang);
    if (shownThere) return shownThere;
  }
  return shown(await worked('game', found.record, lang), found.updated, found.moved);
}

/**
 * A game kept here as the API shows one, worked out in the worker on the file it reads itself
 * (engine.js callStored); null where it could not be (no worker, no such game). Throws the
 * engine's refusal.
 */
async function storedView(id, lang) {
  let answer;
  try {
    answer = await callStored({ db: GAMES.name, version: GAMES.version, store: STORE, id }, 'game', lang);
  } catch (e) {
    return null; // not read there (gone meanwhile, storage refused): read here, which says why
  }
  if (!answer) return null;
  if (answer.error) throw new Refusal(answer.error);
  return shown(answer.value, answer.entry.updated, answer.entry.moved);
}

/**
 * One change of a game's hands: the entry read, the change worked out by the engine (`work()`
 * names the engine's function and its arguments after the game file) and the entry written, in one
 * transaction, if the game is still as it was read; else worked out again on the game as it is.
 * Resolves with the game as the API shows it once written.
 */
async function change(id, work) {
  for (;;) {
    const found = await entry(id);
    if (found.moved) throw movedAway(found.moved);
    const [name, ...args] = work();
    const answer = await worked(name, found.record, ...args);
    const updated = new Date().toISOString();
    const changed = await rewrite(id, (now) => {
      if (now.moved) throw movedAway(now.moved);
      // Changed meanwhile (another tab): the change is worked out again on the game as it is now.
      if (now.updated !== found.updated || now.record.hands.length !== found.record.hands.length) return { result: null };
      return { put: { id, updated, record: answer.record }, result: { answer, updated } };
    });
    if (changed) {
      remember(id, changed.answer.record);
      return shown(changed.answer.game, changed.updated);
    }
  }
}

/**
 * A game's entry read and rewritten in one transaction: `work(found)` answers `{put, result}`
 * (`put` the entry to write, if any) or throws a Refusal; a game not kept here is refused.
 * Resolves with `result`.
 */
function rewrite(id, work) {
  return transaction('readwrite', (store, done) => {
    const request = store.get(id);
    request.onsuccess = () => {
      const found = request.result;
      if (!found) {
        done.refuse(notFound(id));
        return;
      }
      let outcome;
      try {
        outcome = work(found);
      } catch (e) {
        if (!(e instanceof Refusal)) throw e;
        done.refuse(e);
        return;
      }
      if (outcome.put) store.put(outcome.put);
      done.resolve(outcome.result);
    };
  });
}

/** Records a hand (the body of POST /api/games/{id}/hands). */
export function recordHand(id, hand) {
  return change(id, () => ['recordHand', hand, language()]);
}

/** Corrects hand n (the body of PUT /api/games/{id}/hands/{n}). */
export function correctHand(id, n, hand) {
  return change(id, () => ['correctHand', Number(n), hand, language()]);
}

/** Deletes hand n. */
export function deleteHand(id, n) {
  return change(id, () => ['deleteHand', Number(n), language()]);
}

/**
 * The game as it would be after a change of hand n ({kind: 'correct', n, body} or {kind:
 * 'delete', n}), worked out by the engine and not written: what the screens say before the
 * change is confirmed.
 */
export async function preview(id, change) {
  const { record } = await entry(id);
  const lang = language();
  return (change.kind === 'delete' ? await worked('deleteHand', record, Number(change.n), lang)
    : await worked('correctHand', record, Number(change.n), change.body, lang)).game;
}

/** A hand scored under the game's own rules, as POST /api/games/{id}/score answers. */
export async function scoreInGame(id, hand) {
  const engine = await ready();
  return value(engine.scoreInGame(rulesOnly(await rulesRecord(id)), { hand }, language()));
}

/** The game file of a game kept here without its hands: its rules, for its special hands. */
export async function rulesFile(id) {
  return rulesOnly((await entry(id)).record);
}

/** The flags of the notation that the game's own rules use, as the engine says: ["original-call", ...]. */
export async function flags(id) {
  const engine = await ready();
  return value(engine.flags(null, await rulesRecord(id), language()));
}

/** The game file of a game kept here, as indented JSON text (what `tally game import` reads). */
export async function exportText(id) {
  return `${JSON.stringify(await worked('exportGame', (await entry(id)).record, language()), null, 2)}\n`;
}

/** How large a game file may be, as the engine says: {bytes, hands}. */
export async function gameFileBounds() {
  const engine = await ready();
  return value(engine.gameFileBounds(language()));
}

/**
 * A game file this long or longer is read by the engine in the worker, the page free meanwhile:
 * reading grows with the hands, some 1,500 of which fit in 100,000 characters (a second and a
 * half of work); a shorter file is read here at once, without waiting for the worker to start.
 */
const LONG_FILE = 20_000;

/** A game file's text taken onto this phone as a new game; the game as the API shows one. */
export async function importText(text) {
  const args = [String(text), newId(), new Date().toISOString(), language()];
  const { value: answer, error } = await callFor(args[0].length >= LONG_FILE, 'importGame', ...args);
  if (error) throw new Refusal(error);
  return add(answer);
}

/** Where a game kept here was moved to ({id, at} of the club server's game), or null. */
export async function movedTo(id) {
  return (await entry(id)).moved || null;
}

/**
 * Marks a game kept here as moved to the club server's game `clubId`: kept as it is, no longer
 * changed here. A game already marked keeps the mark it has. Resolves with the mark kept.
 */
export async function markMoved(id, clubId) {
  return rewrite(id, (found) => {
    if (found.moved) return { result: found.moved };
    const moved = { id: String(clubId), at: new Date().toISOString() };
    return { put: { ...found, moved }, result: moved };
  });
}

/**
 * The id this phone sends with the game when it moves it to the club server (Idempotency-Key):
 * made once by `make` and kept with the game, so that sending again after a lost answer opens
 * the game the first try started rather than starting a second; a new one once the game was
 * changed here since (the server would otherwise answer the game as it was).
 */
export async function moveId(id, make) {
  return rewrite(id, (found) => {
    if (found.sending && found.sending.updated === found.updated) return { result: found.sending.id };
    const sending = { id: make(), updated: found.updated };
    return { put: { ...found, sending }, result: sending.id };
  });
}

/** Forgets a game kept on this phone. */
export async function remove(id) {
  await transaction('readwrite', (store) => { store.delete(id); });
  if (last.id === id) remember(null, null);
  handsRead.delete(id);
}

/**
 * The games kept on this phone, the one changed last first: {id, players, hands, created,
 * updated, phone}. Read from the records, without replaying them.
 */
export async function list() {
  const early = takeFirstGamesRead();
  const entries = (early && await early) || await transaction('readonly', everyEntry);
  entries.forEach((e) => noteHands(e.id, e.record));
  return entries.map((e) => ({
    id: e.id,
    players: e.record.players,
    hands: Array.isArray(e.record.hands) ? e.record.hands.length : 0,
    ruleset: e.record.ruleset ? { id: e.record.ruleset.id, name: e.record.ruleset.name } : undefined,
    created: e.record.created,
    updated: e.updated,
    phone: true,
    ...(e.moved ? { moved: e.moved } : {}),
  })).sort((a, b) => String(b.updated).localeCompare(String(a.updated)));
}
