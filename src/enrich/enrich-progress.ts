import type { Config } from '../config.ts';
import type { Store } from '../store/connection.ts';
import type { WorkProgress } from '../jobs/work-progress.ts';
import { ENRICH_PROMPT_VERSION } from './prompts.ts';
import { countMissingEnrichment, ENRICH_SWEEP_TASK, ENRICH_TASK } from './tasks.ts';

/** Enrichment progress: papers without every AI field done by the configured model (a maintained count), papers finished and fields failed lately. */
export async function enrichmentProgress(store: Store, config: Config, now = new Date()): Promise<WorkProgress> {
  const base = { kind: 'enrichment', label: 'AI 翻译与总结 · AI fields', tasks: [ENRICH_TASK, ENRICH_SWEEP_TASK] };
  const model = config.llmModel;
  if (!model || !config.llmBaseUrl) {
    return { ...base, remaining: null, doneLastHour: 0, failures: 0, note: 'no model configured (PAPERBOARD_LLM_BASE_URL, PAPERBOARD_LLM_MODEL)', noteZh: '未配置大模型' };
  }
  const hourAgo = new Date(now.getTime() - 3600_000).toISOString();
  const dayAgo = new Date(now.getTime() - 86400_000).toISOString();
  const recent = (status: string, since: string) => store.db.selectFrom('enrichments').where('model', '=', model).where('prompt_version', '=', ENRICH_PROMPT_VERSION)
    .where('status', '=', status).where('updated_at', '>=', since);
  const [remaining, done, failed] = await Promise.all([
    countMissingEnrichment(store, model),
    recent('done', hourAgo).select(({ fn }) => fn.count<number>('paper_id').distinct().as('n')).executeTakeFirst(),
    recent('failed', dayAgo).select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return { ...base, remaining, doneLastHour: Number(done?.n ?? 0), failures: Number(failed?.n ?? 0), note: `papers without every AI field done; failures are fields (model ${model})`, noteZh: '尚缺 AI 字段的论文；失败按字段计' };
}
