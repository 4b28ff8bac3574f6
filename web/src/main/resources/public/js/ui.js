/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// Pieces shared by the screens: headings, errors, choice groups, the score and the settlement.
import { h, data, signed, fmt, uid } from './dom.js';
import { t, tNodes, has, language } from './i18n.js';
import { loaded, ready } from './engine.js';
import { ApiError } from './api.js';
import { parse } from './notation.js';
import { tile, compareTiles } from './tiles.js';

export const SEATS = ['E', 'S', 'W', 'N'];

export function windName(seat) {
  return t(`wind.${seat}`);
}

/** The screen's title, with a link back where there is a screen to go back to. */
export function screenTitle(text, back, subtitle = null) {
  return h('div', { class: 'screen-title' },
    back ? h('a', { class: 'back', href: back.href, 'aria-label': back.label || t('nav.back') }, '\u2039') : null,
    // A subtitle (what the screen is about, in a few words) goes under the title, beside the back
    // arrow, taking no line of its own.
    subtitle ? h('div', { class: 'titles' }, h('h1', {}, text), h('p', { class: 'subtle' }, subtitle)) : h('h1', {}, text));
}

/**
 * What went wrong, in words: the server's message as it is (in the page's language, which every
 * request asks for), or that the server is unreachable.
 */
export function describeError(err) {
  if (err instanceof ApiError) {
    if (err.status === 0) return [t('error.offline')];
    return refusalView(err.message, err.lang);
  }
  return [t('error.unexpected'), ' ', data(clipped(String(err && err.message ? err.message : err)))];
}

/** The longest line of a message shown, in characters; a longer one is cut short with "…". */
const LINE = 300;
/** The most lines of a long message kept under "the rest", after its first. */
const REST = 30;

function clipped(line) {
  const one = line.replace(/\s+/g, ' ').trim();
  return one.length > LINE ? `${one.slice(0, LINE - 1)}…` : one;
}

/**
 * A refusal ("Not accepted: ...") as one line: a message of several lines (a ruleset's problems,
 * one a line under a heading that counts them) shows its heading and its first problem, and the
 * others only on a tap; a line too long for a phone is cut short.
 */
export function refusalView(message, lang) {
  const lines = String(message).split('\n').map((line) => line.trim()).filter(Boolean);
  const head = lines.length > 1 && /:$/.test(lines[0]) ? 2 : 1;
  const first = clipped(lines.slice(0, head).join(' '));
  const rest = lines.slice(head);
  const line = tNodes('error.server', { message: data(first, { class: 'server-message', lang: lang || null }) });
  if (!rest.length) return line;
  return [...line, h('details', { class: 'message-rest', dataset: { testid: 'message-rest' } },
    h('summary', {}, t('error.rest')),
    h('ul', { lang: lang || null }, rest.slice(0, REST).map((text) => h('li', {}, data(clipped(text))))))];
}

/** A place for an error message; role=alert so screen readers announce it. */
export function errorArea() {
  const el = h('div', { class: 'error', role: 'alert', hidden: true });
  return {
    el,
    show(err) {
      el.replaceChildren(...describeError(err));
      el.hidden = false;
    },
    /** Shows a message of the page's own, already in words. */
    say(text) {
      el.replaceChildren(text);
      el.hidden = false;
    },
    clear() {
      el.replaceChildren();
      el.hidden = true;
    },
  };
}

/** Announces a short message to screen readers. */
export function announce(text) {
  const status = document.getElementById('status');
  if (status) status.textContent = text;
}

/**
 * @typedef {Object} Choice one choice of a group or a select
 * @property {string | number | boolean} value
 * @property {any} label words, or nodes (what h() takes as a child)
 * @property {boolean} [disabled]
 * @property {boolean} [data] whether the label is data (a name), never translated
 */

/**
 * A group of radio buttons drawn as pills (keyboard: arrows move, as with any radio group).
 * @param {Object} group
 * @param {any} group.legend
 * @param {string} [group.name] the inputs' name; one is made up without it
 * @param {Choice[]} group.options
 * @param {any} group.value the value chosen, or null
 * @param {(value: any) => void} group.onChange
 * @param {string} [group.className]
 * @param {boolean} [group.legendHidden]
 * @param {string} [group.testid]
 * @returns {HTMLElement}
 */
