/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// The engine in the page: the Java core, the ruleset loader and the JSON views compiled to
// JavaScript (module engine-js; the build copies its script to engine/tally-engine.js). It
// answers the very JSON bodies the HTTP API answers, so the calculators and the games kept on
// this phone need no server. Loaded once: index.html runs this module on its own (async), so that
// the engine is imported as soon as possible, while the rest of the page's modules are still on
// their way; the page's modules import this same instance.
//
// The script is a classic script (engine-js's ClassicScript), not a module: Chromium keeps the
// compiled code of a classic script that the service worker stored, so a later start reads that
// code instead of compiling the script again. Its body is one function in parentheses, which V8
// compiles while the script downloads; it sets one global, TallyEngine. It is loaded when the page
// starts, not statically: a page that cannot load it (offline before the service worker kept it)
// still draws its screens, and a later call tries again.

const SCRIPT = new URL('../engine/tally-engine.js', import.meta.url).href;

let loading = null;
let failures = 0;
let engine = null;

function load() {
  if (loading) return loading;
  // A later try asks for it under another address, past anything that remembered the failure.
  const address = failures ? `${SCRIPT}?try=${failures}` : SCRIPT;
  loading = new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = address;
    script.onload = () => resolve(globalThis.TallyEngine);
    script.onerror = () => {
      script.remove();
      reject(new Error('no answer'));
    };
    document.head.append(script);
  }).then((exports) => {
    if (!exports || typeof exports.score !== 'function') throw new Error('the engine script exported nothing');
    engine = exports;
    return exports;
  }, (e) => {
    loading = null; // a later call tries again (the phone may be back online)
    failures += 1;
    throw new Error(`the engine script engine/tally-engine.js did not load: ${e.message}`);
  });
  return loading;
}

/** The engine's functions, once loaded: for callers that must call it synchronously (in a transaction). */
export function ready() {
  return load();
}

/**
 * The engine's functions if it is loaded, else null: for words drawn at once (an element's name),
 * which say what they can without it.
 */
export function loaded() {
  return engine;
}

/**
 * Has the engine, once loaded and the page idle, score one hand that nobody sees: its first
 * answer compiles the scorer and reads the default rules, hundreds of milliseconds on a phone
 * that would otherwise fall on the first tile tapped. Called once the first screen is drawn.
 */
export function warmUp() {
  const idle = globalThis.requestIdleCallback || ((fn) => setTimeout(fn, 200));
  load().then((engine) => idle(() => {
    try {
      engine.score({ hand: 'EEE 222b 777c RRR 99d win=9d', ruleset: null }, 'en');
    } catch (e) { /* a real call says what is wrong */ }
  }, { timeout: 3000 }), () => {});
}

let worker = null;
let calls = 0;
const waiting = new Map();

/**
 * Posts one call to the worker (engine-worker.js), started the first time; `parts` asks for a
 * long answer in parts (see answerInParts); `keep` asks it to keep the answer (see callStored);
 * `sent`, the arguments as the worker is sent them (a game file as where it is stored: see
 * callStored). Where the page cannot start a worker, the call runs here instead, with `args`: its
 * answer as the worker would give it (a stored call: NoWorker thrown).
 */
async function post(name, args, parts, keep, sent = args) {
  if (!worker) {
    try {
      worker = new Worker(new URL('./engine-worker.js', import.meta.url));
    } catch (e) {
      if (sent !== args) throw new NoWorker(e.message);
      return { text: (await load())[name](...args) };
    }
    worker.onmessage = (event) => {
      const { id, failed } = event.data;
      const call = waiting.get(id);
      waiting.delete(id);
      if (call) {
        if (failed === undefined) call.resolve(event.data);
        else call.reject(new Error(failed));
      }
    };
    worker.onerror = (event) => {
      // The worker could not start (its script did not load): what waits is answered here.
      event.preventDefault();
      const pending = [...waiting.values()];
      waiting.clear();
      worker = null;
      pending.forEach((call) => {
        if (call.stored) call.reject(new NoWorker('the worker did not start'));
        else load().then((engine) => call.resolve({ text: engine[call.name](...call.args) }), call.reject);
      });
    };
  }
  calls += 1;
  const id = calls;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject, name, args, stored: sent !== args });
    worker.postMessage({ id, name, args: sent, parts, keep });
  });
}

