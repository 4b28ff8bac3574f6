/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// The score sheet: one row per hand, the winner marked, each player's balance and running
// total; a tap on a row opens its breakdown, where the hand can be corrected or deleted.
// A long game is shown a page of PAGE hands at a time, the latest first (a game of
// 5,000 rows at once took seconds to draw). Printed, the sheet is the game's record: every hand
// of it, drawn only while the page is printed; a game too long for the browser to print whole in
// reasonable time prints the page shown, and says so on screen and on paper.
import { h, add, data, signed, fmt } from '../dom.js';
import { t, tNodes } from '../i18n.js';
import { api, gameKey } from '../api.js';
import {
  errorArea, screenTitle, windName, scoreView, elementNamesReady, settlementView, handTiles, announce, tableRegion,
} from '../ui.js';
import {
  gameTabs, loadGameOrShow, playerName, seatBadge, baseRulesetId, endingOf, endingLine, rulesOf, optionName, optionValue,
} from '../game-common.js';
import { withoutSeating } from '../notation.js';
import { printButton, whenPrinted } from '../print.js';
import { penaltiesView } from '../penalties.js';
import { movesOf, dealMovesView } from '../deal-moves.js';

export const NAME = 'sheet';

/** Hands on one page of the sheet. */
export const PAGE = 50;

/**
 * The longest game printed whole: Chromium lays 400 hands out on paper in about 18 s on a busy
 * machine, and 5,000 not in ten minutes.
 */
export const PRINT_WHOLE = 400;

function shareHref(notation, seat, round, ruleset) {
  const hand = `${withoutSeating(notation)} seat=${seat} round=${round}`;
  return `#/score?hand=${encodeURIComponent(hand)}&ruleset=${encodeURIComponent(ruleset)}`;
}

function breakdown(game, hand, onDelete) {
  const id = encodeURIComponent(game.id);
  const seatNames = {};
  hand.players.forEach((p) => { seatNames[p.seat] = p.name; });
  const confirmBox = h('div', { class: 'confirm', hidden: true });
  const errors = errorArea();
  // What the deletion does to the later hands, worked out by the engine once Delete is tapped.
  const moves = h('div', { class: 'moves-box', dataset: { testid: `delete-moves-${hand.number}`, ready: 'false' } });
  const del = h('button', {
    type: 'button', class: 'danger', dataset: { testid: `delete-${hand.number}` },
    onclick: async () => {
      confirmBox.hidden = false;
      del.hidden = true;
      confirmBox.querySelector('button').focus();
      moves.dataset.ready = 'false';
      moves.replaceChildren();
      const found = await movesOf(game, hand.number, { kind: 'delete' });
      if (found && found.error) moves.replaceChildren(h('p', { class: 'error' }, found.error.message));
      else if (found) moves.replaceChildren(dealMovesView(found.moves) || '');
      moves.dataset.ready = 'true';
    },
  }, t('sheet.delete'));
  confirmBox.append(
    h('p', {}, t('sheet.deleteConfirm', { n: hand.number })),
    moves,
    h('button', {
      type: 'button', class: 'danger', dataset: { testid: `confirm-delete-${hand.number}` },
      onclick: async (e) => {
        e.target.disabled = true;
        try {
          await api.deleteHand(game.id, game.version, hand.number);
          announce(t('sheet.deleted', { n: hand.number }));
          onDelete();
        } catch (err) {
          errors.show(err);
          e.target.disabled = false;
        }
      },
    }, t('sheet.deleteYes')),
    ' ',
    h('button', { type: 'button', onclick: () => { confirmBox.hidden = true; del.hidden = false; del.focus(); } }, t('sheet.cancel')));

  const record = hand.record || {};
  return h('div', { class: 'breakdown', dataset: { testid: `breakdown-${hand.number}` } },
    h('p', { class: 'subtle' }, tNodes('sheet.handContext', {
      wind: windName(hand.prevailing), east: playerName(hand.east),
    })),
    endingLine(hand),
    hand.players.map((p) => {
      const notation = record.hands && record.hands[p.name];
      return h('div', { class: `bd-player${p.name === hand.winner ? ' winner' : ''}` },
        h('h3', {}, playerName(p.name), ' ', seatBadge(p.seat),
          p.name === hand.winner ? h('span', { class: 'badge win' }, t('badge.mahjong')) : null,
          h('span', { class: 'bd-score' }, tNodes('sheet.scored', { n: data(fmt(p.score)) }))),
        notation ? h('div', { class: 'bd-hand' }, handTiles(notation, { size: 'xs' }),
          h('a', { class: 'button share-link', href: shareHref(notation, p.seat, hand.prevailing, baseRulesetId(game)) }, t('sheet.openHand'))) : null,
        p.sheet ? scoreView(p.sheet) : (notation ? null : h('p', { class: 'hint' }, t('sheet.typedScore'))));
    }),
    h('h3', {}, t('record.payments')),
    settlementView(hand.settlement, { nameOf: (seat) => playerName(seatNames[seat]), compact: true }),
    penaltiesView(record.penalties),
    gameKey(game) ? h('div', { class: 'actions' },
      h('a', { class: 'button', href: `#/game/${id}/hand/${hand.number}`, dataset: { testid: `correct-${hand.number}` } },
        t('sheet.correct')),
      del) : null,
    confirmBox,
    errors.el);
}

