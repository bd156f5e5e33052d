import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the vpool7 round, from design-half misses of sets 326 and 327 (test/fixtures/venues/labeled-dev-326.jsonl and
// -327.jsonl, part A, drawn from pool-3; docs/venues.md, round vpool7), read after the blind figures were committed. Every
// string below is made up (none is a dev record); every expectation marked "rule" fails on 114db342 (the branch's base),
// checked by running the strings against the base's detector extracted with git archive; the ones marked "unchanged"
// read the same there.

describe('venue rules of the vpool7 round', () => {
  it('reads a contest held at an event as a competition there (track other)', () => {
    // rule: read as the main track, or the contest's name as a workshop
    expect(read('2608.04321', 'Runner-up paper of the ICIP 2026 Image Restoration Contest')).toEqual([['ICIP', 2026, 'other', null, 'unclear', null]]);
    expect(read('2608.04321', 'Entry to the ICIP 2026 Low-Light Contest')).toEqual([['ICIP', 2026, 'other', null, 'unclear', null]]);
    expect(read('2608.04321', 'ICIP 2026 Low-Light Contest')).toEqual([['ICIP', 2026, 'other', null, 'unclear', null]]);
    // unchanged: a challenge (read before), a verb or a person the word only begins
    expect(read('2608.04321', 'Runner-up paper of the ICIP 2026 Image Restoration Challenge')).toEqual([['ICIP', 2026, 'other', null, 'unclear', null]]);
    expect(read('2608.04321', 'Accepted at ICIP 2026; reviewers contested the second claim')).toEqual([['ICIP', 2026, 'main', null, 'accepted', null]]);
    expect(read('2608.04321', 'Accepted at ICIP 2026, thanks to every contestant')).toEqual([['ICIP', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads posters joined to demos as a combined programme, not a poster presentation', () => {
    // rule: read as a poster
    expect(read('2608.04321', 'Accepted at the ISMAR 2026 Posters and Demos Track')).toEqual([['ISMAR', 2026, 'other', null, 'accepted', null]]);
    // (the presentation only: the track such a programme gets is another question: "Poster/Demo", "Demos &
    // Posters" read as demo, "Posters and Demos" as other)
    expect(read('2608.04321', 'Accepted to CSCW 2026 (Poster/Demo Track)')[0][5]).toBeNull();
    expect(read('2608.04321', 'Accepted at the ISMAR 2026 Demos & Posters Track')[0][5]).toBeNull();
    // unchanged: a poster track alone, a poster presentation
    expect(read('2608.04321', 'Accepted at the ISMAR 2026 Poster Track')).toEqual([['ISMAR', 2026, 'other', null, 'accepted', 'poster']]);
    expect(read('2608.04321', 'Accepted as a poster at ICIP 2026')).toEqual([['ICIP', 2026, 'main', null, 'accepted', 'poster']]);
  });

  it('reads long adversarial inputs fast', () => {
    for (const s of [
      `Accepted at the ISMAR 2026 ${'Posters and '.repeat(360)}Demos Track`,
      `Accepted at the ISMAR 2026 ${'Demos & '.repeat(500)}Posters Track`,
      `ICIP 2026 ${'poster / '.repeat(440)}demo`,
      `ICIP 2026 ${'Contest '.repeat(500)}`,
      `${'demo and poster '.repeat(250)}ICIP 2026`,
    ]) {
      const { ms } = timed(s);
      expect(ms, s.slice(0, 40)).toBeLessThan(1000);
    }
  });
});
