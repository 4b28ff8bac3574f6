// Start: a new game, the games to resume, and the two calculators.
import { h, data } from '../dom.js';
import { t } from '../i18n.js';
import { api } from '../api.js';
import { errorArea, windName } from '../ui.js';
import { tile } from '../tiles.js';

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
  const raw = g.updated || g.updatedAt || g.created || g.createdAt;
  if (!raw) return null;
  const d = new Date(raw);
  if (Number.isNaN(d.getTime())) return null;
  return new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

function gameItem(g) {
  const n = handCount(g);
  const status = g.finished ? t('home.finished')
    : g.next && g.next.prevailing ? t('home.nextHand', { n: g.next.hand, wind: windName(g.next.prevailing) })
      : n !== null ? t('home.handsPlayed', { n }) : '';
  const date = when(g);
  return h('li', {},
    h('a', { class: 'game-link', href: `#/game/${encodeURIComponent(g.id)}`, dataset: { testid: 'game-link', id: String(g.id) } },
      h('span', { class: 'game-players' }, data(players(g).join(' \u00b7 '))),
      h('span', { class: 'game-meta' }, status, date ? [' \u00b7 ', data(date)] : null)));
}

export async function render(main) {
  const errors = errorArea();
  const list = h('ul', { class: 'games', dataset: { testid: 'games' } });
  main.append(
    h('h1', { class: 'visually-hidden' }, t('home.title')),
    h('section', { class: 'hero' },
      h('div', { class: 'hero-tiles', 'aria-hidden': 'true' }, ['E', 'R', '5d', '1b', '9c'].map((c) => tile(c, { decorative: true }))),
      h('p', { class: 'lead' }, t('home.lead')),
      h('a', { class: 'button primary big', href: '#/new', dataset: { testid: 'new-game' } }, t('home.newGame'))),
    h('section', { class: 'card' },
      h('h2', {}, t('home.resume')),
      errors.el,
      list),
    h('section', { class: 'card calculators' },
      h('h2', {}, t('home.calculators')),
      h('div', { class: 'calc-links' },
        h('a', { class: 'button', href: '#/settle' }, t('home.settle')),
        h('a', { class: 'button', href: '#/score' }, t('home.score')))));
  try {
    const json = await api.games();
    const games = Array.isArray(json) ? json : (json && json.games) || [];
    if (!games.length) list.replaceWith(h('p', { class: 'hint', dataset: { testid: 'no-games' } }, t('home.noGames')));
    else list.append(...games.map(gameItem));
  } catch (e) {
    errors.show(e);
  }
}
