import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** The installed command (runs the build in dist/). */
export const BIN = path.resolve(import.meta.dirname, '../../bin/paperboard.js');

/** Polls `cond` every 50 ms until it holds; throws after `ms`. */
export async function until(cond: () => Promise<boolean> | boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Polls `get` every 50 ms until `ok` holds for its value, and returns that value; throws after `ms` with the last one. */
export async function untilValue<T>(get: () => Promise<T> | T, ok: (v: T) => boolean = Boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await get();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting (last: ${JSON.stringify(v)?.slice(0, 300)})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A TCP port free on 127.0.0.1 just now. */
export const freePort = () => new Promise<number>((resolve) => { const s = net.createServer().listen(0, '127.0.0.1', () => { const p = (s.address() as net.AddressInfo).port; s.close(() => resolve(p)); }); });

/** Starts the real command; resolves its exit with everything it printed. */
export function launch(args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; exit: Promise<{ code: number | null; signal: string | null; out: string }> } {
  const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  return { child, exit: new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, out }))) };
}
