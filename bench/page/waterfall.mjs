// Where a load's time goes: the page's requests on its own clock (start and end in ms from the
// navigation, the worker's start, bytes over the wire), for a first load on emulated poor Wi-Fi,
// then a repeat load from the service worker with and without that emulation. Not part of
// bench/page/run; for looking into a load. Usage: node waterfall.mjs BASE_URL
import { chromium } from 'playwright-core';
const BASE = process.argv[2];
const WIFI = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
async function run(label, wifi) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (wifi) await cdp.send('Network.emulateNetworkConditions', WIFI);
  await page.goto(BASE, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('tally:first-screen').length && performance.getEntriesByName('tally:engine-ready').length, null, { timeout: 60000, polling: 20 });
  const r = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const res = performance.getEntriesByType('resource').map((e) => `${e.startTime.toFixed(0).padStart(5)} ${e.responseEnd.toFixed(0).padStart(5)} w${e.workerStart.toFixed(0)} t${e.transferSize} ${e.name.replace(location.origin, '')}`);
    return { nav: `nav workerStart ${nav.workerStart.toFixed(0)} fetchStart ${nav.fetchStart.toFixed(0)} respEnd ${nav.responseEnd.toFixed(0)} dcl ${nav.domContentLoadedEventEnd.toFixed(0)} load ${nav.loadEventEnd.toFixed(0)}`,
      screen: performance.getEntriesByName('tally:first-screen')[0].startTime.toFixed(0), engine: performance.getEntriesByName('tally:engine-ready')[0].startTime.toFixed(0), res };
  });
  console.log(`== ${label}: screen ${r.screen} engine ${r.engine}\n${r.nav}\n${r.res.join('\n')}`);
  return page;
}
const first = await run('first', true);
await first.evaluate(async () => { await navigator.serviceWorker.ready; });
await first.waitForTimeout(1500);
await first.close();
await run('repeat wifi', true);
await run('repeat no emulation', false);
await browser.close();
