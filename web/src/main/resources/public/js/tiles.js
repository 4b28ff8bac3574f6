/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// The 42 tiles: codes as in the hand notation (tile-codes.js), names from the messages, and pictures drawn here
// as SVG (one <symbol> per tile in a sprite, drawn when first shown and used by reference).
import { h } from './dom.js';
import { t } from './i18n.js';

// The codes are tile-codes.js's (plain data, no page): here with the names and pictures.
export * from './tile-codes.js';
import { isSuited, isBonus, WINDS, DRAGONS } from './tile-codes.js';

/** The tile's name in the page language: "5 Dots", "East Wind", "Season 3 (West)". */
export function tileName(code) {
  if (isSuited(code)) return t(`tile.${code[1]}`, { n: code[0] });
  if (isBonus(code)) {
    return t(`tile.${code[0]}`, { n: code[1], wind: t(`wind.${WINDS[Number(code[1]) - 1]}`) });
  }
  return t(`tile.${code}`);
}

// ---------------------------------------------------------------------------------------
// Drawing. Every tile is 60 x 80 units: an ivory face over a darker body edge at the bottom.

const GREEN = '#1d7a3e';
const DARK_GREEN = '#11532a';
const BLUE = '#1d4f9a';
const RED = '#c3282d';
const INK = '#18213a';
const IVORY = '#fffdf4';

// The Chinese characters of the winds, dragons and characters, drawn here stroke by stroke on a
// 100 x 100 grid (traditional forms, as on the tiles), so that no tile needs a Chinese font.
const GLYPHS = {
  // 一 to 九
  1: 'M8 54Q50 45 92 50',
  2: 'M24 30L76 28M8 72L92 70',
  3: 'M22 18L78 18M30 48L70 48M8 82L92 82',
  4: 'M14 18L14 88M14 18L86 18L86 88M14 84L86 84M40 18Q41 52 26 64M60 18L60 56Q60 64 70 64L86 64',
  5: 'M14 14L86 14M46 14L37 84M20 46L72 46L67 84M6 86L94 86',
  6: 'M46 6L56 20M10 36L90 36M38 50Q32 72 14 88M62 52Q76 68 88 86',
  7: 'M8 54L90 40M42 8L42 78Q42 90 56 90L82 90Q92 90 92 76',
  8: 'M40 18Q40 62 8 88M60 16Q62 60 94 84',
  9: 'M48 6Q48 62 8 92M14 38L66 38Q64 70 68 84Q71 92 82 92L88 92Q94 92 94 78',
  // 萬: 艹 over 禺
  M: 'M8 14L92 14M32 4L32 26M68 4L68 26'
    + 'M26 32L26 56M26 32L74 32L74 56M26 44L74 44M26 56L74 56M50 32L50 70'
    + 'M14 64L14 96M14 64L86 64L86 90Q86 97 76 95M44 72L30 88L70 85M60 76L70 90',
  // 東 南 西 北
  E: 'M8 24L92 24M50 4L50 96M26 34L26 66M26 34L74 34L74 66M26 50L74 50M26 66L74 66'
    + 'M44 68Q34 84 10 92M56 68Q70 84 92 92',
  S: 'M18 14L82 14M50 2L50 28M16 32L16 96M16 32L84 32L84 88Q84 96 74 94'
    + 'M36 40L42 50M64 40L58 50M30 58L70 58M26 74L74 74M50 58L50 96',
  W: 'M10 12L90 12M18 34L18 94M18 34L82 34L82 94M18 88L82 88'
    + 'M40 12L40 54Q38 66 24 72M60 12L60 64Q60 70 66 70L82 70',
  N: 'M36 8L36 92M12 42L36 42M8 82L36 68M64 8L64 80Q64 92 76 92L86 92Q93 92 93 78M64 46L88 30',
  // 中 發
  R: 'M16 28L16 72M16 28L84 28L84 72M16 70L84 70M50 4L50 98',
  G: 'M12 8L34 8L18 28M24 16L36 26M58 6L82 6M64 6Q62 18 54 28M66 14Q76 26 94 32'
    + 'M12 40L40 40L40 54L14 54L14 70L42 70Q42 92 30 94'
    + 'M60 40L58 54Q56 62 50 64M60 40L76 40L76 54Q76 60 86 60M56 70L84 70Q74 86 52 96M60 78Q72 92 92 96',
};

