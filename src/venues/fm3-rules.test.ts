import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the fm3 round (issue 13: false "accepted, main track"; say-less.ts), written from design-half false mains of
// the labelled sets. Every string here is made up in the shape of the record it was written from; each first assertion
// fails at 013e2bbf (the round's base), where the venue was read as an accepted main-track paper.
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the fm3 round (say less)', () => {
  it('reads an event no list knows, co-located with another event, as a workshop there, never a main track', () => {
    // shape of set 145's 2605.28168 (design): the host spelled out, so the event stays the venue
    expect(read('2606.00001', '5 pages. Accepted at GreenSense 2026, co-located with the IEEE Smart Energy Week 2026'))
      .toEqual([['GreenSense', 2026, 'workshop', 'GreenSense', 'accepted', null]]);
    // shape of set 184's 2605.29082 (design): the host as an acronym and its year is the venue, the event its workshop
    expect(read('2606.00001', "Published at TQX '26 (co-located with ACM PLORB '26)"))
      .toEqual([['PLORB', 2026, 'workshop', 'TQX', 'published', null]]);
    // varied: "held in conjunction with"
    expect(read('2606.00001', 'Accepted at MedHarbor 2026, held in conjunction with the Nordic Health Summit 2026').map((e) => e[2]))
      .toEqual(['workshop']);
    // counter-cases: a conference the catalogue knows keeps its main track; an event with no joining words keeps its own
    expect(read('2606.00001', 'To appear in the Proceedings of CoNLL 2026, co-located with ACL 2026').map((e) => [e[0], e[2]]))
      .toEqual([['CoNLL', 'main']]);
    expect(read('2606.00001', 'Accepted at GreenSense 2026').map((e) => e[2])).toEqual(['main']);
    // counter-case: "held at" a place is where a meeting met, not a host event (snapshot 0704.0813's shape)
    expect(read('0704.00001', 'contribution to the Proceedings of the Nordic Congress on Topology held at KTH in Stockholm in June 2006')
      .map((e) => e[2])).toEqual(['main']);
  });

  it('drops a venue that only "a subset of" or "selected" papers of the event will appear in', () => {
    // shape of set 160's 2512.20628 (design): the special section is some other papers' venue
    expect(read('2601.00001', 'Proceedings of ABCD 2025. A subset of papers will appear in IEEE Transactions on Image Processing (special section)')
      .map((e) => e[0])).not.toContain('TIP');
    // varied: "selected papers … will be published in"
    expect(read('2601.00001', 'Selected papers will be published in Pattern Recognition Letters')).toEqual([]);
    // counter-case: the record's own acceptance stays
    expect(read('2601.00001', 'Accepted for publication in IEEE Transactions on Image Processing').map((e) => [e[0], e[2], e[4]]))
      .toEqual([['TIP', 'main', 'accepted']]);
  });

  it('reads a CLEF evaluation lab, or an event whose text says "lab proceedings", as track other', () => {
    // shape of set 158's 2507.14544 (design): a lab named "…CLEF" and its lab proceedings
    expect(read('2508.00001', 'accepted to SoundCLEF 2025, to be published in the lab proceedings'))
      .toEqual([['SoundCLEF', 2025, 'other', null, 'accepted', null]]);
    // varied: the lab's name alone
    expect(read('2508.00001', 'Accepted at BirdCLEF 2025').map((e) => e[2])).toEqual(['other']);
    // varied: an unknown event with "working notes"
    expect(read('2508.00001', 'Working notes of QuizEval 2025').map((e) => e[2])).not.toContain('main');
    // counter-case: an event without lab words keeps its main track
    expect(read('2508.00001', 'Accepted at QuizEval 2025').map((e) => e[2])).toEqual(['main']);
  });

  it('drops a journal named in brackets right after a conference: the journal that prints its papers, one paper', () => {
    // shape of set 201's 2606.18243 and set 237's 2512.16017 (design): a graphics journal track
    expect(read('2606.00001', 'EGSR 2026 Journal (Computer Graphics Forum); code at https://example.org/x'))
      .toEqual([['EGSR', 2026, 'main', null, 'accepted', null]]);
    expect(read('2601.00001', 'Accepted by IEEE VIS 2026 (TVCG Journal Track)').map((e) => e[0])).toEqual(['IEEE VIS']);
    // counter-cases: a journal in its own sentence stays a second entry; a bracket naming something else drops nothing
    expect(read('2606.00001', 'Accepted at IEEE VIS 2026. To appear in IEEE TVCG').map((e) => e[0]).sort()).toEqual(['IEEE VIS', 'TVCG']);
    expect(read('2606.00001', 'SIGGRAPH 2026 (oral); also in ACM TOG').map((e) => e[0]).sort()).toEqual(['ACM TOG', 'SIGGRAPH']);
  });

  it('reads an unknown acronym with the year after a conference and a comma ("HOST, ACR 2026") as a workshop there', () => {
    // shape of set 238's 2605.18177 (design)
    expect(read('2606.00001', 'ICCV, MVXW 2026')).toEqual([['ICCV', 2026, 'workshop', 'MVXW', 'accepted', null]]);
    // varied: after a status cue, a two-digit year
    expect(read('2606.00001', 'Accepted at ECCV, QRS-Vision 26').map((e) => [e[2], e[3]])).toEqual([['workshop', 'QRS-Vision']]);
    // counter-cases: two venues the catalogue knows are a list; a place is no event; a journal first is no host
    expect(read('2606.00001', 'NeurIPS, ICLR 2026').map((e) => e[2])).toEqual(['main', 'main']);
    expect(read('2606.00001', 'Accepted at CVPR, USA 2026').map((e) => e[2])).toEqual(['main']);
  });

  it('reads "X Conference Workshop" as the workshop X holds and "X track in Y" as a track of Y, never X\'s main track', () => {
    // shapes from the unlabelled snapshot sweep (round fm2's list: "CIRED Conference Workshop", "X track in Y congress")
    expect(read('2604.00001', '10 pages, MEDCON Conference Workshop Lisbon 2026')).toEqual([['MEDCON', 2026, 'workshop', 'MEDCON', 'accepted', null]]);
    expect(read('2604.00001', 'accepted to IPAM 2021 track in the WORLDCOMP 2021 congress').map((e) => [e[0], e[2]])).toEqual([['IPAM', 'other']]);
    // counter-cases: "main track" and a track in lower-case prose keep the main track
    expect(read('2604.00001', 'Accepted to the NeurIPS 2025 main track').map((e) => e[2])).toEqual(['main']);
    expect(read('2604.00001', 'Accepted at ICML 2025 track in a hurry').map((e) => e[2])).toEqual(['main']);
  });
});