export function radioGroup({ legend, name, options, value, onChange, className = '', legendHidden = false, testid }) {
  const group = name || uid('radio');
  return h('fieldset', { class: `pills ${className}`.trim(), dataset: testid ? { testid } : undefined },
    h('legend', { class: legendHidden ? 'visually-hidden' : '' }, legend),
    h('div', { class: 'pill-row' }, options.map((o) => h('label', { class: 'pill', dataset: { value: String(o.value) } },
      h('input', {
        type: 'radio', name: group, value: String(o.value), checked: String(o.value) === String(value),
        disabled: o.disabled, onchange: (/** @type {Event} */ e) => { if (/** @type {HTMLInputElement} */ (e.target).checked) onChange(o.value); },
      }),
      h('span', { class: 'pill-face' }, o.label)))));
}

/**
 * A checkbox with its label and an optional hint under it.
 * @param {Object} box
 * @param {any} box.label
 * @param {boolean} box.checked
 * @param {(on: boolean) => void} box.onChange
 * @param {string} [box.name]
 * @param {any} [box.hint]
 * @param {string} [box.testid]
 * @returns {HTMLElement}
 */
export function checkbox({ label, checked, onChange, name, hint, testid }) {
  return h('label', { class: 'check' },
    h('input', {
      type: 'checkbox', name, checked, dataset: testid ? { testid } : undefined,
      onchange: (/** @type {Event} */ e) => onChange(/** @type {HTMLInputElement} */ (e.target).checked),
    }),
    h('span', {}, label, hint ? h('small', { class: 'hint' }, hint) : null));
}

/**
 * A table that may be wider than the phone, in a box that scrolls sideways: a region named by
 * `label`, reachable with the keyboard, so that what scrolls is announced and can be scrolled
 * without a finger.
 */
export function tableRegion(label, table) {
  return h('div', { class: 'table-wrap', role: 'region', 'aria-label': label, tabindex: '0' }, table);
}

/** A labelled form control. */
export function field(label, control, hint) {
  const id = control.id || uid('f');
  control.id = id;
  return h('div', { class: 'field' },
    h('label', { for: id }, label),
    control,
    hint ? h('small', { class: 'hint' }, hint) : null);
}

/**
 * A select of options; `data` marks a label that is data (a name).
 * @param {Choice[]} options
 * @param {any} value
 * @param {(value: string) => void} onChange
 * @param {Object} [attrs] more attributes, as h() takes them
 * @returns {HTMLSelectElement}
 */
export function select(options, value, onChange, attrs = {}) {
  return /** @type {HTMLSelectElement} */ (h('select', { ...attrs, onchange: (/** @type {Event} */ e) => onChange(/** @type {HTMLSelectElement} */ (e.target).value) },
    options.map((o) => h('option', {
      value: String(o.value), selected: String(o.value) === String(value), translate: o.data ? 'no' : null,
    }, o.label))));
}

// ---------------------------------------------------------------------------------------
// A hand shown as tiles: exposed sets, concealed kongs, concealed tiles, bonus tiles.

/**
 * A set or group of tiles on its tray: exposed sets face up on a light tray, concealed tiles and
 * kongs on a dark one with a dashed edge (a concealed kong with its outer tiles face down, as it
 * lies on the table). With `tag`, the tray says which it is in words, with a lock when concealed.
 */
function setGroup(codes, kind, { size, label, tag = false }) {
  const faceDown = (i) => kind === 'kong' && codes.length === 4 && (i === 0 || i === 3);
  const tiles = codes.map((c, i) => tile(c, { size, extraClass: faceDown(i) ? 'face-down' : '' }));
  const hidden = kind !== 'exposed';
  return h('span', { class: `tile-group set-group ${kind}`, role: 'group', 'aria-label': label },
    h('span', { class: 'group-tiles' }, tiles),
    tag ? h('span', { class: 'set-tag', 'aria-hidden': 'true' },
      hidden ? h('span', { class: 'lock' }) : null, t(hidden ? 'hand.concealedTag' : 'hand.exposedTag')) : null);
}

