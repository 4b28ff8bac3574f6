/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// "Settle four scores" without a game: the four hand scores, who went Mah-Jong, the table's
// options; the payments, balances, fewest transfers and tallies update as you type.
import { h, data } from '../dom.js';
import { t } from '../i18n.js';
import { api } from '../api.js';
import {
  errorArea, screenTitle, radioGroup, checkbox, select, field, settlementView, windName, SEATS,
} from '../ui.js';
import { tile } from '../tiles.js';
import { openDraft, keepDraft, draftNotice, oneOf, shortText } from '../drafts.js';
import { optionName, optionValue } from '../game-common.js';

export const NAME = 'settle';

/**
 * The settlement options a table sets for a whole game that are on or off (East doubles, the
 * losers settle, the discarder pays double, the difference cap...), the engine's
 * (api.settlementOptions), each with its default: a checkbox each.
 * @param {{key: string, kind: string, default: any, decidedPerHand: boolean}[]} options
 */
function onOffOptions(options) {
  return options.filter((o) => o.kind === 'on-off' && !o.decidedPerHand);
}

/**
 * The screen's entry with nothing typed but what the address brings (?E=...&winner=...).
 * @param {URLSearchParams} query
 * @param {{key: string, kind: string, default: any, decidedPerHand: boolean}[]} options the engine's settlement options
 * @returns {Object<string, any>}
 */
function initial(query, options) {
  /** @type {Object<string, any>} */
  const s = {
    scores: { E: '', S: '', W: '', N: '' }, winner: null, discarder: '',
    limit: '1000', method: 'difference', drawPays: 'nothing', payForAll: false,
  };
  onOffOptions(options).forEach((o) => { s[o.key] = o.default === true; });
  for (const seat of SEATS) {
    const v = query.get(seat);
    if (v !== null && /^\d+$/.test(v)) s.scores[seat] = v;
  }
  if (SEATS.includes(query.get('winner'))) s.winner = query.get('winner');
  return s;
}

/**
 * The entry from its draft (which has the entry's own shape), or null when a field does not fit.
 * @param {any} d
 * @param {{key: string, kind: string, default: any, decidedPerHand: boolean, choices: string[]}[]} options the engine's settlement options
 */
function fromDraft(d, options) {
  const bool = [true, false];
  const choices = (key) => (options.find((o) => o.key === key) || { choices: [] }).choices;
  const onOff = onOffOptions(options);
  const fits = d.scores && SEATS.every((seat) => shortText(d.scores[seat], 20))
    && oneOf(d.winner, [null, '', ...SEATS]) && oneOf(d.discarder, ['', ...SEATS.filter((x) => x !== d.winner)])
    && oneOf(d.limit, ['500', '1000', 'none']) && onOff.every((o) => oneOf(d[o.key], bool))
    && oneOf(d.method, choices('method')) && oneOf(d.drawPays, choices('drawPays'))
    && oneOf(d.payForAll, bool);
  if (!fits) return null;
  const { winner, discarder, limit, method, drawPays, payForAll } = d;
  const scores = Object.fromEntries(SEATS.map((seat) => [seat, d.scores[seat]]));
  return {
    scores, winner, discarder, limit, method, drawPays, payForAll, ...Object.fromEntries(onOff.map((o) => [o.key, d[o.key]])),
  };
}

