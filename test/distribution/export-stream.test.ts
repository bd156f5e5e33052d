import { expect, it, vi } from 'vitest';
import { byteStream } from '../../src/exports/run-export.ts';

it('an export that fails after its headers logs one structured line and ends with a message, no stack trace', async () => {
  const err = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    async function* chunks() {
      yield 'id,title\n';
      throw Object.assign(new Error('database disk image is malformed'), { code: 'SQLITE_CORRUPT' });
    }
    const reader = byteStream(chunks(), '/exports/search.csv').getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('id,title\n');
    const failure = await reader.read().then(() => null, (e: Error) => e);
    expect(failure?.message).toBe('/exports/search.csv stopped mid-stream: database disk image is malformed');
    expect(failure?.stack).toBe(failure?.message);
    expect(err.mock.calls.map((c) => JSON.parse(String(c[0])))).toEqual([{ level: 'error', msg: 'export stopped mid-stream', what: '/exports/search.csv', err: 'database disk image is malformed', code: 'SQLITE_CORRUPT' }]);
  } finally {
    err.mockRestore();
  }
});

it('a client that goes away mid-download is not logged as a failure', async () => {
  const err = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    let release: () => void = () => {};
    async function* chunks() {
      yield 'first\n';
      await new Promise<void>((r) => { release = r; });
      yield 'second\n';
    }
    const stream = byteStream(chunks(), '/exports/venues/icml-2026.json');
    const reader = stream.getReader();
    await reader.read();
    const pending = reader.read();
    await new Promise((r) => setTimeout(r, 10));
    const cancelled = reader.cancel('client aborted');
    release();
    await cancelled;
    await pending;
    await new Promise((r) => setTimeout(r, 10));
    expect(err.mock.calls).toEqual([]);
  } finally {
    err.mockRestore();
  }
});
