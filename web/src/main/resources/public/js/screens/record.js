/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// Recording a hand (or correcting one): who went Mah-Jong, each player's tiles, notation or
// score with the score worked out as it is entered, then the payments, the fewest transfers
// and the tallies to hand over, and save.
import { h, data } from '../dom.js';
import { t, tNodes, tCount } from '../i18n.js';
import { api, gameKey } from '../api.js';
import { go } from '../nav.js';
import {
  errorArea, screenTitle, radioGroup, checkbox, settlementView, windName, announce, SEATS,
} from '../ui.js';
import { createEntry } from '../entry.js';
import { scoreChecksOf, scoreProblem } from '../score-checks.js';
import { openDraft, keepDraft, draftNotice } from '../drafts.js';
import { penaltiesSection, penaltiesView } from '../penalties.js';
import { movesOf, dealMovesView } from '../deal-moves.js';
import { isEmpty, playingTiles } from '../notation.js';
import {
  blankRec, recDraft, recFromDraft, ordered as inOrder, statusOf,
  paysForAll as discarderPaysForAll, settleBody, saveProblem, saveBody, isFromAnother, wayValue, wayOf,
} from '../record-model.js';
import {
  loadGameOrShow, seatsOf, playerAt, playerName, baseRulesetId, seatBadge, settleOptionsOf,
} from '../game-common.js';

export const NAME = 'record';

const MODE_KEY = 'mahjong-tally.winner-mode.';

/** How the winner's hand was given last in this game on this phone (tiles, notation, score), or null. */
function rememberedMode(id) {
  try { return localStorage.getItem(MODE_KEY + id); } catch (e) { return null; }
}

function rememberMode(id, mode) {
  try { localStorage.setItem(MODE_KEY + id, mode); } catch (e) { /* the next hand starts with tiles */ }
}

