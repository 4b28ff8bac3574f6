/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// What the game screens share: loading a game, its tabs, the seats of a hand.
import { h, data } from './dom.js';
import { t, tNodes, has } from './i18n.js';
import { api } from './api.js';
import { SEATS, windName, screenTitle, rulesetLabel } from './ui.js';

export const PLAYER_COLOURS = ['#c3282d', '#1d4f9a', '#1d7a3e', '#a8640f'];

/** The tabs of a game: table, score sheet, chart. */
export function gameTabs(id, active) {
  const tab = (key, href, name) => h('a', {
    href, class: 'subtab', 'aria-current': active === name ? 'page' : null, dataset: { testid: `tab-${name}` },
  }, t(key));
  return h('nav', { class: 'subtabs', 'aria-label': t('game.sections') },
    tab('game.table', `#/game/${id}`, 'table'),
    tab('game.sheet', `#/game/${id}/sheet`, 'sheet'),
    tab('game.chart', `#/game/${id}/chart`, 'chart'));
}

/** How long a game may take to load, in ms, before its screen says that it is working on it. */
const SAY_WORKING_AFTER = 250;

export function loadGame(id) {
  return api.game(id);
}

/**
 * The game, or null after showing, under the screen's title, why it could not be loaded.
 * @param title the screen's title, already in words; @param back where its back link goes
 */
export async function loadGameOrShow(main, id, errors, title, back = '#/') {
  // A game that takes a while (a long one worked out in the engine's worker, a slow connection)
  // is said to be under way, the page answering meanwhile.
  const working = h('div', { dataset: { testid: 'game-working' } }, screenTitle(title, { href: back }),
    h('p', { class: 'note working', role: 'status' }, t('game.working')));
  const timer = setTimeout(() => main.append(working), SAY_WORKING_AFTER);
  try {
    return await loadGame(id);
  } catch (e) {
    main.append(screenTitle(title, { href: back }), errors.el);
    errors.show(e);
    return null;
  } finally {
    clearTimeout(timer);
    working.remove();
  }
}

/** The rulesets the server offers, or an empty list after showing why not. */
export async function loadRulesets(errors) {
  try {
    const rulesets = await api.rulesets();
    return Array.isArray(rulesets) ? rulesets : rulesets.rulesets || [];
  } catch (e) {
    errors.show(e);
    return [];
  }
}

/** Seat letter by player name for the next hand, or for a recorded hand. */
export function seatsOf(game, number) {
  if (number && game.hands[number - 1]) {
    const seats = {};
    game.hands[number - 1].players.forEach((p) => { seats[p.name] = p.seat; });
    return { seats, prevailing: game.hands[number - 1].prevailing, east: game.hands[number - 1].east };
  }
  if (game.next) return { seats: game.next.seats, prevailing: game.next.prevailing, east: game.next.east };
  return null;
}

/**
 * Where each player sits at the table, as a seat letter by name: the seats of the first hand
 * (players keep their chairs; the seat winds and the deal move round them), or of the round's
 * first hand at a table that exchanges seats between rounds.
 */
export function placesOf(game) {
  if (!game.hands.length) return seatsOf(game, null);
  if (!(game.options && game.options.seatExchange)) return seatsOf(game, 1);
  // A table that exchanges seats moves at the start of each round: the places of this round's
  // first hand (the next hand's, when the round starts with it).
  const current = game.next ? game.next.prevailing : game.hands[game.hands.length - 1].prevailing;
  let first = game.hands.length + 1;
  for (let n = game.hands.length; n >= 1 && game.hands[n - 1].prevailing === current; n -= 1) first = n;
  return seatsOf(game, first <= game.hands.length ? first : null);
}

/**
 * How a hand ended, as the engine says it (the game's hand, "ending"): 'draw'; 'discard' (on
 * record.discarder's discard); 'another' (on a discard or robbed kong, whose is not recorded);
 * 'self' (self-drawn: the winner's tiles say the tile came from the wall, or the engine settled
 * the hand as self-drawn); 'typed' (the winner's score was typed in and no discarder named: how
 * the tile came is not recorded). Undefined only in a view kept on the phone by an older page,
 * before the engine said it: then nothing is said of how the hand ended.
 */
export function endingOf(hand) {
  return hand.ending;
}

/** How a hand ended, in words: "On Cid's discard", "Self-drawn", "On a discard", "A draw". */
export function endingLine(hand) {
  const ending = endingOf(hand);
  if (!ending) return null;
  return h('p', { class: `ending ending-${ending}`, dataset: { testid: 'ending' } },
    ending === 'discard' ? tNodes('ended.discard', { name: playerName(hand.record.discarder) }) : t(`ended.${ending}`));
}

/** Player name by seat letter. */
export function playerAt(seats, seat) {
  return Object.keys(seats).find((name) => seats[name] === seat);
}

