// "Score a hand" without a game: tiles or notation, the seat and prevailing wind, whether it
// went Mah-Jong; the score and its explanation update on every tap. The hand travels in the
// address (#/score?hand=...), so the link can be shared and opens on the scored hand.
import { h, data, fmt } from '../dom.js';
import { t } from '../i18n.js';
import { api } from '../api.js';
import {
  errorArea, screenTitle, select, field, checkbox, windName, SEATS, describeError,
} from '../ui.js';
import { createEntry } from '../entry.js';
import { parse, emptyHand } from '../notation.js';
import { tile, tileName } from '../tiles.js';

export const NAME = 'score';

function initial(query) {
  const s = { ruleset: query.get('ruleset') || 'bmja', seat: 'E', round: 'E', winner: true, model: { mode: 'tiles', hand: emptyHand(), text: '' } };
  const text = query.get('hand');
  if (text) {
    s.model.text = text;
    try {
      const hand = parse(text);
      s.seat = hand.seat || 'E';
      s.round = hand.round || 'E';
      s.winner = Boolean(hand.win);
      s.model.hand = hand;
    } catch (e) {
      s.model.mode = 'notation';
      const seat = /(?:^|\s)seat=([ESWN])/.exec(text);
      const round = /(?:^|\s)round=([ESWN])/.exec(text);
      if (seat) s.seat = seat[1];
      if (round) s.round = round[1];
      s.winner = /(?:^|\s)win=/.test(text);
    }
  }
  return s;
}

export async function render(main, { state, query }) {
  if (!state.sc) state.sc = initial(query);
  const s = state.sc;
  const errors = errorArea();
  let rulesets = [];
  try {
    rulesets = await api.rulesets();
    if (!Array.isArray(rulesets)) rulesets = rulesets.rulesets || [];
  } catch (e) {
    errors.show(e);
  }
  const shareBox = h('div', { class: 'share', hidden: true, dataset: { testid: 'share' } });
  const waitsBox = h('div', { class: 'waits', 'aria-live': 'polite' });

  function link() {
    const n = entry.notation();
    const hash = `#/score?hand=${encodeURIComponent(n)}&ruleset=${encodeURIComponent(s.ruleset)}`;
    return { hash, url: `${location.origin}${location.pathname}${hash}`, empty: !entry.value() };
  }

  function drawShare() {
    const l = link();
    if (l.empty) {
      shareBox.hidden = true;
      if (location.hash !== '#/score') history.replaceState(null, '', '#/score');
      return;
    }
    if (location.hash !== l.hash) history.replaceState(null, '', l.hash);
    shareBox.hidden = false;
    const input = h('input', { type: 'text', readonly: true, value: l.url, class: 'share-url', translate: 'no', id: 'share-url',
      onfocus: (e) => e.target.select() });
    const done = h('span', { class: 'hint', role: 'status' });
    shareBox.replaceChildren(
      h('label', { for: 'share-url' }, t('score.shareLabel')),
      h('div', { class: 'share-row' }, input,
        h('button', {
          type: 'button', dataset: { testid: 'copy-link' },
          onclick: async () => {
            try {
              if (navigator.share) await navigator.share({ title: t('app.title'), url: l.url });
              else await navigator.clipboard.writeText(l.url);
              done.textContent = t('score.copied');
            } catch (e) {
              input.focus();
              input.select();
              done.textContent = t('score.copyByHand');
            }
          },
        }, t('score.share'))),
      done);
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

  const entry = createEntry({
    model: s.model,
    modes: ['tiles', 'notation'],
    context: () => ({ seat: s.seat, round: s.round, ruleset: s.ruleset, winner: s.winner }),
    onResult: () => { drawShare(); waitsBox.replaceChildren(); waitsButton.hidden = s.winner; },
  });
  const waitsButton = h('button', { type: 'button', hidden: s.winner, onclick: showWaits, dataset: { testid: 'waits' } }, t('score.waits'));

  const windOptions = SEATS.map((w) => ({ value: w, label: windName(w) }));
  main.append(
    screenTitle(t('score.title'), { href: '#/' }),
    errors.el,
    h('section', { class: 'card' },
      h('div', { class: 'row-3' },
        field(t('score.seat'), select(windOptions, s.seat, (v) => { s.seat = v; entry.refresh(); }, { dataset: { testid: 'score-seat' } })),
        field(t('score.round'), select(windOptions, s.round, (v) => { s.round = v; entry.refresh(); }, { dataset: { testid: 'score-round' } })),
        rulesets.length ? field(t('newGame.ruleset'), select(rulesets.map((r) => ({ value: r.id, label: r.id })), s.ruleset,
          (v) => { s.ruleset = v; entry.refresh(); }, { translate: 'no' })) : null),
      checkbox({
        label: t('score.isWinner'), checked: s.winner, hint: t('score.isWinnerHint'),
        onChange: (v) => { s.winner = v; entry.refresh(); },
      })),
    h('section', { class: 'card', dataset: { testid: 'score-entry' } }, entry.el, waitsButton, waitsBox),
    h('section', { class: 'card' }, shareBox));
  entry.refresh();
}
