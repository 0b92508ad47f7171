import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import firebaseJson from '../../firebase.json';
import contentTypes from '../../scripts/lib/contentTypes.json';

// A web build served as Firebase Hosting serves it (firebase.json): cleanUrls (/map is map.html),
// index.html for other page addresses, a 404 for a missing /assets/ file, no-cache on documents,
// the service worker and the manifest, hashed files as firebase.json has them; /api/* answers 404.
// Which build it serves can change while it runs: a deploy, for the update test
// (e2e/offline-update.spec.ts).

const TYPES: Record<string, string> = contentTypes;

/** What firebase.json gives /assets/**: read there, so that the update test sees production's headers. */
function assetCache(): string {
  const value = firebaseJson.hosting.headers
    .find((rule) => rule.source === '/assets/**')
    ?.headers.find((header) => header.key === 'Cache-Control')?.value;
  if (!value) throw new Error('firebase.json gives /assets/** no Cache-Control');
  return value;
}
const ASSET_CACHE = assetCache();

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

function resolve(dir: string, pathname: string): { file: string | null; cache: string } {
  const file = path.join(dir, decodeURIComponent(pathname));
  if (!file.startsWith(dir)) return { file: null, cache: 'no-store' };
  if (pathname.startsWith('/assets/')) return { file: isFile(file) ? file : null, cache: ASSET_CACHE };
  if (pathname !== '/' && isFile(file)) return { file, cache: 'no-cache' };
  const clean = `${file.replace(/\/+$/, '')}.html`;
  return { file: pathname !== '/' && isFile(clean) ? clean : path.join(dir, 'index.html'), cache: 'no-cache' };
}

export async function serveBuild(first: string) {
  let dir = path.resolve(first);
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const { file, cache } = pathname.startsWith('/api/') ? { file: null, cache: 'no-store' } : resolve(dir, pathname);
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'application/json', 'Cache-Control': cache }).end('{"code":"not-found"}');
      return;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': cache }).end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Serves another build from now on, as a deploy does. */
    deploy: (next: string) => void (dir = path.resolve(next)),
    close: () => new Promise((done) => server.close(done)),
  };
}
