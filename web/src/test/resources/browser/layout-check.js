/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// What is wrong with the layout of the screen shown (ScreenSweepTest and others), as sentences:
// the page wider than the window; an element sticking out of its card (a button or field even
// where a box between clips it); content cut by a box that neither shows nor marks it (a
// sideways scroll that is not a labelled region); a table that scrolls sideways without its
// hint saying so; a mark spilling out of the winner's cell of the sheet; a select too narrow for
// its chosen option; text touching the edge of its pill, tab or button; "null", "undefined" or
// "NaN" on screen; a heading level skipped.
const problems = [];
const name = (el) => el.tagName.toLowerCase() + (el.className && typeof el.className === 'string'
  ? '.' + el.className.trim().split(/\s+/).join('.') : '') + (el.dataset.testid ? `[${el.dataset.testid}]` : '')
  + ` "${(el.innerText || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden'
  && !el.closest('.visually-hidden, .sprite, [hidden]');
const root = document.documentElement;
if (root.scrollWidth > root.clientWidth) {
  problems.push(`the page is ${root.scrollWidth} px wide in a window of ${root.clientWidth} px`);
}
/** Whether something between el and its card clips it (then it cannot stick out). */
const clippedWithin = (el, card) => {
  for (let p = el.parentElement; p && p !== card; p = p.parentElement) {
    if (getComputedStyle(p).overflowX !== 'visible') return true;
  }
  return false;
};
document.querySelectorAll('main .card, main .seat').forEach((card) => {
  if (!shown(card)) return;
  const box = card.getBoundingClientRect();
  for (const el of card.querySelectorAll('*')) {
    if (!shown(el) || el instanceof SVGElement && el.ownerSVGElement) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    const control = el.matches('button, input, .button');
    if ((r.right > box.right + 0.5 || r.left < box.left - 0.5) && (control || !clippedWithin(el, card))) {
      problems.push(`${name(el)} sticks out of its card by ${Math.round(Math.max(r.right - box.right, box.left - r.left))} px`);
      break;
    }
  }
});
document.querySelectorAll('body *').forEach((el) => {
  if (!shown(el)) return;
  const style = getComputedStyle(el);
  if (style.overflowX === 'visible' || el.scrollWidth <= el.clientWidth + 1) return;
  if (el.matches('input, textarea, select')) return; // a field scrolls its own text, as every field does
  if (style.textOverflow === 'ellipsis' && style.whiteSpace === 'nowrap' && el.title) return; // said in full on hover and to readers
  const region = el.getAttribute('role') === 'region' && el.hasAttribute('aria-label') && el.tabIndex >= 0;
  if (!region) problems.push(`${name(el)} cuts ${el.scrollWidth - el.clientWidth} px of its content (a sideways scroll or clip that is not a labelled region)`);
});
// A select shows its chosen option on one line, never wrapped: its words must fit beside the arrow.
const measure = document.createElement('canvas').getContext('2d');
document.querySelectorAll('select').forEach((el) => {
  if (!shown(el) || el.selectedIndex < 0) return;
  const style = getComputedStyle(el);
  measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const words = measure.measureText(el.options[el.selectedIndex].text).width;
  const arrow = 16;
  const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
  if (words > room) problems.push(`${name(el)} cuts its chosen option (${Math.round(words)} px of words in ${Math.round(room)} px)`);
});
for (const wrap of document.querySelectorAll('.table-wrap')) {
  const hint = wrap.previousElementSibling;
  const said = hint && hint.classList.contains('scroll-hint') && !hint.hidden;
  if (wrap.scrollWidth > wrap.clientWidth + 1 && !said) problems.push(`${name(wrap)} scrolls sideways without its hint`);
}
for (const cell of document.querySelectorAll('.sheet td.won')) {
  const box = cell.getBoundingClientRect();
  for (const el of cell.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.right > box.right + 0.5 || r.left < box.left - 0.5) problems.push(`${name(el)} spills out of the winner's cell`);
  }
}
document.querySelectorAll('.pill-face, .tabs a, .subtab, main button, main .button').forEach((el) => {
  if (!shown(el)) return;
  const box = el.getBoundingClientRect();
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const r = range.getBoundingClientRect();
    if (r.width && (r.left < box.left + 2 || r.right > box.right - 2)) {
      problems.push(`the text of ${name(el)} touches or passes its edge (${Math.round(Math.min(r.left - box.left, box.right - r.right))} px to spare)`);
      break;
    }
  }
});
const words = document.body.innerText.match(/\b(null|undefined|NaN)\b/g);
if (words) problems.push(`the screen shows "${[...new Set(words)].join('", "')}"`);
let level = 0;
document.querySelectorAll('h1, h2, h3, h4, h5, h6').forEach((h) => {
  if (h.getClientRects().length === 0 || h.closest('[hidden]')) return;
  const n = Number(h.tagName[1]);
  if (n > level + 1) problems.push(`heading level skipped: h${n} ${name(h)} after ${level ? 'h' + level : 'no heading'}`);
  level = n;
});
return problems;
