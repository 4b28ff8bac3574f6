/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// IndexedDB databases (declared in stores.js), each opened once, and their transactions as
// promises. A readwrite transaction is acknowledged only once it has completed with durability
// "strict": what the page says it kept is on the phone's disk. Used by the games kept on this
// phone (local-games.js) and by the club games' unsent hands (club-games.js), each with a
// database of its own.

/** The databases being opened or open, by name: shared by openEarly and database(). */
const openings = new Map();

/** Opens a database, once: {name, version, upgrade(db)}; a failure is forgotten, to be tried again. */
function open({ name, version, upgrade }) {
  if (openings.has(name)) return openings.get(name);
  const opening = new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB is not available'));
      return;
    }
    const request = indexedDB.open(name, version);
    request.onupgradeneeded = () => upgrade(request.result);
    request.onsuccess = () => {
      const db = request.result;
      // Another tab that upgrades the database later: let it, and open again when asked.
      db.onversionchange = () => { db.close(); openings.delete(name); };
      resolve(db);
    };
    request.onerror = () => { openings.delete(name); reject(request.error); };
    request.onblocked = () => { openings.delete(name); reject(new Error('blocked by another tab')); };
  });
  openings.set(name, opening);
  return opening;
}

/**
 * Starts opening a database before it is first used (stores.js, as the page starts); a failure is
 * said by its first transaction, which tries again.
 */
export function openEarly(declared) {
  open(declared).catch(() => {});
}

/** A transaction's work that reads every entry of its store: done with the list of them. */
export function everyEntry(objectStore, done) {
  const request = objectStore.getAll();
  request.onsuccess = () => done.resolve(request.result || []);
}

/**
 * Starts reading every entry of one store as soon as the database is open: a promise of the
 * entries, or of null when the read failed (the caller then reads again, and says what failed).
 */
export function readAllEarly(declared, store) {
  return database(declared, (e) => e).transaction(store, 'readonly', everyEntry).catch(() => null);
}

/**
 * A database: `transaction(stores, mode, work)` runs work(objectStores, done) in one transaction
 * and resolves with what done.resolve(value) was given once it has completed; done.refuse(error)
 * aborts it and rejects with that error.
 *
 * @param declared the database as stores.js declares it: {name, version, upgrade(db)}
 * @param failed (error) => the error to reject with when storage fails or work throws
 */
export function database(declared, failed) {
  async function transaction(stores, mode, work) {
    let db;
    try {
      db = await open(declared);
    } catch (e) {
      throw failed(e);
    }
    return new Promise((resolve, reject) => {
      let tx;
      try {
        tx = db.transaction(stores, mode, { durability: 'strict' });
      } catch (e) {
        reject(failed(e));
        return;
      }
      let outcome;
      let refusal = null;
      const done = {
        resolve: (value) => { outcome = value; },
        refuse: (error) => { refusal = error; tx.abort(); },
      };
      tx.oncomplete = () => resolve(outcome);
      tx.onabort = () => reject(refusal || failed(tx.error));
      try {
        const names = Array.isArray(stores) ? stores : [stores];
        const objectStores = names.map((n) => tx.objectStore(n));
        work(Array.isArray(stores) ? objectStores : objectStores[0], done);
      } catch (e) {
        done.refuse(failed(e));
      }
    });
  }

  return { transaction };
}
