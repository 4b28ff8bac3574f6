/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// One IndexedDB database opened once, and its transactions as promises. A readwrite transaction
// is acknowledged only once it has completed with durability "strict": what the page says it
// kept is on the phone's disk. Used by the games kept on this phone (local-games.js) and by the
// club games' unsent hands (club-games.js), each with a database of its own.

/**
 * A database: `transaction(stores, mode, work)` runs work(objectStores, done) in one transaction
 * and resolves with what done.resolve(value) was given once it has completed; done.refuse(error)
 * aborts it and rejects with that error.
 *
 * @param name the database's name; @param version its version
 * @param upgrade (db) => creates what a database of this version needs (and keeps what it has)
 * @param failed (error) => the error to reject with when storage fails or work throws
 */
export function database(name, version, upgrade, failed) {
  let opening = null;

  function open() {
    if (opening) return opening;
    opening = new Promise((resolve, reject) => {
      if (typeof indexedDB === 'undefined') {
        reject(failed(new Error('IndexedDB is not available')));
        return;
      }
      const request = indexedDB.open(name, version);
      request.onupgradeneeded = () => upgrade(request.result);
      request.onsuccess = () => {
        const db = request.result;
        // Another tab that upgrades the database later: let it, and open again when asked.
        db.onversionchange = () => { db.close(); opening = null; };
        resolve(db);
      };
      request.onerror = () => { opening = null; reject(failed(request.error)); };
      request.onblocked = () => { opening = null; reject(failed(new Error('blocked by another tab'))); };
    });
    return opening;
  }

  async function transaction(stores, mode, work) {
    const db = await open();
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
