// The HTTP API of the same server. Every request asks for the page's language (Accept-Language);
// errors come back as {"code", "message"}, the message in that language, and are shown as they are.
import { language } from './i18n.js';

export class ApiError extends Error {
  constructor(status, code, message, lang) {
    super(message);
    this.status = status;
    this.code = code;
    /** The language of the message, as the server's Content-Language says. */
    this.lang = lang;
  }
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
  if (!response.ok) {
    const error = new ApiError(response.status, (json && json.code) || 'http-' + response.status,
      (json && json.message) || text || String(response.status),
      response.headers.get('Content-Language') || language());
    // A write that saw an older version of the game: the answer has the game as it is now.
    if (json && json.game) error.game = json.game;
    throw error;
  }
  return json;
}

const KEY_PREFIX = 'mahjong-tally.key.';

/** The edit key of a game kept on this device (from its edit link), or null. */
export function editKey(id) {
  try { return localStorage.getItem(KEY_PREFIX + id); } catch (e) { return null; }
}

/** Keeps a game's edit key on this device. */
export function rememberKey(id, key) {
  try { localStorage.setItem(KEY_PREFIX + id, key); } catch (e) { /* not kept: the link still works */ }
}

/** The headers of a write: the edit key and the version of the game it saw. */
function writeHeaders(id, version) {
  const headers = { 'If-Match': `"${version}"` };
  const key = editKey(id);
  if (key) headers.Authorization = `Bearer ${key}`;
  return headers;
}

export const api = {
  settle: (body, signal) => call('POST', 'api/settle', body, signal),
  score: (hand, ruleset, signal) => call('POST', 'api/score', { hand, ruleset }, signal),
  /** A hand scored under a game's own ruleset (its table options included), as it will be recorded. */
  scoreInGame: (id, hand, signal) => call('POST', `api/games/${encodeURIComponent(id)}/score`, { hand }, signal),
  waits: (hand, ruleset, signal) => call('POST', 'api/waits', { hand, ruleset }, signal),
  rulesets: () => call('GET', 'api/rulesets'),
  ruleset: (id) => call('GET', `api/rulesets/${encodeURIComponent(id)}`),
  games: () => call('GET', 'api/games'),
  game: (id) => call('GET', `api/games/${encodeURIComponent(id)}`),
  createGame: (body) => call('POST', 'api/games', body),
  recordHand: (id, version, body) => call('POST', `api/games/${encodeURIComponent(id)}/hands`, body, undefined,
    writeHeaders(id, version)),
  correctHand: (id, version, n, body) => call('PUT', `api/games/${encodeURIComponent(id)}/hands/${n}`, body, undefined,
    writeHeaders(id, version)),
  deleteHand: (id, version, n) => call('DELETE', `api/games/${encodeURIComponent(id)}/hands/${n}`, undefined, undefined,
    writeHeaders(id, version)),
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
