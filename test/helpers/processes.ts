import { spawn, type ChildProcess } from 'node:child_process';
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

/** Starts the real command; resolves its exit with everything it printed. */
export function launch(args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; exit: Promise<{ code: number | null; signal: string | null; out: string }> } {
  const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  return { child, exit: new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, out }))) };
}
