import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v141 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-141.jsonl …
// -144.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and a counter-case. Every real-string and varied expectation fails on 04250aa1 (the detector of main).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v141 round', () => {
  it('reads a mixed-case acronym no list knows, then a comma and a year, after a decision cue as an event (never main)', () => {
    // set 143 part A 2509.20119 (before: nothing)
    expect(read('2509.20119', 'Accepted at WiNLP, 2025')).toEqual([['WiNLP', 2025, 'workshop', 'WiNLP', 'accepted', null]]);
    // varied: another mixed-case acronym, not a workshop's initial: an event, track other (as "ABNLP, 2025" already is)
    expect(read('2509.00001', 'Accepted at AbNLP, 2025')).toEqual([['AbNLP', 2025, 'other', null, 'accepted', null]]);
    // counter-cases: no year keeps the mixed-case acronym unread; a journal's initials ("IoTJ") stay the journal's
    expect(read('2509.00002', 'Accepted at WiNLP')).toEqual([]);
    expect(read('2509.00003', 'Accepted in IoTJ, 2025').map((e) => [e[0], e[2]])).toEqual([['IEEE IoT-J', 'main']]);
    // counter-case: a place name is no acronym
    expect(read('2509.00004', 'Accepted at Paris, 2025')).toEqual([]);
  });

  it('names a workshop by the acronym before a colon when a comma closes its title before "Workshop"', () => {
    // set 141 part A 2508.07850 (before: ICCV 2025 workshop, no name)
    expect(read('2508.07850', 'CV4MS: Computer Vision for Materials Science, Workshop in conjunction\n  with the IEEE/CVF ICCV 2025'))
      .toEqual([['ICCV', 2025, 'workshop', 'CV4MS', 'accepted', null]]);
    // varied: another acronym, host and connector
    expect(read('2510.00001', 'GAIA: Generative Agents in Action, Workshop at NeurIPS 2025').map((e) => e[3])).toEqual(['GAIA']);
    // counter-cases: "Camera Ready" before the colon and a host before the colon name no workshop
    expect(read('2606.00001', 'Camera Ready: accepted, Workshop at ICML 2026').map((e) => e[3])).toEqual([null]);
    expect(read('2510.00002', 'NeurIPS 2025: Spotlight, Workshop on Foo Bar').map((e) => e[3])).not.toContain('NeurIPS');
  });
});
