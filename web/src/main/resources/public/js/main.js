/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// Boot: language, hash router. Each screen is a module with render(main, ctx).
import { initialLanguage, setLanguage, language, onLanguageChange, t } from './i18n.js';
import './text-size.js';
import { keepOffline } from './offline.js';
import { ready as engineReady, warmUp as warmUpEngine } from './engine.js';
import { h } from './dom.js';
import { HOME, parseHash } from './nav.js';
import * as home from './screens/home.js';

// The home screen comes with the page; every other screen's module is fetched when the screen is
// first opened (the browser then keeps it, and the service worker keeps them all after the first
// visit). A first visit on a slow line thus downloads what its first screen needs and the
// engine, not the code of a dozen screens it may never open (bench/RESULTS.md has the figures).
const newGame = () => import('./screens/new-game.js');
const table = () => import('./screens/table.js');
const record = () => import('./screens/record.js');
const sheet = () => import('./screens/sheet.js');
const chart = () => import('./screens/chart.js');
const settle = () => import('./screens/settle.js');
const score = () => import('./screens/score.js');
const standings = () => import('./screens/standings.js');
const player = () => import('./screens/player.js');
const catalogue = () => import('./screens/catalogue.js');
const houseRules = () => import('./screens/house-rules.js');

/** @type {[RegExp, () => any, string][]} */
const ROUTES = [
  [HOME, () => home, 'games'],
  [/^\/new$/, newGame, 'games'],
  [/^\/game\/([^/]+)$/, table, 'games'],
  [/^\/game\/([^/]+)\/record$/, record, 'games'],
  [/^\/game\/([^/]+)\/hand\/(\d+)$/, record, 'games'],
  [/^\/game\/([^/]+)\/sheet$/, sheet, 'games'],
  [/^\/game\/([^/]+)\/chart$/, chart, 'games'],
  [/^\/game\/([^/]+)\/special$/, catalogue, 'games'],
  [/^\/settle$/, settle, 'settle'],
  [/^\/score$/, score, 'score'],
  [/^\/special$/, catalogue, 'score'],
  [/^\/rules$/, houseRules, 'games'],
  [/^\/rules\/([^/]+)$/, houseRules, 'games'],
  [/^\/standings$/, standings, 'club'],
  [/^\/player\/(\d+)$/, player, 'club'],
];

/**
 * The screen shown when a screen's code cannot be fetched: the first visit is not yet kept on
 * the phone and the network is gone. The browser remembers a module that failed for the page's
 * life, so trying again is loading the page again (the hand being entered is kept by drafts.js).
 */
const notLoaded = {
  NAME: 'not-loaded',
  render(main) {
    const again = h('button', { type: 'button', class: 'primary', dataset: { testid: 'screen-reload' } }, t('screen.reload'));
    again.addEventListener('click', () => location.reload());
    main.append(h('div', { class: 'card', role: 'alert', dataset: { testid: 'screen-not-loaded' } },
      h('h1', {}, t('screen.notLoaded')), h('p', {}, t('screen.notLoadedHint')), again));
  },
};

let current = { path: null, state: null, cleanup: null };
// Two marks on the page's timeline, which bench/page reads: the first screen drawn, the engine ready.
let firstDrawn = false;
engineReady().then(() => performance.mark('tally:engine-ready'), () => {});

function translateStatic() {
  document.querySelectorAll('[data-i18n]').forEach((el) => { el.textContent = t(/** @type {HTMLElement} */ (el).dataset.i18n); });
  document.querySelectorAll('[data-i18n-label]').forEach((el) => el.setAttribute('aria-label', t(/** @type {HTMLElement} */ (el).dataset.i18nLabel)));
  /** @type {HTMLSelectElement} */ (document.getElementById('lang')).value = language();
}

async function render(keepState) {
  const hash = location.hash || '#/';
  if (!hash.startsWith('#/')) return; // the skip link and other in-page anchors
  const { path, query } = parseHash(hash);
  const match = ROUTES.map(([re, load, nav]) => ({ m: path.match(re), load, nav })).find((r) => r.m);
  if (current.cleanup) current.cleanup();
  const same = keepState && current.path === path;
  const state = same ? current.state : {};
  const mine = { path, state, cleanup: null };
  current = mine;
  document.querySelectorAll('[data-nav]').forEach((a) => {
    if (match && /** @type {HTMLElement} */ (a).dataset.nav === match.nav) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  });
  // Each screen draws into a main element of its own: a screen still working when another is
  // opened (a long game being worked out) finishes into an element no longer shown, and never
  // writes over the screen opened since.
  const old = document.getElementById('main');
  const main = /** @type {HTMLElement} */ (old.cloneNode(false));
  main.setAttribute('aria-busy', 'true');
  old.replaceWith(main);
  const screen = await Promise.resolve(match ? match.load() : home).catch(() => notLoaded);
  if (current !== mine) return; // another route was opened while this screen's code was fetched
  const params = match ? match.m.slice(1) : [];
  const rerender = () => { if (current === mine) render(true); };
  let cleanup = null;
  try {
    cleanup = (await screen.render(main, { params, query, state, rerender })) || null;
  } finally {
    if (current === mine) {
      main.setAttribute('aria-busy', 'false');
      main.dataset.screen = screen.NAME || '';
    }
  }
  if (current !== mine) {
    // Another screen was opened while this one was drawn: it is undone at once.
    if (cleanup) cleanup();
    return;
  }
  mine.cleanup = cleanup;
  if (!firstDrawn) {
    firstDrawn = true;
    performance.mark('tally:first-screen');
    warmUpEngine();
  }
  if (!same) {
    const heading = main.querySelector('h1');
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    window.scrollTo(0, 0);
  }
}

// A language not loaded yet is loaded first; if it cannot be (no network and no service worker
// yet), the page stays in its language and the menu says so.
const languageMenu = /** @type {HTMLSelectElement} */ (document.getElementById('lang'));
languageMenu.addEventListener('change', () => setLanguage(languageMenu.value).catch(() => {
  languageMenu.value = language();
}));
// The skip link moves the focus without touching the hash, which is the route.
document.querySelector('.skip').addEventListener('click', (e) => {
  e.preventDefault();
  document.getElementById('main').focus();
});
onLanguageChange(() => {
  translateStatic();
  render(true);
});
window.addEventListener('hashchange', () => render(false));

setLanguage(initialLanguage(), false);
keepOffline();
