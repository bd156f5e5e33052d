// The reader pages' error messages (a bad page number or filter, an unknown venue or paper, a 纠错 form's unknown
// field), Chinese first then English, with venue-words.tsx's Words; and the ways out a not-found page offers.
import { HTTPException } from 'hono/http-exception';
import { sentence, type Words } from './venue-words.tsx';

const w = (zh: string, en: string): Words => ({ en, zh });

/** `?page=` that is not a whole number from 1 on. */
export const BAD_PAGE: Words = w('页码须为不小于 1 的整数', 'page must be a whole number ≥ 1');
/** A `/papers/…` address (page or export) that names no arXiv identifier. */
export const NOT_AN_ARXIV_ID: Words = w('这不是 arXiv 编号', 'Not an arXiv identifier');
/** The 纠错 form's `field` when it names no field a reader may correct. */
export const BAD_REPORT_FIELD: Words = w('纠错字段须为 title_zh、summary_zh、summary_en、affiliation、venue 之一', 'field: must be one of title_zh, summary_zh, summary_en, affiliation, venue');

/** An edition (venue and year) with no papers here. */
export function noEdition(edition: string): Words {
  return w(`本站没有 ${edition} 的论文`, `No papers for ${edition}`);
}

/** A well-formed arXiv id of a paper not held here. */
export function noPaper(id: string): Words {
  return w(`本站没有收录 arXiv:${id}`, `arXiv:${id} is not in this Paperboard`);
}

/** The error a reader page answers with, its message Chinese first: "这不是 arXiv 编号 · Not an arXiv identifier". */
export function readerError(status: 400 | 404, x: Words): HTTPException {
  return new HTTPException(status, { message: sentence(x) });
}

/** The links a not-found page offers: home (the venue list), search, institutions. */
export function WaysOut() {
  return <p><a href="/">返回首页（会议列表）Home: the venue list</a> · <a href="/search">搜索论文 Search papers</a> · <a href="/institutions">机构 Institutions</a></p>;
}
