// The browser side of bench/page/run: times the page served by `tally serve` in headless
// Chromium at phone size (390×844), through a small counting proxy in front of the server, so
// that every request and byte that reaches the server is counted, whoever asked (the page, the
// service worker or the browser checking the worker for a new version).
//
// 1. First load: a fresh profile, an empty cache, the network emulated as poor Wi-Fi; the time to
//    the first screen drawn and the engine ready (the page's marks tally:first-screen and
//    tally:engine-ready, set in js/main.js), and every byte sent by the server, the service
//    worker's own downloads after the load included.
// 2. Repeat load: the same profile opened again once the service worker keeps the page.
// 3. The engine's first start: loading the TeaVM script and its first answer, CPU throttled.
// 4. Tile taps, CPU throttled 4×: a real click on a tile of the picker to the score and, on the
//    record screen of a game, the payments drawn; measured in the page from the click's own
//    time stamp to the frame after the DOM changed.
//
// Prints one JSON object on stdout. Usage: node bench.mjs BASE_URL
import http from 'node:http';
import { chromium } from 'playwright-core';

const SERVER = new URL(process.argv[2]);
const LOAD_RUNS = Number(process.env.LOAD_RUNS || 5);
const TAPS = Number(process.env.TAPS || 240);
const WARM_TAPS = 12;
// PARTS: which parts to run (comma-separated: loads, cpu, engine, calculator, record, floor); all by default.
const ALL_PARTS = ['loads', 'cpu', 'engine', 'calculator', 'record', 'floor'];
const PARTS = new Set((process.env.PARTS || ALL_PARTS.join(',')).split(','));
const CPU_RATE = 4;
const WIFI = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const VIEWPORT = { width: 390, height: 844 };

// ---------------------------------------------------------------------------------------------
// The counting proxy: passes requests and responses through unchanged (compressed as served).

const counted = { requests: [], bytes: 0 };
function resetCount() {
  counted.requests = [];
  counted.bytes = 0;
}
const proxy = http.createServer((req, res) => {
  const entry = { method: req.method, url: req.url, status: 0, bytes: 0, revalidation: Boolean(req.headers['if-none-match'] || req.headers['if-modified-since']) };
  counted.requests.push(entry);
  const upstream = http.request({
    host: SERVER.hostname, port: SERVER.port, method: req.method, path: req.url,
    headers: { ...req.headers, host: SERVER.host },
  }, (up) => {
    entry.status = up.statusCode;
    const headerBytes = Object.entries(up.headers).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 17);
    entry.bytes += headerBytes;
    counted.bytes += headerBytes;
    res.writeHead(up.statusCode, up.headers);
    up.on('data', (chunk) => { entry.bytes += chunk.length; counted.bytes += chunk.length; });
    up.pipe(res);
  });
  upstream.on('error', () => { res.writeHead(502); res.end(); });
  req.pipe(upstream);
});
await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
// "localhost" is a secure origin: the service worker may register.
const BASE = `http://localhost:${proxy.address().port}/`;

// ---------------------------------------------------------------------------------------------

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
});

async function freshPage() {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-GB' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

async function emulate(cdp, { wifi = false, cpu = 1 }) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', wifi ? WIFI : { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
}

/** Waits for the page's two marks; the load's figures on the page's own clock (ms from navigation start). */
/**
 * Waits until the page is usable and reads its figures. It asks through DevTools itself
 * (Runtime.evaluate of one expression every 20 ms): Playwright's waitForFunction would first put
 * its own helper script into the page, some 30-50 ms of compiling and running on the page's main
 * thread in the middle of the load it measures.
 */
async function usable(cdp) {
  const ask = async (expression) => (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })).result.value;
  const done = `performance.getEntriesByName('tally:first-screen').length > 0
    && performance.getEntriesByName('tally:engine-ready').length > 0`;
  const until = Date.now() + 60000;
  for (;;) {
    let ready = false;
    try {
      ready = await ask(done);
    } catch (e) { /* the document is being replaced: ask the next one */ }
    if (ready) break;
    if (Date.now() > until) throw new Error('the page was not usable within 60 s');
    await new Promise((r) => setTimeout(r, 20));
  }
  return ask(`(() => {
    const mark = (n) => performance.getEntriesByName(n)[0].startTime;
    const engine = performance.getEntriesByType('resource').find((r) => r.name.endsWith('engine/tally-engine.js'));
    const nav = performance.getEntriesByType('navigation')[0];
    return {
      firstScreen: mark('tally:first-screen'),
      engineReady: mark('tally:engine-ready'),
      usable: Math.max(mark('tally:first-screen'), mark('tally:engine-ready')),
      engineFetchStart: engine ? engine.startTime : null,
      engineResponseEnd: engine ? engine.responseEnd : null,
      engineFromCache: engine ? engine.transferSize === 0 : null,
      domContentLoaded: nav.domContentLoadedEventEnd,
      load: nav.loadEventEnd,
      resources: performance.getEntriesByType('resource').length,
    };
  })()`);
}

