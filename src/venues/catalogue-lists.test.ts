import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { cleanFullName, startMonth, venuesFromLists, type CcfddlRow, type CcfRow, type HfRow } from './catalogue-lists.ts';
import { mergeCatalogue } from './catalogue-merge.ts';
import { mergedCatalogueJson } from './catalogue-build.ts';
import { CATALOGUE_FORMAT, readCatalogue, readListVenues } from './catalogue-file.ts';
import type { VenueDef } from './catalogue-types.ts';

const FIX = path.resolve(import.meta.dirname, '../../test/fixtures/venues');
const csv = <T>(name: string): T[] => parse(fs.readFileSync(path.join(FIX, name), 'utf8'), { columns: true, skip_empty_lines: true }) as T[];
const lists = venuesFromLists(csv<CcfRow>('ccf-cut.csv'), csv<CcfddlRow>('ccfddl-cut.csv'), csv<HfRow>('hf-cut.csv'));
const byFull = (full: string) => lists.find((v) => v.full.includes(full));

describe('cleanFullName / startMonth', () => {
  it.each([
    ['The Fourteenth International Conference on Learning Representations', 'International Conference on Learning Representations'],
    ['ACM International Conference on the Foundations of Software Engineering', 'International Conference on the Foundations of Software Engineering'],
    ['IEEE Access', 'IEEE Access'],
    ['  Fast Software Encryption ', 'Fast Software Encryption'],
  ])('%s', (raw, want) => expect(cleanFullName(raw)).toBe(want));
  it.each([['December 6-12, 2026', 12], ['Jan 19 - Jan 24, 2025', 1], ['', undefined]])('%s', (d, m) => expect(startMonth(d)).toBe(m));
});

describe('venuesFromLists', () => {
  it('merges DBLP streams of one venue and keeps same-acronym venues apart', () => {
    expect(byFull('Conference on Neural Information Processing Systems')).toMatchObject({ name: 'NeurIPS', ccf: 'A', dblp: ['conf/nips'] });
    expect(byFull('Fast Software Encryption')).toMatchObject({ name: 'FSE', ccf: 'B' });
    expect(byFull('International Conference on the Foundations of Software Engineering')).toMatchObject({ name: 'FSE', ccf: 'A' });
    expect(byFull('Proceedings of the IEEE')).toMatchObject({ ccf: 'A', kind: 'journal' }); // "A " trimmed
  });
  it('takes the CORE tier and area from ccf-deadlines and the month from HF deadlines', () => {
    expect(byFull('International Conference on Machine Learning')).toMatchObject({ core: 'A*', month: 7, area: { en: 'Artificial Intelligence' } });
    expect(lists.filter((v) => v.name === 'AAMAS').map((v) => v.kind).sort()).toEqual(['conference', 'journal']);
  });
  it('joins a ccf-deadlines conference to the one CCF conference of its acronym and tier filed under another DBLP stream', () => {
    const sig = lists.filter((v) => v.acr.includes('SIGSPATIAL'));
    expect(sig).toHaveLength(1);
    expect(sig[0]).toMatchObject({ ccf: 'C', core: 'A', src: ['ccf', 'ccfddl'] });
    expect(sig[0].full).toContain('SIGSPATIAL International Conference on Advances in Geographic Information Systems');
  });
  it('joins no ccf-deadlines conference by a DBLP stream CCF files two venues under (/conf/uss: USENIX Security, HotSec)', () => {
    // Joined by the stream, the symposium's full name and CORE A* went to its workshop, and every "USENIX Security
    // Symposium" was read as HotSec as well (the snapshot's 2606.12263).
    expect(byFull('USENIX Workshop on Hot Topics in Security')).toMatchObject({ name: 'HotSec', full: ['USENIX Workshop on Hot Topics in Security'] });
    expect(byFull('USENIX Workshop on Hot Topics in Security')?.core).toBeUndefined();
    expect(byFull('USENIX Security Symposium')).toMatchObject({ name: 'USENIX Security', ccf: 'A', core: 'A*', src: ['ccf', 'ccfddl'] });
  });
});

