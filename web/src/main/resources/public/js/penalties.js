/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// Penalties of a hand on the record screen: the list of those added (each removable) and a
// compact panel to add one (who pays, to whom, how much each, what for). The amounts are
// settled by the engine when the hand is saved; nothing here adds them up.
//
// The common offences: a false Mah-Jong (Harr, "Pung Chow", Penalties §1: the offender pays
// each of the other three half the limit; the Czech club rules at papaji.cz/falesny-mahjong,
// rule 82: 300 to each opponent), a wrong claim of a discard or a wrong discard, and tiles
// exposed by mistake. The amounts differ from club to club, so the table types its own.
import { h, data } from './dom.js';
import { t, tNodes, messagesOf, LANGUAGE_CODES } from './i18n.js';
import { select, field } from './ui.js';

import {
  OFFENCES, MAX_AMOUNT, MAX_REASON, MAX_PENALTIES, blankPenalty,
} from './penalty-model.js';

// What a penalty is, as plain data (penalty-model.js), for the screens that import it from here.
export { OFFENCES, blankPenalty, penaltiesFit, entryFits } from './penalty-model.js';

/** The penalty being entered as the API takes it; every other player is paid when payee is ''. */
function asRecord(p, players) {
  const reason = p.offence === 'other' ? p.other.trim() : t(`penalty.offence.${p.offence}`);
  return {
    amount: Number(p.amount), payers: [p.payer],
    payees: p.payee ? [p.payee] : players.filter((x) => x !== p.payer), reason,
  };
}

/** What is wrong with the penalty being entered, by field, in the page's language; {} when nothing. */
export function penaltyProblems(p) {
  const problems = {};
  const amount = String(p.amount).trim();
  if (amount === '') problems.amount = t('penalty.amountMissing');
  else if (!/^\d+$/.test(amount)) problems.amount = t('penalty.amountNotNumber');
  else if (Number(amount) < 1) problems.amount = t('penalty.amountZero');
  else if (Number(amount) > MAX_AMOUNT) problems.amount = t('penalty.amountTooLarge', { max: MAX_AMOUNT.toLocaleString() });
  if (p.payee && p.payee === p.payer) problems.payee = t('penalty.paysHimself', { name: p.payer });
  if (p.offence === 'other' && !p.other.trim()) problems.other = t('penalty.reasonMissing');
  if (p.other.length > MAX_REASON) problems.other = t('penalty.reasonTooLong', { max: MAX_REASON });
  return problems;
}

// A penalty's reason is recorded as the table read it (the offence's name in the page's language
// then, or words typed). A common offence recorded in any of the page's languages is named in the
// page's language now; anything else is shown as it was typed.
const COMMON = OFFENCES.filter((o) => o !== 'other');
const recorded = new Map();
let learning = null;

/** The common offence a reason names, in the languages whose messages are loaded; undefined if none. */
function offenceOf(reason) {
  return recorded.get(reason) ?? COMMON.find((o) => t(`penalty.offence.${o}`) === reason);
}

/** Loads the common offences' names in every language of the page (once). */
function learnReasons() {
  if (!learning) {
    learning = Promise.all(LANGUAGE_CODES.map((code) => messagesOf(code).then((m) => {
      COMMON.forEach((o) => { if (m[`penalty.offence.${o}`]) recorded.set(m[`penalty.offence.${o}`], o); });
    }, () => {})));
  }
  return learning;
}

/** A penalty's reason in the page's language, as far as it is known now. */
export function reasonText(reason) {
  const offence = offenceOf(reason);
  return offence ? t(`penalty.offence.${offence}`) : reason;
}

/**
 * A penalty's reason as a node: the offence in the page's language, or the words typed (data).
 * One recorded in another language is named in this one as soon as the others' names are loaded.
 */
function reasonNode(reason) {
  if (offenceOf(reason)) return h('span', { class: 'penalty-reason' }, reasonText(reason));
  const node = data(reason, { class: 'penalty-reason' });
  learnReasons().then(() => {
    if (offenceOf(reason)) {
      node.textContent = reasonText(reason);
      node.removeAttribute('translate');
    }
  });
  return node;
}

/** The message of a penalty's line: one payee, or "each" of several. */
function lineKey(p) {
  return p.payees.length > 1 ? 'penalty.lineEach' : 'penalty.line';
}

/** One penalty as a line: "Ann pays Bob, Cid, Dee 30 each — false Mah-Jong". */
export function penaltyLine(p) {
  const line = t(lineKey(p), { payers: p.payers.join(', '), payees: p.payees.join(', '), amount: p.amount.toLocaleString() });
  return p.reason ? `${line} — ${reasonText(p.reason)}` : line;
}

/** One penalty as nodes: the names and the amount as data, the line and a common offence in words. */
function penaltyNodes(p) {
  return [...tNodes(lineKey(p), { payers: data(p.payers.join(', ')), payees: data(p.payees.join(', ')), amount: data(p.amount.toLocaleString()) }),
    ...(p.reason ? [' \u2014 ', reasonNode(p.reason)] : [])];
}

