/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// The special hands of a ruleset, in pictures: each with what the winner scores, what a loser
// calling for it scores (its fishing value) and an example hand that the ruleset's own scorer
// scores as that hand. From the engine in the page, so it works offline: for a game, its own
// rules (a club's ruleset file included); else a preset, chosen here. Linked from the table, and
// (with catalogueLink) where rules are chosen: the calculator, a new game; and from home.
import { h, fmt, data } from '../dom.js';
import { t, language } from '../i18n.js';
import { api } from '../api.js';
import * as club from '../club-games.js';
import { rulesOnly } from '../engine.js';
import { errorArea, screenTitle, setTrays, elementName, rulesetLabel, rulesetChoice } from '../ui.js';
import { parse } from '../notation.js';
import { tile } from '../tiles.js';
import { loadGameOrShow, loadRulesets, baseRulesetId } from '../game-common.js';
import { go } from '../nav.js';
import * as house from '../house-rules.js';

export const NAME = 'catalogue';

/** The screens that link to the catalogue of a preset, and where its back arrow returns to each. */
const BACK = { home: '#/', new: '#/new', score: '#/score', rules: '#/rules' };

/**
 * The route of a preset's catalogue, or of house rules kept on this phone ({house: id}), opened
 * from the screen `from` (a key of BACK).
 */
function presetHref(ruleset, from) {
  if (ruleset && typeof ruleset === 'object') return `#/special?rules=${encodeURIComponent(ruleset.house)}&from=${from}`;
  return `#/special?ruleset=${encodeURIComponent(ruleset)}&from=${from}`;
}

/**
 * A link to the special hands, for the screen `from` (home, new or score; the catalogue's back
 * arrow returns there). With `ruleset`, those of the rules chosen there: a ruleset's id, or a
 * function that gives the one chosen when the link is followed; without, the usual preset's.
 */
export function catalogueLink(from, ruleset) {
  const chosen = () => (typeof ruleset === 'function' ? ruleset() : ruleset) || 'bmja';
  const link = h('a', {
    class: 'button catalogue-link', href: presetHref(chosen(), from), dataset: { testid: `catalogue-link-${from}` },
    onclick: () => { link.href = presetHref(chosen(), from); },
  }, t(ruleset ? 'catalogue.ofRules' : 'catalogue.link'));
  return link;
}

/** "basic points × 2³": a special hand valued by doubles (Purity). */
function byDoubles(doubles) {
  return [t('catalogue.basicPoints'), h('span', { translate: 'no' }, ' \u00d7 2', h('sup', {}, String(doubles)))];
}

function winnerValue(hand) {
  if (hand.value !== null) return t('score.points', { n: fmt(hand.value) });
  return byDoubles(hand.doubles);
}

function fishingValue(hand) {
  if (!hand.fishing) return t('catalogue.noFishing');
  if (hand.fishingValue !== null) return t('score.points', { n: fmt(hand.fishingValue) });
  return [...byDoubles(hand.doubles), ' ', t('catalogue.withoutMahJong')];
}

function card(hand) {
  return h('li', { class: 'card special-hand', dataset: { id: hand.id } },
    // A table's own hand may have a name of its own in the page's language.
    h('h2', {}, hand.names && hand.names[language()] ? data(hand.names[language()]) : elementName({ id: hand.id, name: hand.name })),
    h('dl', { class: 'special-values' },
      h('div', {}, h('dt', {}, t('catalogue.winner')), h('dd', { dataset: { testid: 'value' } }, winnerValue(hand))),
      h('div', {}, h('dt', {}, t('catalogue.fishing')), h('dd', { dataset: { testid: 'fishing' } }, fishingValue(hand)))),
    hand.example ? example(hand.example) : h('p', { class: 'hint' }, t('catalogue.noExample')));
}

/**
 * An example hand as written, set by set, then the winning tile, how it came and the flags (the
 * house-rules editor shows a pattern's example so too).
 */
