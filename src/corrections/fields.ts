import { correctedVenue } from './venue-name.ts';
import type { PaperVenue } from '../papers/queries.ts';
import type { VenueEntry } from '../venues/venue-entry.ts';
import { withProgramme } from '../venues/programme.ts';
import { VENUE_STATUSES } from '../venues/cues.ts';

/** The fields a reader can report, with labels and the longest value accepted. */
export const FIELDS = {
  title_zh: { label: '中文标题 Chinese title', max: 500 },
  summary_zh: { label: 'AI总结 Chinese summary', max: 1000 },
  summary_en: { label: 'AI英文总结 English summary', max: 1000 },
  affiliation: { label: '机构 Institution', max: 600 },
  venue: { label: '会议 Venue / track / status', max: 600 },
} as const;

/** A reportable field. */
export type FieldKey = keyof typeof FIELDS;
/** Where a correction applies: one paper, or every paper printing the same affiliation text. */
export type Scope = 'paper' | 'alias';

/** Whether a string names a reportable field. */
export function isField(s: string): s is FieldKey {
  return Object.prototype.hasOwnProperty.call(FIELDS, s);
}

/** The statuses a reader may propose for a venue mention: a mention's, or `none` ("not at this venue"). */
export const PROPOSED_STATUSES: readonly string[] = [...VENUE_STATUSES, 'none'];
/** How a paper may be presented at a venue. */
export const PRESENTATIONS: readonly string[] = ['oral', 'spotlight', 'poster'];

/** A venue mention as a reader proposes it; status `none` means "not at this venue". */
export type VenueValue = VenueEntry;

/** The key naming one venue mention of a paper (stable across re-detection): `icml|2026`. */
export function venueKey(v: { venue: string; year: number | null }): string {
  return `${v.venue.toLowerCase()}|${v.year ?? ''}`;
}

/** A venue mention as one line of text: `ICML 2026 · workshop: AI for Math · accepted · oral`. */
export function formatVenue(v: VenueValue): string {
  const track = v.track === 'workshop' && v.workshop ? `workshop: ${v.workshop}` : v.track;
  return [`${v.venue}${v.year ? ` ${v.year}` : ''}`, track, v.status, v.presentation].filter(Boolean).join(' · ');
}

/** Reads a stored venue value (JSON); null when it is not one. */
export function parseVenueValue(json: string): VenueValue | null {
  try {
    const v = JSON.parse(json);
    if (!v || typeof v.venue !== 'string' || typeof v.status !== 'string') return null;
    return { venue: v.venue, year: Number.isInteger(v.year) ? v.year : null, track: String(v.track || 'main'), workshop: v.workshop || null, status: v.status, presentation: v.presentation || null };
  } catch {
    return null;
  }
}

/** A stored value as people read it (venue JSON becomes one line). */
export function displayValue(field: string, value: string | null): string {
  if (value === null) return '—';
  if (field !== 'venue') return value;
  const v = parseVenueValue(value);
  return v ? formatVenue(v) : value;
}

/** Status prefix of a stored machine venue row that an accepted correction replaces (listed nowhere; the prefix comes off on undo). */
export const SUPERSEDED = 'superseded:';

/** The machine status of a venue row, without the superseded mark. */
export function machineStatus(status: string): string {
  return status.startsWith(SUPERSEDED) ? status.slice(SUPERSEDED.length) : status;
}

/** A paper's stored venue rows as the machine made them: stored correction rows dropped, superseded marks removed. */
export function machineVenues(list: PaperVenue[]): PaperVenue[] {
  return list.filter((m) => m.source !== 'correction').map((m) => (m.status.startsWith(SUPERSEDED) ? { ...m, status: machineStatus(m.status) } : m));
}

/** Applies a corrected venue to a paper's mentions: replaces the one with the same key (and any of the corrected venue's key), adds it when absent, drops it for status `none`. */
export function overrideVenue(list: PaperVenue[], key: string, v: VenueValue, paperId: string): PaperVenue[] {
  const rest = list.filter((m) => venueKey(m) !== key && venueKey(m) !== venueKey(v));
  if (v.status === 'none') return rest;
  const old = list.find((m) => venueKey(m) === key);
  const named = correctedVenue(v.venue, v.year);
  const row: PaperVenue = withProgramme({
    id: old?.id ?? -1, paper_id: paperId, venue: named.venue, year: v.year, edition: named.edition,
    track: v.track, workshop: v.workshop, status: v.status, presentation: v.presentation,
    source: 'correction', evidence: old?.evidence ?? null, verified: old?.verified ?? 0,
  });
  const at = list.findIndex((m) => venueKey(m) === key);
  if (at < 0) return [...rest, row];
  return [...list.slice(0, at), row, ...list.slice(at + 1)].filter((m) => m === row || (venueKey(m) !== key && venueKey(m) !== venueKey(v)));
}

/** Splits a corrected institution value (`English（中文） ； English2`) into lines. */
export function parseInstitutionLines(value: string): { en: string; zh: string | null }[] {
  return value.split(/\s*[；;]\s*/).map((s) => s.trim()).filter(Boolean).map((s) => {
    const m = /^(.*?)\s*[（(]([^（）()]*[\u3400-\u9fff][^（）()]*)[）)]\s*$/.exec(s);
    return m ? { en: m[1].trim(), zh: m[2].trim() } : { en: s, zh: null };
  });
}