export async function render(main, { state, query, rerender }) {
  /** @type {{key: string, kind: string, default: any, decidedPerHand: boolean, choices: string[]}[]} */
  const options = await api.settlementOptions().catch(() => []);
  const onOff = onOffOptions(options);
  const draft = openDraft(['settle'], initial(query, options));
  if (!state.s) {
    const restored = draft.restore((d) => fromDraft(d, options));
    state.s = restored || initial(query, options);
    state.restored = Boolean(restored);
  }
  const s = state.s;
  const keeper = keepDraft(main, draft, () => s);
  const out = h('section', { class: 'card result', 'aria-live': 'polite', dataset: { testid: 'settle-result' } });
  const errors = errorArea();
  let controller = null;

  /** Settles at every change, with no wait: the engine in the page answers within a frame, and a newer answer aborts an older one. */
  async function compute() {
    if (controller) controller.abort();
    errors.clear();
    const filled = SEATS.every((seat) => s.scores[seat] !== '' && !Number.isNaN(Number(s.scores[seat])));
    if (s.winner === null || (!filled && s.winner !== '')) {
      out.replaceChildren(h('p', { class: 'hint' }, t('settle.fillIn')));
      return;
    }
    const scores = Object.fromEntries(SEATS.map((seat) => [seat, Number(s.scores[seat]) || 0]));
    const chosen = {
      limit: s.limit === 'none' ? 'none' : Number(s.limit), method: s.method, drawPays: s.drawPays,
      payForAll: Boolean(s.winner && s.discarder && s.payForAll), ...Object.fromEntries(onOff.map((o) => [o.key, s[o.key]])),
    };
    controller = new AbortController();
    try {
      const json = await api.settle({
        scores, winner: s.winner || null, discarder: s.winner && s.discarder ? s.discarder : null, options: chosen, plan: true, tallies: true,
      }, controller.signal);
      out.replaceChildren(settlementView(json, { onMethod: (m) => { s.method = m; compute(); } }));
    } catch (e) {
      if (e.name === 'AbortError') return;
      out.replaceChildren(errors.el);
      errors.show(e);
    }
  }

  const inputs = h('div', { class: 'score-grid' }, SEATS.map((seat) => {
    const input = h('input', {
      type: 'number', inputmode: 'numeric', min: 0, step: 2, value: s.scores[seat], dataset: { testid: `settle-${seat}` },
      oninput: (e) => { s.scores[seat] = e.target.value.trim(); compute(); },
    });
    return h('div', { class: 'field seat-score' },
      h('label', { for: `settle-${seat}` }, tile(seat, { size: 'xs', decorative: true }), ' ', windName(seat)),
      Object.assign(input, { id: `settle-${seat}` }));
  }));

  const discardBox = h('div', {});
  function drawDiscard() {
    discardBox.replaceChildren(!s.winner ? '' : h('details', { open: Boolean(s.discarder) },
      h('summary', {}, t('record.discardOptions')),
      field(t('record.discarder'), select([{ value: '', label: t('record.nobody') },
        ...SEATS.filter((x) => x !== s.winner).map((x) => ({ value: x, label: windName(x) }))], s.discarder,
      (v) => { s.discarder = v; compute(); })),
      checkbox({ label: t('opt.payForAll'), checked: s.payForAll, hint: t('opt.payForAllHint'), onChange: (v) => { s.payForAll = v; compute(); } })));
  }
  drawDiscard();

  main.append(
    screenTitle(t('settle.title'), { href: '#/' }),
    state.restored ? draftNotice('draft.scores', { draft, keeper, rerender, reset: () => { state.s = null; } }) : '',
    h('p', { class: 'lead' }, t('settle.lead')),
    h('section', { class: 'card' },
      h('h2', { class: 'visually-hidden' }, t('settle.scores')),
      inputs,
      radioGroup({
        legend: t('record.whoWon'), value: s.winner, testid: 'settle-winner', className: 'winner-pick',
        options: [...SEATS.map((seat) => ({ value: seat, label: windName(seat) })), { value: '', label: t('record.draw') }],
        onChange: (v) => { s.winner = v; if (s.discarder === v) s.discarder = ''; drawDiscard(); compute(); },
      }),
      discardBox,
      h('details', { class: 'options' },
        h('summary', {}, t('settle.options')),
        radioGroup({
          legend: t('newGame.limit'), value: s.limit, onChange: (v) => { s.limit = String(v); compute(); },
          options: [{ value: '500', label: data('500') }, { value: '1000', label: data('1000') }, { value: 'none', label: t('newGame.noLimit') }],
        }),
        onOff.map((o) => checkbox({
          label: optionName(o.key), checked: s[o.key], testid: `settle-${o.key}`, onChange: (v) => { s[o.key] = v; compute(); },
        })),
        radioGroup({
          legend: optionName('drawPays'), value: s.drawPays, onChange: (v) => { s.drawPays = v; compute(); },
          options: (options.find((o) => o.key === 'drawPays') || { choices: ['nothing'] }).choices
            .map((c) => ({ value: c, label: optionValue('drawPays', c) })),
        }))),
    out);
  compute();
  return () => {
    keeper.stop();
    if (controller) controller.abort();
  };
}