/**
 * One player's cell of a hand: his seat wind (East, who dealt, marked) and hand score, the
 * hand's balance and his running total; the winner's cell marked, and how the tile came.
 */
function handCell(hand, p) {
  const ending = endingOf(hand);
  const won = hand.winner === p.name;
  const discarded = ending === 'discard' && hand.record.discarder === p.name;
  const mark = won ? 'sheet.winMark' : discarded ? 'sheet.discardMark' : null;
  return h('td', {
    class: `num${won ? ' won' : ''}${discarded ? ' discarded' : ''}${p.seat === 'E' ? ' east' : ''}`,
    dataset: { player: p.name, seat: p.seat },
  },
  h('span', { class: 'cell-head' },
    h('abbr', { class: `seat-mark seat-${p.seat}`, title: windName(p.seat) }, t(`wind.short.${p.seat}`)),
    hand.winner ? data(fmt(p.score), { class: 'hand-score', dataset: { testid: `score-${hand.number}-${p.name}` } }) : null),
  signed(p.balance, { dataset: { testid: `bal-${hand.number}-${p.name}` } }),
  h('span', { class: 'running' }, data(fmt(p.total))),
  mark ? h('span', { class: 'cell-mark', dataset: { testid: `mark-${hand.number}-${p.name}` } },
    t(mark), won && ending === 'self' ? [' · ', t('sheet.selfMark')] : null) : null,
  // The balance has the hand's penalties in it (the engine's): the part they make is marked.
  p.penalty ? h('span', { class: 'cell-mark penalty-mark', dataset: { testid: `penalty-${hand.number}-${p.name}` } },
    tNodes('sheet.penaltyMark', { amount: data(p.penalty > 0 ? `+${fmt(p.penalty)}` : fmt(p.penalty)) })) : null);
}

/**
 * The rules the game is played by, its name always shown and its table options on a tap; what
 * the table changed from its rules (rulesOf) is said under them.
 */
