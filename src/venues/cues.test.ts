import { describe, expect, it } from 'vitest';
import { fewLetters, presentationCue, statusCues, trackCue, trackCueJoined } from './cues.ts';

// One phrase for each alternative of each track cue: trackCue tests a list of plain words first (TRACK_WORDS), so a cue
// whose words the list lacks would be missed here.
describe('trackCue', () => {
  it.each([
    ['Accepted at the ICML 2025 Workshop on X', 'workshop'], ['ACL 2025 SRW', 'workshop'],
    ['AAAI 2026 Doctoral Consortium', 'doctoral'], ['PhD Forum at CVPR', 'doctoral'], ['Ph.D. symposium', 'doctoral'],
    ['Findings of EMNLP 2025', 'findings'], ['NeurIPS 2025 Datasets and Benchmarks Track', 'datasets_benchmarks'],
    ['NeurIPS D&B 2025', 'datasets_benchmarks'], ['NeurIPS D & B', 'datasets_benchmarks'], ['DB track', 'datasets_benchmarks'],
    ['benchmark track', 'datasets_benchmarks'], ['demo track', 'demo'], ['System Demonstrations', 'demo'],
    ['demonstrations track', 'demo'], ['Industry Track', 'industry'], ['industrial track', 'industry'], ['tutorials', 'tutorial'], ['SIGGRAPH 2025 Course', 'tutorial'],
    ['position paper', 'other'], ['special track on X', 'other'], ['survey track', 'other'], ['resource paper', 'other'],
    ['Applied Data Science', 'other'], ['ADS track', 'other'], ['MLOSS', 'other'], ['ASE 2025 NIER', 'other'], ['Accepted as Technical Communication', 'other'], ['non-archival', 'other'],
    ['software track', 'other'], ['social impact', 'other'], ['Student Abstract', 'other'], ['late-breaking results', 'other'],
    ['blue sky idea', 'other'], ['extended abstract', 'other'], ['companion proceedings', 'other'], ['adjunct', 'other'],
    ['registered report', 'other'], ['non-proceedings', 'other'], ['Tiny Papers', 'other'], ['sister conference', 'other'],
    ['challenge', 'other'], ['competition', 'other'], ['SP Cup - ICASSP 2025', 'other'], ['CVPR AI Art Gallery 2025', 'other'], ['shared task', 'other'], ['first place', 'other'], ['first-place method', 'other'], ['Second Place Solution', 'other'], ['1st rank', 'other'],
    ['special session', 'other'], ['Bridge Program', 'other'], ['abstracts accepted', 'other'], ['as an abstract', 'other'],
    ['poster proceedings', 'other'], ['Eurographics STAR', 'other'], ['demonstration abstract', 'demo'], ['state-of-the-art report', 'other'],
    ["WWW '25 Companion", 'other'], ['AISI Track', 'other'], ['Track: Responsible AI', 'other'], ['CHI 2025 LBW', 'other'], ['ISMIR 2025 LBD', 'demo'],
  ])('%s -> %s', (text, track) => expect(trackCue(text)).toBe(track));
  it.each(['Accepted at ICML 2025', '10 pages, 5 figures', 'main track', 'an AI companion', 'Natural Language Processing course (PBA 2026)'])('%s -> none', (text) => expect(trackCue(text)).toBeNull());
  // The parts are tested for track words one by one: a cue spanning the joins is still read as in the joined text.
  it.each([
    ['Accepted at the', 'CVPR 2025', 'Workshop on X'], ['NeurIPS 2025 Datasets', 'and', 'Benchmarks Track'], ['Accepted as a', 'ICML', 'position paper'],
    ["WWW '25", '', 'Companion'], ['accepted at', 'ICML 2025', ''], ['', 'AAAI AISI', 'Track'],
  ])('trackCueJoined(%j, %j, %j) is trackCue of the joined text', (a, b, c) => {
    expect(trackCueJoined(a, b, c)).toBe(trackCue(`${a} ${b} ${c}`));
    expect(trackCueJoined(a, c)).toBe(trackCue(`${a} ${c}`));
  });
});

describe('statusCues / presentationCue on texts with few letters', () => {
  it.each([
    ['proc.', 'published'], ['Proc.', 'published'], ['(proc.)', 'published'], ['reject', 'rejected'], ['1st place', 'unclear'],
  ])('the shortest cues are still read: %s -> %s', (text, status) => expect(statusCues(text).map((c) => c.status)).toEqual([status]));
  it.each(['', ' 2025', ' (', ')', 'pro.', "'25"])('%j holds no cue', (text) => expect(statusCues(text)).toEqual([]));
  it('reads a four-letter presentation word', () => {
    expect(presentationCue(' 2025', 'oral')).toBe('oral');
    expect(presentationCue(' (talk)')).toBe('oral');
    expect(presentationCue(' 2025', '')).toBeNull();
  });
  it.each([['', 1, true], ['abc', 4, true], ['a1b2c3d', 4, false], ['ICML', 4, false], ['ab cd', 4, false], ['12345', 1, true]])('fewLetters(%j, %i) = %s', (t, n, want) => expect(fewLetters(t, n)).toBe(want));
});
