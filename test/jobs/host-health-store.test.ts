import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { loadConfig } from '../../src/config.ts';
import { readHostHealth, storeHealthSink } from '../../src/arxiv/host-health-store.ts';
import { HostHealthRecorder } from '../../src/arxiv/host-health.ts';
import { sourceLine, sourceStatus } from '../../src/jobs/sources.ts';
import type { ClientEvent } from '../../src/arxiv/client.ts';

const T0 = Date.parse('2026-12-07T10:00:00.000Z');
const at = (s: number) => T0 + s * 1000;
const fail = (url: string, reason = 'HTTP 503', status: number | null = 503): ClientEvent => ({ kind: 'retry', url, attempt: 1, reason, status: status ?? undefined, waitMs: 1 });
const ok = (url: string): ClientEvent => ({ kind: 'answer', url, attempt: 1, status: 200 });

describeStores('host health in the store: every process\'s trouble seen from any other', (kind) => {
  let t: TestStore;
  beforeEach(async () => { t = await createTestStore(kind); });
  afterEach(async () => { await t.drop(); });

  it('adds up the failed requests of two processes into one streak, since the first, with the last reason', async () => {
    let now = at(0);
    const a = new HostHealthRecorder(storeHealthSink(t.store), { now: () => now });
    const b = new HostHealthRecorder(storeHealthSink(t.store), { now: () => now });
    a.record(fail('https://arxiv.org/html/2606.00001v1'));
    now = at(1); b.record(fail('https://arxiv.org/pdf/2606.00002v1', 'network error: fetch failed (connect ECONNREFUSED 127.0.0.1:9)', null));
    now = at(2); a.record(fail('https://arxiv.org/e-print/2606.00001v1'));
    await a.flush(); await b.flush();
    expect(await readHostHealth(t.store)).toEqual([{
      host: 'arxiv.org', lastSuccessAt: null, failingSince: new Date(at(0)).toISOString(), failures: 3,
      lastFailureAt: new Date(at(2)).toISOString(), lastError: 'HTTP 503', lastStatus: 503,
    }]);
  });

  it('an answer ends the streak; a late write of older failures or an older answer does not undo a newer state', async () => {
    const sink = storeHealthSink(t.store);
    await sink.failed('export.arxiv.org', { firstAt: at(0), lastAt: at(10), count: 4, reason: 'HTTP 503', status: 503 });
    await sink.answered('export.arxiv.org', at(20));
    let [h] = await readHostHealth(t.store);
    expect(h).toMatchObject({ lastSuccessAt: new Date(at(20)).toISOString(), failingSince: null, failures: 0 });
    // another process's failures from before that answer come late: not counted
    await sink.failed('export.arxiv.org', { firstAt: at(5), lastAt: at(15), count: 2, reason: 'HTTP 502', status: 502 });
    [h] = await readHostHealth(t.store);
    expect(h).toMatchObject({ failingSince: null, failures: 0 });
    // a new streak after the answer
    await sink.failed('export.arxiv.org', { firstAt: at(30), lastAt: at(31), count: 2, reason: 'timed out after 60000 ms', status: null });
    // an answer from before the streak began, written late, does not end it; an answer older than the last does not move it back
    await sink.answered('export.arxiv.org', at(25));
    await sink.answered('export.arxiv.org', at(22));
    [h] = await readHostHealth(t.store);
    expect(h).toMatchObject({ lastSuccessAt: new Date(at(25)).toISOString(), failingSince: new Date(at(30)).toISOString(), failures: 2, lastError: 'timed out after 60000 ms', lastStatus: null });
    // older failures of another process written late add to the count but do not replace the newest reason
    await sink.failed('export.arxiv.org', { firstAt: at(30), lastAt: at(30.5), count: 1, reason: 'HTTP 500', status: 500 });
    [h] = await readHostHealth(t.store);
    expect(h).toMatchObject({ failures: 3, lastError: 'timed out after 60000 ms', lastFailureAt: new Date(at(31)).toISOString() });
    // a batch straddling another process's answer starts the streak no sooner than that answer
    await sink.answered('export.arxiv.org', at(40));
    await sink.failed('export.arxiv.org', { firstAt: at(35), lastAt: at(45), count: 3, reason: 'HTTP 503', status: 503 });
    [h] = await readHostHealth(t.store);
    expect(h).toMatchObject({ lastSuccessAt: new Date(at(40)).toISOString(), failingSince: new Date(at(40)).toISOString(), failures: 3, lastError: 'HTTP 503' });
  });

  it('sourceStatus names the work that needs each host and says whether it answers', async () => {
    const config = loadConfig({ ...t.env, PAPERBOARD_IMPORT_SAMPLE: 'false', LOG_LEVEL: 'silent' });
    const sink = storeHealthSink(t.store);
    await sink.failed('arxiv.org', { firstAt: at(0), lastAt: at(60), count: 15, reason: 'HTTP 503', status: 503 });
    await sink.answered('export.arxiv.org', at(50));
    await sink.answered('example.net', at(55));
    const sources = await sourceStatus(t.store, config);
    const by = Object.fromEntries(sources.map((s) => [s.host, s]));
    expect(by['arxiv.org']).toMatchObject({ answering: false, failures: 15, neededBy: ['affiliations'], neededByZh: ['机构'] });
    expect(by['export.arxiv.org']).toMatchObject({ answering: true, neededBy: ['title look-ups', 'harvest'] });
    expect(by['example.net']).toMatchObject({ answering: true, neededBy: [] });
    const now = new Date(at(180));
    expect(sourceLine(by['arxiv.org'], now)).toBe('arxiv.org: not answering since 2026-12-07 10:00:00 UTC, 3 min ago (15 failed requests; last: HTTP 503); waiting for it: affiliations');
    expect(sourceLine(by['export.arxiv.org'], now)).toBe('export.arxiv.org: answering (last answer 2026-12-07 10:00:50 UTC, 2 min ago); needed by: title look-ups, harvest');
  });
});
