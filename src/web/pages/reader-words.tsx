// The reader pages' error messages (a bad page number or filter, an unknown venue or paper, a 纠错 form's unknown
// field or target, a server error), Chinese first then English, with venue-words.tsx's Words; and the ways out a not-found page offers.
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { bilingual, sentence, type Words } from './venue-words.tsx';

const w = (zh: string, en: string): Words => ({ en, zh });

/** `?page=` that is not a whole number from 1 on. */
export const BAD_PAGE: Words = w('页码须为不小于 1 的整数', 'page must be a whole number ≥ 1');
/** A `/papers/…` address (page or export) that names no arXiv identifier. */
export const NOT_AN_ARXIV_ID: Words = w('这不是 arXiv 编号', 'Not an arXiv identifier');
/** The 纠错 form's `field` when it names no field a reader may correct. */
export const BAD_REPORT_FIELD: Words = w('纠错字段须为 title_zh、summary_zh、summary_en、affiliation、venue 之一', 'field: must be one of title_zh, summary_zh, summary_en, affiliation, venue');

/** A request that failed on the server (the reader pages' and the 纠错 form's 500; the API says it in English). */
export const INTERNAL_ERROR: Words = w('服务器内部出错，本次请求已记录', 'Internal error — the request was logged.');
/** The site guard's refusals (web/security/site-guard.ts), and an address longer than the site reads. */
export const URL_TOO_LONG: Words = w('链接太长', 'URL too long');
export const MALFORMED_PATH: Words = w('链接路径中的百分号编码有误', 'Malformed percent-encoding in the URL path');
export const CROSS_SITE: Words = w('拒绝来自其他网站的表单提交', 'Cross-site form submissions are refused.');
export const LOG_IN_FIRST: Words = w('请先以管理员身份登录', 'Log in as a moderator first.');
export function tooManyParams(max: number): Words {
  return w(`查询参数太多（最多 ${max} 个）`, `Too many query parameters (at most ${max})`);
}
export function bodyTooLarge(max: number): Words {
  return w(`提交的内容太大（最多 ${max} 字节）`, `Request body too large (at most ${max} bytes)`);
}

/** The 纠错 form's inputs by name, as its labels call them (a report error names the input at fault). */
const REPORT_INPUTS: Readonly<Record<string, Words>> = {
  proposed: w('建议值', 'Proposed value'), note: w('说明', 'Note'), key: w('哪一条', 'Which one'), field: w('纠错字段', 'Field'),
};

/**
 * A report error as the reader reads it beside the form: the input at fault by its label, Chinese first, then why
 * ("建议值 Proposed value: 超过 600 个字符 · longer than 600 characters"), where the API says "proposed: …".
 */
export function reportErrorText(input: string, message: string): string {
  const label = REPORT_INPUTS[input];
  return label && message.startsWith(`${input}: `) ? `${bilingual(label)}: ${message.slice(input.length + 2)}` : message;
}

/** A 纠错 form's target (an affiliation or venue key) that the paper does not have. */
export function noTarget(field: 'affiliation' | 'venue', key: string, id: string): Words {
  const k = key.slice(0, 80);
  return field === 'affiliation'
    ? w(`这篇论文（arXiv:${id}）没有机构“${k}”`, `"${k}" is not an affiliation of arXiv:${id}`)
    : w(`这篇论文（arXiv:${id}）没有会议信息“${k}”`, `"${k}" is not a venue of arXiv:${id}`);
}

/** An edition (venue and year) with no papers here. */
export function noEdition(edition: string): Words {
  return w(`本站没有 ${edition} 的论文`, `No papers for ${edition}`);
}

/** An institution address whose name is not known here. */
export function noInstitution(slug: string): Words {
  return w(`本站没有机构“${slug}”`, `No institution “${slug}” in this Paperboard`);
}

/** A feed or export address that names no venue, institution or search with papers here; `what`: follow or export. */
export function nothingAt(what: 'follow' | 'export', path: string): Words {
  return what === 'follow' ? w(`${path} 没有可订阅的内容`, `Nothing to follow at ${path}`) : w(`${path} 没有可导出的内容`, `Nothing to export at ${path}`);
}

/** What the feed and export addresses look like, said where an address names none of them. */
export const FEED_ADDRESSES: Words = w('订阅地址：/feeds/venues/<届次>.atom、/feeds/search.atom?q=…、/feeds/institutions/<机构>.atom', 'Feeds: /feeds/venues/<edition>.atom, /feeds/search.atom?q=…, /feeds/institutions/<id>.atom');
export const EXPORT_ADDRESSES: Words = w('导出地址：/exports/venues/<届次>.bib、/exports/search.csv?q=…、/exports/institutions/<机构>.md', 'Exports: /exports/venues/<edition>.bib, /exports/search.csv?q=…, /exports/institutions/<id>.md');

/** A search feed or export asked for without a query. */
export function needsQuery(what: 'feed' | 'export'): Words {
  return w(`q：搜索${what === 'feed' ? '订阅' : '导出'}需要查询词（?q=…）`, `q: a search ${what} needs a query (?q=…)`);
}

/** A feed or export file whose extension names no format served there. */
export function unknownFileType(file: string): Words {
  const f = file.slice(0, 80);
  return w(`不支持的文件类型：${f}`, `Unknown file type: ${f}`);
}

/** An accepted-list export address that names no edition, or an edition with no accepted list here. */
export const LIST_EXPORT_ADDRESS: Words = w('请使用 /exports/accepted-lists/<届次>.csv 或 .json', 'Use /exports/accepted-lists/<edition>.csv or .json');
export function noAcceptedList(edition: string): Words {
  return w(`本站没有 ${edition} 的录用列表`, `No accepted list for ${edition}`);
}

/** A well-formed arXiv id of a paper not held here. */
export function noPaper(id: string): Words {
  return w(`本站没有收录 arXiv:${id}`, `arXiv:${id} is not in this Paperboard`);
}

/** The error a reader page answers with, its message Chinese first: "这不是 arXiv 编号 · Not an arXiv identifier". */
export function readerError(status: 400 | 404, x: Words): HTTPException {
  return new HTTPException(status, { message: sentence(x) });
}

/** Whether a request is the JSON API's (its messages stay English, as the OpenAPI document gives them). */
export function isApiPath(path: string): boolean {
  return path.startsWith('/api/');
}

/** An error any request can meet (a site guard's, a server error): English on the API, Chinese first everywhere else. */
export function siteError(path: string, status: ContentfulStatusCode, x: Words): HTTPException {
  return new HTTPException(status, { message: isApiPath(path) ? x.en : sentence(x) });
}

/** The links a not-found page offers: home (the venue list), search, institutions. */
export function WaysOut() {
  return <p><a href="/">返回首页（会议列表）Home: the venue list</a> · <a href="/search">搜索论文 Search papers</a> · <a href="/institutions">机构 Institutions</a></p>;
}
