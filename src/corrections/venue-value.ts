// A corrected venue mention as readers propose it and moderators accept it: six fields, one schema (zod) for the
// reader's form, the moderator's form, the API's JSON proposal and the stored value, so each says which field is
// wrong and why ("year: a year has four digits, e.g. 2026") instead of "not valid JSON".
import { z } from 'zod';
import { VENUE_TRACKS } from '../venues/cues.ts';
import { trackLabel } from '../venues/programme.ts';
import { PRESENTATIONS, PROPOSED_STATUSES, type VenueValue } from './fields.ts';

/** The fields of a venue value, in form order. */
export const VENUE_FIELDS = ['venue', 'year', 'track', 'workshop', 'status', 'presentation'] as const;
/** One field of a venue value. */
export type VenueField = (typeof VENUE_FIELDS)[number];

/** A venue value that does not validate; `field` names the field at fault (`value` for JSON that is not an object). */
export class VenueValueError extends Error {
  readonly code = 'VENUE_VALUE_INVALID';
  constructor(readonly field: VenueField | 'value', readonly reason: string) {
    super(`${field}: ${reason}`);
  }
}

const CONTROL = /[\u0000-\u001f\u007f]/;
/** Absent, null and blank (after trimming) are all "not given". */
const given = (v: unknown): unknown => (typeof v === 'string' ? (v.trim() ? v.trim() : undefined) : v ?? undefined);
const oneOf = (allowed: readonly string[]) => z.preprocess(given, z.string({ error: `one of ${allowed.join(', ')}` }).refine((s) => allowed.includes(s), {
  error: (i) => `unknown value "${String(i.input).slice(0, 40)}" (one of ${allowed.join(', ')})`,
}).optional());
const text = (max: number, what: string) => z.string({ error: `${what} must be text` }).max(max, { error: `longer than ${max} characters` })
  .refine((s) => !CONTROL.test(s), { error: 'control characters are not allowed' });

const SCHEMA = z.object({
  venue: z.preprocess(given, text(80, 'the venue name').optional()),
  // A year as a number (JSON) or four digits (a form).
  year: z.preprocess((v) => { const g = given(v); return typeof g === 'string' && /^\d+$/.test(g) ? Number(g) : g; },
    z.number({ error: 'a year has four digits, e.g. 2026' }).int({ error: 'a year has four digits, e.g. 2026' })
      .min(1900, { error: 'a year between 1900 and 2199' }).max(2199, { error: 'a year between 1900 and 2199' }).optional()),
  track: oneOf(VENUE_TRACKS),
  workshop: z.preprocess(given, text(200, 'the workshop name').optional()),
  status: oneOf(PROPOSED_STATUSES),
  presentation: oneOf(PRESENTATIONS),
}).superRefine((v, ctx) => {
  // Checked here, not on the keys: zod skips an optional key that is absent altogether.
  if (v.venue === undefined) ctx.addIssue({ code: 'custom', path: ['venue'], message: 'the venue name is empty (e.g. ICML, NeurIPS, ACL)' });
  if (v.status === undefined) ctx.addIssue({ code: 'custom', path: ['status'], message: `choose one (${PROPOSED_STATUSES.join(', ')})` });
  if (v.workshop && (v.track ?? 'main') !== 'workshop') ctx.addIssue({ code: 'custom', path: ['workshop'], message: `a workshop name goes with the track “${trackLabel('workshop')}”, not “${trackLabel(v.track ?? 'main')}”` });
});

/** Validates a venue value's fields (strings from a form, or JSON values); throws VenueValueError naming the first field at fault. */
export function parseVenueFields(raw: Record<string, unknown>): VenueValue {
  const r = SCHEMA.safeParse(raw);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new VenueValueError((issue?.path[0] as VenueField | undefined) ?? 'value', issue?.message ?? 'invalid');
  }
  const v = r.data;
  return { venue: v.venue!, year: v.year ?? null, track: v.track ?? 'main', workshop: v.workshop ?? null, status: v.status!, presentation: v.presentation ?? null };
}

/** Validates a venue value stored or sent as JSON (`{"venue":"ICML","year":2026,…}`); throws VenueValueError naming the field. */
export function parseVenueJson(json: string): VenueValue {
  let raw: unknown;
  try { raw = JSON.parse(json); } catch { throw new VenueValueError('value', 'not JSON: a venue value is {venue, year, track, workshop, status, presentation}'); }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new VenueValueError('value', 'a venue value is a JSON object {venue, year, track, workshop, status, presentation}');
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
