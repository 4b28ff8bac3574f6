/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// The API the screens use. What needs no server state (scoring, waits, settling, the rulesets)
// is answered in the page by the engine (engine.js), always: the same bodies as the HTTP API,
// with no network. Games kept on this phone (local-games.js) are answered by the engine from
// IndexedDB; club games by the HTTP API of the server that served the page. Every request asks
// for the page's language; errors come as {"code", "message"} in that language, shown as they are.
import { language, t } from './i18n.js';
import * as engine from './engine.js';
import * as phone from './local-games.js';
import * as club from './club-games.js';

export class ApiError extends Error {
  constructor(status, code, message, lang) {
    super(message);
    this.status = status;
    this.code = code;
    /** The language of the message, as the server's Content-Language says. */
    this.lang = lang;
    /** For a write that saw an older version of the game: the game as it is now. */
    this.game = undefined;
  }
}

const SERVER_KEY = 'mahjong-tally.server';

/**
 * Remembers on this phone whether the site that served the page answers the API (a club server,
 * 'club') or not (a static host, 'none'), for when it cannot be asked: offline, a static site
 * never speaks of a club server.
 */
function rememberServer(kind) {
  try { localStorage.setItem(SERVER_KEY, kind); } catch (e) { /* not remembered: asked again next time */ }
}

async function call(method, path, body, signal, headers = {}) {
  const init = {
    method,
    headers: { Accept: 'application/json', 'Accept-Language': language(), ...headers },
    signal,
  };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch (e) {
    if (e.name === 'AbortError') throw e;
    throw new ApiError(0, 'offline', '');
  }
  const text = await response.text();
  let json = null;
  try { json = text ? JSON.parse(text) : null; } catch (e) { json = null; }
  const ours = json !== null && typeof json === 'object';
  if (ours) rememberServer('club');
  else if (response.status === 404) rememberServer('none');
  if (!response.ok) {
    // Our server always says why, in the page's language; anything else (a static host's or a
    // proxy's own page, in whatever language) is not shown as it is.
    const said = json && typeof json.message === 'string';
    const error = new ApiError(response.status, (json && json.code) || 'http-' + response.status,
      said ? json.message : t('error.noReason', { status: response.status }),
      said ? response.headers.get('Content-Language') || language() : language());
    // A write that saw an older version of the game: the answer has the game as it is now.
    if (json && json.game) error.game = json.game;
    throw error;
  }
  return json;
}

/** An error of the engine in the page, as the API's: {code, message} in the page's language. */
function refused(error) {
  return new ApiError(400, error.code, error.message, language());
}

/** An answer of the engine in the page; a request aborted meanwhile throws as fetch does. */
async function local(signal, name, ...args) {
  const { value, error } = await engine.call(name, ...args, language());
  if (signal && signal.aborted) throw new DOMException('The request was aborted.', 'AbortError');
  if (error) throw refused(error);
  return value;
}

/**
 * A club game: its unsent hands sent first, then the server's game with what is still unsent
 * (kept as the server showed it); without a connection, the game as last kept with this phone's
 * unsent hands (club-games.js).
 */
async function clubGame(id) {
  await club.sendAll();
  let view;
  try {
    view = await call('GET', `api/games/${encodeURIComponent(id)}`);
  } catch (e) {
    const kept = e.status === 0 ? await club.shown(id, null, true) : undefined;
    if (kept) return kept;
    throw e;
  }
  try {
    await club.keep(view);
  } catch (e) { /* not kept: shown from the server all the same */ }
  return (await club.shown(view.id, view, false)) || { ...view, club: true, unsent: [] };
}

/**
 * A change of a club game, kept on the phone before it is sent (club-games.js): the engine's
 * refusal at once, the server's if it refused it on its first try, else {sent} whether the
 * server has it yet.
 */
async function clubChange(id, change) {
  const outcome = await club.queue(id, change);
  if (outcome.refused) throw refused(outcome.refused);
  return outcome;
}

/** A game's answer: from the phone for a game kept here, else from the server. */
function either(id, onPhone, onServer) {
  return phone.isPhoneGame(id) ? phone.withErrors(onPhone(), refused) : onServer();
}

