import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { BIN, freePort, untilValue as until } from '../helpers/processes.ts';
import { createTestStore, type TestStore } from '../helpers/stores.ts';
import { csrfOf, seedPapers } from '../corrections/fixture.ts';

const TOKEN = 'moderator-token-0123456789';
const QUIET = { PAPERBOARD_IMPORT_SAMPLE: 'false', PAPERBOARD_HARVEST_SCHEDULE: 'false', PAPERBOARD_AFFILIATIONS_SCHEDULE: 'false', LOG_LEVEL: 'info' };

const alive = (pid: number) => { try { process.kill(pid, 0); return true; } catch { return false; } };

/** The pids of a process's children (Linux /proc). */
const childrenOf = (ppid: number) => fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d)).flatMap((d) => {
  try {
    const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === ppid ? [Number(d)] : [];
  } catch { return []; }
});

/** A browser-like client on one kept-alive connection (so one web process answers all its requests), with cookies. */
function pinned(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const jar = new Map<string, string>();
  const request = (method: string, url: string, form?: Record<string, string>, headers: Record<string, string> = {}) => new Promise<{ status: number; text: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const body = form ? new URLSearchParams(form).toString() : undefined;
    const h: Record<string, string> = { ...headers, ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}), ...(body ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) } : {}) };
    const req = http.request(`${base}${url}`, { method, agent, headers: h }, (res) => {
      for (const c of res.headers['set-cookie'] ?? []) {
        const [pair] = c.split(';');
        const i = pair.indexOf('=');
        jar.set(pair.slice(0, i), pair.slice(i + 1));
      }
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, text, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(body);
  });
  return {
    get: (url: string) => request('GET', url),
    post: (url: string, form: Record<string, string>, headers?: Record<string, string>) => request('POST', url, form, headers),
    pid: async () => Number(JSON.parse((await request('GET', '/healthz')).text).process),
    close: () => agent.destroy(),
  };
}

export const WEB_CLUSTER = 'serve as a cluster of web processes';

