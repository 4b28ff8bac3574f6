/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// The table: four seats around it with names, seat winds, East (the dealer) marked, the
// prevailing wind in the middle, and each player's balance. Then the last hand and standings.
import { h, add, data, signed, fmt, fmtMoney, fmtDateTime } from '../dom.js';
import { t, tNodes } from '../i18n.js';
import { api, gameKey, rememberKey } from '../api.js';
import { errorArea, screenTitle, windName, settlementView, announce, SEATS } from '../ui.js';
import { go } from '../nav.js';
import { linkTo } from '../game-link.js';
import { tile } from '../tiles.js';
import {
  gameTabs, loadGameOrShow, seatsOf, placesOf, playerAt, playerName, download, endingLine, rulesOf, optionName,
  optionValue,
} from '../game-common.js';
import { whereLine, unsentCard, isUnsent } from '../unsent.js';
import { CHANGED } from '../club-games.js';
import { penaltiesView } from '../penalties.js';
import { unsavedHandLink } from '../drafts.js';

export const NAME = 'table';

/** A player's tallies (sticks), with a warning when he has lost more than he had. */
export function talliesView(tallies) {
  return tallies < 0
    ? h('span', { class: 'tallies-below', dataset: { testid: 'tallies-below' } },
      data(fmt(tallies)), ' ', h('span', { class: 'warn-mark' }, t('table.belowZero')))
    : data(fmt(tallies));
}

/** A player's card at the table: at `place` (where he sat in the first hand), in `seat` now. */
function seatCard(game, name, place, seat, standing) {
  const total = game.totals ? game.totals[name] : 0;
  const east = seat === 'E';
  return h('section', {
    class: `seat seat-pos-${place}${east ? ' dealer' : ''}`, dataset: { testid: `seat-${seat}`, player: name, place },
    'aria-label': t('table.seatLabel', { wind: windName(seat) }),
  },
  h('div', { class: 'seat-head' },
    tile(seat, { size: 'xs' }),
    h('span', { class: 'seat-wind' }, windName(seat)),
    east ? h('span', { class: 'badge dealer-badge' }, t('table.dealer')) : null),
  h('div', { class: 'seat-name' }, playerName(name)),
  h('div', { class: 'seat-total' }, signed(total, { dataset: { testid: `total-${name}` } })),
  standing && standing.tallies !== undefined
    ? h('div', { class: 'seat-tallies' }, tNodes('table.tallies', { n: talliesView(standing.tallies) })) : null);
}

/**
 * The compass while every name and number fits in its seat; else (a long name, a larger text, a
 * narrow phone) the seats one under another, so that nothing is cut or runs into its neighbour.
 * Looked at when the compass is first laid out and whenever its width changes.
 */
function fitCompass(compass) {
  let width = -1;
  new ResizeObserver(([entry]) => {
    if (entry.contentRect.width === width) return;
    width = entry.contentRect.width;
    compass.classList.remove('stacked');
    const cut = [...compass.querySelectorAll('.seat, .seat-head, .seat-name, .seat-total, .seat-tallies')]
      .some((el) => el.scrollWidth > el.clientWidth + 1);
    compass.classList.toggle('stacked', cut);
    compass.dataset.layout = cut ? 'stacked' : 'compass';
  }).observe(compass);
}

function lastHand(game, key) {
  const hand = game.hands[game.hands.length - 1];
  if (!hand) return null;
  const seatNames = {};
  hand.players.forEach((p) => { seatNames[p.seat] = p.name; });
  const title = hand.winner
    ? tNodes('table.lastWinner', { n: hand.number, name: playerName(hand.winner) })
    : tNodes('table.lastDraw', { n: hand.number });
  const unsent = isUnsent(game, hand.number);
  return h('section', { class: `card last-hand${unsent ? ' not-sent' : ''}`, dataset: { testid: 'last-hand', unsent: String(unsent) } },
    h('h2', {}, title),
    endingLine(hand),
    unsent ? h('p', { class: 'not-sent-note', dataset: { testid: 'not-sent' } }, t('sync.notSent')) : null,
    settlementView(hand.settlement, { nameOf: (seat) => playerName(seatNames[seat]), handovers: hand.handovers, compact: true }),
    penaltiesView(hand.record && hand.record.penalties),
    key ? h('div', { class: 'actions' }, h('a', {
      class: 'button', href: `#/game/${encodeURIComponent(game.id)}/hand/${hand.number}`, dataset: { testid: 'correct-last' },
    }, t('table.correct', { n: hand.number }))) : null);
}

