/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// Moving between screens: the hash is the route, so back/forward and shared links work.

/** The home screen's path (main.js's first route; stores.js starts home's read of the games). */
export const HOME = /^\/?$/;

/** The route of a hash like "#/score?hand=123b": path and query. */
export function parseHash(hash) {
  const raw = (hash || '').replace(/^#/, '');
  const q = raw.indexOf('?');
  const path = q >= 0 ? raw.slice(0, q) : raw;
  const query = new URLSearchParams(q >= 0 ? raw.slice(q + 1) : '');
  return { path: path || '/', query };
}

/** Goes to a route such as "#/game/3"; renders again if it is the current one. */
export function go(hash) {
  if (location.hash === hash) window.dispatchEvent(new HashChangeEvent('hashchange'));
  else location.hash = hash;
}
