/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// A game file carried in a link: its JSON text compressed (deflate) and written in base64url,
// as the "game" parameter of the home screen's address (#/?game=...), so that the whole game
// travels in the link and no server is asked. The browser's own CompressionStream does the work.
// A link is bounded before it is inflated and while it is: its parameter may be at most a third of
// the largest game file (compressed game files are a tenth of their size or less), and inflating
// stops at the largest game file's size (the engine's gameFileBounds), so that a link of a
// megabyte that would inflate to a gigabyte is refused after 4 MB of work.

async function piped(bytes, stream) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

function toBase64url(bytes) {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text) {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The link parameter of a game file's text. */
export async function encode(text) {
  return toBase64url(await piped(new TextEncoder().encode(text), new CompressionStream('deflate-raw')));
}

/** Thrown when a link holds more than a game file may: {bytes} the most it may hold. */
export class TooLarge extends Error {
  constructor(bytes) {
    super(`more than ${bytes} bytes`);
    this.bytes = bytes;
  }
}

/** The bytes inflated from `bytes`, at most `max` of them, else TooLarge as soon as they pass it. */
async function inflated(bytes, max) {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > max) {
      reader.cancel().catch(() => {});
      throw new TooLarge(max);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * The game file's text of a link parameter, of at most `maxBytes` bytes; throws TooLarge for a
 * longer parameter (before anything is decoded) or a longer text (as soon as inflating passes
 * it), and any other error if it is not one that encode made.
 */
export async function decode(param, maxBytes) {
  if (param.length > Math.ceil(maxBytes / 3)) throw new TooLarge(maxBytes);
  return new TextDecoder('utf-8', { fatal: true }).decode(await inflated(fromBase64url(param), maxBytes));
}

/**
 * The address of the home screen that offers this game file to keep; with a route and a
 * parameter, of that screen offering that text (house rules: #/rules?rules=...).
 */
export async function linkTo(text, { route = '#/', param = 'game' } = {}) {
  return `${location.origin}${location.pathname}${route}?${param}=${await encode(text)}`;
}
