/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// The WCAG 2 contrast ratio of two CSS colours given as "rgb(r, g, b)" or "rgba(r, g, b, a)"
// (computed styles), for AccessibilityTest; an opaque colour is assumed.
function contrast(a, b) {
  const luminance = (color) => {
    const [r, g, bl] = color.match(/[\d.]+/g).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
