/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// Loads the TeaVM-compiled engine and answers calls for the JUnit tests of engine-js.
// Usage: node run-calls.js ENGINE.js < calls   (one JSON array [function, arg, ...] a line)
// Writes one line a call: the JSON of the engine's answer, or {"thrown": "..."} if it threw.
"use strict";
const readline = require("readline");
const engine = require(require("path").resolve(process.argv[2]));

const lines = readline.createInterface({ input: process.stdin, terminal: false });
const out = [];
lines.on("line", (line) => {
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
});
lines.on("close", () => process.stdout.write(out.join("\n") + "\n"));
