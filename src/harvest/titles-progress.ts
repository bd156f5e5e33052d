import type { Config } from '../config.ts';
import type { Store } from '../store/connection.ts';
import type { WorkProgress } from '../jobs/work-progress.ts';
import { unmatchedListEntries } from '../venues/lists/unmatched.ts';
import { TITLES_TASK } from './tasks.ts';

/** Most unmatched entries counted for the status (counting means reading them; past this the figure says "at least"). */
const COUNT_CAP = 100_000;

/** Title look-up progress: accepted-list entries still to look up on arXiv, look-ups in the last hour, errors in the last day. */
export async function titlesProgress(store: Store, config: Config, now = new Date()): Promise<WorkProgress> {
  const hourAgo = new Date(now.getTime() - 3600_000).toISOString();
  const dayAgo = new Date(now.getTime() - 86400_000).toISOString();
  const [left, done, errors] = await Promise.all([
    unmatchedListEntries(store, COUNT_CAP),
    store.db.selectFrom('harvest_title_lookups').where('looked_up_at', '>=', hourAgo).select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirst(),
    store.db.selectFrom('harvest_title_lookups').where('looked_up_at', '>=', dayAgo).where('status', '=', 'error')
      .select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return {
    kind: 'titles', label: '标题检索 · Title look-ups', tasks: [TITLES_TASK], remaining: left.length,
    doneLastHour: Number(done?.n ?? 0), failures: Number(errors?.n ?? 0),
    note: `accepted-list entries without an arXiv match${left.length >= COUNT_CAP ? ` (at least ${COUNT_CAP})` : ''}${config.harvestSchedule ? '' : '; scheduled look-ups are off (PAPERBOARD_HARVEST_SCHEDULE=false)'}`,
    noteZh: `录用列表中尚未匹配到 arXiv 的条目${config.harvestSchedule ? '' : '；定时检索已关闭'}`,
  };
}
