import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round vpool22 (docs/venues.md): general shapes from design-half (part A) misses of sets 356 and 357. Every string here
// is made up (invented workshop names and titles in invented sentences); each test of new behaviour fails on the base
// 87def15b, the "kept" tests and the timing test pass there (checked in a base worktree).
const read = (comments: string, id = '2610.00001') =>
  detectVenues({ id, comments, journalRef: null }).map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('an acronym closing the name before the plural "workshops" after the host and its year', () => {
  it('names the workshop, whichever alias the host is written with', () => {
    expect(read('9 pages, accepted to NIPS 2026 ZebraWorld workshops')).toEqual([['NeurIPS', 2026, 'workshop', 'ZebraWorld', 'accepted', null]]);
    expect(read('Accepted to ICML 2026 QuietGait workshops')).toEqual([['ICML', 2026, 'workshop', 'QuietGait', 'accepted', null]]);
  });
  it('keeps lists of workshops and spelled-out "… Workshops" as they were', () => {
    expect(read('Accepted at ZebraNet and QuietGait workshops at ICLR 2026')).toEqual([
      ['ICLR', 2026, 'workshop', 'ZebraNet', 'accepted', null], ['ICLR', 2026, 'workshop', 'QuietGait', 'accepted', null]]);
  });
});

describe('a capitalised presentation word closing a workshop name', () => {
  it('is no part of the name', () => {
    expect(read('ICML 2026 Workshop on ZebraGait Oral')).toEqual([['ICML', 2026, 'workshop', 'Workshop on ZebraGait', 'accepted', 'oral']]);
    expect(read('NeurIPS 2026 Workshop on Quiet Zebra Models Spotlight')).toEqual([['NeurIPS', 2026, 'workshop', 'Workshop on Quiet Zebra Models', 'accepted', 'spotlight']]);
  });
});

describe('a title, its acronym in brackets, a colon and a subtitle closed by "Workshop"', () => {
  it('names the workshop by the acronym its letters spell', () => {
    expect(read('Accepted at the Zebra Gait at Scale (ZGS): Striped Horse Models Workshop at NeurIPS 2026')).toEqual([['NeurIPS', 2026, 'workshop', 'ZGS', 'accepted', null]]);
  });
  it('leaves a bracket whose letters the title does not spell to the older readers', () => {
    expect(read('Accepted at the Zebra Gait at Scale (QX): Striped Horse Models Workshop at NeurIPS 2026')).toEqual([['NeurIPS', 2026, 'workshop', 'Striped Horse Models Workshop', 'accepted', null]]);
  });
});

describe('a workshop named in apposition with a colon subtitle before "a HOST YEAR workshop"', () => {
  it('takes the acronym as the name', () => {
    expect(read('Accepted as a poster at QZW (Quiet-Zebra-Eval): Can Zebras Count?, a NeurIPS 2026 workshop (non-archival)')).toEqual([['NeurIPS', 2026, 'workshop', 'QZW', 'accepted', 'poster']]);
    expect(read('Accepted at QZW: Striped Horses in the Wild, an ICML 2026 workshop')).toEqual([['ICML', 2026, 'workshop', 'QZW', 'accepted', null]]);
  });
});

describe('a capitalised subtitle after a question mark in a workshop title after "Workshop:"', () => {
  it('is part of the title when it runs to the clause\'s end', () => {
    expect(read('8 pages. ICML 2026 Workshop: Can Zebras Count? Toward Striped Arithmetic')).toEqual([['ICML', 2026, 'workshop', 'Can Zebras Count? Toward Striped Arithmetic', 'accepted', null]]);
  });
  it('keeps the title at the question mark when no such subtitle follows', () => {
    expect(read('ICML 2026 Workshop: Can Zebras Count? 12 pages')).toEqual([['ICML', 2026, 'workshop', 'Can Zebras Count?', 'accepted', null]]);
  });
});

describe('the vpool22 scans stay linear', () => {
  it('takes little CPU on 4,000-character adversarial inputs', () => {
    const inputs = [
      'accepted to NIPS 2026 ' + 'ZebraWorld '.repeat(360) + 'workshops',
      'NIPS 2026 ZebraWorld workshops '.repeat(130),
      'ICML 2026 Workshop on ' + 'Zebra '.repeat(660) + 'Oral',
      'Accepted at the ' + 'Zebra '.repeat(330) + '(ZGS): ' + 'Horse '.repeat(330) + 'Workshop at NeurIPS 2026',
      'Zebra (ZGS): '.repeat(300) + 'Workshop at NeurIPS 2026',
      'Accepted at QZW (Q): ' + 'Can Zebras Count '.repeat(230) + ', a NeurIPS 2026 workshop',
      'QZW: Zebra '.repeat(360) + ', a NeurIPS 2026 workshop',
      'ICML 2026 Workshop: Can Zebras Count? ' + 'Toward Zebra '.repeat(300) + 'x',
      'Workshop: Zebra? '.repeat(240),
    ];
    for (const comments of inputs) {
      expect(comments.length).toBeGreaterThan(3900);
      const t = cpuNow();
      detectVenues({ id: '2610.00001', comments, journalRef: null });
      expect(cpuNow() - t).toBeLessThan(500);
    }
  });
});
