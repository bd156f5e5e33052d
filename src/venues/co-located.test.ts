import { describe, expect, it } from 'vitest';
import { acronymBeforeHost, acronymBeforeParen, eventJoinedToHost } from './co-located.ts';
import { oneSlip } from './fuzzy.ts';

describe('acronymBeforeHost', () => {
  it.each([
    ['SD4H ', 'SD4H'],
    ['Accepted at the FM-Wild-', 'FM-Wild'],
    ['Accepted at GRADES-NDA 2025 @ ', 'GRADES-NDA'],
    ['Accepted by UDM-', 'UDM'],
    ['Accepted at IEEE ', null],
    ['accepted by the IEEE/RSJ ', null],
    ['Accepted by The ', null],
    ['Forty-Second ', null],
    ['In Proc. ', null],
    ['LatinX in AI ', null],
    ['Accepted at ', null],
  ])('%j -> %j', (pre, want) => expect(acronymBeforeHost(pre)).toBe(want));
});

describe('acronymBeforeParen', () => {
  const known = (tok: string) => ['ACL', 'TMLR', 'ORAL'].includes(tok.toUpperCase());
  it.each([
    ['Preprint accepted at XAIE4 (', 'ICPR', 'XAIE4'],
    ['Accepted at BabyLM (', 'EMNLP', 'BabyLM'],
    ['Accepted at Findings of ACL (', 'EMNLP', null],
    ['Accepted at TMLR (', 'ICLR', null],
    ['Accepted at ICPR2026 (', 'ICPR', null],
    ['Accepted at IEEE (', 'ICPR', null],
    ['Accepted at the International Conference on Pattern Recognition (', 'ICPR', null],
    ['Accepted at XAIE4 ', 'ICPR', null],
    ['Published in Proceedings of OSACT7 (', 'LREC', 'OSACT7'],
    ['Journal version of LAA-Net (', 'CVPR', null],
    ['16 pages, 8 figures. Reproducibility study of DragDiffusion (', 'CVPR', null],
  ])('%j before %j -> %j', (pre, span, want) => expect(acronymBeforeParen(pre, span, known)).toBe(want));
});

describe('eventJoinedToHost', () => {
  it.each([
    ['Computational Aspects of Deep Learning 2025 (at ', 'Computational Aspects of Deep Learning'],
    ['Paper accepted at the 5th INTUITESTBEDS 2022, part of the 15th IEEE ', 'INTUITESTBEDS'],
    ['Accepted for publication in Mutation 2025 at the 18th IEEE ', 'Mutation'],
    ['Accepted at CL4Health at ', 'CL4Health'],
    ['Accepted by iMIMIC at ', 'iMIMIC'],
    ['Accepted to AfricaNLP 2026 (co-located with ', 'AfricaNLP'],
    ['Presented at ', null],
    ['Oral presentation at ', null],
    ['Best Paper Award at ', null],
    ['This work was done at Google and is accepted at ', null],
    ['Accepted as a Spotlight at the ', null],
  ])('%j -> %j', (pre, want) => expect(eventJoinedToHost(pre)).toBe(want));
});

describe('oneSlip', () => {
  it.each([
    ['siggarph', 'siggraph', true], ['nuerips', 'neurips', true], ['neruips', 'neurips', true], ['neurlps', 'neurips', true],
    ['neuips', 'neurips', true], ['ipcai', 'ijcai', false], ['icalt', 'icalp', false], ['ingarss', 'igarss', false],
    ['icmlc', 'icmla', false], ['neurips', 'neurips', false], ['icasp', 'icassp', false],
  ])('%s ~ %s: %s', (w, t, want) => expect(oneSlip(w, t)).toBe(want));
});
