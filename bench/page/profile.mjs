// Where a tap's JavaScript time goes: a V8 sampling profile of N calculator taps (CPU throttled
// 4×), self time summed by function and file. Not part of bench/page/run; for looking into a tap.
// Usage: node profile.mjs BASE_URL [TAPS]
import { chromium } from 'playwright-core';

const BASE = process.argv[2];
const N = Number(process.argv[3] || 30);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await page.goto(BASE + '#/score');
await page.waitForFunction(() => performance.getEntriesByName('tally:engine-ready').length && performance.getEntriesByName('tally:first-screen').length, null, { timeout: 120000, polling: 50 });
await page.locator('input[data-testid="score-winner"]').uncheck();
const box = '[data-testid="score-entry"]';
await page.locator(`${box} button.pick[data-tile="6c"]`).click();
await page.locator(`${box} [data-testid="entry-result"] .score-view`).waitFor();
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const adds = ['2b', '2b', '2b', 'R', 'R'];
const tap = async (i) => {
  const phase = i % 10;
  const target = phase < 5 ? page.locator(`${box} button.pick[data-tile="${adds[phase]}"]`)
    : page.locator(`${box} .built-tiles .set.concealed button.one`).last();
  await target.click();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
};
for (let i = 0; i < 10; i++) await tap(i);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
for (let i = 0; i < N; i++) await tap(i);
const { profile } = await cdp.send('Profiler.stop');
const dt = new Map();
for (let i = 0; i < profile.samples.length; i++) dt.set(profile.samples[i], (dt.get(profile.samples[i]) || 0) + profile.timeDeltas[i] / 1000);
const byKey = new Map();
const byFile = new Map();
for (const n of profile.nodes) {
  const ms = dt.get(n.id) || 0;
  const f = n.callFrame;
  const file = f.url.replace(/^.*\//, '') || '(native)';
  const key = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`;
  byKey.set(key, (byKey.get(key) || 0) + ms);
  byFile.set(file, (byFile.get(file) || 0) + ms);
}
const show = (m, rows) => [...m].sort((a, b) => b[1] - a[1]).slice(0, rows)
  .forEach(([k, ms]) => console.log(`${(ms / N).toFixed(2).padStart(8)} ms/tap  ${k}`));
console.log('by file:');
show(byFile, 12);
console.log('by function (self):');
show(byKey, Number(process.env.ROWS || 30));
await browser.close();
