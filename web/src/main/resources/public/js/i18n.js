/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// Messages: one file per language with identical keys (i18n/en.js, pl.js, ru.js).
// The chosen language is remembered in localStorage.
import en from '../i18n/en.js';
import pl from '../i18n/pl.js';
import ru from '../i18n/ru.js';

export const LANGUAGES = { en, pl, ru };
const STORAGE_KEY = 'mahjong-tally.lang';
const listeners = new Set();
let lang = 'en';
let messages = en;

/** The language to start in: the remembered one, else the browser's, else English. */
export function initialLanguage() {
  let stored = null;
  try { stored = localStorage.getItem(STORAGE_KEY); } catch (e) { /* private mode */ }
  if (stored && LANGUAGES[stored]) return stored;
  for (const l of navigator.languages || [navigator.language || 'en']) {
    const code = String(l).slice(0, 2).toLowerCase();
    if (LANGUAGES[code]) return code;
  }
  return 'en';
}

export function language() {
  return lang;
}

export function setLanguage(code, remember = true) {
  if (!LANGUAGES[code]) return;
  lang = code;
  messages = LANGUAGES[code];
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
  if (text === undefined) text = en[key];
  if (text === undefined) return key;
  if (params) {
    text = text.replace(/\{(\w+)\}/g, (m, name) => (params[name] === undefined ? m : String(params[name])));
  }
  return text;
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