export function handTiles(notation, { size = 'sm' } = {}) {
  let hand;
  try {
    hand = parse(notation);
  } catch (e) {
    return h('code', { translate: 'no', class: 'notation' }, notation);
  }
  const set = (codes, kind, label) => setGroup(codes, kind, { size, label, tag: true });
  return h('span', { class: 'hand-tiles' },
    hand.exposed.map((s) => set(s, 'exposed', t('hand.exposedSet'))),
    hand.kongs.map((s) => set(s, 'kong', t('hand.concealedKong'))),
    hand.concealed.length ? set([...hand.concealed].sort(compareTiles), 'concealed', t('hand.concealedTiles')) : null,
    hand.bonus.length ? h('span', { class: 'tile-group bonus', role: 'group', 'aria-label': t('hand.bonusTiles') },
      [...hand.bonus].sort(compareTiles).map((c) => tile(c, { size }))) : null,
    hand.win ? h('span', { class: 'tile-group win' }, h('span', { class: 'win-label' }, t('hand.winningTile')), tile(hand.win, { size })) : null);
}

// ---------------------------------------------------------------------------------------
// A scored hand.

/**
 * A score line's name in the page language, as the engine names it (the words module's names,
 * which the CLI and the API also use): the ruleset's own name of the element in English, its
 * translation in Polish and Russian, "Calling for" it on a loser's fishing value. Until the
 * engine is loaded (screens that show lines wait for it, elementNamesReady), the line's English.
 * @param {{id: string, name?: string, element?: string, calling?: boolean}} line as a score's lines have
 *     them; a catalogue's hand is {id, name}
 */
export function elementName(line) {
  const engine = loaded();
  const english = line.element || line.name || line.id;
  if (!engine) return data(english, { lang: 'en' });
  return data(engine.elementName(line.id, line.name || english, Boolean(line.calling), language()));
}

/** Resolves when the engine can name the elements (or cannot be loaded: they are then in English). */
export function elementNamesReady() {
  return ready().then(() => {}, () => {});
}

/**
 * A ruleset's name in the page language: a preset's from the messages (ruleset.ID), a game's rules
 * built on a preset with table options (ID-table) by the preset's name (the options are said in
 * words where the rules are shown); any other ruleset (a club's file) by its own name.
 * @param {{id: string, name?: string}} ruleset
 */
export function rulesetLabel(ruleset) {
  const id = String(ruleset.id || '');
  const key = `ruleset.${id.replace(/-table$/, '')}`;
  return has(key) ? t(key) : ruleset.name || id;
}

/**
 * The rulesets to choose from, by name, as a group of pills: a ruleset's name ("Deutsche Mah Jongg
 * Liga (классические правила)") is longer than a select can show on a phone with large text, and
 * a pill's words wrap. A preset is named in the page language, a club's ruleset by its own name.
 * @param {Object} choice
 * @param {any} choice.legend
 * @param {{id: string, name?: string}[]} choice.rulesets
 * @param {string} choice.value
 * @param {(id: string) => void} choice.onChange
 * @param {string} [choice.testid]
 */
export function rulesetChoice({ legend, rulesets, value, onChange, testid }) {
  return radioGroup({
    legend, value, onChange, testid, className: 'ruleset-choice',
    options: rulesets.map((r) => {
      const label = rulesetLabel(r);
      return { value: r.id, label: has(`ruleset.${String(r.id).replace(/-table$/, '')}`) ? label : data(label) };
    }),
  });
}

/**
 * Sets written in notation ("[RRR] {5555d} 234b"), each on its tray (concealed ones on theirs
 * with `concealedTrays`, else bare); what is not tiles (win=, by=, flags) is left out.
 */
export function setTrays(text, { size = 'xs', concealedTrays = false } = {}) {
  return String(text).split(/\s+/).filter((w) => w && !w.includes('=')).map((w) => {
    try {
      const held = parse(w.replace(/^[[{]|[\]}]$/g, ''));
      const tiles = held.concealed.concat(held.bonus);
      if (!tiles.length) return null;
      if (w.startsWith('[')) return setGroup(tiles, 'exposed', { size, label: t('hand.exposedSet') });
      if (w.startsWith('{')) return setGroup(tiles, 'kong', { size, label: t('hand.concealedKong') });
      if (concealedTrays) return setGroup(tiles, 'concealed', { size, label: t('hand.concealedTiles') });
      return h('span', { class: 'tile-group' }, tiles.map((c) => tile(c, { size })));
    } catch (e) {
      return data(w);
    }
  });
}

function setsCell(sets) {
  return sets ? h('span', { class: 'line-sets' }, setTrays(sets)) : null;
}

