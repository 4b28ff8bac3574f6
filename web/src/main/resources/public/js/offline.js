/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// @ts-check
// The page kept on the phone: registers the service worker (sw.js), which keeps every file of the
// page after the first visit, and says so when a new version has been downloaded in the background.
// The new version is used from the next start, or at once when the notice's button is tapped; the
// hand being entered survives the reload (drafts.js keeps it at every tap).
import { h } from './dom.js';
import { t } from './i18n.js';

let takingOver = false;

/** The notice that a new version is ready, with its button; shown once, under the header. */
function showUpdated(worker) {
  if (document.getElementById('update-notice')) return;
  const button = h('button', { type: 'button', class: 'primary small', dataset: { i18n: 'update.reload', testid: 'update-reload' } },
    t('update.reload'));
  button.addEventListener('click', () => {
    takingOver = true;
    button.disabled = true;
    worker.postMessage('take-over');
  });
  const notice = h('div', { id: 'update-notice', class: 'update-notice', role: 'status', dataset: { testid: 'update-notice' } },
    h('p', { dataset: { i18n: 'update.ready' } }, t('update.ready')),
    button);
  document.querySelector('header.bar').after(notice);
}

/**
 * Registers the service worker once the page has loaded (so that it never competes with the
 * page's own first download), and offers a new version whenever one is waiting. Where service
 * workers are not available (an insecure address, a private window of some browsers) the page
 * simply works online only.
 */
export function keepOffline() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first worker taking charge changes nothing on the page; only a tapped button reloads.
    if (takingOver) location.reload();
  });
  const register = () => navigator.serviceWorker.register('sw.js').then((registration) => {
    const offer = () => {
      // A worker waiting while another one serves this page is a new version.
      if (registration.waiting && navigator.serviceWorker.controller) showUpdated(registration.waiting);
    };
    offer();
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      if (installing) installing.addEventListener('statechange', () => { if (installing.state === 'installed') offer(); });
    });
  }, (e) => console.warn('Mahjong Tally: the page cannot be kept for offline use:', e));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
