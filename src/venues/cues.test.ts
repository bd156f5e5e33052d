import { describe, expect, it } from 'vitest';
import { trackCue } from './cues.ts';

// One phrase for each alternative of each track cue: trackCue tests a list of plain words first (TRACK_WORDS), so a cue
// whose words the list lacks would be missed here.
describe('trackCue', () => {
  it.each([
    ['Accepted at the ICML 2025 Workshop on X', 'workshop'], ['ACL 2025 SRW', 'workshop'],
    ['AAAI 2026 Doctoral Consortium', 'doctoral'], ['PhD Forum at CVPR', 'doctoral'], ['Ph.D. symposium', 'doctoral'],
    ['Findings of EMNLP 2025', 'findings'], ['NeurIPS 2025 Datasets and Benchmarks Track', 'datasets_benchmarks'],
    ['NeurIPS D&B 2025', 'datasets_benchmarks'], ['NeurIPS D & B', 'datasets_benchmarks'], ['DB track', 'datasets_benchmarks'],
    ['benchmark track', 'datasets_benchmarks'], ['demo track', 'demo'], ['System Demonstrations', 'demo'],
    ['demonstrations track', 'demo'], ['Industry Track', 'industry'], ['industrial track', 'industry'], ['tutorials', 'tutorial'],
    ['position paper', 'other'], ['special track on X', 'other'], ['survey track', 'other'], ['resource paper', 'other'],
    ['Applied Data Science', 'other'], ['ADS track', 'other'], ['MLOSS', 'other'], ['non-archival', 'other'],
    ['software track', 'other'], ['social impact', 'other'], ['Student Abstract', 'other'], ['late-breaking results', 'other'],
    ['blue sky idea', 'other'], ['extended abstract', 'other'], ['companion proceedings', 'other'], ['adjunct', 'other'],
    ['registered report', 'other'], ['non-proceedings', 'other'], ['Tiny Papers', 'other'], ['sister conference', 'other'],
    ['challenge', 'other'], ['competition', 'other'], ['shared task', 'other'], ['first place', 'other'], ['1st rank', 'other'],
    ['special session', 'other'], ['Bridge Program', 'other'], ['abstracts accepted', 'other'], ['as an abstract', 'other'],
    ['poster proceedings', 'other'], ['Eurographics STAR', 'other'], ['state-of-the-art report', 'other'],
    ["WWW '25 Companion", 'other'], ['AISI Track', 'other'], ['Track: Responsible AI', 'other'],
  ])('%s -> %s', (text, track) => expect(trackCue(text)).toBe(track));
  it.each(['Accepted at ICML 2025', '10 pages, 5 figures', 'main track', 'an AI companion'])('%s -> none', (text) => expect(trackCue(text)).toBeNull());
});
