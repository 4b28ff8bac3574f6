/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// The engine in a worker (a classic worker script): work on large input, such as reading a game
// file of thousands of hands, runs here, apart from the page, which stays free to draw and to
// answer taps meanwhile. It answers each message {id, name, args} with {id, text} (the engine's
// answer, JSON text as engine.js's answerOf reads it) or {id, failed} (why the call threw).
/** @type {any} */ (self).importScripts('../engine/tally-engine.js');

self.onmessage = (event) => {
  const { id, name, args } = event.data;
  try {
    self.postMessage({ id, text: /** @type {any} */ (self).TallyEngine[name](...args) });
  } catch (e) {
    self.postMessage({ id, failed: String(e && e.message ? e.message : e) });
  }
};
