/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// One player's part of a hand: tiles on the picker, typed notation, or a typed score. Tiles are
// scored at every tap, typed notation when the typing pauses, and the explanation shown.
import { h, debounce, uid } from './dom.js';
import { t, language } from './i18n.js';
import { api, ApiError } from './api.js';
import { createPicker } from './picker.js';
import {
  emptyHand, format, parse, isEmpty, cloneHand, effectiveCount, hasNoTiles, withoutKeys, keyOf,
} from './notation.js';
import { radioGroup, scoreView, handTiles, elementNamesReady } from './ui.js';

/** @typedef {import('./entry-model.js').EntryModel} EntryModel */
/** @typedef {import('./entry-model.js').EntryContext} EntryContext */
/** @typedef {import('./entry-model.js').EntryMode} EntryMode */
/** @typedef {import('./entry-model.js').Way} Way */

// A player's entry as plain data, and its draft (entry-model.js), for the screens that import them from here.
export { entryDraft, entryFromDraft } from './entry-model.js';

/**
 * A player's entry. model: {mode: 'tiles'|'notation'|'score', hand, text, score}; it is kept up
 * to date, so a screen that draws again starts where the player left off.
 * context(): {seat, round, ruleset, winner, game, by}: with a game's id, hands score under that
 * game's own ruleset (its table options included), else under the preset named by ruleset; with
 * by, how the winning tile came is the screen's choice (the winner's picker does not ask it, and
 * a by= typed in the notation gives way to it), else the picker asks it among `ways`, the
 * engine's ways of winning.
 * onResult(model) after each new result; onText(text) as notation is typed, before it is scored.
 * scoreProblem(score): what is wrong with a typed score (a number, NaN for what is no number),
 * in words, or null; the words are shown at the field and the score counts as not given.
 * onScoreDone(input) when the typed score is given as done: Enter, a phone keypad's Next. Never
 * on a pause: "2", a pause, "0" is 20, not 2 and then 0 for the next player.
 * scoreLabel: the typed score's label (naming the player where several are on one screen).
 * @param {Object} entry
 * @param {EntryModel} entry.model
 * @param {() => EntryContext} entry.context
 * @param {(model: EntryModel) => void} entry.onResult
 * @param {(text: string) => void} [entry.onText]
 * @param {EntryMode[]} [entry.modes]
 * @param {string} [entry.label]
 * @param {Way[] | null} [entry.ways]
 * @param {(score: number) => string | null} [entry.scoreProblem]
 * @param {(input: HTMLInputElement) => void} [entry.onScoreDone]
 * @param {string} [entry.scoreLabel]
 */
