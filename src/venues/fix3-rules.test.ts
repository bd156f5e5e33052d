import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

const pick = (id: string, comments: string) =>
  detectVenues({ id, comments, journalRef: null }).map(({ venue, year, track, workshop, status }) => ({ venue, year, track, workshop, status }));

describe('round fix3: when unsure, say less', () => {
  it('keeps a version that names a concept in a workshop title, drops an edition after an acronym or a long title', () => {
    expect(pick('2507.00001', 'Medical Imaging 2.0 Workshop at MICCAI 2025')[0]).toMatchObject({ venue: 'MICCAI', workshop: 'Medical Imaging 2.0 Workshop' });
    expect(pick('2507.00002', 'Healthcare 5.0 Workshop at ICML 2025')[0]).toMatchObject({ venue: 'ICML', workshop: 'Healthcare 5.0 Workshop' });
    // look-alikes that keep today's output
    expect(pick('2504.00003', 'VAND 3.0 Workshop at CVPR 2025')[0]).toMatchObject({ venue: 'CVPR', workshop: 'VAND Workshop' });
    expect(pick('2504.03306', 'Visual Anomaly and Novelty Detection 3.0 Workshop at CVPR 2025')[0])
      .toMatchObject({ venue: 'CVPR', workshop: 'Visual Anomaly and Novelty Detection Workshop' });
    expect(pick('2501.00005', 'Accepted at the De-Factify 4.0 Workshop at the 39th AAAI Conference on Artificial Intelligence (AAAI 2025)')[0])
      .toMatchObject({ venue: 'AAAI', workshop: 'De-Factify Workshop' });
  });

  it('reads earlier work as the record\'s own earlier version only when the text says it is', () => {
    expect(pick('2605.00010', 'Earlier work published in ICML 2024 showed that sparse models generalise.')).toEqual([]);
    expect(pick('2605.00011', 'As earlier work published at ICML 2024 showed, X is better.')).toEqual([]);
    expect(pick('2605.00012', 'Earlier findings appeared in Nature 2024')[0]).toMatchObject({ venue: 'Nature', track: 'main' });
    // look-alikes that keep today's output
    expect(pick('2605.00013', 'Our earlier work published in ICML 2024 showed that X.')[0]).toMatchObject({ venue: 'ICML', year: 2024, status: 'previous_version' });
    expect(pick('2604.00197', 'Preliminary results were presented at ICASSP 2025')[0]).toMatchObject({ venue: 'ICASSP', status: 'previous_version' });
    expect(pick('2604.00198', 'Earlier results published in Phys. Rev. D 2024')[0]).toMatchObject({ status: 'previous_version' });
    expect(pick('2604.02359', 'published at IASEAI 2026, preliminary work presented at GenAI4Health workshop at NeurIPS 2025').find((e) => e.venue === 'NeurIPS'))
      .toMatchObject({ track: 'workshop', workshop: 'GenAI4Health', status: 'previous_version' });
    expect(pick('2604.00009', 'Findings of ACL 2026')[0]).toMatchObject({ venue: 'ACL', track: 'findings' });
  });

  it('reads no venue from a model name with two glued digits alone', () => {
    expect(pick('2601.00020', 'YOLO26')).toEqual([]);
    expect(pick('2601.00021', 'Code for YOLO26 is released')).toEqual([]);
    // look-alikes that keep today's output: a cue, a presentation word, a listed venue, an event's shape
    expect(pick('2505.17210', '15 pages, 4 figures, 2 tables, conference, MIUA25')[0]).toMatchObject({ venue: 'MIUA', year: 2025 });
    expect(pick('2601.00022', 'YOLO26 poster')[0]).toMatchObject({ venue: 'YOLO', year: 2026 });
    expect(pick('2602.09586', 'ICLR26')[0]).toMatchObject({ venue: 'ICLR', year: 2026 });
    expect(pick('2601.00023', 'ICRA26')[0]).toMatchObject({ venue: 'ICRA', year: 2026 });
    expect(pick('2601.00024', 'ISWC26')[0]).toMatchObject({ venue: 'ISWC', year: 2026 });
  });
});
