import type { Config } from '../config.ts';
import type { Store } from '../store/connection.ts';
import type { WorkProgress } from '../jobs/work-progress.ts';
import { AFFILIATIONS_SWEEP_TASK, AFFILIATIONS_TASK, countMissingAffiliations } from './tasks.ts';

/** Affiliation progress: venue papers with no affiliations read yet, papers read in the last hour, papers where no source had any (last day). */
export async function affiliationProgress(store: Store, config: Config, now = new Date()): Promise<WorkProgress> {
  const hourAgo = new Date(now.getTime() - 3600_000).toISOString();
  const dayAgo = new Date(now.getTime() - 86400_000).toISOString();
  const [remaining, done, none] = await Promise.all([
    countMissingAffiliations(store),
    store.db.selectFrom('paper_affiliation_sources').where('extracted_at', '>=', hourAgo).select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirst(),
    store.db.selectFrom('paper_affiliation_sources').where('extracted_at', '>=', dayAgo).where('source', '=', 'none')
      .select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return {
    kind: 'affiliations', label: '机构 · Affiliations', tasks: [AFFILIATIONS_TASK, AFFILIATIONS_SWEEP_TASK],
    remaining, doneLastHour: Number(done?.n ?? 0), failures: Number(none?.n ?? 0),
    note: config.affiliationsSchedule ? 'venue papers; failures are papers where no source had affiliations'
      : 'automatic fetching is off (PAPERBOARD_AFFILIATIONS_SCHEDULE=false); venue papers',
    noteZh: config.affiliationsSchedule ? '有会议的论文；失败指所有来源都没有机构的论文' : '自动抓取已关闭；有会议的论文',
  };
}
