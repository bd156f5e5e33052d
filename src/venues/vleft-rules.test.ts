// Round vleft: the design misses earlier rounds left ("Left (design, …)" in docs/venues.md), fixed by cause. Every string
// here is made up (no dev record's text); the "unchanged" lines are near-misses that keep the base's reading.
import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

describe('round vleft: the singular "Proceeding" of a proceedings title', () => {
  it('reads "Proceeding of / for" a named event as the printed proceedings, as the plural is', () => {
    expect(read('0705.00001', '12 pages. Proceeding for ZQXM2006 (Lyon, Oct. 2006)')).toEqual([['ZQXM', 2006, 'main', null, 'published', null]]);
    expect(read('0705.00002', 'Proceeding of ZQXM 2006 (Lyon, Oct. 2006)')).toEqual([['ZQXM', 2006, 'main', null, 'published', null]]);
    expect(read('0705.00003', 'Proceeding of the ZQXM 2006, Lyon, France')).toEqual([['ZQXM', 2006, 'main', null, 'published', null]]);
    expect(read('0705.00004', 'Proceeding for the Zebra Gait Conference 2006, Lyon')[0]).toMatchObject(['Zebra Gait Conference', 2006, 'main', null, 'published', null]);
  });
  it('unchanged: the English word, lower case, or before another preposition', () => {
    expect(read('0705.00005', 'a proceeding of the data before training')).toEqual([]);
    expect(read('0705.00006', 'Proceeding with ZQXM 2006')).toEqual([]);
    expect(read('0705.00007', 'legal proceeding of ZQXM 2006')).toEqual([]);
    expect(read('0705.00008', 'Proceedings of ZQXM 2006 (Lyon, Oct. 2006)')).toEqual([['ZQXM', 2006, 'main', null, 'published', null]]);
  });
});

describe('round vleft: an unlisted tag after its spelled name, and an extended abstract after it', () => {
  it('reads "Name (TAG) YEAR <qualifier>" as "TAG YEAR <qualifier>" when the initials spell the tag', () => {
    expect(read('2506.00001', 'Zebra Quantum Xray Analysis (ZQXA) 2025 Poster')).toEqual([['ZQXA', 2025, 'main', null, 'accepted', 'poster']]);
    expect(read('2506.00002', 'Zebra Quantum Xray Analysis (ZQXA) 2025 Extended\n  Abstract Submission')).toEqual([['ZQXA', 2025, 'other', null, 'submitted', null]]);
  });
  it('reads an extended abstract after an unlisted tag and its year as a track of its own', () => {
    expect(read('2506.00003', 'ZQXA 2025 Extended Abstract')).toEqual([['ZQXA', 2025, 'other', null, 'accepted', null]]);
    expect(read('2506.00004', 'ZQXA 2025 Extended Abstract Track')).toEqual([['ZQXA', 2025, 'other', null, 'accepted', null]]);
  });
  it('unchanged: initials that do not spell the tag, a bare name and tag, a listed venue', () => {
    expect(read('2506.00005', 'Zebra Quantum Analysis (ZQXA) 2025 Poster')).toEqual([]);
    expect(read('2506.00006', 'Zebra Quantum Analysis (ZQA) 2025')).toEqual([['ZQA', 2025, 'main', null, 'accepted', null]]);
    expect(read('2506.00007', 'ICASSP 2025 Extended Abstract')).toEqual([['ICASSP', 2025, 'other', null, 'accepted', null]]);
    expect(read('2506.00008', 'ZQXA 2025 Poster')).toEqual([['ZQXA', 2025, 'main', null, 'accepted', 'poster']]);
  });
});

describe('round vleft: a weak list acronym right before another list venue\'s acronym and year is its society', () => {
  it('reads the second venue alone', () => {
    expect(read('2507.00001', 'Presented at ISCA SLaTE 2023, Dublin')).toEqual([['SLaTE', 2023, 'workshop', 'SLaTE', 'accepted', null]]);
    expect(read('2507.00002', 'Accepted at ISCA Interspeech 2025')).toEqual([['Interspeech', 2025, 'main', null, 'accepted', null]]);
  });
  it('unchanged: a strong acronym before a workshop series (its host), the acronym alone, two venues apart, one venue\'s two-word name', () => {
    expect(read('2507.00003', 'Submitted to ACL SLaTE 2025')).toEqual([['ACL', 2025, 'workshop', 'SLaTE', 'submitted', null]]);
    expect(read('2507.00004', 'Accepted at ISCA 2025')).toEqual([['ISCA', 2025, 'main', null, 'accepted', null]]);
    expect(read('2507.00005', 'Accepted to ICASSP 2025 and Interspeech 2025')).toEqual([
      ['ICASSP', 2025, 'main', null, 'accepted', null], ['Interspeech', 2025, 'main', null, 'accepted', null]]);
    expect(read('2507.00006', 'Accepted at ECML PKDD 2025')).toEqual([['ECML PKDD', 2025, 'main', null, 'accepted', null]]);
    expect(read('2507.00007', 'Accepted at IEEE ICASSP 2025')).toEqual([['ICASSP', 2025, 'main', null, 'accepted', null]]);
  });
});

describe('round vleft: a school is an event after a word of its reach or season', () => {
  it('reads a summer, winter, international or European school as the event it names', () => {
    expect(read('1302.00001', 'Presented at the Zebra Summer School on Physics 2012')).toEqual([['Zebra Summer School on Physics', 2012, 'main', null, 'accepted', null]]);
    expect(read('1302.00002', 'Presented at the Zebra Winter School of Physics, Lyon, February 2012')).toEqual([['Zebra Winter School of Physics', 2012, 'main', null, 'accepted', null]]);
    expect(read('1302.00003', 'Contribution to the proceedings of the Zebra Summer School 2012')).toEqual([['Zebra Summer School', 2012, 'main', null, 'accepted', null]]);
    expect(read('1302.00004', 'Presented at the International School of Zebra Physics, Erice, 2012')).toEqual([['International School of Zebra Physics', 2012, 'main', null, 'accepted', null]]);
  });
  it('unchanged: a university\'s school, a bare school, a school with no cue, a season\'s school with no name', () => {
    expect(read('1302.00005', 'School of Computer Science, Zebra University, 2012')).toEqual([]);
    expect(read('1302.00006', 'Presented at the School of Zebra Physics 2012')).toEqual([['School of Zebra Physics', 2012, 'main', null, 'accepted', null]]);
    expect(read('1302.00007', 'Work done during the Zebra Summer School 2012 internship')).toEqual([]);
    expect(read('1302.00008', 'Lectures presented at the Summer School "Zebra Interactions", Lyon, August, 2012')).toEqual([]);
  });
});

describe('round vleft: timing', () => {
  it('stays fast on long adversarial runs', () => {
    const runs = [
      'Proceeding of '.repeat(300),
      'Proceeding for the Zebra '.repeat(200),
      'Zebra Quantum Xray Analysis '.repeat(150) + '(ZQXA) 2025 Poster',
      'Zebra of Quantum and '.repeat(200) + '(',
      'ZQXA 2025 Extended Abstract '.repeat(150),
      'ISCA SLaTE '.repeat(400) + '2025',
      'ISCA Interspeech 2025 '.repeat(200),
      'Presented at the Zebra Summer School of '.repeat(100),
      'Lectures given at the International School of Zebra '.repeat(80),
      'Summer School '.repeat(300) + 'on',
    ];
    for (const s of runs) {
      expect(timed(s.slice(0, 4000)).ms).toBeLessThan(500);
    }
  });
});
