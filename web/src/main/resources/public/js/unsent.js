/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// Where a game lives, said plainly, and a club game's hands not yet sent: the list of them, the
// conflict when someone else changed the game meanwhile (both versions in words, the table
// chooses), and a refusal by the server. The sending itself is club-games.js.
import { h, data, signed } from './dom.js';
import { t, tNodes } from './i18n.js';
import { api } from './api.js';
import { announce, errorArea, refusalView } from './ui.js';
import { playerName, download } from './game-common.js';

/**
 * "On this phone" / "On the club server" / "Moved to the club server" (a phone game sent there),
 * as a small label.
 */
export function whereBadge(game) {
  const where = game.phone ? (game.moved ? 'moved' : 'phone') : 'server';
  return h('span', { class: `where where-${where}`, dataset: { testid: 'where', where } }, t(`where.${where}`));
}

/** "3 hands not yet sent" (nothing when all are sent). */
export function unsentCount(n) {
  return n ? h('span', { class: 'unsent-count', dataset: { testid: 'unsent-count', n: String(n) } }, t('sync.unsentCount', { n })) : null;
}

/** The line under a game's title: where it lives, what is not yet sent, and whether offline. */
export function whereLine(game) {
  const n = game.unsent ? game.unsent.length : 0;
  return h('p', { class: 'where-line', dataset: { testid: 'where-line' } },
    whereBadge(game), n ? ' ' : null, unsentCount(n),
    game.club && game.offline ? h('span', { class: 'hint', dataset: { testid: 'offline-note' } }, t('sync.offline')) : null);
}

/** Whether hand `number` of a game is one this phone has not sent yet (recorded or corrected). */
export function isUnsent(game, number) {
  return Boolean(game.unsent && game.unsent.some((c) => c.kind !== 'delete' && c.number === number));
}

/**
 * A hand in words: who won it (or a draw), who was East, and each player's score and balance.
 * `eastBefore`: the East the hand had on this phone, said when it is another now.
 * @param {any} hand
 * @param {{heading?: any, eastBefore?: string}} how
 */
function handWords(hand, { heading, eastBefore }) {
  const title = heading || (hand.winner
    ? tNodes('table.lastWinner', { n: hand.number, name: playerName(hand.winner) })
    : tNodes('table.lastDraw', { n: hand.number }));
  const moved = eastBefore && hand.east && eastBefore !== hand.east;
  return h('li', { class: 'hand-words', dataset: { number: String(hand.number), east: hand.east || '' } },
    h('span', { class: 'hand-words-title' }, title),
    hand.east ? h('span', { class: `hand-words-east${moved ? ' moved' : ''}`, dataset: { testid: moved ? 'east-moved' : 'east' } },
      moved ? tNodes('sync.eastMoved', { name: playerName(hand.east), before: playerName(eastBefore) })
        : tNodes('sync.eastLine', { name: playerName(hand.east) })) : null,
    h('span', { class: 'hand-words-players' }, (hand.players || []).map((p) => h('span', { class: 'hand-words-player', dataset: { player: p.name } },
      tNodes('sync.playerLine', { name: playerName(p.name), score: data(p.score), balance: signed(p.balance) })))));
}

/**
 * One unsent change of this phone in words; `before`, the same change as this phone worked it
 * out, when this is where it would go after the server's hands.
 */
function changeWords(change, before, testidOf = 'unsent-change') {
  const testid = { dataset: { testid: testidOf, kind: change.kind, number: String(change.number) } };
  if (change.error && testidOf !== 'unsent-change') {
    return h('li', { class: 'hand-words refused', ...testid }, h('span', { class: 'hand-words-title' },
      tNodes('sync.wouldBeRefused', { n: change.number, message: data(change.error.message) })));
  }
  if (change.kind === 'delete') {
    return h('li', { class: 'hand-words', ...testid }, h('span', { class: 'hand-words-title' }, t('sync.deleted', { n: change.number })));
  }
  const item = change.hand ? handWords(change.hand, {
    heading: change.kind === 'correct' ? tNodes('sync.corrected', {
      n: change.number, what: change.hand.winner ? tNodes('sync.wonBy', { name: playerName(change.hand.winner) }) : t('sync.draw'),
    }) : null,
    eastBefore: before && before.hand ? before.hand.east : null,
  }) : h('li', { class: 'hand-words' }, h('span', { class: 'hand-words-title' },
    change.kind === 'correct' ? t('sync.correctedPlain', { n: change.number }) : t('sync.recordedPlain', { n: change.number })));
  Object.assign(item.dataset, testid.dataset);
  return item;
}

/**
 * What the server has now that this phone did not know: hands added or changed after the
 * version this phone's unsent hands were made on, and hands deleted.
 */
