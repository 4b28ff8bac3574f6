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
import { diffLine, elementText, valueNodes } from '../rules-words.js';
import { createPicker } from '../picker.js';
import { emptyHand, format, effectiveCount } from '../notation.js';
import { example } from './catalogue.js';

export const NAME = 'house-rules';

/** The tiles of a whole hand, a kong counted as three (docs/notation.md). */
const HAND_TILES = 14;

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
      ...(e.pattern ? { pattern: e.pattern } : {}), ...(e.names && Object.keys(e.names).length ? { names: e.names } : {}),
    })),
  };
}

/** What the editor holds, from the engine's answer for some rules: those it scores on, the offered off. */
function editOf(answer, { id, version }) {
  // The table's own hands: those with a pattern that the preset does not have.
  const added = new Set(answer.diff.onlyInTo.map((e) => e.id));
  const element = (e, on) => ({ ...e, on, own: Boolean(e.pattern) && added.has(e.id) });
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
  const elements = edit.elements.filter((e) => e.kind === kind && !e.own);
  return h('details', { class: 'card rules-group', dataset: { testid: `group-${kind}` } },
    h('summary', {}, t(`rules.kind.${kind}`)),
    h('ul', { class: 'rules-elements' }, elements.map((e) => elementRow(e, changed))));
}

// ---------------------------------------------------------------------------------------
// The table's own special hands.

/** An id for a new hand from its name: small letters, digits and hyphens, unlike any other of the rules. */
function handId(name, edit) {
  const slug = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '').slice(0, 40) || 'own';
  const taken = new Set(edit.elements.map((e) => e.id));
  let id = `${slug}-hand`;
  for (let n = 2; taken.has(id); n += 1) id = `${slug}-hand-${n}`;
  return id;
}

/** How a hand is valued: a share of the limit, doubles or points, and that number. */
function valueOf(hand) {
  if (hand.limit > 0) return { kind: 'limit', n: hand.limit };
  if (hand.doubles > 0) return { kind: 'doubles', n: hand.doubles };
  return { kind: 'points', n: hand.points };
}

/** A hand with its value set: the one field of its kind, the others 0. */
function withValue(hand, kind, n) {
  return { ...hand, limit: kind === 'limit' ? n : 0, doubles: kind === 'doubles' ? n : 0, points: kind === 'points' ? n : 0 };
}

/** The rules a pattern is checked under: the house rules as last read, else their preset. */
function rulesOf(state) {
  return state.answer ? { text: state.answer.text } : { preset: state.edit.preset };
}

/** The table's own hands, each with its value and what it does, and a way to add one. */
function ownHands(state, rerender, changed) {
  const edit = state.edit;
  const hands = edit.elements.filter((e) => e.own);
  const open = (index) => {
    const hand = index < 0
      ? { id: '', name: '', names: {}, kind: 'special-hand', points: 0, doubles: 0, limit: 50, fishing: 0, excludes: [], pattern: '', own: true, on: true }
      : { ...edit.elements[index], names: { ...(edit.elements[index].names || {}) }, excludes: [...edit.elements[index].excludes] };
    state.hand = { index, hand };
    rerender();
  };
  return h('section', { class: 'card', dataset: { testid: 'own-hands' } },
    h('h2', {}, t('rules.ownHands')),
    hands.length ? h('ul', { class: 'rules-elements' }, hands.map((e) => {
      const index = edit.elements.indexOf(e);
      return h('li', { class: 'rules-element own-hand', dataset: { testid: 'own-hand', id: e.id } },
        h('p', { class: 'own-hand-name' }, h('strong', {}, data(elementText(e))), ' \u00b7 ', valueNodes(e)),
        h('div', { class: 'calc-links' },
          h('button', { type: 'button', class: 'button', dataset: { testid: `edit-hand-${e.id}` }, onclick: () => open(index) }, t('rules.edit')),
          h('button', {
            type: 'button', class: 'button', dataset: { testid: `delete-hand-${e.id}` },
            onclick: () => { edit.elements.splice(index, 1); changed(); rerender(); },
          }, t('rules.delete'))));
    })) : h('p', { class: 'hint' }, t('rules.noOwnHands')),
    h('button', { type: 'button', class: 'button', dataset: { testid: 'add-hand' }, onclick: () => open(-1) }, t('rules.addHand')));
}

