// Writes the figures of bench.mjs as the section "## The page in the browser (bench/page)" of
// bench/RESULTS.md: replaces that section (the rest of the file is kept), and keeps the goals of
// the run before as a subsection, so that two runs on a busy machine can be compared.
// Usage: node write-results.mjs FIGURES.json RESULTS.md DATE COMMIT MACHINE LOAD_BEFORE LOAD_AFTER SECONDS
import fs from 'node:fs';

const [figuresFile, resultsFile, date, commit, machine, loadBefore, loadAfter, seconds] = process.argv.slice(2);
const f = JSON.parse(fs.readFileSync(figuresFile, 'utf8'));
const s = f.summary;
const TITLE = '## The page in the browser (bench/page)';
const BEFORE = '### The run before this one';

const ms = (x) => `${x.toFixed(1)} ms`;
const sec = (x) => `${(x / 1000).toFixed(2)} s`;
const kb = (x) => `${(x / 1000).toFixed(1)} KB`;
const met = (ok) => (ok ? 'met' : '**missed**');
const row = (cells) => `| ${cells.join(' | ')} |`;

const goals = [
  ['tile tap to score and payments on screen (record screen), median ≤ 16 ms', `${ms(f.record.frame.median)} (floor ${ms(f.floor.frame.median)})`, f.record.frame.median <= 16],
  ['tile tap to score and payments on screen (record screen), p95 ≤ 50 ms', `${ms(f.record.frame.p95)} (floor ${ms(f.floor.frame.p95)})`, f.record.frame.p95 <= 50],
  ['tile tap to score on screen (calculator), median ≤ 16 ms', `${ms(f.calculator.frame.median)} (floor ${ms(f.floor.frame.median)})`, f.calculator.frame.median <= 16],
  ['tile tap to score on screen (calculator), p95 ≤ 50 ms', `${ms(f.calculator.frame.p95)} (floor ${ms(f.floor.frame.p95)})`, f.calculator.frame.p95 <= 50],
  ['first load ≤ 400 KB in all, as sent (gzip)', kb(s.firstBytes), s.firstBytes <= 400_000],
  ['first load to usable ≤ 2.5 s on poor Wi-Fi', sec(s.firstUsable), s.firstUsable <= 2500],
  ['repeat load to usable ≤ 0.5 s', sec(s.repeatUsable), s.repeatUsable <= 500],
  ['repeat load: no revalidation chain (no file of the page asked of the server)',
    `${s.repeatPageFiles} file(s) of the page; ${s.repeatRequests} request(s) in all, ${s.repeatRevalidations} revalidation(s) (the most of any run)`,
    s.repeatPageFiles === 0 && s.repeatRevalidations <= 1],
];

const tapRows = (name, t, parts) => parts.map(([label, x]) => row([name, label, ms(x.median), ms(x.p95), ms(x.max), ms(x.min), String(x.n)]));
const loadRows = (runs) => runs.map((r, i) => row([String(i + 1), sec(r.first.firstScreen), sec(r.first.engineReady), String(r.firstAll.requests),
  kb(r.byUsable.bytes), kb(r.firstAll.bytes), sec(r.repeat.firstScreen), sec(r.repeat.engineReady),
  `${r.repeatCount.requests} (${r.repeatCount.revalidations})`]));

const heaviest = [...f.loads[0].firstAll.list].map((l) => {
  const [status, url, bytes] = l.split(' ');
  return { status, url, bytes: Number(bytes) };
}).sort((a, b) => b.bytes - a.bytes);

