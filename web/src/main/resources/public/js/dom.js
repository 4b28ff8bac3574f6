/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
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

/** A signed amount: "+448", "−24" (true minus sign), "0"; the raw value is kept in data-value. */
export function signed(n, attrs = {}) {
  const v = Number(n);
  const text = v > 0 ? '+' + fmt(v) : v < 0 ? '\u2212' + fmt(-v) : '0';
  const cls = v > 0 ? 'pos' : v < 0 ? 'neg' : 'zero';
  return h('span', { translate: 'no', ...attrs, class: `amount ${cls} ${attrs.class || ''}`.trim(),
    dataset: { value: String(v), ...(attrs.dataset || {}) } }, text);
}

/** A whole number with a true minus sign for a negative one: "−684". */
export function fmtMinus(n) {
  return n < 0 ? '\u2212' + fmt(-n) : fmt(n);
}

// One formatter per language: making an Intl.NumberFormat costs far more than formatting with it.
const formatters = new Map();

/** A whole number with the page language's digit grouping. */
export function fmt(n) {
  const lang = document.documentElement.lang || 'en';
  let format = formatters.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 });
    formatters.set(lang, format);
  }
  return format.format(n);
}

/** Calls fn at most once per `ms` of quiet. */
export function debounce(fn, ms) {
  let timer = null;
  const wrapped = (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  wrapped.flush = (...args) => { clearTimeout(timer); fn(...args); };
  wrapped.cancel = () => clearTimeout(timer);
  return wrapped;
}

let idCounter = 0;
/** A fresh id for label/aria wiring. */
export function uid(prefix = 'id') {
  idCounter += 1;
  return `${prefix}-${idCounter}`;
}
