/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// Small DOM helpers: h() builds elements, nothing else in the page touches innerHTML with data.

/**
 * Creates an element. attrs: plain attributes, plus `on…` functions as listeners, `class`,
 * `dataset` (object) and `text` (textContent). Children: nodes, strings, arrays, null/false skipped.
 */
export function h(tag, attrs, ...children) {
  const svg = tag.startsWith('svg:');
  const el = svg ? document.createElementNS('http://www.w3.org/2000/svg', tag.slice(4))
    : document.createElement(tag);
  if (attrs) {
    for (const [k, v] of Object.entries(attrs)) {
      if (v === null || v === undefined || v === false) continue;
      if (k.startsWith('on') && typeof v === 'function') {
        el.addEventListener(k.slice(2).toLowerCase(), v);
      } else if (k === 'dataset') {
        Object.assign(el.dataset, v);
      } else if (k === 'text') {
        el.textContent = v;
      } else if (k === 'value' && !svg) {
        el.value = v;
      } else if (k === 'checked' || k === 'selected' || k === 'disabled') {
        el[k] = Boolean(v);
      } else {
        el.setAttribute(k, v === true ? '' : String(v));
      }
    }
  }
  append(el, children);
  return el;
}

/**
 * Appends children to an element as h() does: nodes, strings, arrays; null, undefined and false
 * skipped (the DOM's own append() would show them as the words "null" and "undefined").
 */
export function add(el, ...children) {
  append(el, children);
  return el;
}

function append(el, children) {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else el.append(c instanceof Node ? c : String(c));
  }
}

/** Data shown as it is (names, numbers, notation): never translated, skipped by the strings check. */
export function data(value, attrs = {}) {
  return h('span', { translate: 'no', ...attrs }, String(value));
}

/** Replaces the children of an element. */
export function mount(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

/**
 * Makes an element's children exactly `nodes`, in order, moving or adding only those out of
 * place: a node that stays where it was is not taken out and put back, so the browser need not
 * style, lay out and paint it again (replaceChildren would, for every one).
 */
export function place(el, nodes) {
  let at = el.firstChild;
  for (const node of nodes) {
    if (node === at) {
      at = at.nextSibling;
    } else {
      el.insertBefore(node, at);
    }
  }
  while (at) {
    const next = at.nextSibling;
    at.remove();
    at = next;
  }
  return el;
}

/** A signed amount: "+448", "−24" (true minus sign), "0"; the raw value is kept in data-value. */
export function signed(n, attrs = {}) {
  const v = Number(n);
  const text = v > 0 ? '+' + fmt(v) : fmt(v);
  const cls = v > 0 ? 'pos' : v < 0 ? 'neg' : 'zero';
  return h('span', { translate: 'no', ...attrs, class: `amount ${cls} ${attrs.class || ''}`.trim(),
    dataset: { value: String(v), ...(attrs.dataset || {}) } }, text);
}

// One formatter per language and number of decimals: making an Intl.NumberFormat costs far
// more than formatting with it.
const formatters = new Map();

/** n in the page language's grouping, with a true minus sign, never "−0". */
function formatted(n, decimals, fixed) {
  const lang = document.documentElement.lang || 'en';
  const key = `${lang}/${decimals}/${fixed}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, {
      minimumFractionDigits: fixed ? decimals : 0, maximumFractionDigits: decimals, signDisplay: 'negative',
    });
    formatters.set(key, format);
  }
  return format.format(n).replace('-', '\u2212');
}

/**
 * A number with the page language's digit grouping and a true minus sign: "5,400", "−1 004"
 * ("5400" in Polish, which groups from five digits); rounded to `decimals` places (none unless
 * said).
 */
export function fmt(n, decimals = 0) {
  return formatted(Number(n), decimals, false);
}

/**
 * An amount of money as the server gives it ("-1004.0", "12.5"): a whole amount without
 * decimals, any other with two ("12.50"); grouped as the page's language does, a true minus.
 */
export function fmtMoney(value) {
  const n = Number(value);
  return Number.isInteger(n) ? formatted(n, 0, false) : formatted(n, 2, true);
}

/** A moment (ISO-8601 text) as the page's language writes a date and time, or null if it is not one. */
export function fmtDateTime(iso) {
  if (!iso) return null;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return new Intl.DateTimeFormat(document.documentElement.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

/**
 * Calls fn at most once per `ms` of quiet; flush() calls it at once, cancel() not at all.
 * @template {any[]} A
 * @param {(...args: A) => void} fn
 * @param {number} ms
 * @returns {((...args: A) => void) & {flush: (...args: A) => void, cancel: () => void}}
 */
export function debounce(fn, ms) {
  let timer = null;
  /** @type {any} */
  const wrapped = (/** @type {A} */ ...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  wrapped.flush = (/** @type {A} */ ...args) => { clearTimeout(timer); fn(...args); };
  wrapped.cancel = () => clearTimeout(timer);
  return wrapped;
}

let idCounter = 0;
/** A fresh id for label/aria wiring. */
export function uid(prefix = 'id') {
  idCounter += 1;
  return `${prefix}-${idCounter}`;
}