/** The total of a scored hand in one line: "76 × 2⁴ = 1216 → 1000 (limit)". */
export function scoreFormula(json) {
  if (json.reason) return h('span', { class: 'formula' }, t('score.notWinning'));
  const parts = [];
  if (json.limitHand) {
    const line = (json.lines || []).find((l) => l.element === json.limitHand);
    parts.push(h('span', {}, tNodes('score.limitHand', { name: line ? elementName(line) : data(json.limitHand) })));
  } else {
    const raw = json.points * 2 ** json.doubles;
    parts.push(h('span', { translate: 'no' }, `${fmt(json.points)} \u00d7 2`, h('sup', {}, String(json.doubles)), ` = ${fmt(raw)}`));
    if (json.limited) parts.push(' ', h('span', {}, t('score.capped')));
  }
  return h('span', { class: 'formula' }, parts);
}

/**
 * Why a declared win is not a winning hand, in the page's language, from the score's
 * reasonCode; the server's English reason only for a code this page does not know.
 */
function notWinningReason(json) {
  const key = `score.reason.${json.reasonCode}`;
  return has(key) ? t(key, { ruleset: json.ruleset }) : data(json.reason, { lang: 'en' });
}

/** A scored hand: its total, the formula, and every line of the explanation. */
export function scoreView(json, { open = false } = {}) {
  if (!json) return null;
  if (json.reason) {
    return h('div', { class: 'score-view not-winning', dataset: { total: '0' } },
      h('p', { class: 'score-total' }, h('span', { class: 'total-number', dataset: { testid: 'score-total' } }, '0'), ' ',
        h('span', {}, t('score.notWinning'))),
      h('p', { class: 'hint', dataset: { testid: 'not-winning-reason' } }, notWinningReason(json)));
  }
  const rows = (json.lines || []).map((l) => h('tr', {},
    h('td', {}, elementName(l)),
    h('td', { class: 'sets' }, setsCell(l.sets)),
    h('td', { class: 'num' }, l.doubles ? t('score.doubles', { n: l.doubles }) : t('score.points', { n: l.points }))));
  return h('div', { class: 'score-view', dataset: { total: String(json.total) } },
    h('p', { class: 'score-total' },
      h('span', { class: 'total-number', dataset: { testid: 'score-total' } }, fmt(json.total)), ' ',
      h('span', { class: 'unit' }, t('score.pointsWord'))),
    h('p', { class: 'score-formula' }, scoreFormula(json)),
    h('details', { class: 'explain', open },
      h('summary', {}, t('score.explain')),
      json.arrangement ? h('p', { class: 'arrangement' }, t('score.reading'), ' ', handTiles(json.arrangement, { size: 'xs' })) : null,
      h('table', { class: 'lines' },
        h('caption', { class: 'visually-hidden' }, t('score.explain')),
        h('tbody', {}, rows),
        h('tfoot', {}, h('tr', {}, h('th', { colspan: 2, scope: 'row' }, t('score.total')),
          h('td', { class: 'num' }, fmt(json.total)))))));
}

// ---------------------------------------------------------------------------------------
// A settlement: payments (with the arithmetic), balances, the fewest transfers and tallies.

/** The arithmetic of a payment in the page's language, from its kind and the hand's scores and limit. */
function reasonOf(p, json) {
  const s = json.scores || {};
  const hi = s[p.to];
  const lo = s[p.from];
  const base = s[json.winner];
  switch (p.kind) {
    case 'to-winner':
      return t(p.amount === base ? 'reason.winner' : 'reason.winnerEast', { score: fmt(base) });
    case 'for-all':
      return t('reason.forAll');
    case 'discarder-double':
      return t(p.amount === 2 * base ? 'reason.discarderDouble' : 'reason.discarderDoubleEast', { score: fmt(base) });
    case 'self-drawn-double':
      return t(p.amount === 2 * base ? 'reason.selfDrawnDouble' : 'reason.selfDrawnDoubleEast', { score: fmt(base) });
    case 'own-score':
      return t(p.amount === hi ? 'reason.own' : 'reason.ownEast', { score: fmt(hi) });
    case 'difference':
      return t(p.amount === hi - lo ? 'reason.difference' : 'reason.differenceEast', { hi: fmt(hi), lo: fmt(lo) });
    case 'capped-difference':
      return t(p.amount === json.limit ? 'reason.capped' : 'reason.cappedEast',
        { cap: fmt(json.limit), hi: fmt(hi), lo: fmt(lo) });
    default:
      return p.reason || '';
  }
}

