/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// Runs in the page (executeAsyncScript): each PNG icon beside the SVG it is drawn from.
// arguments[0]: a list of [png, svg, size]. Answers, for each png: its natural width and height,
// the alpha of its top-left corner, and the mean difference (0-255, over every channel of every
// pixel) from the SVG drawn in a canvas at the same size.
const done = arguments[arguments.length - 1];
const pairs = arguments[0];
const load = (src) => new Promise((resolve, reject) => {
  const img = new Image();
  img.onload = () => resolve(img);
  img.onerror = () => reject(new Error('cannot load ' + src));
  img.src = new URL(src, document.baseURI).href;
});
const pixels = (img, size) => {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const g = canvas.getContext('2d');
  g.drawImage(img, 0, 0, size, size);
  return g.getImageData(0, 0, size, size).data;
};
Promise.all(pairs.map(async ([png, svg, size]) => {
  const [p, s] = await Promise.all([load(png), load(svg)]);
  const a = pixels(p, size);
  const b = pixels(s, size);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return { png, width: p.naturalWidth, height: p.naturalHeight, cornerAlpha: a[3], difference: sum / a.length };
})).then(done, (e) => done([{ error: String(e) }]));