/** What the table changed from its rules (a limit of its own...), each in words, or nothing. */
function changesOf(rules) {
  if (!rules.changes.length) return null;
  return h('div', { class: 'subtle rules-changes', dataset: { testid: 'rules-changes' } },
    h('p', {}, t('table.changes')),
    h('ul', {}, rules.changes.map((c) => h('li', { dataset: { option: c.key } },
      t('table.change', { option: optionName(c.key), value: optionValue(c.key, c.value), was: optionValue(c.key, c.was) })))));
}

function standings(game) {
  const list = game.standings || [];
  if (!list.length) return null;
  const stakes = game.options && game.options.stakes;
  const money = stakes && Number(stakes.perPoint) !== 0;
  const belowZero = list.some((s) => s.tallies < 0);
  return h('section', { class: 'card fits', dataset: { testid: 'game-standings' } },
    h('h2', {}, t('table.standings')),
    h('table', { class: `standings game${money ? ' money' : ''}` },
      h('thead', {}, h('tr', {},
        h('th', { scope: 'col' }, t('table.place')), h('th', { scope: 'col' }, t('table.player')),
        h('th', { scope: 'col', class: 'num' }, t('table.total')), h('th', { scope: 'col', class: 'num' }, t('table.talliesCol')),
        money ? h('th', { scope: 'col', class: 'num' }, t('table.money'), stakes.currency ? [' ', data(`(${stakes.currency})`)] : null) : null)),
      h('tbody', {}, list.map((s) => h('tr', { dataset: { player: s.player } },
        h('td', {}, data(s.place)), h('th', { scope: 'row' }, playerName(s.player)),
        h('td', { class: 'num' }, signed(s.total)), h('td', { class: 'num' }, talliesView(s.tallies)),
        money ? h('td', { class: 'num' }, data(fmtMoney(s.money))) : null)))),
    belowZero ? h('p', { class: 'note warn', dataset: { testid: 'tallies-warning' } }, t('table.belowZeroNote')) : null);
}

/** The game's links: the edit link (only where its key is known) and the read-only link. */
function links(game, key) {
  const base = `${location.origin}${location.pathname}`;
  const link = (label, value, testid) => {
    const input = h('input', { type: 'text', readonly: true, value, translate: 'no', dataset: { testid } });
    return h('div', { class: 'field link-field' },
      h('label', {}, label, input),
      h('button', {
        type: 'button',
        onclick: async (e) => {
          input.select();
          try { await navigator.clipboard.writeText(value); } catch (x) { /* selected for copying by hand */ }
          e.target.textContent = t('table.copied');
        },
      }, t('table.copy')));
  };
  return h('section', { class: 'card links', dataset: { testid: 'links' } },
    h('h2', {}, t('table.links')),
    key ? link(t('table.editLink'), `${base}#/game/${encodeURIComponent(game.id)}?key=${encodeURIComponent(key)}`, 'edit-link') : null,
    key ? h('p', { class: 'hint' }, t('table.editLinkHint')) : h('p', { class: 'note', dataset: { testid: 'read-only' } }, t('table.readOnly')),
    link(t('table.shareLink'), `${base}#/game/${encodeURIComponent(game.shareId)}`, 'share-link'));
}

