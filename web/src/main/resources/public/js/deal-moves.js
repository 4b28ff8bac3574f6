/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// What deleting or correcting a hand does to the hands after it, said before it is confirmed.
// The game is replayed by the engine both ways (api.previewChange: the engine in the page, on
// the game's own file); this only sets the two replays side by side: the later hands whose East
// (the dealer) or prevailing wind is another, and the totals that move. Who deals next follows
// the rules of the game (docs/rules: the deal passes when East does not win), which only the
// engine applies; nothing here knows them.
import { h, signed } from './dom.js';
import { t, tNodes } from './i18n.js';
import { playerName } from './game-common.js';
import { windName } from './ui.js';
import { api } from './api.js';

/**
 * The later hands of `before` set beside the same hands of `after` (the game as the engine
 * replays it once hand `number` is deleted, or corrected): {moved: [{from, to, eastBefore,
 * eastAfter, windBefore, windAfter}], totals: [{name, before, after}]}. `from` is a hand's number
 * now and `to` its number after (one less after a deletion). Pure.
 */
export function dealMoves(before, after, number, kind) {
  const shift = kind === 'delete' ? 1 : 0;
  const moved = [];
  before.hands.filter((hand) => hand.number > number).forEach((was) => {
    const now = after.hands[was.number - shift - 1];
    if (!now) return;
    if (now.east !== was.east || now.prevailing !== was.prevailing) {
      moved.push({
        from: was.number, to: now.number, eastBefore: was.east, eastAfter: now.east,
        windBefore: was.prevailing, windAfter: now.prevailing,
      });
    }
  });
  const names = Object.keys(before.totals || {});
  const totals = names.filter((name) => (before.totals[name] || 0) !== ((after.totals || {})[name] || 0))
    .map((name) => ({ name, before: before.totals[name] || 0, after: after.totals[name] || 0 }));
  return { moved, totals };
}

/** One later hand that moves, in words: "Hand 5 (hand 4 after the deletion): Cid is East, not Bob". */
function movedLine(m) {
  const hand = m.from === m.to ? t('moves.hand', { n: m.from }) : t('moves.handRenumbered', { n: m.from, m: m.to });
  const parts = [];
  if (m.eastAfter !== m.eastBefore) {
    parts.push(tNodes('moves.east', { name: playerName(m.eastAfter), before: playerName(m.eastBefore) }));
  }
  if (m.windAfter !== m.windBefore) {
    parts.push(tNodes('moves.wind', { wind: windName(m.windAfter), before: windName(m.windBefore) }));
  }
  return h('li', { dataset: { testid: 'moved-hand', from: String(m.from), to: String(m.to), east: m.eastAfter } },
    hand, ': ', parts.map((p, i) => (i ? ['; ', p] : p)));
}

/**
 * What a deletion or correction does to the later hands, in words, or null when it moves
 * nothing: the hands whose East or wind changes, then each total that moves ("Ann: +120 → −40").
 */
export function dealMovesView(moves) {
  if (!moves.moved.length && !moves.totals.length) return null;
  return h('div', { class: 'deal-moves', dataset: { testid: 'deal-moves', moved: String(moves.moved.length) } },
    moves.moved.length ? [
      h('p', { class: 'deal-moves-lead' }, t('moves.lead')),
      h('ul', { class: 'deal-moves-hands' }, moves.moved.map(movedLine)),
    ] : null,
    moves.totals.length ? [
      h('p', { class: 'deal-moves-lead' }, t('moves.totals')),
      h('ul', { class: 'deal-moves-totals' }, moves.totals.map((x) => h('li', { dataset: { testid: 'moved-total', player: x.name } },
        tNodes('moves.total', {
          name: playerName(x.name), before: signed(x.before, { class: 'before' }), after: signed(x.after, { class: 'after' }),
        })))),
    ] : null);
}

/**
 * What a change of hand `number` ({kind: 'delete'} or {kind: 'correct', body}) does to the later
 * hands of `game` (as the screen shows it), worked out by the engine: {moves} (moves.moved empty
 * when the deal moves nowhere), {error} when the engine refuses the change, or null when the page
 * cannot work it out (a club game whose file it does not have, offline).
 */
export async function movesOf(game, number, change) {
  try {
    const after = await api.previewChange(game.id, { ...change, n: number });
    return after ? { moves: dealMoves(game, after, number, change.kind) } : null;
  } catch (e) {
    return { error: e };
  }
}
