import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { Hono } from 'hono';

const FILE = path.resolve(import.meta.dirname, '../assets/app.js');
const BODY = fs.readFileSync(FILE, 'utf8');
const HASH = crypto.createHash('sha256').update(BODY).digest('hex').slice(0, 12);

/** The URL of the reader-habits script, versioned by its content so it can be cached for a year. */
export const APP_JS_URL = `/assets/app.js?v=${HASH}`;

/** Mounts `/assets/app.js` (same origin, so `script-src 'self'` allows it) with an ETag; long-lived caching when the version matches. */
export function mount(app: Hono): void {
  app.get('/assets/app.js', (c) => {
    const etag = `"${HASH}"`;
    const cache = c.req.query('v') === HASH ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, { ETag: etag, 'Cache-Control': cache });
    return c.body(BODY, 200, { 'Content-Type': 'text/javascript; charset=utf-8', ETag: etag, 'Cache-Control': cache });
  });
}