/** Waits until the service worker has the whole page and controls it. */
async function workerReady(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

function summary(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return {
    n: sorted.length, median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1], min: sorted[0],
    mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
  };
}

const median = (list) => summary(list).median;

/**
 * A tap's time in parts: the page's own work (to the DOM updated, style and layout done), the
 * wait for the browser's next frame, and drawing that frame.
 */
const frameParts = (taps) => ({
  work: summary(taps.map((f) => f.work)),
  waitForFrame: summary(taps.map((f) => f.vsync - f.work)),
  drawFrame: summary(taps.map((f) => f.frame - f.vsync)),
});
const say = (what) => process.stderr.write(`bench/page: ${what}...\n`);

// ---------------------------------------------------------------------------------------------
// 1 and 2: first and repeat loads.

async function loads(cpu) {
  const runs = [];
  for (let i = 0; i < LOAD_RUNS; i++) {
    const { context, page, cdp } = await freshPage();
    await emulate(cdp, { wifi: true, cpu });
    resetCount();
    const started = Date.now();
    await page.goto(BASE, { waitUntil: 'commit' });
    const first = await usable(cdp);
    const byUsable = { requests: counted.requests.length, bytes: counted.bytes };
    await workerReady(page);
    // The worker's own downloads (the files the page did not load itself) finish with its install.
    await page.waitForTimeout(500);
    const firstAll = { requests: counted.requests.length, bytes: counted.bytes, list: counted.requests.map((r) => `${r.status} ${r.url} ${r.bytes}`) };
    const wall = Date.now() - started;
    await page.close();

    const again = await context.newPage();
    const cdp2 = await context.newCDPSession(again);
    await emulate(cdp2, { wifi: true, cpu });
    resetCount();
    await again.goto(BASE, { waitUntil: 'commit' });
    const repeat = await usable(cdp2);
    await again.waitForTimeout(1000);
    const repeatCount = {
      requests: counted.requests.length,
      revalidations: counted.requests.filter((r) => r.revalidation).length,
      // Files of the page asked of the server again: not the API, nor the browser's check of sw.js for a new version.
      pageFiles: counted.requests.filter((r) => !r.url.startsWith('/api/') && r.url.split('?')[0] !== '/sw.js').length,
      bytes: counted.bytes,
      list: counted.requests.map((r) => `${r.method} ${r.url} → ${r.status}${r.revalidation ? ' (revalidation)' : ''}, ${r.bytes} B`),
    };
    await context.close();
    runs.push({ first, byUsable, firstAll, wall, repeat, repeatCount });
  }
  return runs;
}

// ---------------------------------------------------------------------------------------------
// 3: the engine's first start, from the worker's cache, CPU throttled: the script's text to its first answer.

async function engineStarts() {
  const { context, page, cdp } = await freshPage();
  await page.goto(BASE);
  await usable(cdp);
  await workerReady(page);
  await emulate(cdp, { cpu: CPU_RATE });
  const starts = [];
  for (let i = 0; i < LOAD_RUNS; i++) {
    await page.goto(BASE + '?engine-start=' + i, { waitUntil: 'commit' });
    const u = await usable(cdp);
    starts.push({ total: u.engineReady - u.engineFetchStart, afterDownload: u.engineReady - u.engineResponseEnd });
  }
  await context.close();
  return starts;
}

// ---------------------------------------------------------------------------------------------
// 4: tile taps.

/**
 * Arms the page for one tap: the click's time stamp, then the frame after the score (and, with a
 * preview, the payments) were redrawn. window.__tap resolves to {score, payments, work, vsync,
 * frame} in ms from the click: score and payments in the DOM; work: both in the DOM and the
 * page's style and layout done (forced there and then), all the page's own work for the tap;
 * vsync: the animation frame's callback starting, after waiting for the browser's next frame
 * (headless Chromium draws at 60 Hz: up to 16.7 ms of waiting whatever the page does); frame:
 * the task after that frame, once it is drawn.
 */