function theirChanges(theirs, before) {
  const known = before ? before.hands : [];
  const items = theirs.hands.filter((hand) => {
    const old = known[hand.number - 1];
    return !old || JSON.stringify(old.record) !== JSON.stringify(hand.record);
  }).map((hand) => handWords(hand, {}));
  if (known.length > theirs.hands.length) {
    items.push(h('li', { class: 'hand-words' }, h('span', { class: 'hand-words-title' },
      t('sync.theyDeleted', { n: known.length - theirs.hands.length }))));
  }
  items.forEach((li) => { li.dataset.testid = 'their-change'; });
  return items;
}

/** Offers this phone's unsent changes as a file, so that nothing is lost even if dropped. */
function saveUnsent(game) {
  const unsent = game.unsent.map(({ kind, n, body, queued }) => ({ kind, n, body, queued }));
  download(`${JSON.stringify({ game: game.id, unsent }, null, 2)}\n`, `mahjong-tally-${game.id}-unsent.json`);
}

/** The buttons that drop this phone's unsent changes, after asking, and save them first. */
function dropButtons(game, errors, done) {
  return [
    h('button', { type: 'button', dataset: { testid: 'save-unsent' }, onclick: () => saveUnsent(game) }, t('sync.saveOurs')),
    h('button', {
      type: 'button', class: 'danger', dataset: { testid: 'discard-ours' },
      onclick: async () => {
        if (!window.confirm(t('sync.discardConfirm', { n: game.unsent.length }))) return;
        try {
          await api.discardUnsent(game.id);
          announce(t('sync.discarded'));
          done();
        } catch (e) { errors.show(e); }
      },
    }, t('sync.discardOurs')),
  ];
}

/** The button of the table's choice: the action, then done(), or why it failed. */
function primaryButton(testid, label, action, errors, done) {
  return h('button', {
    type: 'button', class: 'primary', dataset: { testid },
    onclick: async () => {
      try {
        await action();
        done();
      } catch (e) { errors.show(e); }
    },
  }, label);
}

/**
 * A club game's unsent hands: the conflict to settle if there is one, the server's refusal, or
 * the list of hands waiting for the connection. Null when everything is sent.
 * @param done what to do once the table has chosen (draw the screen again)
 */
export function unsentCard(game, done) {
  if (!game.club || !game.unsent || !game.unsent.length) return null;
  const errors = errorArea();
  const ours = h('ol', { class: 'hand-list', dataset: { testid: 'our-changes' } }, game.unsent.map((c) => changeWords(c)));
  if (game.conflict) {
    const promised = game.conflict.afterTheirs;
    return h('section', { class: 'card conflict', dataset: { testid: 'conflict' } },
      h('h2', {}, t('sync.conflictTitle')),
      h('p', {}, t('sync.conflictHint')),
      h('h3', {}, t('sync.theirs')),
      h('ol', { class: 'hand-list', dataset: { testid: 'their-changes' } }, theirChanges(game.conflict.theirs, game.keptView)),
      h('h3', {}, t('sync.ours')),
      ours,
      // What the button books: this phone's changes worked out by the engine after the server's hands.
      h('h3', {}, t('sync.afterTheirsTitle')),
      promised ? [
        h('p', { class: 'hint' }, t('sync.afterTheirsHint')),
        h('ol', { class: 'hand-list', dataset: { testid: 'after-theirs' } },
          promised.map((c, i) => changeWords(c, game.unsent[i], 'after-theirs-change'))),
      ] : h('p', { class: 'hint', dataset: { testid: 'after-theirs-unknown' } }, t('sync.afterTheirsUnknown')),
      errors.el,
      h('div', { class: 'calc-links' },
        primaryButton('add-after-theirs', t('sync.addAfter'), () => api.addAfterTheirs(game.id), errors, done),
        ...dropButtons(game, errors, done)));
  }
  if (game.refusal) {
    return h('section', { class: 'card conflict', dataset: { testid: 'refused' } },
      h('h2', {}, t('sync.refusedTitle')),
      h('div', { class: 'error' }, refusalView(game.refusal.message, game.refusal.lang)),
      ours,
      errors.el,
      h('div', { class: 'calc-links' },
        primaryButton('try-again', t('sync.tryAgain'), () => api.tryAgain(game.id), errors, done),
        ...dropButtons(game, errors, done)));
  }
  return h('section', { class: 'card unsent', dataset: { testid: 'unsent' } },
    h('h2', {}, t('sync.unsentTitle', { n: game.unsent.length })),
    h('p', { class: 'hint' }, t('sync.unsentHint')),
    ours);
}
