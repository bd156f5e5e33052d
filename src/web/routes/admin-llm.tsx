import type { Hono } from 'hono';
import type { Store } from '../../store/connection.ts';
import type { Config } from '../../config.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { AdminNav } from '../pages/admin-nav.tsx';
import { Layout, Wide } from '../layout.tsx';
import { AdminTime, said, STATE_WORDS, TASK_WORDS } from '../pages/admin-words.tsx';
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
const NO_CALLS = '尚无调用 · No calls yet.';

function UsageTable(props: { rows: (Usage & { label: string })[]; head: string }) {
  if (props.rows.length === 0) return <p class="empty">{NO_CALLS}</p>;
  return (
    <Wide label={`模型用量 LLM usage · ${props.head}`}><table>
      <thead><tr><th>{props.head}</th><th>调用 calls</th><th>失败 failed</th><th>输入 tokens prompt tokens</th><th>输出 tokens completion tokens</th><th>费用 cost</th></tr></thead>
      <tbody>{props.rows.map((r) => <tr><td>{r.label}</td><td>{r.calls}</td><td>{r.failedCalls}</td><td>{r.promptTokens}</td><td>{r.completionTokens}</td><td>{money(r.cost)}</td></tr>)}</tbody>
    </table></Wide>
  );
}

/** The LLM page: is a model configured, what has been made, what it cost per day, run and call. */
export function LlmPage(props: { s: LlmStatus }) {
  const { s } = props;
  const p = s.provider;
  return (
    <Layout title="大模型 · LLM">
      <h1>AI 字段 · LLM enrichment</h1>
      <AdminNav current="/admin/llm" />
      {s.configured
        ? <p>模型 Model <code>{p.model}</code> at <code>{p.baseUrl}</code> · 提示词版本 prompt <code>{p.promptVersion}</code> · 超时 timeout {p.timeoutMs} ms · 每进程并发 concurrency {p.concurrency} per process · 所有进程合计每分钟 {p.rpm || '∞'} 次请求、{p.tpm || '∞'} tokens · {p.rpm || '∞'} requests/min and {p.tpm || '∞'} tokens/min for all processes together · 每次请求 {p.batch} 篇 papers/request · 每百万 tokens 价格 price per million tokens: {p.priceInput} 输入 in / {p.priceOutput} 输出 out</p>
        : <p class="notice"><strong>未配置大模型，中文标题与AI总结暂缺 · No model configured: AI titles and summaries are pending.</strong> To enable them, {LLM_SETUP_HINT}.</p>}
      <h2>字段 · Fields</h2>
      {s.fields.length === 0 ? <p class="empty">尚未生成 AI 字段 · No AI fields made yet.</p> : (
        <table><thead><tr><th>字段 task</th><th>状态 status</th><th>数量 count</th></tr></thead>
          <tbody>{s.fields.map((f) => <tr><td>{said(TASK_WORDS, f.task)}</td><td>{said(STATE_WORDS, f.status)}</td><td>{f.n}</td></tr>)}</tbody></table>
      )}
      {s.jobs ? <p>任务队列 Queue: {Object.entries(s.jobs).map(([k, v]) => `${said(STATE_WORDS, k)} ${v}`).join(' · ') || '空 empty'}</p> : null}
      <h2>按天 (UTC) · Per day</h2>
      <UsageTable head="日期 day" rows={s.days.map((d) => ({ ...d, label: d.day }))} />
      <h2>按运行 · Per run</h2>
      <UsageTable head="运行 run" rows={s.runs.map((r) => ({ ...r, label: `${r.runId} (${r.model})` }))} />
      <h2>最近调用 · Latest calls</h2>
      {s.calls.length === 0 ? <p class="empty">{NO_CALLS}</p> : (
        <Wide label="最近调用 Latest calls"><table>
          <thead><tr><th>时间 (UTC) when</th><th>运行 run</th><th>用途 purpose</th><th>论文 papers</th><th>输入 prompt</th><th>输出 completion</th><th>费用 cost</th><th>毫秒 ms</th><th>错误 error</th></tr></thead>
          <tbody>{s.calls.map((c) => (
            <tr><td><AdminTime at={c.at} seconds /></td><td>{c.run_id}</td><td>{said(TASK_WORDS, c.purpose)}</td><td>{c.items}</td><td>{c.prompt_tokens}</td><td>{c.completion_tokens}</td><td>{money(Number(c.cost))}</td><td>{c.duration_ms}</td><td>{c.error ?? ''}</td></tr>
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
