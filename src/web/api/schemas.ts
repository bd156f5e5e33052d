import { z } from 'zod';
import { FIELDS } from '../../corrections/fields.ts';
import type { ExportFormat } from '../../exports/writer.ts';

const str = z.string();
const nstr = z.string().nullable();

/** What each download format is, as the API documents its link. */
const EXPORT_FORMATS: Record<ExportFormat, string> = {
  bibtex: 'BibTeX (.bib, application/x-bibtex)',
  ris: 'RIS (.ris, application/x-research-info-systems): Zotero, EndNote and Mendeley import it; CONF, JOUR, or UNPB for a preprint',
  'csl-json': 'CSL-JSON (.csl.json, application/vnd.citationstyles.csl+json): an array of CSL items (paper-conference, article-journal, or article for a preprint), as citeproc, Zotero and pandoc read them',
  csv: 'CSV (.csv, text/csv)',
  json: 'the records as JSON (.json)',
  markdown: 'Markdown (.md)',
  digest: 'the plain-text digest of the reference page (.txt)',
};

/** Download links by format, absolute URLs. */
export const ExportLinks = z.object(Object.fromEntries(Object.entries(EXPORT_FORMATS).map(([f, what]) => [f, str.describe(what)])) as Record<ExportFormat, z.ZodString>)
  .meta({ id: 'ExportLinks' });

/** A venue mention of a paper. */
export const VenueMention = z.object({
  venue: str, year: z.number().int().nullable(), edition: nstr, track: str, workshop: nstr, status: str, presentation: nstr,
  programme: nstr.describe('for the track "other": the programme the paper is in (Journal Track, Lab, Poster, Student Abstract …), when its evidence names one'),
  verified: z.boolean().describe('confirmed by an accepted-paper list'), source: str.describe('comments | journal_ref | list | correction'), evidence: nstr,
  ccf: z.enum(['A', 'B', 'C']).nullable().describe('CCF 2026 recommended-list tier of the venue; for a workshop or Findings mention, of its host conference (the paper itself is not ranked, and ?ccf= filters leave it out)'),
  core: z.enum(['A*', 'A', 'B', 'C']).nullable().describe('CORE tier of the venue (as carried by ccf-deadlines, CORE2023); for a workshop or Findings mention, of its host'),
}).meta({ id: 'VenueMention' });

/** A paper with its venues, institutions and AI fields, accepted corrections applied. */
export const Paper = z.object({
  id: str.describe('arXiv identifier without version'), version: z.number().int(), url: str, pdf_url: str,
  title: str, title_zh: nstr.describe('machine-translated (or corrected) Chinese title; null while pending'),
  authors: z.array(str), institutions: z.array(z.object({ en: str, zh: nstr })).describe('the 机构 line, in author order'),
  summary_zh: nstr.describe('AI总结'), summary_en: nstr, abstract: nstr, comments: nstr, journal_ref: nstr, doi: nstr,
  categories: nstr, primary_category: nstr, license: nstr, submitted_at: nstr, updated_at: nstr,
  venues: z.array(VenueMention), venue_tag: str,
}).meta({ id: 'Paper' });

/** One paper with everything: versions, authors with affiliations, correction history. */
export const PaperDetail = Paper.extend({
  versions: z.array(z.object({ version: z.number().int(), created_at: nstr, title: nstr, comments: nstr, journal_ref: nstr })),
  author_affiliations: z.array(z.object({
    name: str, affiliations: z.array(z.object({ text: str, institution_id: nstr, display: str, source: nstr.describe('where this affiliation was read: html | latex | pdf | llm | openalex (an author whose OpenAlex version a moderator accepted)') })),
  })).describe('per author, in order: affiliation texts as printed and the institutions they resolve to'),
  affiliations_source: nstr.describe('html | latex | pdf | llm | openalex (OpenAlex filled a paper whose front matter gave none) | none'),
  corrections: z.array(z.object({
    field: str, scope: z.enum(['paper', 'alias']).describe('alias: applied to every paper printing the same affiliation text'),
    target_key: str, old_value: nstr, new_value: str, created_at: str, created_by: str.describe('the moderator who accepted it'),
    undone_at: nstr, active: z.boolean(),
  })).describe('accepted corrections, oldest first (already applied to the fields above), undone ones included'),
  exports: ExportLinks.describe("this paper's citation and record downloads by format, absolute URLs"),
}).meta({ id: 'PaperDetail' });

/** A page of papers and the cursor of the next page. */
export const PaperPage = z.object({
  items: z.array(Paper), next_cursor: nstr.describe('pass as ?cursor= for the next page; null on the last page'),
}).meta({ id: 'PaperPage' });

