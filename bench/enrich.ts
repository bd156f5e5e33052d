// `npm run bench:enrich`: enriches real papers from ../shared/data against the local fake model and
// prints one JSON line: tokens per paper (counted by the server with the o200k tokenizer), throughput,
// duplicate calls, and the calls of a rerun (must be 0). BENCH_DB=postgres runs it on a fresh PostgreSQL database
// (the per-batch writes — fields, ledger, search text — then cost a round trip and a commit each).
import { createTestStore } from '../test/helpers/stores.ts';
import { startFakeLlm } from '../test/helpers/fake-llm.ts';
import { seedPapers, testConfig } from '../test/enrich/fixture.ts';
import { createLlm } from '../src/enrich/llm-client.ts';
import { enrichPapers } from '../src/enrich/enrich-papers.ts';

const N = Number(process.env.BENCH_PAPERS ?? 400);
const db = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'sqlite';
const t = await createTestStore(db);
const fake = await startFakeLlm();
try {
  const ids = await seedPapers(t.store, N);
  const config = testConfig(fake.url, { PAPERBOARD_LLM_BATCH: process.env.BENCH_BATCH ?? '8', PAPERBOARD_LLM_CONCURRENCY: '8', PAPERBOARD_LLM_PRICE_INPUT: '0.15', PAPERBOARD_LLM_PRICE_OUTPUT: '0.6' });
  const started = performance.now();
  const cpu0 = process.cpuUsage();
  const s = await enrichPapers(t.store, createLlm(config)!, config, ids);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const sent = fake.calls.flatMap((c) => c.papers.map((p) => `${p.title}\u0000${p.abstract}`));
  const rerun = await enrichPapers(t.store, createLlm(config)!, config, ids);
  console.log(JSON.stringify({
    bench: 'enrich', db, papers: s.papers, prompt_tokens_per_paper: Math.round(fake.usage.prompt / s.papers),
    completion_tokens_per_paper: Math.round(fake.usage.completion / s.papers), papers_per_s: Math.round(s.papers / seconds),
    cpu_ms_per_paper: Number(((cpu.user + cpu.system) / 1000 / s.papers).toFixed(2)),
    duplicate_calls: sent.length - new Set(sent).size, calls: s.calls, done: s.done, failed: s.failed,
    cost_per_1000_papers: Number(((s.cost / s.papers) * 1000).toFixed(4)), rerun_calls: rerun.calls,
  }));
} finally {
  await fake.close();
  await t.drop();
}
