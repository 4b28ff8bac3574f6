/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// Start: a new game, the games to resume (those this phone holds: kept on it, or club games
// started or opened on it; for the club administrator, every game of the server, each said
// plainly), a game to take onto this phone from a file or a link, and the two calculators.
import { h, data, fmtDateTime } from '../dom.js';
import { t } from '../i18n.js';
import { api, editKey, ApiError } from '../api.js';
import { rulesetName } from '../game-common.js';
import { unsavedHandLink } from '../drafts.js';
import { go } from '../nav.js';
import { errorArea, windName, radioGroup, describeError } from '../ui.js';
import { SIZES, textSize, setTextSize } from '../text-size.js';
import { tile } from '../tiles.js';
import { decode, TooLarge } from '../game-link.js';
import { whereBadge, unsentCount } from '../unsent.js';
import { catalogueLink } from './catalogue.js';

export const NAME = 'home';

function players(g) {
  const list = g.players || [];
  return list.map((p) => (typeof p === 'string' ? p : p.name || p.player));
}

function handCount(g) {
  if (Array.isArray(g.hands)) return g.hands.length;
  if (typeof g.hands === 'number') return g.hands;
  if (typeof g.handCount === 'number') return g.handCount;
  return null;
}

function when(g) {
  return fmtDateTime(g.updated || g.updatedAt || g.created || g.createdAt);
}

/** A game in the list: its players, where it lives, what is not yet sent of it, how far it is. */
function gameItem(g, unsent = 0) {
  const n = handCount(g);
  const status = g.finished ? t('home.finished')
    : g.next && g.next.prevailing ? t('home.nextHand', { n: g.next.hand, wind: windName(g.next.prevailing) })
      : n !== null ? t('home.handsPlayed', { n }) : '';
  const date = when(g);
  const rules = g.ruleset ? rulesetName(g) : '';
  // A hand left half entered on this phone, where it can be recorded (the game kept here, or its
  // edit key): the next hand's draft.
  const next = !g.finished && n !== null && editKey(g.id) ? n + 1 : null;
  return h('li', {},
    h('a', { class: 'game-link', href: `#/game/${encodeURIComponent(g.id)}`, dataset: { testid: 'game-link', id: String(g.id) } },
      h('span', { class: 'game-players' }, data(players(g).join(' \u00b7 '))),
      rules ? h('span', { class: 'game-rules', dataset: { testid: 'game-rules' } }, rules) : null,
      h('span', { class: 'game-meta' }, whereBadge(g), ' ', unsent ? [unsentCount(unsent), ' '] : null,
        status, date ? [' \u00b7 ', data(date)] : null)),
    unsavedHandLink(g.id, next));
}

/** A game file this large or larger is read with a note saying so (a game of some 500 hands). */
const LARGE_FILE = 100_000;

