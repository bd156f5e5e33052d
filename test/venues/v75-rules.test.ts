import { describe, expect, it } from 'vitest';
import { detectVenues } from '../../src/venues/detect.ts';

// Rules of the v75 round, designed on the design halves (part A) of sets 75-78; each on made-up strings of the shape
// the design record showed (not its text), with a counter-case.
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of round v75', () => {
  it('reads an acronym after a host whose year is glued to its name as a workshop held there, never the main track', () => {
    expect(read('2606.00001', '12 pages, accepted at ICPR2026 FOOBAR')).toEqual([['ICPR', 2026, 'workshop', 'FOOBAR', 'accepted', null]]);
    expect(read('2606.00001', 'Accepted at ICML2026 ORAL')).toEqual([['ICML', 2026, 'main', null, 'accepted', 'oral']]);
    expect(read('2606.00001', 'Accepted by ICCV2025')).toEqual([['ICCV', 2025, 'main', null, 'accepted', null]]);
  });

  it('reads a workshop acronym hyphened to the host\'s W tag, and a lower-case "-w" after the host, as the host\'s workshop', () => {
    expect(read('2606.00001', 'Accepted at CVPRW-TOYS 2026')).toEqual([['CVPR', 2026, 'workshop', 'TOYS', 'accepted', null]]);
    expect(read('2601.00001', '5 pages, submitted to IEEE ICASSP-w')).toEqual([['ICASSP', 2026, 'workshop', null, 'submitted', null]]);
    expect(read('2510.00001', 'Accepted at ICCVW 2025')).toEqual([['ICCV', 2025, 'workshop', null, 'accepted', null]]);
  });

  it('reads a journal-ref that is only an "ibid." citation as the journal the comments name, printed in the citation\'s year', () => {
    expect(read('0801.00001', '9 pages, accepted in ApJ', 'Erratum-ibid 690:12-14,2009')).toEqual([['ApJ', 2009, 'main', null, 'published', null]]);
    // a journal-ref citing a journal by name is read as before
    expect(read('0801.00001', '9 pages, accepted in ApJ', 'Astrophys.J.680:100-110,2008')).toEqual([['ApJ', 2008, 'main', null, 'published', null]]);
  });

  it('reads a journal the comments name without the section letter the journal-ref cites as that section, one entry', () => {
    expect(read('0704.00001', '12 pages, accepted for publication in Nuovo Cimento', 'Nuovo Cim.B122:941-946,2007')).toEqual([['Nuovo Cimento B', 2007, 'main', null, 'published', null]]);
    expect(read('0704.00001', 'Accepted in Physical Review Letters', 'Phys.Rev.D76:074005,2007')).toHaveLength(2);
  });

  it('reads "Nature" before another journal\'s whole name as the publisher across a line break', () => {
    expect(read('2509.00001', '30 pages. To appear in Nature Scientific\n  Data')).toEqual([['Scientific Data', null, 'main', null, 'accepted', null]]);
    expect(read('2509.00001', 'Accepted in Nature.\n  Code at github')).toEqual([['Nature', null, 'main', null, 'accepted', null]]);
  });

  it('reads "HOST YEAR workshop proceedings (Name)" as that workshop, published', () => {
    expect(read('2511.00001', 'ICCV 2025 workshop proceedings (Toy Problems in\n  Vision and Beyond)')).toEqual([['ICCV', 2025, 'workshop', 'Toy Problems in Vision and Beyond', 'published', null]]);
    // a proceedings still to come keeps its acceptance
    expect(read('2606.00001', 'Accepted to MICCAI 2026. The final version will be available in the MICCAI 2026 proceedings')).toEqual([['MICCAI', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads a workshop named by the initials of a workshop named in full as that one workshop', () => {
    expect(read('2606.00001', 'Parts of this work were presented at the ICCV 2023 Workshop on Tiny Toy Models (ICCVW-TTM 2023)'))
      .toEqual([['ICCV', 2023, 'workshop', 'TTM', 'previous_version', null]]);
  });
});