/** A wind as a small badge: "East" with the dealer marked. */
export function seatBadge(seat) {
  return h('span', { class: `seat-badge seat-${seat}` }, windName(seat));
}

export function playerName(name) {
  return data(name, { class: 'player-name' });
}

/** The game's ruleset id (the API gives an object {id, name, hash} or the id). */
export function rulesetId(game) {
  return typeof game.ruleset === 'string' ? game.ruleset : game.ruleset && game.ruleset.id;
}

/**
 * The preset a game's ruleset is built on: a game started with table options plays a ruleset
 * whose id is the preset's with "-table" added (rules/TableOptions); live scoring on the page
 * asks for the preset, and the server scores the saved hand with the game's own rules.
 */
export function baseRulesetId(game) {
  return (rulesetId(game) || 'bmja').replace(/-table$/, '');
}

const OPTIONS_KEY = 'mahjong-tally.options.';

/** Remembers the table options a game was started with on this device. */
export function rememberOptions(id, options) {
  try { localStorage.setItem(OPTIONS_KEY + id, JSON.stringify(options)); } catch (e) { /* not remembered */ }
}

/**
 * The settlement options of a game, every one the engine has (api.settlementOptions), for the
 * payments shown before a hand is saved, so that they are settled as the hand will be booked:
 * from the game itself if it says, else as remembered when it was started here, else its
 * preset's. An option they leave out is at its default (a game writes only those that differ).
 * @param {any} game the game as the API shows it
 * @returns {Promise<Object<string, any>>} the options by key
 */
export async function settleOptionsOf(game) {
  /** @type {{key: string, default: any}[]} */
  const known = await api.settlementOptions().catch(() => []);
  const pick = (src) => {
    const out = {};
    if (src && typeof src === 'object') known.forEach(({ key }) => { if (src[key] !== undefined) out[key] = src[key]; });
    return out;
  };
  let found = pick(game.settlement || game.settlementOptions);
  if (!Object.keys(found).length) {
    try { found = pick(JSON.parse(localStorage.getItem(OPTIONS_KEY + game.id) || 'null')); } catch (e) { found = {}; }
  }
  if (!Object.keys(found).length) {
    try {
      const view = await api.ruleset(baseRulesetId(game));
      // The options as {name: value}, or as a list of {name, value}.
      const options = Array.isArray(view.options)
        ? Object.fromEntries(view.options.map((o) => [o.name, o.value])) : view.options;
      found = pick(options);
    } catch (e) { found = {}; }
  }
  if (Object.keys(found).length) known.forEach((o) => { if (found[o.key] === undefined) found[o.key] = o.default; });
  if (found.limit === null) found.limit = 'none';
  return found;
}

/**
 * The rules a game is played by, as a table reads them: their name in the page language, and
 * each settlement option the table changed from the preset's own value {key, value, was} (the
 * option keys are the engine's; optionName and optionValue put them into words). A game of
 * rules that are no preset (a club's file) has no changes to name.
 */
export async function rulesOf(game) {
  let preset;
  try {
    preset = await api.ruleset(baseRulesetId(game));
  } catch (e) {
    return { name: rulesetName(game), changes: [] };
  }
  const played = game.settlement || {};
  const own = preset.options || {};
  const changes = Object.keys(played)
    .filter((key) => own[key] !== undefined && String(played[key]) !== String(own[key]))
    .map((key) => ({ key, value: played[key], was: own[key] }));
  return { name: rulesetName(game), changes };
}

/** A settlement option's name in words, from its key (the engine's code). */
export function optionName(key) {
  return has(`opt.${key}`) ? t(`opt.${key}`) : key;
}

// The words of the options whose values are codes (the engine's), by option key.
const VALUE_WORDS = {
  method: (v) => `method.${v}`,
  drawPays: (v) => `opt.drawPays${v.charAt(0).toUpperCase()}${v.slice(1)}`,
  rounding: (v) => `rounding.${v}`,
};

/** A settlement option's value in words: yes or no, no limit, a payment method, a number. */
export function optionValue(key, value) {
  if (value === true || value === false) return t(value ? 'sheet.yes' : 'sheet.no');
  if (value === 'none' || value === null) return t('newGame.noLimit');
  const words = VALUE_WORDS[key] && VALUE_WORDS[key](String(value));
  return words && has(words) ? t(words) : String(value);
}

/** The name of a game's rules in the page language (ui.js rulesetLabel). */
export function rulesetName(game) {
  const ruleset = typeof game.ruleset === 'string' ? { id: game.ruleset } : game.ruleset;
  return ruleset ? rulesetLabel(ruleset) : '';
}

/** Offers a text (JSON, unless another type is given) as a file to download. */
export function download(text, name, type = 'application/json') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h('a', { href: url, download: name, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

export { SEATS };
