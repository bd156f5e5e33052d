import { PRESENTATIONS, PROPOSED_STATUSES, type VenueValue } from '../../corrections/fields.ts';
import { VENUE_FIELDS, type VenueField } from '../../corrections/venue-value.ts';
import { VENUE_TRACKS } from '../../venues/cues.ts';
import { trackLabel } from '../../venues/programme.ts';
import { bilingual, PRESENTATION_WORDS, STATUS_WORDS, wordsOf } from './venue-words.tsx';

/** A venue value as form inputs hold it: one string per field ('' for none). */
export type VenueInputValues = Record<VenueField, string>;

/** The inputs' values for a venue value (empty inputs for none; status accepted and track main when nothing is known). */
export function venueInputValues(v: VenueValue | null): VenueInputValues {
  return { venue: v?.venue ?? '', year: v?.year ? String(v.year) : '', track: v?.track ?? 'main', workshop: v?.workshop ?? '', status: v?.status ?? 'accepted', presentation: v?.presentation ?? '' };
}

/** The inputs' values as posted under `prefix` (what was typed, shown again beside an error). */
export function postedVenueInputs(body: Record<string, unknown>, prefix: string): VenueInputValues {
  const s = (v: unknown) => (typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : '');
  return Object.fromEntries(VENUE_FIELDS.map((f) => [f, s(body[`${prefix}${f}`]).slice(0, 300)])) as VenueInputValues;
}

/** Each field's label, Chinese first. */
export const VENUE_FIELD_LABELS: Readonly<Record<VenueField, string>> = {
  venue: '会议 Venue', year: '年份 Year', track: '类别 Track', workshop: '研讨会 Workshop', status: '状态 Status', presentation: '报告形式 Presentation',
};

/** What went wrong with one field, shown beside it. */
export interface VenueInputError { field: VenueField | 'value'; reason: string }

/** An error as a reader reads it: the field by its label, then why ("年份 Year: 年份为四位数字，例如 2026 · a year has four digits, e.g. 2026"). */
export function venueErrorText(e: VenueInputError): string {
  return e.field === 'value' ? e.reason : `${VENUE_FIELD_LABELS[e.field]}: ${e.reason}`;
}

/**
 * The six fields of a venue mention — venue, year, track, workshop, status, presentation — named `<prefix>venue` …,
 * each labelled in Chinese and English; a field with an error is marked invalid and described by the error's text.
 * The reader's 纠错 form (`v_`) and each row of the moderation queue (`v<report id>_`) use it; the server validates either way.
 */
export function VenueInputs(props: { prefix: string; values: VenueInputValues; legend: string; error?: VenueInputError; /** false inside a form of many rows: one row's empty venue must not block deciding another */ constraints?: boolean }) {
  const { prefix, values: v, error } = props;
  const native = props.constraints ?? true;
  const errId = `${prefix}error`;
  // The field at fault is marked, described by the error and focused, so a keyboard or screen-reader user lands on it.
  const bad = (f: VenueField) => (error && (error.field === f || (error.field === 'value' && f === 'venue')) ? { 'aria-invalid': 'true', 'aria-describedby': errId, autofocus: true } : {});
  const option = (value: string, label: string, current: string) => <option value={value} selected={value === current}>{label}</option>;
  return (
    <fieldset class="venue-inputs">
      <legend>{props.legend}</legend>
      {error ? <p class="report-error" id={errId} role="alert">{venueErrorText(error)}</p> : null}
      <label>{VENUE_FIELD_LABELS.venue} <input name={`${prefix}venue`} required={native} maxlength={80} value={v.venue} {...bad('venue')} /></label>{' '}
      <label>{VENUE_FIELD_LABELS.year} <input name={`${prefix}year`} inputmode="numeric" pattern={native ? '[0-9]{4}' : undefined} maxlength={4} size={5} value={v.year} {...bad('year')} /></label><br />
      <label>{VENUE_FIELD_LABELS.track} <select name={`${prefix}track`} {...bad('track')}>{VENUE_TRACKS.map((t) => option(t, trackLabel(t), v.track))}</select></label>{' '}
      <label>{VENUE_FIELD_LABELS.workshop} <input name={`${prefix}workshop`} maxlength={200} value={v.workshop} {...bad('workshop')} /></label><br />
      <label>{VENUE_FIELD_LABELS.status} <select name={`${prefix}status`} {...bad('status')}>{PROPOSED_STATUSES.map((s) => option(s, bilingual(wordsOf(STATUS_WORDS, s)), v.status))}</select></label>{' '}
      <label>{VENUE_FIELD_LABELS.presentation} <select name={`${prefix}presentation`} {...bad('presentation')}>{option('', '—', v.presentation)}{PRESENTATIONS.map((s) => option(s, bilingual(wordsOf(PRESENTATION_WORDS, s)), v.presentation))}</select></label>
    </fieldset>
  );
}