const body = `<rect x="1" y="3" width="58" height="76" rx="8" fill="#c9bd98"/>`
  + `<rect x="1" y="1" width="58" height="73" rx="8" fill="${IVORY}" stroke="#b5a77f" stroke-width="1.2"/>`
  + `<rect x="4" y="4" width="52" height="67" rx="6" fill="none" stroke="#efe8d2" stroke-width="1"/>`;

function index(text, colour) {
  return `<text x="6" y="16" font-family="system-ui,Arial,sans-serif" font-size="13" font-weight="700" fill="${colour}">${text}</text>`;
}

/** A drawn character (a key of GLYPHS) in a square of `size` units with its top left at x, y. */
function glyph(key, x, y, size, colour, weight = 9) {
  return `<path class="glyph" d="${GLYPHS[key]}" transform="translate(${x} ${y}) scale(${size / 100})" fill="none"`
    + ` stroke="${colour}" stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

// A bamboo stick: a rounded cane with a joint in the middle and swollen nodes at both ends.
function stick(cx, cy, len, colour, angle = 0) {
  const top = cy - len / 2;
  const rot = angle ? ` transform="rotate(${angle} ${cx} ${cy})"` : '';
  return `<g${rot}><rect x="${cx - 3}" y="${top}" width="6" height="${len}" rx="3" fill="${colour}"/>`
    + `<rect x="${cx - 4.2}" y="${top - 0.6}" width="8.4" height="2.6" rx="1.3" fill="${colour}"/>`
    + `<rect x="${cx - 4.2}" y="${cy - 1.3}" width="8.4" height="2.6" rx="1.3" fill="${colour}"/>`
    + `<rect x="${cx - 4.2}" y="${top + len - 2}" width="8.4" height="2.6" rx="1.3" fill="${colour}"/>`
    + `<line x1="${cx - 0.8}" y1="${top + 2.5}" x2="${cx - 0.8}" y2="${cy - 2.5}" stroke="#fff" stroke-opacity=".45" stroke-width="1.2"/>`
    + `<line x1="${cx - 0.8}" y1="${cy + 2.5}" x2="${cx - 0.8}" y2="${top + len - 3}" stroke="#fff" stroke-opacity=".45" stroke-width="1.2"/></g>`;
}

// A dot: a coloured ring around an ivory ring around a coloured centre.
function dot(cx, cy, r, colour) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}"/>`
    + `<circle cx="${cx}" cy="${cy}" r="${(r * 0.7).toFixed(2)}" fill="${IVORY}"/>`
    + `<circle cx="${cx}" cy="${cy}" r="${(r * 0.5).toFixed(2)}" fill="${colour}"/>`
    + `<circle cx="${cx}" cy="${cy}" r="${(r * 0.17).toFixed(2)}" fill="${IVORY}"/>`;
}

// One bamboo: a bird on the tile, as on most sets (drawn here, not copied).
const BIRD = [
  `<path d="M27 47 Q12 50 9 68 Q20 60 27 47Z" fill="${GREEN}"/>`,
  `<path d="M29 49 Q22 58 22 71 Q30 62 31 49Z" fill="${BLUE}"/>`,
  `<path d="M31 49 Q34 60 41 69 Q38 57 34 48Z" fill="${GREEN}"/>`,
  `<ellipse cx="32" cy="37" rx="10.5" ry="13.5" fill="${GREEN}"/>`,
  `<ellipse cx="35.5" cy="39" rx="5" ry="9" fill="#e7c23e"/>`,
  `<path d="M22 33 Q29 28 36 37 Q31 47 23 44Z" fill="${DARK_GREEN}"/>`,
  `<circle cx="37" cy="21" r="7" fill="${RED}"/>`,
  `<path d="M33 15 Q31 7 38 9 Q35 11 37 14.5Z" fill="${BLUE}"/>`,
  `<path d="M43.5 19.5 L51 22 L43.5 24.5Z" fill="#e0922a"/>`,
  `<circle cx="39.3" cy="20" r="1.9" fill="${IVORY}"/><circle cx="39.6" cy="20" r="0.9" fill="${INK}"/>`,
  `<path d="M30 50 L28 58 M34 50 L35.5 58" stroke="#8a5a2b" stroke-width="1.8" stroke-linecap="round"/>`,
].join('');

