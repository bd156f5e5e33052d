import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the vnames round (names written as the labels write them), from the false "accepted, main track" of the design
// halves that name the venue otherwise than the label (test/fixtures/venues/PROVENANCE.md), each on the real string it
// was written from, a varied one and a counter-case.
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue names of the vnames round', () => {
  it('names a journal of another field that JabRef files on a physical-science list (remote sensing) as printed, not by its ISO-4 name', () => {
    // set 56 design 2601.03528; set 68 design 2604.18856
    expect(read('2601.03528', 'Journal of Applied Remote Sensing')).toEqual([['Journal of Applied Remote Sensing', null, 'main', null, 'accepted', null]]);
    expect(read('2604.18856', 'Pre-print Accepted for Publication in International Journal of Remote Sensing'))
      .toEqual([['International Journal of Remote Sensing', null, 'main', null, 'accepted', null]]);
    // varied: another such journal ("… Earth Observation and Geoinformation")
    expect(read('2601.00001', 'Accepted in International Journal of Applied Earth Observation and Geoinformation')[0][0])
      .toBe('International Journal of Applied Earth Observation and Geoinformation');
    // counter-cases: the physics and atmospheric-science journals of the same lists keep their ISO-4 names
    expect(read('2601.00001', 'Published in Journal of Applied Physics')[0][0]).toBe('J. Appl. Phys.');
    expect(read('2601.00001', 'Accepted at Computer Physics Communications')[0][0]).toBe('Comput. Phys. Commun.');
    expect(read('2601.00001', 'Accepted in Journal of Atmospheric Sciences')[0][0]).toBe('J. Atmos. Sci.');
  });

  it('names Scientific Reports, a journal of every field, as printed', () => {
    // set 77 design 2509.01576
    expect(read('2509.01576', '40 pages, 14 figures, 16 tables. To be published in Nature Scientific\n  Reports'))
      .toEqual([['Scientific Reports', null, 'main', null, 'accepted', null]]);
    // varied: cited by its ISO-4 name
    expect(read('2509.00001', 'Published in Sci. Rep.')[0][0]).toBe('Scientific Reports');
  });

  it('names an event read by its bare acronym as the catalogue names it with its publisher ("VIS" -> "IEEE VIS")', () => {
    // set 65 design 2506.21762
    expect(read('2506.21762', 'VIS 2025')).toEqual([['IEEE VIS', 2025, 'main', null, 'accepted', null]]);
    // varied: another conference the catalogue names with "IEEE"
    expect(read('2605.00001', 'Accepted at CAI 2026')[0].slice(0, 2)).toEqual(['IEEE CAI', 2026]);
    // counter-cases: a journal the catalogue names "ACM DLT" is not the event "DLT 2025"; a venue named alone stays so
    expect(read('2506.00001', 'DLT 2025')[0][0]).toBe('DLT');
    expect(read('2506.00001', 'Accepted at ICML 2025')[0][0]).toBe('ICML');
  });
});