/** Lets the page draw what was just changed before work that holds it up. */
function painted() {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Whether a text is JSON at all. */
function isJson(text) {
  try {
    JSON.parse(text);
    return true;
  } catch (e) {
    return false;
  }
}

/** What a file or link too large to be a game file is told: the bound and why. */
function tooLarge(key, bounds) {
  return t(key, { kb: Math.floor(bounds.bytes / 1024), hands: bounds.hands });
}

/**
 * Takes a game file onto this phone and opens it. @param text the file's text, @param errors
 * where a refusal is shown. A large file is read with a note saying so, drawn before the work.
 */
async function keep(text, errors) {
  const note = text.length >= LARGE_FILE ? h('p', { class: 'hint', role: 'status', dataset: { testid: 'import-reading' } },
    t('import.reading')) : null;
  if (note) {
    errors.el.before(note);
    await painted();
  }
  try {
    const game = await api.importPhoneGame(text);
    go(`#/game/${encodeURIComponent(game.id)}`);
  } catch (e) {
    // A file that is no JSON at all is told so in the page's words, with what to open instead
    // (the engine speaks of a request's body).
    if (e instanceof ApiError && e.code === 'bad-json' && !isJson(text)) errors.say(t('import.notJson'));
    else errors.show(e);
  } finally {
    if (note) note.remove();
  }
}

/** The card offering the game carried by a link (#/?game=...) to keep on this phone. */
async function linkedGame(param) {
  const errors = errorArea();
  const card = h('section', { class: 'card import', dataset: { testid: 'linked-game' } }, h('h2', {}, t('import.title')), errors.el);
  let text;
  const players = [];
  try {
    const bounds = await api.gameFileBounds();
    try {
      text = await decode(param, bounds.bytes);
    } catch (e) {
      if (e instanceof TooLarge) {
        card.append(h('p', { class: 'error', dataset: { testid: 'link-refused' } }, tooLarge('import.linkTooLarge', bounds)));
        return card;
      }
      throw e;
    }
    const file = JSON.parse(text);
    card.append(h('p', {}, data((file.players || []).join(' \u00b7 ')), ' \u00b7 ',
      t('home.handsPlayed', { n: Array.isArray(file.hands) ? file.hands.length : 0 })));
    if (Array.isArray(file.players)) file.players.forEach((name) => { players.push(String(name)); });
  } catch (e) {
    card.append(h('p', { class: 'error', dataset: { testid: 'link-refused' } }, t('import.badLink')));
    return card;
  }
  // A name that looks blank or other than it is, said at once, as the engine says it.
  for (const name of players) {
    try {
      await api.playerName(name);
    } catch (e) {
      if (!(e instanceof ApiError)) break;
      card.append(h('p', { class: 'error', dataset: { testid: 'link-refused' } }, ...describeError(e)));
      return card;
    }
  }
  card.append(h('button', { type: 'button', class: 'primary', dataset: { testid: 'keep-linked' }, onclick: () => keep(text, errors) },
    t('import.keep')));
  return card;
}

/** A button that opens a game file and keeps it on this phone. */
function openFile(errors) {
  const input = h('input', {
    type: 'file', accept: '.json,application/json', class: 'visually-hidden', dataset: { testid: 'import-file' },
    onchange: async () => {
      const file = input.files && input.files[0];
      if (!file) return;
      errors.clear();
      // The size is checked before the file is read: a file of a gigabyte is refused unread.
      const bounds = await api.gameFileBounds().catch(() => null);
      if (bounds && file.size > bounds.bytes) {
        errors.say(tooLarge('import.fileTooLarge', bounds));
        return;
      }
      await keep(await file.text(), errors);
    },
  });
  return h('label', { class: 'button file-button' }, t('import.file'), input);
}

export async function render(main, ctx = {}) {
  const errors = errorArea();
  const note = h('p', { class: 'hint', hidden: true, dataset: { testid: 'server-note' } });
  const list = h('ul', { class: 'games', dataset: { testid: 'games' } });
  const linked = ctx.query && ctx.query.get('game') ? await linkedGame(ctx.query.get('game')) : null;
  main.append(
    h('h1', { class: 'visually-hidden' }, t('home.title')),
    linked || '',
    h('section', { class: 'hero' },
      h('div', { class: 'hero-tiles', 'aria-hidden': 'true' }, ['E', 'R', '5d', '1b', '9c'].map((c) => tile(c, { decorative: true }))),
      h('p', { class: 'lead' }, t('home.lead')),
      h('a', { class: 'button primary big', href: '#/new', dataset: { testid: 'new-game' } }, t('home.newGame'))),
    h('section', { class: 'card' },
      h('h2', {}, t('home.resume')),
      errors.el,
      note,
      list,
      h('div', { class: 'calc-links' }, openFile(errors))),
    h('section', { class: 'card calculators' },
      h('h2', {}, t('home.calculators')),
      h('div', { class: 'calc-links' },
        h('a', { class: 'button', href: '#/settle' }, t('home.settle')),
        h('a', { class: 'button', href: '#/score' }, t('home.score')),
        catalogueLink('home'),
        h('a', { class: 'button', href: '#/rules', dataset: { testid: 'house-rules-link' } }, t('rules.title')))),
    h('section', { class: 'card' },
      h('h2', {}, t('textSize.title')),
      radioGroup({
        legend: t('textSize.title'), legendHidden: true, name: 'text-size', testid: 'text-size', value: textSize(),
        options: SIZES.map((size) => ({ value: size, label: t(`textSize.${size}`) })),
        onChange: setTextSize,
      })));
  // The games on this phone are drawn as soon as they are read; the club's are added when the
  // server answers, which the screen does not wait for (on poor Wi-Fi that is a round trip or
  // more). Until then the list says nothing rather than "no games".
  const club = clubGames(note).catch(() => ({ games: [], server: false }));
  const unsent = api.unsentCounts().catch(() => ({}));
  const onPhone = await api.phoneGames().catch((e) => { errors.show(e); return []; });
  const show = (games, counts) => {
    if (!games.length) list.replaceChildren(h('li', { class: 'hint', dataset: { testid: 'no-games' } }, t('home.noGames')));
    else list.replaceChildren(...games.map((g) => gameItem(g, g.phone ? 0 : counts[g.id] || 0)));
  };
  list.setAttribute('aria-busy', 'true');
  if (onPhone.length) show(onPhone, {});
  Promise.all([club, unsent]).then(([onServer, counts]) => {
    list.setAttribute('aria-busy', 'false');
    const showWith = (clubList) => show([...onPhone, ...clubList], counts);
    showWith(onServer.games);
    if (onServer.server) list.after(adminForm(showWith));
  });
}

/**
 * The club games this phone holds (started or opened here), as the server has them: {games,
 * server}. Offline, those kept on this phone, as last seen, and a note saying so; on a static host
 * (no API at all, 404, or offline where no club server ever answered), no club server to mention.
 */
async function clubGames(note) {
  const held = await api.heldClubGames();
  try {
    return { games: await api.games(held), server: true };
  } catch (e) {
    if (e.status !== 0) return { games: [], server: false };
    const kept = await api.keptClubGames().catch(() => []);
    // A static site offline has no club server to miss, nor club games kept.
    if (!kept.length && !api.hadClubServer()) return { games: [], server: false };
    note.textContent = t(kept.length ? 'sync.serverUnreachableKept' : 'home.serverUnreachable');
    note.hidden = false;
    return { games: kept, server: false };
  }
}

/**
 * The club administrator's way to every game of the server: the password, sent with this one
 * request and not kept. @param show draws the list with these club games.
 */
function adminForm(show) {
  const errors = errorArea();
  const password = h('input', {
    id: 'admin-password', type: 'password', autocomplete: 'current-password', required: true,
    dataset: { testid: 'admin-password' },
  });
  return h('details', { class: 'admin', dataset: { testid: 'admin' } },
    h('summary', {}, t('home.admin')),
    h('form', {
      class: 'admin-form',
      onsubmit: async (e) => {
        e.preventDefault();
        errors.clear();
        try {
          show(await api.allGames(password.value));
          password.value = '';
        } catch (err) {
          errors.show(err);
        }
      },
    },
    h('p', { class: 'hint' }, t('home.adminHint')),
    h('div', { class: 'field' }, h('label', { for: 'admin-password' }, t('home.adminPassword')), password),
    errors.el,
    h('button', { type: 'submit', dataset: { testid: 'admin-show' } }, t('home.adminShow'))));
}
