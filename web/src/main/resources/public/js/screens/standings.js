/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// The club's standings over a period: games played, hands won, points, average per game,
// money and best hand of every player; a name opens the player's games.
import { h, data, signed, fmt, fmtMoney } from '../dom.js';
import { t, tNodes } from '../i18n.js';
import { api } from '../api.js';
import { errorArea, screenTitle, field, tableRegion } from '../ui.js';
import { go } from '../nav.js';
import { printButton } from '../print.js';

export const NAME = 'standings';

function money(line) {
  const entries = Object.entries(line.money || {});
  return entries.length ? data(entries.map(([c, v]) => `${fmtMoney(v)} ${c}`.trim()).join(', ')) : null;
}

/**
 * A table wrapped to scroll sideways when it is wider than the screen, with a hint above it that
 * says so (shown only while it does: a wider screen or another language may fit it whole).
 */
function sideways(tableEl) {
  const hint = h('p', { class: 'scroll-hint', hidden: true, dataset: { testid: 'scroll-hint' } }, t('club.scrollHint'));
  const wrap = tableRegion(t('club.title'), tableEl);
  new ResizeObserver(() => {
    const scrolls = wrap.scrollWidth > wrap.clientWidth + 1;
    wrap.classList.toggle('scrolls', scrolls);
    hint.hidden = !scrolls;
  }).observe(wrap);
  return [hint, wrap];
}

function table(lines) {
  return sideways(h('table', { class: 'standings club', dataset: { testid: 'standings' } },
    h('caption', { class: 'visually-hidden' }, t('club.title')),
    h('thead', {}, h('tr', {},
      h('th', { scope: 'col' }, t('table.place')),
      h('th', { scope: 'col' }, t('table.player')),
      h('th', { scope: 'col', class: 'num' }, t('club.games')),
      h('th', { scope: 'col', class: 'num' }, t('club.won')),
      h('th', { scope: 'col', class: 'num' }, t('table.total')),
      h('th', { scope: 'col', class: 'num' }, t('club.average')),
      h('th', { scope: 'col', class: 'num' }, t('club.best')),
      h('th', { scope: 'col', class: 'num' }, t('table.money')))),
    h('tbody', {}, lines.map((l) => h('tr', { dataset: { player: String(l.player) } },
      h('td', {}, data(l.place)),
      h('th', { scope: 'row' }, h('a', { href: `#/player/${l.player}`, dataset: { testid: 'player-link' } },
        data(l.name, { class: 'player-name' }))),
      h('td', { class: 'num' }, data(fmt(l.games))),
      h('td', { class: 'num' }, data(fmt(l.won))),
      h('td', { class: 'num' }, signed(l.points)),
      h('td', { class: 'num' }, data(fmt(l.average, 1))),
      h('td', { class: 'num' }, data(fmt(l.bestHand))),
      h('td', { class: 'num' }, money(l)))))));
}

/** A day given as 2026-12-02, as the page's language writes it ("2 Dec 2026"). */
function day(iso) {
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? iso
    : new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(d);
}

export async function render(main, { query }) {
  const errors = errorArea();
  const from = query.get('from') || '';
  const to = query.get('to') || '';
  const fromInput = h('input', { type: 'date', value: from, dataset: { testid: 'from' } });
  const toInput = h('input', { type: 'date', value: to, dataset: { testid: 'to' } });
  const form = h('form', {
    class: 'card form period',
    onsubmit: (e) => {
      e.preventDefault();
      const q = new URLSearchParams();
      if (fromInput.value) q.set('from', fromInput.value);
      if (toInput.value) q.set('to', toInput.value);
      go(`#/standings?${q}`);
    },
  }, field(t('club.from'), fromInput), field(t('club.to'), toInput),
  h('button', { type: 'submit', dataset: { testid: 'show-standings' } }, t('club.show')));
  const result = h('section', { class: 'card' }, h('h2', {}, t('club.title')), errors.el);
  main.append(screenTitle(t('club.title'), { href: '#/' }), form, result);
  try {
    const json = await api.standings(from, to);
    result.append(h('p', { class: 'subtle' }, t('club.period', { from: day(json.from), to: day(json.to) })));
    if (json.players.length) result.append(...table(json.players), printButton());
    else result.append(h('p', { class: 'hint', dataset: { testid: 'no-standings' } }, t('club.none')));
  } catch (e) {
    if (!api.noClubServer(e)) {
      errors.show(e);
      return;
    }
    form.remove();
    result.replaceWith(noClubServer());
  }
}

/**
 * What a club server is and how to get one, on a site that has none (the page served as plain
 * files): the standings come from the games kept there. The words of README.md, "Two commands".
 */
function noClubServer() {
  const code = (text) => h('code', { translate: 'no' }, text);
  return h('section', { class: 'card', dataset: { testid: 'no-club-server' } },
    h('h2', {}, t('club.noServerTitle')),
    h('p', {}, t('club.noServer')),
    h('p', {}, tNodes('club.howToServe', {
      serve: code('tally serve'), bind: code('--bind 0.0.0.0'), import: code('tally game import'),
    })));
}
