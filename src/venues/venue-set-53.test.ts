import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules from the design half of test/fixtures/venues/labeled-dev-53.jsonl (arXiv comments as the DailyArXiv paper bot
// prints them in its issue-body tables), each on the real string it was written from.
const read = (id: string, comments: string) => detectVenues({ id, comments, journalRef: null })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue set 53 rules', () => {
  it('reads the year a journal citation closes with in brackets, after its volume, issue and pages', () => {
    expect(read('2410.08203', 'This version updated bibliographic details of published references and corrected a few typos. The official version appeared in the journal MATCH Communications in Mathematical and in Computer Chemistry, v.94(1), p.97-134 (2025). The latest version is maintained at https://kurlin.org/projects/geometry-proteins/complete-invariants-proteins.pdf'))
      .toEqual([['MATCH Commun. Math. Comput. Chem.', 2025, 'main', null, 'published', null]]);
    // the same citation shapes after other journals' whole names: volume (year) pages, volume(issue), pages (year)
    expect(read('2410.08203', 'Published in Discrete Mathematics 94 (2025) 97-134.')[0]).toEqual(['Discrete Math.', 2025, 'main', null, 'published', null]);
    expect(read('2410.08203', 'Published in Discrete Mathematics, 94(1), 97-134 (2025).')[0][1]).toBe(2025);
    // a page count is no volume: no year read from "(2025)" after it
    expect(read('2410.08203', 'Submitted to Discrete Mathematics, 12 pages (draft of 2025)')[0]?.[1] ?? null).toBeNull();
  });

  it('names a joint workshop by the whole list of acronyms before the singular word "workshop"', () => {
    expect(read('2608.12086', '11 pages, 3 figure, poster presentation at the joint FAIMI, BRIDGE, and EPIMI workshop at MICCAI 2026 (Strasbourg, France) conference'))
      .toEqual([['MICCAI', 2026, 'workshop', 'FAIMI, BRIDGE, and EPIMI', 'accepted', 'poster']]);
    // one acronym before the word stays that workshop's name
    expect(read('2608.12086', 'poster presentation at the EPIMI workshop at MICCAI 2026')[0][3]).toBe('EPIMI');
  });
});
