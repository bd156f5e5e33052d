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

/** How late a timer may fire on a busy machine (a late wake-up shortens the next wait by as much). */
const LATE = 60;

describeStores('model limits shared across processes', (kind) => {
  let t: TestStore;
  let other: Store;
  let fake: FakeLlm;
  const starts: number[] = [];
  beforeEach(async () => {
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
  const closest = (at: number[]) => Math.min(...at.slice(1).map((x, i) => x - at[i]));

  it('PAPERBOARD_LLM_RPM: two clients on two connections start requests 60,000 / rpm ms apart in all', async () => {
    const env = { PAPERBOARD_LLM_RPM: '300' }; // one request per 200 ms for the deployment
    const a = createLlm(config(env), storeGapGate(t.store));
    const b = createLlm(config(env), storeGapGate(other));
    await Promise.all([0, 1, 2, 3].flatMap((i) => [ask(a, i), ask(b, i)]));
    expect(starts).toHaveLength(8);
    // Eight requests, one per 200 ms in all (seen at the model, so each start carries its own HTTP jitter).
    expect(sorted().at(-1)! - sorted()[0]).toBeGreaterThanOrEqual(7 * 200 - LATE);
    expect(closest(sorted())).toBeGreaterThanOrEqual(100);
  }, 30_000);

  it('without the store each client spaces only its own requests (the combined rate doubles)', async () => {
    const env = { PAPERBOARD_LLM_RPM: '300' };
    const a = createLlm(config(env));
    const b = createLlm(config(env));
    await Promise.all([0, 1, 2].flatMap((i) => [ask(a, i), ask(b, i)]));
    expect(closest(sorted())).toBeLessThan(100);
  }, 30_000);

  it('PAPERBOARD_LLM_TPM: a request of many tokens keeps the next one waiting in proportion', async () => {
    // ~1,200 prompt tokens + 100 max_tokens at 120,000 tokens/min: ~650 ms; a tiny request: ~55 ms.
    const big = JSON.stringify(Array.from({ length: 150 }, (_, i) => ({ title: `paper number ${i} on learning` })));
    const env = { PAPERBOARD_LLM_RPM: '0', PAPERBOARD_LLM_TPM: '120000' };
    const a = createLlm(config(env), storeGapGate(t.store));
    const b = createLlm(config(env), storeGapGate(other));
    await ask(a, 0, big);
    await ask(b, 1);
    await ask(a, 2);
    const at = sorted();
    expect(at[1] - at[0]).toBeGreaterThanOrEqual(600 - LATE);
    expect(at[2] - at[1]).toBeLessThan(at[1] - at[0]);
  }, 30_000);
});
