import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Round fmprobe (issue 13: false "accepted, main track"): look-alike comments a real author might write, run through the
// rules added since 8e094b8a (kind-tag.ts's event tags, generic-venue.ts's journals named as written), and the unlabelled
// snapshot's weak claims. "before:" is main's output at 811ae703.
const read = (comments: string, id = '2510.01234') => detectVenues({ id, comments, journalRef: null })
  .map((v) => [v.venue, v.year, v.track, v.status]);

describe('venue rules of the fmprobe round', () => {
  it('reads two letters no list knows, with no year, before "accepted" as no event (a journal\'s or a word\'s initials)', () => {
    // before: AN 2025 / PR 2025, accepted, main track (Astronomische Nachrichten; a pull request)
    expect(read('AN accepted')).toEqual([]);
    expect(read('10 pages, PR accepted')).toEqual([]);
    // counter-cases: a year makes a tag of it; three capitals or more stay a tag, and a listed venue stays
    expect(read('CVSports2025 accepted')).toEqual([['CVSports', 2025, 'main', 'accepted']]);
    expect(read('ITC-CSCC accepted')).toEqual([['ITC-CSCC', 2025, 'main', 'accepted']]);
    expect(read('10 pages, 3 figures, CVPR accepted')).toEqual([['CVPR', 2025, 'main', 'accepted']]);
  });

  it('reads a rank or a citation index, or an identifier, before "accepted" or beside "conference" as no event', () => {
    // before: CCF-A / CORE-A / CAS-Q1 / SCI-Q2 / SCOPUS / ESCI / EI-indexed / ISSN / ORCID 2025, accepted, main track
    for (const c of ['CCF-A accepted', '8 pages, CCF-A conference', 'CORE-A accepted', 'CAS-Q1 accepted', 'SCI-Q2 accepted', 'SCOPUS accepted', 'ESCI accepted', 'EI-indexed conference', 'ISSN accepted', 'ORCID accepted']) {
      expect(read(c), c).toEqual([]);
    }
    // counter-case: an event's acronym that is no rank stays
    expect(read('10 pages, BIBM conference')).toEqual([['BIBM', 2025, 'main', 'accepted']]);
  });

  it('reads no place or language after a publication cue as a journal named as written', () => {
    // before: Paris / Italy / Hindi accepted, Singapore published, main track
    for (const c of ['12 pages, to appear in Paris', 'to appear in Italy', 'To appear in Hindi', 'Published in Singapore']) expect(read(c), c).toEqual([]);
    // counter-cases: one-word and two-word journals stay
    expect(read('11 pages, 12 figures, to appear in Macromolecules')).toEqual([['Macromolecules', null, 'main', 'accepted']]);
    expect(read('Published in Applied Sciences')).toEqual([['Applied Sciences', null, 'main', 'published']]);
  });

  it('reads no book publisher, volume in someone\'s honour or preprint server as a journal named as written', () => {
    // before: Routledge / Festschrift / Research Square / Qeios / SSRN accepted, main track
    for (const c of ['to appear in Routledge', 'to appear in Festschrift', 'to appear in Research Square', 'to appear in Qeios', 'To appear in SSRN', 'Published in Authorea']) {
      expect(read(c), c).toEqual([]);
    }
    // counter-case: a journal of one word after the cue stays
    expect(read('Accepted for publication in Cureus')).toEqual([['Cureus', null, 'main', 'accepted']]);
  });

  it('reads a place with a year after a cue as no event (where a talk was given)', () => {
    // before: STANFORD 2025 / Hong Kong 2025, accepted, main track
    expect(read('Accepted to Stanford 2025')).toEqual([]);
    expect(read('Presented at Hong Kong 2025')).toEqual([]);
    // counter-case: an event no list knows, named by one word and a year, stays
    expect(read('Accepted to Globecom 2025').map((e) => [e[0], e[1], e[3]])).toEqual([['GLOBECOM', 2025, 'accepted']]);
  });

  it('ends a name at ResearchGate\'s "At:" place field', () => {
    // set 161 part A 2602.05075 (before: "… Earth System Observation At", a false main by name)
    expect(read('Accpeted at Conference: 15th IAA Symposium on Small Satellites for Earth System Observation At: Berlin', '2602.05075').map((e) => e[0]))
      .toEqual(['IAA Symposium on Small Satellites for Earth System Observation']);
    expect(read('Conference: 12th International Conference on Smart Grids At: Paris, France').map((e) => e[0])).toEqual(['International Conference on Smart Grids']);
    // counter-case: "at" in a sentence is no field
    expect(read('Presented at ICML 2025').map((e) => e[0])).toEqual(['ICML']);
  });
});
