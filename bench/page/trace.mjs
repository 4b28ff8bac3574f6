// Where a tap's time goes: a DevTools trace of N calculator taps (CPU throttled 4×), summed by
// the renderer's main-thread event name. Not part of bench/page/run; for looking into a tap.
// Usage: node trace.mjs BASE_URL [TAPS]
import { calculatorAtFourTimes } from './calculator-taps.mjs';

const BASE = process.argv[2];
const N = Number(process.argv[3] || 30);
const { browser, cdp, tap } = await calculatorAtFourTimes(BASE);
const events = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { categories: process.env.CATS || 'devtools.timeline,disabled-by-default-devtools.timeline,blink,v8.execute', transferMode: 'ReportEvents' });
for (let i = 0; i < N; i++) await tap(i);
await cdp.send('Tracing.end');
await done;
const main = events.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
const sums = new Map();
for (const e of events) {
  if (e.ph !== 'X' || !main || e.pid !== main.pid || e.tid !== main.tid) continue;
  sums.set(e.name, (sums.get(e.name) || 0) + e.dur / 1000);
}
const rows = [...sums].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.ROWS || 25));
for (const [name, ms] of rows) console.log(`${(ms / N).toFixed(2).padStart(8)} ms/tap  ${name}`);
if (process.env.STYLE) {
  const st = events.filter((e) => e.name === 'UpdateLayoutTree' || e.name === 'ScheduleStyleRecalculation' || e.name === 'StyleRecalcInvalidationTracking' || e.name === 'StyleInvalidatorInvalidationTracking');
  const counts = st.filter((e) => e.args && e.args.elementCount).map((e) => e.args.elementCount);
  console.log('elements restyled per UpdateLayoutTree:', counts.slice(0, 20).join(' '));
}
await browser.close();
