// A new game: four names (the first starts as East), the ruleset and the table's options.
import { h, data } from '../dom.js';
import { t } from '../i18n.js';
import { api, rememberKey } from '../api.js';
import { go } from '../nav.js';
import { errorArea, screenTitle, field, radioGroup, checkbox, select, windName, SEATS } from '../ui.js';
import { rememberOptions, loadRulesets } from '../game-common.js';

export const NAME = 'new-game';
const NAMES_KEY = 'mahjong-tally.players';

function lastNames() {
  try {
    const v = JSON.parse(localStorage.getItem(NAMES_KEY) || 'null');
    if (Array.isArray(v) && v.length === 4) return v.map(String);
  } catch (e) { /* nothing remembered */ }
  return ['', '', '', ''];
}

export async function render(main, { state }) {
  if (!state.form) {
    state.form = {
      names: lastNames(), ruleset: 'bmja', limit: '1000', eastDoubles: true, method: 'difference',
      rounds: '4', drawPassesDeal: false, startingTallies: '2000',
    };
  }
  const f = state.form;
  const errors = errorArea();
  const rulesets = await loadRulesets(errors);
  if (rulesets.length && !rulesets.some((r) => r.id === f.ruleset)) f.ruleset = rulesets[0].id;

  const nameInputs = SEATS.map((seat, i) => h('input', {
    type: 'text', value: f.names[i], required: true, maxlength: 40, autocomplete: 'off',
    autocapitalize: 'words', enterkeyhint: i < 3 ? 'next' : 'done', dataset: { testid: `name-${i}` }, translate: 'no',
    oninput: (e) => { f.names[i] = e.target.value; },
  }));

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
      const options = {
        limit: f.limit === 'none' ? 'none' : Number(f.limit),
        eastDoubles: f.eastDoubles,
        method: f.method,
        rounds: Number(f.rounds),
        drawPassesDeal: f.drawPassesDeal,
        startingTallies: Number(f.startingTallies) || 0,
      };
      submit.disabled = true;
      try {
        const game = await api.createGame({ players: names, ruleset: f.ruleset, options });
        try { localStorage.setItem(NAMES_KEY, JSON.stringify(names)); } catch (x) { /* not remembered */ }
        rememberOptions(game.id, options);
        rememberKey(game.id, game.editKey);
        state.form = null;
        go(`#/game/${encodeURIComponent(game.id)}?key=${encodeURIComponent(game.editKey)}`);
      } catch (err) {
        errors.show(err);
        submit.disabled = false;
      }
    },
  });
  const submit = h('button', { type: 'submit', class: 'primary big', dataset: { testid: 'start-game' } }, t('newGame.start'));

  form.append(
    h('fieldset', { class: 'names' },
      h('legend', {}, t('newGame.players')),
      h('p', { class: 'hint' }, t('newGame.playersHint')),
      SEATS.map((seat, i) => field(i === 0 ? t('newGame.eastStarts') : windName(seat), nameInputs[i]))),
    rulesets.length ? field(t('newGame.ruleset'), select(
      rulesets.map((r) => ({ value: r.id, label: r.name || r.id })), f.ruleset, (v) => { f.ruleset = v; },
      { dataset: { testid: 'ruleset' }, translate: 'no' })) : null,
    radioGroup({
      legend: t('newGame.limit'), value: f.limit, onChange: (v) => { f.limit = String(v); }, testid: 'limit',
      options: [{ value: '500', label: data('500') }, { value: '1000', label: data('1000') }, { value: 'none', label: t('newGame.noLimit') }],
    }),
    radioGroup({
      legend: t('newGame.rounds'), value: f.rounds, onChange: (v) => { f.rounds = String(v); }, testid: 'rounds',
      options: [{ value: '1', label: t('newGame.rounds1') }, { value: '2', label: t('newGame.rounds2') }, { value: '4', label: t('newGame.rounds4') }],
    }),
    radioGroup({
      legend: t('settle.method'), value: f.method, onChange: (v) => { f.method = v; },
      options: [{ value: 'difference', label: t('method.difference') }, { value: 'alternative', label: t('method.alternative') }],
    }),
    checkbox({ label: t('opt.eastDoubles'), checked: f.eastDoubles, onChange: (v) => { f.eastDoubles = v; } }),
    checkbox({ label: t('opt.drawPassesDeal'), checked: f.drawPassesDeal, onChange: (v) => { f.drawPassesDeal = v; } }),
    field(t('newGame.startingTallies'), h('input', {
      type: 'number', inputmode: 'numeric', min: 0, step: 2, value: f.startingTallies,
      oninput: (e) => { f.startingTallies = e.target.value; },
    })),
    errors.el,
    submit);

  main.append(screenTitle(t('newGame.title'), { href: '#/' }), form);
}
