import { mentionRank, venueRanks } from '../venues/ranks.ts';
import { absUrl, pdfUrl } from '../arxiv/ids.ts';
import type { CardData, MachineField } from '../cards/card-data.ts';
import type { PaperVenue } from '../papers/queries.ts';
import { LISTED_STATUSES } from '../papers/queries.ts';
import { displayInstitution } from '../institutions/display.ts';
import { programmeOf } from '../venues/programme.ts';

/** One venue mention as exported (no internal ids). */
export interface ExportVenue {
  venue: string;
  year: number | null;
  edition: string | null;
  track: string;
  workshop: string | null;
  status: string;
  presentation: string | null;
  /** The programme a paper of the track "other" is in, in English ("Journal Track", "Lab", "Poster", "Student Abstract"), else null. */
  programme: string | null;
  verified: boolean;
  source: string;
  evidence: string | null;
  /** CCF 2026 tier (A/B/C) of the venue, null when the list has none. */
  ccf: 'A' | 'B' | 'C' | null;
  /** CORE tier (A*, A, B, C) of the venue, null when unranked. */
  core: 'A*' | 'A' | 'B' | 'C' | null;
}

/** A paper flattened for feeds, the API and export files: every field, machine fields as value-or-null. */
export interface ExportRecord {
  id: string;
  version: number;
  url: string;
  pdf_url: string;
  title: string;
  title_zh: string | null;
  authors: string[];
  institutions: { en: string; zh: string | null }[];
  summary_zh: string | null;
  summary_en: string | null;
  abstract: string | null;
  comments: string | null;
  journal_ref: string | null;
  doi: string | null;
  categories: string | null;
  primary_category: string | null;
  license: string | null;
  submitted_at: string | null;
  updated_at: string | null;
  venues: ExportVenue[];
  /** Short tag of the paper's main listed venue ("ICML"), or "arXiv" when it has none. */
  venue_tag: string;
}

/** Collapses runs of whitespace (arXiv titles carry line breaks) into single spaces and drops control characters (U+0001, U+007F …). */
export function oneLine(s: string | null | undefined): string {
  return (s ?? '').replace(/[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g, '').replace(/\s+/g, ' ').trim();
}

function value(f: MachineField): string | null {
  return f.state === 'done' && f.value ? f.value : null;
}

function exportVenue(v: PaperVenue): ExportVenue {
  return {
    venue: v.venue, year: v.year === null ? null : Number(v.year), edition: v.edition, track: v.track, workshop: v.workshop,
    status: v.status, presentation: v.presentation, programme: programmeOf(v)?.en ?? null, verified: Boolean(v.verified), source: v.source,
    evidence: v.evidence, ...venueRanks(v.venue),
  };
}

/** The venue mention a paper is listed under: verified first, then main track, among accepted/published ones. */
export function mainVenue(venues: ExportVenue[]): ExportVenue | undefined {
  const listed = venues.filter((v) => LISTED_STATUSES.includes(v.status));
  return [...listed].sort((a, b) => Number(b.verified) - Number(a.verified) || Number(b.track === 'main') - Number(a.track === 'main'))[0];
}

/** The short tag of a venue mention: "ICML", "ICML Workshop", "ACL findings", "IJCAI Journal Track"; "arXiv" for none. */
export function venueTag(v: Pick<ExportVenue, 'venue' | 'track'> & { programme?: string | null } | undefined): string {
  if (!v) return 'arXiv';
  return v.track === 'main' ? v.venue : `${v.venue} ${v.track === 'workshop' ? 'Workshop' : v.programme ?? v.track}`;
}

/**
 * A track as badges write it (exports, feeds and the pages' venue badges): "Workshop: AI for Math", a programme's name
 * ("Journal Track"; the pages give it in English and Chinese), else the track's code.
 */
export function trackText(v: { track: string; workshop?: string | null; programme?: string | null }): string {
  if (v.track === 'workshop') return `Workshop${v.workshop ? `: ${v.workshop}` : ''}`;
  return v.programme ?? v.track;
}

/** Flattens a card (paper + venues + enrichments + institutions, corrections applied by loadCards) into an export record. */
export function toRecord(c: CardData): ExportRecord {
  const p = c.paper;
  const venues = c.venues.map(exportVenue);
  return {
    id: p.id, version: Number(p.version), url: absUrl(p.id), pdf_url: pdfUrl(p.id),
    title: oneLine(p.title), title_zh: value(c.titleZh),
    authors: c.authors.length ? c.authors : (p.authors ?? '').split(/,\s*/).filter(Boolean),
    institutions: c.institutions.state === 'done' ? c.institutions.lines.map((l) => ({ en: l.en, zh: l.zh })) : [],
    summary_zh: value(c.summaryZh), summary_en: value(c.summaryEn),
    abstract: p.abstract ? oneLine(p.abstract) : null, comments: p.comments, journal_ref: p.journal_ref, doi: p.doi,
    categories: p.categories, primary_category: p.primary_category, license: p.license,
    submitted_at: p.submitted_at, updated_at: p.updated_at, venues, venue_tag: venueTag(mainVenue(venues)),
  };
}

/** The 机构 display form of one institution line (its unit already in `en` / `zh`): `English（中文）`, or English alone. */
export function institutionText(i: { en: string; zh: string | null }): string {
  return displayInstitution({ name_en: i.en, name_zh: i.zh, unit_en: null, unit_zh: null });
}

/** A one-line venue badge: `ICML 2026 · CCF-A · CORE A* · oral · accepted · verified`, `ICML 2026 · Workshop: AI for Math · host CCF-A · CORE A* · accepted · verified`. */
export function venueBadge(v: ExportVenue): string {
  const rank = mentionRank(v);
  return [
    `${v.venue}${v.year ? ` ${v.year}` : ''}`,
    rank.host ? null : rank.text || null,
    v.track !== 'main' ? trackText(v) : null,
    rank.host ? rank.text : null,
    v.presentation, v.status, v.verified ? 'verified' : 'self-reported',
  ].filter(Boolean).join(' · ');
}
