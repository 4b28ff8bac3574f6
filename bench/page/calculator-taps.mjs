// The calculator in headless Chromium at 390×844, a loser's hand of one tile in, the CPU throttled
// 4× and ten taps done: what trace.mjs and profile.mjs record. tap(i) is the i-th tap of the
// round that bench.mjs also taps (five tiles added, then taken off one by one), and waits for the
// frame after it.
import { chromium } from 'playwright-core';

export async function calculatorAtFourTimes(base) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(base + '#/score');
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
  return { browser, cdp, tap };
}
