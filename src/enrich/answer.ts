import { z } from 'zod';
import type { Task } from './prompts.ts';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/gu;
const oneLine = (s: string) => !/[\r\n]/.test(s);
const cjkShare = (s: string) => (s.match(CJK)?.length ?? 0) / Math.max(1, s.replace(/\s/g, '').length);

/** Validation of each field: Chinese where Chinese is asked, one line, bounded length (an over-long answer is invalid). */
export const FIELD_SCHEMAS: Record<Task, z.ZodType<string>> = {
  title_zh: z.string().trim().min(2).max(300).refine(oneLine, 'must be one line').refine((s) => cjkShare(s) > 0.15, 'must be Chinese'),
  summary_zh: z.string().trim().min(20).max(200).refine(oneLine, 'must be one line').refine((s) => cjkShare(s) > 0.3, 'must be Chinese')
    .refine((s) => (s.match(/[。！？]/gu)?.length ?? 0) <= 2, 'must be one sentence'),
  summary_en: z.string().trim().min(20).max(400).refine(oneLine, 'must be one line').refine((s) => cjkShare(s) === 0, 'must be English'),
};

/** The JSON object every enrichment answer must be. */
const BatchAnswer = z.object({ papers: z.array(z.record(z.string(), z.unknown())) });

/** Error of an answer that is not the JSON asked for; `reason` is recorded on the enrichment. */
export class AnswerError extends Error {
  readonly code = 'LLM_ANSWER_INVALID';
}

/** The first JSON object in `text` (accepts a bare object, a ```json fence, or prose around the object). */
export function extractJson(text: string): unknown {
  const t = text.trim().replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '');
  try {
    return JSON.parse(t);
  } catch {
    const start = t.indexOf('{');
    const end = t.lastIndexOf('}');
    if (start < 0 || end <= start) throw new AnswerError('answer is not JSON');
    try {
      return JSON.parse(t.slice(start, end + 1));
    } catch (err) {
      throw new AnswerError(`answer is not valid JSON: ${(err as Error).message}`);
    }
  }
}

/** Per input id: the valid fields, and the reason of each invalid or missing one. */
export type ParsedAnswer = Map<string, { values: Partial<Record<Task, string>>; errors: Partial<Record<Task, string>> }>;

/**
 * Reads a batch answer for the ids asked. Entries for unknown ids are ignored; a field that fails
 * its schema is reported with the reason and never returned as a value. Throws AnswerError when
 * the answer as a whole is not the JSON object asked for.
 */
export function parseBatchAnswer(text: string, ids: string[], tasks: readonly Task[], abstracts: Map<string, string>): ParsedAnswer {
  const parsed = BatchAnswer.safeParse(extractJson(text));
  if (!parsed.success) throw new AnswerError(`answer has the wrong shape: ${parsed.error.issues[0]?.message ?? 'invalid'} at ${parsed.error.issues[0]?.path.join('.') || 'root'}`);
  const byId = new Map<string, Record<string, unknown>>();
  for (const e of parsed.data.papers) if (ids.includes(String(e.id)) && !byId.has(String(e.id))) byId.set(String(e.id), e);
  const out: ParsedAnswer = new Map();
  for (const id of ids) {
    const entry = byId.get(id);
    const r = { values: {} as Partial<Record<Task, string>>, errors: {} as Partial<Record<Task, string>> };
    for (const task of tasks) {
      if (!entry || entry[task] === undefined || entry[task] === null) { r.errors[task] = `${task} missing from the answer`; continue; }
      const v = FIELD_SCHEMAS[task].safeParse(entry[task]);
      if (!v.success) r.errors[task] = `${task} invalid: ${v.error.issues[0]?.message}`;
      else if (task === 'summary_en' && v.data.length > 100 && (abstracts.get(id) ?? '').includes(v.data)) r.errors[task] = 'summary_en copies the abstract';
      else r.values[task] = v.data;
    }
    out.set(id, r);
  }
  return out;
}
