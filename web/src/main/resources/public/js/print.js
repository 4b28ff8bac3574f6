/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// Printing a screen as a record (the score sheet, the standings): the print stylesheet in
// app.css leaves out the bars and buttons; this offers the printing.
import { h } from './dom.js';
import { t } from './i18n.js';

/** A button that prints the screen (or saves it as PDF, as the browser offers). */
export function printButton() {
  return h('button', {
    type: 'button', class: 'print-button', dataset: { testid: 'print' }, onclick: () => window.print(),
  }, t('sheet.print'));
}

/**
 * Opens these `details` whenever the page is printed, from the button or the browser's menu, so
 * that what they hold is on paper too; the function returned stops it (when the screen is left).
 */
export function openWhenPrinted(...details) {
  const open = () => details.forEach((d) => { d.open = true; });
  window.addEventListener('beforeprint', open);
  return () => window.removeEventListener('beforeprint', open);
}
