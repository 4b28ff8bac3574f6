/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// The tile picker: tap tiles to build a hand. What a tap adds depends on the chosen kind of
// set (a single concealed tile, a pair, a concealed pung or chow, an exposed pung, chow or
// kong, a concealed kong); bonus tiles always go with the bonus tiles. Tapping a tile or a set
// of the hand takes it out again.
import { h, uid, place, data } from './dom.js';
import { t, has } from './i18n.js';
import {
  tile, tileName, SUITS, HONOURS, BONUS, compareTiles,
} from './tiles.js';
import {
  cloneHand, effectiveCount, playingTiles, tilesOfCompleteHand,
} from './notation.js';
import {
  tilesFor, pickerState, tapped, removed, cleared, undone, replaced, asWinner, withWinningTile, withWay, withFlag,
  offeredFlags, isFull as fullHand, tilesNotation, candidatesKey as askedAbout, withCandidates,
} from './picker-model.js';
import { select, checkbox } from './ui.js';

// The picker's state and its changes are picker-model.js's (plain data); here they are drawn.
export { tilesFor, addTiles } from './picker-model.js';

/**
 * Creates a picker. onChange(hand) is called after every change. The winner's picker also asks
 * for the winning tile, among those the engine says can be it (winningTiles(tiles, by): a
 * promise of tile codes), and how it came, among the engine's ways ([{code}]); without ways the
 * screen asks how it came itself (setBy).
 */
