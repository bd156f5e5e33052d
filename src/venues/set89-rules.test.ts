import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v89 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-89.jsonl …
// -92.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and a counter-case.
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v89 round', () => {
  it('names a journal a journal-ref cites by its abbreviation as the comments name it (the catalogue venue, IEEE initials)', () => {
    // set 91 part A 0705.0795 (TIT beside a previous version at AQIS 2007)
    expect(read('0705.0795', '9 pages (in IEEE TIT format), 1 eps figure. Need IEEE.cls. Missing\n  Reference [18] added. A preliminary version was presented at AQIS 2007 as a\n  long talk. Main results unchanged',
      'IEEE Trans. Inform. Theory, vol.55, no.3, pp.1320-1330, Mar.(2009)'))
      .toEqual([['AQIS', 2007, 'main', null, 'previous_version', 'oral'], ['TIT', 2009, 'main', null, 'published', null]]);
    // varied: the ISO-4 spelling and another catalogue journal
    expect(read('0704.0001', null, 'IEEE Trans. Inf. Theory 55, 1218 (2009)')).toEqual([['TIT', 2009, 'main', null, 'published', null]]);
    expect(read('0704.0001', null, 'IEEE Trans. Pattern Anal. Mach. Intell. 29, 1 (2007)')).toEqual([['TPAMI', 2007, 'main', null, 'published', null]]);
    // counter-case: a physical-science journal keeps its ISO-4 name
    expect(read('0704.0415', null, 'Phys. Rev. B 73, 195328 (2006)')).toEqual([['Phys. Rev. B', 2006, 'main', null, 'published', null]]);
  });

  it('reads a journal-ref name abbreviated less than ISO-4 ("American J. Math.") as that journal, the first word never cut shorter', () => {
    // set 90 part A 0705.0207
    expect(read('0705.0207', 'Final version', 'American J. Math. vol. 132, no. 6 (2010), 1549-1590')).toEqual([['Amer. J. Math.', 2010, 'main', null, 'published', null]]);
    // varied (snapshot 0705.0938)
    expect(read('0705.0938', null, 'Electronic J. Combinatorics 17.1:R30, 2010')).toEqual([['Electron. J. Combin.', 2010, 'main', null, 'published', null]]);
    // counter-case: a first word printed shorter than a listed abbreviation's ("Teor." against "Teoret.") is not read as it
    expect(read('0705.0805', null, 'Teor. Mat. Fiz. 155 (2008), no 1, 140-146 (Russian)')).toEqual([['Teor. Mat. Fiz.', 2008, 'main', null, 'published', null]]);
  });

  it('reads a journal name printed with words in the other number ("Communication Letter") as the journal JabRef lists', () => {
    // set 89 part A 2601.04723 (missed before)
    expect(read('2601.04723', '5pages, 3 figures, submitted and accepted by IEEE Wireless Communication Letter'))
      .toEqual([['IEEE WCL', null, 'main', null, 'accepted', null]]);
    // varied (snapshot 2602.14425, 0801.4129)
    expect(read('2602.14425', 'Accepted to IEEE Transaction on Affective Computing 2026')).toEqual([['TAC', 2026, 'main', null, 'accepted', null]]);
    expect(read('0801.4129', 'Submitted to European Transactions on Telecommunication'))
      .toEqual([['European Transactions on Telecommunications', null, 'main', null, 'submitted', null]]);
    // counter-case: a name no list knows in either number stays as printed
    expect(read('2601.00001', 'Accepted by Journal of Quixotic Widget Letter')).toEqual([['Journal of Quixotic Widget Letter', null, 'main', null, 'accepted', null]]);
  });

  it('reads an unlisted acronym that is a journal\'s initials with an acronym in its name whole ("CACM") as a journal\'s main track', () => {
    // set 92 part A 2506.01340 (track other before)
    expect(read('2506.01340', 'Accepted at CACM')).toEqual([['CACM', null, 'main', null, 'accepted', null]]);
    // varied: J. ACM
    expect(read('2506.00001', 'Accepted at JACM')).toEqual([['JACM', null, 'main', null, 'accepted', null]]);
    // counter-case: initials of no journal still say less
    expect(read('2506.00001', 'Accepted at ZQRT')).toEqual([['ZQRT', null, 'other', null, 'accepted', null]]);
  });

  it('reads "Under review. Submitted to X" as under review, as "Submitted to X, under review"', () => {
    // set 92 part A 2603.16411
    expect(read('2603.16411', 'Under review. Submitted to Interspeech 2026')).toEqual([['Interspeech', 2026, 'main', null, 'under_review', null]]);
    // varied
    expect(read('2606.00001', 'In submission. Submitted to IEEE TPAMI')).toEqual([['TPAMI', null, 'main', null, 'under_review', null]]);
    // counter-cases: a bare "Submitted." before the submission, a decision after the pending clause
    expect(read('2606.00001', 'Submitted. Submitted to ICML 2026')).toEqual([['ICML', 2026, 'main', null, 'submitted', null]]);
    expect(read('2606.00001', 'Under review. Accepted to ICML 2026')).toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads "Spelled Name YEAR (ACR\'YY)" and "Spelled Name YEAR (ACR)": the year before the brackets, the acronym\'s letters the name\'s', () => {
    // set 92 part A 2604.20666 (missed before)
    expect(read('2604.20666', "This paper has been accepted for presentation at Engineering Applications and Advances of Artificial Intelligence 2026 (EAAAI'26)"))
      .toEqual([['EAAAI', 2026, 'main', null, 'accepted', null]]);
    // varied (snapshot 2506.13450)
    expect(read('2506.13450', 'To appear at Cognitive Computational Neuroscience 2025 (CCN)')).toEqual([['CCN', 2025, 'main', null, 'accepted', null]]);
    // counter-cases: letters that are not the name's initials, years that disagree
    expect(read('2604.00001', "Accepted at Engineering Applications and Advances of Artificial Intelligence 2026 (XQZ'26)")).toEqual([]);
    expect(read('2604.00001', "Accepted at Quixotic Widget Studies 2026 (QWS'25)")).toEqual([]);
  });

  it('reads "accepted to present at X" as "accepted at X"', () => {
    // set 89 part A 2510.04645 (missed before)
    expect(read('2510.04645', '15 pages, 3 figures, paper accepted to present at CIARP 2025')).toEqual([['CIARP', 2025, 'main', null, 'accepted', null]]);
    // varied: an unlisted event spelled out
    expect(read('2510.00001', 'Accepted to present at the Quixotic Widget Conference 2025')).toEqual([['Quixotic Widget Conference', 2025, 'main', null, 'accepted', null]]);
    // counter-case: "to present" without a place names nothing
    expect(read('2510.00001', 'We were accepted to present our results')).toEqual([]);
  });

  it('reads the kind of venue with its publisher before the name ("the IEEE conference INDISCON 2025") as the kind alone', () => {
    // set 92 part A 2508.15336 (missed before)
    expect(read('2508.15336', 'This is a pre-print version of the original paper accepted in the\n  IEEE conference INDISCON 2025. It contains 8 figures and 1 table. The length\n  of the paper is 7 pages'))
      .toEqual([['INDISCON', 2025, 'main', null, 'accepted', null]]);
    // varied: ACM
    expect(read('2508.00001', 'Accepted at the ACM conference QWIDGET 2025')).toEqual([['QWIDGET', 2025, 'main', null, 'accepted', null]]);
    // counter-case: the publisher before an unnamed conference names none
    expect(read('2508.00001', 'Accepted at an IEEE conference')).toEqual([]);
  });
});
