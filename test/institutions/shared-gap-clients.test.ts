// The OpenAlex and official-list clients keep one polite gap per host for the whole deployment, as the arXiv client
// does: two processes' clients (each with its own connection to the same store) never start two requests to a host
// closer than the gap, and the clients the configuration makes use the store's gate once the process shares it.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { shareGapThrough } from '../../src/arxiv/client.ts';
import { storeGapGate } from '../../src/arxiv/shared-gap.ts';
import { loadConfig } from '../../src/config.ts';
import { OpenAlexClient, openAlexFromConfig } from '../../src/institutions/openalex-client.ts';
import { OfficialHttp } from '../../src/official/http.ts';
import { officialHttp } from '../../src/official/registry.ts';
import { openStore, type Store } from '../../src/store/connection.ts';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { closestGap, recordingGate } from '../helpers/recording-gate.ts';

const GAP = 300;

describeStores('OpenAlex and official-list gaps shared across processes', (kind) => {
  let t: TestStore;
  let other: Store;
  let server: http.Server;
  let base = '';
  let dir = '';
  let sent: number[] = [];
  let reserved: number[] = [];
  beforeEach(async () => {
    t = await createTestStore(kind);
    other = openStore({ databaseUrl: t.env.DATABASE_URL || undefined, sqlitePath: t.env.PAPERBOARD_SQLITE_PATH ?? '' });
    server = http.createServer((_req, res) => { res.writeHead(200, { 'content-type': 'application/json' }); res.end('{"results":[]}'); });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-gap-clients-'));
    sent = [];
    reserved = [];
  });
  afterEach(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await other.close();
    await t.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const onEvent = (e: { kind: string }) => { if (e.kind === 'request') sent.push(Date.now()); };
  // The starts the gate handed out are a gap apart (exact, whatever the load); each request waited for its start
  // (the k-th request sent is no earlier than the k-th start reserved).
  const spacedByGate = () => {
    expect(reserved).toHaveLength(sent.length);
    expect(closestGap(reserved)).toBeGreaterThanOrEqual(GAP);
    const r = [...reserved].sort((a, b) => a - b);
    [...sent].sort((a, b) => a - b).forEach((x, k) => expect(x).toBeGreaterThanOrEqual(r[k] - 2));
  };

  it('two OpenAlex clients on two connections: request starts at least the gap apart in all', async () => {
    const clients = [t.store, other].map((s, k) => new OpenAlexClient(base, 'x@y.z', path.join(dir, `c${k}`), { gapMs: GAP, gate: recordingGate(storeGapGate(s), reserved), onEvent }));
    await Promise.all(clients.flatMap((c, k) => Array.from({ length: 3 }, (_, i) => c.getJson(c.url('/works', { q: `${k}-${i}` })))));
    expect(sent).toHaveLength(6);
    spacedByGate();
  }, 30_000);

  it('two official-list clients on two connections: request starts at least the gap apart in all', async () => {
    const clients = [t.store, other].map((s, k) => new OfficialHttp(path.join(dir, `l${k}`), { contact: 'x@y.z', gapMs: GAP, gate: recordingGate(storeGapGate(s), reserved), onEvent }));
    await Promise.all(clients.flatMap((c, k) => Array.from({ length: 3 }, (_, i) => c.getText(`${base}/list-${k}-${i}.json`))));
    expect(sent).toHaveLength(6);
    spacedByGate();
  }, 30_000);

  it('the clients the configuration makes reserve their turns through the store once the process shares its gate', async () => {
    const config = loadConfig({ ...t.env, PAPERBOARD_OPENALEX_URL: base, PAPERBOARD_OPENALEX_CACHE: path.join(dir, 'oa'), PAPERBOARD_LISTS_CACHE: path.join(dir, 'lists'),
      PAPERBOARD_OPENALEX_GAP_MS: '50', PAPERBOARD_LISTS_GAP_MS: '50' });
    shareGapThrough(storeGapGate(t.store));
    const host = new URL(base).host;
    const gapRow = () => other.db.selectFrom('kv').select('value').where('key', '=', `gap:${host}`).executeTakeFirst();
    await openAlexFromConfig(config).getJson(`${base}/works/W1`);
    const first = await gapRow();
    expect(first).toBeDefined();
    await officialHttp(config).getText(`${base}/pmlr/v1.json`);
    const second = await gapRow();
    // The list client reserved the next slot after the OpenAlex request's: the row moved on.
    expect(Number(second!.value)).toBeGreaterThan(Number(first!.value));
  }, 30_000);
});
