import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules from the design halves of test/fixtures/venues/labeled-dev-58.jsonl and -59.jsonl (two more unselected samples
// of the arXiv snapshot) and from the snapshot's unlabelled records, each on the real string it was written from and a
// varied one.
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue set 58 rules', () => {
  it('reads "USENIX Security Symposium" as USENIX Security alone, not also its HotSec workshop (a DBLP stream two list venues share)', () => {
    expect(read('2606.12263', 'To appear in the 35th USENIX Security Symposium (USENIX Security 2026)'))
      .toEqual([['USENIX Security', 2026, 'main', null, 'accepted', null]]);
    expect(read('2506.12263', 'Accepted at the 34th USENIX Security Symposium'))
      .toEqual([['USENIX Security', 2025, 'main', null, 'accepted', null]]);
  });
});