function arm({ result, preview }) {
  window.__tap = new Promise((resolve, reject) => {
    const out = { score: null, payments: preview ? null : 0 };
    let clicked = null;
    const resultEl = document.querySelector(result);
    const previewEl = preview ? document.querySelector(preview) : null;
    const timer = setTimeout(() => { stop(); reject(new Error('no score within 20 s of the tap')); }, 20000);
    const onClick = (e) => { if (e.isTrusted && clicked === null) clicked = e.timeStamp; };
    document.addEventListener('click', onClick, true);
    let done = false;
    const seen = (key, el, selector) => {
      if (clicked === null || done || out[key] !== null || !el.querySelector(selector)) return;
      out[key] = performance.now() - clicked;
      if (out.score === null || out.payments === null) return;
      done = true;
      stop();
      void document.body.offsetHeight; // style and layout, now
      out.work = performance.now() - clicked;
      // The frame that shows it: the next animation frame, and the task after it.
      requestAnimationFrame(() => {
        out.vsync = performance.now() - clicked;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve({ ...out, frame: performance.now() - clicked });
        channel.port2.postMessage(null);
      });
    };
    // The record screen marks the payments brought up to date (data-settled) even when a tap left
    // them as they were and nothing was drawn again.
    const watch = (el, key, selector) => {
      const o = new MutationObserver(() => seen(key, el, selector));
      o.observe(el, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-settled'] });
      return o;
    };
    const watchers = [watch(resultEl, 'score', '.score-view')];
    if (previewEl) watchers.push(watch(previewEl, 'payments', '[data-testid^="balance-"]'));
    function stop() {
      clearTimeout(timer);
      watchers.forEach((o) => o.disconnect());
      document.removeEventListener('click', onClick, true);
    }
  });
}

/** Times `count` taps (after WARM_TAPS unmeasured): the i-th on target(i), measured by arm(armed). */
async function timeTaps(page, target, armed, count) {
  const figures = [];
  for (let i = 0; i < count + WARM_TAPS; i++) {
    await page.evaluate(arm, armed);
    await target(i).click();
    const f = await page.evaluate(() => window.__tap);
    if (i >= WARM_TAPS) figures.push(f);
  }
  return figures;
}

/**
 * Taps tiles in a picker, round after round: five tiles added, then five taken off again, so the
 * hand always has a tile and every tap is scored.
 */
async function tapTiles(page, { picker, result, preview }, count) {
  const adds = ['2b', '2b', '2b', 'R', 'R'];
  return timeTaps(page, (i) => (i % 10 < 5
    ? page.locator(`${picker} button.pick[data-tile="${adds[i % 10]}"]`)
    : page.locator(`${picker} .built-tiles .set.concealed button.one`).last()), { result, preview }, count);
}

/**
 * The floor under any tap: the same measure on a page whose button writes one number in place of
 * another. No tap of the app can show its answer sooner in this browser at this throttling.
 */
const FLOOR_PAGE = `<!doctype html><meta name="viewport" content="width=device-width, initial-scale=1">
<button id="tap" style="width:88px;height:44px">Tap</button>
<div id="result"><p class="score-view">0</p></div>
<script>
  let n = 0;
  document.getElementById('tap').addEventListener('click', () => {
    n += 1;
    const p = document.createElement('p');
    p.className = 'score-view';
    p.textContent = String(n);
    document.getElementById('result').replaceChildren(p);
  });
</script>`;

async function floorTaps() {
  const { context, page, cdp } = await freshPage();
  await page.setContent(FLOOR_PAGE);
  await emulate(cdp, { cpu: CPU_RATE });
  const figures = await timeTaps(page, () => page.locator('#tap'), { result: '#result' }, TAPS);
  await context.close();
  return figures;
}

async function calculatorTaps() {
  const { context, page, cdp } = await freshPage();
  await page.goto(BASE + '#/score');
  await usable(cdp);
  await page.locator('input[data-testid="score-winner"]').uncheck();
  const box = '[data-testid="score-entry"]';
  await page.locator(`${box} button.pick[data-tile="6c"]`).click();
  await page.locator(`${box} [data-testid="entry-result"] .score-view`).waitFor();
  await emulate(cdp, { cpu: CPU_RATE });
  const figures = await tapTiles(page, { picker: box, result: `${box} [data-testid="entry-result"]` }, TAPS);
  await context.close();
  return figures;
}

async function recordTaps() {
  const { context, page, cdp } = await freshPage();
  await page.goto(BASE + '#/new');
  await usable(cdp);
  const names = ['Ann', 'Bob', 'Cid', 'Dee'];
  await page.locator('[data-testid="where"] .pill[data-value="phone"]').click();
  for (let i = 0; i < 4; i++) await page.locator(`[data-testid="name-${i}"]`).fill(names[i]);
  await page.locator('[data-testid="start-game"]').click();
  await page.locator('[data-testid="record-hand"]').click();
  await page.locator('[data-testid="winner"] .pill[data-value="Dee"]').click();
  const entry = (name) => `[data-testid="entry-${name}"]`;
  // One player's entry is open at a time; the others are a line each, until opened.
  const mode = async (name, value) => {
    if (await page.locator(entry(name)).getAttribute('data-open') === 'false') {
      await page.locator(`${entry(name)} [data-testid="open-entry"]`).click();
    }
    await page.locator(`${entry(name)} [data-testid="entry-mode"] .pill[data-value="${value}"]`).click();
  };
  await mode('Dee', 'notation');
  await page.locator(`${entry('Dee')} [data-testid="notation-input"]`).fill('[RRR] [GGG] 222b 33c 456d win=3c');
  for (const [name, points] of [['Ann', 8], ['Bob', 12]]) {
    await mode(name, 'score');
    await page.locator(`${entry(name)} [data-testid="score-input"]`).fill(String(points));
  }
  const picker = entry('Cid');
  await mode('Cid', 'tiles');
  await page.locator(`${picker} button.pick[data-tile="6c"]`).click();
  await page.locator('[data-testid="preview"] [data-testid^="balance-"]').first().waitFor();
  await emulate(cdp, { cpu: CPU_RATE });
  const figures = await tapTiles(page, {
    picker, result: `${picker} [data-testid="entry-result"]`, preview: '[data-testid="preview"]',
  }, TAPS);
  await context.close();
  return figures;
}

// ---------------------------------------------------------------------------------------------

const out = { chromium: browser.version(), viewport: VIEWPORT, wifi: WIFI, cpuRate: CPU_RATE, loadRuns: LOAD_RUNS, taps: TAPS, warmTaps: WARM_TAPS };
try {
  if (PARTS.has('loads')) {
    say(`first and repeat loads, ${LOAD_RUNS} runs`);
    out.loads = await loads(1);
  }
  if (PARTS.has('cpu')) {
    say('the same with the CPU throttled');
    out.loadsCpu4 = await loads(CPU_RATE);
  }
  if (PARTS.has('engine')) {
    say("the engine's first start");
    out.engineStarts = await engineStarts();
  }
  if (PARTS.has('calculator')) {
    say(`${TAPS} taps on the calculator`);
    const calc = await calculatorTaps();
    out.calculator = { frame: summary(calc.map((f) => f.frame)), score: summary(calc.map((f) => f.score)), ...frameParts(calc) };
  }
  if (PARTS.has('record')) {
    say(`${TAPS} taps on the record screen`);
    const rec = await recordTaps();
    out.record = {
      frame: summary(rec.map((f) => f.frame)), score: summary(rec.map((f) => f.score)), payments: summary(rec.map((f) => f.payments)),
      ...frameParts(rec),
    };
  }
  if (PARTS.has('floor')) {
    say(`${TAPS} taps on a page that writes one number`);
    const floor = await floorTaps();
    out.floor = { frame: summary(floor.map((f) => f.frame)), ...frameParts(floor) };
  }
  if (ALL_PARTS.every((p) => PARTS.has(p))) out.summary = {
    firstUsable: median(out.loads.map((r) => r.first.usable)),
    firstFirstScreen: median(out.loads.map((r) => r.first.firstScreen)),
    firstBytes: median(out.loads.map((r) => r.firstAll.bytes)),
    firstBytesByUsable: median(out.loads.map((r) => r.byUsable.bytes)),
    firstRequests: median(out.loads.map((r) => r.firstAll.requests)),
    repeatUsable: median(out.loads.map((r) => r.repeat.usable)),
    repeatRequests: Math.max(...out.loads.map((r) => r.repeatCount.requests)),
    repeatRevalidations: Math.max(...out.loads.map((r) => r.repeatCount.revalidations)),
    repeatPageFiles: Math.max(...out.loads.map((r) => r.repeatCount.pageFiles)),
    cpu4FirstUsable: median(out.loadsCpu4.map((r) => r.first.usable)),
    cpu4RepeatUsable: median(out.loadsCpu4.map((r) => r.repeat.usable)),
    engineStart: median(out.engineStarts.map((s) => s.total)),
    engineStartAfterDownload: median(out.engineStarts.map((s) => s.afterDownload)),
    engineDownloadFirst: median(out.loads.map((r) => r.first.engineResponseEnd - r.first.engineFetchStart)),
    engineEvalFirst: median(out.loads.map((r) => r.first.engineReady - r.first.engineResponseEnd)),
  };
} finally {
  await browser.close();
  proxy.close();
}
process.stdout.write(JSON.stringify(out, null, 1) + '\n');
