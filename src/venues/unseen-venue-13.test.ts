import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENUES, catalogueWithout, useCatalogue } from './catalogue.ts';
import { detectVenues } from './detect.ts';

// Round 13 (branch unseen5) of the grammar of venues the catalogue does not know (issue 13), tested on real arXiv
// comments of the leave-venues-out design folds with the venue they name left out of the catalogue, as
// scripts/eval-venues-unseen.ts runs them, and on varied strings of the same shapes (invented names no list holds). Every
// positive expectation on a real string fails at the round's base, 0b321ebc; the negative ones guard against reading too
// much.
const FULL = VENUES;
const LEFT_OUT = ['ICPR', 'EUSIPCO', 'MNRAS', 'TALLIP', 'ICCV', 'ICML', 'MICCAI', 'ACL'];
const read = (comments: string | null, id = '2606.01234', journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venues no list knows, round 13 (catalogue without ' + LEFT_OUT.join(', ') + ')', () => {
  beforeAll(() => useCatalogue(catalogueWithout(FULL, LEFT_OUT)));
  afterAll(() => useCatalogue(FULL));

  it('a tag, then its name spelled out in brackets, after the page counts too; an acronym of the words\' syllables', () => {
    expect(read('20 pages, 16 figures, ICPR 2026 (28th International Conference on Pattern Recognition)', '2603.01234'))
      .toEqual([['ICPR', 2026, 'main', null, 'accepted', null]]);
    expect(read('EUSIPCO 2025 (33rd European Signal Processing Conference)', '2506.01234'))
      .toEqual([['EUSIPCO', 2025, 'main', null, 'accepted', null]]);
    // varied
    expect(read('9 pages; ZORC 2026 (Zeta Object Reasoning Conference)')).toEqual([['ZORC', 2026, 'main', null, 'accepted', null]]);
    expect(read('9 pages, QUARS 2026 (Quantum Architecture Symposium)')).toEqual([['QUARS', 2026, 'main', null, 'accepted', null]]);
  });

  it('no tag from a bracket that spells other words, or holds no event word', () => {
    expect(read('9 pages; ZORP 2026 (Zebra Optics Symposium)')).toEqual([]);
    expect(read('9 pages; ZORP 2026 (Zeta Object Reasoning Program)')).toEqual([]);
  });

  it('an acronym, then "accepted" (maybe "paper") alone: the venue, where its shape says which kind it is', () => {
    expect(read('MNRAS accepted', '2509.01234')).toEqual([['MNRAS', null, 'main', null, 'accepted', null]]);
    expect(read('TALLIP Accepted', '2509.01234')).toEqual([['TALLIP', null, 'main', null, 'accepted', null]]);
    expect(read('8 pages, 5 figures, ICCV accepted paper', '2507.01234')).toEqual([['ICCV', 2025, 'main', null, 'accepted', null]]);
    // varied: a Transactions' initials, an "International Conference on …"'s
    expect(read('TZRQ accepted')).toEqual([['TZRQ', null, 'main', null, 'accepted', null]]);
    expect(read('12 pages, ICZR accepted paper')).toEqual([['ICZR', 2026, 'main', null, 'accepted', null]]);
    // posted from October on, the edition may be the next year's: no year claimed
    expect(read('12 pages, ICZR accepted paper', '2512.01234')).toEqual([['ICZR', null, 'main', null, 'accepted', null]]);
  });

  it('no venue from an acronym of no venue\'s shape, nor one the clause goes on after', () => {
    expect(read('GPT accepted')).toEqual([]);
    expect(read('TZRQ accepted the offer')).toEqual([]);
    expect(read('Paper accepted')).toEqual([]);
  });

  it('a host, then a workshop named in capitalised words and "Workshop", no year after it: that host\'s workshop', () => {
    expect(read('ICCV Short Video Understanding Workshop Paper', '2509.25745'))
      .toEqual([['ICCV', 2025, 'workshop', 'Short Video Understanding Workshop', 'accepted', null]]);
    expect(read('2025 ICML Efficient Systems for Foundation Models Workshop', '2507.09973'))
      .toEqual([['ICML', 2025, 'workshop', 'Efficient Systems for Foundation Models Workshop', 'accepted', null]]);
    expect(read('To be presented at the ICML Pluralistic Alignment Workshop', '2606.16167'))
      .toEqual([['ICML', 2026, 'workshop', 'Pluralistic Alignment Workshop', 'accepted', null]]);
    // varied: a pending one, and one posted from October on, keep no year
    expect(read('Submitted to the ZORP Quantum Reasoning Workshop')).toEqual([['ZORP', null, 'workshop', 'Quantum Reasoning Workshop', 'submitted', null]]);
    expect(read('Accepted at the ZORP Quantum Reasoning Workshop', '2611.01234')).toEqual([['ZORP', null, 'workshop', 'Quantum Reasoning Workshop', 'accepted', null]]);
  });

  it('no host from a field\'s word, an organisation, a dataset, or words that spell the acronym', () => {
    expect(read('Accepted at the NLP Reasoning Workshop')).toEqual([]);
    expect(read('Presented at the NIH Data Science Workshop')).toEqual([]);
    expect(read('MNIST Vision Workshop')).toEqual([]);
    expect(read('Accepted at the QRW Quantum Reasoning Workshop').map((e) => e[0])).not.toContain('QRW');
  });

  it('a tag\'s qualifiers: the decision as a noun ("early acceptance"), a status\'s version, a "System Demo"', () => {
    expect(read('MICCAI2026 early acceptance', '2605.14403')).toEqual([['MICCAI', 2026, 'main', null, 'accepted', null]]);
    expect(read('MICCAI2025 Submitted version', '2503.01234')).toEqual([['MICCAI', 2025, 'main', null, 'submitted', null]]);
    expect(read('ACL-2025 System Demo', '2507.01234')).toEqual([['ACL', 2025, 'demo', null, 'accepted', null]]);
    // varied
    expect(read('ZORP 2026 Accepted Version')).toEqual([['ZORP', 2026, 'main', null, 'accepted', null]]);
    expect(read('8 pages, ZORP 2026 system demos')).toEqual([['ZORP', 2026, 'demo', null, 'accepted', null]]);
  });

  it('no tag from a bare "version" or an acceptance rate without its figure', () => {
    expect(read('ZORP 2026 version')).toEqual([]);
    expect(read('ZORP 2026 acceptance rate')).toEqual([]);
  });
});