export function createPicker({
  hand, winner = false, onChange, slot = null, ways = null, winningTiles = null,
}) {
  /** @type {import('./picker-model.js').PickerState} */
  let state = pickerState(hand, winner);
  const el = h('div', { class: 'picker', dataset: { testid: 'picker' } });
  const built = h('div', { class: 'built', 'aria-live': 'polite' });
  const winBox = h('div', { class: 'win-box' });
  const palette = h('div', { class: 'palette', role: 'group', 'aria-label': t('picker.palette') });
  const modeBox = h('div', { class: 'modes' });
  const fullNote = h('p', { class: 'hint full-note', hidden: true, dataset: { testid: 'hand-full' } }, t('picker.full'));

  /** The hand changed: drawn again, and said. */
  function commit(next) {
    if (!next) return;
    state = next;
    draw();
    onChange(cloneHand(state.hand));
  }

  function tap(code) {
    commit(tapped(state, code));
  }

  function removeAt(kind, index) {
    commit(removed(state, kind, index));
  }

  /** The word under a set of the hand: exposed, or concealed with a lock (the tray says it too). */
  function setTag(hidden) {
    return h('span', { class: 'set-tag', 'aria-hidden': 'true' },
      hidden ? h('span', { class: 'lock' }) : null, t(hidden ? 'hand.concealedTag' : 'hand.exposedTag'));
  }

  // The hand's tiles and sets are kept from one draw to the next, each under a key saying what
  // it shows: a tap adds or takes away one element, and the rest stay as they were.
  let shown = new Map();
  let drawing = null;
  function keep(key, make) {
    const el = shown.get(key) || make();
    drawing.set(key, el);
    return el;
  }

  /** A set of the hand, a button that takes it out (the index is its place among its kind). */
  function setButton(tiles, kind, index) {
    return keep(`${kind}:${index}:${tiles.join()}`, () => h('button', {
      type: 'button', class: `set ${kind}`, 'aria-label': t('picker.remove', { what: setLabel(tiles, kind) }),
      onclick: () => removeAt(kind, index),
    }, h('span', { class: 'group-tiles' }, tiles.map((c) => tile(c, { decorative: true }))), setTag(kind === 'kongs')));
  }

  function setLabel(tiles, kind) {
    const key = kind === 'kongs' ? 'set.concealedKong' : tiles[0] === tiles[1]
      ? (tiles.length === 4 ? 'set.exposedKong' : 'set.exposedPung') : 'set.exposedChow';
    return t(key, { tile: tileName(tiles[0]) });
  }

  /**
   * Single tiles of the hand (concealed or bonus), in a tray of their own, each a button that
   * takes it out: the tile's place in the tray is its place in the hand, read when tapped.
   */
  function oneByOne(codes, kind, label, tagged) {
    const row = keep(`${kind}-row`, () => h('span', { class: 'group-tiles' }));
    const tray = keep(kind, () => h('span', { class: `set ${kind}`, role: 'group', 'aria-label': label },
      row, tagged ? setTag(true) : null));
    const seen = new Map();
    place(row, codes.map((c) => {
      const n = (seen.get(c) || 0) + 1;
      seen.set(c, n);
      return keep(`${kind}:${c}#${n}`, () => {
        const b = h('button', {
          type: 'button', class: 'one', 'aria-label': t('picker.remove', { what: tileName(c) }),
          onclick: () => removeAt(kind, [...row.children].indexOf(b)),
        }, tile(c, { decorative: true }));
        return b;
      });
    }));
    return tray;
  }

  // The line above the hand: the count, Undo and Clear, made once and written into.
  const countText = h('span', { dataset: { testid: 'tile-count' } });
  const bonusCount = h('span', { class: 'bonus-count', dataset: { testid: 'bonus-count' } });
  const undoButton = h('button', { type: 'button', onclick: undo }, t('picker.undo'));
  const clearButton = h('button', { type: 'button', onclick: clear }, t('picker.clear'));
  const gap = document.createTextNode(' ');
  const count = h('span', { class: 'count' }, countText);
  const builtTiles = h('div', { class: 'built-tiles' });
  const emptyNote = h('p', { class: 'empty' }, t('picker.empty'));
  built.append(h('div', { class: 'built-head' }, count, h('span', { class: 'tools' }, undoButton, clearButton)), emptyNote);

  const write = (el, text) => { if (el.textContent !== text) el.textContent = text; };
  const enable = (button, on) => { if (button.disabled === on) button.disabled = !on; };

  function drawBuilt() {
    const hand = state.hand;
    drawing = new Map();
    const groups = [];
    hand.exposed.forEach((s, i) => groups.push(setButton(s, 'exposed', i)));
    hand.kongs.forEach((s, i) => groups.push(setButton(s, 'kongs', i)));
    if (hand.concealed.length) {
      groups.push(oneByOne(hand.concealed, 'concealed', t('hand.concealedTiles'), true));
    }
    if (hand.bonus.length) {
      groups.push(oneByOne(hand.bonus, 'bonus', t('hand.bonusTiles'), false));
    }
    shown = drawing;
    drawing = null;
    // The tiles as they lie. The winner's count says how many the complete hand has (14, and one
    // more for each kong): the score comes then. A loser's bonus tiles are counted apart, as he
    // may hold nothing else, which "Tiles: 0" alone would hide.
    write(countText, state.winner
      ? t('picker.countOf', { n: playingTiles(hand).length, of: tilesOfCompleteHand(hand) })
      : t('picker.count', { n: playingTiles(hand).length }));
    const bonusShown = hand.bonus.length > 0 && !state.winner;
    if (bonusShown) write(bonusCount, t('picker.bonusCount', { n: hand.bonus.length }));
    place(count, bonusShown ? [countText, gap, bonusCount] : [countText]);
    enable(undoButton, state.history.length > 0);
    enable(clearButton, effectiveCount(hand) > 0 || hand.bonus.length > 0);
    place(builtTiles, groups);
    const body = groups.length ? builtTiles : emptyNote;
    if (built.lastChild !== body) built.lastChild.replaceWith(body);
  }

  function undo() {
    commit(undone(state));
  }

  function clear() {
    commit(cleared(state));
  }

  function drawModes() {
    const name = uid('mode');
    const pill = (value, label) => h('label', { class: 'pill', dataset: { value } },
      h('input', {
        type: 'radio', name, value, checked: state.mode === value,
        onchange: () => { state = { ...state, mode: value }; drawPalette(); },
      }),
      h('span', { class: 'pill-face' }, label));
    modeBox.replaceChildren(h('fieldset', { class: 'pills compact' },
      // "A tap adds" and "In hand" share a line (the legend is what is read out, the line what is seen).
      h('legend', { class: 'visually-hidden' }, t('picker.addAs')),
      h('div', { class: 'mode-grid' },
        h('span', { class: 'pill-caption' },
          h('span', { class: 'adds', 'aria-hidden': 'true' }, t('picker.addAs')), ' ', t('picker.concealed')),
        pill('tile', t('mode.tile')), pill('pair', t('mode.pair')), pill('pung', t('mode.pung')),
        pill('chow', t('mode.chow')), pill('ckong', t('mode.kong')),
        // the exposed sets under their concealed namesakes, the caption where Tile and Pair are
        h('span', { class: 'pill-caption exposed' }, t('picker.exposed')),
        pill('xpung', t('mode.pung')), pill('xchow', t('mode.chow')), pill('xkong', t('mode.kong')))));
  }

  // The palette's buttons are made once and only enabled or disabled afterwards, so a
  // keyboard user's focus stays on the tile just added. The palette is one stop of the Tab
  // key (a roving tabindex): the arrow keys move within it, Enter and Space tap. Each suit is a
  // column (1 to 9 downwards): nine tiles side by side would not leave 8 px between 44 px
  // targets on a phone.
  const buttons = new Map();
  let current = null;
  function rove(b) {
    if (current === b) return;
    if (current) current.tabIndex = -1;
    current = b;
    b.tabIndex = 0;
  }
  function buildPalette() {
    const button = (code) => {
      const b = h('button', {
        type: 'button', class: 'pick', 'aria-label': tileName(code), title: tileName(code), tabindex: -1,
        dataset: { tile: code }, onclick: () => tap(code),
      }, tile(code, { decorative: true }));
      buttons.set(code, b);
      return b;
    };
    const row = (codes, label, cls = '') => h('div', { class: `palette-row ${cls}`.trim(), role: 'group', 'aria-label': label },
      codes.map(button));
    palette.replaceChildren(
      ...SUITS.map((s) => row([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${n}${s}`), t(`suit.${s}`))),
      row(HONOURS, t('suit.honours'), 'honours'),
      row(BONUS, t('suit.bonus'), 'bonus'));
    rove(buttons.values().next().value);
  }

  const rows = () => [...palette.children].map((r) => [...r.children]);
  const enabled = (b) => b && !b.disabled;

  /** The next enabled tile after b, down its suit and on to the next (up with step -1), wrapping; or null. */
  function along(b, step) {
    const all = [...buttons.values()];
    for (let i = 1; i < all.length; i++) {
      const c = all[(all.indexOf(b) + step * i + all.length * i) % all.length];
      if (enabled(c)) return c;
    }
    return null;
  }

  /** The enabled tile nearest b's place in the next suit with one (the suit before it with step -1). */
  function across(b, step) {
    const grid = rows();
    const r = grid.findIndex((row) => row.includes(b));
    const col = grid[r].indexOf(b);
    for (let i = r + step; i >= 0 && i < grid.length; i += step) {
      const near = grid[i].filter(enabled)
        .sort((x, y) => Math.abs(grid[i].indexOf(x) - col) - Math.abs(grid[i].indexOf(y) - col));
      if (near.length) return near[0];
    }
    return null;
  }

  palette.addEventListener('focusin', (e) => {
    const b = e.target.closest('button.pick');
    if (b) rove(b);
  });
  palette.addEventListener('keydown', (e) => {
    const b = e.target.closest('button.pick');
    if (!b) return;
    const row = rows().find((r) => r.includes(b)).filter(enabled);
    const target = {
      ArrowDown: () => along(b, 1),
      ArrowUp: () => along(b, -1),
      ArrowRight: () => across(b, 1),
      ArrowLeft: () => across(b, -1),
      Home: () => row[0],
      End: () => row[row.length - 1],
    }[e.key];
    const to = target && target();
    if (!target) return;
    e.preventDefault();
    if (to) {
      rove(to);
      to.focus();
    }
  });

  /** Whether the hand has its 14 tiles (a kong counts as 3). */
  const isFull = () => fullHand(state.hand);

  function drawPalette() {
    const focused = current && document.activeElement === current;
    // A hand with its 14 tiles takes nothing more but flowers and seasons: the kinds of set and
    // the other tiles make way for them until a tile of the hand is taken out.
    const full = isFull();
    if (modeBox.hidden !== full) {
      el.classList.toggle('full', full);
      modeBox.hidden = full;
      fullNote.hidden = !full;
    }
    // Only the buttons whose state changes are touched: a tap restyles no more than it must.
    for (const [code, b] of buttons) {
      const off = tilesFor(state.hand, code, state.mode) === null;
      if (b.disabled !== off) b.disabled = off;
    }
    // A tile that can no longer be added hands the focus on to the next one that can.
    if (current && current.disabled) {
      const next = along(current, 1);
      if (next) rove(next);
      if (focused) (next || built.querySelector('button:not([disabled])') || el).focus();
    }
  }


  /**
   * Asks the engine which tiles can be the winning tile (not a tile only in a concealed kong, nor
   * a drawn tile only in an exposed set); the winning tile moves to one of them if it was none.
   */
  function askCandidates() {
    const key = askedAbout(state.hand);
    if (!winningTiles || state.candidatesFor === key) return;
    state = { ...state, candidatesFor: key, candidates: null };
    winningTiles(tilesNotation(state.hand), state.hand.by || 'wall').then((list) => {
      if (state.candidatesFor !== key) return;
      const answered = withCandidates(state, list);
      state = answered.state;
      drawWin();
      if (answered.moved) onChange(cloneHand(state.hand));
    }, () => {
      // No answer: every tile of the hand is offered, and the engine explains a wrong one when scoring.
      if (state.candidatesFor === key) state = withCandidates(state, null).state;
      drawWin();
    });
  }

  // What the win box shows; a tap that leaves it as it was draws nothing again.
  let winShown = null;
  function drawWin() {
    // Asked once the hand has its 14 tiles (a kong counts as 3): until then there is no win to
    // describe, and the box would push the palette down, off the screen, while the hand is built.
    // Meanwhile the winning tile follows the last tile added (picker-model.js, withWin).
    if (!state.winner || !isFull()) {
      winBox.replaceChildren();
      winBox.hidden = true;
      winShown = null;
      return;
    }
    winBox.hidden = false;
    askCandidates();
    const offered = winningTiles ? state.candidates || [] : playingTiles(state.hand);
    const distinct = [...new Set(offered)].sort(compareTiles);
    const flags = offeredFlags(state);
    const key = JSON.stringify([distinct, state.hand.win, state.hand.by, state.hand.flags, flags]);
    if (key === winShown) return;
    winShown = key;
    const name = uid('win');
    // The winning tile is chosen among the hand's tiles (a full hand has some).
    winBox.replaceChildren(...[
      h('fieldset', { class: 'win-tiles' },
        h('legend', {}, t('picker.winningTile')),
        h('div', { class: 'pill-row' }, distinct.map((c) => h('label', { class: 'pill tile-pill', dataset: { value: c } },
          h('input', {
            type: 'radio', name, value: c, checked: state.hand.win === c, 'aria-label': tileName(c),
            onchange: () => { state = withWinningTile(state, c); onChange(cloneHand(state.hand)); },
          }),
          h('span', { class: 'pill-face' }, tile(c, { decorative: true })))))),
      ways ? h('div', { class: 'field inline' },
        h('label', { for: `${name}-by` }, t('picker.by')),
        select(ways.map((m) => ({ value: m.code, label: t(`by.${m.code}`) })), state.hand.by || 'wall', (v) => {
          state = withWay(state, v);
          drawWin();
          onChange(cloneHand(state.hand));
        }, { id: `${name}-by`, dataset: { testid: 'win-by' } })) : null,
      flags.length ? h('details', { class: 'flags', dataset: { testid: 'flags' } },
        h('summary', {}, t('picker.more')),
        flags.map((f) => checkbox({
          // a word typed in the notation that is no flag of the engine's is shown as written
          label: has(`flag.${f}`) ? t(`flag.${f}`) : data(f), checked: state.hand.flags.includes(f), testid: `flag-${f}`,
          onChange: (on) => {
            state = withFlag(state, f, on);
            onChange(cloneHand(state.hand));
          },
        }))) : null].filter(Boolean));
  }

  function draw() {
    drawBuilt();
    drawWin();
    drawPalette();
  }

  drawModes();
  buildPalette();
  draw();
  el.append(built, slot || '', modeBox, fullNote, palette, winBox);

  return {
    el,
    hand: () => cloneHand(state.hand),
    setWinner(on) {
      state = asWinner(state, on);
      draw();
    },
    /** How the winning tile came, as the screen asks it (a picker made without ways). */
    setBy(by) {
      if (state.hand.by === by) return;
      state = withWay(state, by);
      drawWin();
    },
    /** The flags the rules use, as the engine says (api.flags). */
    setFlags(codes) {
      if (JSON.stringify(codes) === JSON.stringify(state.flags)) return;
      state = { ...state, flags: [...codes] };
      drawWin();
    },
    setHand(next) {
      state = replaced(state, next);
      draw();
    },
  };
}

