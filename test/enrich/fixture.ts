import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../../src/config.ts';
import { recordFromSnapshot, type PaperInput } from '../../src/arxiv/snapshot-record.ts';
import { upsertPapers } from '../../src/papers/upsert.ts';
import type { Store } from '../../src/store/connection.ts';
import { snapshotText } from '../helpers/data.ts';


/** The first `n` recent ML papers (2024+, cs.LG/CL/CV/AI) of the arXiv snapshot excerpt. */
export function recentMlPapers(n: number): PaperInput[] {
  const out: PaperInput[] = [];
  for (const line of snapshotText()) {
    if (!line) continue;
    const obj = JSON.parse(line);
    if (!/^2[456]\d\d\./.test(obj.id) || !/cs\.(LG|CL|CV|AI)/.test(obj.categories)) continue;
    out.push(recordFromSnapshot(obj, 'test'));
    if (out.length >= n) break;
  }
  return out;
}

/** Imports `n` real papers into the store; returns their ids. */
export async function seedPapers(store: Store, n: number): Promise<string[]> {
  const papers = recentMlPapers(n);
  await upsertPapers(store, papers);
  return papers.map((p) => p.id);
}

/** A configuration pointing at the fake model, with fast retries. */
export function testConfig(url: string, extra: Record<string, string> = {}): Config {
  return loadConfig({
    PAPERBOARD_LLM_BASE_URL: url, PAPERBOARD_LLM_API_KEY: 'test-key', PAPERBOARD_LLM_MODEL: 'fake-model',
    PAPERBOARD_LLM_RPM: '0', PAPERBOARD_LLM_CONCURRENCY: '4', PAPERBOARD_LLM_MAX_RETRIES: '2', PAPERBOARD_LLM_TIMEOUT_MS: '5000',
    PAPERBOARD_LLM_PRICE_INPUT: '0.5', PAPERBOARD_LLM_PRICE_OUTPUT: '2', PAPERBOARD_LLM_BATCH: '4', ...extra,
  });
}
