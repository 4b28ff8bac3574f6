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
/** The width of a digit of the value axis (11 px text), for the room its longest value needs. */
const TICK_CHAR = 6.5;
/** A game of at most this many hands has a marker at every hand; a longer one's would overlap. */
const MARKED = 100;
/**
 * A game of at most this many hands is also shown as a table of numbers; a longer one's (10,000
 * rows) would hold the page for seconds, and the score sheet shows the same running totals a page
 * at a time.
 */
const TABLED = 400;

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

/**
 * The hands (indices of `values`) the line is drawn through: every one while there are fewer than
 * two to a unit of width; else, of the hands that fall on one unit, the first, the lowest, the
 * highest and the last, in their order, so that the line keeps every peak and trough with a few
 * hundred points rather than 10,000. Pure.
 */
export function drawn(values, x) {
  if (values.length <= 2 * W) return values.map((v, i) => i);
  const kept = [];
  let column = null;
  let group = [];
  const close = () => {
    if (!group.length) return;
    let lo = group[0];
    let hi = group[0];
    group.forEach((i) => {
      if (values[i] < values[lo]) lo = i;
      if (values[i] > values[hi]) hi = i;
    });
    [...new Set([group[0], lo, hi, group[group.length - 1]])].sort((a, b) => a - b).forEach((i) => kept.push(i));
    group = [];
  };
  values.forEach((v, i) => {
    const at = Math.round(x(i));
    if (at !== column) {
      close();
      column = at;
    }
    group.push(i);
  });
  close();
  return kept;
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
  const ticks = [];
  for (let v = lo; v <= hi + step / 2; v += step) ticks.push(v);
  // Room on the left for the longest value (a game of thousands of hands reaches millions).
  const left = Math.max(PAD.left, 8 + TICK_CHAR * Math.max(...ticks.map((v) => fmt(v).length)));
  const x = (i) => left + (n === 0 ? 0 : (i * (W - left - PAD.right)) / n);
  const y = (v) => PAD.top + ((hi - v) * (H - PAD.top - PAD.bottom)) / (hi - lo);
  const grid = [];
  ticks.forEach((v) => {
    grid.push(h('svg:line', { x1: left, x2: W - PAD.right, y1: y(v), y2: y(v), class: v === 0 ? 'axis zero' : 'grid' }));
    grid.push(h('svg:text', { x: left - 5, y: y(v) + 3.5, 'text-anchor': 'end', class: 'tick' }, fmt(v)));
  });
  const every = Math.max(1, Math.ceil(n / 8));
  for (let i = 0; i <= n; i += every) {
    // The last number ends at the right edge rather than running past it.
    const last = i === n && i > 0;
    grid.push(h('svg:text', {
      x: x(i), y: H - PAD.bottom + 15, 'text-anchor': last ? 'end' : 'middle', class: 'tick',
    }, fmt(i)));
  }
  const lines = series.map((values, p) => h('svg:g', { class: 'series', dataset: { player: players[p] } },
    h('svg:polyline', {
      points: drawn(values, x).map((i) => `${x(i).toFixed(1)},${y(values[i]).toFixed(1)}`).join(' '),
      fill: 'none', stroke: PLAYER_COLOURS[p], 'stroke-width': 2.4, 'stroke-dasharray': DASHES[p] || null,
      'stroke-linejoin': 'round', 'stroke-linecap': 'round',
    }),
    n <= MARKED ? values.map((v, i) => marker(p, x(i), y(v), PLAYER_COLOURS[p])) : null));
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
    game.hands.length > TABLED ? h('p', { class: 'hint', dataset: { testid: 'chart-table-long' } },
      t('chart.tableLong'), ' ', h('a', { href: `#/game/${encodeURIComponent(id)}/sheet` }, t('game.sheet'))) : h('details', { class: 'card' },
      h('summary', {}, t('chart.asTable')),
      tableRegion(t('chart.asTable'), h('table', { class: 'sheet compact' },
        h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('sheet.hand')), players.map((p) => h('th', { scope: 'col', class: 'num' }, playerName(p))))),
        h('tbody', {}, series[0].map((_, i) => h('tr', {},
          h('th', { scope: 'row' }, data(i)),
          series.map((s) => h('td', { class: 'num' }, data(fmt(s[i])))))))))));
}
