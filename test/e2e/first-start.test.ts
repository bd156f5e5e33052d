import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { startFakeLlm, type FakeLlm } from '../helpers/fake-llm.ts';
import { start, type Running } from '../../src/main.ts';

/** Polls `url` until `re` matches its body, or fails after `ms`. */
async function waitFor(url: string, re: RegExp, ms: number): Promise<string> {
  const until = Date.now() + ms;
  let body = '';
  while (Date.now() < until) {
    body = await (await fetch(url)).text();
    if (re.test(body)) return body;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} never matched ${re}`);
}

describeStores('first start: migrate, import the bundled sample, serve, enrich in the background', (kind) => {
  let t: TestStore;
  let llm: FakeLlm;
  let running: Running;
  beforeAll(async () => {
    t = await createTestStore(kind);
    llm = await startFakeLlm();
    running = await start({
      ...t.env, LOG_LEVEL: 'silent', HOST: '127.0.0.1', PAPERBOARD_JOBS_IN_SERVER: 'true',
      PAPERBOARD_HARVEST_SCHEDULE: 'false', PAPERBOARD_AFFILIATIONS_SCHEDULE: 'false',
      PAPERBOARD_ARXIV_API_URL: 'http://127.0.0.1:9/api', PAPERBOARD_ARXIV_OAI_URL: 'http://127.0.0.1:9/oai', PAPERBOARD_ARXIV_WEB_URL: 'http://127.0.0.1:9',
      PAPERBOARD_LLM_BASE_URL: `${llm.url}/v1`, PAPERBOARD_LLM_API_KEY: 'test', PAPERBOARD_LLM_MODEL: 'fake-model', PAPERBOARD_LLM_RPM: '100000',
    }, { port: 0 });
  }, 180_000);
  afterAll(async () => {
    await running?.stop();
    await llm?.close();
    await t?.drop();
  });

  it('serves the sample, and fills the ICML 2026 page with Chinese titles and summaries', async () => {
    const home = await (await fetch(`${running.url.replace('localhost', '127.0.0.1')}/`)).text();
    expect(home).toMatch(/href="\/venues\/icml-2026">ICML 2026<\/a>/);
    const page = await waitFor(`${running.url.replace('localhost', '127.0.0.1')}/venues/icml-2026`, /<p class="zh-title" lang="zh">/, 120_000);
    expect(page).toMatch(/AI总结<\/span>[^<]*[\u4e00-\u9fff]/);
    expect(llm.calls.length).toBeGreaterThan(0);
  }, 180_000);
});
