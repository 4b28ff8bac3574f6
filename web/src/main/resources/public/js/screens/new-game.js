/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// A new game: four names (the first starts as East), the ruleset and the table's options.
import { h, data } from '../dom.js';
import { t } from '../i18n.js';
import { api, rememberKey, ApiError } from '../api.js';
import { go } from '../nav.js';
import {
  errorArea, screenTitle, field, radioGroup, checkbox, windName, SEATS, rulesetChoice, describeError,
} from '../ui.js';
import { rememberOptions, loadRulesets } from '../game-common.js';
import { openDraft, keepDraft, draftNotice, oneOf, shortText } from '../drafts.js';
import { catalogueLink } from './catalogue.js';
import * as house from '../house-rules.js';

export const NAME = 'new-game';
const NAMES_KEY = 'mahjong-tally.players';
const RULESET_KEY = 'mahjong-tally.ruleset';
/**
 * The options of a ruleset file's [options] this form sets (the engine's keys): each starts at
 * the chosen ruleset's own value, and only a value the table changed is sent.
 */
const RULESET_OPTIONS = ['limit', 'eastDoubles', 'method'];

/** The ruleset chosen for the last game started on this phone, or null. */
function lastRuleset() {
  try { return localStorage.getItem(RULESET_KEY); } catch (e) { return null; }
}

/**
 * The house rules kept on this phone, offered beside the presets: [{id, name, text, options}]
 * (house-rules.js; the engine reads each file). Rules that no longer read are left out.
 */
async function houseRulesets() {
  const kept = await house.list().catch(() => []);
  const read = await Promise.all(kept.map((e) => house.read(e.text).then((a) => ({
    id: e.id, name: a.ruleset.name, text: e.text, options: a.ruleset.options,
  }), () => null)));
  return read.filter(Boolean);
}

/** A ruleset's own values of the options this form sets, as the form holds them (the limit as text). */
async function ownValues(id, houses = []) {
  try {
    const mine = houses.find((r) => r.id === id);
    const options = (mine ? mine.options : (await api.ruleset(id)).options) || {};
    return {
      limit: options.limit === undefined || options.limit === null ? 'none' : String(options.limit),
      eastDoubles: options.eastDoubles !== false,
      method: options.method || 'difference',
    };
  } catch (e) {
    return null;
  }
}

/**
 * The engine's refusal of a name as typed (an ApiError, its message in the page's language), or
 * null: an empty name is not refused here (the form asks for four names when it is sent).
 */
async function nameRefusal(name) {
  if (!name.trim()) return null;
  try {
    await api.playerName(name);
    return null;
  } catch (e) {
    // Only the engine's refusal: an engine that did not load leaves the check to the game's start.
    return e instanceof ApiError ? e : null;
  }
}

function lastNames() {
  try {
    const v = JSON.parse(localStorage.getItem(NAMES_KEY) || 'null');
    if (Array.isArray(v) && v.length === 4) return v.map(String);
  } catch (e) { /* nothing remembered */ }
  return ['', '', '', ''];
}

/** The form as it opens: the last game's names and ruleset, the ruleset's own options (set by render). */
function blankForm() {
  return {
    names: lastNames(), ruleset: lastRuleset() || 'bmja', limit: '1000', eastDoubles: true, method: 'difference',
    rounds: '4', drawPassesDeal: false, seatExchange: false, startingTallies: '2000',
  };
}

/** The form from its draft (which has the form's own shape), or null when a field does not fit. */
function formFromDraft(d) {
  const bool = [true, false];
  const fits = Array.isArray(d.names) && d.names.length === 4 && d.names.every((n) => shortText(n, 40))
    && shortText(d.ruleset) && typeof d.limit === 'string' && /^(none|[1-9][0-9]{0,8})$/.test(d.limit) && oneOf(d.eastDoubles, bool)
    && oneOf(d.method, ['difference', 'alternative']) && oneOf(d.rounds, ['1', '2', '4'])
    && oneOf(d.drawPassesDeal, bool) && oneOf(d.seatExchange ?? false, bool) && shortText(d.startingTallies, 20);
  if (!fits) return null;
  const { names, ruleset, limit, eastDoubles, method, rounds, drawPassesDeal, startingTallies } = d;
  const seatExchange = d.seatExchange ?? false;
  return { names: [...names], ruleset, limit, eastDoubles, method, rounds, drawPassesDeal, seatExchange, startingTallies };
}

/**
 * Where the game is kept. Without a club server (a static host, or offline) on this phone, said
 * plainly. With one the table chooses, and this phone is the default: what a table must never
 * lose is a hand being recorded, and a game on the phone needs no server at all; a game on the
 * server keeps the hands recorded without a connection on the phone until it returns (club-games.js)
 * and needs the club's connection to start and to be shared. A phone game
 * reaches the club's standings later with one import of its file; the club server is one tap
 * away for a club that wants every game there from the start.
 */