function transferLine(x, nameOf, extra, kind) {
  return h('li', { class: `transfer${kind ? ` ${kind}` : ''}`, dataset: { from: x.from, to: x.to, amount: String(x.amount), ...(kind ? { kind } : {}) } },
    h('span', { class: 'who' }, tNodes('pay.sentence', { from: nameOf(x.from), to: nameOf(x.to) })),
    h('span', { class: 'amount', translate: 'no' }, fmt(x.amount)),
    extra ? h('span', { class: 'reason' }, extra) : null);
}

/** The sticks of a handover, "2 × Earth, 8 × Man", each count on its own. */
export function sticksText(sticks) {
  const out = [];
  Object.entries(sticks || {}).forEach(([name, n], i) => {
    const key = `tally.${name}`;
    if (i) out.push(', ');
    out.push(h('span', { class: 'sticks' }, tNodes('tally.count', {
      n: data(n), name: has(key) ? h('span', {}, t(key)) : data(name),
    })));
  });
  return out;
}

/**
 * The settlement of a hand. nameOf(seat) gives what to call a seat (a player's name in a game).
 * With onMethod, a switch between the two ways of listing the payments.
 * @param {any} json the settlement as the engine answers it
 * @param {Object} [how]
 * @param {(seat: string) => any} [how.nameOf]
 * @param {(method: string) => void} [how.onMethod]
 * @param {any[]} [how.handovers] a game's hand's hand-overs, by name
 * @param {boolean} [how.compact]
 */
export function settlementView(json, { nameOf, onMethod, handovers, compact = false } = {}) {
  const who = nameOf || ((seat) => windName(seat));
  const wrap = h('div', { class: 'settlement', dataset: { testid: 'settlement' } });
  const balances = h('table', { class: 'balances' },
    h('caption', {}, t('settle.balances')),
    h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('settle.seat')), h('th', { scope: 'col', class: 'num' }, t('settle.score')),
      h('th', { scope: 'col', class: 'num' }, t('settle.balance')))),
    h('tbody', {}, SEATS.map((seat) => h('tr', { dataset: { seat } },
      h('th', { scope: 'row' }, who(seat), seat === json.winner ? h('span', { class: 'badge win' }, t('badge.mahjong')) : null),
      h('td', { class: 'num' }, data(fmt(json.scores[seat]))),
      h('td', { class: 'num' }, signed(json.balances[seat], { dataset: { testid: `balance-${seat}` } }))))));
  // The penalties of the hand are paid on top of its payments, and are in its balances.
  const penalties = json.penalties || [];
  const draw = json.winner === null && !(json.payments || []).length
    ? h('p', { class: 'note', dataset: { testid: 'draw-note' } }, t(penalties.length ? 'penalty.drawOnlyPenalties' : 'settle.drawNothing'))
    : null;
  const payments = (json.payments || []).length || penalties.length ? h(compact ? 'details' : 'section', { class: 'payments' },
    h(compact ? 'summary' : 'h3', {}, t('settle.payments')),
    onMethod && (json.payments || []).length ? radioGroup({
      legend: t('settle.method'), legendHidden: true, className: 'compact', value: json.method, onChange: onMethod,
      options: [{ value: 'difference', label: t('method.difference') }, { value: 'alternative', label: t('method.alternative') }],
    }) : null,
    h('ul', { class: 'transfers' }, (json.payments || []).map((p) => transferLine(p, who, reasonOf(p, json))),
      penalties.map((p) => transferLine(p, who, t('settle.penaltyReason'), 'penalty')))) : null;
  const plan = json.plan && json.plan.length ? h('section', { class: 'plan' },
    h('h3', {}, t('settle.plan')),
    h('p', { class: 'hint' }, t('settle.planHint')),
    h('ul', { class: 'transfers' }, json.plan.map((p) => transferLine(p, who)))) : null;
  const tallies = json.tallies && json.tallies.length ? h('section', { class: 'tallies' },
    h('h3', {}, t('settle.tallies')),
    h('ul', { class: 'transfers' }, json.tallies.map((x) => transferLine(x, who, sticksText(x.sticks))))) : null;
  const handed = handovers && handovers.length ? h('section', { class: 'plan' },
    h('h3', {}, t('settle.plan')),
    h('ul', { class: 'transfers' }, handovers.map((x) => transferLine(x, (n) => data(n))))) : null;
  if (compact) wrap.append(...[draw, handed, balances, payments].filter(Boolean));
  else wrap.append(...[draw, payments, balances, plan, tallies, handed].filter(Boolean));
  return wrap;
}
