/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// The engine in a worker (a classic worker script): work on large input, such as reading a game
// file of thousands of hands, runs here, apart from the page, which stays free to draw and to
// answer taps meanwhile. It answers each message {id, name, args, parts} with {id, text} (the
// engine's answer, JSON text as engine.js's answerOf reads it) or {id, failed} (why the call threw).
// With `parts`, a long answer comes as {id, head, lists} instead: the answer without its long lists
// of hands (JSON text), and each such list as texts of SLICE items, which the page reads one per
// task (engine.js, answerInParts) rather than all at once.
/** @type {any} */ (self).importScripts('../engine/tally-engine.js');

/** An answer longer than this many characters is sent in parts, when parts are asked for. */
const LONG_ANSWER = 200_000;
/** The hands in one part of a list. */
const SLICE = 100;

/** Where lists of hands are in the engine's answers: a game's view, a game file, or both. */
const LISTS = [['hands'], ['game', 'hands'], ['record', 'hands']];

function inParts(text) {
  const answer = JSON.parse(text);
  const lists = [];
  LISTS.forEach((path) => {
    const owner = path.slice(0, -1).reduce((o, key) => (o && typeof o === 'object' ? o[key] : undefined), answer);
    const list = owner && owner[path[path.length - 1]];
    if (!Array.isArray(list) || list.length <= SLICE) return;
    const texts = [];
    for (let i = 0; i < list.length; i += SLICE) texts.push(JSON.stringify(list.slice(i, i + SLICE)));
    owner[path[path.length - 1]] = [];
    lists.push({ path, texts });
  });
  return { head: JSON.stringify(answer), lists };
}

/**
 * The last answer asked to be kept ({key, answer}): that of a call on a stored game file, under its
 * id, when it was last changed, the function and its other arguments (see engine.js, callStored).
 */
let kept = { key: null, answer: null };

/** The entry of a game file kept in the page's IndexedDB ({db, version, store, id}), read here. */
function stored({ db, version, store, id }) {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(db, version);
    opening.onupgradeneeded = () => opening.transaction.abort();
    opening.onerror = () => reject(opening.error || new Error(`${db} could not be opened`));
    opening.onsuccess = () => {
      const request = opening.result.transaction(store, 'readonly').objectStore(store).get(id);
      request.onsuccess = () => {
        opening.result.close();
        resolve(request.result);
      };
      request.onerror = () => {
        opening.result.close();
        reject(request.error);
      };
    };
  });
}

self.onmessage = async (event) => {
  const { id, name, args, parts, keep } = event.data;
  try {
    let key = null;
    let entry;
    if (args[0] && args[0].stored) {
      const where = args[0].stored;
      const found = await stored(where);
      if (!found) {
        self.postMessage({ id, failed: `no game ${where.id} is kept` });
        return;
      }
      entry = { updated: found.updated, moved: found.moved };
      key = keep ? JSON.stringify([where.id, found.updated, name, args.slice(1)]) : null;
      if (key && kept.key === key) {
        self.postMessage({ id, entry, ...kept.answer });
        return;
      }
      args[0] = found.record;
    }
    const text = /** @type {any} */ (self).TallyEngine[name](...args);
    const answer = parts && text.length > LONG_ANSWER ? inParts(text) : { text };
    if (key) kept = { key, answer };
    self.postMessage({ id, entry, ...answer });
  } catch (e) {
    self.postMessage({ id, failed: String(e && e.message ? e.message : e) });
  }
};