/**
 * The offer to move a game kept on this phone to the club server, in one tap: shown only while
 * the page's own server answers as a club server (not on a static host, not offline). Once sent,
 * the club server's game is opened, editable on this phone.
 * @returns {{el: HTMLElement, check: () => void}} the offer, and a check to run again when the
 *     connection comes or goes
 */
function sendOffer(game, errors) {
  const button = h('button', {
    type: 'button', class: 'primary', dataset: { testid: 'send-to-club' },
    onclick: async () => {
      errors.clear();
      button.disabled = true;
      button.textContent = t('phone.sending');
      try {
        const clubId = await api.sendToClub(game.id);
        announce(t('phone.sent'));
        go(`#/game/${encodeURIComponent(clubId)}`);
      } catch (e) {
        errors.show(e);
        button.disabled = false;
        button.textContent = t('phone.send');
      }
    },
  }, t('phone.send'));
  const el = h('div', { class: 'send-offer', hidden: true, dataset: { testid: 'send-offer' } },
    h('p', { class: 'hint' }, t('phone.sendHint')), button);
  let asked = 0;
  const check = () => {
    asked += 1;
    const mine = asked;
    if (navigator.onLine === false) {
      el.hidden = true;
      return;
    }
    api.hasServer().then((yes) => { if (mine === asked) el.hidden = !yes; });
  };
  check();
  return { el, check };
}

/**
 * Where a game kept on this phone lives, said plainly, and how to move it: to the club server in
 * one tap (where the page has one), a file (what `tally game import` and the club server take), a
 * link that carries the whole game, removal. A game already moved has no offer (movedCard says
 * where it went).
 */
function phoneCard(game, offer, errors) {
  const linkBox = h('div', { class: 'field link-field', hidden: true });
  const name = `mahjong-tally-${game.id}.json`;
  return h('section', { class: 'card links phone-game', dataset: { testid: 'phone-game' } },
    h('h2', {}, t('phone.title')),
    h('p', { class: 'hint' }, t('phone.hint')),
    errors.el,
    offer ? offer.el : null,
    h('div', { class: 'calc-links' },
      h('button', {
        type: 'button', dataset: { testid: 'save-file' },
        onclick: async () => {
          errors.clear();
          try { download(await api.exportPhoneGame(game.id), name); } catch (e) { errors.show(e); }
        },
      }, t('phone.saveFile')),
      h('button', {
        type: 'button', dataset: { testid: 'copy-link' },
        onclick: async (e) => {
          errors.clear();
          try {
            const value = await linkTo(await api.exportPhoneGame(game.id));
            const input = h('input', { type: 'text', readonly: true, value, translate: 'no', dataset: { testid: 'game-link-value' } });
            linkBox.replaceChildren(h('label', {}, t('phone.linkLabel'), input));
            linkBox.hidden = false;
            input.select();
            try { await navigator.clipboard.writeText(value); } catch (x) { /* selected for copying by hand */ }
            e.target.textContent = t('table.copied');
          } catch (x) { errors.show(x); }
        },
      }, t('phone.copyLink'))),
    linkBox,
    h('button', {
      type: 'button', class: 'danger', dataset: { testid: 'remove-phone-game' },
      onclick: async () => {
        if (!window.confirm(t('phone.removeConfirm'))) return;
        try {
          await api.deletePhoneGame(game.id);
          announce(t('phone.removed'));
          go('#/');
        } catch (e) { errors.show(e); }
      },
    }, t('phone.remove')));
}

/** A phone game sent to the club server: when, and the way to the club server's game. */
function movedCard(game) {
  const when = fmtDateTime(game.moved.at);
  return h('section', { class: 'card moved', dataset: { testid: 'moved', club: game.moved.id } },
    h('h2', {}, t('phone.movedTitle')),
    h('p', {}, when ? t('phone.movedWhen', { when }) : t('phone.movedPlain')),
    h('a', {
      class: 'button primary big', href: `#/game/${encodeURIComponent(game.moved.id)}`, dataset: { testid: 'open-club-game' },
    }, t('phone.openClubGame')));
}

