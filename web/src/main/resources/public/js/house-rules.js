/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// House rules kept on this phone, in IndexedDB (stores.js RULES): one entry a ruleset,
// {id, updated, text}, the text being the very ruleset file `tally rulesets check` reads: it
// extends a preset and names what the table plays differently (docs/rulesets.md). The page keeps
// nothing else of it: what the rules are, what they differ in from their preset and the special
// hands' examples are the engine's answers to the text (engine.js), so a shared file, a link and
// the phone's own copy are read alike. A game started under house rules keeps them written out in
// full in its own file, so changing or deleting them here never changes a recorded hand.
import { ready, answerOf } from './engine.js';
import { language, t } from './i18n.js';
import { database, everyEntry } from './idb.js';
import { ApiError } from './api.js';
import { RULES } from './stores.js';

/** The ids of house rules made on a phone start so: never a preset's, and easy to tell apart. */
const PREFIX = 'house-';
const ID_LETTERS = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A refusal of the engine or of the storage ({code, message} in the page's language), as the API's. */
function refusal(error) {
  return new ApiError(400, error.code, error.message, language());
}

function storageFailed(e) {
  return refusal({ code: 'storage', message: t('phone.storageFailed', { reason: String(e && (e.message || e.name) || e) }) });
}

const { transaction } = database(RULES, (e) => (e instanceof ApiError ? e : storageFailed(e)));

/** A new id for house rules made here. */
export function newId() {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return PREFIX + Array.from(bytes, (b) => ID_LETTERS[b % ID_LETTERS.length]).join('');
}

/** An engine answer's value, or its refusal thrown. */
function value(text) {
  const { value: answer, error } = answerOf(text);
  if (error) throw refusal(error);
  return answer;
}

/** Every house ruleset kept here, the one changed last first: [{id, updated, text}]. */
export async function list() {
  const entries = await transaction(RULES.store, 'readonly', everyEntry);
  return entries.sort((a, b) => String(b.updated).localeCompare(String(a.updated)));
}

/** One kept house ruleset, or null. */
export async function get(id) {
  return (await transaction(RULES.store, 'readonly', (store, done) => {
    const request = store.get(id);
    request.onsuccess = () => done.resolve(request.result || null);
  }));
}

/** Keeps a house ruleset's text under its id (a new one, or over the old one). */
export async function save(id, text) {
  const entry = { id, updated: new Date().toISOString(), text };
  await transaction(RULES.store, 'readwrite', (store) => { store.put(entry); });
  return entry;
}

/** Forgets a house ruleset (the games played under it keep their own copy). */
export async function remove(id) {
  await transaction(RULES.store, 'readwrite', (store) => { store.delete(id); });
}

/**
 * House rules made from what the editor holds: {preset, id, name, version, options, elements};
 * the engine answers {text, preset, ruleset, diff, offered}, or refuses with the loader's words.
 */
export async function make(request) {
  return value((await ready()).houseRuleset(request, language()));
}

/** House rules (any ruleset file) read from their text: as make answers. */
export async function read(text) {
  return value((await ready()).readHouseRuleset(text, language()));
}

/** The special hands of house rules, for the catalogue: as the engine's specialHands answers. */
export async function specialHands(text) {
  return value((await ready()).specialHandsOf(text, language()));
}

/** How long a ruleset's text may be: {chars}. */
export async function bounds() {
  return value((await ready()).rulesetBounds(language()));
}

/** A special hand's pattern checked under rules (the file's text, or a preset's id): {problem, example}. */
export async function checkPattern(pattern, { preset = null, text = null } = {}) {
  return value((await ready()).checkPattern(pattern, preset, text, language()));
}

/** A hand (notation) held against a pattern: {problem, matches, reason, place}. */
export async function matchPattern(pattern, hand, { preset = null, text = null } = {}) {
  return value((await ready()).matchPattern(pattern, hand, preset, text, language()));
}
