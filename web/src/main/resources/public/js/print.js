/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// Printing a screen as a record (the score sheet, the standings): the print stylesheet in
// app.css leaves out the bars and buttons; this offers the printing.
import { h } from './dom.js';
import { t } from './i18n.js';

/** A button that prints the screen (or saves it as PDF, as the browser offers), "Print" unless labelled. */
export function printButton(label = t('sheet.print')) {
  return h('button', {
    type: 'button', class: 'print-button', dataset: { testid: 'print' }, onclick: () => window.print(),
  }, label);
}

/**
 * Calls before() whenever the page is about to be printed, from the button or the browser's
 * menu, and after() once it has been; the function returned stops it (when the screen is left).
 */
export function whenPrinted(before, after = () => {}) {
  window.addEventListener('beforeprint', before);
  window.addEventListener('afterprint', after);
  return () => {
    window.removeEventListener('beforeprint', before);
    window.removeEventListener('afterprint', after);
  };
}
