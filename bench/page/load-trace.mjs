// Where a repeat load's time goes: a DevTools trace of a load served by the service worker (no
// network emulation, no CPU throttling unless CPU=4), its long events on the page's main thread
// and V8's compiles on any thread, on the navigation's clock. Not part of bench/page/run.
// Usage: node load-trace.mjs BASE_URL   (MIN=5: the shortest event listed, in ms)
import { chromium } from 'playwright-core';

const BASE = process.argv[2];
const MIN = Number(process.env.MIN || 5);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
const ready = (page) => page.waitForFunction(() => performance.getEntriesByName('tally:engine-ready').length
  && performance.getEntriesByName('tally:first-screen').length, null, { timeout: 120000, polling: 20 });
const first = await context.newPage();
await first.goto(BASE);
await ready(first);
await first.evaluate(async () => { await navigator.serviceWorker.ready; });
await first.waitForTimeout(3000);
await first.close();
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
if (process.env.CPU) await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU) });
const events = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink,v8,v8.execute,disabled-by-default-v8.compile,loading', transferMode: 'ReportEvents' });
await page.goto(BASE);
await ready(page);
const marks = await page.evaluate(() => ['tally:first-screen', 'tally:engine-ready'].map((n) => `${n} ${performance.getEntriesByName(n)[0].startTime.toFixed(0)}`));
await page.waitForTimeout(1500);
await cdp.send('Tracing.end');
await done;
const threads = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationTiming') || events.find((e) => e.name === 'markAsMainFrame') || events[0];
const t0 = events.filter((e) => e.name === 'navigationStart').map((e) => e.ts).sort((a, b) => b - a)[0] || nav.ts;
console.log(marks.join('\n'));
// The page's own renderer: the one that asked for the engine (headless Chromium runs others, for its own UI).
const pid = (events.find((e) => e.name === 'ResourceFetcher::requestResource' && JSON.stringify(e.args).includes('tally-engine')) || {}).pid;
const rows = events.filter((e) => e.ph === 'X' && e.dur / 1000 >= MIN && e.ts >= t0 && (!pid || e.pid === pid))
  .map((e) => ({ at: (e.ts - t0) / 1000, dur: e.dur / 1000, thread: threads.get(`${e.pid}:${e.tid}`) || `${e.tid}`, name: e.name, url: (e.args && (e.args.data && (e.args.data.url || e.args.data.functionName) || e.args.fileName || e.args.url)) || '' }))
  .filter((r) => /CrRendererMain|Worker|V8|ThreadPool|Compositor/.test(r.thread))
  .sort((a, b) => a.at - b.at);
for (const r of rows.slice(0, Number(process.env.ROWS || 80))) console.log(`${r.at.toFixed(0).padStart(6)} +${r.dur.toFixed(1).padStart(6)} ${r.thread.padEnd(22)} ${r.name} ${String(r.url).replace(BASE, '')}`);
await browser.close();