/**
 * Calls one of the engine's functions in a worker (engine-worker.js), so that a long call (a game
 * file of thousands of hands read) leaves the page free to draw and to answer taps: its answer as
 * JSON text, as the function itself returns it. Where the page cannot start a worker, the call runs
 * here instead.
 */
export async function inWorker(name, ...args) {
  return (await post(name, args, false)).text;
}

/** A game of this many hands or more is worked out by the engine in the worker (callFor). */
export const LONG_GAME = 64;

/** Whether a game file is long enough for its work to go to the worker: LONG_GAME hands or more. */
export function isLong(record) {
  return Boolean(record && Array.isArray(record.hands) && record.hands.length >= LONG_GAME);
}

/**
 * A game file with its rules and none of its hands: all that scoring a hand under the game's
 * rules or listing its special hands needs, read in a moment however long the game.
 */
export function rulesOnly(record) {
  return { ...record, hands: [] };
}

/** Waits for the next task, so that the page draws and answers taps between two slices of work. */
function nextTask() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * An answer the worker sent in parts ({head, lists}): the head read, then each long list read a
 * slice per task and put where it belongs. Reading the view of a game of 10,000 hands (14 MB of
 * text) at once held the page for a quarter of a second; a slice takes a few milliseconds.
 */
async function answerInParts({ head, lists }) {
  const answer = answerOf(head);
  for (const { path, texts } of lists) {
    const items = [];
    for (const text of texts) {
      await nextTask();
      for (const item of JSON.parse(text)) items.push(item);
    }
    const owner = path.slice(0, -1).reduce((o, key) => o[key], answer.value);
    owner[path[path.length - 1]] = items;
  }
  return answer;
}

/**
 * Calls one of the engine's functions whose work grows with a game (a game replayed, changed,
 * exported): for a long game (`long`, see isLong) in the worker, its long answer read a slice at a
 * time, so that the page never stops for more than a moment; else here, at once. Its answer as
 * answerOf gives it.
 */
export async function callFor(long, name, ...args) {
  if (!long) return answerOf((await load())[name](...args));
  return answered(await post(name, args, true));
}

/**
 * Calls one of the engine's functions on a game file kept in IndexedDB, in the worker as callFor
 * does for a long game: the worker reads the entry itself (`stored`: {db, version, store, id}, its
 * database, store and key), so that the page neither reads nor copies the file, and keeps its
 * last answer: a second call on the same entry, not changed since (a game's table, then its score
 * sheet), is answered with it without the game worked out again. Its answer as answerOf gives it,
 * with `entry`: {updated, moved} of the entry read. Null where the page cannot start the worker:
 * the caller then reads the file itself.
 */
export async function callStored(stored, name, ...args) {
  if (typeof Worker !== 'function') return null;
  let reply;
  try {
    reply = await post(name, [null, ...args], true, true, [{ stored }, ...args]);
  } catch (e) {
    if (e instanceof NoWorker) return null;
    throw e;
  }
  const answer = await answered(reply);
  return { ...answer, entry: reply.entry };
}

/** The worker could not start: a call that needs it (callStored) is made otherwise. */
class NoWorker extends Error {}

function answered(answer) {
  return answer.text !== undefined ? answerOf(answer.text) : answerInParts(answer);
}

/**
 * An answer of the engine, JSON text of an API body or of the API's error body {code, message}:
 * {error: {code, message}} for a refusal, else {value}.
 */
export function answerOf(text) {
  const json = JSON.parse(text);
  if (json && typeof json === 'object' && !Array.isArray(json) && typeof json.code === 'string'
    && typeof json.message === 'string' && Object.keys(json).length === 2) {
    return { error: json };
  }
  return { value: json };
}

/** Calls one of the engine's functions; its answer as answerOf gives it. */
export async function call(name, ...args) {
  const engine = await load();
  return answerOf(engine[name](...args));
}

// The engine starts loading with the page, so that the first score is quick; a failure here is
// said by the first call.
load().catch(() => {});
