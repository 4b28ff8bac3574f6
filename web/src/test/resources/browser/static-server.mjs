/*
 * Copyright 2026 The Mahjong Tally authors
 * SPDX-License-Identifier: Apache-2.0
 */
// A plain static file server with no Java, as a club's web host would be: node static-server.mjs DIR [PORT].
// Serves DIR's files as they are, with a content type by file name and the short cache lifetime that
// common static hosts give (max-age=600), a folder's index.html for the folder, 404 for anything else
// (so the page's /api/ calls fail as they would on such a host). Prints "listening PORT" once ready.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';

const root = resolve(process.argv[2] || '.');
const port = Number(process.argv[3] || 0);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

async function fileFor(urlPath) {
  const local = normalize(join(root, decodeURIComponent(urlPath)));
  if (local !== root && !local.startsWith(root + sep)) return null;
  try {
    const s = await stat(local);
    if (s.isDirectory()) return fileFor(join(urlPath, 'index.html'));
    return s.isFile() ? local : null;
  } catch (e) {
    return null;
  }
}

const server = createServer(async (req, res) => {
  const path = await fileFor(new URL(req.url, 'http://host').pathname);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405).end();
  } else if (!path) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  } else {
    const body = await readFile(path);
    res.writeHead(200, {
      'Content-Type': TYPES[extname(path)] || 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': 'max-age=600',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }
});
server.listen(port, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
