import type { Store } from '../store/connection.ts';
import type { WorkProgress } from '../jobs/work-progress.ts';
import { REDETECT_TASK, rulesCurrent, storedVenueRules, venueRulesFingerprint } from './rules-mark.ts';

/** The kv key where a running re-detection job records how far it got: `{ rules, started, done }` (JSON). */
export const REDETECT_PROGRESS_KEY = 'venue_redetect_progress';

interface Progress { rules: string; started: string; done: number }

/** Records that a re-detection for `rules`, started at `started`, has gone through `done` papers. */
export async function recordRedetectProgress(store: Store, p: Progress): Promise<void> {
  const value = JSON.stringify(p);
  const updated_at = new Date().toISOString();
  await store.db.insertInto('kv').values({ key: REDETECT_PROGRESS_KEY, value, updated_at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at })).execute();
}

/**
 * Venue re-detection after an upgrade, for `paperboard status` and /admin: nothing left when the store's venues were
 * detected by this build's rules; else every stored paper (from the maintained count), less those a running job went
 * through, at the pace it has gone so far.
 */
export async function redetectProgress(store: Store, now = new Date()): Promise<WorkProgress> {
  const base = { kind: 'venues', label: '会议重新识别 · Venue re-detection', tasks: [REDETECT_TASK], failures: 0 };
  const stored = await storedVenueRules(store);
  const rules = venueRulesFingerprint();
  if (rulesCurrent(stored)) return { ...base, remaining: 0, doneLastHour: 0, note: 'venues detected by the rules this build runs', noteZh: '会议由当前版本的规则识别' };
  const [count, row] = await Promise.all([
    store.db.selectFrom('store_counts').select('n').where('name', '=', 'papers').executeTakeFirst(),
    store.db.selectFrom('kv').select('value').where('key', '=', REDETECT_PROGRESS_KEY).executeTakeFirst(),
  ]);
  const total = Number(count?.n ?? 0);
  let p: Progress | null = null;
  try { p = row ? (JSON.parse(row.value) as Progress) : null; } catch { p = null; }
  const running = p && p.rules === rules ? p : null;
  const done = Math.min(total, running?.done ?? 0);
  // papers gone through in the last hour: all of them when the job started within it, else at its average pace
  const hours = running ? (now.getTime() - Date.parse(running.started)) / 3600_000 : 0;
  return {
    ...base, remaining: total - done, doneLastHour: hours > 1 ? Math.round(done / hours) : done,
    note: `the stored venues were detected by ${stored === null ? 'rules older than this mark' : 'other rules'} than this build's: every paper is re-detected once (PAPERBOARD_VENUES_REDETECT; or \`paperboard venues redetect\`)`,
    noteZh: '已存会议由旧规则识别：每篇论文将重新识别一次',
  };
}
