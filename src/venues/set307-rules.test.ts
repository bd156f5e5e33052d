import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v307 round, from the design-half misses of sets 307–308 (test/fixtures/venues/labeled-dev-307.jsonl and
// -308.jsonl, part A; docs/venues.md, round v307). Every string below is made up (none is a dev record); every
// expectation marked "rule" fails on b12e8438 (the branch's base), checked by running this file in an extraction of the
// base (git archive); the "unchanged" ones pass there too.

describe('venue rules of the v307 round', () => {
  it('reads an edition ordinal before a publisher and an unlisted tag', () => {
    // rule: "1st IEEE ZQXA 2025" read nothing, though "1st ZQXA 2025" and "IEEE ZQXA 2025" read the tag
    expect(read('2508.00307', 'Accepted in 1st IEEE ZQXA 2025')).toEqual([['ZQXA', 2025, 'main', null, 'accepted', null]]);
    expect(read('2508.00307', 'Accepted at the 3rd ACM ZQXA 2025')).toEqual([['ZQXA', 2025, 'main', null, 'accepted', null]]);
    expect(read('2605.00307', 'Submitted to the 2nd IEEE ZQXA 2026')).toEqual([['ZQXA', 2026, 'main', null, 'submitted', null]]);
    // unchanged: the forms without the ordinal or the publisher; no year, a kind's word or a dataset after the publisher
    expect(read('2508.00307', 'Accepted in IEEE ZQXA 2025')).toEqual([['ZQXA', 2025, 'main', null, 'accepted', null]]);
    expect(read('2508.00307', 'Accepted at 22nd ZQXA 2025')).toEqual([['ZQXA', 2025, 'main', null, 'accepted', null]]);
    expect(read('2508.00307', 'Accepted in 1st IEEE ZQXA')).toEqual([]);
    expect(read('2508.00307', 'Accepted in 1st IEEE Transactions 2025')).toEqual([]);
    expect(read('2508.00307', 'Accepted at the 5th IEEE MNIST 2025')).toEqual([]);
  });

  it('keeps the year leading a spelled name for an earlier paper', () => {
    // rule: an earlier paper's year written before the spelled name ("in 2022 IEEE International Conference on …") was dropped
    expect(read('2508.00307', 'Extended version of the article published in 2022 IEEE International Conference on Image Processing (ICIP)'))
      .toEqual([['ICIP', 2022, 'main', null, 'previous_version', null]]);
    expect(read('2508.00307', 'A preliminary version appeared in the 2022 International Conference on Image Processing'))
      .toEqual([['ICIP', 2022, 'main', null, 'previous_version', null]]);
    expect(read('2508.00307', 'A preliminary version appeared in the 2022 IEEE 29th International Conference on Image Processing'))
      .toEqual([['ICIP', 2022, 'main', null, 'previous_version', null]]);
    // unchanged: a year after the name, a tag's year; no year written anywhere stays null
    expect(read('2508.00307', 'Extended version of the article published in IEEE International Conference on Image Processing (ICIP) 2022'))
      .toEqual([['ICIP', 2022, 'main', null, 'previous_version', null]]);
    expect(read('2508.00307', 'Extended version of the paper published in ICCV 2021.')).toEqual([['ICCV', 2021, 'main', null, 'previous_version', null]]);
    expect(read('2508.00307', 'A preliminary version appeared in the International Conference on Image Processing'))
      .toEqual([['ICIP', null, 'main', null, 'previous_version', null]]);
    expect(read('2508.00307', 'Published in 2022 IEEE International Conference on Image Processing (ICIP)')).toEqual([['ICIP', 2022, 'main', null, 'published', null]]);
  });

  it('reads an extended authors\' version as an extended version', () => {
    // rule: "author(s)('s)" between "extended" and "version" hid the extended version of an earlier edition's paper
    expect(read('2508.00307', "Extended author's version of the paper published in ICCV 2021.")).toEqual([['ICCV', 2021, 'main', null, 'previous_version', null]]);
    expect(read('2508.00307', 'Extended authors version of the article published in ZQXC 2021.')).toEqual([['ZQXC', 2021, 'main', null, 'previous_version', null]]);
    // unchanged: the current edition's paper keeps its status; an author's version alone is that paper
    expect(read('2508.00307', "Extended authors' version of the paper published in ICCV 2025.")).toEqual([['ICCV', 2025, 'main', null, 'published', null]]);
    expect(read('2508.00307', "Author's version of the paper published in ICCV 2021.")).toEqual([['ICCV', 2021, 'main', null, 'published', null]]);
    expect(read('2508.00307', 'Extended version of the paper published in ICCV 2021.')).toEqual([['ICCV', 2021, 'main', null, 'previous_version', null]]);
  });

  it('reads a pending journal name with "in the" between its words', () => {
    // rule: "in the" inside a name no list knows cut it, and nothing was read
    expect(read('2512.00307', 'Submitted to Zebra Studies in the Widgets (Oxford University Press)')).toEqual([['Zebra Studies in the Widgets', null, 'main', null, 'submitted', null]]);
    expect(read('2512.00307', 'Under review at Quiet Scholarship in the Zebras')).toEqual([['Quiet Scholarship in the Zebras', null, 'main', null, 'under_review', null]]);
    // unchanged: without "the"; institutions and ministries are still no journal
    expect(read('2512.00307', 'Submitted to Zebra Studies in Widgets (Springer)')).toEqual([['Zebra Studies in Widgets', null, 'main', null, 'submitted', null]]);
    expect(read('2512.00307', 'Submitted to the Department of the Interior')).toEqual([]);
    expect(read('2512.00307', 'Submitted to Ministry of the Interior')).toEqual([]);
    expect(read('2512.00307', 'Submitted to the University of the Arts')).toEqual([]);
    // unchanged: "of the" still cuts such a name (a list venue's track reads: the Findings of the Association for …)
    expect(read('2512.00307', 'Submitted to Memoirs of the Zebra Widgets')).toEqual([]);
    expect(read('2507.00307', 'Published in Findings of the Association for Computational Linguistics ( 2025 )')).toEqual([['ACL', 2025, 'findings', null, 'published', null]]);
  });

  it('reads a workshop acronym after "@ HOST YEAR"', () => {
    // rule: after "@" (not "at") the bracketed acronym past the host and its year was not read as the workshop's
    expect(read('2606.00307', "To appear at the Workshop on Zebra Quiet Widgets @ SIGIR 2026 (ZQW '26)")).toEqual([['SIGIR', 2026, 'workshop', 'ZQW', 'accepted', null]]);
    expect(read('2606.00307', 'To appear at the Workshop on Zebra Quiet Widgets @ SIGIR 2026 (ZQW)')).toEqual([['SIGIR', 2026, 'workshop', 'ZQW', 'accepted', null]]);
    expect(read('2606.00307', 'To appear at the Workshop on Zebra Quiet Widgets @SIGIR 2026 (ZQW 2026)')).toEqual([['SIGIR', 2026, 'workshop', 'ZQW', 'accepted', null]]);
    // unchanged: "at" read so already; a presentation or a place in the bracket is no acronym
    expect(read('2606.00307', 'To appear at the Workshop on Zebra Quiet Widgets at SIGIR 2026 (ZQW 2026)')).toEqual([['SIGIR', 2026, 'workshop', 'ZQW', 'accepted', null]]);
    expect(read('2606.00307', 'To appear at the Workshop on Zebra Quiet Widgets @ SIGIR 2026 (Oral)')).toEqual([['SIGIR', 2026, 'workshop', 'Workshop on Zebra Quiet Widgets', 'accepted', 'oral']]);
    expect(read('2606.00307', 'To appear at the Workshop on Zebra Quiet Widgets @ SIGIR 2026 (Padua, Italy)')).toEqual([['SIGIR', 2026, 'workshop', 'Workshop on Zebra Quiet Widgets', 'accepted', null]]);
  });

  it('reads long adversarial inputs quickly', () => {
    for (const unit of ['1st IEEE ', 'Accepted in 1st IEEE ZQXA ', 'published in 2022 IEEE ', '2022 ', 'Submitted to Zebra in the ', 'in the ', '@ SIGIR 2026 (', 'Workshop on Zebra @ ', 'extended authors ', "Extended author's version of "]) {
      const s = unit.repeat(Math.ceil(4000 / unit.length));
      expect(timed(s.slice(0, 4000)).ms).toBeLessThan(500);
    }
  });
});
