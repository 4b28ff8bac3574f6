/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// The engine in the page: the Java core, the ruleset loader and the JSON views compiled to
// JavaScript (module engine-js; the build copies its script to engine/tally-engine.js). It
// answers the very JSON bodies the HTTP API answers, so the calculators and the games kept on
// this phone need no server. Loaded once: index.html runs this module on its own (async), so that
// the engine's script is evaluated as soon as it has arrived, while the rest of the page's modules
// are still on their way; the page's modules import this same instance.
//
// The script is a UMD module. A page with a strict Content-Security-Policy cannot evaluate its
// text, so it is loaded as a plain script that hands its exports to a one-off AMD define():
// nothing of it lands on the page's globals.

const SCRIPT = 'engine/tally-engine.js';

let loading = null;

function load() {
  if (loading) return loading;
  loading = new Promise((resolve, reject) => {
    const exports = {};
    const previous = Object.getOwnPropertyDescriptor(globalThis, 'define');
    const define = (deps, factory) => factory(exports);
    define.amd = true;
    globalThis.define = define;
    const restore = () => {
      if (previous) Object.defineProperty(globalThis, 'define', previous);
      else delete globalThis.define;
    };
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.async = true;
    script.fetchPriority = 'high';
    script.onload = () => {
      restore();
      if (typeof exports.score === 'function') resolve(exports);
      else reject(new Error('the engine script exported nothing'));
    };
    script.onerror = () => {
      restore();
      loading = null; // a later call tries again (the phone may be back online)
      reject(new Error(`the engine script ${SCRIPT} did not load`));
    };
    document.head.append(script);
  });
  return loading;
}

/** Starts loading the engine now, so that its first answer is quick; never throws. */
export function warm() {
  load().catch(() => { /* the first call says why */ });
}

/** The engine's functions, once loaded: for callers that must call it synchronously (in a transaction). */
export function ready() {
  return load();
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

warm();
