// The words a venue mention is shown with, in Chinese and English: status, presentation, verified or self-reported,
// where it was read. Badges show one language at a time (Chinese on the 中英 and 中文 displays, English on EN);
// tables, select options and hover text carry both ("已接收 accepted").
import type { ProgrammeName } from '../../venues/programme.ts';

/** A word in both languages. */
export type Words = ProgrammeName;

const w = (zh: string, en: string): Words => ({ en, zh });

/** Each status of a venue mention. */
export const STATUS_WORDS: Readonly<Record<string, Words>> = {
  accepted: w('已接收', 'accepted'), published: w('已发表', 'published'), submitted: w('已投稿', 'submitted'), under_review: w('审稿中', 'under review'),
  rejected: w('被拒', 'rejected'), previous_version: w('早期版本', 'previous version'), unclear: w('状态不明', 'unclear'), none: w('不在此会议', 'not at this venue'),
};

/** How a paper is presented at a venue. */
export const PRESENTATION_WORDS: Readonly<Record<string, Words>> = { oral: w('口头报告', 'oral'), spotlight: w('焦点报告', 'spotlight'), poster: w('海报', 'poster') };

/** A mention confirmed by an accepted list, and one read from the paper's own comments or journal-ref only. */
export const VERIFIED: Words = w('✓ 已核实', '✓ verified');
export const SELF_REPORTED: Words = w('自报', 'self-reported');

/** Where a venue mention was read. */
export const SOURCE_WORDS: Readonly<Record<string, Words>> = {
  comments: w('作者备注', 'comments'), 'journal-ref': w('期刊引用', 'journal-ref'), list: w('官方录用列表', 'accepted list'), correction: w('读者更正', 'correction'),
};

/** A stored word (status, presentation, source) in both languages; a value no table names stays as stored in both. */
export function wordsOf(table: Readonly<Record<string, Words>>, value: string): Words {
  return table[value] ?? { en: value, zh: value };
}

/** Both forms as one string, Chinese first: "已接收 accepted" (tables, select options, hover text). */
export function bilingual(x: Words): string {
  return x.zh === x.en ? x.en : `${x.zh} ${x.en}`;
}

/** A message in both languages as one string, Chinese first: "这不是 arXiv 编号 · Not an arXiv identifier" (error pages and messages). */
export function sentence(x: Words): string {
  return `${x.zh} · ${x.en}`;
}

/** A word as the display language shows it: the Chinese form, or (EN display) the English one, marked `lang="en"`. */
export function Bi(props: { w: Words }) {
  if (props.w.zh === props.w.en) return <>{props.w.en}</>;
  return <><span class="w-zh">{props.w.zh}</span><span class="w-en" lang="en">{props.w.en}</span></>;
}
