import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules from the design half of test/fixtures/venues/labeled-dev-57.jsonl (a fourth unselected sample of the arXiv
// snapshot), each on the real string (comments) it was written from.
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue set 57 rules', () => {
  it('reads "under consideration for <journal>" as the journal, under review', () => {
    expect(read('1302.1594', 'The paper is under consideration for the Journal of Fluid Mechanics'))
      .toEqual([['J. Fluid Mech.', null, 'main', null, 'under_review', null]]);
  });

  it('reads a spelled-out event after the "The" opening the clause, then a place, month and year, as a bare tag', () => {
    expect(read('1302.1461', 'The Asilomar Conference on Signals, Systems, and Computers, Monterey,\n  CA, Nov., 2012'))
      .toEqual([['Asilomar', 2012, 'main', null, 'accepted', null]]);
    // other words before the year keep the name an ordinary mention
    expect(read('1302.0001', 'The International Conference on Pattern Recognition, the best in 2012')).toEqual([]);
  });

  it('names a workshop by the acronym before "Workshop" whose bracket spells the name out', () => {
    expect(read('2510.04394', 'Accepted for publication in the 4th HCI+NLP Workshop (Fourth Workshop\n  on Bridging Human-Computer Interaction and Natural Language Processing; part\n  of EMNLP 2025)'))
      .toEqual([['EMNLP', 2025, 'workshop', 'HCI+NLP', 'accepted', null]]);
  });

  it('names a workshop by the name and year before a bracket holding the host and "Workshop"', () => {
    expect(read('2604.03590', 'Accepted by ABAW2026 (CVPR Workshop)'))
      .toEqual([['CVPR', 2026, 'workshop', 'ABAW', 'accepted', null]]);
  });

  it('names a workshop by the quoted title after "workshop paper at"', () => {
    expect(read('2606.18153', 'Published as a workshop paper at "Tackling Climate Change with Machine Learning", ICLR 2024'))
      .toEqual([['ICLR', 2024, 'workshop', 'Tackling Climate Change with Machine Learning', 'published', null]]);
  });

  it('reads "<ordinal> ACR Workshop" (an edition of a workshop series, no host) as that workshop, its own venue', () => {
    expect(read('2604.21667', 'Accepted at 5th NLPerspectives Workshop'))
      .toEqual([['NLPerspectives', 2026, 'workshop', 'NLPerspectives', 'accepted', null]]);
    // a quoted title after the word: a meeting named by its title, not read by this rule
    expect(read('0801.3897', '4 pages, 7 figures, published in Proceedings of the 6th INTEGRAL\n  Workshop "The Obscured Universe"')).toEqual([]);
  });
});
