/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// A game file carried in a link: its JSON text compressed (deflate) and written in base64url,
// as the "game" parameter of the home screen's address (#/?game=...), so that the whole game
// travels in the link and no server is asked. The browser's own CompressionStream does the work.

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

/** The game file's text of a link parameter; throws if it is not one that encode made. */
export async function decode(param) {
  return new TextDecoder('utf-8', { fatal: true }).decode(
    await piped(fromBase64url(param), new DecompressionStream('deflate-raw')));
}

/** The address of the home screen that offers this game file to keep. */
export async function linkTo(text) {
  return `${location.origin}${location.pathname}#/?game=${await encode(text)}`;
}
