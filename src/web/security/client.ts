import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Config } from '../../config.ts';

/** The client's address: the socket's peer, or (only when the proxy is trusted) the last X-Forwarded-For hop. */
export function clientAddress(c: Context, config: Config): string {
  if (config.trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    if (hops.length) return hops[hops.length - 1].slice(0, 100);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Whether the request came over TLS (directly, or via a trusted proxy's X-Forwarded-Proto). */
export function isSecure(c: Context, config: Config): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return config.trustProxy && (c.req.header('x-forwarded-proto') ?? '').split(',')[0].trim().toLowerCase() === 'https';
}