const lines = [
  TITLE,
  '',
  `Written by \`bench/page/run\` on ${date} in ${Math.round(Number(seconds) / 60 * 10) / 10} minutes.`,
  '',
  `* commit: \`${commit}\``,
  `* machine: ${machine}; load average before the run: ${loadBefore}, after: ${loadAfter} (the machine's 2 cores are shared with other builds: a busy machine makes every figure slower)`,
  `* browser: ${f.chromium}, headless, ${f.viewport.width}×${f.viewport.height}, a fresh profile per load run; driven by playwright-core through DevTools`,
  `* server: \`java -Xmx256m -jar app/target/tally.jar serve\` with a throwaway H2 file, behind a counting proxy in bench.mjs (every request and byte the server sent, compressed as sent, the service worker's own included)`,
  `* network for the loads: DevTools \`Network.emulateNetworkConditions\`, ${f.wifi.latency} ms latency, ${f.wifi.downloadThroughput * 8 / 1e6} Mb/s down, ${f.wifi.uploadThroughput * 8 / 1e3} kb/s up (applies to the page, not to the service worker's downloads after the load)`,
  `* taps: DevTools \`Emulation.setCPUThrottlingRate\` ${f.cpuRate}; ${f.taps} measured taps per screen after ${f.warmTaps} unmeasured; each a real click (\`Input.dispatchMouseEvent\`) on a tile of the picker: five tiles added, then taken off one by one, over and over. Measured in the page from the click event's time stamp to the frame after the score (and payments) were in the DOM (a MutationObserver, which then forces style and layout, then \`requestAnimationFrame\` and one task)`,
  `* usable: the page's marks \`tally:first-screen\` (the first screen drawn) and \`tally:engine-ready\` (the TeaVM engine loaded), set in js/main.js (the home screen's first draw has the games kept on the phone; the club server's are added when it answers); times from the navigation's start; ${f.loadRuns} runs, median`,
  '',
  '### Goals',
  '',
  '| goal | measured | |',
  '|---|---|---|',
  ...goals.map(([g, m, ok]) => row([g, m, met(ok)])),
  '',
  '### Tile taps (CPU throttled 4×)',
  '',
  'In ms from the click. "score" and "payments": the DOM has them; "on screen": the frame after.',
  '',
  '| screen | until | median | p95 | max | min | taps |',
  '|---|---|---:|---:|---:|---:|---:|',
  ...tapRows('calculator (#/score, not Mah-Jong)', f.calculator, [['score', f.calculator.score], ['on screen', f.calculator.frame]]),
  ...tapRows('record a hand (a game on this phone; Cid\'s tiles, the others\' entries filled)', f.record,
    [['score', f.record.score], ['payments', f.record.payments], ['on screen', f.record.frame]]),
  '',
  'The same taps in parts: the page\'s own work (from the click until the score and payments are in the DOM and the page\'s style and layout are done, forced there and then), the wait for the browser\'s next frame (headless Chromium draws at 60 Hz: 0 to 16.7 ms of waiting by itself, whatever the page does, and longer when the busy machine delays the frame), and drawing that frame (the animation frame\'s callback to the task after it). Each part is summarised on its own: the medians do not add up to the median on screen.',
  '',
  '| screen | part | median | p95 | max | min | taps |',
  '|---|---|---:|---:|---:|---:|---:|',
  ...tapRows('calculator', f.calculator, [['page\'s work', f.calculator.work], ['wait for the frame', f.calculator.waitForFrame], ['drawing the frame', f.calculator.drawFrame]]),
  ...tapRows('record a hand', f.record, [['page\'s work', f.record.work], ['wait for the frame', f.record.waitForFrame], ['drawing the frame', f.record.drawFrame]]),
  '',
  'The floor under any tap, measured the same way in the same browser at the same throttling: a page whose button writes one number in place of another (bench.mjs, `FLOOR_PAGE`). No page can show an answer to a tap sooner than this here.',
  '',
  '| page | part | median | p95 | max | min | taps |',
  '|---|---|---:|---:|---:|---:|---:|',
  ...tapRows('one number written', f.floor, [['on screen', f.floor.frame], ['page\'s work', f.floor.work], ['wait for the frame', f.floor.waitForFrame], ['drawing the frame', f.floor.drawFrame]]),
  '',
  '### Loads on poor Wi-Fi (CPU not throttled)',
  '',
  'First: a fresh profile. Repeat: the same profile, a new tab, once the service worker keeps the page. "Bytes in all" adds what the service worker downloads after the load. Repeat requests: those that reached the server (revalidations in brackets).',
  '',
  '| run | first: screen | first: engine | first: requests | bytes by usable | bytes in all | repeat: screen | repeat: engine | repeat: requests |',
  '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...loadRows(f.loads),
  '',
  `Median: first load usable in ${sec(s.firstUsable)} (first screen ${sec(s.firstFirstScreen)}), ${kb(s.firstBytes)} in ${s.firstRequests} requests; repeat load usable in ${sec(s.repeatUsable)}.`,
  '',
  'The same with the CPU throttled 4× as well:',
  '',
  '| run | first: screen | first: engine | first: requests | bytes by usable | bytes in all | repeat: screen | repeat: engine | repeat: requests |',
  '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...loadRows(f.loadsCpu4),
  '',
  `Median: first load usable in ${sec(s.cpu4FirstUsable)}, repeat load in ${sec(s.cpu4RepeatUsable)}.`,
  '',
  'What a repeat visit asked the server (first run):',
  '',
  ...(f.loads[0].repeatCount.list.length ? f.loads[0].repeatCount.list.map((l) => `* ${l}`) : ['* nothing']),
  '',
  'The heaviest answers of a first load (first run, bytes as sent):',
  '',
  ...heaviest.slice(0, 6).map((r) => `* ${r.url}: ${r.status}, ${kb(r.bytes)}`),
  '',
  '### The engine\'s first start',
  '',
  `Loading the TeaVM script (engine/tally-engine.js) until it answers: on a first load on poor Wi-Fi, download ${ms(s.engineDownloadFirst)} then ${ms(s.engineEvalFirst)} to ready (median); from the service worker's cache with the CPU throttled 4×, ${ms(s.engineStart)} from the request to ready, of which ${ms(s.engineStartAfterDownload)} after the script's text arrived (median of ${f.engineStarts.length} reloads: ${f.engineStarts.map((e) => e.total.toFixed(0)).join(', ')} ms).`,
  '',
];

let text = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, 'utf8') : '# Benchmark results\n';
const start = text.indexOf(TITLE);
let before = '';
let at = text.length;
if (start >= 0) {
  const next = text.indexOf('\n## ', start + TITLE.length);
  const end = next >= 0 ? next + 1 : text.length;
  const old = text.slice(start, end);
  text = text.slice(0, start) + text.slice(end);
  at = start;
  // The run before: its header lines and goals, without its own run before.
  const g = old.indexOf('### Goals');
  const header = old.slice(0, g >= 0 ? g : old.length).split('\n')
    .filter((l) => l.startsWith('Written by') || l.startsWith('* commit') || l.startsWith('* machine'));
  const gEnd = g >= 0 ? old.indexOf('\n### ', g + 4) : -1;
  const goalsOld = g >= 0 ? old.slice(g, gEnd >= 0 ? gEnd : old.length).split('\n').slice(1).join('\n').trim() : '';
  before = [BEFORE, '', ...header, '', goalsOld, ''].join('\n');
} else {
  text = text.trimEnd() + '\n\n';
  at = text.length;
}
// In the place of the section it replaces, else at the end of the file.
const section = lines.join('\n') + (before ? '\n' + before : '');
text = text.slice(0, at) + section + (at < text.length ? '\n' + text.slice(at) : '');
fs.writeFileSync(resultsFile, text);
