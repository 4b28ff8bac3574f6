// The HTTP API of the same server. Errors come back as {"code", "message"}; the message is
// shown to the user as it is.

export class ApiError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

async function call(method, path, body, signal) {
  const init = { method, headers: { Accept: 'application/json' }, signal };
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
    throw new ApiError(response.status, (json && json.code) || 'http-' + response.status,
      (json && json.message) || text || String(response.status));
  }
  return json;
}

export const api = {
  settle: (body, signal) => call('POST', 'api/settle', body, signal),
  score: (hand, ruleset, signal) => call('POST', 'api/score', { hand, ruleset }, signal),
  waits: (hand, ruleset, signal) => call('POST', 'api/waits', { hand, ruleset }, signal),
  rulesets: () => call('GET', 'api/rulesets'),
  ruleset: (id) => call('GET', `api/rulesets/${encodeURIComponent(id)}`),
  games: () => call('GET', 'api/games'),
  game: (id) => call('GET', `api/games/${encodeURIComponent(id)}`),
  createGame: (body) => call('POST', 'api/games', body),
  recordHand: (id, body) => call('POST', `api/games/${encodeURIComponent(id)}/hands`, body),
  correctHand: (id, n, body) => call('PUT', `api/games/${encodeURIComponent(id)}/hands/${n}`, body),
  deleteHand: (id, n) => call('DELETE', `api/games/${encodeURIComponent(id)}/hands/${n}`),
  exportUrl: (id, kind) => `api/games/${encodeURIComponent(id)}/export.${kind}`,
};
