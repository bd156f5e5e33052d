import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { journalDateYear } from './journal-date.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// The convention of test/fixtures/venues/PROVENANCE.md "Convention: a journal's year from a stated date": a date written
// in the journal's own mention (its submission, acceptance or publication) gives the entry's year (data/venues/README
// "Year" rule 1). Each real string is the labelled record's; every positive expectation fails on 67761378 (year null).
const read = (id: string, comments: string) => detectVenues({ id, comments, journalRef: null }).map((v) => [v.venue, v.year, v.status]);

describe("a journal's year from a date its mention states", () => {
  it('reads a day after a listed journal, with "on" or a comma, in any of the usual spellings', () => {
    // set 161 2601.16599, set 118 2603.08069, set 23 2506.05104, set 27 2603.18051
    expect(read('2601.16599', 'This work has been submitted to IEEE Transactions on Information Theory on 22 January 2026')).toEqual([['TIT', 2026, 'submitted']]);
    expect(read('2603.08069', 'Submitted to Engineering Applications of Artificial Intelligence, Feb. 16, 2026')).toEqual([['EAAI', 2026, 'submitted']]);
    expect(read('2506.05104', 'Submitted to ACM CSUR, 26-Jun-2024')).toEqual([['ACM CSUR', 2024, 'submitted']]);
    expect(read('2603.18051', 'Submitted to A&A on the 17 of march 2026')).toEqual([['A&A', 2026, 'submitted']]);
    // set 8 2504.09384: the submission date, not the revision's in the next sentence
    expect(read('2504.09384', 'Submitted to IEEE Transactions on Image Processin on Dec-14-2023.   Revised on Oct-16-2024')).toEqual([['TIP', 2023, 'submitted']]);
    // varied: another journal, an ordinal day "of" the month
    expect(read('2603.00001', 'Submitted to IEEE Transactions on Signal Processing on 3rd of March 2026')).toEqual([['TSP', 2026, 'submitted']]);
  });

  it('reads a date in brackets, a month and year after a cue, and a date opening the clause', () => {
    // set 179 2605.05402 and set 207 2506.00578: names no list holds as written
    expect(read('2605.05402', 'Submitted/Under Review at the International Journal of Transportation Research (Submitted on 12 Jan 2026)'))
      .toEqual([['International Journal of Transportation Research', 2026, 'under_review']]);
    expect(read('2506.00578', 'This paper was accepted by Acta\n  Mechanica Sinica (Date:30.May 2025)')).toEqual([['Acta Mech. Sin.', 2025, 'accepted']]);
    // set 216 2507.04269: "Submitted Apr 2025" after the journal and its publisher
    expect(read('2507.04269', 'UnderReview in the Data Mining and Knowledge   Discovery journal of Springer, Submitted Apr 2025')).toEqual([['DMKD', 2025, 'under_review']]);
    // set 245 2603.13886: the date before the cue that names the journal
    expect(read('2603.13886', 'On January 08th, 2026, this paper has been accepted by the IEEE Transactions on Multimedia journal. To appear'))
      .toEqual([['TMM', 2026, 'accepted']]);
  });

  it("merges a journal's submission with its acceptance whatever year each date gives (a journal has no editions)", () => {
    // snapshot 2505.04384 (before the date rule one entry, year 2025; with it alone, a second entry TMM 2024 submitted)
    expect(read('2505.04384', 'Accepted by IEEE TMM on 17-Jan-2025; Submitted to IEEE TMM on 11-Jul-2024')).toEqual([['TMM', 2025, 'accepted']]);
    // varied: the submission first; the acceptance's date is the entry's
    expect(read('2505.00003', 'Submitted to IEEE TMM on 11-Jul-2024; accepted by IEEE TMM on 17-Jan-2025')).toEqual([['TMM', 2025, 'accepted']]);
    // counter-case: a conference's two editions stay two entries
    expect(read('2505.00004', 'Accepted at ICML 2025; submitted to ICML 2024')).toEqual([['ICML', 2025, 'accepted'], ['ICML', 2024, 'submitted']]);
  });

  it('keeps a date of something else, in another clause or of a version, and leaves conferences to their rules', () => {
    // a date in another sentence is not the journal's
    expect(read('2605.00001', 'Submitted to IEEE Transactions on Information Theory. Code released on 3 May 2025')).toEqual([['TIT', null, 'submitted']]);
    // an arXiv version's date after a semicolon
    expect(read('2605.00002', 'Submitted to IEEE Transactions on Information Theory; v2 on 2025-01-03')).toEqual([['TIT', null, 'submitted']]);
    // a bare month and year with no cue or "on" is no date of the entry here
    expect(journalDateYear('', ' journal, May 2025')).toBeNull();
    // a conference keeps its edition, not the day it was sent (set 250 2504.18283)
    expect(read('2504.18283', 'Originally submitted to CVPR 2025 on 2024-11-15 with paper ID 15808')).toEqual([['CVPR', 2025, 'submitted']]);
    expect(read('2109.09686', 'submitted to the 2021 IEEE International Conference on Acoustics, Speech and Signal Processing on October 2020'))
      .toEqual([['ICASSP', 2021, 'submitted']]);
    // the date must follow the name at once or open the clause: one in the middle of a longer text is not read
    expect(journalDateYear('this paper, drafted on 3 May 2025, has been accepted by the ', '')).toBeNull();
  });

  it('stays linear on long runs of white space after the name (no two runs of spaces meet)', () => {
    const runs = [' '.repeat(30000) + 'x', ` journal${' '.repeat(30000)},${' '.repeat(30000)}x`, ` submitted${' \n'.repeat(15000)}x`, ` (Springer)${' '.repeat(30000)}`];
    const start = cpuNow();
    for (const r of runs) expect(journalDateYear(`On 3 May 2025,${r}`, r)).toBeNull();
    expect(cpuNow() - start).toBeLessThan(200);
  });
});