describe('venuesFromLists: one full name, two acronyms', () => {
  it('keeps a journal and a conference CCF files under one full name and two acronyms apart (CVMJ, CVM)', () => {
    // Merged, the journal CVMJ (CCF B) took the conference's kind and tier, and "Accepted to CVM 2026" read as CVMJ.
    const cvm = lists.filter((v) => v.acr.includes('CVM') || v.acr.includes('CVMJ'));
    expect(cvm.map((v) => [v.name, v.kind, v.ccf, v.dblp]).sort()).toEqual([
      ['CVM', 'conference', 'C', ['conf/cvm']], ['CVMJ', 'journal', 'B', ['journals/cvm']]]);
    // The name alone is the journal's; the conference keeps the name ccf-deadlines gives it.
    expect(cvm.find((v) => v.name === 'CVMJ')!.full).toEqual(['Computational Visual Media']);
    expect(cvm.find((v) => v.name === 'CVM')!.full).toEqual(['international conference on Computational Visual Media']);
  });
  it('keeps one venue when the journal and the conference rows share the acronym (WWW)', () => {
    expect(lists.filter((v) => v.acr.includes('WWW'))).toHaveLength(1);
  });
});

describe('mergeCatalogue', () => {
  const facts: VenueDef[] = [
    { name: 'KDD', kind: 'conference', month: 8, acr: ['KDD', 'SIGKDD'], full: ['Conference on Knowledge Discovery and Data Mining'] },
    { name: 'Phys. Rev. Lett.', kind: 'journal', cs: ['PRL'], full: ['Physical Review Letters'] },
    { name: 'AAMAS', kind: 'conference', month: 5, acr: ['AAMAS'], full: ['International Conference on Autonomous Agents and Multiagent Systems'] },
  ];
  const all = mergeCatalogue(facts, lists);
  const named = (n: string) => all.filter((v) => v.name === n);
  it.each([
    ['a fact joins its list venue by acronym and similar name', 'KDD', { ccf: 'A', dblp: ['conf/kdd'] }],
    ['a fact keeps no rank from a list venue it only shares an acronym with', 'Phys. Rev. Lett.', { full: ['Physical Review Letters'] }],
    ['a list venue whose acronym a fact owns is named by its full name', 'Pattern Recognition Letters', { ccf: 'C', kind: 'journal' }],
    ['the AAMAS journal does not take the conference fact', 'Autonomous Agents and Multi-Agent Systems', { kind: 'journal', ccf: 'B' }],
    ['a list venue sharing its acronym with one the lists rank higher is named by its full name', 'Fast Software Encryption', { ccf: 'B' }],
  ])('%s', (_what, name, want) => {
    expect(named(name)).toHaveLength(1);
    expect(named(name)[0]).toMatchObject(want);
  });
  it('ranks no fact from a list venue it only shares an acronym with', () => {
    expect(named('Phys. Rev. Lett.')[0].ccf).toBeUndefined();
  });
  it('gives list acronyms only weak strength, and short full names weakFull', () => {
    expect(all.find((v) => v.name === 'PR')).toMatchObject({ weak: ['PR'], weakFull: ['Pattern Recognition'] });
  });
  it('makes a shared list acronym an ambiguous venue named as written, and names the sharer ranked above the others by it', () => {
    const [best, ambiguous] = named('FSE');
    expect(best).toMatchObject({ ccf: 'A', full: ['International Conference on the Foundations of Software Engineering'] });
    expect(ambiguous).toMatchObject({ weak: ['FSE'] });
    expect(ambiguous.ambiguous?.map((v) => v.name).sort()).toEqual(['FSE', 'Fast Software Encryption']);
    expect(named('FSE')).toHaveLength(2);
  });
});

describe('the shipped catalogue (data/venues/catalogue.json)', () => {
  const DATA = path.resolve(import.meta.dirname, '../../data/venues');
  it('equals a fresh merge of the hand-kept facts with the shipped list venues (rebuild: build-venue-catalogue.ts --merge-only)', () => {
    expect(fs.readFileSync(path.join(DATA, 'catalogue.json'), 'utf8')).toBe(mergedCatalogueJson(readListVenues()));
  });
  it('reads an ambiguous acronym back as the catalogue venues it may mean, not copies', () => {
    const venues = readCatalogue();
    const fse = venues.find((v) => v.name === 'FSE' && v.ambiguous)!;
    expect(fse.ambiguous!.length).toBeGreaterThan(1);
    for (const v of fse.ambiguous!) expect(venues).toContain(v);
  });
  it('names the file and what to run when an ambiguous venue means one the file lacks', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-')), 'catalogue.json');
    fs.writeFileSync(file, JSON.stringify({ format: CATALOGUE_FORMAT, venues: [{ name: 'FSE', kind: 'conference', weak: ['FSE'], ambiguous: [7] }] }));
    expect(() => readCatalogue(file)).toThrow(/catalogue\.json: venue 0 \(FSE\) means venue 7.*build-venue-catalogue/);
  });
});