export function createEntry({
  model, context, onResult, onText = () => {}, modes = ['tiles', 'notation', 'score'], label, ways = null,
  scoreProblem = () => null, onScoreDone = () => {}, scoreLabel = t('entry.score'),
}) {
  if (!model.hand) model.hand = emptyHand();
  if (model.text === undefined) model.text = '';
  if (!model.mode) model.mode = modes[0];
  const el = h('div', { class: 'entry' });
  const body = h('div', { class: 'entry-body' });
  const result = h('div', { class: 'entry-result', 'aria-live': 'polite', dataset: { testid: 'entry-result' } });
  let picker = null;
  let input = null;
  let controller = null;
  let seq = 0;

  /** The notation sent for scoring: the hand with this player's seat, wind and win. */
  function notationForScoring() {
    const c = context();
    if (model.mode === 'tiles') {
      return format({ ...model.hand, seat: c.seat, round: c.round, win: c.winner ? model.hand.win : null, by: byOf(c) });
    }
    const typed = typedNotation(c.winner);
    return typed && `${typed} seat=${c.seat} round=${c.round}`;
  }

  /** How the winning tile came: the screen's choice where it makes one, else the picker's. */
  function byOf(c) {
    return c.by || model.hand.by;
  }

  /**
   * The typed notation without seat= and round= (the table gives them), and for a player who
   * did not go Mah-Jong without win= and by=: who won is chosen once, for the whole hand.
   */
  function typedNotation(winner) {
    const by = context().by;
    if (winner && by) {
      // The way chosen on the screen, for a hand with its winning tile (by= alone is no hand's).
      const text = withoutKeys(model.text, ['seat', 'round', 'by']);
      return keyOf(text, 'win') === null ? text : `${text} by=${by}`;
    }
    return withoutKeys(model.text, winner ? ['seat', 'round'] : ['seat', 'round', 'win', 'by']);
  }

  /**
   * Nothing to score yet: no tile tapped, or none typed (seat=, win= and the like alone are no
   * hand). A hand of bonus tiles only is a hand: a loser may hold nothing else.
   */
  function nothingToScore() {
    return model.mode === 'tiles' ? isEmpty(model.hand) : hasNoTiles(model.text);
  }

  /** The notation to store: without seat= and round=, which a game fills in itself. */
  function storedNotation() {
    if (model.mode === 'tiles') {
      const c = context();
      return format({ ...model.hand, seat: null, round: null, win: c.winner ? model.hand.win : null, by: byOf(c) });
    }
    return typedNotation(context().winner);
  }

  async function score() {
    const mine = ++seq;
    if (controller) controller.abort();
    model.result = null;
    model.error = null;
    model.problem = null;
    if (model.mode === 'score') {
      const v = model.score;
      model.problem = v === null || v === undefined ? null : scoreProblem(v);
      model.points = !model.problem && Number.isInteger(v) && v >= 0 ? v : null;
      drawResult();
      onResult(model);
      return;
    }
    const notation = notationForScoring();
    // A winner's hand is scored once it has its 14 tiles; until then the count is shown.
    const growing = model.mode === 'tiles' && context().winner && effectiveCount(model.hand) < 14;
    if (!notation || nothingToScore() || growing) {
      model.points = null;
      drawResult();
      onResult(model);
      return;
    }
    controller = new AbortController();
    result.classList.add('busy');
    try {
      const { game, ruleset } = context();
      const json = game ? await api.scoreInGame(game, notation, controller.signal)
        : await api.score(notation, ruleset, controller.signal);
      await elementNamesReady(); // a club game's score comes from the server, maybe before the engine
      if (mine !== seq) return;
      model.result = json;
      model.points = json.reason ? null : json.total;
    } catch (e) {
      if (e.name === 'AbortError' || mine !== seq) return;
      model.error = e;
      model.points = null;
    }
    result.classList.remove('busy');
    drawResult();
    onResult(model);
  }
  // Typed notation is scored when the typing pauses, not at every key: half a set ("[RR") is no
  // hand, and its message would flash up between two keys.
  const scoreSoon = debounce(score, 250);

  function drawResult() {
    result.classList.remove('busy');
    if (input && model.mode === 'score') {
      input.setAttribute('aria-invalid', String(Boolean(model.problem)));
    }
    if (model.problem) {
      result.replaceChildren(h('p', { class: 'problem', id: `${input.id}-problem`, dataset: { testid: 'score-problem' } }, model.problem));
    } else if (model.error) {
      // A problem with the hand as it stands, in the server's words: shown, not shouted.
      const e = model.error;
      const server = e instanceof ApiError && e.status !== 0;
      const text = server ? e.message : t('error.offline');
      result.replaceChildren(h('p', { class: 'problem', role: 'status' },
        h('span', { translate: 'no', lang: server ? e.lang : language() }, text)));
    } else if (model.result) {
      // "How it is scored", once opened, stays open while the hand changes under it.
      const explained = result.querySelector(':scope > .score-view > details.explain');
      result.replaceChildren(model.mode === 'notation' ? h('div', { class: 'echo' }, handTiles(model.result.hand, { size: 'xs' })) : '',
        scoreView(model.result, { open: Boolean(explained && explained.open) }));
    } else if (model.mode === 'notation' && model.text.trim() && nothingToScore()) {
      result.replaceChildren(h('p', { class: 'problem', role: 'status', dataset: { testid: 'no-tiles' } }, t('entry.noTiles')));
    } else if (model.mode === 'tiles' && context().winner && !isEmpty(model.hand)) {
      // The picker counts the tiles "of 14" (15 with a kong...): the score comes when they are in.
      result.replaceChildren();
    } else if (model.mode !== 'score') {
      result.replaceChildren(h('p', { class: 'hint' }, t(model.mode === 'tiles' ? 'entry.tapTiles' : 'entry.typeNotation')));
    } else {
      result.replaceChildren();
    }
  }

  function drawBody() {
    picker = null;
    input = null;
    if (model.mode === 'tiles') {
      const c = context();
      picker = createPicker({
        hand: { ...model.hand, by: byOf(c) },
        winner: c.winner,
        slot: result,
        ways: c.by ? null : ways,
        winningTiles: (tiles, by) => api.winningTiles(tiles, by),
        onChange: (hand) => {
          model.hand = hand;
          // Every tap is scored at once: the engine in the page answers within a frame, and an
          // answer overtaken by a later tap is dropped (seq).
          score();
        },
      });
      body.replaceChildren(picker.el);
      askFlags();
    } else if (model.mode === 'notation') {
      const id = uid('notation');
      input = h('input', {
        id, type: 'text', class: 'notation-input', value: model.text, autocomplete: 'off', autocapitalize: 'off',
        spellcheck: 'false', translate: 'no', dataset: { testid: 'notation-input' },
        placeholder: t('entry.notationPlaceholder'),
        oninput: (e) => { model.text = e.target.value; onText(model.text); scoreSoon(); },
      });
      body.replaceChildren(h('div', { class: 'field' },
        h('label', { for: id }, t('entry.notation')), input,
        h('small', { class: 'hint' }, t(!context().winner ? 'entry.notationHint'
          : context().by ? 'entry.notationHintWinnerWay' : 'entry.notationHintWinner'))));
    } else {
      const id = uid('score');
      if (Number.isNaN(model.score)) model.score = null;
      // Text, not a number field: what was typed (1.5, -4) stays there to be explained.
      input = h('input', {
        id, type: 'text', inputmode: 'numeric', enterkeyhint: 'next', autocomplete: 'off', class: 'score-input',
        value: model.score ?? '', dataset: { testid: 'score-input' }, 'aria-describedby': `${id}-problem`,
        oninput: (e) => {
          const v = e.target.value.trim().replace(',', '.');
          model.score = v === '' ? null : Number(v);
          score();
        },
        onkeydown: (e) => {
          if (e.key !== 'Enter' || e.isComposing) return;
          e.preventDefault();
          onScoreDone(e.target);
        },
      });
      body.replaceChildren(h('div', { class: 'field' }, h('label', { for: id }, scoreLabel), input));
    }
  }

  /**
   * Gives the picker the flags the rules use, the engine's (those of the game's own rules, or of
   * the preset chosen): asked again when the rules may have changed (refresh).
   */
  function askFlags() {
    const shown = picker;
    if (!shown) return;
    const c = context();
    api.flags(c.game ? null : c.ruleset ?? null, c.game ?? null)
      .then((codes) => { if (picker === shown) shown.setFlags(codes); }, () => { /* no flags offered: they can be typed */ });
  }

  function placeResult() {
    if (model.mode !== 'tiles') el.append(result);
  }

  function switchMode(mode) {
    if (mode === model.mode) return;
    if (model.mode === 'tiles' && mode === 'notation') {
      model.text = isEmpty(model.hand) ? model.text : storedNotation();
    } else if (model.mode === 'notation' && mode === 'tiles' && model.text.trim()) {
      try {
        const hand = parse(model.text);
        // A by= that is none of the engine's ways cannot be chosen in the picker: keep the last hand.
        if (!ways || ways.some((w) => w.code === hand.by)) model.hand = hand;
      } catch (e) {
        /* the picker starts from the last hand it had; the typed text stays in the notation box */
      }
    } else if (mode === 'score' && model.score == null && model.points != null) {
      model.score = model.points;
    }
    model.mode = mode;
    drawBody();
    placeResult();
    score();
  }

  el.append(
    radioGroup({
      legend: label || t('entry.how'), legendHidden: true, className: 'tabs-like', value: model.mode,
      onChange: switchMode, testid: 'entry-mode',
      options: modes.map((m) => ({ value: m, label: t(`entry.mode.${m}`) })),
    }),
    body);
  drawBody();
  placeResult();
  drawResult();
  if (model.result || model.error) drawResult();

  return {
    el,
    model,
    /** Scores again (the winner, seat or ruleset changed). */
    refresh() {
      if (picker) picker.setWinner(context().winner);
      if (picker && context().by) picker.setBy(context().by);
      askFlags();
      if (model.mode === 'tiles' && picker) model.hand = picker.hand();
      score();
    },
    /** What to store: {score} or {hand}, or null when nothing is given. */
    value() {
      if (model.mode === 'score') return Number.isInteger(model.score) && !model.problem ? { score: model.score } : null;
      const n = storedNotation();
      if (!n || nothingToScore()) return null;
      return { hand: n };
    },
    notation: () => notationForScoring(),
    /** Replaces the typed notation (the screen changed a context key written in it); score with refresh(). */
    setText(text) {
      model.text = text;
      if (input && model.mode === 'notation') input.value = text;
    },
    /** The typed score's field, or null when the hand is given otherwise. */
    scoreInput: () => (model.mode === 'score' ? input : null),
    setHand(hand) {
      model.hand = cloneHand(hand);
      if (picker) picker.setHand(hand);
    },
  };
}
