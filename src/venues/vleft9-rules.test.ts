import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round vleft9 (docs/venues.md): shapes earlier rounds recorded but did not read, and two causes of the design half's
// false "accepted, main track" claims, as general grammar. Every string here is made up (invented names and acronyms,
// or listed venues in invented sentences); each test of new behaviour fails on main 10894de9, the guard lines and the
// timing test pass there (checked in a `git worktree` checkout of it).
const read = (comments: string, id = '2609.00001') =>
  detectVenues({ id, comments, journalRef: null }).map((v) => [v.venue, v.year, v.track, v.workshop, v.status]);

describe('"Findings of the ACL: EVENT YEAR": the ACL Anthology series title', () => {
  it('gives the Findings volume to the event named after the colon or in the bracket, one entry', () => {
    expect(read('30 pages, to be published in Findings of the ACL: NAACL 2027')).toEqual([['NAACL', 2027, 'findings', null, 'accepted']]);
    expect(read('Findings of ACL: EACL 2027')).toEqual([['EACL', 2027, 'findings', null, 'accepted']]);
    expect(read('Accepted to Findings of the ACL (EMNLP 2027)')).toEqual([['EMNLP', 2027, 'findings', null, 'accepted']]);
  });
  it('leaves the ACL\'s own Findings and the spelled title as they were', () => {
    expect(read('Accepted to Findings of the ACL 2027')).toEqual([['ACL', 2027, 'findings', null, 'accepted']]);
    expect(read('Accepted at Findings of the ACL: ACL 2027')).toEqual([['ACL', 2027, 'findings', null, 'accepted']]);
    expect(read('In Findings of the Association for Computational Linguistics: NAACL 2027')).toEqual([['NAACL', 2027, 'findings', null, 'published']]);
  });
});

describe('a journal\'s name in square brackets after a cue', () => {
  it('reads the name as written', () => {
    expect(read('Accepted for publication in [Journal of Quux Widget Studies]')).toEqual([['Journal of Quux Widget Studies', null, 'main', null, 'accepted']]);
    expect(read('Submitted to [Neural Networks]')).toEqual([['Neural Networks', null, 'main', null, 'submitted']]);
  });
  it('leaves citations and one-word brackets alone', () => {
    expect(read('as shown in [12, 13]')).toEqual([]);
    expect(read('as argued in [Smith et al.]')).toEqual([]);
  });
});

describe('"Nature" printed before a book series of proceedings', () => {
  it('is the imprint, not the journal Nature', () => {
    expect(read('To appear in Nature Lecture Notes in Computer Science (LNCS)')).toEqual([['LNCS', null, 'main', null, 'accepted']]);
    expect(read('Accepted at QZS 2026. To be published in Nature Lecture Notes in Artificial Intelligence')).toEqual([['QZS', 2026, 'main', null, 'accepted']]);
  });
  it('keeps the Nature journals', () => {
    expect(read('To appear in Nature Quux Science')).toEqual(read('To appear in Nature'));
    expect(read('Published in Nature Communications')).toEqual([['Nature Communications', null, 'main', null, 'published']]);
  });
});

describe('"the original VENUE paper": the earlier paper a record builds on', () => {
  it('is previous_version, a weak list acronym written apart too', () => {
    expect(read('Expanded work from the original ICML 2024 paper')).toEqual([['ICML', 2024, 'main', null, 'previous_version']]);
    expect(read('Journal extension of our original ASIA CCS paper on widget forensics')).toEqual([['AsiaCCS', null, 'main', null, 'previous_version']]);
    expect(read('This work extends our earlier AsiaCCS paper')).toEqual([['AsiaCCS', null, 'main', null, 'previous_version']]);
  });
  it('leaves the record\'s own history alone', () => {
    expect(read('The original ICLR 2026 submission was rejected')).not.toContainEqual(['ICLR', 2026, 'main', null, 'previous_version']);
  });
});

describe('a bare "ACR-Word YEAR" tag', () => {
  it('is an event\'s tag, named as written', () => {
    expect(read('QZ-Oceania 2027, http://www.qz-oceania.org/')).toEqual([['QZ-Oceania', 2027, 'main', null, 'accepted']]);
    expect(read('10 pages, ZQX-Africa 2026')).toEqual([['ZQX-Africa', 2026, 'main', null, 'accepted']]);
  });
  it('not a programme word after the hyphen', () => {
    expect(read('QZ-Workshop 2026')).not.toContainEqual(['QZ-Workshop', 2026, 'main', null, 'accepted']);
    expect(read('QZ-Findings 2026')).not.toContainEqual(['QZ-Findings', 2026, 'main', null, 'accepted']);
  });
});

describe('"HOST YEAR Word" ending the clause', () => {
  it('is an event held at the host, not its main track', () => {
    expect(read('NAACL 2027 Widgetry')).toEqual([['NAACL', 2027, 'workshop', 'Widgetry', 'accepted']]);
    expect(read('Accepted at ICML 2026 Sprocketeers')).toEqual([['ICML', 2026, 'workshop', 'Sprocketeers', 'accepted']]);
  });
  it('keeps places, presentations, qualifiers and honours on the main track', () => {
    for (const w of ['Vancouver', 'Spotlight', 'Highlight', 'Research', 'Notable', 'Outstanding']) expect(read(`ICML 2026 ${w}`)).toEqual([['ICML', 2026, 'main', null, 'accepted']]);
  });
});

describe('a contest won in another clause', () => {
  it('makes the one venue\'s paper its contest track', () => {
    expect(read('Won the Quux Sprocket Contest 2026; to appear in IGARSS 2026 proceedings')).toEqual([['IGARSS', 2026, 'other', null, 'accepted']]);
    expect(read('First place in the Zebra Detection Competition. To appear in ICIP 2026')).toEqual([['ICIP', 2026, 'other', null, 'accepted']]);
  });
  it('not an award, nor a text with no contest', () => {
    expect(read('We won the best paper award at ICIP 2026')).toEqual([['ICIP', 2026, 'main', null, 'accepted']]);
    expect(read('Accepted at ICIP 2026. Code is available')).toEqual([['ICIP', 2026, 'main', null, 'accepted']]);
  });
});

describe('linear on adversarial input (4,000 characters, well under 500 ms)', () => {
  it('reads long made-up runs in linear time', () => {
    const runs = [
      `Findings of ${'the ACL: '.repeat(440)}EMNLP 2026`,
      `Findings of the ACL${' '.repeat(3950)}: EMNLP 2026`,
      `Accepted in [${'Quux '.repeat(790)}`,
      `Accepted in [${'Quux, '.repeat(660)}]`,
      `To appear in ${'Nature '.repeat(560)}Lecture Notes in Computer Science`,
      `Expanded work from ${'the original '.repeat(300)}ICML paper`,
      `${'QZ-Africa '.repeat(390)}2026`,
      `${'Widget '.repeat(560)}@ QZS 2026`,
      `${'Widget of '.repeat(390)}@ QZS 2026`,
      `ICML 2026 ${'Widgetry'.repeat(490)}`,
      `Won the ${'Quux '.repeat(780)}Contest; to appear in ICIP 2026`,
      `Won ${'first place in '.repeat(260)}; ICIP 2026`,
    ];
    for (const r of runs) {
      const start = cpuNow();
      detectVenues({ id: '2609.00001', comments: r.slice(0, 4000), journalRef: null });
      expect(cpuNow() - start).toBeLessThan(500);
    }
  });
});
