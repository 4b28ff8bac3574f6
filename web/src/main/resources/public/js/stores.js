/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// The page's databases on the phone (IndexedDB), declared in one place: each one's name, version
// and object stores. index.html runs this module on its own as soon as it arrives, and it starts
// opening both: the browser takes 100-200 ms to open a database, which the home screen (the games
// on this phone) would otherwise wait for once every other module had run.

import { openEarly, readAllEarly } from './idb.js';
import { HOME, parseHash } from './nav.js';

/** The games kept on this phone (local-games.js): one entry a game, {id, updated, record}. */
export const GAMES = {
  name: 'mahjong-tally',
  version: 1,
  store: 'games',
  upgrade(db) {
    if (!db.objectStoreNames.contains(GAMES.store)) db.createObjectStore(GAMES.store, { keyPath: 'id' });
  },
};

/** Club games on this phone (club-games.js): the changes not yet sent, and the games as last seen. */
export const CLUB = {
  name: 'mahjong-tally-club',
  version: 1,
  outbox: 'outbox',
  kept: 'kept',
  upgrade(db) {
    if (!db.objectStoreNames.contains(CLUB.outbox)) db.createObjectStore(CLUB.outbox, { keyPath: 'seq', autoIncrement: true });
    if (!db.objectStoreNames.contains(CLUB.kept)) db.createObjectStore(CLUB.kept, { keyPath: 'id' });
  },
};

/**
 * The house rules made or taken onto this phone (house-rules.js): one entry a ruleset,
 * {id, updated, text}, the text being the ruleset file (docs/rulesets.md).
 */
export const RULES = {
  name: 'mahjong-tally-rules',
  version: 1,
  store: 'rulesets',
  upgrade(db) {
    if (!db.objectStoreNames.contains(RULES.store)) db.createObjectStore(RULES.store, { keyPath: 'id' });
  },
};

openEarly(GAMES);
openEarly(CLUB);

// The home screen lists the games on this phone: when the page starts there, their read starts
// here too. It takes the browser 100-200 ms at a start, which the first screen would otherwise
// wait for once every module had run (bench/page/README.md).
let firstGamesRead = HOME.test(parseHash(location.hash).path) ? readAllEarly(GAMES, GAMES.store) : null;

/**
 * The read of the games started with the page, once (null afterwards, or when none was started):
 * local-games.js's first list of the games, unless the games were changed since.
 */
export function takeFirstGamesRead() {
  const read = firstGamesRead;
  firstGamesRead = null;
  return read;
}
