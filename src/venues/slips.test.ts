import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commonWordsNearCues } from '../../scripts/build-slip-words.ts';
import { detectVenues } from './detect.ts';
import { oneTypingSlip, slipsMended } from './slips.ts';

describe('oneTypingSlip', () => {
  it.each([
    ['reveiw', 'review', true], // two neighbours swapped
    ['reviw', 'review', true], // a letter dropped
    ['reviiew', 'review', true], // a letter inserted
    ['revuew', 'review', true], // a letter changed
    ['submmited', 'submitted', true], // a doubling put on the wrong letter
    ['review', 'review', false],
    ['rveiwe', 'review', false], // two slips
    ['view', 'review', false], // two letters dropped
  ])('%s ~ %s: %s', (w, t, want) => expect(oneTypingSlip(w, t)).toBe(want));
});

describe('slipsMended', () => {
  it('mends a cue word one typing slip away where the words around it say it is meant', () => {
    expect(slipsMended('Curently udner reveiw at FOOCONF 2026')).toBe('Curently under review at FOOCONF 2026');
    expect(slipsMended('9 pages. Acceptd to BARC 2027')).toBe('9 pages. Accepted to BARC 2027');
    expect(slipsMended('Sbmitted to the XYZ journal')).toBe('Submitted to the XYZ journal');
    expect(slipsMended('short paper, Pubilshed in QRS 2024')).toBe('short paper, Published in QRS 2024');
    expect(slipsMended('the 3rd Wrokshop on Toy Models at NIPS 2017')).toBe('the 3rd Workshop on Toy Models at NIPS 2017');
    expect(slipsMended('to appaer in Procedings of the 9th Symposium')).toBe('to appear in Proceedings of the 9th Symposium');
    expect(slipsMended('SUBMITED TO ABCD 2025')).toBe('SUBMITTED TO ABCD 2025');
  });

  it('leaves a slip alone where nothing around it points to the cue', () => {
    expect(slipsMended('we reveiw related methods')).toBe('we reveiw related methods');
    expect(slipsMended('udner the hood, 12 pages')).toBe('udner the hood, 12 pages');
    expect(slipsMended('the acceptd ratio drops')).toBe('the acceptd ratio drops');
  });

  it('never mends a real word, however close to a cue word', () => {
    for (const text of ['Accented speech at ABCD 2025', 'a preview at ABCD 2025', 'the udder review', 'presenter at ABCD 2025', 'sunder review'])
      expect(slipsMended(text)).toBe(text);
  });

  it('returns the same string when nothing is mended', () => {
    const text = 'Accepted to ABCD 2025 (oral), 10 pages';
    expect(slipsMended(text)).toBe(text);
  });

  it('reads the mended cue, and quotes the evidence as the author wrote it', () => {
    const [v] = detectVenues({ id: '2606.00001', comments: 'Currently udner reveiw at ICML 2026', journalRef: null });
    expect(v).toMatchObject({ venue: 'ICML', year: 2026, status: 'under_review' });
    expect(v.evidence).toContain('udner reveiw');
    expect(detectVenues({ id: '2606.00001', comments: 'Submmited to ICML 2026', journalRef: null })[0]).toMatchObject({ venue: 'ICML', status: 'submitted' });
    // "under view" is an English phrase of its own (being considered), no slip
    expect(detectVenues({ id: '2505.00001', comments: 'MICCAI 2025 (under view)', journalRef: null })[0]).toMatchObject({ venue: 'MICCAI', status: 'under_review' });
  });
});

describe('slip-words.json', () => {
  it('is the common English words one slip from a cue word, as scripts/build-slip-words.ts writes it', () => {
    const shipped = JSON.parse(fs.readFileSync(new URL('./slip-words.json', import.meta.url), 'utf8')) as string[];
    expect(shipped).toEqual(commonWordsNearCues());
    expect(shipped).toContain('accented');
  });
});
