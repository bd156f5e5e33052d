import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// A host's workshops tag, the host's acronym with a W glued on ("CVPRW", "ICCVW"): the host's workshops, never a main
// track of an event named by the tag, whichever reader takes it — also for a list host written in mixed case
// ("NeurIPSW"), which the capitals-only shape missed (it read "NeurIPSW" as an unknown event's main track). Strings made
// for the shapes, not records: the snapshot holds no mixed-case W tag (bench/venues-identical.ts: 0 changed outputs).
const read = (comments: string) => detectVenues({ id: '2405.00001', comments, journalRef: null })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status]);

describe("a host's workshops tag (ACRONYM + W)", () => {
  it('names a list host in mixed case, bare, in brackets and after a workshop name', () => {
    expect(read('Accepted to NeurIPSW 2023')).toEqual([['NeurIPS', 2023, 'workshop', null, 'accepted']]);
    expect(read('Accepted (NeurIPSW 2024)')).toEqual([['NeurIPS', 2024, 'workshop', null, 'accepted']]);
    expect(read('Accepted at the Efficient ML Workshop at NeurIPSW 2023')).toEqual([['NeurIPS', 2023, 'workshop', 'Efficient ML Workshop', 'accepted']]);
    expect(read('Efficient ML Workshop @ NeurIPSW 2023')).toEqual([['NeurIPS', 2023, 'workshop', 'Efficient ML Workshop', 'accepted']]);
  });

  it('keeps the capitals-only hosts as before', () => {
    expect(read('Accepted at ICLRW 2024')).toEqual([['ICLR', 2024, 'workshop', null, 'accepted']]);
    expect(read('Accepted (ICCVW 2023)')).toEqual([['ICCV', 2023, 'workshop', null, 'accepted']]);
    expect(read('Accepted at ICMEW 2024')).toEqual([['ICME', 2024, 'workshop', null, 'accepted']]);
  });

  it('leaves the host itself and a W that is part of a name alone', () => {
    expect(read('Accepted at NeurIPS 2023')).toEqual([['NeurIPS', 2023, 'main', null, 'accepted']]);
    // an unknown acronym ending in W is read as a workshop of its own name (no host to name)
    expect(read('Accepted at ITW 2025')).toEqual([['ITW', 2025, 'workshop', 'ITW', 'accepted']]);
  });
});
