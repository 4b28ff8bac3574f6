/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// House rules on this phone: the list of those kept here (each said against its preset in words,
// with its special hands, shared as a link or a file), and the editor that makes them from a
// preset or from a ruleset file: every option, every element switched on or off with its value,
// and the table's own special hands, each checked by the engine as it is typed. What the rules
// are is always the engine's answer to what the editor holds (house-rules.js); the page lists no
// option, element or value of its own.
import { h, data, uid } from '../dom.js';
import { t } from '../i18n.js';
import { api } from '../api.js';
import { go } from '../nav.js';
import { errorArea, screenTitle, field, checkbox, select, rulesetChoice, elementNamesReady } from '../ui.js';
import { optionName, optionValue, download } from '../game-common.js';
import { linkTo, decode, TooLarge } from '../game-link.js';
import * as house from '../house-rules.js';
import { diffLine, elementText } from '../rules-words.js';

export const NAME = 'house-rules';

/** The longest name of house rules (the loader takes 500; a phone shows some 40). */
const NAME_LENGTH = 60;

/** The editor's request to the engine: every option and every element switched on. */
function request(edit) {
  return {
    preset: edit.preset,
    id: edit.id,
    name: edit.name.trim() || t('rules.untitled'),
    version: edit.version,
    options: edit.options,
    elements: edit.elements.filter((e) => e.on).map((e) => ({
      id: e.id, name: e.name, points: e.points, doubles: e.doubles, limit: e.limit, fishing: e.fishing, excludes: e.excludes,
    })),
  };
}

/** What the editor holds, from the engine's answer for some rules: those it scores on, the offered off. */
function editOf(answer, { id, version }) {
  const element = (e, on) => ({ ...e, on });
  return {
    preset: answer.preset,
    id,
    name: answer.ruleset.name,
    version,
    options: { ...answer.ruleset.options },
    elements: [...answer.ruleset.elements.map((e) => element(e, true)), ...answer.offered.map((e) => element(e, false))],
    choices: answer.choices || {},
  };
}

// ---------------------------------------------------------------------------------------
// The list.

/** The buttons that share house rules: as a link (copied, and shown to copy by hand) and as a file. */
function shareButtons(id, text, errors) {
  const linkBox = h('div', { class: 'link-box', hidden: true });
  return [[
    h('button', {
      type: 'button', class: 'button', dataset: { testid: `share-link-${id}` },
      onclick: async (e) => {
        errors.clear();
        try {
          const value = await linkTo(text, { route: '#/rules', param: 'rules' });
          const input = h('input', { type: 'text', readonly: true, value, translate: 'no', dataset: { testid: 'rules-link-value' } });
          linkBox.replaceChildren(h('label', {}, t('rules.linkLabel'), input));
          linkBox.hidden = false;
          input.select();
          try { await navigator.clipboard.writeText(value); } catch (x) { /* selected for copying by hand */ }
          e.target.textContent = t('table.copied');
        } catch (x) { errors.show(x); }
      },
    }, t('rules.shareLink')),
    h('button', {
      type: 'button', class: 'button', dataset: { testid: `share-file-${id}` },
      onclick: () => download(text, `${id}.toml`, 'application/toml'),
    }, t('rules.shareFile'))], linkBox];
}

/** What a link or a file too long to be a ruleset is told: the bound. */
function tooLong(bounds) {
  return t('rules.tooLong', { kb: Math.floor(bounds.chars / 1024) });
}

/** Keeps house rules taken from a link or a file, and shows them in the list. */
async function keepTaken(text, errors) {
  try {
    const answer = await house.read(text);
    await house.save(answer.ruleset.id, answer.text);
    go('#/rules');
  } catch (e) {
    errors.show(e);
  }
}

