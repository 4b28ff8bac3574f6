/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// Messages: one file per language with identical keys (i18n/en.js, pl.js, ru.js). Only the
// page's language is loaded at start (main.js waits for it); another is loaded when the
// user switches to it (the service worker keeps all three, so that works offline too).
// The chosen language is remembered in localStorage.

import { fmt } from './dom.js';

export const LANGUAGE_CODES = ['en', 'pl', 'ru'];
const STORAGE_KEY = 'mahjong-tally.lang';
const listeners = new Set();
const loaded = new Map();

/** The messages of a language, loaded once. */
function load(code) {
  if (!loaded.has(code)) {
    const messages = import(`../i18n/${code}.js`).then((m) => m.default);
    messages.catch(() => loaded.delete(code)); // tried again at the next switch
    loaded.set(code, messages);
  }
  return loaded.get(code);
}

/**
 * The messages of any of the page's languages, as they are in its file (for words recorded in
 * another language, such as a penalty's reason); loaded once, as a switch to it would.
 */
export function messagesOf(code) {
  return load(code);
}

/** The language to start in: the remembered one, else the browser's, else English. */
export function initialLanguage() {
  let stored = null;
  try { stored = localStorage.getItem(STORAGE_KEY); } catch (e) { /* private mode */ }
  if (stored && LANGUAGE_CODES.includes(stored)) return stored;
  for (const l of navigator.languages || [navigator.language || 'en']) {
    const code = String(l).slice(0, 2).toLowerCase();
    if (LANGUAGE_CODES.includes(code)) return code;
  }
  return 'en';
}

let lang = initialLanguage();
// The page's language is fetched at once; main.js draws nothing until setLanguage has it. No
// top-level await: the modules that import this one run meanwhile (the phone's database opens,
// the engine starts) instead of waiting for the messages.
let messages = {};
let wanted = lang;
load(lang).catch(() => {}); // said by main.js's setLanguage, which waits for the same file

export function language() {
  return lang;
}

/**
 * Switches the page to a language, once its messages are loaded; the listeners redraw the page.
 * Rejects (and nothing changes) when they cannot be loaded.
 */
export async function setLanguage(code, remember = true) {
  if (!LANGUAGE_CODES.includes(code)) return;
  wanted = code;
  const next = await load(code);
  if (wanted !== code) return; // another language was chosen meanwhile
  lang = code;
  messages = next;
  document.documentElement.lang = code;
  if (remember) {
    try { localStorage.setItem(STORAGE_KEY, code); } catch (e) { /* private mode */ }
  }
  document.title = t('app.title');
  listeners.forEach((fn) => fn(code));
}

export function onLanguageChange(fn) {
  listeners.add(fn);
}

/** The message for a key with {placeholders} filled in; a missing key shows as itself. */
export function t(key, params) {
  let text = messages[key];
  if (text === undefined) return key;
  if (params) {
    text = text.replace(/\{(\w+)\}/g, (m, name) => (params[name] === undefined ? m : String(params[name])));
  }
  return text;
}

/**
 * The message for a count: the form of `key` that the page language's plural rules choose for n
 * (key.one, key.few, key.many or key.other, as Intl.PluralRules says; every language file has
 * all four), with {n} the number in the page's grouping: "1 game", "2 gry", "5 партий".
 */
export function tCount(key, n, params = {}) {
  const form = `${key}.${new Intl.PluralRules(lang).select(n)}`;
  return t(has(form) ? form : `${key}.other`, { ...params, n: fmt(n) });
}

/** Whether a key exists (for optional translations such as scoring element names). */
export function has(key) {
  return Object.prototype.hasOwnProperty.call(messages, key);
}

/**
 * The message as a list of nodes, for messages whose placeholders are elements (a name in a
 * span, a tile picture): "{from} pays {to} {amount}" with three nodes.
 */
export function tNodes(key, params) {
  const text = t(key);
  const out = [];
  let last = 0;
  text.replace(/\{(\w+)\}/g, (m, name, offset) => {
    if (offset > last) out.push(text.slice(last, offset));
    const v = params[name];
    out.push(v === undefined ? m : v instanceof Node ? v : String(v));
    last = offset + m.length;
    return m;
  });
  if (last < text.length) out.push(text.slice(last));
  return out;
}
