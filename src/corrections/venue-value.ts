// A corrected venue mention as readers propose it and moderators accept it: six fields, one schema (zod) for the
// reader's form, the moderator's form, the API's JSON proposal and the stored value, so each says which field is
// wrong and why ("year: a year has four digits, e.g. 2026") instead of "not valid JSON".
import { z } from 'zod';
import { VENUE_TRACKS } from '../venues/cues.ts';
import { trackLabel, type ProgrammeName as Words } from '../venues/programme.ts';
import { PRESENTATIONS, PROPOSED_STATUSES, type VenueValue } from './fields.ts';

/** The fields of a venue value, in form order. */
export const VENUE_FIELDS = ['venue', 'year', 'track', 'workshop', 'status', 'presentation'] as const;
/** One field of a venue value. */
export type VenueField = (typeof VENUE_FIELDS)[number];

/** Why a value is refused, in both languages, carried through zod's string messages as JSON (`said` reads it back). */
const why = (zh: string, en: string): string => JSON.stringify({ zh, en } satisfies Words);
/** A zod message in both languages; one zod wrote itself (no `why`) is the same in both. */
function said(message: string): Words {
  try {
    const w = JSON.parse(message) as Partial<Words>;
    if (typeof w.zh === 'string' && typeof w.en === 'string') return { zh: w.zh, en: w.en };
  } catch { /* zod's own wording */ }
  return { zh: message, en: message };
}

/**
 * A venue value that does not validate; `field` names the field at fault (`value` for JSON that is not an object).
 * `reason` is what the forms show, Chinese first; the message (`year: a year has four digits, e.g. 2026`) stays
 * English, as the API's JSON errors say it.
 */
export class VenueValueError extends Error {
  readonly code = 'VENUE_VALUE_INVALID';
  /** Why, as the forms show it, Chinese first: "年份为四位数字，例如 2026 · a year has four digits, e.g. 2026". */
  readonly reason: string;
  constructor(readonly field: VenueField | 'value', why: Words) {
    super(`${field}: ${why.en}`);
    this.reason = why.zh === why.en ? why.en : `${why.zh} · ${why.en}`;
  }
}

const CONTROL = /[\u0000-\u001f\u007f]/;
/** Absent, null and blank (after trimming) are all "not given". */
const given = (v: unknown): unknown => (typeof v === 'string' ? (v.trim() ? v.trim() : undefined) : v ?? undefined);
const oneOf = (allowed: readonly string[]) => z.preprocess(given, z.string({ error: why(`须为其一：${allowed.join(', ')}`, `one of ${allowed.join(', ')}`) }).refine((s) => allowed.includes(s), {
  error: (i) => why(`未知的值 "${String(i.input).slice(0, 40)}"（须为其一：${allowed.join(', ')}）`, `unknown value "${String(i.input).slice(0, 40)}" (one of ${allowed.join(', ')})`),
}).optional());
const text = (max: number, what: Words) => z.string({ error: why(`${what.zh}须为文本`, `${what.en} must be text`) }).max(max, { error: why(`超过 ${max} 个字符`, `longer than ${max} characters`) })
  .refine((s) => !CONTROL.test(s), { error: why('不允许控制字符', 'control characters are not allowed') });
const FOUR_DIGITS = why('年份为四位数字，例如 2026', 'a year has four digits, e.g. 2026');
const YEAR_RANGE = why('年份须在 1900 到 2199 之间', 'a year between 1900 and 2199');

const SCHEMA = z.object({
  venue: z.preprocess(given, text(80, { zh: '会议名称', en: 'the venue name' }).optional()),
  // A year as a number (JSON) or four digits (a form).
  year: z.preprocess((v) => { const g = given(v); return typeof g === 'string' && /^\d+$/.test(g) ? Number(g) : g; },
    z.number({ error: FOUR_DIGITS }).int({ error: FOUR_DIGITS })
      .min(1900, { error: YEAR_RANGE }).max(2199, { error: YEAR_RANGE }).optional()),
  track: oneOf(VENUE_TRACKS),
  workshop: z.preprocess(given, text(200, { zh: '研讨会名称', en: 'the workshop name' }).optional()),
  status: oneOf(PROPOSED_STATUSES),
  presentation: oneOf(PRESENTATIONS),
}).superRefine((v, ctx) => {
  // Checked here, not on the keys: zod skips an optional key that is absent altogether.
  if (v.venue === undefined) ctx.addIssue({ code: 'custom', path: ['venue'], message: why('会议名称为空（例如 ICML、NeurIPS、ACL）', 'the venue name is empty (e.g. ICML, NeurIPS, ACL)') });
  if (v.status === undefined) ctx.addIssue({ code: 'custom', path: ['status'], message: why(`请选择其一（${PROPOSED_STATUSES.join(', ')}）`, `choose one (${PROPOSED_STATUSES.join(', ')})`) });
  if (v.workshop && (v.track ?? 'main') !== 'workshop') ctx.addIssue({ code: 'custom', path: ['workshop'], message: why(`研讨会名称须配类别“${trackLabel('workshop')}”，而不是“${trackLabel(v.track ?? 'main')}”`, `a workshop name goes with the track “${trackLabel('workshop')}”, not “${trackLabel(v.track ?? 'main')}”`) });
});

/** Validates a venue value's fields (strings from a form, or JSON values); throws VenueValueError naming the first field at fault. */
export function parseVenueFields(raw: Record<string, unknown>): VenueValue {
  const r = SCHEMA.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new VenueValueError((issue?.path[0] as VenueField | undefined) ?? 'value', said(issue?.message ?? why('无效', 'invalid')));
  }
  const v = r.data;
  return { venue: v.venue!, year: v.year ?? null, track: v.track ?? 'main', workshop: v.workshop ?? null, status: v.status!, presentation: v.presentation ?? null };
}

/** Validates a venue value stored or sent as JSON (`{"venue":"ICML","year":2026,…}`); throws VenueValueError naming the field. */
export function parseVenueJson(json: string): VenueValue {
  let raw: unknown;
  try { raw = JSON.parse(json); } catch { throw new VenueValueError('value', { zh: '不是 JSON：会议信息为 {venue, year, track, workshop, status, presentation}', en: 'not JSON: a venue value is {venue, year, track, workshop, status, presentation}' }); }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new VenueValueError('value', { zh: '会议信息须为 JSON 对象 {venue, year, track, workshop, status, presentation}', en: 'a venue value is a JSON object {venue, year, track, workshop, status, presentation}' });
  return parseVenueFields(raw as Record<string, unknown>);
}

/** Reads a venue value from form inputs named `<prefix>venue`, `<prefix>year` … (the reader's `v_`, the moderator's `v<report id>_`). */
export function venueFromForm(body: Record<string, unknown>, prefix: string): VenueValue {
  const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
  return parseVenueFields(Object.fromEntries(VENUE_FIELDS.map((f) => [f, first(body[`${prefix}${f}`]) ?? ''])));
}

/** The JSON a venue value is stored as (fixed key order, so equal values are equal strings). */
export function venueJson(v: VenueValue): string {
  return JSON.stringify({ venue: v.venue, year: v.year, track: v.track, workshop: v.workshop, status: v.status, presentation: v.presentation });
}
