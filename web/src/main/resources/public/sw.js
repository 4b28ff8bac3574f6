/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// The service worker: the whole page kept on the phone, so that after one visit it opens without
// a network. The build (org.mahjongtally.web.PageFiles) replaces the PRECACHE line below with the
// list of every file of the page and its SHA-256, and a version made from them: a new version of
// any file is a new worker, which the browser installs in the background.
//
// One cache per version. A worker answers only from its own cache, so a page is never served half
// by one version and half by another; the new one takes over on the next start, or at once when
// the page asks it to (the "Updated" notice's button). Anything not in the list, the API above all,
// goes to the network as if there were no worker, and is never kept.
'use strict';

const PRECACHE = { version: 'unbuilt', files: [] }; // replaced by the build, see above

/**
 * The worker's global scope (a ServiceWorkerGlobalScope, which the page's type check, made for
 * windows, does not know).
 * @type {any}
 */
const worker = self;

const PREFIX = 'mahjong-tally-';
const CACHE = PREFIX + PRECACHE.version;
const SCOPE = new URL(worker.registration.scope);
const FILES = new Set(PRECACHE.files.map((f) => new URL(f.path, SCOPE).href));
const INDEX = new URL('index.html', SCOPE).href;

/** The SHA-256 of some bytes, in lower-case hex. */
async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Fetches one file and checks it is the very file of this version: from the browser's HTTP cache
 * as it is, without asking the server, when its copy is this version's (the files the page has
 * just loaded are neither downloaded again nor revalidated, one request each); else from the
 * server. A file of another version even there (a host still half-way through an upload, a stale
 * proxy) fails the install; the browser tries again at the next start.
 */
async function fetchChecked(file) {
  const url = new URL(file.path, SCOPE).href;
  let [response, bytes] = await fetchBytes(url, file, 'force-cache').catch(() => [null, null]);
  if (!bytes || await sha256(bytes) !== file.sha256) {
    [response, bytes] = await fetchBytes(url, file, 'reload');
    if (await sha256(bytes) !== file.sha256) throw new Error(`${file.path} is not the file of version ${PRECACHE.version}`);
  }
  // Kept as it came (a copy of the answer), address and all: Chromium stores a script's compiled
  // code beside a script kept while the worker installs, and a start of the page then reads that
  // instead of compiling the script again (the engine's 645 KB took 400 ms); it does so only for
  // an answer that has its address.
  if (!response.redirected) return [url, response];
  // A host reached the file by a redirect (index.html to ./): a redirected answer cannot answer a
  // page's navigation, so a new one is made of the bytes (decoded: no Content-Encoding or
  // Content-Length of the wire copy).
  const headers = new Headers(response.headers);
  headers.delete('Content-Encoding');
  headers.delete('Content-Length');
  return [url, new Response(bytes, { status: 200, statusText: 'OK', headers })];
}

/** One file of the page and its bytes, from the network or the HTTP cache as `cache` says: a copy of the answer, and its bytes. */
async function fetchBytes(url, file, cache) {
  const response = await fetch(url, { cache, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${file.path}: HTTP ${response.status}`);
  const copy = response.clone();
  return [copy, await response.arrayBuffer()];
}

worker.addEventListener('install', (/** @type {any} */ event) => {
  event.waitUntil((async () => {
    const fetched = await Promise.all(PRECACHE.files.map(fetchChecked));
    const cache = await caches.open(CACHE);
    await Promise.all(fetched.map(([url, response]) => cache.put(url, response)));
  })());
});

worker.addEventListener('activate', (/** @type {any} */ event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n)));
    await worker.clients.claim();
  })());
});

worker.addEventListener('message', (/** @type {MessageEvent} */ event) => {
  if (event.data === 'take-over') worker.skipWaiting();
  else if (event.data === 'version' && event.ports[0]) event.ports[0].postMessage(PRECACHE.version);
});

/** The cached answer for a request of the page, or null when the request is not for one of its files. */
function cachedKey(request) {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  url.hash = '';
  if (request.mode === 'navigate' && (url.href === SCOPE.href || url.href.startsWith(SCOPE.href + '?'))) return INDEX;
  if (request.mode === 'navigate' && url.href.startsWith(INDEX)) return INDEX;
  url.search = '';
  return FILES.has(url.href) ? url.href : null;
}

// The cache, opened once for all the page's requests (a start asks for some forty files at once).
let opened = null;

worker.addEventListener('fetch', (/** @type {any} */ event) => {
  const key = cachedKey(event.request);
  if (key === null) return; // the network, untouched: the API, the server's docs, anything else
  event.respondWith((async () => {
    const hit = await (opened || (opened = caches.open(CACHE))).then((cache) => cache.match(key));
    // Missing only if the browser evicted part of the cache: fetch it rather than fail.
    return hit || fetch(event.request);
  })());
});