/** An accepted paper known only from an official list (not matched to an arXiv paper). */
export const ListOnlyEntry = z.object({
  kind: z.literal('list_only'), entry_id: z.number().int().describe('stable across refetches of the list'), edition: str, venue: str, year: z.number().int(),
  title: str, authors: z.array(str), track: str, workshop: nstr, presentation: nstr,
  state: z.enum(['list_only', 'ambiguous']).describe('ambiguous: several arXiv candidates, or authors / year disagree'),
  official_id: nstr.describe('the source\'s id: PMLR v235/abe24a, Anthology 2024.acl-long.1, OpenReview forum'), openreview_id: nstr,
  url: nstr.describe('the paper\'s page at the source'), list: str.describe('PMLR v235, ACL Anthology acl-2024 …'), list_url: nstr.describe('the edition\'s page at the source'),
  listed_at: str.describe('when the list was last fetched'),
}).meta({ id: 'ListOnlyEntry' });

/** A page of list-only entries. */
export const ListOnlyPage = z.object({
  items: z.array(ListOnlyEntry), total: z.number().int(), next_cursor: nstr.describe('pass as ?cursor= for the next page; null on the last page'),
}).meta({ id: 'ListOnlyPage' });

/** A page of papers of a search or an edition, with how many accepted papers known only from official lists also match. */
export const ListedPaperPage = PaperPage.extend({
  list_only_total: z.number().int().describe('accepted papers not on arXiv (official lists) that match too; 0 when a filter they lack is set'),
  list_only_url: nstr.describe('where to page through them (null when there are none)'),
}).meta({ id: 'ListedPaperPage' });

/** A search's page: a Chinese query no Chinese text matches is answered by the English terms the glossary gives it. */
export const SearchPaperPage = ListedPaperPage.extend({
  searched_as: nstr.describe('a Chinese query that matched no Chinese text, searched instead as these English terms from the translation glossary (the items are their matches); null otherwise'),
  also_english: nstr.describe('a Chinese query that matched Chinese text and that the glossary also reads as English: that English query; null otherwise'),
}).meta({ id: 'SearchPaperPage' });

/** Where a list is also available as a page, feeds and downloads. */
export const Links = z.object({ page: str, atom: str, rss: str, exports: ExportLinks.describe("the list's downloads by format, absolute URLs") }).meta({ id: 'Links' });

/** An edition (venue in a year) with paper counts. */
export const Edition = z.object({
  edition: str, venue: str, year: z.number().int(), papers: z.number().int(), main: z.number().int().describe('main-track papers'),
  workshop: z.number().int(), verified: z.number().int(),
  ccf: z.enum(['A', 'B', 'C']).nullable().describe('CCF 2026 recommended-list tier of the venue'),
  core: z.enum(['A*', 'A', 'B', 'C']).nullable().describe('CORE tier of the venue (as carried by ccf-deadlines, CORE2023)'),
}).meta({ id: 'Edition' });

/** Filters of the editions list. */
export const EditionListQuery = z.object({
  ccf: z.enum(['A', 'B', 'C']).optional().describe('only venues of this CCF tier'),
});

/** How complete an edition is by one of its accepted lists (an official source, or an imported file). */
export const ListCompleteness = z.object({
  source: nstr.describe('pmlr | acl-anthology | openreview | virtual-site; null for an imported file'), label: str, page: nstr, attribution: nstr,
  fetched_at: str, entries: z.number().int().describe('papers on the list'), on_arxiv: z.number().int().describe('matched to an arXiv paper (verified)'),
  found_by_lookup: z.number().int().describe('of those, found by the arXiv title look-up'), ambiguous: z.number().int(), list_only: z.number().int(),
  tracks: z.array(z.object({ track: str, entries: z.number().int(), on_arxiv: z.number().int() })),
}).meta({ id: 'ListCompleteness' });

/** One edition with its tracks and links. */
export const EditionDetail = z.object({
  edition: str, venue: str, year: z.number().int(), tracks: z.array(z.object({ track: str, papers: z.number().int() })),
  programmes: z.array(z.object({
    programme: nstr.describe('the programme\'s English name (Journal Track, Lab, Student Abstract …), the value of the papers\' `programme` filter; null: papers of the track whose programme has no name (filter value `none`)'),
    label: nstr.describe('as the venue page shows it, in English and Chinese (Journal Track 期刊论文专场); null for the unnamed'),
    papers: z.number().int(),
  })).describe('the track "other" by programme, most papers first, the unnamed last; empty when the edition has no paper in that track'),
  links: Links,
  completeness: z.array(ListCompleteness).describe('one per accepted list of the edition, official sources first'),
}).meta({ id: 'EditionDetail' });

