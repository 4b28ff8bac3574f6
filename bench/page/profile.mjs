// Where a tap's JavaScript time goes: a V8 sampling profile of N calculator taps (CPU throttled
// 4×), self time summed by function and file. Not part of bench/page/run; for looking into a tap.
// Usage: node profile.mjs BASE_URL [TAPS]
import { calculatorAtFourTimes } from './calculator-taps.mjs';

const BASE = process.argv[2];
const N = Number(process.argv[3] || 30);
const { browser, cdp, tap } = await calculatorAtFourTimes(BASE);
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
