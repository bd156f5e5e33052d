import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Round fmprobe2 (issue 13: false "accepted, main track" on text that only looks like a venue): look-alikes drawn from
// real lists (ROR's organisations and cities, torchvision's datasets and models; test/fixtures/venues/fmprobe2) in
// venue-like frames. "before:" is main's output at bbb7cd43. The words below are examples of the lists' entries, not
// the rules' data (data/venues/lookalikes.json, scripts/build-venue-lookalikes.ts).
const read = (comments: string, id = '2510.01234') => detectVenues({ id, comments, journalRef: null })
  .map((v) => [v.venue, v.year, v.track, v.status]);

describe('venue rules of the fmprobe2 round', () => {
  it('reads an organisation\'s acronym (ROR) with no year and no spelled name as no venue', () => {
    // before: NIH 2025 / CSIRO / ZJU / USTC, accepted, main track
    for (const c of ['NIH accepted', '12 pages, to appear in CSIRO', 'ZJU accepted', 'To appear in USTC', 'INFN accepted']) expect(read(c), c).toEqual([]);
    // counter-cases: an event sharing an organisation's acronym, with a year or after its spelled name, stays
    expect(read('Accepted for ARC 2026')).toEqual([['ARC', 2026, 'main', 'accepted']]);
    expect(read('To Appear at EC 2026')).toEqual([['EC', 2026, 'main', 'accepted']]);
    expect(read('2025 IEEE 64th Conference on Decision and Control (CDC)')).toEqual([['CDC', 2025, 'main', 'accepted']]);
    expect(read('Accepted in NATIONAL CONFERENCE ON COMMUNICATIONS (NCC) 2025')).toEqual([['NCC', 2025, 'main', 'accepted']]);
    // real records whose acronym an organisation shares, shown as a venue's by a spelled name the reader shortened, a
    // society, a bracket, a kind of venue, a host, or a journal's initials (JabRef), stay (snapshot 2604.06623,
    // 2602.15380, 2604.07883, 2508.08561, 2504.15695, math-ph/0509017, 0801.3981)
    expect(read('Accepted by IEEE Transactions on Artificial Intelligence')).toEqual([['TAI', null, 'main', 'accepted']]);
    expect(read('This paper is submitted to IEEE-TAI')).toEqual([['TAI', null, 'main', 'submitted']]);
    expect(read('Accepted for ITS(Intelligent Tutoring Systems) 2026 Full Paper', '2604.07883')).toEqual([['ITS', 2026, 'main', 'accepted']]);
    expect(read('8 pages, ARCC Conference', '2508.08561')).toEqual([['ARCC', 2025, 'main', 'accepted']]);
    expect(read('Submitted to TrustBus@ARES', '2504.15695')).toEqual([['ARES', 2025, 'workshop', 'submitted']]);
    expect(read('47 pages, version to appear in CMP (style files included)', 'math-ph/0509017')).toEqual([['CMP', null, 'main', 'accepted']]);
    expect(read('34 pages, parts of the work is published in JMC', '0801.3981')).toEqual([['JMC', null, 'main', 'published']]);
    // and an acronym no organisation has, or a listed venue, stays as before
    expect(read('ITC-CSCC accepted')).toEqual([['ITC-CSCC', 2025, 'main', 'accepted']]);
    expect(read('10 pages, 3 figures, CVPR accepted')).toEqual([['CVPR', 2025, 'main', 'accepted']]);
  });

  it('reads a dataset\'s or a model\'s name (torchvision) as no venue, with a year or not', () => {
    // before: MNIST 2025 / CIFAR10 / ImageNet 2012 / ResNet 2025 / STL10, accepted, main track
    for (const c of ['MNIST accepted', 'to appear in CIFAR10', 'ImageNet 2012', 'ResNet 2025', 'Accepted by STL10']) expect(read(c), c).toEqual([]);
    // counter-case: an event whose name has digits in it stays
    expect(read('ML4H 2025')).toEqual([['ML4H', 2025, 'main', 'accepted']]);
  });

  it('reads a city where ROR\'s organisations are as no journal after a publication cue', () => {
    // before: Leiden / Metz / Palaiseau, accepted, main track
    for (const c of ['to appear in Leiden', 'To appear in Metz', 'to appear in Palaiseau', 'Presented at Leiden 2025']) expect(read(c), c).toEqual([]);
    // counter-cases: a one-word journal stays; a venue named after its city stays
    expect(read('11 pages, 12 figures, to appear in Macromolecules')).toEqual([['Macromolecules', null, 'main', 'accepted']]);
    expect(read('Accepted at ICML 2026, Seoul')).toEqual([['ICML', 2026, 'main', 'accepted']]);
  });

  it('reads an organisation\'s spelled name (a word of organisations\' names, none of venues\') as no venue', () => {
    // before: University of Washington 2025 / Ministry of Science and Technology / National Institutes of Health, accepted, main track
    for (const c of ['University of Washington 2025', 'to appear in Ministry of Science and Technology', 'To appear in National Institutes of Health', 'Presented at the University of Tokyo 2025']) expect(read(c), c).toEqual([]);
    // counter-cases: a venue word keeps an event or journal named after an organisation's kind; a journal JabRef knows
    // stays; an adjective of organisations' names ("Higher") is no kind of organisation
    expect(read('Accepted at the IISE Annual Conference 2026')).toEqual([['IISE Annual Conference', 2026, 'main', 'accepted']]);
    expect(read('Accepted for publication in Journal of Zhejiang University')).toEqual([['Journal of Zhejiang University', null, 'main', 'accepted']]);
    expect(read('Published in Higher Education')).toEqual([['Higher Education', null, 'main', 'published']]);
  });
});
