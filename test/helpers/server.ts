import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';

/** Serves an app on a free 127.0.0.1 port; returns its base URL and a stop function. */
export async function listen(app: Hono): Promise<{ url: string; close(): Promise<void> }> {
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}
