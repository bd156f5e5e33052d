// The words the admin pages show for stored values (the state of a run, a fetch, a job or an AI field; an AI task;
// what an LLM call was for), in Chinese and English, with venue-words.tsx's Words: tables carry both ("运行中 running").
import { HTTPException } from 'hono/http-exception';
import { bilingual, sentence, wordsOf, type Words } from './venue-words.tsx';

const w = (zh: string, en: string): Words => ({ en, zh });

/** The state of a harvest run, an official-list fetch, a title look-up, an AI field or a queued job (SQLite runner and pg-boss). */
export const STATE_WORDS: Readonly<Record<string, Words>> = {
  running: w('运行中', 'running'), done: w('完成', 'done'), failed: w('失败', 'failed'), ok: w('成功', 'ok'), error: w('出错', 'error'),
  paused: w('已暂停', 'paused'), queued: w('排队中', 'queued'), retrying: w('等待重试', 'retrying'), pending: w('待处理', 'pending'),
  found: w('已找到', 'found'), not_found: w('未找到', 'not found'), none: w('未找到', 'none'),
  created: w('排队中', 'created'), retry: w('等待重试', 'retry'), active: w('运行中', 'active'), completed: w('完成', 'completed'), cancelled: w('已取消', 'cancelled'),
};

/** An AI field (an enrichment task) and what an LLM call was made for. */
export const TASK_WORDS: Readonly<Record<string, Words>> = {
  title_zh: w('中文标题', 'Chinese title'), summary_zh: w('中文总结', 'Chinese summary'), summary_en: w('英文总结', 'English summary'),
  enrich: w('AI 字段', 'AI fields'), affiliations: w('机构', 'affiliations'), org_name_zh: w('机构中文名', 'institution Chinese name'),
};

/** A stored state or task as a table cell shows it: "运行中 running"; a value no table names stays as stored. */
export function said(table: Readonly<Record<string, Words>>, value: string): string {
  return bilingual(wordsOf(table, value));
}

/** An ISO time as the admin tables show it (UTC, to the minute; `seconds`: to the second), in a `<time>` element; "–" for none. */
export function AdminTime(props: { at: string | null | undefined; seconds?: boolean }) {
  if (!props.at) return <>–</>;
  return <time datetime={props.at}>{props.at.slice(0, props.seconds ? 19 : 16).replace('T', ' ')}</time>;
}

/** A form post whose body cannot be read (every admin form, and the reader's 纠错 form). */
export const MALFORMED_FORM: Words = w('无法读取表单内容', 'Malformed form body');

/** The 400 a form post whose body cannot be read gets, Chinese first: "无法读取表单内容 · Malformed form body". */
export function malformedForm(): HTTPException {
  return new HTTPException(400, { message: sentence(MALFORMED_FORM) });
}

/** "1 report" / "3 reports": an English count with its noun in the right number (Chinese has none: "3 条纠错"). */
export function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/**
 * What a moderator's submit on the queue did, Chinese first: "已接受 1 条纠错，已拒绝 2 条 · 1 report accepted, 2 reports
 * rejected", then what failed and why (each reason already in both languages), or that nothing was selected.
 */
export function decisionWords(done: { accept: number; reject: number }, failed: string[]): string {
  const zh: string[] = [];
  const en: string[] = [];
  if (done.accept) { zh.push(`已接受 ${done.accept} 条纠错`); en.push(`${counted(done.accept, 'report')} accepted`); }
  if (done.reject) { zh.push(`已拒绝 ${done.reject} 条纠错`); en.push(`${counted(done.reject, 'report')} rejected`); }
  if (!zh.length && !failed.length) return sentence(w('未选择纠错：请勾选要处理的纠错', 'Nothing selected — tick the reports to decide'));
  const fail = failed.length ? [`${failed.length} 条失败 · ${counted(failed.length, 'report')} failed: ${failed.join('; ')}`] : [];
  return [...(zh.length ? [sentence({ zh: zh.join('，'), en: en.join(', ') })] : []), ...fail].join(' · ');
}
