/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// Targets too small or too close (ScreenSweepTest and others): every element matched by the
// selector (arguments[0]) shown on screen must be at least 44 x 44 CSS px, with 8 px to the next
// one (one inside the other aside). A checkbox or radio inside a label is tapped by its label:
// the label is the target (a pill is drawn around a hidden radio).
const problems = [];
const name = (el) => el.tagName.toLowerCase() + (typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\s+/).join('.') : '')
  + ` "${(el.innerText || el.value || el.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ').slice(0, 24)}"`;
const targets = [...new Set([...document.querySelectorAll(arguments[0])]
  .map((el) => (el.matches('input[type=checkbox], input[type=radio]') && el.closest('label')) || el))].filter((el) => {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && r.right > 0 && el.checkVisibility({visibilityProperty: true})
    && !el.closest('.visually-hidden, [hidden]');
});
targets.forEach((el) => {
  const r = el.getBoundingClientRect();
  if (r.width < 43.5 || r.height < 43.5) problems.push(`${name(el)} is ${Math.round(r.width)} x ${Math.round(r.height)} px`);
});
for (let i = 0; i < targets.length; i++) {
  for (let j = i + 1; j < targets.length; j++) {
    const [a, b] = [targets[i], targets[j]];
    if (a.contains(b) || b.contains(a)) continue;
    const p = a.getBoundingClientRect();
    const q = b.getBoundingClientRect();
    const gap = Math.max(q.left - p.right, p.left - q.right, q.top - p.bottom, p.top - q.bottom);
    if (gap < 7.5) problems.push(`${name(a)} and ${name(b)} are ${Math.max(0, Math.round(gap))} px apart`);
  }
}
return problems;
