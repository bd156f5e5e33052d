import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Round vproc (issue 13: venue names that read nothing; proceeding-title.ts), on made-up strings only — every event and
// workshop name below is invented, so no list knows it. Every "rule" expectation fails at the round's base (a8342590:
// nothing read); the negative ones guard against reading too much, the long inputs against super-linear regexes.
const read = (comments: string, id = '2606.01234') => detectVenues({ id, comments, journalRef: null })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue names that read nothing, round vproc', () => {
  it('rule: a quoted event title after the proceedings\' cue is that event, named as written, its year after the title', () => {
    expect(read('5 pages, to appear in the proceedings of "Quiet Lanterns of the Deep Sky", Oslo, November 2011, Eds. A. Doe'))
      .toEqual([['Quiet Lanterns of the Deep Sky', 2011, 'main', null, 'accepted', null]]);
    expect(read('Contribution to the proceedings of "Velvet Kites and Their Winds", Rome, 26-28 November 2012'))
      .toEqual([['Velvet Kites and Their Winds', 2012, 'main', null, 'accepted', null]]);
    // the kind word "workshop" before the title: the workshop, its own venue
    expect(read('10 pages, to appear in the proceedings of the workshop "Lattices and Lanterns", Madrid, July 2012'))
      .toEqual([['Lattices and Lanterns', 2012, 'workshop', 'Lattices and Lanterns', 'accepted', null]]);
    // a bare "Proceedings of" is published; "to be published" before it keeps the paper accepted (README)
    expect(read('Proceedings of "Quiet Lanterns", Oslo, 2011')).toEqual([['Quiet Lanterns', 2011, 'main', null, 'published', null]]);
    // "will be published" is still to come; a year the title writes is the edition's; an apostrophe inside a title in double quotes is no closing quote
    expect(read('will be published in the proceedings of "The 2019 Quiet Calibration Workshop", Springer'))
      .toEqual([['The 2019 Quiet Calibration Workshop', 2019, 'workshop', 'The 2019 Quiet Calibration Workshop', 'accepted', null]]);
    expect(read('5 pages, Presented at the International Conference "Lanterns \'19", Oslo, August 12-19, 2019'))
      .toEqual([["Lanterns '19", 2019, 'main', null, 'accepted', null]]);
    expect(read('Review to be published in "A Lantern Book", 2008. (Proceedings of the Conference "Quiet Lanterns", Oslo, May 2007)'))
      .toEqual([['Quiet Lanterns', 2007, 'main', null, 'accepted', null]]);
  });

  it('rule: a talk given at a quoted event is an oral presentation there, its edition dropped from the name', () => {
    expect(read('8 pages. Talk given at "Xth Quiet Lanterns and the Velvet Spectrum", Oslo, Norway, Oct. 8-12, 2012'))
      .toEqual([['Quiet Lanterns and the Velvet Spectrum', 2012, 'main', null, 'accepted', 'oral']]);
    expect(read('invited talk at the International Workshop, "Velvet Q: The Hard Lantern Universe", held in Oslo 14-16 May 2007'))
      .toEqual([['Velvet Q: The Hard Lantern Universe', 2007, 'workshop', 'Velvet Q: The Hard Lantern Universe', 'accepted', 'oral']]);
  });

  it('says nothing for a quoted title when another publication follows, or a workshop it cannot place', () => {
    // (the journal is read by the base's readers; the quoted title is not)
    expect(read('To appear in the proceedings of the conference "Quiet Lanterns", Rome, 2012, to be published in Velvet Kite Letters').map((e) => e[0]))
      .toEqual(['Velvet Kite Letters']);
    expect(read('Talk given at "Quiet Lanterns", Oslo, 2012, and at the Velvet workshop')).toEqual([]);
    // a quoted paper title after a status cue is no event
    expect(read('Accepted: "Quiet Lanterns of the Deep Sky"')).toEqual([]);
  });

  it('rule: a workshop named in title words alone, after a cue, "Proceedings of" or nothing, is its own venue', () => {
    expect(read('To be published in Proceedings of the 7th Quiet Harbour Processing Workshop'))
      .toEqual([['Quiet Harbour Processing Workshop', 2026, 'workshop', 'Quiet Harbour Processing Workshop', 'accepted', null]]);
    expect(read('In Proceedings of the Third Velvet Kite Workshop'))
      .toEqual([['Velvet Kite Workshop', 2026, 'workshop', 'Velvet Kite Workshop', 'published', null]]);
    expect(read('13 pages, 3 figures, Quiet Harbour Science Workshop'))
      .toEqual([['Quiet Harbour Science Workshop', 2026, 'workshop', 'Quiet Harbour Science Workshop', 'accepted', null]]);
    expect(read('Submitted to the Lattice and Lantern Workshop, 2025'))
      .toEqual([['Lattice and Lantern Workshop', 2025, 'workshop', 'Lattice and Lantern Workshop', 'submitted', null]]);
  });

  it('no title workshop from words in capitals, one word, or a sentence about a workshop', () => {
    expect(read('Accepted at the NLP Lantern Workshop')).toEqual([]);
    expect(read('Presented at the Lantern Workshop')).toEqual([]);
    expect(read('We thank the participants of the Quiet Harbour Workshop')).toEqual([]);
  });

  it('rule: a link closing a workshop\'s title is no part of it', () => {
    expect(read('21 pages, 13 figures, 12th Workshop on Quiet Harbour Analytics, https://example.org/qha'))
      .toEqual([['Workshop on Quiet Harbour Analytics', 2026, 'workshop', 'Workshop on Quiet Harbour Analytics', 'accepted', null]]);
    expect(read('Workshop on Lanterns, https://example.org/l')).toEqual([]);
  });

  it('rule: "Proc. of" is "Proceedings of" when nothing else reads', () => {
    expect(read('Proc. of the Quiet Lantern Conference 2025')).toEqual([['Quiet Lantern Conference', 2025, 'main', null, 'published', null]]);
    expect(read('8 pages. In: Proc. of the Velvet Kite Symposium, 2024')).toEqual([['Velvet Kite Symposium', 2024, 'main', null, 'published', null]]);
    // a society's proceedings with no event word stay unread
    expect(read('Proc. of the National Academy of Lanterns')).toEqual([]);
  });

  it('stays fast on long made-up inputs', () => {
    const long = [
      `to appear in the proceedings of "${'Quiet Lanterns '.repeat(300)}`,
      `Talk given at ${'"Quiet", '.repeat(500)}Oslo, 2012`,
      `In Proceedings of the ${'Quiet Harbour '.repeat(400)}Workshop`,
      `${'Quiet Harbour of '.repeat(300)}Workshop, https://example.org/${'x'.repeat(2000)}`,
      `Proceedings of the ${'XVI '.repeat(1000)}Lantern Workshop`,
      `Proc. of the ${'Quiet Lantern '.repeat(300)}Conference 2025`,
    ];
    for (const s of long) expect(timed(s).ms).toBeLessThan(500);
  });
});
