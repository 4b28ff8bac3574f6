/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// Where a finger would tap an element (BrowserTestBase.click): the element scrolled to the middle
// of the window, clear of the sticky save bar, then the centre of its box. An array [x, y] when
// the element is shown, enabled and the topmost thing at that point; else what stands in the way,
// in words, for the test's message.
const el = arguments[0];
const name = (e) => e.tagName.toLowerCase() + (e.id ? `#${e.id}` : '')
  + (typeof e.className === 'string' && e.className ? `.${e.className.trim().split(/\s+/).join('.')}` : '')
  + (e.dataset && e.dataset.testid ? `[data-testid=${e.dataset.testid}]` : '');
if (el.disabled) return `${name(el)} is disabled`;
el.scrollIntoView({ block: 'center', inline: 'center' });
const box = el.getBoundingClientRect();
if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility !== 'visible') return `${name(el)} is not shown`;
const x = box.left + box.width / 2;
const y = box.top + box.height / 2;
const hit = document.elementFromPoint(x, y);
if (!hit) return `${name(el)} is outside the window`;
if (hit !== el && !el.contains(hit)) return `${name(el)} is covered by ${name(hit)}`;
return [x, y];