/** A canonical institution with its number of papers. */
export const Institution = z.object({
  id: str, name_en: str, name_zh: nstr, country: nstr, ror: nstr, papers: z.number().int(),
}).meta({ id: 'Institution' });

/** A page of institutions. */
export const InstitutionPage = z.object({ items: z.array(Institution), next_cursor: nstr }).meta({ id: 'InstitutionPage' });

/** One institution with links to its page, feeds and downloads. */
export const InstitutionDetail = Institution.extend({ links: Links }).meta({ id: 'InstitutionDetail' });

/** A list of editions. */
export const EditionList = z.object({ items: z.array(Edition) }).meta({ id: 'EditionList' });

/** An error answer. */
export const ApiError = z.object({
  error: z.object({ status: z.number().int(), message: str, issues: z.array(z.object({ path: str, message: str })).optional() }),
}).meta({ id: 'Error' });

const fieldNames = Object.keys(FIELDS) as [keyof typeof FIELDS, ...(keyof typeof FIELDS)[]];
/** A reader's report (纠错) of a wrong field. */
export const ReportBody = z.object({
  field: z.enum(fieldNames),
  key: z.string().max(600).optional().describe('affiliation text key or venue key (see /papers/{id}: corrections targets); omit for title_zh / summaries'),
  proposed: z.string().min(1).max(1000).describe('the right value; for a venue, JSON {venue, year, track, workshop, status, presentation}: venue and status required (status none: not at this venue), year four digits, a workshop name only with track workshop; a 400 names the field at fault'),
  note: z.string().max(1000).optional(),
}).meta({ id: 'ReportBody' });

/** A stored report waiting for a moderator. */
export const ReportCreated = z.object({ id: z.number().int(), status: z.literal('pending') }).meta({ id: 'ReportCreated' });

const limit = z.coerce.number().int().min(1).max(200).default(50).describe('items per page (1–200)');
const cursor = z.string().max(500).optional().describe('next_cursor of the previous page');
/** Query of paginated lists. */
export const PageQuery = z.object({ limit, cursor });
/** The CCF rank filter of paper lists (papers/rank-filter.ts). */
const CcfParam = z.enum(['A', 'B', 'C']).optional().describe('only papers accepted or published (not in a workshop) at a venue of this CCF 2026 tier');
/** Query of an edition's papers: filters of the venue page plus pagination. */
export const EditionPapersQuery = PageQuery.extend({
  track: z.string().max(40).optional().describe('main, workshop, findings …'),
  programme: z.string().max(120).optional().describe('a programme of the track "other" as /venues/{edition} lists it (Journal Track, Lab …), or none: that track\'s papers whose programme has no name'),
  verified: z.enum(['1', 'true', '0', 'false']).optional().describe('only papers confirmed by an accepted list'),
  status: z.enum(['accepted', 'published', 'submitted', 'under_review']).optional().describe('default: accepted or published'),
  institution: z.string().max(200).optional().describe('institution name or acronym'),
  country: z.string().regex(/^[A-Za-z]{2}$/).optional().describe('ISO country code of any institution (CN, US …)'),
  category: z.string().max(40).optional().describe('arXiv category (cs.LG) or archive (cs)'),
  q: z.string().max(200).optional().describe('keywords that must all occur'),
  ccf: CcfParam,
});
/** Query of an edition's list-only entries: the filters they have data for, plus pagination. */
export const EditionListOnlyQuery = PageQuery.extend({
  track: z.string().max(40).optional().describe('main, workshop, findings …'), q: z.string().max(200).optional().describe('keywords that must all occur in the title or authors'),
});
/** Query of a search's list-only entries. */
export const SearchListOnlyQuery = PageQuery.extend({ q: z.string().min(1).max(200).describe('keywords that must all occur in the title or authors') });
/** Query of a search. */
export const SearchQuery = PageQuery.extend({ q: z.string().min(1).max(200).describe('words, "phrases", English or Chinese'), ccf: CcfParam });
/** Query of an institution's papers: pagination and the CCF rank filter. */
export const InstitutionPapersQuery = PageQuery.extend({ ccf: CcfParam });
/** Query of the institution index. */
export const InstitutionQuery = PageQuery.extend({ q: z.string().max(200).optional().describe('name, acronym or Chinese name') });
/** Path of one paper. */
export const PaperParams = z.object({ id: z.string().max(60).describe('arXiv id; an old-style id as arXiv writes it (hep-th/9901001) or URL-encoded (hep-th%2F9901001)') });
/** Path of one edition. */
export const EditionParams = z.object({ edition: z.string().max(60).describe('edition slug, e.g. icml-2026') });
/** Path of one institution. */
export const InstitutionParams = z.object({ id: z.string().max(300).describe('institution id (as in Institution.id)') });
