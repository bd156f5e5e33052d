import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { limitConcurrency } from '../../src/web/in-flight.ts';

// No store: the turn-taking of one web process's requests (PAPERBOARD_WEB_CONCURRENCY).
describe('a web process works on a few reading requests at a time', () => {
  /** An app whose GET /work/:n waits until the test lets it finish; records the order handlers start in. */
  function app(max: number) {
    const started: string[] = [];
    const gates = new Map<string, () => void>();
    const a = new Hono();
    a.use('*', limitConcurrency(max));
    a.get('/work/:n', async (c) => {
      started.push(c.req.param('n'));
      await new Promise<void>((r) => gates.set(c.req.param('n'), r));
      return c.text('done');
    });
    a.post('/report', (c) => c.text('filed', 201));
    a.get('/healthz', (c) => c.text('ok'));
    a.get('/assets/style.css', (c) => c.text('body{}'));
    const finish = async (n: string) => {
      while (!gates.has(n)) await new Promise((r) => setTimeout(r, 1));
      gates.get(n)!();
    };
    return { a, started, finish };
  }
  const tick = () => new Promise((r) => setTimeout(r, 20));

  it('starts at most `max` GETs; the others start in arrival order as turns free up', async () => {
    const { a, started, finish } = app(2);
    const answers = ['1', '2', '3', '4'].map((n) => a.request(`/work/${n}`));
    await tick();
    expect(started).toEqual(['1', '2']);
    await finish('2');
    await tick();
    expect(started).toEqual(['1', '2', '3']);
    await finish('1');
    await finish('3');
    await finish('4');
    expect(await Promise.all(answers.map(async (r) => (await r).status))).toEqual([200, 200, 200, 200]);
    expect(started).toEqual(['1', '2', '3', '4']);
  });

  it('requests that write, health probes and static files never wait for a turn', async () => {
    const { a, started, finish } = app(1);
    const busy = a.request('/work/1');
    const queued = a.request('/work/2');
    await tick();
    expect(started).toEqual(['1']);
    expect((await a.request('/report', { method: 'POST' })).status).toBe(201);
    expect((await a.request('/healthz')).status).toBe(200);
    expect((await a.request('/assets/style.css')).status).toBe(200);
    await finish('1');
    await finish('2');
    expect((await busy).status).toBe(200);
    expect((await queued).status).toBe(200);
  });

  it('a request that fails still hands its turn on; 0 means no limit', async () => {
    const failing = new Hono();
    failing.use('*', limitConcurrency(1));
    failing.get('/boom', () => { throw new Error('boom'); });
    failing.get('/ok', (c) => c.text('ok'));
    expect((await failing.request('/boom')).status).toBe(500);
    expect((await failing.request('/ok')).status).toBe(200);
    const { a, started, finish } = app(0);
    const all = ['1', '2', '3'].map((n) => a.request(`/work/${n}`));
    await tick();
    expect(started).toEqual(['1', '2', '3']);
    for (const n of ['1', '2', '3']) await finish(n);
    await Promise.all(all);
  });
});
