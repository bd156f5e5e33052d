import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules and one catalogue fact of the vpool5 round, from design-half misses of sets 322 and 323
// (test/fixtures/venues/labeled-dev-322.jsonl and -323.jsonl, part A, drawn from pool-3; docs/venues.md, round vpool5),
// read after the blind figures were committed. Every string below is made up (none is a dev record); every expectation
// marked "rule" or "fact" fails on 8336ddbf (the branch's base), checked by running the strings against the base's
// detector extracted with git archive; the ones marked "unchanged" read the same there.

describe('venue rules of the vpool5 round', () => {
  it('reads a full name in the other English spelling as the catalogue venue', () => {
    // rule: read as a venue named "Conference on Language Modelling" (a false main by name)
    expect(read('2607.04321', 'Accepted at Conference on Language Modelling 2026')).toEqual([['COLM', 2026, 'main', null, 'accepted', null]]);
    // rule: "Conceptual Modelling" for ER's "Conceptual Modeling"
    expect(read('2607.04321', 'Accepted at the International Conference on Conceptual Modelling 2026')).toEqual([['ER', 2026, 'main', null, 'accepted', null]]);
    // unchanged: the catalogue's own spelling
    expect(read('2607.04321', 'Accepted at the Conference on Language Modeling 2026')).toEqual([['COLM', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads a host named again with no year after its named workshop as that workshop only', () => {
    // rule: a second entry, the host's main track (a false main)
    expect(read('2607.04321', 'Accepted by the CVPR 2026 Workshop on Tiny Robots and submitted the camera-ready version to the CVPR organization'))
      .toEqual([['CVPR', 2026, 'workshop', 'Workshop on Tiny Robots', 'accepted', null]]);
    expect(read('2607.04321', 'Accepted to the ICCV 2025 Workshop on Tiny Robots and sent the camera-ready version to the ICCV office'))
      .toEqual([['ICCV', 2025, 'workshop', 'Workshop on Tiny Robots', 'accepted', null]]);
    // unchanged: the host first, or its year written, keeps both entries; a step of its own ("submitted to") too
    expect(read('2607.04321', 'Accepted at CVPR 2026 and the CVPR 2026 Workshop on Tiny Robots')).toEqual([
      ['CVPR', 2026, 'main', null, 'accepted', null], ['CVPR', 2026, 'workshop', 'Workshop on Tiny Robots', 'accepted', null]]);
    expect(read('2607.04321', 'Accepted at the CVPR 2026 Workshop on Tiny Robots and CVPR 2026')).toEqual([
      ['CVPR', 2026, 'workshop', 'Workshop on Tiny Robots', 'accepted', null], ['CVPR', 2026, 'main', null, 'accepted', null]]);
    expect(read('2607.04321', 'Accepted at the ICML 2026 Workshop on Tiny Robots and submitted to ICML as a full paper')).toEqual([
      ['ICML', 2026, 'workshop', 'Workshop on Tiny Robots', 'accepted', null], ['ICML', 2026, 'main', null, 'submitted', null]]);
  });

  it('reads an acronym with a bracketed "Journal of …" name as that journal', () => {
    // rule: nothing read
    expect(read('2607.04321', '14 pages, 6 figures, JZQR (Journal of Zonal Quasi Research, Acme Society)')).toEqual([['JZQR', null, 'main', null, 'accepted', null]]);
    expect(read('2607.04321', 'JZQR (The Journal of Zonal Quasi Research)')).toEqual([['JZQR', null, 'main', null, 'accepted', null]]);
    // rule: nothing read (the comma in the bracket stopped the cue reader's expansion)
    expect(read('2607.04321', 'Published in JZQR (Journal of Zonal, Quasi & Polar Research)')).toEqual([['JZQR', null, 'main', null, 'published', null]]);
    // unchanged: no acronym before the bracket (the name read as written), or words around it
    expect(read('2607.04321', '14 pages, Journal of Zonal Quasi Research')).toEqual([['Journal of Zonal Quasi Research', null, 'main', null, 'accepted', null]]);
    expect(read('2607.04321', 'We use the ZQR (Journal of Zonal Quasi Research) data in our study')).toEqual([]);
  });

  it('reads SPIE Sensors + Imaging, a September symposium', () => {
    // fact: nothing read
    expect(read('2609.04321', 'Submitted to SPIE Sensors + Imaging 2026')).toEqual([['SPIE Sensors + Imaging', 2026, 'main', null, 'submitted', null]]);
    // fact: nothing read; the posting year's edition (September, after an August posting)
    expect(read('2608.04321', 'To be presented at SPIE: Sensors + Imaging, Remote Sensing of Quiet Things VII')).toEqual([['SPIE Sensors + Imaging', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads long adversarial strings fast', () => {
    for (const s of [
      `11 pages, ${'1 pages '.repeat(500)}, ABC (Journal of Things)`,
      `${'9 figures, '.repeat(400)}ABCD (Journal of ${'Word '.repeat(300)}`,
      `${'1 pages 2 figures 3 tables, '.repeat(150)}ABCD (Journal of ${'Word '.repeat(300)}`,
      `ABC (Journal of ${'Xy, '.repeat(1000)}`,
      `${'ABC ( '.repeat(700)}Journal of`,
      `Accepted at ${'Modelling Labelling Optimisation '.repeat(100)}`,
      `Accepted by CVPR 2026 Workshop on X ${'and the CVPR '.repeat(300)}`,
    ]) {
      const { ms } = timed(s);
      expect(ms, s.slice(0, 40)).toBeLessThan(1000);
    }
  });
});
