/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// "Score a hand" without a game: tiles or notation, the seat and prevailing wind, whether it
// went Mah-Jong; the score and its explanation update on every tap. The hand travels in the
// address (#/score?hand=...), so the link can be shared and opens on the scored hand.
import { h, data, fmt } from '../dom.js';
import { t } from '../i18n.js';
import { api } from '../api.js';
import {
  errorArea, screenTitle, select, field, checkbox, windName, SEATS, describeError, rulesetChoice,
} from '../ui.js';
import { createEntry } from '../entry.js';
import { openDraft, keepDraft, draftNotice } from '../drafts.js';
import { withKey, withoutKeys } from '../notation.js';
import {
  initial, scoreDraft, scoreFromDraft, followTyped,
} from '../score-model.js';
import { tile, tileName } from '../tiles.js';
import { loadRulesets } from '../game-common.js';
import { catalogueLink } from './catalogue.js';

export const NAME = 'score';

export async function render(main, { state, query, rerender }) {
  const errors = errorArea();
  const rulesets = await loadRulesets(errors);
  const draft = openDraft(['score'], scoreDraft(initial(new URLSearchParams())));
  if (!state.sc) {
    // An address with a hand (a shared link, or this screen's own after a reload) opens on
    // that hand; the draft stays for the bare address until the next tap replaces it.
    const restored = draft.restore((d) => scoreFromDraft(d, rulesets), () => !query.get('hand'));
    state.sc = restored || initial(query);
    state.restored = Boolean(restored);
  }
  const s = state.sc;
  const keeper = keepDraft(main, draft, () => scoreDraft(s));
  // The link's own card, hidden with it: no empty card under a hand that has no link yet.
  const shareBox = h('section', { class: 'card share', hidden: true, dataset: { testid: 'share' } });
  const waitsBox = h('div', { class: 'waits', 'aria-live': 'polite' });

  function link() {
    const n = entry.notation();
    const hash = `#/score?hand=${encodeURIComponent(n)}&ruleset=${encodeURIComponent(s.ruleset)}`;
    return { hash, url: `${location.origin}${location.pathname}${hash}`, empty: !entry.value() };
  }

  // The address follows the hand once the frame with the score is drawn: history.replaceState
  // takes milliseconds that a tap should not wait for. Never after the screen is left.
  let left = false;
  let addressPending = false;
  function followAddress() {
    if (addressPending) return;
    addressPending = true;
    requestAnimationFrame(() => setTimeout(() => {
      addressPending = false;
      if (left) return;
      const l = link();
      const hash = l.empty ? '#/score' : l.hash;
      if (location.hash !== hash) history.replaceState(null, '', hash);
    }));
  }

  // The link's card is built once; a tap changes only the address in it.
  const shareInput = h('input', { type: 'text', readonly: true, class: 'share-url', translate: 'no', id: 'share-url',
    onfocus: (e) => e.target.select() });
  const shareDone = h('span', { class: 'hint', role: 'status' });
  shareBox.append(
    h('label', { for: 'share-url' }, t('score.shareLabel')),
    h('div', { class: 'share-row' }, shareInput,
      h('button', {
        type: 'button', dataset: { testid: 'copy-link' },
        onclick: async () => {
          const { url } = link();
          try {
            if (navigator.share) await navigator.share({ title: t('app.title'), url });
            else await navigator.clipboard.writeText(url);
            shareDone.textContent = t('score.copied');
          } catch (e) {
            shareInput.focus();
            shareInput.select();
            shareDone.textContent = t('score.copyByHand');
          }
        },
      }, t('score.share'))),
    shareDone);

  function drawShare() {
    const l = link();
    followAddress();
    if (shareBox.hidden !== l.empty) shareBox.hidden = l.empty;
    if (l.empty || shareInput.value === l.url) return;
    shareInput.value = l.url;
    shareDone.textContent = '';
  }

  async function showWaits() {
    waitsBox.replaceChildren(h('p', { class: 'hint' }, t('score.waitsBusy')));
    try {
      const n = entry.notation().split(/\s+/).filter((w) => !w.startsWith('win=') && !w.startsWith('by=')).join(' ');
      const json = await api.waits(n, s.ruleset);
      const list = json.waits || [];
      waitsBox.replaceChildren(h('h3', {}, t('score.waitsTitle')), list.length
        ? h('table', { class: 'waits-table' },
          h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, t('score.waitTile')), h('th', { scope: 'col', class: 'num' }, t('score.onDiscard')),
            h('th', { scope: 'col', class: 'num' }, t('score.selfDrawn')))),
          h('tbody', {}, list.map((w) => h('tr', {},
            h('th', { scope: 'row' }, tile(w.tile, { size: 'xs' }), ' ', tileName(w.tile)),
            h('td', { class: 'num' }, data(fmt(w.onDiscard))), h('td', { class: 'num' }, data(fmt(w.selfDrawn)))))))
        : h('p', {}, t('score.noWaits')));
    } catch (e) {
      waitsBox.replaceChildren(h('p', { class: 'error inline' }, describeError(e)));
    }
  }

  const windOptions = SEATS.map((w) => ({ value: w, label: windName(w) }));
  const seatSelect = select(windOptions, s.seat, (v) => changeKey('seat', v), { dataset: { testid: 'score-seat' } });
  const roundSelect = select(windOptions, s.round, (v) => changeKey('round', v), { dataset: { testid: 'score-round' } });
  const winnerBox = checkbox({
    label: t('score.isWinner'), checked: s.winner, hint: t('score.isWinnerHint'), testid: 'score-winner',
    onChange: (v) => {
      s.winner = v;
      // A typed win= and by= no longer apply; left in the box, they would tick it again.
      if (!v) entry.setText(withoutKeys(s.model.text, ['win', 'by']));
      entry.refresh();
    },
  });

  /** The seat or prevailing wind chosen above: written into the typed notation where it is there. */
  function changeKey(key, value) {
    s[key] = value;
    entry.setText(withKey(s.model.text, key, value));
    entry.refresh();
  }

  // How the winning tile came: the engine's ways (none to choose from if the engine cannot answer).
  const ways = await api.ways().catch(() => null);
  const entry = createEntry({
    model: s.model,
    modes: ['tiles', 'notation'],
    ways,
    context: () => ({ seat: s.seat, round: s.round, ruleset: s.ruleset, winner: s.winner }),
    onResult: () => {
      drawShare();
      if (waitsBox.firstChild) waitsBox.replaceChildren();
      if (waitsButton.hidden !== s.winner) waitsButton.hidden = s.winner;
    },
    onText: (text) => {
      const typed = followTyped(s, text);
      if (!typed.changed) return;
      s.seat = typed.seat;
      s.round = typed.round;
      s.winner = typed.winner;
      seatSelect.value = s.seat;
      roundSelect.value = s.round;
      winnerBox.querySelector('input').checked = s.winner;
    },
  });
  const waitsButton = h('button', { type: 'button', hidden: s.winner, onclick: showWaits, dataset: { testid: 'waits' } }, t('score.waits'));

  main.append(
    screenTitle(t('score.title'), { href: '#/' }),
    state.restored ? draftNotice('draft.score', {
      draft, keeper, rerender, reset: () => { state.sc = null; history.replaceState(null, '', '#/score'); },
    }) : '',
    errors.el,
    h('section', { class: 'card' },
      h('div', { class: 'row-pair' },
        field(t('score.seat'), seatSelect),
        field(t('score.round'), roundSelect)),
      // The rules by name, on a line of their own: a name is longer than a third of a phone.
      rulesets.length ? rulesetChoice({
        legend: t('newGame.ruleset'), rulesets, value: s.ruleset, testid: 'score-ruleset',
        onChange: (v) => { s.ruleset = v; entry.refresh(); },
      }) : null,
      winnerBox,
      rulesets.length ? catalogueLink('score', () => s.ruleset) : null),
    h('section', { class: 'card', dataset: { testid: 'score-entry' } }, entry.el, waitsButton, waitsBox),
    shareBox);
  entry.refresh();
  return () => {
    left = true;
    keeper.stop();
  };
}
