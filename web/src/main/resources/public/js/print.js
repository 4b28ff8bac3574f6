/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// Printing a screen as a record (the score sheet, the standings): the print stylesheet in
// app.css leaves out the bars and buttons; this offers the printing.
import { h } from './dom.js';
import { t } from './i18n.js';

/**
 * A button that prints the screen (or saves it as PDF, as the browser offers); the `details`
 * given are opened first, so that what they hold is printed too.
 */
export function printButton(...details) {
  return h('button', {
    type: 'button', class: 'print-button', dataset: { testid: 'print' },
    onclick: () => {
      details.forEach((d) => { d.open = true; });
      window.print();
    },
  }, t('sheet.print'));
}
