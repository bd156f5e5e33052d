import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { trackCue } from './cues.ts';

// "ws", "WS07", "Wksp": the word workshop abbreviated after a venue's tag. Without the cue the snapshot's
// "accepted by AAAI2026 ws" (2602.03285) was an accepted AAAI 2026 main-track paper — a false "accepted, main".
const read = (comments: string, id: string) => detectVenues({ id, comments, journalRef: null }).map((v) => [v.venue, v.year, v.track, v.status]);

describe('the word workshop abbreviated', () => {
  it('reads a listed venue\'s tag followed by "ws" as its workshop, never its main track', () => {
    expect(read('accepted by AAAI2026 ws', '2602.03285')).toEqual([['AAAI', 2026, 'workshop', 'accepted']]);
    expect(read('BioNLP 2025 (ACL ws)', 'tab-54952158900-12')).toEqual([['ACL', 2025, 'workshop', 'accepted']]);
  });

  it('takes WS, a numbered WS07 / WS-13 and Wksp as the word, not a file or publisher name holding it', () => {
    for (const t of ['ICML 2025 ws', 'Accepted at MILCOM 2025 WS07', 'IEEE ICC 2026 WS-13', 'NeurIPS 2025 Wksp']) expect(trackCue(t), t).toBe('workshop');
    // snapshot comments: a class file (0704.0369) and CLEF's working notes in CEUR Workshop Proceedings (2510.08588)
    for (const t of ['7 pages, latex, uses ws-procs9x6.cls', 'Paper published to CLEF 2025 CEUR-WS', 'news and shows']) expect(trackCue(t), t).toBeNull();
  });
});
