/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// Drafts: what is being entered on a screen (a hand's taps, typed scores, a form), written to
// the browser's own storage at every change, so that a reload, a closed tab, a crash or a trip
// to another screen brings the same half-filled entry back. A draft holds only what was typed
// or tapped; each screen says what that is and reads it back, checking every field.
import { h } from './dom.js';
import { t } from './i18n.js';
import { announce } from './ui.js';

const VERSION = 1;
const PREFIX = 'tally.draft.';
const CURRENT = `${PREFIX}v${VERSION}.`;

/** The storage key of a draft, e.g. "tally.draft.v1.record.<game>.<hand>". */
export function draftKey(...parts) {
  return CURRENT + parts.map((p) => encodeURIComponent(String(p))).join('.');
}

let oldOnesDropped = false;
/** Removes the drafts an older (or newer) page wrote: their shape is not this page's. */
function dropOtherVersions() {
  if (oldOnesDropped) return;
  oldOnesDropped = true;
  try {
    const keys = [];
    for (let i = 0; i < localStorage.length; i++) keys.push(localStorage.key(i));
    keys.filter((k) => k.startsWith(PREFIX) && !k.startsWith(CURRENT)).forEach((k) => localStorage.removeItem(k));
  } catch (e) { /* no storage: there are no drafts either */ }
}

/**
 * Whether a draft is kept under the key made of parts (something entered and not yet saved),
 * without reading it: for the screens that offer to go back to it.
 */
export function hasDraft(...parts) {
  dropOtherVersions();
  try {
    const stored = JSON.parse(localStorage.getItem(draftKey(...parts)));
    return Boolean(stored && stored.v === VERSION && stored.entry);
  } catch (e) {
    return false;
  }
}

/**
 * The link back to the hand of a game left half entered (its draft, kept by the record screen
 * under "record", the game's id and the hand's number), or null when there is none.
 */
export function unsavedHandLink(gameId, hand) {
  if (!hand || !hasDraft('record', gameId, hand)) return null;
  return h('a', {
    class: 'button draft-link', href: `#/game/${encodeURIComponent(gameId)}/record`,
    dataset: { testid: 'unsaved-hand', hand: String(hand) },
  }, t('draft.unsavedHand', { n: hand }));
}

/**
 * A screen's draft under the key made of parts. blank: the screen's entry with nothing entered,
 * in the draft's shape. An entry equal to it is no draft; a draft made from another blank (a
 * hand corrected meanwhile on another phone, a settle link with its own scores) is not brought
 * back, and is replaced at the next change.
 */
export function openDraft(parts, blank) {
  dropOtherVersions();
  const key = draftKey(...parts);
  const base = JSON.stringify(blank);

  function remove() {
    try {
      localStorage.removeItem(key);
    } catch (e) { /* no storage */ }
  }

  return {
    /**
     * The stored entry read by read(entry), which returns the screen's entry or null when a
     * field does not fit; null when there is none. A draft that cannot be read is removed; one
     * that does not apply here (applies(entry) is false) is left for the next change to replace.
     * @template T
     * @param {(entry: any) => T | null} read
     * @param {(entry: any) => boolean} [applies]
     * @returns {T | null}
     */
    restore(read, applies = () => true) {
      let stored;
      try {
        stored = JSON.parse(localStorage.getItem(key));
      } catch (e) {
        stored = undefined;
      }
      if (stored === null) return null;
      if (!stored || stored.v !== VERSION || typeof stored.base !== 'string' || !stored.entry) {
        remove();
        return null;
      }
      if (stored.base !== base || !applies(stored.entry)) return null;
      let entry = null;
      try {
        entry = read(stored.entry);
      } catch (e) {
        entry = null;
      }
      if (!entry) remove();
      return entry;
    },
    /** Writes the entry at once (or removes the draft when the entry is blank). */
    save(entry) {
      const text = JSON.stringify(entry);
      try {
        if (text === base) localStorage.removeItem(key);
        else localStorage.setItem(key, JSON.stringify({ v: VERSION, base, entry: JSON.parse(text), at: Date.now() }));
      } catch (e) { /* storage full or forbidden: the entry stays on the screen only */ }
    },
    /** Removes the draft (the entry was saved or thrown away). */
    discard: remove,
  };
}

/**
 * Keeps a draft of what snapshot() returns: written after every input, change and click inside
 * el (a tap or a keystroke has changed the screen's entry by then, in its own handler). stop()
 * ends it, before the draft is removed, so that nothing writes it again.
 */
export function keepDraft(el, draft, snapshot) {
  const events = ['input', 'change', 'click'];
  let on = true;
  const onEvent = () => { if (on) draft.save(snapshot()); };
  events.forEach((e) => el.addEventListener(e, onEvent));
  return {
    stop() {
      on = false;
      events.forEach((e) => el.removeEventListener(e, onEvent));
    },
  };
}

/**
 * The notice over a restored entry: what came back (a message key) and a button that throws it
 * away: the draft is kept no longer, reset() empties the screen's entry and the screen is drawn
 * again. It takes its place in the page, above the entry, and covers nothing.
 */
export function draftNotice(messageKey, { draft, keeper, reset, rerender }) {
  const startAfresh = async () => {
    keeper.stop();
    draft.discard();
    reset();
    await rerender();
    const heading = /** @type {HTMLElement | null} */ (document.querySelector('#main h1'));
    if (heading) {
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    }
    announce(t('draft.discarded'));
  };
  return h('div', { class: 'draft-notice', dataset: { testid: 'draft-notice' } },
    h('p', {}, t(messageKey)),
    h('button', { type: 'button', dataset: { testid: 'draft-discard' }, onclick: startAfresh },
      t('draft.discard')));
}

// The checks of a draft's fields (checks.js), for the screens that read their drafts.
export { oneOf, shortText } from './checks.js';