const KEY_PREFIX = 'mahjong-tally.key.';

/**
 * The edit key of a game kept on this device (from its edit link), or null. A game kept on this
 * phone needs none: the phone holding it may change it.
 */
export function editKey(id) {
  if (phone.isPhoneGame(id)) return 'on-this-phone';
  try { return localStorage.getItem(KEY_PREFIX + id); } catch (e) { return null; }
}

/**
 * What lets this device change a game it shows (editKey), or null: none for a phone game that was
 * moved to the club server, which is changed there from then on.
 */
export function gameKey(game) {
  return game.phone && game.moved ? null : editKey(game.id);
}

/** Keeps a game's edit key on this device. */
export function rememberKey(id, key) {
  try { localStorage.setItem(KEY_PREFIX + id, key); } catch (e) { /* not kept: the link still works */ }
}

/** An HTTP Basic credential of the club administrator's password (any user name), in UTF-8. */
function basic(password) {
  const bytes = new TextEncoder().encode(`admin:${password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

/** The sending of each phone game to the club server under way, by id: a second tap joins it. */
const sending = new Map();

/**
 * Moves a game kept on this phone to the club server: its game file imported there (hands,
 * ruleset and options as they are), the edit key the server answers kept on this device, as for a
 * game started on the server, and the phone's copy marked as moved. A game already moved is not
 * sent again. Resolves with the id of the club server's game.
 */
async function sendToClub(id) {
  const moved = await phone.withErrors(phone.movedTo(id), refused);
  if (moved) return moved.id;
  const file = JSON.parse(await phone.withErrors(phone.exportText(id), refused));
  // Sent again after a lost answer, the same id opens the game the first try started.
  const sendId = await phone.withErrors(phone.moveId(id, club.newChangeId), refused);
  const game = await call('POST', 'api/games/import', file, undefined, { 'Idempotency-Key': sendId });
  if (!game || typeof game.id !== 'string' || typeof game.editKey !== 'string') {
    throw new Error(t('phone.sendNoKey'));
  }
  rememberKey(game.id, game.editKey);
  await phone.withErrors(phone.markMoved(id, game.id), refused);
  return game.id;
}

/** The headers of a write: the edit key and the version of the game it saw. */
function writeHeaders(id, version) {
  const headers = { 'If-Match': `"${version}"` };
  const key = editKey(id);
  if (key) headers.Authorization = `Bearer ${key}`;
  return headers;
}

let waysAsked = null;
let optionsAsked = null;
/** The flags of each ruleset or game asked for, by what was asked. */
const flagsAsked = new Map();

/**
 * Asks the engine once for something that does not change while the page runs; asked again
 * after a failure.
 * @template T
 * @param {() => Promise<T>} ask
 * @param {(asked: Promise<T> | null) => void} keep
 * @returns {Promise<T>}
 */
function once(ask, keep) {
  const asked = ask().catch((e) => { keep(null); throw e; });
  keep(asked);
  return asked;
}

export const api = {
  settle: (body, signal) => local(signal, 'settle', body),
  score: (hand, ruleset, signal) => local(signal, 'score', { hand, ruleset }),
  /** A hand scored under a game's own ruleset (its table options included), as it will be recorded. */
  scoreInGame: (id, hand, signal) => either(id, () => phone.scoreInGame(id, hand), async () => {
    // A club game whose file is kept: its own rules, in the page (so it scores offline too).
    const kept = await club.kept(id).catch(() => undefined);
    if (kept && kept.record) return local(signal, 'scoreInGame', engine.rulesOnly(kept.record), { hand });
    return call('POST', `api/games/${encodeURIComponent(id)}/score`, { hand }, signal);
  }),
  waits: (hand, ruleset, signal) => local(signal, 'waits', { hand, ruleset }),
  /** The ways the winning tile can come, the engine's: [{code, fromAnotherPlayer}], asked once. */
  ways: () => waysAsked || once(() => local(undefined, 'ways'), (asked) => { waysAsked = asked; }),
  /**
   * The flags of the notation that the rules use (["original-call", "east-streak", ...]), the
   * engine's: those of a game's own rules (a game kept on this phone, or a club game whose file
   * is kept here), else of the preset `ruleset`.
   * @param {string | null} ruleset
   * @param {string | null} [game]
   * @returns {Promise<string[]>}
   */
  flags: (ruleset, game = null) => {
    const key = `${ruleset}|${game}`;
    if (flagsAsked.has(key)) return flagsAsked.get(key);
    return once(async () => {
      if (game && phone.isPhoneGame(game)) return phone.withErrors(phone.flags(game), refused);
      const kept = game ? await club.kept(game).catch(() => undefined) : undefined;
      return local(undefined, 'flags', kept && kept.record ? null : ruleset, kept && kept.record ? kept.record : null);
    }, (asked) => { if (asked) flagsAsked.set(key, asked); else flagsAsked.delete(key); });
  },
  /**
   * The settlement options, the engine's, in the order of a ruleset file: [{key, kind ('limit',
   * 'on-off', 'choice'), default, choices, decidedPerHand}], asked once.
   */
  settlementOptions: () => optionsAsked || once(() => local(undefined, 'settlementOptions'), (asked) => { optionsAsked = asked; }),
  /** The tiles of a winning hand (its tiles' notation, no win= or by=) that can have been its winning tile, come this way. */
  winningTiles: (hand, by) => local(undefined, 'winningTiles', { hand, by }),
  /**
   * A player's name as typed, checked by the engine as a name entering a game is: {name}, the
   * name trimmed, or refused (why, in the page's language).
   */
  playerName: (name) => local(undefined, 'playerName', name),
  rulesets: () => local(undefined, 'rulesets'),
  ruleset: (id) => local(undefined, 'ruleset', id),
  /** The special hands of a preset, or of the rules in a game file (record), for the catalogue. */
  specialHands: (ruleset, record) => local(undefined, 'specialHands', ruleset, record),
  /**
   * The club server's games of these ids (those this phone holds: a game's id is all that reading
   * it needs); fails (status 0, or 404 on a static host) where there is no server.
   */
  games: (ids) => call('GET', `api/games?ids=${encodeURIComponent(ids.join(','))}`),
  /** Every game of the club server, for its administrator (the password, by HTTP Basic). */
  allGames: (password) => call('GET', 'api/games', undefined, undefined, { Authorization: basic(password) }),
  /**
   * The ids of the club games this phone holds: those whose edit key it keeps (started or opened
   * here with it) and those it keeps a copy of (opened here).
   */
  heldClubGames: async () => {
    let keyed = [];
    try {
      keyed = Object.keys(localStorage).filter((k) => k.startsWith(KEY_PREFIX)).map((k) => k.slice(KEY_PREFIX.length));
    } catch (e) { /* no storage: only the kept copies */ }
    const kept = await club.allKept().catch(() => []);
    return [...new Set([...keyed, ...kept.map((k) => String(k.id))])];
  },
  /** The games kept on this phone, newest first: {id, players, hands, created, updated, finished}. */
  phoneGames: () => phone.list(),
  /** Whether the page was served by a club server that keeps games (not a static host, not offline). */
  hasServer: async () => {
    try {
      return Array.isArray(await call('GET', 'api/games?ids='));
    } catch (e) {
      return false;
    }
  },
  /**
   * Whether the site that served the page is a club server, as last seen from this phone: true
   * after it answered the API, false on a static host or before it was ever reached.
   */
  hadClubServer: () => {
    try { return localStorage.getItem(SERVER_KEY) === 'club'; } catch (e) { return false; }
  },
  /**
   * Whether an error of the API means there is no club server behind the page: a static host's
   * own "not found", or no connection on a site that never answered as one.
   */
  noClubServer: (e) => e.code === 'http-404' || (e.status === 0 && !api.hadClubServer()),
  game: (id) => either(id, () => phone.game(id), () => clubGame(id)),
  /** The club games kept on this phone (as last seen, with their unsent hands): for the games list offline. */
  keptClubGames: async () => {
    const kept = await club.allKept();
    return (await Promise.all(kept.map((k) => club.shown(k.id, null, true)))).filter(Boolean);
  },
  /** How many changes of each club game are not yet sent: {id: n}. */
  unsentCounts: async () => {
    const counts = {};
    (await club.unsent()).forEach((c) => { counts[c.game] = (counts[c.game] || 0) + 1; });
    return counts;
  },
  /** Starts a game on this phone (onPhone) or on the club server. */
  createGame: (body, onPhone) => (onPhone ? phone.withErrors(phone.create(body), refused)
    : call('POST', 'api/games', body)),
  /**
   * Records a hand. A club game's change is kept on this phone first and sent in order with the
   * version the server last gave (club-games.js), not the `version` the screen saw: {sent:
   * false} while it waits to be sent.
   */
  recordHand: (id, version, body) => either(id, () => phone.recordHand(id, body),
    () => clubChange(id, { kind: 'record', body })),
  correctHand: (id, version, n, body) => either(id, () => phone.correctHand(id, n, body),
    () => clubChange(id, { kind: 'correct', n, body })),
  deleteHand: (id, version, n) => either(id, () => phone.deleteHand(id, n),
    () => clubChange(id, { kind: 'delete', n })),
  /**
   * The game as it would be after a change of hand n ({kind: 'correct' | 'delete', n, body}),
   * worked out by the engine in the page and not saved; null when the page cannot (a club game
   * whose file it has not kept, offline). Refused as the change itself would be.
   */
  previewChange: (id, change) => either(id, () => phone.preview(id, change), async () => {
    const answer = await club.preview(id, change);
    if (answer && answer.error) throw refused(answer.error);
    return answer ? answer.game : null;
  }),
  /** A club game's conflict settled: this phone's unsent hands added after the server's. */
  addAfterTheirs: (id) => club.addAfterTheirs(id),
  /** A club game's unsent hands dropped (the table confirmed it). */
  discardUnsent: (id) => club.discard(id),
  /** A club game's unsent hands sent again after a refusal. */
  tryAgain: (id) => club.tryAgain(id),
  /** A game kept on this phone as a game file without its hands: its rules (for specialHands). */
  phoneRules: (id) => phone.withErrors(phone.rulesFile(id), refused),
  /** A game kept on this phone, as a game file's text (what `tally game import` reads). */
  exportPhoneGame: (id) => phone.withErrors(phone.exportText(id), refused),
  /** A game file taken onto this phone as a new game; its id. */
  importPhoneGame: (text) => phone.withErrors(phone.importText(text), refused),
  /** How large a game file may be, to check a file or a link before it is read: {bytes, hands}. */
  gameFileBounds: () => phone.withErrors(phone.gameFileBounds(), refused),
  /** Forgets a game kept on this phone. */
  deletePhoneGame: (id) => phone.remove(id),
  /**
   * Moves a game kept on this phone to the club server, once (sendToClub): the id of the club
   * server's game.
   */
  sendToClub: (id) => {
    if (!sending.has(id)) sending.set(id, sendToClub(id).finally(() => sending.delete(id)));
    return sending.get(id);
  },
  players: () => call('GET', 'api/players'),
  player: (id) => call('GET', `api/players/${encodeURIComponent(id)}`),
  standings: (from, to) => {
    const q = new URLSearchParams();
    if (from) q.set('from', from);
    if (to) q.set('to', to);
    return call('GET', `api/standings?${q}`);
  },
  exportUrl: (id, kind) => `api/games/${encodeURIComponent(id)}/export.${kind}`,
};

/** One queued change of a club game sent with If-Match of `version`: the server's answer. */
function send(change, version) {
  const game = `api/games/${encodeURIComponent(change.game)}`;
  const headers = writeHeaders(change.game, version);
  // The change's own id: sent again after a lost answer, the server knows it made it already.
  if (change.id) headers['Idempotency-Key'] = change.id;
  if (change.kind === 'record') return call('POST', `${game}/hands`, change.body, undefined, headers);
  if (change.kind === 'correct') return call('PUT', `${game}/hands/${change.n}`, change.body, undefined, headers);
  return call('DELETE', `${game}/hands/${change.n}`, undefined, undefined, headers);
}

// Unsent hands of club games go now, when the connection returns, and on a retry timer.
club.start({ send, exportRecord: (id) => call('GET', `api/games/${encodeURIComponent(id)}/export.json`) });
