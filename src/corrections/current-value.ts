import type { CardData } from '../cards/card-data.ts';
import { textKey } from '../institutions/affiliation-keys.ts';
import { venueKey, type FieldKey, type VenueValue } from './fields.ts';

/** A report target that does not exist on this paper (unknown affiliation or venue key). */
export class TargetError extends Error {
  readonly code = 'REPORT_TARGET_UNKNOWN';
  constructor(readonly field: 'affiliation' | 'venue', readonly key: string, readonly paperId: string) {
    super(`key: "${key.slice(0, 80)}" is not ${field === 'affiliation' ? 'an affiliation' : 'a venue'} of arXiv:${paperId}`);
  }
}

/** How an affiliation text of a paper is shown now: its active correction, else the machine display joined with ` ； `. */
function affiliationShown(card: CardData, key: string): string | null {
  const active = card.corrections?.active[`affiliation|${key}`];
  if (active) return card.corrections!.history.find((c) => Number(c.id) === active.id)?.new_value ?? null;
  const shown = card.institutions.authors.flatMap((a) => a.affiliations).filter((f) => textKey(f.text) === key).map((f) => f.display);
  return shown.length ? [...new Set(shown)].join(' ； ') : null;
}

/** The value a reader sees now for a field of a paper (computed by the server, never taken from the form); throws TargetError for an unknown target. */
export function currentValue(card: CardData, field: FieldKey, key: string): string | null {
  if (field === 'title_zh') return card.titleZh.state === 'done' ? card.titleZh.value : null;
  if (field === 'summary_zh') return card.summaryZh.state === 'done' ? card.summaryZh.value : null;
  if (field === 'summary_en') return card.summaryEn.state === 'done' ? card.summaryEn.value : null;
  if (field === 'affiliation') {
    if (!card.corrections?.affiliations.some((a) => a.key === key)) throw new TargetError('affiliation', key, card.paper.id);
    return affiliationShown(card, key);
  }
  if (key === 'new') return null;
  const v = card.venues.find((m) => venueKey(m) === key);
  if (!v) throw new TargetError('venue', key, card.paper.id);
  const value: VenueValue = { venue: v.venue, year: v.year, track: v.track, workshop: v.workshop, status: v.status, presentation: v.presentation };
  return JSON.stringify(value);
}
