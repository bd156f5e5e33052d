import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the vsnap66 round, from the misses of test/fixtures/venues/labeled-dev-54.jsonl … -65.jsonl (both halves,
// read from this round on; see the fixtures' PROVENANCE.md), each on the real string it was written from and a varied one.
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the vsnap66 round', () => {
  it("dates a journal-ref by the paper's citation, not by an erratum cited after it", () => {
    // set 61 0705.0477, set 65 0705.0020
    expect(read('0705.0477', '16 pages, 4 figures. References added. Version published in PRD', 'Phys.Rev.D76:074005,2007; Erratum-ibid.D84:039901,2011'))
      .toEqual([['Phys. Rev. D', 2007, 'main', null, 'published', null]]);
    expect(read('0705.0020', 'to appear in ApJ; 19 pages, 13 figures', 'Astrophys.J.667:131-148,2007; Erratum-ibid.704:1743-1747,2009'))
      .toEqual([['ApJ', 2007, 'main', null, 'published', null]]);
    // varied: an addendum after a comma
    expect(read('0801.00001', null, 'Phys. Lett. B 650:10-15,2007, Addendum-ibid. B 662:1-2,2008'))
      .toEqual([['Phys. Lett. B', 2007, 'main', null, 'published', null]]);
    // with no erratum the last year of the citation still dates it
    expect(read('0801.00001', null, 'Phys.Rev.D77:087302,2008')).toEqual([['Phys. Rev. D', 2008, 'main', null, 'published', null]]);
  });

  it('dates a venue cited in the comments with its volume by the year closing the citation', () => {
    // set 55 2507.05376, set 64 2506.03216
    expect(read('2507.05376', 'Published in the International Journal of Computer Trends and\n  Technology (IJCTT), vol. 73, no. 6, 2024. The final version of record is\n  available at: https://doi.org/10.14445/22312803/IJCTT-V73I6P108'))
      .toEqual([['IJCTT', 2024, 'main', null, 'published', null]]);
    expect(read('2506.03216', 'This paper has been published in IEEE Transactions on Emerging Topics\n  in Computational Intelligence, vol. 8, no. 4, pp. 2655-2676, Aug. 2024, doi:\n  10.1109/TETCI.2024.3398015'))
      .toEqual([['TETCI', 2024, 'main', null, 'published', null]]);
    // varied: a volume with its issue in brackets and a month
    expect(read('2509.00001', 'Published in Pattern Recognition, vol. 161(3), May 2025'))
      .toEqual([['Pattern Recognition', 2025, 'main', null, 'published', null]]);
    // a journal cited with no year keeps none (a journal has no edition to infer)
    expect(read('2509.00001', 'Published in IEEE Transactions on Emerging Topics in Computational Intelligence, vol. 8'))
      .toEqual([['TETCI', null, 'main', null, 'published', null]]);
  });

  it('reads "conference", "main conference YEAR" or a presentation word closing the clause after a name as its tag', () => {
    // set 54 2508.06951, set 57 2605.30233, set 56 2604.24459
    expect(read('2508.06951', '11 pages, 6 Figures, CVPR conference')).toEqual([['CVPR', 2025, 'main', null, 'accepted', null]]);
    expect(read('2605.30233', 'ICML main conference 2026, 9 pages')).toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
    expect(read('2604.24459', 'aaai poster; Project page: https://dongxingmao.github.io/TextGround4M.github.io/'))
      .toEqual([['AAAI', 2026, 'main', null, 'accepted', 'poster']]);
    // varied
    expect(read('2510.00001', 'ICCV conference paper, 8 pages, 4 figures')).toEqual([['ICCV', 2025, 'main', null, 'accepted', null]]);
    expect(read('2510.00001', '12 pages, ICCV oral')).toEqual([['ICCV', 2025, 'main', null, 'accepted', 'oral']]);
    // the venue as the place something else happened stays no tag
    expect(read('2510.00001', 'We thank the reviewers of the CVPR conference')).toEqual([]);
    expect(read('2510.00001', 'Figures from the ICCV oral')).toEqual([]);
  });

  it('reads an acronym in brackets right before the name it abbreviates as that name\'s acronym', () => {
    // set 58 2601.08836
    expect(read('2601.08836', 'Published in (IJACSA) International Journal of Advanced Computer Science and Applications, Vol. 15, No. 11, 2024'))
      .toEqual([['IJACSA', 2024, 'main', null, 'published', null]]);
    // varied: another journal
    expect(read('2501.00001', 'Published in (IJSR) International Journal of Science and Research, 2024'))
      .toEqual([['IJSR', 2024, 'main', null, 'published', null]]);
    // a bracket whose letters are not the name's initials is left alone
    expect(read('2501.00001', 'We use the (MNIST) Modified National Institute data')).toEqual([]);
  });

  it('reads "accepted, presented and published" as published, as "accepted and published"', () => {
    // set 64 2508.03737
    expect(read('2508.03737', '6 pages, 3 figures. Accepted, Presented and Published as part of\n  Proceedings of the 6th International Conference on Recent Advantages in\n  Information Technology (RAIT) 2025'))
      .toEqual([['RAIT', 2025, 'main', null, 'published', null]]);
    // varied: an Oxford comma
    expect(read('2501.00001', 'Accepted, presented, and published in the Proceedings of the 3rd International Conference on Foo Systems (FOOSYS) 2024'))
      .toEqual([['FOOSYS', 2024, 'main', null, 'published', null]]);
    // still to be published: accepted
    expect(read('2501.00001', 'Accepted, presented and to be published in the Proceedings of the 3rd International Conference on Foo Systems (FOOSYS) 2024'))
      .toEqual([['FOOSYS', 2024, 'main', null, 'accepted', null]]);
  });
});
