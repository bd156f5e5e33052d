// The filters of an edition's paper list (venue pages, the API, exports, the CLI): read from query parameters or
// flags, checked, and turned into the store filter of papers/queries.ts.
import { bridgeQuery } from './term-bridge.ts';
import { hasCjk } from './search-index.ts';
import type { Store } from '../store/connection.ts';
import type { EditionFilter } from './queries.ts';
import { resolveInstitutionText } from '../institutions/queries.ts';
import { CCF_TIERS, type CcfTier } from './rank-filter.ts';
import { withoutControlChars } from '../text/control-chars.ts';
import type { ProgrammeName } from '../venues/programme.ts';

/**
 * A malformed filter parameter: names the field and what it must be (pages and the API answer 400 with it). The message
 * is English (the API's error text); `words` has it in Chinese too, for the reader's error page.
 */
export class FilterParamError extends Error {
  readonly code = 'FILTER_PARAM';
  readonly status = 400;
  readonly words: ProgrammeName;
  constructor(message: string, zh: string) {
    super(message);
    this.words = { en: message, zh };
  }
}

/** The query parameters readVenueFilterParams reads (every key of VenueFilterParams). */
export const FILTER_PARAM_NAMES = ['track', 'programme', 'status', 'verified', 'institution', 'country', 'category', 'q', 'ccf'] as const;

/** The filters of a venue page as given in its GET query (`track`, `programme`, `status`, `verified=1`, `institution`, `country`, `category`, `q`, `ccf`). */
export interface VenueFilterParams {
  track?: string;
  /** a programme of the track "other" by its English name ("Journal Track", as the API's `programme` gives it), or `none`: that track's papers whose programme has no name */
  programme?: string;
  status?: string;
  verified?: boolean;
  institution?: string;
  country?: string;
  category?: string;
  q?: string;
  /** CCF tier of the venue (see papers/rank-filter.ts) */
  ccf?: CcfTier;
}

/** Statuses a reader can choose; the default (none chosen) is accepted or published. */
export const FILTER_STATUSES = ['accepted', 'published', 'submitted', 'under_review'];

/** Throws the FilterParamError naming `field`: "status: one of …", in Chinese "status：须为 … 之一". */
function bad(field: string, why: string, zhWhy: string): never {
  throw new FilterParamError(`${field}: ${why}`, `${field}：${zhWhy}`);
}

/** Reads and checks the filter parameters (400 with the field name when one is malformed); empty values count as absent. */
export function readVenueFilterParams(get: (name: string) => string | undefined): VenueFilterParams {
  // control characters dropped: PostgreSQL text cannot hold a NUL, and none belongs in a filter
  const v = (k: string, max = 200) => {
    const s = withoutControlChars(get(k) ?? '').trim();
    if (s.length > max) bad(k, `at most ${max} characters`, `最多 ${max} 个字符`);
    return s || undefined;
  };
  const p: VenueFilterParams = {
    track: v('track', 40), programme: v('programme', 120), status: v('status', 40), institution: v('institution'), country: v('country', 2)?.toUpperCase(),
    category: v('category', 40), q: v('q'), verified: ['1', 'true', 'on'].includes(get('verified') ?? '') || undefined,
    ccf: readCcf(get('ccf')),
  };
  if (p.status && !FILTER_STATUSES.includes(p.status)) bad('status', `one of ${FILTER_STATUSES.join(', ')}`, `须为 ${FILTER_STATUSES.join('、')} 之一`);
  if (p.country && !/^[A-Z]{2}$/.test(p.country)) bad('country', 'a two-letter country code such as CN', '须为两个字母的国家代码，如 CN');
  if (p.category && !/^[a-z-]+(\.[A-Za-z-]+)?$/.test(p.category)) bad('category', 'an arXiv category such as cs.LG, or an archive such as cs', '须为 arXiv 分类（如 cs.LG）或大类（如 cs）');
  return p;
}

/** The `ccf` parameter (A, B or C, any case; empty = none), else a FilterParamError naming it. */
export function readCcf(raw: string | undefined): CcfTier | undefined {
  const t = (raw ?? '').trim().toUpperCase();
  if (!t) return undefined;
  if (!(CCF_TIERS as readonly string[]).includes(t)) bad('ccf', `one of ${CCF_TIERS.join(', ')} (CCF rank), got "${raw!.slice(0, 20)}"`, `须为 ${CCF_TIERS.join('、')} 之一（CCF 等级），收到“${raw!.slice(0, 20)}”`);
  return t as CcfTier;
}

/** `?year=` of the home page: a whole year between 1900 and 2100, undefined when absent; 400 naming the field otherwise. */
export function readYear(raw: string | undefined): number | undefined {
  const t = (raw ?? '').trim();
  if (!t) return undefined;
  const n = Number(t);
  if (!Number.isInteger(n) || n < 1900 || n > 2100) bad('year', `a year such as 2026, got "${t.slice(0, 20)}"`, `须为年份，如 2026，收到“${t.slice(0, 20)}”`);
  return n;
}

/** Keyword terms of `q`: split on spaces and commas (ASCII or Chinese), at most 8. */
export function keywordTerms(q: string | undefined): string[] {
  return [...new Set(withoutControlChars(q ?? '').split(/[\s,，、;；]+/).map((t) => t.trim()).filter(Boolean))].slice(0, 8);
}

/** The store filter for the parameters (the institution text resolved to institution ids) and the terms to highlight. */
export async function editionFilterOf(store: Store, p: VenueFilterParams): Promise<{ filter: EditionFilter; terms: string[]; highlight: string[] }> {
  const terms = keywordTerms(p.q);
  const filter: EditionFilter = { track: p.track, programme: p.programme, status: p.status, verified: p.verified, country: p.country, category: p.category, keywords: terms.length ? terms : undefined, ccf: p.ccf };
  if (p.institution) filter.institutionIds = await resolveInstitutionText(store, p.institution);
  // a Chinese keyword also matches the English the glossary gives it (queries.ts keywordLike): highlighted too
  const english = terms.flatMap((t) => (hasCjk(t) ? (bridgeQuery([t])?.groups.flat() ?? []) : []));
  return { filter, terms, highlight: [...terms, ...english] };
}
