/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// One of the club's players: totals over all his games, then each game, newest first.
import { h, add, data, signed, fmt } from '../dom.js';
import { t, tCount } from '../i18n.js';
import { api } from '../api.js';
import { errorArea, screenTitle } from '../ui.js';

export const NAME = 'player';

function when(iso) {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso
    : new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'medium' }).format(d);
}

export async function render(main, { params }) {
  const errors = errorArea();
  let player;
  try {
    player = await api.player(decodeURIComponent(params[0]));
  } catch (e) {
    main.append(screenTitle(t('club.player'), { href: '#/standings' }), errors.el);
    errors.show(e);
    return;
  }
  const totals = player.totals;
  add(main,
    h('div', { class: 'screen-title' },
      h('a', { class: 'back', href: '#/standings', 'aria-label': t('nav.back') }, '\u2039'),
      h('h1', {}, data(player.name, { class: 'player-name', dataset: { testid: 'player-name' } }))),
    totals ? h('section', { class: 'card', dataset: { testid: 'player-totals' } },
      h('h2', {}, t('club.totals')),
      h('p', { dataset: { testid: 'player-summary' } }, t('club.summary', {
        games: tCount('club.gamesCount', totals.games), won: tCount('club.wonCount', totals.won), best: fmt(totals.bestHand),
      })),
      h('p', {}, t('table.total'), ' ', signed(totals.points), ' \u00b7 ', t('club.average'), ' ', data(fmt(totals.average, 1))))
      : h('p', { class: 'note' }, t('club.noGames')),
    player.games.length ? h('section', { class: 'card' },
      h('h2', {}, t('club.history')),
      h('ul', { class: 'games', dataset: { testid: 'history' } }, player.games.map((g) => h('li', {},
        // A game is linked only where the server names it (the club publishes its games, or the
        // administrator asks); otherwise the line is the result alone.
        h(g.game ? 'a' : 'div', g.game ? { class: 'game-link', href: `#/game/${encodeURIComponent(g.game)}` } : { class: 'game-link' },
          h('span', { class: 'game-players' }, data(when(g.started))),
          h('span', { class: 'game-meta' }, t('club.gameLine', { place: fmt(g.place), won: fmt(g.won), hands: fmt(g.hands) }), ' ',
            signed(g.points))))))) : null);
}