function whereField(state, server) {
  if (!server) {
    return h('p', { class: 'note where-note', dataset: { testid: 'where-phone-only' } }, t('where.phoneOnly'));
  }
  return h('div', { class: 'where-choice' },
    radioGroup({
      legend: t('where.legend'), value: state.where, onChange: (v) => { state.where = v; }, testid: 'where',
      options: [{ value: 'phone', label: t('where.phone') }, { value: 'server', label: t('where.server') }],
    }),
    h('p', { class: 'hint' }, h('strong', {}, t('where.phone')), ': ', t('where.phoneHint')),
    h('p', { class: 'hint' }, h('strong', {}, t('where.server')), ': ', t('where.serverHint')));
}

export async function render(main, { state, rerender }) {
  const errors = errorArea();
  const [presets, server, houses] = await Promise.all([loadRulesets(errors), api.hasServer(), houseRulesets()]);
  const rulesets = [...presets, ...houses.map((r) => ({ id: r.id, name: r.name }))];
  const houseOf = (id) => houses.find((r) => r.id === id);
  const draft = openDraft(['new-game'], blankForm());
  if (!state.form) {
    const restored = draft.restore(formFromDraft);
    state.form = restored || blankForm();
    state.restored = Boolean(restored);
  }
  const f = state.form;
  // Where the game is kept is chosen each time, not kept in the draft: see whereField.
  if (!state.where) state.where = 'phone';
  if (rulesets.length && !rulesets.some((r) => r.id === f.ruleset)) f.ruleset = rulesets[0].id;
  // The chosen ruleset's own values: the form starts there, and sends only what the table changes.
  let own = await ownValues(f.ruleset, houses);
  if (!state.restored && own && state.ownFor !== f) Object.assign(f, own);
  state.ownFor = f;
  const keeper = keepDraft(main, draft, () => f);

  // Each name is checked by the engine as it is typed (a name that looks blank or other than it
  // is: a no-break space, a line separator, an invisible character), and said under its field.
  const nameErrors = SEATS.map((seat, i) => h('p', {
    class: 'error field-error', id: `name-${i}-refused`, role: 'alert', hidden: true, dataset: { testid: `name-refused-${i}` },
  }));
  const nameRefusals = SEATS.map(() => Promise.resolve(null));
  const checkName = (i) => {
    const asked = f.names[i];
    nameRefusals[i] = nameRefusal(asked).then((refusal) => {
      if (f.names[i] !== asked) return nameRefusals[i];
      nameErrors[i].replaceChildren(...(refusal ? describeError(refusal) : []));
      nameErrors[i].hidden = !refusal;
      nameInputs[i].setAttribute('aria-invalid', refusal ? 'true' : 'false');
      return refusal;
    });
    return nameRefusals[i];
  };
  const nameInputs = SEATS.map((seat, i) => h('input', {
    type: 'text', value: f.names[i], required: true, maxlength: 40, autocomplete: 'off',
    autocapitalize: 'words', enterkeyhint: i < 3 ? 'next' : 'done', dataset: { testid: `name-${i}` }, translate: 'no',
    'aria-describedby': `name-${i}-refused`,
    oninput: (e) => {
      f.names[i] = e.target.value;
      checkName(i);
    },
  }));
  // Names brought back from a draft or the last game are checked as typed ones are.
  SEATS.forEach((seat, i) => { if (f.names[i]) checkName(i); });

  const form = h('form', {
    class: 'card form', novalidate: true,
    onsubmit: async (e) => {
      e.preventDefault();
      errors.clear();
      const names = f.names.map((n) => n.trim());
      if (names.some((n) => !n)) {
        errors.el.replaceChildren(t('newGame.needNames'));
        errors.el.hidden = false;
        nameInputs[names.findIndex((n) => !n)].focus();
        return;
      }
      const refused = (await Promise.all(SEATS.map((seat, i) => checkName(i)))).findIndex(Boolean);
      if (refused >= 0) {
        nameInputs[refused].focus();
        return;
      }
      // Only what the table changed from its ruleset: a game of the ruleset as it is plays it
      // under its own name, and the table screen names each change.
      const chosen = { limit: f.limit === 'none' ? 'none' : Number(f.limit), eastDoubles: f.eastDoubles, method: f.method };
      const changed = RULESET_OPTIONS.filter((k) => !own || String(f[k]) !== String(own[k]));
      const options = {
        ...Object.fromEntries(changed.map((k) => [k, chosen[k]])),
        rounds: Number(f.rounds),
        drawPassesDeal: f.drawPassesDeal,
        seatExchange: f.seatExchange,
        startingTallies: Number(f.startingTallies) || 0,
      };
      submit.disabled = true;
      const onPhone = !server || state.where !== 'server';
      try {
        // House rules travel as their file, which the game keeps written out in full.
        const mine = houseOf(f.ruleset);
        const rules = mine ? { rules: mine.text } : { ruleset: f.ruleset };
        const game = await api.createGame({ players: names, ...rules, options }, onPhone);
        try {
          localStorage.setItem(NAMES_KEY, JSON.stringify(names));
          localStorage.setItem(RULESET_KEY, f.ruleset);
        } catch (x) { /* not remembered */ }
        rememberOptions(game.id, { ...chosen, ...options });
        keeper.stop();
        draft.discard();
        state.form = null;
        if (onPhone) {
          go(`#/game/${encodeURIComponent(game.id)}`);
          return;
        }
        rememberKey(game.id, game.editKey);
        go(`#/game/${encodeURIComponent(game.id)}?key=${encodeURIComponent(game.editKey)}`);
      } catch (err) {
        errors.show(err);
        submit.disabled = false;
      }
    },
  });
  const submit = h('button', { type: 'submit', class: 'primary big', dataset: { testid: 'start-game' } }, t('newGame.start'));

  // The limit, the payments and East's doubles, as the chosen ruleset has them until changed.
  const rulesetOptions = h('div', { class: 'ruleset-options', dataset: { testid: 'ruleset-options' } });
  function drawRulesetOptions() {
    const limits = [...new Set(['500', '1000', own ? own.limit : null, f.limit].filter((l) => l && l !== 'none'))]
      .sort((a, b) => Number(a) - Number(b));
    rulesetOptions.replaceChildren(
      radioGroup({
        legend: t('newGame.limit'), value: f.limit, onChange: (v) => { f.limit = String(v); }, testid: 'limit',
        options: [...limits.map((l) => ({ value: l, label: data(l) })), { value: 'none', label: t('newGame.noLimit') }],
      }),
      radioGroup({
        legend: t('settle.method'), value: f.method, onChange: (v) => { f.method = v; }, testid: 'method',
        options: [{ value: 'difference', label: t('method.difference') }, { value: 'alternative', label: t('method.alternative') }],
      }),
      checkbox({ label: t('opt.eastDoubles'), checked: f.eastDoubles, testid: 'east-doubles', onChange: (v) => { f.eastDoubles = v; } }));
  }
  drawRulesetOptions();

  form.append(
    h('fieldset', { class: 'names' },
      h('legend', {}, t('newGame.players')),
      h('p', { class: 'hint' }, t('newGame.playersHint')),
      SEATS.map((seat, i) => [field(i === 0 ? t('newGame.eastStarts') : windName(seat), nameInputs[i]), nameErrors[i]])),
    rulesets.length ? rulesetChoice({
      legend: t('newGame.ruleset'), rulesets, value: f.ruleset, testid: 'ruleset',
      onChange: async (v) => {
        f.ruleset = v;
        // A ruleset brings its own limit and options; what the table changes is changed after.
        const values = await ownValues(v, houses);
        if (f.ruleset !== v) return;
        own = values;
        if (own) Object.assign(f, own);
        drawRulesetOptions();
        draft.save(f);
      },
    }) : null,
    rulesets.length ? h('div', { class: 'ruleset-hands calc-links' }, catalogueLink('new', () => (houseOf(f.ruleset) ? { house: f.ruleset } : f.ruleset)),
      h('a', { class: 'button', href: '#/rules', dataset: { testid: 'house-rules-link' } }, t('rules.title'))) : null,
    rulesetOptions,
    radioGroup({
      legend: t('newGame.rounds'), value: f.rounds, onChange: (v) => { f.rounds = String(v); }, testid: 'rounds',
      options: [{ value: '1', label: t('newGame.rounds1') }, { value: '2', label: t('newGame.rounds2') }, { value: '4', label: t('newGame.rounds4') }],
    }),
    checkbox({ label: t('opt.drawPassesDeal'), checked: f.drawPassesDeal, onChange: (v) => { f.drawPassesDeal = v; } }),
    checkbox({
      label: t('opt.seatExchange'), hint: t('opt.seatExchangeHint'), checked: f.seatExchange, testid: 'seat-exchange',
      onChange: (v) => { f.seatExchange = v; },
    }),
    field(t('newGame.startingTallies'), h('input', {
      type: 'number', inputmode: 'numeric', min: 0, step: 2, value: f.startingTallies,
      oninput: (e) => { f.startingTallies = e.target.value; },
    })),
    whereField(state, server),
    errors.el,
    submit);

  main.append(screenTitle(t('newGame.title'), { href: '#/' }),
    state.restored ? draftNotice('draft.newGame', { draft, keeper, rerender, reset: () => { state.form = null; } }) : '',
    form);
  return () => keeper.stop();
}
