/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// Runs in the page (Selenium executeAsyncScript). Loads the messages of the language shown and
// lists every string on the page that does not come from them: text nodes and the aria-label,
// placeholder and title attributes. Data (names, numbers, notation, server messages) is marked
// translate="no" and skipped; tile pictures inside the sprite are aria-hidden.
// Data too is looked at for two mistakes: a message's key shown instead of its words, and, on a
// page in another language, words of an English message that the language says otherwise (such
// as a name the page translates, shown as the engine has it in English).
// arguments[0]: the language code; answers {lang, checked, bad: [...]}.
const done = arguments[arguments.length - 1];
const lang = arguments[0];
const file = (code) => import(new URL('i18n/' + code + '.js', document.baseURI).href).then((m) => m.default);
Promise.all([file(lang), file('en')]).then(([messages, english]) => {
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
  const englishOnly = new Set(Object.keys(english).filter((k) => lang !== 'en' && norm(english[k]) !== norm(messages[k] ?? ''))
    .map((k) => norm(english[k])).filter((v) => letters.test(v) && !/\{\w+\}/.test(v)));
  const bad = [];
  let checked = 0;
  const inData = (text) => {
    const s = norm(text);
    if (Object.prototype.hasOwnProperty.call(messages, s)) bad.push('key ' + s);
    else if (englishOnly.has(s)) bad.push('English ' + s);
  };
  const skipped = (el) => el.closest('script, style, [aria-hidden="true"], #tile-sprite');
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const el = node.parentElement;
    if (!el || skipped(el) || !letters.test(node.textContent)) continue;
    if (el.closest('[translate="no"]')) {
      inData(node.textContent);
      continue;
    }
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