function bamboo(n) {
  const G = GREEN; const B = BLUE; const R = RED;
  switch (n) {
    case 1: return BIRD;
    case 2: return stick(30, 24, 24, B) + stick(30, 52, 24, G);
    case 3: return stick(30, 24, 24, B) + stick(20, 52, 24, G) + stick(40, 52, 24, G);
    case 4: return stick(20, 24, 24, B) + stick(40, 24, 24, G) + stick(20, 52, 24, G) + stick(40, 52, 24, B);
    case 5: return stick(17, 24, 24, G) + stick(43, 24, 24, B) + stick(30, 38, 24, R)
      + stick(17, 52, 24, B) + stick(43, 52, 24, G);
    case 6: return [16, 30, 44].map((x) => stick(x, 24, 24, G) + stick(x, 52, 24, B)).join('');
    case 7: return stick(30, 17, 17, R) + [16, 30, 44].map((x) => stick(x, 38, 17, G) + stick(x, 59, 17, B)).join('');
    case 8: return stick(14, 24, 23, G, 14) + stick(25, 24, 23, G, -14) + stick(35, 24, 23, G, 14) + stick(46, 24, 23, G, -14)
      + stick(14, 52, 23, B, -14) + stick(25, 52, 23, B, 14) + stick(35, 52, 23, B, -14) + stick(46, 52, 23, B, 14);
    default: return [17, 38, 59].map((y) => stick(15, y, 17, G) + stick(30, y, 17, R) + stick(45, y, 17, B)).join('');
  }
}

function dots(n) {
  const G = GREEN; const B = BLUE; const R = RED;
  switch (n) {
    case 1: {
      let ring = '';
      for (let i = 0; i < 12; i++) {
        const a = (i * Math.PI) / 6;
        ring += `<circle cx="${(30 + 15.5 * Math.cos(a)).toFixed(2)}" cy="${(38 + 15.5 * Math.sin(a)).toFixed(2)}" r="1.9" fill="${IVORY}"/>`;
      }
      return `<circle cx="30" cy="38" r="21" fill="${B}"/><circle cx="30" cy="38" r="18.5" fill="${G}"/>${ring}`
        + `<circle cx="30" cy="38" r="12" fill="${IVORY}"/><circle cx="30" cy="38" r="9" fill="${R}"/>`
        + `<circle cx="30" cy="38" r="5" fill="${IVORY}"/><circle cx="30" cy="38" r="2.5" fill="${R}"/>`;
    }
    case 2: return dot(30, 22, 11, G) + dot(30, 54, 11, B);
    case 3: return dot(16, 18, 9, B) + dot(30, 38, 9, R) + dot(44, 58, 9, G);
    case 4: return dot(18, 23, 10, B) + dot(42, 23, 10, G) + dot(18, 53, 10, G) + dot(42, 53, 10, B);
    case 5: return dot(16, 19, 8.5, B) + dot(44, 19, 8.5, G) + dot(30, 38, 8.5, R) + dot(16, 57, 8.5, G) + dot(44, 57, 8.5, B);
    case 6: return dot(19, 17, 8, G) + dot(41, 17, 8, G)
      + dot(19, 41, 8, R) + dot(41, 41, 8, R) + dot(19, 60, 8, R) + dot(41, 60, 8, R);
    case 7: return dot(14, 13, 6.5, G) + dot(30, 20, 6.5, G) + dot(46, 27, 6.5, G)
      + dot(20, 45, 7.5, R) + dot(40, 45, 7.5, R) + dot(20, 62, 7.5, R) + dot(40, 62, 7.5, R);
    case 8: return [14, 30, 46, 62].map((y) => dot(20, y, 7.2, B) + dot(40, y, 7.2, B)).join('');
    default: return [[17, B], [38, R], [59, G]].map(([y, c]) => dot(15, y, 7, c) + dot(30, y, 7, c) + dot(45, y, 7, c)).join('');
  }
}

function characters(n) {
  return index(n, BLUE) + glyph(n, 18, 11, 28, INK, 10) + glyph('M', 14, 40, 32, RED, 8);
}

function wind(code) {
  return index(code, BLUE) + glyph(code, 11, 22, 40, INK, 9);
}

function dragon(code) {
  if (code === 'R') return glyph('R', 8, 16, 44, RED, 10);
  if (code === 'G') return glyph('G', 8, 16, 44, GREEN, 8);
  return `<rect x="12" y="12" width="36" height="52" rx="3" fill="none" stroke="${BLUE}" stroke-width="3.2"/>`
    + `<rect x="18" y="18" width="24" height="40" rx="2" fill="none" stroke="${BLUE}" stroke-width="1.6"/>`;
}

