import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round vpool18 (docs/venues.md): general rules from the design-half (part A) misses of sets 348-349. Every string here
// is made up (invented names, or listed venues in invented sentences); each test of new behaviour fails on main 10894de9,
// the guard and timing tests pass there (checked in a worktree of it).
const read = (comments: string, id = '2609.00001') =>
  detectVenues({ id, comments, journalRef: null }).map((v) => [v.venue, v.year, v.track, v.workshop, v.status]);

describe('an apostrophe year right after an acronym\'s closing bracket', () => {
  it('reads "(ACR) \'YY" as that edition, not the posting year\'s', () => {
    expect(read('Accepted at the International Conference on Machine Learning (ICML) \'27')).toEqual([['ICML', 2027, 'main', null, 'accepted']]);
    expect(read('Accepted to the IEEE Symposium on Security and Privacy (S&P) \'27')).toEqual([['S&P', 2027, 'main', null, 'accepted']]);
  });
  it('needs the apostrophe: bare digits after the bracket are no year', () => {
    expect(read('Accepted at the International Conference on Machine Learning (ICML) 27 pages')).toEqual([['ICML', 2026, 'main', null, 'accepted']]);
    expect(read('Accepted at the International Conference on Machine Learning (ICML) 2027')).toEqual([['ICML', 2027, 'main', null, 'accepted']]);
  });
});

describe('an auxiliary before "appeared" in an earlier version\'s note', () => {
  it('keeps "has / is / was appeared" an earlier version', () => {
    expect(read('A preliminary version of this work has appeared in ICDM 2025')).toEqual([['ICDM', 2025, 'main', null, 'previous_version']]);
    expect(read('A preliminary version of this paper is appeared in the 9th International Conference on Data Mining (ICDM 2025)')).toEqual([['ICDM', 2025, 'main', null, 'previous_version']]);
    expect(read('Earlier versions of this work have appeared in KDD 2024 and ICDM 2025')).toEqual([['KDD', 2024, 'main', null, 'previous_version'], ['ICDM', 2025, 'main', null, 'previous_version']]);
  });
  it('leaves the record\'s own version as it was', () => {
    expect(read('A preliminary version of this work appeared in ICDM 2025')).toEqual([['ICDM', 2025, 'main', null, 'previous_version']]);
    expect(read('This is a preliminary version, accepted at ICDM 2026')).toEqual([['ICDM', 2026, 'main', null, 'accepted']]);
  });
});

describe('a BibTeX entry naming a workshop of its host', () => {
  const bib = (booktitle: string, more = '') => `@inproceedings{zq2026, title={Widgets}, author={A and B}, year={2026}, booktitle={${booktitle}}${more}}`;
  it('reads the title after "HOST YEAR Workshop-", and a bare entry (no pages) as accepted', () => {
    expect(read(bib('CVPR 2026 Workshop-Quux Zeta Sprockets: From Cogs to Gears'))).toEqual([['CVPR', 2026, 'workshop', 'Quux Zeta Sprockets', 'accepted']]);
  });
  it('keeps an entry cited with its pages, or a proceedings\' title, published', () => {
    expect(read(bib('CVPR 2026 Workshop-Quux Zeta Sprockets: From Cogs to Gears', ', pages={1--8}'))).toEqual([['CVPR', 2026, 'workshop', 'Quux Zeta Sprockets', 'published']]);
    expect(read(bib('Proceedings of the IEEE/CVF Conference on Computer Vision and Pattern Recognition (CVPR)'))).toEqual([['CVPR', 2026, 'main', null, 'published']]);
  });
  it('leaves a lower-case word after the hyphen no title', () => {
    expect(read('Accepted at ICLR 2026 Workshop-based evaluation')).toEqual([['ICLR', 2026, 'workshop', null, 'accepted']]);
  });
});

describe('a society before a list conference\'s name', () => {
  it('names the conference as the catalogue does', () => {
    expect(read('Accepted at IFIP Networking 2027')).toEqual([['Networking', 2027, 'main', null, 'accepted']]);
  });
  it('keeps names no list holds, and list names that include the society, as they were', () => {
    expect(read('Accepted at IEEE Quuxcon 2026')).toEqual([['IEEE Quuxcon', 2026, 'main', null, 'accepted']]);
    expect(read('Accepted at ACM Multimedia 2026')).toEqual([['ACM MM', 2026, 'main', null, 'accepted']]);
  });
});

describe('the changed readers in linear time', () => {
  it('reads long made-up runs quickly', () => {
    const runs = [
      `Accepted at the Quux (${'Q'.repeat(4000)}) '27`,
      `Accepted at the Quux (ICML)${' '.repeat(4000)}'27`,
      `A preliminary version of this paper ${'is '.repeat(1300)}appeared in ICDM 2025`,
      `${'Earlier versions '.repeat(250)}have appeared in ICDM 2025`,
      `@inproceedings{z, year={2026}, booktitle={CVPR 2026 Workshop-${'Quux '.repeat(800)}: From A}}`,
      `@inproceedings{z, year={2026}, booktitle={CVPR 2026 Workshop on Quux${' }'.repeat(2000)}x`,
      `Accepted at CVPR 2026 Workshop${' -'.repeat(2000)}Quux`,
      `Accepted at IFIP ${'Quux '.repeat(800)}2026`,
    ];
    for (const c of runs) {
      const t0 = cpuNow();
      detectVenues({ id: '2609.00001', comments: c, journalRef: null });
      expect(cpuNow() - t0).toBeLessThan(500);
    }
  });
});
