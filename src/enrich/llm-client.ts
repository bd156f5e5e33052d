import { AsyncLocalStorage } from 'node:async_hooks';
import OpenAI from 'openai';
import type { Config } from '../config.ts';
import { StoppedError, stoppingSignal } from '../jobs/stopping.ts';
import { RateLimiter } from './rate-limit.ts';
import type { GapGate } from '../arxiv/shared-gap.ts';

/** One chat request: a system prompt, the data as a user message, whether to ask for a JSON object. */
export interface LlmRequest {
  system: string;
  user: string;
  json: boolean;
  maxTokens: number;
}

/** The answer text, the tokens the provider reported, and the wall time. */
export interface LlmResponse {
  text: string;
  promptTokens: number;
  completionTokens: number;
  durationMs: number;
}

/** An OpenAI-compatible chat model behind limits; the only thing in Paperboard that talks to an LLM. */
export interface LlmClient {
  readonly model: string;
  readonly baseUrl: string;
  complete(req: LlmRequest): Promise<LlmResponse>;
}

/** Error of a request that failed after the SDK's retries (429 / 5xx / timeout) or was refused. */
export class LlmError extends Error {
  constructor(readonly code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** What to tell a person when no model is configured. */
export const LLM_SETUP_HINT = 'set PAPERBOARD_LLM_BASE_URL, PAPERBOARD_LLM_API_KEY and PAPERBOARD_LLM_MODEL (any OpenAI-compatible endpoint), then run `paperboard enrich` or start a worker';

/** True when enough is configured to call a model: a model name plus a base URL or an API key. */
export function llmConfigured(config: Config): boolean {
  return Boolean(config.llmModel && (config.llmBaseUrl || config.llmApiKey));
}

const clients = new WeakMap<Config, LlmClient | null>();

/**
 * The model from the configuration, or null when none is configured. One client per Config
 * object, so every task of a process shares one concurrency budget. With `gate` (the store's
 * shared gap, `storeGapGate(store)`) the requests- and tokens-per-minute limits hold for every
 * process on the store together, as a provider counts them; without it, for this process.
 * Retries on 429 / 5xx / timeouts are the `openai` SDK's (exponential, honouring Retry-After);
 * every HTTP attempt, retries included, takes its turn under the limits. When the job's worker stops
 * (src/jobs/stopping.ts), a request only waiting — for its turn, or in the SDK's sleep before a retry — ends at once
 * with StoppedError (the job is given back); an attempt on the wire is not cut.
 */
export function createLlm(config: Config, gate?: GapGate): LlmClient | null {
  if (!clients.has(config)) clients.set(config, newLlm(config, gate));
  return clients.get(config)!;
}

/** Tokens a request counts against a tokens-per-minute limit: its messages (o200k, an estimate for other models' tokenizers) plus max_tokens, as providers reserve them. */
async function requestTokens(body: unknown): Promise<number> {
  if (typeof body !== 'string') return 0;
  let j: { messages?: { content?: unknown }[]; max_tokens?: number };
  try { j = JSON.parse(body); } catch { return 0; }
  const { countTokens } = await import('gpt-tokenizer/encoding/o200k_base');
  const text = (j.messages ?? []).map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
  return countTokens(text) + 4 * (j.messages?.length ?? 0) + (j.max_tokens ?? 0);
}

/** One request's attempts on the wire, seen by the fetch below (the SDK runs it in the request's async context). */
interface Wire { n: number; onIdle?: (retrying: boolean) => void }
const wires = new AsyncLocalStorage<Wire>();
/** The statuses after which the SDK sleeps and retries (its shouldRetry). */
const SDK_RETRIES = (status: number) => status === 408 || status === 409 || status === 429 || status >= 500;

/**
 * Runs `call` (one SDK request with its retries) so that the worker stopping while nothing is on the wire — the SDK
 * sleeping before a retry — rejects it at once with StoppedError and aborts it (its next attempt is never sent); when
 * the worker stops during an attempt, that attempt runs to its end and the request is cut only if the SDK would retry.
 */
function untilStopped<T>(call: (signal: AbortSignal | undefined) => Promise<T>): Promise<T> {
  const stopping = stoppingSignal();
  if (!stopping) return call(undefined);
  if (stopping.aborted) return Promise.reject(new StoppedError('LLM request not sent: the worker is stopping; the job is given back to the queue'));
  const cut = new AbortController();
  const wire: Wire = { n: 0 };
  return new Promise<T>((resolve, reject) => {
    const stop = () => {
      cut.abort();
      reject(new StoppedError('LLM request stopped while waiting to retry: the worker is stopping; the job is given back to the queue'));
    };
    wire.onIdle = (retrying) => { if (retrying && stopping.aborted) stop(); };
    const onAbort = () => { if (wire.n === 0) stop(); };
    stopping.addEventListener('abort', onAbort, { once: true });
    wires.run(wire, () => call(cut.signal)).then(resolve, reject).finally(() => stopping.removeEventListener('abort', onAbort));
  });
}

/** The longest timer Node keeps (ms): the SDK's own request timeout, turned off (see newLlm). */
const MAX_TIMER_MS = 2 ** 31 - 1;

function newLlm(config: Config, gate?: GapGate): LlmClient | null {
  if (!llmConfigured(config)) return null;
  const baseUrl = config.llmBaseUrl ?? 'https://api.openai.com/v1';
  const model = config.llmModel!;
  const limiter = new RateLimiter({ concurrency: config.llmConcurrency, rpm: config.llmRpm, tpm: config.llmTpm }, gate, `llm:${new URL(baseUrl).host}/${model}`);
  const sdk = new OpenAI({
    // The SDK arms its timeout before calling `fetch`, which first waits for the request's turn on the limits' timeline:
    // with many requests queued (workers × PAPERBOARD_LLM_CONCURRENCY slices ahead at a low RPM / TPM) the wait alone
    // outlasted it, and the turn was spent on a request never sent (the retry took another). So the SDK's timer is off
    // and each attempt's timeout starts when its turn comes, until the answer's headers (as the SDK's did).
    baseURL: baseUrl, apiKey: config.llmApiKey ?? 'not-needed', timeout: MAX_TIMER_MS, maxRetries: config.llmMaxRetries,
    fetch: async (url: string | URL | Request, init?: RequestInit) => {
      const wire = wires.getStore();
      await limiter.take(config.llmTpm ? await requestTokens(init?.body) : 0);
      const timeout = new AbortController();
      // An AbortError, as the SDK's own timer raises: it retries it and then reports a timeout (LLM_TIMEOUT).
      const timer = setTimeout(() => timeout.abort(new DOMException(`no answer within ${config.llmTimeoutMs} ms`, 'AbortError')), config.llmTimeoutMs);
      let retrying = true;
      if (wire) wire.n++;
      try {
        const res = await fetch(url, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal });
        retrying = SDK_RETRIES(res.status);
        return res;
      } finally {
        clearTimeout(timer);
        if (wire && --wire.n === 0) wire.onIdle?.(retrying);
      }
    },
  });
  let jsonMode = config.llmJsonMode;
  const once = async (req: LlmRequest): Promise<LlmResponse> => {
    const started = Date.now();
    const res = await untilStopped((signal) => sdk.chat.completions.create({
      model, temperature: 0.2, max_tokens: req.maxTokens,
      messages: [{ role: 'system', content: req.system }, { role: 'user', content: req.user }],
      ...(req.json && jsonMode ? { response_format: { type: 'json_object' as const } } : {}),
    }, { signal }));
    return {
      text: res.choices?.[0]?.message?.content ?? '',
      promptTokens: res.usage?.prompt_tokens ?? 0,
      completionTokens: res.usage?.completion_tokens ?? 0,
      durationMs: Date.now() - started,
    };
  };
  return {
    model, baseUrl,
    complete: (req) => limiter.run(async () => {
      const askedJson = req.json && jsonMode;
      try {
        return await once(req);
      } catch (err) {
        if (err instanceof StoppedError) throw err; // the worker stops: the job is given back
        if (err instanceof OpenAI.BadRequestError && askedJson && /response_format|json/i.test(err.message)) {
          jsonMode = false; // this server does not take response_format: parse JSON from text instead
          return once(req).catch((e) => { throw wrap(e, baseUrl); });
        }
        throw wrap(err, baseUrl);
      }
    }),
  };
}

function wrap(err: unknown, baseUrl: string): LlmError {
  const e = err as Error & { status?: number };
  const code = err instanceof OpenAI.APIConnectionTimeoutError ? 'LLM_TIMEOUT'
    : e.status === 429 ? 'LLM_RATE_LIMITED' : e.status && e.status >= 500 ? 'LLM_SERVER_ERROR'
      : e.status === 401 || e.status === 403 ? 'LLM_AUTH' : 'LLM_REQUEST_FAILED';
  return new LlmError(code, `LLM request to ${baseUrl} failed${e.status ? ` (HTTP ${e.status})` : ''}: ${e.message}`, { cause: err });
}
