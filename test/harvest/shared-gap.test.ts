// The gap to arXiv is one for the whole deployment: two processes' clients (each with its own connection to the same
// store) together never start two requests to a host closer than the gap; without the shared gate they would.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ArxivClient } from '../../src/arxiv/client.ts';
import { storeGapGate } from '../../src/arxiv/shared-gap.ts';
import { openStore, type Store } from '../../src/store/connection.ts';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { ReplayServer } from './replay-server.ts';
import { closestGap, recordingGate } from '../helpers/recording-gate.ts';

const GAP = 400;

describeStores('arXiv gap shared across processes', (kind) => {
  let t: TestStore;
  let other: Store;
  let server: ReplayServer;
  beforeEach(async () => {
    t = await createTestStore(kind);
    // A second connection, as another worker process on the same store has.
    other = openStore({ databaseUrl: t.env.DATABASE_URL || undefined, sqlitePath: t.env.PAPERBOARD_SQLITE_PATH ?? '' });
    server = await new ReplayServer(() => Date.now()).start();
    server.atom = () => ({ body: '<feed xmlns="http://www.w3.org/2005/Atom"></feed>' });
    sent = [];
  });
  afterEach(async () => {
    await server.stop();
    await other.close();
    await t.drop();
  });

  // When each client sends a request (its 'request' event, just before the fetch), all clients together.
  let sent: number[] = [];
  const onEvent = (e: { kind: string }) => { if (e.kind === 'request') sent.push(Date.now()); };
  const starts = () => [...sent].sort((a, b) => a - b);
  const closest = (at: number[]) => Math.min(...at.slice(1).map((x, i) => x - at[i]));
  const burst = (clients: ArxivClient[]) => Promise.all(clients.flatMap((c, k) => Array.from({ length: 4 }, (_, i) => c.fetchText(`${server.url}/api/query?c=${k}&i=${i}`))));

  it('two clients on two connections: request starts at least the gap apart in all', async () => {
    // The starts the gate handed out (exact, whatever the machine's load; a timer firing late only delays a request).
    const reserved: number[] = [];
    const a = new ArxivClient({ contact: 'x@y.z', gapMs: GAP, gate: recordingGate(storeGapGate(t.store), reserved), onEvent });
    const b = new ArxivClient({ contact: 'x@y.z', gapMs: GAP, gate: recordingGate(storeGapGate(other), reserved), onEvent });
    await burst([a, b]);
    expect(server.requests).toHaveLength(8);
    expect(reserved).toHaveLength(8);
    // Eight starts one gap apart in all: the combined rate is one per gap.
    expect(closestGap(reserved)).toBeGreaterThanOrEqual(GAP);
    // Each request waited for its start: the k-th request sent is no earlier than the k-th start reserved.
    const r = [...reserved].sort((x, y) => x - y);
    starts().forEach((x, k) => expect(x).toBeGreaterThanOrEqual(r[k] - 2));
  }, 30_000);

  it('without the shared gate each client keeps only its own gap (the combined rate doubles)', async () => {
    await burst([new ArxivClient({ contact: 'x@y.z', gapMs: GAP, onEvent }), new ArxivClient({ contact: 'x@y.z', gapMs: GAP, onEvent })]);
    expect(closest(starts())).toBeLessThan(GAP / 2);
  }, 30_000);
});
