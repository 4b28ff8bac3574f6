/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// Checks of a field read back from storage (a draft) or a link: plain data, no page.

/**
 * Whether a value is one of these.
 * @param {any} v
 * @param {any[]} values
 */
export const oneOf = (v, values) => values.includes(v);

/**
 * Whether a value is a string of at most max characters.
 * @param {any} v
 * @param {number} [max]
 */
export const shortText = (v, max = 200) => typeof v === 'string' && v.length <= max;