function rulesView(game, rules) {
  const s = game.settlement || {};
  const o = game.options || {};
  const yesNo = (v) => (v === undefined ? null : t(v ? 'sheet.yes' : 'sheet.no'));
  const lines = [
    [t('newGame.limit'), s.limit === undefined ? null : s.limit === null ? t('newGame.noLimit') : data(fmt(s.limit))],
    [t('newGame.rounds'), [1, 2, 4].includes(o.rounds) ? t(`newGame.rounds${o.rounds}`) : null],
    [t('newGame.startingTallies'), o.startingTallies === undefined ? null : data(fmt(o.startingTallies))],
    [t('opt.eastDoubles'), yesNo(s.eastDoubles)],
    [t('opt.losersSettle'), yesNo(s.losersSettle)],
    [t('opt.drawPassesDeal'), yesNo(o.drawPassesDeal)],
    [t('opt.drawPays'), s.drawPays ? t(s.drawPays === 'nothing' ? 'opt.drawPaysNothing' : 'opt.drawPaysDifferences') : null],
    [t('opt.payForAll'), yesNo(s.payForAll)],
  ].filter(([, value]) => value !== null);
  return h('details', { class: 'card rules-used', dataset: { testid: 'rules-used' } },
    h('summary', {}, tNodes('table.rules', { name: data(rules.name) })),
    h('dl', { class: 'rules-list' }, lines.map(([label, value]) => [h('dt', {}, label), h('dd', {}, value)])),
    rules.changes.length ? h('div', { class: 'rules-changes', dataset: { testid: 'rules-changes' } },
      h('p', {}, t('table.changes')),
      h('ul', {}, rules.changes.map((c) => h('li', { dataset: { option: c.key } }, t('table.change', {
        option: optionName(c.key), value: optionValue(c.key, c.value), was: optionValue(c.key, c.was),
      }))))) : null);
}