// Flowers: a five-petalled blossom on a stem; seasons: a leafy sprig under a sun. Numbered.
function flower(n) {
  let petals = '';
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
    petals += `<circle cx="${(33 + 8 * Math.cos(a)).toFixed(2)}" cy="${(36 + 8 * Math.sin(a)).toFixed(2)}" r="6.5" fill="#d8407a"/>`;
  }
  return index(n, RED)
    + `<path d="M33 44 Q31 56 34 69" stroke="${GREEN}" stroke-width="2.4" fill="none"/>`
    + `<path d="M32.5 58 Q23 53 19 59 Q26 63 32.5 58Z" fill="${GREEN}"/>`
    + petals + `<circle cx="33" cy="36" r="4.6" fill="#f2c230"/>`;
}

function season(n) {
  return index(n, GREEN)
    + `<circle cx="42" cy="19" r="7" fill="#e8862a"/>`
    + `<path d="M18 68 Q26 50 30 30" stroke="#7a4e24" stroke-width="2.6" fill="none"/>`
    + `<ellipse cx="22" cy="48" rx="8" ry="3.8" transform="rotate(-35 22 48)" fill="${GREEN}"/>`
    + `<ellipse cx="36" cy="50" rx="8" ry="3.8" transform="rotate(30 36 50)" fill="${DARK_GREEN}"/>`
    + `<ellipse cx="22" cy="33" rx="7.5" ry="3.5" transform="rotate(-50 22 33)" fill="${DARK_GREEN}"/>`
    + `<ellipse cx="36" cy="35" rx="7.5" ry="3.5" transform="rotate(20 36 35)" fill="${GREEN}"/>`
    + `<ellipse cx="30" cy="24" rx="3.5" ry="7" fill="${GREEN}"/>`;
}

/** The SVG markup of a tile's face (inside a 60 x 80 viewBox). */
export function tileArt(code) {
  let art;
  if (isSuited(code)) {
    const n = Number(code[0]);
    // Bamboo and dots show their number by their pictures; characters also carry a numeral.
    art = code[1] === 'b' ? bamboo(n) : code[1] === 'c' ? characters(n) : dots(n);
  } else if (WINDS.includes(code)) {
    art = wind(code);
  } else if (DRAGONS.includes(code)) {
    art = dragon(code);
  } else if (code[0] === 'f') {
    art = flower(Number(code[1]));
  } else {
    art = season(Number(code[1]));
  }
  return body + art;
}

// The sprite: one <symbol> per tile, which every picture of that tile uses by reference. Each
// is drawn the first time its tile is shown: a start whose screen shows five tiles parses five
// drawings, not 42.
const SVG = 'http://www.w3.org/2000/svg';
let defs = null;
const drawn = new Set();

/** Puts the tile's symbol into the page's sprite, unless it is there. */
function drawOnce(code) {
  if (drawn.has(code)) return;
  if (!defs) {
    const sprite = document.createElementNS(SVG, 'svg');
    sprite.id = 'tile-sprite';
    sprite.setAttribute('class', 'sprite');
    sprite.setAttribute('aria-hidden', 'true');
    sprite.setAttribute('focusable', 'false');
    defs = sprite.appendChild(document.createElementNS(SVG, 'defs'));
    document.body.prepend(sprite);
  }
  const symbol = document.createElementNS(SVG, 'symbol');
  symbol.id = `tile-${code}`;
  symbol.setAttribute('viewBox', '0 0 60 80');
  symbol.innerHTML = tileArt(code);
  defs.append(symbol);
  drawn.add(code);
}

/** The picture of a tile, with its name for screen readers (or hidden when `decorative`). */
export function tile(code, { size = '', decorative = false, extraClass = '' } = {}) {
  drawOnce(code);
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 60 80');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const use = document.createElementNS(SVG, 'use');
  use.setAttribute('href', `#tile-${code}`);
  svg.append(use);
  const attrs = { class: `tile ${size} ${extraClass}`.trim(), dataset: { tile: code } };
  if (!decorative) {
    attrs.role = 'img';
    attrs['aria-label'] = tileName(code);
    attrs.title = tileName(code);
  }
  return h('span', attrs, svg);
}

/** A row of tile pictures. */
export function tileRow(codes, opts = {}) {
  return h('span', { class: 'tile-row' }, codes.map((c) => tile(c, opts)));
}
