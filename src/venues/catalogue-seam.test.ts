import { afterAll, describe, expect, it } from 'vitest';
import { ALIAS_INDEX, VENUES, catalogueWithout, findVenue, useCatalogue } from './catalogue.ts';
import { detectVenues } from './detect.ts';

// scripts/eval-venues-unseen.ts scores the detector with venues left out of its catalogue through useCatalogue: if a
// table derived from the catalogue kept the full list, the script would silently score known venues as unseen.
const FULL = VENUES;
const names = (comments: string) => detectVenues({ id: '2505.01234', comments, journalRef: null }).map((v) => v.venue);

describe('useCatalogue (the leave-venues-out seam)', () => {
  afterAll(() => useCatalogue(FULL));

  it('a venue left out is found by none of its aliases, and comes back with the full catalogue', () => {
    expect(names('Accepted at the International Conference on Machine Learning 2025')).toEqual(['ICML']);
    expect(names('Accepted at NeurlPS 2025')).toEqual(['NeurIPS']); // fuzzy.ts's misspelling table
    expect(names('Accepted at CoRL 2025')).toEqual(['CoRL']);
    useCatalogue(catalogueWithout(FULL, ['ICML', 'NeurIPS', 'CoRL']));
    expect(findVenue('ICML')).toBeUndefined();
    expect(ALIAS_INDEX.has('icml')).toBe(false);
    expect(VENUES.length).toBe(FULL.length - 3);
    // Now read by the grammar of unknown events only: the name as printed, never the catalogue's.
    expect(names('Accepted at the International Conference on Machine Learning 2025')).toEqual(['International Conference on Machine Learning']);
    expect(names('Accepted at NeurlPS 2025')).not.toContain('NeurIPS');
    expect(names('Workshop on Foo at CoRL')).not.toContain('CoRL');
    useCatalogue(FULL);
    expect(names('Accepted at the International Conference on Machine Learning 2025')).toEqual(['ICML']);
    expect(ALIAS_INDEX.has('icml')).toBe(true);
  });

  it('catalogueWithout drops an ambiguous acronym entry left with one meaning', () => {
    const cc = FULL.filter((v) => v.ambiguous && v.name === 'ASE');
    expect(cc.length).toBe(1);
    const without = catalogueWithout(FULL, ['Automated Software Engineering']);
    expect(without.some((v) => v.ambiguous && v.name === 'ASE')).toBe(false);
    expect(without.some((v) => v.name === 'ASE')).toBe(true);
  });
});
