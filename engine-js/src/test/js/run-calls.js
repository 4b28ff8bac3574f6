/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// Loads the TeaVM-compiled engine and answers calls for the JUnit tests of engine-js.
// Usage: node run-calls.js ENGINE.js < calls   (one JSON array [function, arg, ...] a line)
// Writes one line a call: the JSON of the engine's answer, or {"thrown": "..."} if it threw.
"use strict";
const fs = require("fs");
const readline = require("readline");

// The engine is the classic script the page loads: run here as a browser runs it, it sets the
// global TallyEngine.
const vm = require("vm");
vm.runInThisContext(fs.readFileSync(process.argv[2], "utf8"), { filename: process.argv[2] });
const loading = Promise.resolve(globalThis.TallyEngine);

const lines = readline.createInterface({ input: process.stdin, terminal: false });
const calls = [];
lines.on("line", (line) => calls.push(line));
lines.on("close", async () => {
  const engine = await loading;
  const out = [];
  for (const line of calls) answerCall(engine, line, out);
  process.stdout.write(out.join("\n") + "\n");
});

function answerCall(engine, line, out) {
  if (line.trim() === "") {
    return;
  }
  const [name, ...args] = JSON.parse(line);
  let answer;
  try {
    if (typeof engine[name] !== "function") {
      throw new Error("the engine exports no function " + name);
    }
    answer = engine[name](...args);
  } catch (e) {
    answer = { thrown: String(e && e.stack ? e.stack : e) };
  }
  out.push(JSON.stringify(answer === undefined ? null : answer));
}
