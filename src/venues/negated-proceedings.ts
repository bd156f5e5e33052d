import { escapeRegExp } from './catalogue.ts';
import type { VenueMention } from './detect.ts';

/**
 * Round vpool21 (set 354 part A): "Accepted at the NeurIPS 2026 AI for Science Workshop. This version is not included in
 * the official NeurIPS proceedings". A venue named only inside a negated proceedings clause ("not included in / not
 * published in / not part of the HOST proceedings") says where the paper is *not* printed; it is no main-track entry of
 * its own (main, or a track read from the clause) when the comment names the same venue elsewhere (the workshop or track whose paper stays out of the
 * proceedings). Alone, the clause is left as it was read (nothing else ties the paper to the venue).
 */
const NEGATED_PROCEEDINGS = /(?<![A-Za-z])(?:not|never)\s+(?:(?:be|been|being)\s+)?(?:included|published|archived|printed|indexed|appear(?:s|ing)?|part)\s+(?:of|in|within)\s+([^.;]{0,80}?)(?<![A-Za-z])proceedings(?![A-Za-z])/i;

/** The venue's name inside the negated clause's words before "proceedings". */
function namedInNegation(m: VenueMention): boolean {
  const hit = NEGATED_PROCEEDINGS.exec(m.evidence);
  return hit !== null && new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(m.venue)}(?![A-Za-z0-9])`, 'i').test(hit[1]);
}

export function negatedProceedings(found: VenueMention[]): VenueMention[] {
  if (found.length < 2) return found;
  const kept = found.filter((m) => !(m.track !== 'workshop' && m.source === 'comments' && namedInNegation(m)
    && found.some((o) => o !== m && o.venue === m.venue && o.evidence !== m.evidence && !namedInNegation(o))));
  return kept.length === found.length ? found : kept;
}
