// The model's requests- and tokens-per-minute limits hold for the deployment, as a provider counts them per API key:
// two processes' clients (two connections to one store) together start requests no closer than 60,000 / rpm ms, and a
// request's tokens (prompt + max_tokens) take 60,000 × tokens / tpm ms of the same timeline. Without the store each
// client keeps only its own spacing.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createLlm } from '../../src/enrich/llm-client.ts';
import { storeGapGate } from '../../src/arxiv/shared-gap.ts';
import { loadConfig } from '../../src/config.ts';
import { openStore, type Store } from '../../src/store/connection.ts';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { startFakeLlm, type FakeLlm } from '../helpers/fake-llm.ts';
import { closestGap, recordingGate } from '../helpers/recording-gate.ts';

describeStores('model limits shared across processes', (kind) => {
  let t: TestStore;
  let other: Store;
  let fake: FakeLlm;
  const starts: number[] = [];
  const reserved: number[] = [];
  beforeEach(async () => {
    reserved.length = 0;
    t = await createTestStore(kind);
    other = openStore({ databaseUrl: t.env.DATABASE_URL || undefined, sqlitePath: t.env.PAPERBOARD_SQLITE_PATH ?? '' });
    starts.length = 0;
    fake = await startFakeLlm({ script: () => { starts.push(Date.now()); return undefined; } });
  });
  afterEach(async () => {
    await fake.close();
    await other.close();
    await t.drop();
  });

  const config = (env: Record<string, string>) => loadConfig({
    PAPERBOARD_LLM_BASE_URL: fake.url, PAPERBOARD_LLM_API_KEY: 'k', PAPERBOARD_LLM_MODEL: 'fake-model', PAPERBOARD_LLM_MAX_RETRIES: '0',
    PAPERBOARD_LLM_CONCURRENCY: '8', PAPERBOARD_SQLITE_PATH: ':memory:', ...env,
  });
  const ask = (llm: ReturnType<typeof createLlm>, i: number, user = `[{"i":${i}}]`) => llm!.complete({ system: 'Answer in JSON.', user, json: true, maxTokens: 100 });
  const sorted = () => [...starts].sort((a, b) => a - b);
  const gate = (s: Store) => recordingGate(storeGapGate(s), reserved);

  it('PAPERBOARD_LLM_RPM: two clients on two connections start requests 60,000 / rpm ms apart in all', async () => {
    const env = { PAPERBOARD_LLM_RPM: '300' }; // one request per 200 ms for the deployment
    const a = createLlm(config(env), gate(t.store));
    const b = createLlm(config(env), gate(other));
    await Promise.all([0, 1, 2, 3].flatMap((i) => [ask(a, i), ask(b, i)]));
    expect(starts).toHaveLength(8);
    // Eight starts one per 200 ms in all, as the gate handed them out; the model saw none before its start.
    expect(reserved).toHaveLength(8);
    expect(closestGap(reserved)).toBeGreaterThanOrEqual(200);
    const r = [...reserved].sort((x, y) => x - y);
    sorted().forEach((x, k) => expect(x).toBeGreaterThanOrEqual(r[k] - 2));
  }, 30_000);

  it('a request\'s timeout counts from its turn: waiting behind the limit is not the model being slow', async () => {
    // 100 ms apart for the deployment, 300 ms to answer: eight requests at once wait up to 700 ms for their turns.
    const env = { PAPERBOARD_LLM_RPM: '600', PAPERBOARD_LLM_TIMEOUT_MS: '300' };
    const a = createLlm(config(env), gate(t.store));
    const b = createLlm(config(env), gate(other));
    const answers = await Promise.allSettled([0, 1, 2, 3].flatMap((i) => [ask(a, i), ask(b, i)]));
    expect(answers.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    expect(starts).toHaveLength(8);
    expect(closestGap(reserved)).toBeGreaterThanOrEqual(100);
  }, 30_000);

  it('a model slower than the timeout still times out once its turn came', async () => {
    await fake.close();
    fake = await startFakeLlm({ script: () => ({ delayMs: 1500 }) });
    const llm = createLlm(config({ PAPERBOARD_LLM_RPM: '600', PAPERBOARD_LLM_TIMEOUT_MS: '300' }), gate(t.store));
    await expect(ask(llm, 0)).rejects.toMatchObject({ code: 'LLM_TIMEOUT' });
  }, 30_000);

  it('without the store each client spaces only its own requests (the combined rate doubles)', async () => {
    const env = { PAPERBOARD_LLM_RPM: '300' };
    const a = createLlm(config(env));
    const b = createLlm(config(env));
    await Promise.all([0, 1, 2].flatMap((i) => [ask(a, i), ask(b, i)]));
    expect(closestGap(starts)).toBeLessThan(100);
  }, 30_000);

  it('PAPERBOARD_LLM_TPM: a request of many tokens keeps the next one waiting in proportion', async () => {
    // ~1,200 prompt tokens + 100 max_tokens at 120,000 tokens/min: ~650 ms; a tiny request: ~55 ms.
    const big = JSON.stringify(Array.from({ length: 150 }, (_, i) => ({ title: `paper number ${i} on learning` })));
    const env = { PAPERBOARD_LLM_RPM: '0', PAPERBOARD_LLM_TPM: '120000' };
    const a = createLlm(config(env), gate(t.store));
    const b = createLlm(config(env), gate(other));
    await ask(a, 0, big);
    await ask(b, 1);
    await ask(a, 2);
    expect(reserved).toHaveLength(3);
    expect(reserved[1] - reserved[0]).toBeGreaterThanOrEqual(600);
    expect(reserved[2] - reserved[1]).toBeLessThan(reserved[1] - reserved[0]);
    const at = sorted();
    expect(at[1]).toBeGreaterThanOrEqual(reserved[1] - 2);
  }, 30_000);
});
