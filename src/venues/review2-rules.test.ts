import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round review2: a second reading of the session's venue rules. Each expectation fails on the main it was written against.
const timed = (comments: string) => {
  const start = cpuNow();
  const found = detectVenues({ id: '2601.00001', comments, journalRef: null });
  return { ms: cpuNow() - start, found };
};

describe('venue rules of the review2 round', () => {
  it('reads a host followed by a long run of spaces and no workshop title in linear time, not cubic', () => {
    // v201's TITLE_AFTER_HOST put "\s*(year)?\s*:?\s+" before "Workshop": three adjacent runs of spaces, ~13 s here.
    detectVenues({ id: '2601.00000', comments: 'ICML 2025', journalRef: null });
    for (const gap of [' ', '\n', ' \n']) {
      const { ms, found } = timed(`Workshop paper at ICML${gap.repeat(3000 / gap.length)}Foo`);
      expect(ms).toBeLessThan(1000);
      expect(found.map((v) => v.venue)).toEqual(['ICML']);
    }
  });

  it('still reads the titles after "HOST YEAR: Workshop" and "HOST YEAR Workshop" as before', () => {
    const name = (c: string) => detectVenues({ id: '2601.00002', comments: c, journalRef: null }).map((v) => v.workshop);
    expect(name('Accepted at "CVPR 2025: Workshop Vision Language Models For All"')).toEqual(['Vision Language Models For All']);
    expect(name('ICML 2026 Workshop Foundation Models for Structured Data. *Equal Contribution')).toEqual(['Foundation Models for Structured Data']);
    expect(name('Accepted at ICML : Workshop Foundation Models for Structured Data')).toEqual(['Foundation Models for Structured Data']);
  });

  it('keeps an acronym the catalogue names with its publisher though ROR has it too (fmprobe2 dropped "Accepted at VIS")', () => {
    const read = (c: string) => detectVenues({ id: '2601.00003', comments: c, journalRef: null }).map((v) => [v.venue, v.status]);
    expect(read('Accepted at VIS')).toEqual([['IEEE VIS', 'accepted']]);
    expect(read('To appear at VIS')).toEqual([['IEEE VIS', 'accepted']]);
    // unchanged: an organisation's acronym alone is still no venue
    expect(read('Accepted at NIH')).toEqual([]);
  });

  it('reads a host or "Workshop(s)" after a long run of spaces and newlines in linear time (no two adjacent runs of spaces)', () => {
    // ON_MONTH_YEAR, LOWER_AFTER_HOST, the "\u0000['-]*YY\s+" family, WORKSHOPS_LIST_AFTER, TWO_NAMED_AFTER, PART_SEP: each had two
    // whitespace quantifiers side by side (quadratic: ~13 s for the first text at 40,000 characters; linear, well under 0.1 s).
    detectVenues({ id: '2601.00000', comments: 'ICML 2025', journalRef: null });
    const gap = ' \n'.repeat(20_000);
    for (const text of [`Workshop paper at ICML${gap}Foo`, `ICML${gap}Foo workshop`, `ICML 2025${gap}Workshops: A, B and C`]) {
      const { ms, found } = timed(text);
      expect(ms, text.slice(0, 30)).toBeLessThan(1500);
      expect(found.map((v) => v.venue)).toEqual(['ICML']);
    }
  });

  it('reads no bare cue-less tag (unseen4\'s shapes) from an organisation\'s acronym in ROR, though a year is beside it', () => {
    const read = (c: string) => detectVenues({ id: '2601.00004', comments: c, journalRef: null }).map((v) => [v.venue, v.year, v.track, v.status]);
    // unseen4's YEAR_FIRST_AFTER_COMMA, TAG_PLACE and CUE_YEAR_FIRST read each as "accepted, main"
    expect(read('9 pages, 2025 NASA')).toEqual([]);
    expect(read('Preprint, 2025 MIT')).toEqual([]);
    expect(read('CERN 2025 (Geneva)')).toEqual([]);
    expect(read('Accepted by 2025 NSFC')).toEqual([]);
    // unchanged: an event's tag the shapes were written for (round 12)
    expect(read('8 pages, 9 figures, 2025 IJCNN')).toEqual([['IJCNN', 2025, 'main', 'accepted']]);
    expect(read('Accepted at 2026 ZORP')).toEqual([['ZORP', 2026, 'main', 'accepted']]);
  });
});