/** The card offering the house rules carried by a link (#/rules?rules=...) to keep on this phone. */
async function linkedRules(param) {
  const errors = errorArea();
  const card = h('section', { class: 'card import', dataset: { testid: 'linked-rules' } }, h('h2', {}, t('rules.linkTitle')), errors.el);
  let text;
  let answer;
  try {
    const bounds = await house.bounds();
    try {
      text = await decode(param, bounds.chars);
    } catch (e) {
      if (e instanceof TooLarge) {
        card.append(h('p', { class: 'error', dataset: { testid: 'rules-link-refused' } }, tooLong(bounds)));
        return card;
      }
      throw e;
    }
    answer = await house.read(text);
  } catch (e) {
    card.append(h('p', { class: 'error', dataset: { testid: 'rules-link-refused' } }, t('rules.badLink')),
      e && e.code ? h('p', { class: 'hint' }, data(e.message)) : '');
    return card;
  }
  card.append(
    h('p', {}, h('strong', {}, data(answer.ruleset.name)), ' · ', t('rules.basedOn', { preset: t(`ruleset.${answer.preset}`) })),
    h('p', { class: 'rules-diff', dataset: { testid: 'linked-rules-diff' } }, diffLine(answer.diff)),
    h('button', { type: 'button', class: 'primary', dataset: { testid: 'keep-rules' }, onclick: () => keepTaken(text, errors) },
      t('rules.keep')));
  return card;
}

/** A button that opens a ruleset file and keeps it on this phone, its size checked before it is read. */
function openRulesFile(errors) {
  const input = h('input', {
    type: 'file', accept: '.toml,text/plain,application/toml', class: 'visually-hidden', dataset: { testid: 'import-rules-file' },
    onchange: async () => {
      const file = input.files && input.files[0];
      if (!file) return;
      errors.clear();
      const bounds = await house.bounds().catch(() => null);
      if (bounds && file.size > bounds.chars) {
        errors.say(tooLong(bounds));
        return;
      }
      await keepTaken(await file.text(), errors);
    },
  });
  return h('label', { class: 'button file-button' }, t('rules.openFile'), input);
}

/** One kept ruleset: its name, what it changes, and what can be done with it. */
function rulesCard(entry, answer, onDelete) {
  const id = entry.id;
  const errors = errorArea();
  const [share, linkBox] = shareButtons(id, entry.text, errors);
  const confirm = h('div', { class: 'confirm-delete', hidden: true },
    h('p', {}, t('rules.deleteConfirm')),
    h('button', { type: 'button', class: 'danger', dataset: { testid: `confirm-delete-rules-${id}` }, onclick: onDelete }, t('rules.delete')));
  return h('li', { class: 'card house-rules', dataset: { testid: 'house-rules-item', id } },
    h('h2', {}, data(answer.ruleset.name)),
    h('p', { class: 'subtle' }, t('rules.basedOn', { preset: t(`ruleset.${answer.preset}`) })),
    h('p', { class: 'rules-diff', dataset: { testid: 'rules-diff' } }, diffLine(answer.diff)),
    h('div', { class: 'calc-links' },
      h('a', { class: 'button', href: `#/rules/${encodeURIComponent(id)}`, dataset: { testid: `edit-rules-${id}` } }, t('rules.edit')),
      h('a', { class: 'button', href: `#/special?rules=${encodeURIComponent(id)}`, dataset: { testid: `rules-hands-${id}` } }, t('catalogue.ofRules')),
      ...share,
      h('button', {
        type: 'button', class: 'button', dataset: { testid: `delete-rules-${id}` },
        onclick: () => { confirm.hidden = !confirm.hidden; },
      }, t('rules.delete'))),
    linkBox,
    confirm,
    errors.el);
}

async function renderList(main, { rerender, query }) {
  const errors = errorArea();
  main.append(screenTitle(t('rules.title'), { href: '#/' }), errors.el);
  if (query && query.get('rules')) main.append(await linkedRules(query.get('rules')));
  const [rulesets] = await Promise.all([api.rulesets().catch((e) => { errors.show(e); return []; }), elementNamesReady()]);
  let kept = [];
  try {
    kept = await house.list();
  } catch (e) {
    errors.show(e);
  }
  const list = h('ul', { class: 'house-rules-list', dataset: { testid: 'house-rules-list' } });
  for (const entry of kept) {
    try {
      const answer = await house.read(entry.text);
      list.append(rulesCard(entry, answer, async () => {
        try {
          await house.remove(entry.id);
          rerender();
        } catch (e) {
          errors.show(e);
        }
      }));
    } catch (e) {
      errors.show(e);
    }
  }
  if (!kept.length) list.append(h('li', { class: 'hint', dataset: { testid: 'no-house-rules' } }, t('rules.none')));

  // A new set of house rules starts from a preset.
  let from = rulesets.length ? rulesets[0].id : 'bmja';
  const make = h('section', { class: 'card form' },
    h('h2', {}, t('rules.make')),
    h('p', { class: 'hint' }, t('rules.makeHint')),
    rulesets.length ? rulesetChoice({
      legend: t('rules.startFrom'), rulesets, value: from, testid: 'rules-from', onChange: (v) => { from = v; },
    }) : null,
    h('button', {
      type: 'button', class: 'primary', dataset: { testid: 'make-rules' },
      onclick: () => go(`#/rules/new?from=${encodeURIComponent(from)}`),
    }, t('rules.makeButton')));
  main.append(h('p', { class: 'lead' }, t('rules.lead')), list, make,
    h('section', { class: 'card' }, h('h2', {}, t('rules.fromFile')), h('p', { class: 'hint' }, t('rules.fromFileHint')),
      h('div', { class: 'calc-links' }, openRulesFile(errors))));
}

