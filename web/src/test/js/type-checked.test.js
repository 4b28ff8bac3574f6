/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// Every module of the page says // @ts-check, so that an editor checks it as the build does
// (tsconfig.json: tsc --noEmit checks them all).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PUBLIC = fileURLToPath(new URL('../../main/resources/public/', import.meta.url));

/** The page's script files under a folder of public/, with their paths. */
function scripts(dir) {
  return readdirSync(join(PUBLIC, dir), { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile() && f.name.endsWith('.js'))
    .map((f) => join(f.parentPath ?? f.path, f.name));
}

test('every module of the page is type-checked', () => {
  const files = [...scripts('js'), ...scripts('i18n'), join(PUBLIC, 'sw.js')];
  assert.ok(files.length > 30, `found ${files.length} files`);
  const unchecked = files.filter((f) => !readFileSync(f, 'utf8').includes('\n// @ts-check\n'));
  assert.deepEqual(unchecked, []);
});
