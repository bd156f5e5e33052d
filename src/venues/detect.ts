/** A venue mention found in a paper's comments or journal-ref (schema: ../shared/data/venues/README.md). */
export interface VenueMention {
  venue: string;
  year: number | null;
  track: string;
  workshop: string | null;
  status: string;
  presentation: string | null;
  source: 'comments' | 'journal-ref';
  evidence: string;
}

const INTERIM = /\b(ICML|NeurIPS|ICLR|CVPR|ICCV|ACL|EMNLP)\s*'?(20\d\d)\b/;

/** Interim detector (bare "VENUE YEAR" tags only); replaced by the venues catalogue and rules. */
export function detectVenues(input: { id: string; comments: string | null; journalRef: string | null }): VenueMention[] {
  const m = input.comments ? INTERIM.exec(input.comments) : null;
  if (!m) return [];
  const submitted = /submitted|under review|rejected/i.test(input.comments ?? '');
  return [{ venue: m[1], year: Number(m[2]), track: /workshop/i.test(input.comments ?? '') ? 'workshop' : 'main', workshop: null,
    status: submitted ? 'submitted' : 'accepted', presentation: null, source: 'comments', evidence: m[0] }];
}