export function example(notation) {
  const won = parse(notation);
  const how = [won.by && won.by !== 'wall' ? t(`by.${won.by}`) : null, ...won.flags.map((f) => t(`flag.${f}`))].filter(Boolean);
  return h('div', { class: 'special-example', dataset: { testid: 'example' } },
    h('div', { class: 'hand-tiles' }, setTrays(notation, { concealedTrays: true })),
    h('p', { class: 'special-win' }, h('span', { class: 'win-label' }, t('hand.winningTile')), ' ', tile(won.win, { size: 'xs' }),
      how.length ? h('span', { class: 'win-label' }, ` \u00b7 ${how.join(' \u00b7 ')}`) : null));
}

function catalogue(json) {
  const intro = json.limit === 'none'
    ? t('catalogue.introNoLimit', { name: rulesetLabel(json) })
    : t('catalogue.intro', { name: rulesetLabel(json), limit: fmt(json.limit) });
  return [
    h('p', { class: 'subtle', dataset: { testid: 'catalogue-intro' } }, intro),
    json.hands.length ? h('ul', { class: 'special-hands', dataset: { testid: 'special-hands' } }, json.hands.map(card))
      : h('p', { class: 'note' }, t('catalogue.none')),
  ];
}

/**
 * The rules of a game this phone holds (kept here, or a club game kept here) as a game file without
 * its hands, or null.
 */
async function recordOf(game) {
  if (game.phone) return api.phoneRules(game.id);
  const kept = await club.kept(game.id).catch(() => undefined);
  return kept && kept.record ? rulesOnly(kept.record) : null;
}

async function renderGame(main, id, errors) {
  const back = `#/game/${encodeURIComponent(id)}`;
  const game = await loadGameOrShow(main, id, errors, t('catalogue.title'), back);
  if (!game) return;
  main.append(screenTitle(t('catalogue.title'), { href: back }), errors.el);
  try {
    const record = await recordOf(game);
    // A club game this phone does not keep: its preset's hands, saying so.
    if (!record) main.append(h('p', { class: 'note', dataset: { testid: 'catalogue-preset' } }, t('catalogue.presetOnly')));
    main.append(...catalogue(await api.specialHands(record ? null : baseRulesetId(game), record)));
  } catch (e) {
    errors.show(e);
  }
}

/** The special hands of house rules kept on this phone, with their examples drawn by the engine. */
async function renderHouse(main, id, from, errors) {
  main.append(screenTitle(t('catalogue.title'), { href: BACK[from] }), errors.el);
  try {
    const entry = await house.get(id);
    if (!entry) {
      errors.say(t('rules.notFound'));
      return;
    }
    main.append(...catalogue(await house.specialHands(entry.text)));
  } catch (e) {
    errors.show(e);
  }
}

async function renderPreset(main, query, errors) {
  const chosen = query.get('ruleset') || 'bmja';
  const from = Object.hasOwn(BACK, query.get('from')) ? query.get('from') : 'score';
  if (query.get('rules')) {
    await renderHouse(main, query.get('rules'), Object.hasOwn(BACK, query.get('from')) ? query.get('from') : 'rules', errors);
    return;
  }
  main.append(screenTitle(t('catalogue.title'), { href: BACK[from] }), errors.el);
  const rulesets = await loadRulesets(errors);
  if (rulesets.length) {
    main.append(h('div', { class: 'card form' }, rulesetChoice({
      legend: t('newGame.ruleset'), rulesets, value: chosen, testid: 'catalogue-ruleset',
      onChange: (v) => go(presetHref(v, from)),
    })));
  }
  try {
    main.append(...catalogue(await api.specialHands(chosen, null)));
  } catch (e) {
    errors.show(e);
  }
}

export async function render(main, { params, query }) {
  const errors = errorArea();
  if (params.length) await renderGame(main, decodeURIComponent(params[0]), errors);
  else await renderPreset(main, query, errors);
}
