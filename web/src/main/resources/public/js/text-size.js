/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// The size of the page's text: normal, large or larger, remembered on this phone. It is
// the root font size (css/app.css, html[data-text-size]), so every screen, laid out in rem, grows
// with it; applied as soon as this module loads, before the first screen is drawn.

const STORAGE_KEY = 'mahjong-tally.text-size';
export const SIZES = ['normal', 'large', 'larger'];

/** The size chosen on this phone, "normal" if none. */
export function textSize() {
  let stored = null;
  try { stored = localStorage.getItem(STORAGE_KEY); } catch (e) { /* private mode: normal */ }
  return SIZES.includes(stored) ? stored : 'normal';
}

/** Shows the page in this size and remembers it. */
export function setTextSize(size) {
  const chosen = SIZES.includes(size) ? size : 'normal';
  document.documentElement.dataset.textSize = chosen;
  try { localStorage.setItem(STORAGE_KEY, chosen); } catch (e) { /* not kept: this visit only */ }
}

document.documentElement.dataset.textSize = textSize();