// ---------------------------------------------------------------------------------------
// The editor.

/**
 * A whole-number input of a value of the rules; `set` gets the number, or null when it is no number.
 * @param {number} value
 * @param {(n: number | null) => void} set
 * @param {{min?: number, max?: number, testid?: string, label?: string}} options
 */
function numberInput(value, set, { min = 0, max = undefined, testid = undefined, label = undefined }) {
  return h('input', {
    type: 'number', inputmode: 'numeric', min, max, step: 1, value: String(value), class: 'rules-number',
    'aria-label': label || null, dataset: testid ? { testid } : undefined,
    oninput: (e) => {
      const n = e.target.value.trim() === '' ? null : Number(e.target.value);
      set(Number.isSafeInteger(n) ? n : null);
    },
  });
}

/** One option of the rules, drawn by the kind of its value as the engine gives it. */
function optionControl(edit, key, changed) {
  const value = edit.options[key];
  const set = (v) => { edit.options[key] = v; changed(); };
  const testid = `option-${key}`;
  if (typeof value === 'boolean') {
    return checkbox({ label: optionName(key), checked: value, testid, onChange: set });
  }
  const choices = edit.choices[key];
  if (choices) {
    return field(optionName(key), select(choices.map((c) => ({ value: c, label: optionValue(key, c) })), value, set,
      { dataset: { testid } }));
  }
  if (key === 'limit') {
    const capped = value !== 'none';
    const amount = numberInput(capped ? value : 1000, (n) => { if (n !== null) set(n); }, { min: 2, testid, label: optionName(key) });
    amount.disabled = !capped;
    return h('div', { class: 'field rules-limit' },
      h('label', { for: 'rules-limit-amount' }, optionName(key)),
      Object.assign(amount, { id: 'rules-limit-amount' }),
      checkbox({
        label: t('newGame.noLimit'), checked: !capped, testid: 'option-limit-none',
        onChange: (none) => { amount.disabled = none; set(none ? 'none' : Number(amount.value) || 1000); },
      }));
  }
  if (typeof value === 'number') {
    return field(optionName(key), numberInput(value, (n) => { if (n !== null) set(n); }, { testid, label: optionName(key) }));
  }
  return field(optionName(key), h('input', {
    type: 'text', value, maxlength: 200, dataset: { testid }, translate: 'no', oninput: (e) => set(e.target.value),
  }));
}

/**
 * The inputs of an element's value, by its kind: points, doubles, or a special hand's share and
 * fishing value; each named by the element's name (the element `nameId`) and what it is.
 */
function valueInputs(e, changed, nameId) {
  const number = (key, label, opts = {}) => {
    const labelId = uid('value');
    const input = numberInput(e[key], (n) => { if (n !== null) { e[key] = n; changed(); } }, { testid: `${key}-${e.id}`, ...opts });
    input.setAttribute('aria-labelledby', `${nameId} ${labelId}`);
    return h('label', { class: 'rules-value' }, h('span', { id: labelId }, label), input);
  };
  if (e.kind === 'points') return [number('points', t('rules.points'))];
  if (e.kind === 'doubles') return [number('doubles', t('rules.doubles'), { max: 10 })];
  if (e.limit > 0) return [number('limit', t('rules.limitShare'), { min: 1, max: 100 }), number('fishing', t('rules.fishing'), { max: 100 })];
  return [number('doubles', t('rules.doubles'), { min: 1, max: 10 }), number('fishing', t('rules.fishing'), { max: 100 })];
}

