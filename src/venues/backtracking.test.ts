import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Long made-up comments on which the detector's regexes backtracked more than linearly: an acronym pattern written
// "[A-Z][A-Za-z0-9]*[A-Z][A-Za-z0-9]*" splits a run of capitals and letters in O(n) ways at each of O(n) starts (cubic
// in all), and DEMO_AFTER's three "\s*" around optional tokens split a run of spaces in O(n²) ways. Before the rewrite
// (the first star no longer crosses a capital, each "\s*" follows its token) the five cases below, at 2,000 pairs and
// 4,000 spaces, took 2.5, 7.3, 19.4, 12.1 and 8.3 s at load ~8 (this file run on the code before; cubic: the sizes
// here, 1.5-2x those in places, take ~10-30 s there); after, 0.03-0.6 s each at load 9 (some unanchored patterns stay
// quadratic over a run's starts, which is fine at these sizes). The bound is loose so a loaded machine does not fail it;
// the rewrite gave no difference in any of the 54,272 stored inputs (bench/venues-identical.ts).
describe('venue detection on long pathological comments', () => {
  const cases: Array<[string, string]> = [
    ['a run of lower/upper pairs between a cue and a tag', `Accepted by ${'aB'.repeat(4000)} at QELM 2026`],
    ['a host, a run of spaces, a dash and a title', `NeurIPS${' '.repeat(6000)}- A Title Of Something`],
    ['a run of capitals and digits before a workshop word', `Accepted at ${'A1'.repeat(2000)} Workshop`],
    ['a run of capitals and hyphens before a workshop word', `In Proceedings of ${'A-'.repeat(2000)} Workshop`],
    ['a run of capitals before a colon and a workshop', `${'AB'.repeat(3000)}: Workshop`],
    // a clause's tail written "\s*\)?(\s+WORD)*\s*\.?\s*$" (kind-tag.ts) split a run of spaces three ways (~8 s at 4,000)
    ['a run of spaces between a tag and a word', `ZORP 2025${' '.repeat(6000)}Proceedings, Best Paper Award`],
    // a workshop's name read lazily before "\s*" and clauses opening with "\s+" (workshop-name.ts; ~24 s at 3,000), and
    // every pattern of that kind: runs of white space over 16 characters are cut before reading (detect.ts)
    ['a run of spaces inside a workshop\'s name', `Published at ICLR 2026 Workshop on Agents in${' '.repeat(3000)}the Wild`],
    ['a run of newlines and spaces inside a workshop\'s name', `ICLR 2025 Workshop on Tackling Climate${'\n '.repeat(2000)}Change with Machine Learning, paper #57`],
    // the sentence splitter's period look-behind stood first, so it ran at every position and scanned back over the
    // letters before it (unseen-tags.ts SENTENCE_END; 0.66 s at 12,000 letters, ~10 s at 60,000, once round vproc sent
    // every comment that read nothing through it)
    ['one long word after a talk cue', `Talk given at "${'x'.repeat(60000)}`],
  ];
  for (const [what, comments] of cases) {
    it(`reads ${what} without cubic backtracking`, () => {
      expect(timed(comments).ms).toBeLessThan(5000);
    });
  }

  it('reads a long run of spaces as the short one it stands for', () => {
    const read = (c: string) => detectVenues({ id: '2605.00001', comments: c, journalRef: null }).map((v) => [v.venue, v.year, v.track, v.workshop]);
    expect(read(`Published at ICLR 2026 Workshop on Agents in${' '.repeat(3000)}the Wild`)).toEqual([['ICLR', 2026, 'workshop', 'Workshop on Agents in the Wild']]);
  });

  // Unanchored acronym patterns try every start inside one long word and scan to its end from each (quadratic): "Accepted
  // to ieee " + 3,980 capitals took ~70 ms of CPU and 0.54 s once on a loaded machine (set295-rules' guard); 20,000
  // took ~1.7 s. Runs of letters and digits over 64 are cut before reading, as runs of spaces are (detect.ts).
  it('reads one long word of capitals in linear time, as the 64 letters it is cut to', () => {
    const word = (n: number) => `Accepted to ieee ${'Z'.repeat(n)}`;
    const long = timed(word(20000));
    expect(long.ms).toBeLessThan(300);
    expect(long.found).toEqual(detectVenues({ id: '2605.00001', comments: word(64), journalRef: null }));
    expect(timed(`Accepted to ${'AB1'.repeat(7000)} 2026`).ms).toBeLessThan(300);
  });

  it('still reads the short forms those patterns were written for', () => {
    const read = (c: string) => detectVenues({ id: '2605.00001', comments: c, journalRef: null }).map((v) => [v.venue, v.year, v.track]);
    expect(read('Accepted at QELM 2026')).toEqual([['QELM', 2026, 'main']]);
    expect(read('NeurIPS 2025 demo')).toEqual([['NeurIPS', 2025, 'demo']]);
  });
});