export async function render(main, { params, state, rerender }) {
  const id = decodeURIComponent(params[0]);
  const errors = errorArea();
  const game = await loadGameOrShow(main, id, errors, t('sheet.title'));
  if (!game) return;
  await elementNamesReady(); // the breakdowns name each line as the engine does
  if (!state.open) state.open = new Set();
  const players = game.players.map((p) => (typeof p === 'string' ? p : p.name));
  const head = h('thead', {}, h('tr', {},
    h('th', { scope: 'col', class: 'no' }, t('sheet.hand')),
    players.map((p) => h('th', { scope: 'col', class: 'num' }, playerName(p)))));
  const body = h('tbody', {});
  const pages = Math.max(1, Math.ceil(game.hands.length / PAGE));
  if (state.page === undefined || state.page >= pages) state.page = pages - 1;
  const printsWhole = game.hands.length <= PRINT_WHOLE;
  const pagers = [];
  function drawPagers() {
    const from = state.page * PAGE + 1;
    const to = Math.min(game.hands.length, from + PAGE - 1);
    pagers.forEach((p) => p.update(from, to));
  }
  function pager(where) {
    // What part of a game too long to print whole is on paper.
    const onPaper = where === 'top' && !printsWhole ? ' printed-part' : '';
    const shown = h('p', { class: `hint${onPaper}`, dataset: { testid: `page-shown-${where}` } });
    const go = (key, testid, page) => h('button', {
      type: 'button', dataset: { testid: `page-${testid}-${where}` },
      onclick: () => {
        state.page = page();
        drawBody();
        drawPagers();
        if (where === 'bottom') body.closest('table').scrollIntoView();
      },
    }, t(key));
    const first = go('sheet.first', 'first', () => 0);
    const earlier = go('sheet.earlier', 'earlier', () => Math.max(0, state.page - 1));
    const later = go('sheet.later', 'later', () => Math.min(pages - 1, state.page + 1));
    const last = go('sheet.last', 'last', () => pages - 1);
    const el = h('nav', { 'aria-label': t('sheet.pages') }, shown, h('div', { class: 'actions' }, first, earlier, later, last));
    pagers.push({
      update(from, to) {
        shown.textContent = t('sheet.pageShown', { from: fmt(from), to: fmt(to), count: fmt(game.hands.length) });
        first.disabled = earlier.disabled = state.page === 0;
        later.disabled = last.disabled = state.page === pages - 1;
      },
    });
    return el;
  }
  /** Draws these hands' rows (and the breakdowns opened among them). */
  function drawRows(hands, focusNumber) {
    body.replaceChildren();
    hands.forEach((hand) => {
      const byName = Object.fromEntries(hand.players.map((p) => [p.name, p]));
      const open = state.open.has(hand.number);
      const detailId = `hand-${hand.number}-detail`;
      body.append(h('tr', { class: `hand-row${open ? ' open' : ''}`, dataset: { testid: `row-${hand.number}`, winner: hand.winner || '' } },
        h('th', { scope: 'row', class: 'no' },
          h('button', {
            type: 'button', class: 'row-toggle', 'aria-expanded': open ? 'true' : 'false', 'aria-controls': detailId,
            'aria-label': hand.winner ? t('sheet.rowLabelWin', { n: hand.number, name: hand.winner }) : t('sheet.rowLabelDraw', { n: hand.number }),
            dataset: { number: String(hand.number) },
            onclick: () => {
              if (state.open.has(hand.number)) state.open.delete(hand.number);
              else state.open.add(hand.number);
              drawBody(hand.number);
            },
          }, h('span', { translate: 'no' }, String(hand.number)), h('span', { class: 'chev', 'aria-hidden': 'true' }, open ? '\u25be' : '\u25b8')),
          h('span', { class: 'row-wind' }, t('table.prevailing', { wind: windName(hand.prevailing) })),
          hand.winner ? null : h('span', { class: 'row-draw' }, t('record.draw'))),
        players.map((name) => handCell(hand, byName[name]))));
      if (open) {
        body.append(h('tr', { class: 'detail-row', id: detailId },
          h('td', { colspan: players.length + 1 }, breakdown(game, hand, () => { state.open.delete(hand.number); rerender(); }))));
      }
    });
    if (focusNumber) {
      const b = body.querySelector(`.row-toggle[data-number="${focusNumber}"]`);
      if (b) b.focus();
    }
  }
  /** Draws the page of hands chosen. */
  function drawBody(focusNumber) {
    drawRows(game.hands.slice(state.page * PAGE, (state.page + 1) * PAGE), focusNumber);
  }
  drawBody();
  // A game of one page has no pager, as before there were pages.
  const top = pages > 1 ? pager('top') : null;
  const bottom = pages > 1 ? pager('bottom') : null;
  drawPagers();
  const foot = h('tfoot', {}, h('tr', {},
    h('th', { scope: 'row' }, t('sheet.totals')),
    players.map((p) => h('td', { class: 'num' }, signed(game.totals[p], { dataset: { testid: `sheet-total-${p}` } })))));

  const rules = rulesView(game, await rulesOf(game));
  add(main,
    screenTitle(t('sheet.title'), { href: `#/game/${encodeURIComponent(id)}` }),
    gameTabs(encodeURIComponent(id), 'sheet'),
    rules,
    game.hands.length ? h('p', { class: 'hint sheet-legend' }, t('sheet.legend')) : null,
    top,
    game.hands.length
      ? tableRegion(t('sheet.caption'), h('table', { class: 'sheet', dataset: { testid: 'sheet' } },
        h('caption', { class: 'visually-hidden' }, t('sheet.caption')), head, body, foot))
      : h('p', { class: 'note' }, t('sheet.empty')),
    bottom,
    h('p', { class: 'hint' }, t('sheet.tapHint')),
    printsWhole ? null : h('p', { class: 'hint', dataset: { testid: 'print-part' } }, t('sheet.printPart', { n: fmt(PRINT_WHOLE) })),
    h('div', { class: 'actions' },
      !game.finished && game.next && gameKey(game) ? h('a', { class: 'button primary', href: `#/game/${encodeURIComponent(id)}/record` },
        t('table.record', { n: game.next.hand })) : null,
      game.hands.length ? printButton(pages > 1 && printsWhole ? t('sheet.printAll', { count: fmt(game.hands.length) }) : undefined) : null));
  // On paper every hand of the game, whichever page is on screen, with the rules opened.
  const whole = pages > 1 && printsWhole;
  return whenPrinted(() => {
    rules.open = true;
    if (whole) drawRows(game.hands);
  }, () => {
    if (whole) drawBody();
  });
}
