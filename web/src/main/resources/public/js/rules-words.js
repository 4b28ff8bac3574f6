/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// House rules said in words against their preset: "Mah-Jong 20 → 10; added: Seven Pairs, half the
// limit". The engine gives what differs as codes and numbers (its ruleset diff: the options by
// key, the elements with their kind and values); this module only puts them into the page's
// language, naming each element as the engine names it.
import { h, data } from './dom.js';
import { t, tCount, tNodes, language } from './i18n.js';
import { loaded } from './engine.js';
import { optionName, optionValue } from './game-common.js';

/**
 * An element's name in the page language, as text: the ruleset's own name in that language if it
 * gives one (a table's own hand), else the engine's (its English until the engine is loaded).
 */
export function elementText(element) {
  const own = element.names && element.names[language()];
  if (own) return own;
  const engine = loaded();
  return engine ? engine.elementName(element.id, element.name, false, language()) : element.name;
}

/** A share of the limit in words: "the limit", "half the limit", "40% of the limit". */
export function shareText(percent) {
  if (percent === 100) return t('rules.theLimit');
  if (percent === 50) return t('rules.halfLimit');
  return t('rules.shareOfLimit', { n: percent });
}

/**
 * What an element is worth, in words, as nodes (each message a text of its own): "10",
 * "1 double", "half the limit (calling: a quarter...)".
 */
export function valueNodes(element) {
  if (element.kind === 'special-hand') {
    if (element.limit > 0) {
      return element.fishing > 0
        ? [shareText(element.limit), ' (', t('rules.fishingShort', { share: shareText(element.fishing) }), ')']
        : [shareText(element.limit)];
    }
    return element.doubles > 0 ? [tCount('rules.doublesCount', element.doubles)] : [t('score.points', { n: element.points })];
  }
  if (element.kind === 'doubles') {
    const doubles = tCount('rules.doublesCount', element.doubles);
    return element.points > 0 ? [doubles, ' + ', t('score.points', { n: element.points })] : [doubles];
  }
  return [String(element.points)];
}

/** What an element is worth, as one text (for comparing two values). */
export function valueText(element) {
  return valueNodes(element).join('');
}

/** An option's value in words, as the table screen says it. */
function optionText(key, value) {
  if (key === 'limit' && value !== 'none') return String(value);
  if (value === 'true' || value === 'false') return optionValue(key, value === 'true');
  return optionValue(key, value);
}

/** An element's name as data: the page's own words never stand in for it. */
function nameNode(element) {
  return data(elementText(element));
}

/**
 * What differs from the preset, as phrases, each a list of nodes: the options changed, the
 * elements changed, added and switched off. @param diff the engine's ruleset diff
 */
export function diffPhrases(diff) {
  const phrases = [];
  diff.options.forEach((o) => phrases.push([optionName(o.key), ' ', optionText(o.key, o.from), ' \u2192 ', optionText(o.key, o.to)]));
  diff.changed.forEach((c) => {
    const renamed = elementText(c.from) !== elementText(c.to);
    const name = renamed ? [nameNode(c.from), ' \u2192 ', nameNode(c.to)] : [nameNode(c.to)];
    const same = valueText(c.from) === valueText(c.to);
    phrases.push(same ? name : [...name, ' ', ...valueNodes(c.from), ' \u2192 ', ...valueNodes(c.to)]);
  });
  if (diff.onlyInTo.length) {
    const list = diff.onlyInTo.flatMap((e, i) => [...(i ? ['; '] : []), nameNode(e), ', ', ...valueNodes(e)]);
    phrases.push(tNodes('rules.added', { list: h('span', {}, list) }));
  }
  if (diff.onlyInFrom.length) {
    const list = diff.onlyInFrom.flatMap((e, i) => [...(i ? [', '] : []), nameNode(e)]);
    phrases.push(tNodes('rules.removed', { list: h('span', {}, list) }));
  }
  return phrases;
}

/** What differs from the preset, as nodes of one line, or that nothing does. */
export function diffLine(diff) {
  const phrases = diffPhrases(diff);
  return phrases.length ? phrases.flatMap((p, i) => [...(i ? ['; '] : []), ...p]) : [t('rules.noChanges')];
}
