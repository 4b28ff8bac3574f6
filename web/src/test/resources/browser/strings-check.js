/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// Runs in the page (Selenium executeAsyncScript). Loads the messages of the language shown and
// lists every string on the page that does not come from them: text nodes and the aria-label,
// placeholder and title attributes. Data (names, numbers, notation, server messages) is marked
// translate="no" and skipped; tile pictures inside the sprite are aria-hidden.
// arguments[0]: the language code; answers {lang, checked, bad: [...]}.
const done = arguments[arguments.length - 1];
const lang = arguments[0];
import(new URL('i18n/' + lang + '.js', document.baseURI).href).then((module) => {
  const messages = module.default;
  const pieces = new Set();
  const patterns = [];
  const letters = /\p{L}/u;
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const norm = (s) => s.replace(/\s+/g, ' ').trim();
  for (const value of Object.values(messages)) {
    value.split(/\{\w+\}/).map(norm).filter((p) => letters.test(p)).forEach((p) => pieces.add(p));
    if (letters.test(value.replace(/\{\w+\}/g, ''))) {
      const source = value.split(/(\{\w+\})/).map((p) => (/^\{\w+\}$/.test(p) ? '[\\s\\S]*?' : escape(norm(p)))).join('');
      patterns.push(new RegExp('^' + source + '$', 'u'));
    }
  }
  const fromMessages = (text) => {
    const s = norm(text);
    return !letters.test(s) || pieces.has(s) || patterns.some((r) => r.test(s));
  };
  const bad = [];
  let checked = 0;
  const skipped = (el) => el.closest('script, style, [aria-hidden="true"], #tile-sprite');
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const el = node.parentElement;
    if (!el || skipped(el) || el.closest('[translate="no"]') || !letters.test(node.textContent)) continue;
    checked += 1;
    if (!fromMessages(node.textContent)) bad.push(norm(node.textContent));
  }
  for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
    if (skipped(el)) continue;
    for (const attr of ['aria-label', 'placeholder', 'title']) {
      const v = el.getAttribute(attr);
      if (v === null || !letters.test(v)) continue;
      checked += 1;
      if (!fromMessages(v)) bad.push(attr + '=' + norm(v));
    }
  }
  done({ lang, checked, bad });
}).catch((e) => done({ lang, checked: 0, bad: ['could not load the messages: ' + e] }));