/** The line of a pattern where a problem is, with a mark under its column. */
function problemPlace(pattern, problem) {
  const line = pattern.split('\n')[problem.line - 1] || '';
  return h('pre', { class: 'pattern-place', translate: 'no', 'aria-hidden': 'true' },
    line, '\n', `${' '.repeat(Math.max(0, problem.column - 1))}^`);
}

/** The editor of one special hand: its name, value, fishing value, exclusions and pattern. */
async function renderHand(main, state, rerender) {
  const { hand } = state.hand;
  const edit = state.edit;
  const errors = errorArea();
  const back = () => { state.hand = null; rerender(); };
  main.append(h('div', { class: 'screen-title' },
    h('button', { type: 'button', class: 'back', 'aria-label': t('nav.back'), onclick: back }, '\u2039'),
    h('h1', {}, t(state.hand.index < 0 ? 'rules.newHand' : 'rules.editHand'))), errors.el);

  const name = h('input', {
    type: 'text', value: hand.name, maxlength: NAME_LENGTH, autocomplete: 'off', translate: 'no', dataset: { testid: 'hand-name' },
    oninput: (e) => { hand.name = e.target.value; },
  });
  const otherName = (lang) => field(t(`rules.nameIn.${lang}`), h('input', {
    type: 'text', value: hand.names[lang] || '', maxlength: NAME_LENGTH, autocomplete: 'off', translate: 'no', lang,
    dataset: { testid: `hand-name-${lang}` },
    oninput: (e) => { if (e.target.value.trim()) hand.names[lang] = e.target.value; else delete hand.names[lang]; },
  }));

  // The value: a share of the limit, doubles or points.
  let value = valueOf(hand);
  const amount = numberInput(value.n, (n) => { if (n !== null) { value.n = n; Object.assign(hand, withValue(hand, value.kind, n)); } },
    { min: 1, testid: 'hand-value', label: t('rules.handValue') });
  const valueKinds = h('div', {}, h('fieldset', { class: 'pills' },
    h('legend', {}, t('rules.handValue')),
    h('div', { class: 'pill-row', dataset: { testid: 'hand-value-kind' } }, ['limit', 'doubles', 'points'].map((kind) => h('label', { class: 'pill', dataset: { value: kind } },
      h('input', {
        type: 'radio', name: 'hand-value-kind', value: kind, checked: value.kind === kind,
        onchange: () => { value = { kind, n: value.n }; Object.assign(hand, withValue(hand, kind, value.n)); },
      }),
      h('span', { class: 'pill-face' }, t(`rules.valueKind.${kind}`)))))));
  const fishing = numberInput(hand.fishing, (n) => { if (n !== null) hand.fishing = n; }, { max: 100, testid: 'hand-fishing', label: t('rules.fishing') });

  // What is not scored with it: any element these rules score.
  const excludes = h('details', { class: 'rules-excludes' },
    h('summary', {}, t('rules.excludes')),
    h('ul', { class: 'rules-elements' }, edit.elements.filter((e) => e.on && e.id !== hand.id).map((e) => h('li', {},
      checkbox({
        label: data(elementText(e)), checked: hand.excludes.includes(e.id), testid: `exclude-${e.id}`,
        onChange: (on) => { hand.excludes = on ? [...hand.excludes, e.id] : hand.excludes.filter((x) => x !== e.id); },
      })))));

  // The pattern, checked by the engine as it is typed, with the example hand it draws.
  const problem = h('div', { class: 'pattern-problem', role: 'status', dataset: { testid: 'pattern-problem' } });
  const exampleBox = h('div', { class: 'pattern-example', dataset: { testid: 'pattern-example' } });
  const verdict = h('p', { class: 'pattern-verdict', role: 'status', dataset: { testid: 'pattern-verdict' } });
  let tried = null;
  let asked = 0;
  const check = async () => {
    asked += 1;
    const mine = asked;
    try {
      const answer = await house.checkPattern(hand.pattern, rulesOf(state));
      if (mine !== asked) return;
      if (answer.problem) {
        problem.replaceChildren(h('p', { class: 'error' }, data(answer.problem.message)), problemPlace(hand.pattern, answer.problem));
        exampleBox.replaceChildren();
      } else {
        problem.replaceChildren();
        exampleBox.replaceChildren(h('h2', {}, t('rules.example')),
          answer.example ? example(answer.example) : h('p', { class: 'hint', dataset: { testid: 'no-example' } }, t('rules.noExample')));
      }
      await judge();
    } catch (e) {
      if (mine === asked) errors.show(e);
    }
  };
  // Whether the hand tapped in is this special hand, and if not, why.
  const judge = async () => {
    if (!tried) {
      verdict.replaceChildren(t('rules.tryHint'));
      delete verdict.dataset.matches;
      return;
    }
    try {
      const answer = await house.matchPattern(hand.pattern, tried, rulesOf(state));
      if (answer.problem) verdict.replaceChildren();
      else if (answer.matches) verdict.replaceChildren(h('strong', { class: 'pattern-yes' }, t('rules.matches')));
      else verdict.replaceChildren(h('strong', { class: 'pattern-no' }, t('rules.noMatch')), ' ', data(answer.reason));
      verdict.dataset.matches = String(Boolean(answer.matches));
    } catch (e) {
      verdict.replaceChildren(data(e.message));
      verdict.dataset.matches = 'false';
    }
  };
  const pattern = h('textarea', {
    rows: 4, class: 'pattern-text', spellcheck: false, autocapitalize: 'off', autocomplete: 'off', translate: 'no',
    dataset: { testid: 'hand-pattern' }, oninput: (e) => { hand.pattern = e.target.value; check(); },
  }, hand.pattern);

  const [ways] = await Promise.all([api.ways().catch(() => [])]);
  const picker = createPicker({
    hand: emptyHand(), winner: true, ways,
    winningTiles: (tiles, by) => api.winningTiles(tiles, by),
    onChange: (tapped) => {
      // A hand is judged once it is whole: until then, the hint to tap it in.
      tried = effectiveCount(tapped) < HAND_TILES ? null : format(tapped);
      judge();
    },
  });

  const done = h('button', {
    type: 'button', class: 'primary big', dataset: { testid: 'hand-done' },
    onclick: async () => {
      errors.clear();
      if (!hand.name.trim()) {
        errors.say(t('rules.needHandName'));
        name.focus();
        return;
      }
      const checked = await house.checkPattern(hand.pattern, rulesOf(state)).catch(() => null);
      if (!hand.pattern.trim() || !checked || checked.problem) {
        errors.say(t('rules.needPattern'));
        pattern.focus();
        return;
      }
      const kept = { ...hand, name: hand.name.trim(), id: hand.id || handId(hand.name, edit) };
      if (state.hand.index < 0) edit.elements.push(kept);
      else edit.elements[state.hand.index] = kept;
      state.hand = null;
      try {
        state.answer = await house.make(request(edit));
      } catch (e) {
        state.answer = null;
      }
      rerender();
    },
  }, t('rules.handDone'));

  main.append(
    h('section', { class: 'card form' },
      field(t('rules.handName'), name),
      h('details', {}, h('summary', {}, t('rules.otherNames')), otherName('pl'), otherName('ru')),
      valueKinds,
      field(t('rules.handAmount'), amount),
      field(t('rules.fishing'), fishing, t('rules.fishingHint')),
      excludes),
    h('section', { class: 'card form' },
      field(t('rules.pattern'), pattern, t('rules.patternHint')),
      problem,
      exampleBox),
    h('section', { class: 'card' },
      h('h2', {}, t('rules.tryHand')),
      picker.el,
      verdict),
    done);
  check();
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

async function renderEditor(main, id, { state, query, rerender }) {
  if (state.edit && state.hand) {
    await renderHand(main, state, rerender);
    return;
  }
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
    ownHands(state, rerender, changed),
    problems.el,
    save);
}

export async function render(main, ctx) {
  if (ctx.params.length) await renderEditor(main, decodeURIComponent(ctx.params[0]), ctx);
  else await renderList(main, ctx);
}
