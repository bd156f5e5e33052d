import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Store } from '../store/connection.ts';
import { extractJson } from './answer.ts';
import { LlmError, type LlmClient } from './llm-client.ts';
import { completeRecorded, newRunId, type LlmPrices } from './llm-ledger.ts';
import { ORG_PROMPT, ORG_PROMPT_VERSION } from './prompts.ts';
import { commonZhName } from '../institutions/zh-name.ts';

const Answer = z.object({ zh: z.string().trim().min(2).max(80).refine((s) => !/[\r\n]/.test(s)).nullable() });
const inFlight = new Map<string, Promise<string | null>>();

/** The cache key of an organisation name: case, spacing and punctuation do not matter. */
export function orgNameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/**
 * The Chinese name of an organisation unknown to the registry, asked of the LLM once per organisation
 * (cached in org_names_zh, whichever paper asks). Null when no model is configured, when the model says
 * it is not an organisation, or when its answer was invalid (recorded, not retried for that name).
 * The answer is given in the form readers use, as registry names are (`commonZhName`: simplified characters,
 * legal suffixes such as 有限公司 dropped); the store keeps the model's own answer.
 */
export async function zhNameForOrganisation(store: Store, llm: LlmClient | null, name: string, config?: Config): Promise<string | null> {
  const zh = await modelZhName(store, llm, name, config);
  return zh && commonZhName(zh);
}

async function modelZhName(store: Store, llm: LlmClient | null, name: string, config?: Config): Promise<string | null> {
  const key = orgNameKey(name);
  if (!key) return null;
  const cached = await store.db.selectFrom('org_names_zh').select(['zh', 'status']).where('name_key', '=', key).executeTakeFirst();
  if (cached) return cached.zh;
  if (!llm) return null;
  const pending = inFlight.get(key) ?? ask(store, llm, name, key, config).finally(() => inFlight.delete(key));
  inFlight.set(key, pending);
  return pending;
}

async function ask(store: Store, llm: LlmClient, name: string, key: string, config?: Config): Promise<string | null> {
  const prices: LlmPrices = config ?? { llmPriceInput: 0, llmPriceOutput: 0 }; // without a configuration the call is recorded at no cost
  let zh: string | null = null;
  let error: string | null = null;
  try {
    const { res } = await completeRecorded(store, prices, llm, { system: ORG_PROMPT, user: JSON.stringify(name.slice(0, 300)), json: true, maxTokens: 80 },
      { runId: newRunId('org'), purpose: 'org_name_zh', items: 1 });
    const parsed = Answer.safeParse(extractJson(res.text));
    if (parsed.success) zh = parsed.data.zh;
    else error = `answer invalid: ${parsed.error.issues[0]?.message}`;
  } catch (err) {
    if (err instanceof LlmError) return null; // request failed: not cached, asked again next time
    error = (err as Error).message;
  }
  await store.db.insertInto('org_names_zh').values({
    name_key: key, name, zh, model: `${llm.model}/${ORG_PROMPT_VERSION}`, status: error ? 'failed' : 'done', error, updated_at: new Date().toISOString(),
  }).onConflict((oc) => oc.column('name_key').doNothing()).execute();
  return zh;
}