/** One element: switched on or off, and its value. */
function elementRow(e, changed) {
  const nameId = uid('element');
  const values = h('div', { class: 'rules-values', hidden: !e.on }, valueInputs(e, changed, nameId));
  return h('li', { class: 'rules-element', dataset: { id: e.id } },
    checkbox({
      label: data(elementText(e), { id: nameId }), checked: e.on, testid: `element-${e.id}`,
      onChange: (on) => { e.on = on; values.hidden = !on; changed(); },
    }),
    values);
}

/** The elements of one kind, in a section that opens. */
function elementGroup(edit, kind, changed) {
  const elements = edit.elements.filter((e) => e.kind === kind);
  return h('details', { class: 'card rules-group', dataset: { testid: `group-${kind}` } },
    h('summary', {}, t(`rules.kind.${kind}`)),
    h('ul', { class: 'rules-elements' }, elements.map((e) => elementRow(e, changed))));
}

async function startingEdit(id, query) {
  if (id === 'new') {
    const preset = query.get('from') || 'bmja';
    const rules = await api.ruleset(preset);
    const answer = await house.make({
      preset, id: house.newId(), name: t('rules.defaultName'), version: 1, options: rules.options,
      elements: rules.elements.map((e) => ({ id: e.id, name: e.name, points: e.points, doubles: e.doubles, limit: e.limit, fishing: e.fishing, excludes: e.excludes })),
    });
    return { edit: editOf(answer, { id: answer.ruleset.id, version: 1 }), answer, isNew: true };
  }
  const entry = await house.get(id);
  if (!entry) return null;
  const answer = await house.read(entry.text);
  return { edit: editOf(answer, { id, version: answer.ruleset.version + 1 }), answer, isNew: false };
}

async function renderEditor(main, id, { state, query }) {
  const errors = errorArea();
  main.append(screenTitle(t(id === 'new' ? 'rules.newTitle' : 'rules.editTitle'), { href: '#/rules' }), errors.el);
  await elementNamesReady();
  if (!state.edit) {
    try {
      const start = await startingEdit(id, query);
      if (!start) {
        errors.say(t('rules.notFound'));
        return;
      }
      Object.assign(state, start);
    } catch (e) {
      errors.show(e);
      return;
    }
  }
  const edit = state.edit;
  const problems = errorArea();
  const diff = h('p', { class: 'rules-diff', dataset: { testid: 'rules-diff' } }, state.answer ? diffLine(state.answer.diff) : '');
  let asked = 0;
  // Each change is put to the engine, which says what the rules now differ in, or what is wrong.
  const changed = async () => {
    asked += 1;
    const mine = asked;
    try {
      const answer = await house.make(request(edit));
      if (mine !== asked) return;
      state.answer = answer;
      problems.clear();
      diff.replaceChildren(...diffLine(answer.diff));
    } catch (e) {
      if (mine !== asked) return;
      state.answer = null;
      problems.show(e);
    }
  };

  const name = h('input', {
    type: 'text', value: edit.name, maxlength: NAME_LENGTH, required: true, autocomplete: 'off', translate: 'no',
    dataset: { testid: 'rules-name' }, oninput: (e) => { edit.name = e.target.value; changed(); },
  });
  const save = h('button', {
    type: 'button', class: 'primary big', dataset: { testid: 'save-rules' },
    onclick: async () => {
      errors.clear();
      if (!edit.name.trim()) {
        errors.say(t('rules.needName'));
        name.focus();
        return;
      }
      save.disabled = true;
      try {
        const answer = await house.make(request(edit));
        await house.save(edit.id, answer.text);
        state.edit = null;
        go('#/rules');
      } catch (e) {
        errors.show(e);
        save.disabled = false;
      }
    },
  }, t('rules.save'));

  main.append(
    h('section', { class: 'card form' },
      field(t('rules.name'), name),
      h('p', { class: 'subtle' }, t('rules.basedOn', { preset: t(`ruleset.${edit.preset}`) })),
      h('h2', {}, t('rules.changes')),
      diff),
    h('details', { class: 'card rules-group', dataset: { testid: 'group-options' } },
      h('summary', {}, t('rules.options')),
      h('div', { class: 'rules-options' }, Object.keys(edit.options).map((key) => optionControl(edit, key, changed)))),
    ...['points', 'doubles', 'special-hand'].map((kind) => elementGroup(edit, kind, changed)),
    problems.el,
    save);
}

export async function render(main, ctx) {
  if (ctx.params.length) await renderEditor(main, decodeURIComponent(ctx.params[0]), ctx);
  else await renderList(main, ctx);
}
