import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Rules of the v273 round, from the misses of test/fixtures/venues/labeled-dev-273.jsonl and -274.jsonl read after their
// blind figures (PROVENANCE.md). Every string below is made up (none is a dev record); every expectation marked "rule"
// fails on 87fa8087 (the branch's base), checked by running this file in an extraction of the base (git archive of src,
// data/venues and test/helpers); the "unchanged" ones pass there too.

/** The faster of two detections of a journal-ref alone (the lazy tables built by a first timed() call). */
function timedRef(journalRef: string): number {
  timed('NeurIPS 2025 (poster)');
  let ms = Infinity;
  for (let run = 0; run < 2; run++) {
    const start = cpuNow();
    detectVenues({ id: '0705.00273', comments: null, journalRef });
    ms = Math.min(ms, cpuNow() - start);
  }
  return ms;
}

describe('venue rules of the v273 round', () => {
  it('reads a quoted event title after a kind word and a colon as after a kind word alone', () => {
    // rule (set 274 part A's shape: nothing read)
    expect(read('0704.00273', 'Invited talk presented at the meeting: "Zebra Winds: quiet lanterns and dusty shells", Foo City, Dec 2006'))
      .toEqual([['Zebra Winds: quiet lanterns and dusty shells', 2006, 'main', null, 'accepted', 'oral']]);
    expect(read('0704.00273', 'To appear in the proceedings of the conference: "Quokka Dust in Galaxies", Bar Town, 2007'))
      .toEqual([['Quokka Dust in Galaxies', 2007, 'main', null, 'accepted', null]]);
    expect(read('0704.00273', 'Contribution to the proceedings of the workshop: "Zebra Lattice Days", 2007'))
      .toEqual([['Zebra Lattice Days', 2007, 'workshop', 'Zebra Lattice Days', 'accepted', null]]);
    // unchanged: the kind word with no colon, or a comma
    expect(read('0704.00273', 'Invited talk presented at the meeting "Zebra Winds: quiet lanterns and dusty shells", Foo City, Dec 2006'))
      .toEqual([['Zebra Winds: quiet lanterns and dusty shells', 2006, 'main', null, 'accepted', 'oral']]);
    expect(read('0704.00273', 'Talk given at the International Workshop, "Zebra Lattice Days", 2007'))
      .toEqual([['Zebra Lattice Days', 2007, 'workshop', 'Zebra Lattice Days', 'accepted', 'oral']]);
    // unchanged: a quote after a colon that follows no kind word names nothing new
    expect(read('0704.00273', 'Note: "quiet lanterns" are discussed, 2006')).toEqual([]);
  });

  it('reads a journal-ref that is an event\'s spelled name with commas and its year in parentheses', () => {
    // rule (set 273 part A's shape: nothing read); a page range after the year is a printed citation: published
    expect(read('0705.00273', null, 'Symposium on Zebra Design, Quokka Dynamics and Control (2004) 1-7'))
      .toEqual([['Symposium on Zebra Design, Quokka Dynamics and Control', 2004, 'main', null, 'published', null]]);
    expect(read('0705.00273', null, 'International Conference on Zebra Gravity, Dust and Lanterns (2006) 112-120'))
      .toEqual([['International Conference on Zebra Gravity, Dust and Lanterns', 2006, 'main', null, 'published', null]]);
    // no pages: the venue and its year only (README: accepted)
    expect(read('0705.00273', null, 'Symposium on Zebra Design, Quokka Dynamics and Control (2004)'))
      .toEqual([['Symposium on Zebra Design, Quokka Dynamics and Control', 2004, 'main', null, 'accepted', null]]);
    // unchanged: the name without a comma (read before), a journal, a year-led event
    expect(read('0705.00273', null, 'Symposium on Zebra Design (2004) 1-7'))
      .toEqual([['Symposium on Zebra Design', 2004, 'main', null, 'published', null]]);
    expect(read('0705.00273', null, 'Phys. Rev. D 75, 012345 (2007)')).toEqual([['Phys. Rev. D', 2007, 'main', null, 'published', null]]);
    // guards: no parenthesised year after the name, or words that are no event's
    expect(read('0705.00273', null, 'Symposium on Zebra Design, Quokka Dynamics and Control, 1-7')).toEqual([]);
    expect(read('0705.00273', null, 'Notes on Zebra Design, Quokka Dynamics and Control (2004) 1-7')).toEqual([]);
  });

  it('stays linear on long runs of the new shapes', () => {
    expect(timed(`Invited talk presented at the meeting:${' '.repeat(4000)}"Zebra Winds", 2006`).ms).toBeLessThan(500);
    expect(timed(`Invited talk presented at the meeting: "${'Zebra '.repeat(700)}", 2006`).ms).toBeLessThan(500);
    expect(timedRef(`Symposium on ${'Zebra, '.repeat(600)}Dust (2004) 1-7`)).toBeLessThan(500);
    expect(timedRef(`Symposium on Zebra${' '.repeat(4000)}(2004) 1-7`)).toBeLessThan(500);
    expect(timedRef(`Symposium on Zebra (2004)${' '.repeat(4000)}1-7`)).toBeLessThan(500);
    expect(timedRef(`Conference on ${'(1999) '.repeat(600)}`)).toBeLessThan(500);
  });
});