/** The suite on one store; run as web-cluster-sqlite.test.ts and web-cluster-postgres.test.ts, so both test workers can run it at once. */
export function webCluster(kind: 'sqlite' | 'postgres'): void {
  let t: TestStore;
  let child: ChildProcess | undefined;
  let out = '';
  beforeEach(async () => { t = await createTestStore(kind); out = ''; });
  afterEach(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await t.drop();
  });

  it('two web processes answer; a correction made through one shows in the other at once; a killed one is replaced; SIGTERM stops all', async () => {
    const ids = await seedPapers(t.store);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [BIN, 'serve'], {
      // A stop timeout longer than the test: a process the stop misses would hold the leader past it.
      env: { ...process.env, ...t.env, ...QUIET, PORT: String(port), HOST: '127.0.0.1', PAPERBOARD_WEB_PROCESSES: '2', PAPERBOARD_ADMIN_TOKEN: TOKEN, PAPERBOARD_STOP_TIMEOUT_S: '600' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    const exit = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));
    const serving = await until(() => out.split('\n').find((l) => l.includes('"msg":"serving"')), Boolean, 90_000);
    const pids = (JSON.parse(serving!).pids as number[]).sort();
    expect(pids).toHaveLength(2);
    expect(pids).not.toContain(child.pid);
    // Only the leader migrates and runs the jobs.
    expect(out.match(/"msg":"jobs ready"/g)).toHaveLength(1);
    expect(out).toMatch(new RegExp(`"pid":${child.pid},[^\\n]*"role":"leader"[^\\n]*"msg":"jobs ready"`));

    // One client per process (each kept-alive connection stays with the process that accepted it).
    const clients: ReturnType<typeof pinned>[] = [];
    const seen = new Map<number, ReturnType<typeof pinned>>();
    while (seen.size < 2) {
      const c = pinned(base);
      clients.push(c);
      const pid = await c.pid();
      if (seen.has(pid) || clients.length > 20) continue;
      seen.set(pid, c);
    }
    expect([...seen.keys()].sort()).toEqual(pids);
    const [a, b] = [...seen.values()];
    for (const c of [a, b]) {
      // A readiness probe may say "not ready" while a process warms up on a loaded machine (its checks answer within
      // 2 s or count as down); an orchestrator polls it, and so does this test.
      const ready = await until(() => c.get('/readyz'), (r) => r.status === 200, 60_000);
      expect([ready.status, JSON.parse(ready.text)]).toEqual([200, { status: 'ready', database: 'ok', queue: 'ok' }]);
    }

    // Both cache the paper page; a reader reports a Chinese title through A and a moderator accepts it through A.
    const title = '跨进程可见的中文标题';
    for (const c of [a, b]) expect((await c.get(`/papers/${ids[0]}`)).text).not.toContain(title);
    const form = await a.get(`/report?paper=${ids[0]}&field=title_zh`);
    const filed = await a.post('/report', { _csrf: csrfOf(form.text), paper: ids[0], field: 'title_zh', proposed: title }, { accept: 'application/json' });
    expect([filed.status, JSON.parse(filed.text).ok]).toEqual([200, true]);
    const login = await a.get('/admin/login');
    expect((await a.post('/admin/login', { _csrf: csrfOf(login.text), secret: TOKEN, name: 'Mod', next: '/admin/reports' })).status).toBe(303);
    const queue = await a.get('/admin/reports');
    const reportId = /name="one" value="accept:(\d+)"/.exec(queue.text)?.[1];
    expect(reportId).toBeDefined();
    expect((await a.post('/admin/reports', { _csrf: csrfOf(queue.text), one: `accept:${reportId}` })).status).toBe(303);
    expect((await a.get(`/papers/${ids[0]}`)).text).toContain(title);
    // B's cached copy follows within its data-version probe (1 s).
    const started = Date.now();
    await until(async () => (await b.get(`/papers/${ids[0]}`)).text.includes(title), Boolean, 10_000);
    expect(Date.now() - started).toBeLessThan(5000);

    // A web process killed outright is replaced; the site keeps answering meanwhile.
    const victim = await b.pid();
    process.kill(victim, 'SIGKILL');
    expect((await a.get('/healthz')).status).toBe(200);
    await until(() => out.includes('web process died: starting another'));
    // The replacement answers: new connections are dealt round the listening processes, so one reaches it once it
    // listens. (Stopping before then waited out the stop timeout: a process still loading misses the leader's stop.)
    const survivor = await a.pid();
    const fresh = await until(async () => {
      const c = pinned(base);
      const pid = await c.pid().catch(() => 0);
      if (pid && pid !== survivor) return c;
      c.close();
      return undefined;
    }, Boolean, 90_000);
    clients.push(fresh!);

    const running = [...new Set([await a.pid(), await fresh!.pid()])];
    expect(running).toHaveLength(2);
    expect(running).not.toContain(victim);
    for (const c of clients) c.close();
    // A web process dies just before the stop: its replacement is still loading its modules when SIGTERM reaches the
    // leader, and stops with the rest (a stop message would reach it before it listens for one).
    const deaths = () => out.split('web process died: starting another').length - 1;
    process.kill(running[1], 'SIGKILL');
    await until(() => deaths() === 2);
    // the leader logs the death before it forks the replacement: wait for the new process itself (still loading)
    const leader = child.pid!;
    await until(() => childrenOf(leader).length === 2);
    const web = childrenOf(leader);
    expect(web).toHaveLength(2);
    child.kill('SIGTERM');
    expect(await exit, out).toBe(0);
    for (const pid of [...running, ...web]) expect(alive(pid)).toBe(false);
    expect(out).toMatch(/"role":"web"[^\n]*"msg":"stopping: finishing requests and jobs in flight"/);
  }, 180_000);
}