/** A hand's penalties as a list, for the table and the sheet; null when there are none. */
export function penaltiesView(penalties, titleKey = 'penalty.title') {
  if (!penalties || !penalties.length) return null;
  return h('div', { class: 'penalties-view', dataset: { testid: 'penalties-view' } },
    h('h3', {}, t(titleKey)),
    h('ul', { class: 'penalty-list' }, penalties.map((p) => h('li', {}, h('span', {}, penaltyNodes(p))))));
}

/**
 * The penalties part of the record screen. rec.penalties is the list added; rec.penalty the
 * one being entered (null when the panel is closed). onChange is called after each change.
 */
export function penaltiesSection(rec, players, onChange) {
  const box = h('section', { class: 'card penalties', dataset: { testid: 'penalties' } });

  function draw() {
    const list = rec.penalties.length ? h('ul', { class: 'penalty-list' }, rec.penalties.map((p, i) =>
      h('li', { dataset: { testid: 'penalty-line' } },
        h('span', {}, penaltyNodes(p)),
        h('button', {
          type: 'button', class: 'small', dataset: { testid: 'penalty-remove' }, 'aria-label': t('penalty.removeLabel', { line: penaltyLine(p) }),
          onclick: () => { rec.penalties.splice(i, 1); draw(); onChange(); },
        }, t('penalty.remove'))))) : null;
    // Without a penalty the section is its button alone: the record screen keeps its height for the hand.
    const empty = !list && !rec.penalty;
    box.classList.toggle('empty', empty);
    box.replaceChildren(h('h2', { class: empty ? 'visually-hidden' : null }, t('penalty.title')),
      ...(list ? [list] : []),
      rec.penalty ? panel() : h('button', {
        type: 'button', dataset: { testid: 'add-penalty' }, disabled: rec.penalties.length >= MAX_PENALTIES,
        onclick: () => { rec.penalty = blankPenalty(players); draw(); onChange(); box.querySelector('input[inputmode]').focus(); },
      }, t('penalty.add')));
  }

  function panel() {
    const p = rec.penalty;
    let tried = false;
    const messages = {};
    const note = (name) => { messages[name] = h('small', { class: 'field-error', role: 'alert', dataset: { testid: `penalty-${name}-error` }, hidden: true }); return messages[name]; };
    function check(all) {
      const problems = penaltyProblems(p);
      Object.keys(messages).forEach((name) => {
        const shown = (all || name !== 'amount' || String(p.amount) !== '') ? problems[name] : undefined;
        messages[name].textContent = shown || '';
        messages[name].hidden = !shown;
      });
      return problems;
    }
    const payees = () => [{ value: '', label: t('penalty.allOthers') },
      ...players.filter((x) => x !== p.payer).map((x) => ({ value: x, label: x, data: true }))];
    const payeeBox = h('div');
    const drawPayee = () => payeeBox.replaceChildren(field(t('penalty.toWhom'),
      select(payees(), p.payee, (v) => { p.payee = v; check(tried); onChange(); }, { dataset: { testid: 'penalty-payee' } })), note('payee'));
    drawPayee();
    const amount = h('input', {
      type: 'text', inputmode: 'numeric', pattern: '[0-9]*', autocomplete: 'off', value: p.amount,
      dataset: { testid: 'penalty-amount' },
      oninput: (e) => { p.amount = e.target.value; check(tried); onChange(); },
    });
    const other = h('input', {
      type: 'text', value: p.other, maxlength: String(MAX_REASON), placeholder: t('penalty.otherPlaceholder'),
      dataset: { testid: 'penalty-reason' }, hidden: p.offence !== 'other',
      oninput: (e) => { p.other = e.target.value; check(tried); onChange(); },
    });
    const el = h('div', { class: 'penalty-panel', dataset: { testid: 'penalty-panel' } },
      field(t('penalty.whoPays'), select(players.map((x) => ({ value: x, label: x, data: true })), p.payer, (v) => {
        p.payer = v;
        if (p.payee === v) p.payee = '';
        drawPayee();
        check(tried);
        onChange();
      }, { dataset: { testid: 'penalty-payer' } })),
      payeeBox,
      field(t('penalty.amountEach'), amount), note('amount'),
      field(t('penalty.offence'), select(OFFENCES.map((o) => ({ value: o, label: t(`penalty.offence.${o}`) })), p.offence, (v) => {
        p.offence = v;
        other.hidden = v !== 'other';
        if (v === 'other') other.focus();
        check(tried);
        onChange();
      }, { dataset: { testid: 'penalty-offence' } })),
      other, note('other'),
      h('div', { class: 'actions' },
        h('button', {
          type: 'button', class: 'primary', dataset: { testid: 'penalty-confirm' },
          onclick: () => {
            tried = true;
            // what the fields show, even if a change came without an input event
            p.amount = amount.value;
            p.other = other.value;
            if (Object.keys(check(true)).length) {
              const wrong = el.querySelector('.field-error:not([hidden])');
              if (wrong && wrong.previousElementSibling) (wrong.previousElementSibling.querySelector('input,select') || amount).focus();
              return;
            }
            rec.penalties.push(asRecord(p, players));
            rec.penalty = null;
            draw();
            onChange();
          },
        }, t('penalty.confirm')),
        ' ',
        h('button', { type: 'button', dataset: { testid: 'penalty-cancel' }, onclick: () => { rec.penalty = null; draw(); onChange(); } },
          t('penalty.cancel'))));
    check(false);
    return el;
  }

  draw();
  return box;
}
