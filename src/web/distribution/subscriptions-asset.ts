import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';

/** The subscriptions script (browser-kept follows), read once. */
export const SUBSCRIPTIONS_JS = fs.readFileSync(path.resolve(import.meta.dirname, '../assets/subscriptions.js'), 'utf8');
/** Content hash of the script (its ETag and cache-busting version). */
export const SUBSCRIPTIONS_JS_HASH = crypto.createHash('sha256').update(SUBSCRIPTIONS_JS).digest('hex').slice(0, 12);
/** The URL of the subscriptions script, versioned by its content. */
export const SUBSCRIPTIONS_JS_URL = `/assets/subscriptions.js?v=${SUBSCRIPTIONS_JS_HASH}`;
