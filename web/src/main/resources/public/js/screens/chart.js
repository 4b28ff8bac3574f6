/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// The four balances over the hands, drawn as our own SVG line chart (no library), with the
// same numbers as a table for screen readers and anyone who prefers digits.
import { h, data, signed, fmt } from '../dom.js';
import { t } from '../i18n.js';
import { errorArea, screenTitle, tableRegion } from '../ui.js';
import { gameTabs, loadGameOrShow, playerName, PLAYER_COLOURS } from '../game-common.js';

export const NAME = 'chart';
const DASHES = ['', '6 3', '2 3', '8 3 2 3'];
const W = 360;
const H = 250;
const PAD = { left: 46, right: 12, top: 14, bottom: 30 };

function marker(shape, x, y, colour) {
  const s = 3.6;
  if (shape === 0) return h('svg:circle', { cx: x, cy: y, r: s, fill: colour });
  if (shape === 1) return h('svg:rect', { x: x - s, y: y - s, width: 2 * s, height: 2 * s, fill: colour });
  if (shape === 2) return h('svg:path', { d: `M${x} ${y - s - 1} L${x + s + 1} ${y + s} L${x - s - 1} ${y + s}Z`, fill: colour });
  return h('svg:path', { d: `M${x} ${y - s - 1} L${x + s + 1} ${y} L${x} ${y + s + 1} L${x - s - 1} ${y}Z`, fill: colour });
}

/** Round steps for the value axis: 1, 2 or 5 times a power of ten. */
function niceStep(range, count) {
  const raw = range / count;
  const power = 10 ** Math.floor(Math.log10(raw || 1));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

export function chartSvg(players, series, labelFor) {
  const n = series[0].length - 1;
  const all = series.flat();
  let lo = Math.min(0, ...all);
  let hi = Math.max(0, ...all);
  if (lo === hi) { lo -= 100; hi += 100; }
  const step = niceStep(hi - lo, 5);
  lo = Math.floor(lo / step) * step;
  hi = Math.ceil(hi / step) * step;
  const x = (i) => PAD.left + (n === 0 ? 0 : (i * (W - PAD.left - PAD.right)) / n);
  const y = (v) => PAD.top + ((hi - v) * (H - PAD.top - PAD.bottom)) / (hi - lo);
  const grid = [];
  for (let v = lo; v <= hi + step / 2; v += step) {
    grid.push(h('svg:line', { x1: PAD.left, x2: W - PAD.right, y1: y(v), y2: y(v), class: v === 0 ? 'axis zero' : 'grid' }));
    grid.push(h('svg:text', { x: PAD.left - 5, y: y(v) + 3.5, 'text-anchor': 'end', class: 'tick' }, fmt(v)));
  }
  const every = Math.max(1, Math.ceil(n / 8));
  for (let i = 0; i <= n; i += every) {
    grid.push(h('svg:text', { x: x(i), y: H - PAD.bottom + 15, 'text-anchor': 'middle', class: 'tick' }, String(i)));
  }
  const lines = series.map((values, p) => h('svg:g', { class: 'series', dataset: { player: players[p] } },
    h('svg:polyline', {
      points: values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' '),
      fill: 'none', stroke: PLAYER_COLOURS[p], 'stroke-width': 2.4, 'stroke-dasharray': DASHES[p] || null,
      'stroke-linejoin': 'round', 'stroke-linecap': 'round',
    }),
    values.map((v, i) => marker(p, x(i), y(v), PLAYER_COLOURS[p]))));
  return h('svg:svg', {
    viewBox: `0 0 ${W} ${H}`, class: 'chart', role: 'img', 'aria-label': labelFor, translate: 'no', dataset: { testid: 'chart' },
  }, grid, lines);
}

export async function render(main, { params }) {
  const id = decodeURIComponent(params[0]);
  const errors = errorArea();
  const game = await loadGameOrShow(main, id, errors, t('chart.title'));
  if (!game) return;
  const players = game.players.map((p) => (typeof p === 'string' ? p : p.name));
  const series = players.map((name) => [0, ...game.hands.map((hand) => hand.players.find((p) => p.name === name).total)]);
  main.append(
    screenTitle(t('chart.title'), { href: `#/game/${encodeURIComponent(id)}` }),
    gameTabs(encodeURIComponent(id), 'chart'));
  if (!game.hands.length) {
    main.append(h('p', { class: 'note' }, t('chart.empty')));
    return;
  }
  main.append(
    h('figure', { class: 'card chart-card' },
      chartSvg(players, series, t('chart.label')),
      h('figcaption', {},
        h('ul', { class: 'legend' }, players.map((name, p) => h('li', {},
          h('svg:svg', { viewBox: '0 0 30 10', class: 'key', 'aria-hidden': 'true' },
            h('svg:line', { x1: 1, x2: 29, y1: 5, y2: 5, stroke: PLAYER_COLOURS[p], 'stroke-width': 2.4, 'stroke-dasharray': DASHES[p] || null }),
            marker(p, 15, 5, PLAYER_COLOURS[p])),
          playerName(name), ' ', signed(game.totals[name])))),
        h('p', { class: 'hint' }, t('chart.axes')))),
    h('details', { class: 'card' },
      h('summary', {}, t('chart.asTable')),
      tableRegion(t('chart.asTable'), h('table', { class: 'sheet compact' },
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('sheet.hand')), players.map((p) => h('th', { scope: 'col', class: 'num' }, playerName(p))))),
        h('tbody', {}, series[0].map((_, i) => h('tr', {},
          h('th', { scope: 'row' }, data(i)),
          series.map((s) => h('td', { class: 'num' }, data(fmt(s[i])))))))))));
}