export async function render(main, { params, query, rerender }) {
  const id = decodeURIComponent(params[0]);
  const errors = errorArea();
  const game = await loadGameOrShow(main, id, errors, t('table.title'));
  if (!game) return;
  if (query && query.get('key') && !game.phone) rememberKey(game.id, query.get('key'));
  // A phone game moved to the club server is changed there, no longer here.
  const moved = Boolean(game.phone && game.moved);
  const key = gameKey(game);
  const phoneErrors = errorArea();
  const offer = game.phone && !moved ? sendOffer(game, phoneErrors) : null;
  const where = seatsOf(game, game.finished ? game.hands.length : null);
  const places = placesOf(game);
  const finished = game.finished || !game.next;
  const standingOf = Object.fromEntries((game.standings || []).map((s) => [s.player, s]));
  const rules = await rulesOf(game);
  const heading = finished ? t('table.finished')
    : t('table.handTitle', { n: game.next.hand, wind: windName(game.next.prevailing) });

  const centre = h('div', { class: 'felt', dataset: { testid: 'prevailing', wind: where ? where.prevailing : '' } },
    where ? tile(where.prevailing, { size: 'md' }) : null,
    where ? h('span', { class: 'felt-wind' }, t('table.prevailing', { wind: windName(where.prevailing) })) : null,
    !finished ? h('span', { class: 'felt-hand' }, t('table.handNo', { n: game.next.hand })) : null);

  const compass = where ? h('div', { class: 'compass', dataset: { testid: 'compass' } },
    SEATS.map((place) => {
      const name = playerAt(places.seats, place);
      return seatCard(game, name, place, where.seats[name], standingOf[name]);
    }), centre) : null;
  if (compass) fitCompass(compass);
  add(main,
    screenTitle(heading, { href: '#/' }),
    gameTabs(encodeURIComponent(game.id), 'table'),
    whereLine(game),
    moved ? movedCard(game) : null,
    unsentCard(game, rerender),
    h('div', { class: 'subtle rules-line' }, h('span', {}, tNodes('table.rules', { name: data(rules.name) })),
      h('a', { class: 'button', href: `#/game/${encodeURIComponent(game.id)}/special`, dataset: { testid: 'special-hands-link' } }, t('catalogue.link'))),
    changesOf(rules),
    compass,
    !finished && key ? unsavedHandLink(game.id, game.next.hand) : null,
    !finished && key ? h('a', {
      class: 'button primary big record', href: `#/game/${encodeURIComponent(game.id)}/record`, dataset: { testid: 'record-hand' },
    }, t('table.record', { n: game.next.hand })) : finished ? h('p', { class: 'note' }, t('table.over')) : null,
    lastHand(game, key),
    standings(game),
    game.phone ? phoneCard(game, offer, phoneErrors) : links(game, key),
    game.phone ? null : h('section', { class: 'card exports' },
      h('h2', {}, t('table.export')),
      h('div', { class: 'calc-links' },
        h('a', { class: 'button', href: api.exportUrl(game.id, 'json'), download: `game-${game.id}.json` }, t('table.exportJson')),
        h('a', { class: 'button', href: api.exportUrl(game.id, 'csv'), download: `game-${game.id}.csv` }, t('table.exportCsv')))));
  if (offer) {
    // Sending needs the club server: offered again when the connection returns, not while away.
    window.addEventListener('online', offer.check);
    window.addEventListener('offline', offer.check);
    return () => {
      window.removeEventListener('online', offer.check);
      window.removeEventListener('offline', offer.check);
    };
  }
  if (game.phone) return null;
  // A club game is drawn again when its unsent hands are sent, or the connection returns.
  const again = (e) => { if (!e.detail || e.detail.id === game.id) rerender(); };
  window.addEventListener(CHANGED, again);
  window.addEventListener('online', again);
  return () => {
    window.removeEventListener(CHANGED, again);
    window.removeEventListener('online', again);
  };
}
