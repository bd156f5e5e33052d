import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENUES, catalogueWithout, useCatalogue } from './catalogue.ts';
import { detectVenues } from './detect.ts';

// Round 10 of the grammar of events the catalogue does not know (issue 13; the file name follows the brief of round
// vunseen2, test/venues/unseen-venue-10.test.ts is round 8), tested on real arXiv comments (the leave-venues-out design
// folds of scripts/eval-venues-unseen.ts) with the venue they name left out of the catalogue, as the script runs them,
// and on varied strings of the same shapes (acronyms no list holds). Every positive expectation fails at the round's
// base, 6c06e71b; the negative ones guard against reading too much.
const FULL = VENUES;
const LEFT_OUT = ['ACM MM', 'ACL', 'ICCV', 'ICML'];
const read = (comments: string, id = '2606.01234', journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venues no list knows, round 10 (catalogue without ' + LEFT_OUT.join(', ') + ')', () => {
  beforeAll(() => useCatalogue(catalogueWithout(FULL, LEFT_OUT)));
  afterAll(() => useCatalogue(FULL));

  it('a two-digit year glued to the tag, with the paper\'s qualifiers after it ("ICCV25 poster", "ACL25 findings")', () => {
    expect(read('ICCV25 poster', '2507.23595')).toEqual([['ICCV', 2025, 'main', null, 'accepted', 'poster']]);
    expect(read('ACL25 findings', '2506.01234')).toEqual([['ACL', 2025, 'findings', null, 'accepted', null]]);
    // varied: the glued year bare, a spaced one with a presentation after it, a pending qualifier
    expect(read('QMLC26', '2604.01234')).toEqual([['QMLC', 2026, 'main', null, 'accepted', null]]);
    expect(read('QMLC 26 oral, 9 pages', '2604.01234')).toEqual([['QMLC', 2026, 'main', null, 'accepted', 'oral']]);
    expect(read('QMLC27 under review', '2609.01234')).toEqual([['QMLC', 2027, 'main', null, 'under_review', null]]);
    // not a year: neither the posting year nor the next, no two capitals in a row, a number after a digit
    expect(read('QMLC22 poster', '2604.01234')).toEqual([]);
    expect(read('ResNet26 poster', '2604.01234')).toEqual([]);
    expect(read('COVID19', '2104.01234')).toEqual([]);
  });

  it('a two-digit year glued after a publisher\'s acronym ("ACM MM25 Accepted")', () => {
    expect(read('ACM MM25 Accepted', '2507.03903')).toEqual([['MM', 2025, 'main', null, 'accepted', null]]);
    // varied
    expect(read('IEEE QMLC26 Accepted', '2603.01234')).toEqual([['QMLC', 2026, 'main', null, 'accepted', null]]);
    // an older number is the name's own: no year is made of it
    expect(read('IEEE QMLC23 Accepted', '2603.01234')).toEqual([['QMLC23', null, 'main', null, 'accepted', null]]);
  });

  it('OpenReview\'s glued decision ("SpotlightPoster", "OralPoster") after a tag is the presentation', () => {
    expect(read('ICML 2025 SpotlightPoster', '2506.01234')).toEqual([['ICML', 2025, 'main', null, 'accepted', 'spotlight']]);
    expect(read('ICML 2025 spotlightposter', '2506.01234')).toEqual([['ICML', 2025, 'main', null, 'accepted', 'spotlight']]);
    // varied
    expect(read('QMLC 2026 OralPoster', '2606.01234')).toEqual([['QMLC', 2026, 'main', null, 'accepted', 'oral']]);
  });

  it('a preprint qualifier after an unlisted tag says less: unclear, accepted only beside a word of acceptance', () => {
    // real: the camera-ready clause is another clause, so the tag's own clause says preprint only
    expect(read('ICML2026 preprint, camera ready in progress', '2605.03052')).toEqual([['ICML', 2026, 'main', null, 'unclear', null]]);
    // varied
    expect(read('QMLC 2026 preprint, 9 pages, 3 figures', '2604.01234')).toEqual([['QMLC', 2026, 'main', null, 'unclear', null]]);
    expect(read('QMLC 2026 (Pre-print)', '2604.01234')).toEqual([['QMLC', 2026, 'main', null, 'unclear', null]]);
    expect(read('QMLC 2026 camera-ready preprint', '2607.01234')).toEqual([['QMLC', 2026, 'main', null, 'accepted', null]]);
    // a style's preprint, no year: no venue
    expect(read('QMLC-style preprint', '2604.01234')).toEqual([]);
  });

  it('"Finding of ACR YEAR": the singular is the findings track too', () => {
    expect(read('Finding of ACL 2026 - Accepted Paper', '2604.17725')).toEqual([['ACL', 2026, 'findings', null, 'accepted', null]]);
    // varied
    expect(read('Accepted to finding of QMLC 2026', '2605.01234')).toEqual([['QMLC', 2026, 'findings', null, 'accepted', null]]);
  });
});
