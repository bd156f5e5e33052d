import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { queueFor } from '../helpers/queues.ts';
import { commentRecords, tempFile } from '../helpers/data.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { loadConfig } from '../../src/config.ts';
import type { Jobs } from '../../src/jobs/jobs.ts';
import { REDETECT_TASK, registerTasks } from '../../src/venues/tasks.ts';
import { FRESH_STORE, storedVenueRules, VENUE_RULES_KEY, venueRulesFingerprint } from '../../src/venues/rules-mark.ts';
import { redetectProgress } from '../../src/venues/redetect-progress.ts';

// Papers whose stored venues an older build wrote differently: ICML's position papers under the names the rules gave
// before one programme got one name, and a mention the old rules did not find at all.
const PAPERS: [string, string][] = [
  ['2605.01428', 'To appear in ICML 2026 (Position Track)'],
  ['2605.18801', 'Accepted to ICML 2026 Position Paper Track'],
  ['2605.00031', 'Accepted at ICLR 2026'],
];

async function until(cond: () => Promise<boolean>, ms = 60_000): Promise<void> {
  for (const end = Date.now() + ms; !(await cond());) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describeStores('venue rules changed by an upgrade: the stored papers re-detected once', (kind) => {
  let t: TestStore;
  const open: Jobs[] = [];
  const config = (extra: Record<string, string> = {}) => loadConfig({ ...extra });
  beforeEach(async () => { t = await createTestStore(kind); });
  afterEach(async () => {
    for (const j of open.splice(0)) await j.stop();
    await t.drop();
  });
  const queue = async (opts = {}) => { const j = await queueFor(kind, t, { pollMs: 50, ...(process.env.DEBUG_RULES ? { logger: (await import('pino')).default({ level: 'info' }) } : {}), ...opts }); open.push(j); return j; };
  const programmes = async () => (await t.store.db.selectFrom('paper_venues').select(['paper_id', 'programme']).where('edition', '=', 'icml-2026').orderBy('paper_id').execute())
    .map((r) => `${r.paper_id} ${r.programme}`);
  /** As an older build left the store: other programme names, a mention missing, and that build's rules' mark. */
  async function asOlderBuildLeftIt(mark: string | null) {
    await importFile(t.store, tempFile('papers.jsonl', commentRecords(PAPERS, 'Rules mark paper', 'cs.LG')));
    await t.store.db.updateTable('paper_venues').set({ programme: 'Position Track' }).where('paper_id', '=', '2605.01428').execute();
    await t.store.db.deleteFrom('paper_venues').where('paper_id', '=', '2605.00031').execute();
    if (mark === null) await t.store.db.deleteFrom('kv').where('key', '=', VENUE_RULES_KEY).execute();
    else await t.store.db.updateTable('kv').set({ value: mark }).where('key', '=', VENUE_RULES_KEY).execute();
  }

  it('marks a store created empty as detected by the running rules, and queues nothing', async () => {
    expect(await storedVenueRules(t.store)).toBe(FRESH_STORE);
    await importFile(t.store, tempFile('papers.jsonl', commentRecords(PAPERS, 'Rules mark paper', 'cs.LG')));
    const jobs = await queue({ run: false });
    await registerTasks(jobs, { store: t.store, config: config() });
    expect(await storedVenueRules(t.store)).toBe(venueRulesFingerprint());
    expect(await jobs.waiting(REDETECT_TASK, 10)).toEqual([]);
  });

  it('re-detects a store an older build detected (another mark, or none), once, and marks it', async () => {
    await asOlderBuildLeftIt('0123456789abcdef');
    expect(await programmes()).toEqual(['2605.01428 Position Track', '2605.18801 Position Paper Track']);
    const jobs = await queue({ run: true });
    await registerTasks(jobs, { store: t.store, config: config() });
    // a second process starting meanwhile queues no second job
    const other = await queue({ run: false });
    await registerTasks(other, { store: t.store, config: config() });
    expect((await jobs.waiting(REDETECT_TASK, 10)).length).toBe(1);
    // what `paperboard status` and /admin show meanwhile: every paper left, then none
    expect(await redetectProgress(t.store)).toMatchObject({ kind: 'venues', remaining: 3, doneLastHour: 0 });
    await jobs.start();
    await until(async () => (await storedVenueRules(t.store)) === venueRulesFingerprint());
    expect(await programmes()).toEqual(['2605.01428 Position Paper Track', '2605.18801 Position Paper Track']);
    expect(await t.store.db.selectFrom('paper_venues').select('edition').where('paper_id', '=', '2605.00031').execute()).toEqual([{ edition: 'iclr-2026' }]);
    expect(await redetectProgress(t.store)).toMatchObject({ remaining: 0 });
    // marked: the next start queues nothing
    await registerTasks(other, { store: t.store, config: config() });
    expect(await other.waiting(REDETECT_TASK, 10)).toEqual([]);
  }, 120_000);

  it('leaves a store without a mark (older than the mark) to the command when PAPERBOARD_VENUES_REDETECT is false; the command marks it', async () => {
    await asOlderBuildLeftIt(null);
    const jobs = await queue({ run: false });
    await registerTasks(jobs, { store: t.store, config: config({ PAPERBOARD_VENUES_REDETECT: 'false' }) });
    expect(await jobs.waiting(REDETECT_TASK, 10)).toEqual([]);
    expect(await storedVenueRules(t.store)).toBeNull();
    const bin = path.resolve(import.meta.dirname, '../../bin/paperboard.js');
    const { stdout } = await promisify(execFile)('node', [bin, 'venues', 'redetect'], { env: { ...process.env, ...t.env } });
    // one paper's venue found anew; the other's programme name rewritten in place
    expect(stdout).toContain('re-detected venues of 3 papers: 1 papers changed venue');
    expect(await storedVenueRules(t.store)).toBe(venueRulesFingerprint());
    expect(await programmes()).toEqual(['2605.01428 Position Paper Track', '2605.18801 Position Paper Track']);
  }, 120_000);
});
