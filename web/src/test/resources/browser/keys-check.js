/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// Runs in the page: loads the three message files and compares their keys and placeholders.
// Answers {keys: {en: n, ...}, problems: [...]}.
const done = arguments[arguments.length - 1];
const langs = ['en', 'pl', 'ru'];
Promise.all(langs.map((l) => import(new URL('i18n/' + l + '.js', document.baseURI).href)))
  .then((modules) => {
    const all = Object.fromEntries(langs.map((l, i) => [l, modules[i].default]));
    const problems = [];
    const placeholders = (s) => [...String(s).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');
    const keys = new Set(langs.flatMap((l) => Object.keys(all[l])));
    for (const k of keys) {
      for (const l of langs) {
        if (!(k in all[l])) problems.push(l + ' has no ' + k);
        else if (typeof all[l][k] !== 'string' || !all[l][k].trim()) problems.push(l + ' ' + k + ' is empty');
        else if (placeholders(all[l][k]) !== placeholders(all.en[k] ?? '')) problems.push(l + ' ' + k + ' has other placeholders than en');
      }
    }
    done({ keys: Object.fromEntries(langs.map((l) => [l, Object.keys(all[l]).length])), problems });
  })
  .catch((e) => done({ keys: {}, problems: ['could not load the messages: ' + e] }));
