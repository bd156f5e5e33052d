import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { Hono } from 'hono';

const DIR = path.resolve(import.meta.dirname, '../assets');

interface Asset { body: string; hash: string; type: string; url: string }

function asset(file: string, type: string): Asset {
  const body = fs.readFileSync(path.join(DIR, file), 'utf8');
  const hash = crypto.createHash('sha256').update(body).digest('hex').slice(0, 12);
  return { body, hash, type, url: `/assets/${file}?v=${hash}` };
}

/** Every static file under `/assets/`, read once and versioned by its content. */
const ASSETS: Record<string, Asset> = {
  'app.js': asset('app.js', 'text/javascript'),
  'subscriptions.js': asset('subscriptions.js', 'text/javascript'),
  'report.js': asset('report.js', 'text/javascript'),
  'corrections.css': asset('corrections.css', 'text/css'),
};

/** The URL of the reader-habits script, versioned by its content so it can be cached for a year. */
export const APP_JS_URL = ASSETS['app.js'].url;
/** The URL of the follow / subscriptions script (browser-kept follows). */
export const SUBSCRIPTIONS_JS_URL = ASSETS['subscriptions.js'].url;
/** The URL of the inline 纠错 report script. */
export const REPORT_JS_URL = ASSETS['report.js'].url;
/** The URL of the 纠错 form stylesheet. */
export const CORRECTIONS_CSS_URL = ASSETS['corrections.css'].url;

/** Mounts every `/assets/<file>` (same origin, so `script-src 'self'` allows the scripts) with an ETag; long-lived caching when the version matches. */
export function mount(app: Hono): void {
  for (const [file, a] of Object.entries(ASSETS)) {
    app.get(`/assets/${file}`, (c) => {
      const etag = `"${a.hash}"`;
      const cache = c.req.query('v') === a.hash ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
      if (c.req.header('if-none-match') === etag) return c.body(null, 304, { ETag: etag, 'Cache-Control': cache });
      return c.body(a.body, 200, { 'Content-Type': `${a.type}; charset=utf-8`, ETag: etag, 'Cache-Control': cache });
    });
  }
}
