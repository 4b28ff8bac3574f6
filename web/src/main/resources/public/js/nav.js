/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// Moving between screens: the hash is the route, so back/forward and shared links work.

/** Goes to a route such as "#/game/3"; renders again if it is the current one. */
export function go(hash) {
  if (location.hash === hash) window.dispatchEvent(new HashChangeEvent('hashchange'));
  else location.hash = hash;
}