export async function render(main, { params, state, rerender }) {
  const id = decodeURIComponent(params[0]);
  const number = params[1] ? Number(params[1]) : null;
  const errors = errorArea();
  const game = await loadGameOrShow(main, id, errors, t('record.title', { n: number || '' }), `#/game/${encodeURIComponent(id)}`);
  if (!game) return;
  const where = seatsOf(game, number);
  if (!where || (number && !game.hands[number - 1])) {
    main.append(screenTitle(t('record.title', { n: number || '' }), { href: `#/game/${encodeURIComponent(id)}` }),
      h('p', { class: 'note' }, t(number ? 'record.noSuchHand' : 'table.over')));
    return;
  }
  if (!gameKey(game)) {
    // Said before anything is entered: without the edit link nothing typed here could be saved.
    main.append(screenTitle(t('record.title', { n: number || game.next.hand }), { href: `#/game/${encodeURIComponent(id)}` }),
      h('section', { class: 'card note', dataset: { testid: 'record-read-only' } },
        h('h2', {}, t('record.viewOnlyTitle')), h('p', {}, t('record.viewOnly')),
        h('a', { class: 'button', href: `#/game/${encodeURIComponent(id)}` }, t('record.viewOnlyBack'))));
    return;
  }
  const players = game.players.map((p) => (typeof p === 'string' ? p : p.name));
  const byName = Object.fromEntries(players.map((p) => [p, where.seats[p]]));
  const ruleset = baseRulesetId(game);
  const tableOptions = await settleOptionsOf(game);
  // Whether the game's rules have the discarder pay for all (a hand may decide otherwise).
  const rulesPayForAll = Boolean(game.settlement && game.settlement.payForAll);
  const checks = await scoreChecksOf(ruleset, tableOptions.limit, tableOptions.differenceCap === true);
  // How the winning tile can come, the engine's ways; with whom it came from, one choice (wayChoice).
  const ways = await api.ways().catch(() => []);
  const fromAnother = (code) => isFromAnother(ways, code);
  const handNo = number || game.next.hand;

  // A new hand's draft and a correction's are apart: a draft of hand 3 is never offered when
  // hand 3 is corrected, and one made before the hand changed on another phone is not offered.
  const blank = blankRec({
    id, number, players, method: tableOptions.method, stored: number ? game.hands[number - 1].record : null, ways,
  });
  const draft = openDraft([number ? 'correct' : 'record', id, handNo], recDraft(blank));
  if (!state.rec || state.rec.id !== id || state.rec.number !== number) {
    const restored = draft.restore((d) => recFromDraft(d, blank, players));
    state.rec = restored || blank;
    state.restored = Boolean(restored);
  }
  const rec = state.rec;
  const keeper = keepDraft(main, draft, () => recDraft(rec));
  const errorsSave = errorArea();
  const entriesBox = h('div', { class: 'entries' });
  const preview = h('section', { class: 'card preview', 'aria-live': 'polite', dataset: { testid: 'preview' } });
  const status = h('p', { class: 'save-status', dataset: { testid: 'save-status' } });
  const saveButton = h('button', { type: 'button', class: 'primary big', dataset: { testid: 'save-hand' }, onclick: save },
    number ? t('record.saveCorrection') : t('record.save'));
  const entries = {};
  const rows = {};
  let settleController = null;
  // A correction that moves the deal says how, and is saved only once confirmed (the body confirmed).
  const movesBox = h('section', { class: 'card moves-card', hidden: true, 'aria-live': 'polite', dataset: { testid: 'correction-moves' } });
  let confirmedBody = null;

  const ordered = () => inOrder(players, byName, rec.winner);

  /**
   * Every player's entry is made (their scores count in the payments), but only one is open:
   * the one being entered shows how it is given and its picker; the others are one line each,
   * their name, seat, marks and what they have so far (a typed score stays a field of its own).
   */
  function drawEntries() {
    if (rec.winner === undefined) {
      entriesBox.replaceChildren(h('p', { class: 'hint' }, t('record.chooseWinner')));
      return;
    }
    entriesBox.replaceChildren(...ordered().map((name) => {
      const model = rec.entries[name];
      const entry = createEntry({
        model,
        label: t('record.howEntered', { name }),
        scoreLabel: t('record.scoreOf', { name }),
        context: () => ({
          seat: byName[name], round: where.prevailing, ruleset, winner: rec.winner === name, game: game.id,
          by: rec.winner === name ? rec.by : undefined,
        }),
        onResult: () => { drawRow(name); drawStatus(); drawPreview(); },
        scoreProblem: (v) => scoreProblem(v, { name, loser: rec.winner !== name, checks }),
        onScoreDone: (input) => moveOn(name, input),
      });
      entries[name] = entry;
      const summary = h('span', { class: 'entry-summary', dataset: { testid: 'entry-summary' } });
      const toggle = h('button', {
        type: 'button', class: 'entry-head', dataset: { testid: 'open-entry' },
        onclick: () => openEntry(rec.open === name ? null : name),
      },
      h('span', { class: 'entry-who' }, playerName(name), ' ', seatBadge(byName[name]),
        rec.winner === name ? h('span', { class: 'badge win' }, t('badge.mahjong')) : null,
        byName[name] === 'E' ? h('span', { class: 'badge dealer-badge' }, t('table.dealer')) : null),
      summary);
      const section = h('section', {
        class: `card player-entry${rec.winner === name ? ' winner' : ''}`, dataset: { testid: `entry-${name}`, player: name },
      }, h('h2', { class: 'entry-title' }, toggle), entry.el);
      rows[name] = { section, toggle, summary };
      drawRow(name);
      return section;
    }));
    players.forEach((p) => { if (entries[p]) entries[p].refresh(); });
  }

  /** A player's line: open or one line, and the short account of what was entered. */
  function drawRow(name) {
    const row = rows[name];
    if (!row) return;
    const open = rec.open === name;
    const model = rec.entries[name];
    row.section.classList.toggle('open', open);
    row.section.dataset.open = String(open);
    row.section.dataset.mode = model.mode;
    row.toggle.setAttribute('aria-expanded', String(open));
    // on the line, the player's name says whose score the field is
    const label = row.section.querySelector('.entry-body .field > label');
    if (label) label.classList.toggle('visually-hidden', !open);
    const text = open || model.mode === 'score' ? '' : summaryOf(model);
    if (row.summary.textContent !== text) row.summary.textContent = text;
  }

  /** What a closed entry given by tiles or notation holds so far, in a few words. */
  function summaryOf(model) {
    const how = t(`entry.mode.${model.mode}`);
    if (model.points !== null && model.points !== undefined) {
      return t('record.summary', { how, what: tCount('record.points', model.points) });
    }
    if (model.mode === 'tiles' && !isEmpty(model.hand)) return t('picker.count', { n: playingTiles(model.hand).length });
    if (model.mode === 'notation' && model.text.trim()) return t('record.summary', { how, what: t('record.notScored') });
    return t('record.nothingYet');
  }

  /**
   * Opens a player's entry (null: none) and closes the one that was open, keeping what it holds;
   * the entry opened is brought into view from its top.
   */
  function openEntry(name) {
    const before = rec.open;
    rec.open = name;
    if (before) drawRow(before);
    if (!name) return;
    drawRow(name);
    const section = rows[name] && rows[name].section;
    if (!section) return;
    const top = section.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight / 3) section.scrollIntoView({ block: 'start' });
  }

  /**
   * With a score given as done (Enter, the keypad's Next), the cursor moves on to the next
   * player's empty score, or to Save. Only then: a pause in the typing is no end of a number, and
   * a score that cannot be right stays in its field, to be explained.
   */
  function moveOn(name, input) {
    const m = rec.entries[name];
    if (m.problem || m.points === null || m.points === undefined) return;
    if (document.activeElement !== input) return;
    const later = ordered().slice(ordered().indexOf(name) + 1)
      .map((p) => entries[p] && entries[p].scoreInput()).find((field) => field && !field.value.trim());
    (later || saveButton).focus();
    // A typed score is one line once given: the entry the cursor left closes (after the focus
    // moved, so that a phone's keypad stays up).
    if (rec.open === name) {
      openEntry(null);
      draft.save(recDraft(rec));
    }
  }

  /** With the winner's score typed, the cursor goes to the first empty score (the winner's first). */
  function toFirstScore() {
    const typed = (p) => entries[p] && entries[p].scoreInput();
    if (!rec.winner || !typed(rec.winner)) return;
    const first = ordered().map(typed).find((field) => field && !field.value.trim());
    if (first) first.focus();
  }

  /** The line over Save: what is missing or wrong, or ready (drawn again only when it says something else). */
  function drawStatus() {
    const line = statusOf(rec, players);
    if (saveButton.disabled !== line.blocked) saveButton.disabled = line.blocked;
    const says = line.names ? tNodes(line.key, { names: data(line.names.join(', ')) }) : [t(line.key)];
    const text = says.map((n) => (typeof n === 'string' ? n : n.textContent)).join('');
    if (status.textContent !== text) status.replaceChildren(...says);
  }

  // What the payments show (the settlement asked for, or the gaps): a change that leaves it as it
  // was draws nothing again. data-settled counts the times the payments were brought up to date.
  let shown = null;
  let settled = 0;
  function current(key) {
    shown = key;
    preview.dataset.settled = String(++settled);
  }

  async function drawPreview() {
    if (settleController) settleController.abort();
    movesBox.hidden = true;
    if (rec.winner === undefined) {
      preview.hidden = true;
      current(null);
      return;
    }
    const body = settleBody(rec, { players, seatOf: byName, options: tableOptions, payForAll: rulesPayForAll });
    if (!body) {
      // Until every score is in, the save bar says whose is missing; the penalties are listed.
      const key = `gaps ${JSON.stringify(rec.penalties)}`;
      if (key === shown) return current(key);
      preview.hidden = !rec.penalties.length;
      preview.replaceChildren(h('h2', {}, t('record.payments')), h('p', { class: 'hint' }, t('record.paymentsWhenScored')),
        ...[penaltiesView(rec.penalties, 'penalty.onTop')].filter(Boolean));
      return current(key);
    }
    const key = JSON.stringify(body);
    if (key === shown) return current(key);
    const controller = new AbortController();
    settleController = controller;
    try {
      const json = await api.settle(body, controller.signal);
      if (controller.signal.aborted) return;
      preview.hidden = false;
      const view = settlementView(json, {
        nameOf: (seat) => playerName(playerAt(where.seats, seat)),
        onMethod: (m) => { rec.method = m; drawPreview(); },
      });
      foldPayments(view);
      preview.replaceChildren(h('h2', {}, t('record.payments')), view, ...[penaltiesView(rec.penalties, 'penalty.onTop')].filter(Boolean));
      current(key);
    } catch (e) {
      if (e.name === 'AbortError' || controller.signal.aborted) return;
      const err = errorArea();
      err.show(e);
      preview.hidden = false;
      preview.replaceChildren(h('h2', {}, t('record.payments')), err.el);
      current(null);
    }
  }

  /**
   * Every payment with its arithmetic folded under its heading (open once opened, across taps):
   * the balances, the fewest transfers and the tallies are what the table hands over.
   */
  let paymentsOpen = false;
  function foldPayments(view) {
    const payments = view.querySelector('.payments');
    const heading = payments && payments.querySelector('h3');
    if (!heading) return;
    const folded = h('details', { class: 'payments', open: paymentsOpen, ontoggle: (e) => { paymentsOpen = e.target.open; } },
      h('summary', {}, ...heading.childNodes));
    heading.remove();
    folded.append(...payments.childNodes);
    payments.replaceWith(folded);
  }

  /** Whether the discarder pays for all this hand (record-model.js). */
  const paysForAll = () => discarderPaysForAll(rec, rulesPayForAll);

  async function save() {
    errorsSave.clear();
    const given = Object.fromEntries(players.map((p) => [p, entries[p] ? entries[p].value() : null]));
    const problem = saveProblem(rec, players, given);
    if (problem) {
      errorsSave.el.replaceChildren(...(problem.names ? tNodes(problem.key, { names: data(problem.names.join(', ')) }) : [t(problem.key)]));
      errorsSave.el.hidden = false;
      return;
    }
    const body = saveBody(rec, players, given);
    saveButton.disabled = true;
    if (number && confirmedBody !== JSON.stringify(body) && await movesDeal(body)) {
      saveButton.disabled = false;
      return;
    }
    try {
      const outcome = number ? await api.correctHand(game.id, game.version, number, body)
        : await api.recordHand(game.id, game.version, body);
      // A club game's hand kept on this phone until the connection lets it go to the server.
      const kept = outcome && outcome.sent === false;
      announce(kept ? t('sync.keptHere', { n: handNo }) : t(number ? 'record.corrected' : 'record.saved', { n: handNo }));
      if (rec.winner) rememberMode(id, rec.entries[rec.winner].mode);
      keeper.stop();
      draft.discard();
      state.rec = null;
      go(number ? `#/game/${encodeURIComponent(id)}/sheet` : `#/game/${encodeURIComponent(id)}`);
    } catch (e) {
      errorsSave.show(e);
      saveButton.disabled = false;
    }
  }

  /**
   * Whether this correction moves the deal in later hands (as the engine replays the game with
   * it): if so, says how, with a button that saves it as it is, and nothing is saved yet.
   */
  async function movesDeal(body) {
    const found = await movesOf(game, number, { kind: 'correct', body });
    if (!found || found.error || !found.moves.moved.length) return false;
    const key = JSON.stringify(body);
    movesBox.replaceChildren(h('h2', {}, t('moves.title')), dealMovesView(found.moves),
      h('div', { class: 'actions' },
        h('button', {
          type: 'button', class: 'primary', dataset: { testid: 'confirm-correction' },
          onclick: () => { confirmedBody = key; save(); },
        }, t('moves.saveAnyway')),
        h('button', { type: 'button', dataset: { testid: 'cancel-correction' }, onclick: () => { movesBox.hidden = true; saveButton.focus(); } },
          t('moves.back'))));
    movesBox.hidden = false;
    movesBox.scrollIntoView({ block: 'start' });
    return true;
  }

  const winnerGroup = radioGroup({
    legend: t('record.whoWon'), value: rec.winner === undefined ? null : rec.winner, testid: 'winner',
    className: 'winner-pick',
    options: [
      ...[...players].sort((a, b) => SEATS.indexOf(byName[a]) - SEATS.indexOf(byName[b]))
        .map((p) => ({ value: p, label: [playerName(p), h('small', {}, windName(byName[p]))] })),
      { value: '', label: t('record.draw') },
    ],
    onChange: (v) => {
      const before = rec.winner;
      rec.winner = v;
      errorsSave.clear();
      if (v && v !== before) {
        // The winner's card starts as the table gave the last winner's hand in this game.
        const m = rec.entries[v];
        if (m.mode === 'score' && (m.score === null || m.score === undefined)) m.mode = rememberedMode(id) || 'tiles';
        rec.open = v;
      }
      if (rec.discarder === v) {
        rec.discarder = '';
        rec.by = 'wall';
      }
      drawWinnerChoice();
      drawDiscard();
      drawEntries();
      drawStatus();
      drawPreview();
      toFirstScore();
    },
  });

  // Once chosen, the winner takes one line: the choice and a button to change it. The other
  // choices come back with that button (or the arrow keys) and fold again once one is tapped or
  // the focus leaves them.
  let choosingAgain = false;
  const changeWinner = h('button', {
    type: 'button', class: 'change-winner', dataset: { testid: 'change-winner' },
    onclick: () => {
      choosingAgain = true;
      // the focus goes to the choice before this button is hidden (which would take it away)
      const chosen = /** @type {HTMLInputElement | null} */ (winnerGroup.querySelector('input:checked'));
      if (chosen) chosen.focus();
      drawWinnerChoice();
    },
  }, t('record.changeWinner'));
  winnerGroup.querySelector('.pill-row').append(changeWinner);
  function drawWinnerChoice() {
    const folded = rec.winner !== undefined && !choosingAgain;
    winnerGroup.classList.toggle('chosen', folded);
    winnerGroup.querySelectorAll('.pill').forEach((pill) => {
      /** @type {HTMLElement} */ (pill).hidden = folded && !/** @type {HTMLInputElement} */ (pill.querySelector('input')).checked;
    });
    changeWinner.hidden = !folded;
  }
  function foldWinnerChoice() {
    if (!choosingAgain) return;
    choosingAgain = false;
    drawWinnerChoice();
  }
  // A tap, not the click the arrow keys also make (its detail is 0).
  /** The element an event happened on. */
  const targetOf = (/** @type {Event} */ e) => /** @type {Element} */ (e.target);
  winnerGroup.addEventListener('click', (e) => { if (e.detail > 0 && targetOf(e).closest('.pill')) foldWinnerChoice(); });
  winnerGroup.addEventListener('focusout', (e) => { if (!winnerGroup.contains(/** @type {Node | null} */ (e.relatedTarget))) foldWinnerChoice(); });
  winnerGroup.addEventListener('keydown', (e) => {
    if (e.key.startsWith('Arrow') && targetOf(e).matches('input') && !choosingAgain) {
      choosingAgain = true;
      drawWinnerChoice();
    }
  });

  const discardBox = h('div', { class: 'discard-box' });
  /**
   * How the winning tile came and from whom, one choice: drawn by the winner (from the wall, a
   * loose tile...) or from another player, named (on Ann's discard, robbing Ann's kong...). A
   * discarder is never named for a tile the winner drew. Its value: the way's code, with "@" and
   * the player's place in the game for a tile from another player ("@" alone: not said whom, as
   * a hand stored so may be).
   */
  function wayChoice() {
    const value = wayValue(rec, players, ways);
    const option = (v, label) => h('option', { value: v }, label);
    const others = ordered().filter((p) => p !== rec.winner);
    const groups = [
      h('optgroup', { label: t('way.selfDrawn') },
        ways.filter((w) => !w.fromAnotherPlayer).map((w) => option(w.code, t(`by.${w.code}`)))),
      ...others.map((p) => h('optgroup', { label: t('way.from', { name: p }) },
        ways.filter((w) => w.fromAnotherPlayer).map((w) => option(`${w.code}@${players.indexOf(p)}`, t(`way.${w.code}`, { name: p }))))),
      // Only for a hand stored on a discard without saying whose: kept as it was until changed.
      !rec.discarder && fromAnother(rec.by) ? h('optgroup', { label: t('way.unknown') },
        option(value, t(`by.${rec.by}`))) : null,
    ];
    const choice = h('select', {
      id: 'win-way', dataset: { testid: 'win-way' },
      onchange: (e) => {
        const { by, discarder } = wayOf(/** @type {HTMLSelectElement} */ (e.target).value, players);
        rec.by = by;
        rec.discarder = discarder;
        drawDiscard();
        if (entries[rec.winner]) entries[rec.winner].refresh();
        drawPreview();
        draft.save(recDraft(rec));
        toFirstScore();
      },
    }, groups);
    choice.value = value;
    return choice;
  }

  function drawDiscard() {
    if (!rec.winner) {
      discardBox.replaceChildren();
      return;
    }
    // Whether the discarder pays for all is asked once there is a discarder.
    const payForAll = checkbox({
      label: t('opt.payForAll'), checked: paysForAll(), hint: t('opt.payForAllHint'),
      onChange: (v) => { rec.payForAll = v; drawPreview(); },
    });
    payForAll.hidden = !rec.discarder;
    const focused = document.activeElement && document.activeElement.id === 'win-way';
    discardBox.replaceChildren(h('div', { class: 'card-ish' },
      h('div', { class: 'field discarder' }, h('label', { for: 'win-way' }, t('record.way')), wayChoice()),
      payForAll));
    if (focused) discardBox.querySelector('#win-way').focus();
  }

  main.append(
    screenTitle(number ? t('record.correctTitle', { n: number }) : t('record.title', { n: handNo }),
      { href: number ? `#/game/${encodeURIComponent(id)}/sheet` : `#/game/${encodeURIComponent(id)}` },
      tNodes('record.context', {
        wind: windName(where.prevailing), east: playerName(where.east || playerAt(where.seats, 'E')),
      })),
    // No game tabs here: the screen is the hand being entered (its draft is kept; the back
    // arrow leads to the table, whose tabs lead on).
    state.restored ? draftNotice(number ? 'draft.correction' : 'draft.hand', {
      draft, keeper, rerender, reset: () => { state.rec = null; },
    }) : '',
    h('section', { class: 'card' }, winnerGroup, discardBox),
    entriesBox,
    penaltiesSection(rec, players, () => { errorsSave.clear(); drawStatus(); drawPreview(); }),
    preview,
    movesBox,
    h('div', { class: 'save-bar' }, status, errorsSave.el, saveButton));
  drawWinnerChoice();
  drawDiscard();
  drawEntries();
  drawStatus();
  drawPreview();
  return () => {
    keeper.stop();
    if (settleController) settleController.abort();
  };
}
