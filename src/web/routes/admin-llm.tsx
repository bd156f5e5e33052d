import type { Hono } from 'hono';
import type { Store } from '../../store/connection.ts';
import type { Config } from '../../config.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { Layout, Wide } from '../layout.tsx';
import { LLM_SETUP_HINT, llmConfigured } from '../../enrich/llm-client.ts';
import { recentCalls, usageByDay, usageByRun, type Usage } from '../../enrich/llm-ledger.ts';
import { ENRICH_PROMPT_VERSION } from '../../enrich/prompts.ts';

/** Everything /admin/llm shows: provider, limits, prices, field counts, usage per day / run / call, queue. */
export interface LlmStatus {
  configured: boolean;
  provider: { baseUrl: string | null; model: string | null; promptVersion: string; timeoutMs: number; concurrency: number; rpm: number; tpm: number; batch: number; priceInput: number; priceOutput: number };
  fields: { task: string; status: string; n: number }[];
  days: (Usage & { day: string })[];
  runs: (Usage & { runId: string; startedAt: string; model: string })[];
  calls: Awaited<ReturnType<typeof recentCalls>>;
  jobs: Record<string, number> | null;
}

/** Gathers the LLM status from the store (and the queue when given). */
export async function llmStatus(store: Store, config: Config, jobs?: Jobs): Promise<LlmStatus> {
  const fields = await store.db.selectFrom('enrichments').select(['task', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['task', 'status']).orderBy('task').orderBy('status').execute();
  return {
    configured: llmConfigured(config),
    provider: {
      baseUrl: config.llmBaseUrl ?? (config.llmApiKey ? 'https://api.openai.com/v1' : null), model: config.llmModel ?? null, promptVersion: ENRICH_PROMPT_VERSION,
      timeoutMs: config.llmTimeoutMs, concurrency: config.llmConcurrency, rpm: config.llmRpm, tpm: config.llmTpm, batch: config.llmBatchSize,
      priceInput: config.llmPriceInput, priceOutput: config.llmPriceOutput,
    },
    fields: fields.map((f) => ({ task: f.task, status: f.status, n: Number(f.n) })),
    days: await usageByDay(store, 30),
    runs: await usageByRun(store, 20),
    calls: await recentCalls(store, 30),
    jobs: jobs ? await jobs.counts().catch(() => null) : null,
  };
}

const money = (n: number) => n.toFixed(4);

function UsageTable(props: { rows: (Usage & { label: string })[]; head: string }) {
  if (props.rows.length === 0) return <p>No calls yet.</p>;
  return (
    <Wide label="LLM usage · 模型用量"><table>
      <thead><tr><th>{props.head}</th><th>calls</th><th>failed</th><th>prompt tokens</th><th>completion tokens</th><th>cost</th></tr></thead>
      <tbody>{props.rows.map((r) => <tr><td>{r.label}</td><td>{r.calls}</td><td>{r.failedCalls}</td><td>{r.promptTokens}</td><td>{r.completionTokens}</td><td>{money(r.cost)}</td></tr>)}</tbody>
    </table></Wide>
  );
}

/** The LLM page: is a model configured, what has been made, what it cost per day, run and call. */
export function LlmPage(props: { s: LlmStatus }) {
  const { s } = props;
  const p = s.provider;
  return (
    <Layout title="LLM · 大模型">
      <h1>LLM enrichment · AI 字段</h1>
      {s.configured
        ? <p>Model <code>{p.model}</code> at <code>{p.baseUrl}</code> · prompt <code>{p.promptVersion}</code> · timeout {p.timeoutMs} ms · concurrency {p.concurrency} per process · {p.rpm || '∞'} requests/min and {p.tpm || '∞'} tokens/min for all processes together · {p.batch} papers/request · price per million tokens: {p.priceInput} in / {p.priceOutput} out</p>
        : <p class="notice"><strong>No model configured: AI titles and summaries are pending.</strong> 未配置大模型，中文标题与AI总结暂缺。To enable them, {LLM_SETUP_HINT}.</p>}
      <h2>Fields</h2>
      {s.fields.length === 0 ? <p>No AI fields made yet.</p> : (
        <table><thead><tr><th>task</th><th>status</th><th>count</th></tr></thead>
          <tbody>{s.fields.map((f) => <tr><td>{f.task}</td><td>{f.status}</td><td>{f.n}</td></tr>)}</tbody></table>
      )}
      {s.jobs ? <p>Queue: {Object.entries(s.jobs).map(([k, v]) => `${k} ${v}`).join(' · ') || 'empty'}</p> : null}
      <h2>Per day (UTC)</h2>
      <UsageTable head="day" rows={s.days.map((d) => ({ ...d, label: d.day }))} />
      <h2>Per run</h2>
      <UsageTable head="run" rows={s.runs.map((r) => ({ ...r, label: `${r.runId} (${r.model})` }))} />
      <h2>Latest calls</h2>
      {s.calls.length === 0 ? <p>No calls yet.</p> : (
        <Wide label="Latest calls · 最近调用"><table>
          <thead><tr><th>when</th><th>run</th><th>purpose</th><th>papers</th><th>prompt</th><th>completion</th><th>cost</th><th>ms</th><th>error</th></tr></thead>
          <tbody>{s.calls.map((c) => (
            <tr><td>{c.at.slice(0, 19).replace('T', ' ')}</td><td>{c.run_id}</td><td>{c.purpose}</td><td>{c.items}</td><td>{c.prompt_tokens}</td><td>{c.completion_tokens}</td><td>{money(Number(c.cost))}</td><td>{c.duration_ms}</td><td>{c.error ?? ''}</td></tr>
          ))}</tbody>
        </table></Wide>
      )}
    </Layout>
  );
}

/** Mounts `/admin/llm` (HTML) and `/admin/llm.json`; the app puts /admin behind admin auth. */
export function mount(app: Hono, deps: { store: Store; config: Config; jobs?: Jobs }): void {
  app.get('/admin/llm', async (c) => c.html(<LlmPage s={await llmStatus(deps.store, deps.config, deps.jobs)} />));
  app.get('/admin/llm.json', async (c) => c.json(await llmStatus(deps.store, deps.config, deps.jobs)));
}
