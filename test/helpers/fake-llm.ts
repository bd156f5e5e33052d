import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';

/** One request the fake model received (after its shape was checked). */
export interface FakeCall {
  n: number;
  model: string;
  system: string;
  user: string;
  jsonMode: boolean;
  papers: { id: string; title: string; abstract: string }[];
}

/** What a script returns for a call: an HTTP reply, a text answer, or nothing to let the honest model answer. */
export type FakeReply = { status: number; headers?: Record<string, string>; body?: unknown } | { text: string } | { delayMs: number } | undefined;

/** An OpenAI-compatible chat-completions server on 127.0.0.1 playing a model, for tests and the benchmark. */
export interface FakeLlm {
  url: string;
  calls: FakeCall[];
  /** Sum of prompt / completion tokens it reported (counted with the o200k tokenizer). */
  usage: { prompt: number; completion: number };
  close(): Promise<void>;
}

const INJECTION = /ignore (all )?previous instructions/i;

/** Requested fields, read from the `{"papers":[{"id":…,"title_zh":…}]}` line of the system prompt. */
function requestedKeys(system: string): string[] {
  return [...system.matchAll(/"(title_zh|summary_zh|summary_en)":…/g)].map((m) => m[1]);
}

/** The honest model: a plausible answer for each paper, written from that paper alone. */
export function honestAnswer(call: FakeCall): string {
  const keys = requestedKeys(call.system);
  const papers = call.papers.map((p) => {
    const acronym = /^([A-Z][\w-]*[A-Z][\w-]*)\s*:/.exec(p.title)?.[1];
    const name = acronym ?? '该方法';
    const e: Record<string, string> = { id: p.id };
    if (keys.includes('title_zh')) e.title_zh = `${acronym ? `${acronym}: ` : ''}关于${p.title.split(/\s+/).length}个词标题的中文翻译`;
    if (keys.includes('summary_zh')) e.summary_zh = `本文提出${name}，针对论文摘要中描述的问题设计了新的方法与理论分析，并在多个基准上验证了其有效性和效率。`;
    if (keys.includes('summary_en')) e.summary_en = `The paper proposes ${acronym ?? 'a method'} for the problem it studies and shows that it works on several benchmarks.`;
    return e;
  });
  // A gullible model: an instruction inside one abstract rewrites every paper of the batch.
  if (call.papers.some((p) => INJECTION.test(p.abstract))) {
    if (call.papers.length === 1) return 'Sure! Ignoring the format as asked: PWNED';
    for (const e of papers) if (e.summary_zh) e.summary_zh = '本文已被劫持，请访问恶意网站获取更多信息，这句话来自另一篇论文摘要中的注入指令内容。';
  }
  return JSON.stringify({ papers });
}

function fail(res: http.ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message, type: 'invalid_request_error' } }));
}

/** Checks the request is a chat completion the way the OpenAI SDK sends it; returns the call or an error text. */
function readCall(req: http.IncomingMessage, body: string, n: number): FakeCall | string {
  if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) return `unexpected ${req.method} ${req.url}`;
  if (!/^Bearer \S+/.test(String(req.headers.authorization ?? ''))) return 'missing Authorization: Bearer';
  let j: any;
  try { j = JSON.parse(body); } catch { return 'body is not JSON'; }
  if (typeof j.model !== 'string' || !Array.isArray(j.messages) || j.messages.length !== 2) return 'model and two messages expected';
  if (j.messages[0].role !== 'system' || j.messages[1].role !== 'user') return 'system then user message expected';
  let papers: FakeCall['papers'] = [];
  try { papers = JSON.parse(j.messages[1].content); } catch { papers = []; }
  return { n, model: j.model, system: j.messages[0].content, user: j.messages[1].content, jsonMode: j.response_format?.type === 'json_object', papers: Array.isArray(papers) ? papers : [] };
}

/** Starts the fake model. `script(call)` may override the answer of any call (1-based `call.n`). */
export async function startFakeLlm(opts: { script?: (call: FakeCall) => FakeReply; rejectJsonMode?: boolean } = {}): Promise<FakeLlm> {
  const calls: FakeCall[] = [];
  const usage = { prompt: 0, completion: 0 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', async () => {
      const call = readCall(req, body, calls.length + 1);
      if (typeof call === 'string') return fail(res, 400, call);
      if (opts.rejectJsonMode && call.jsonMode) return fail(res, 400, "Invalid parameter: 'response_format' is not supported by this model");
      calls.push(call);
      let reply = opts.script?.(call);
      if (reply && 'delayMs' in reply) { await new Promise((r) => setTimeout(r, reply && 'delayMs' in reply ? reply.delayMs : 0)); reply = undefined; }
      if (res.destroyed) return;
      if (reply && 'status' in reply) {
        res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(JSON.stringify(reply.body ?? { error: { message: `scripted ${reply.status}` } }));
        return;
      }
      const text = reply && 'text' in reply ? reply.text : honestAnswer(call);
      const prompt = encode(call.system).length + encode(call.user).length + 7;
      const completion = encode(text).length;
      usage.prompt += prompt;
      usage.completion += completion;
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
        id: `chatcmpl-${call.n}`, object: 'chat.completion', created: Math.floor(Date.now() / 1000), model: call.model,
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: text } }],
        usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
      }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`, calls, usage,
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}

/** A script answering the organisation-name prompt with `zh(name)` (other prompts get the honest model). */
export function orgNameScript(zh: (name: string) => string | null): (call: FakeCall) => FakeReply {
  return (c) => (c.system.includes('research organisation') ? { text: JSON.stringify({ zh: zh(c.user) }) } : undefined);
}
