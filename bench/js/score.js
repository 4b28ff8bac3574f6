// The JavaScript side of bench/js/run: times the TeaVM-compiled engine reading and scoring
// every hand of a file under bmja, round after round, as NotationScoring does on the JVM.
// Prints the first round and the median warm round, in wall-clock time and in the CPU time
// of the Node process (on a busy machine the CPU time is the steadier figure).
// Usage: node score.js ENGINE.js HANDS_FILE
"use strict";
const fs = require("fs");
const path = require("path");

const WARM_UP = 5;
const ROUNDS = 10;

const loadStart = process.hrtime.bigint();
const engine = require(path.resolve(process.argv[2]));
engine.ruleset("bmja");
const loadMs = Number(process.hrtime.bigint() - loadStart) / 1e6;

const hands = fs.readFileSync(process.argv[3], "utf8").split("\n").filter((l) => l !== "");
const times = [];
const cpu = [];
let checksum = 0;
for (let round = 0; round < WARM_UP + ROUNDS; round++) {
  const start = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  for (const hand of hands) {
    const result = engine.score(hand, "bmja");
    if (result.error !== undefined) {
      throw new Error(hand + ": " + result.message);
    }
    checksum += result.total;
  }
  const used = process.cpuUsage(cpuStart);
  times.push(Number(process.hrtime.bigint() - start) / 1e6);
  cpu.push((used.user + used.system) / 1000);
}
const median = (rounds) => {
  const measured = rounds.slice(WARM_UP).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)];
};
const rate = (ms) => Math.round(hands.length / (ms / 1000)).toLocaleString("en");
console.log(`node  ${hands.length} hands: first round ${times[0].toFixed(1)} ms, median warm round `
  + `${median(times).toFixed(1)} ms (${rate(median(times))} hands/s), CPU ${median(cpu).toFixed(1)} ms `
  + `(${rate(median(cpu))} hands/s); total of totals ${Math.floor(checksum / times.length)}; `
  + `loading the engine and bmja ${loadMs.toFixed(1)} ms`);
