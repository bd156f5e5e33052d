import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { authorshipAffiliations, institutionKeys, pairAuthors, sameInstitutions } from './openalex-authors.ts';
import { parseWork, sameWork } from './openalex-work.ts';

const work = (f: string) => parseWork(JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../test/fixtures/openalex/works', f), 'utf8')), f);

it('pairs authors by folded name, then family name and initial, then the same words in another order', () => {
  expect(pairAuthors(['Vincent Lariviere', 'J. P. Alperin', 'Zed Unknown'], ['Juan Pablo Alperín', 'Vincent Larivière', 'Someone Else'])).toEqual([1, 0, -1]);
  expect(pairAuthors(['Jevin West', 'Ann Lee'], ['Jevin D. West', 'Bo Lee'])).toEqual([0, -1]);
  expect(pairAuthors(['West, Jevin'], ['Jevin D. West'])).toEqual([0]);
  expect(pairAuthors(['Zhang Wei', 'Li Na'], ['Wei Zhang', 'Na Li'])).toEqual([0, 1]);
});

it('gives each raw affiliation string the OpenAlex institutions it names, resolved through ROR ids', () => {
  const w = work('W2741809807.json');
  const lariviere = w.authorships.find((a) => a.author.display_name === 'Vincent Larivière')!;
  const affs = authorshipAffiliations(lariviere);
  expect(affs.map((f) => f.institutions.map((i) => i.ror))).toEqual([['0161xgx34'], ['002rjbv21']]);
  expect(affs[0].text).toMatch(/^École de bibliothéconomie/);
  expect(affs[1].institutions[0].unit_en).toMatch(/^Observatoire des Sciences/);
  expect(institutionKeys(affs)).toEqual(['002rjbv21', '0161xgx34']);
  const alperin = authorshipAffiliations(w.authorships.find((a) => a.author.display_name === 'Juan Pablo Alperín')!);
  expect(alperin.flatMap((f) => f.institutions.map((i) => i.ror))).toEqual(['0213rcc28', '05ek4tb53']);
});

it('a title hit counts only for the same title, a close year and a shared family name', () => {
  const w = work('W-api-response.json');
  const key = { id: '1801.00002', title: 'GW170104: Observation of a 50-Solar-Mass Binary Black Hole Coalescence at Redshift 0.2', doi: null, year: 2017, authors: ['B. P. Abbott'] };
  expect(sameWork(w, key)).toBe(true);
  expect(sameWork(w, { ...key, authors: ['Ann Lee'] })).toBe(false);
  expect(sameWork(w, { ...key, year: 2021 })).toBe(false);
  expect(sameWork(w, { ...key, title: 'GW170104: Observation of a Binary Black Hole Coalescence' })).toBe(false);
});

it('a body that is not a work is an error naming the URL and field', () => {
  expect(() => parseWork({ authorships: [] }, 'http://x/works/doi:1')).toThrow(/http:\/\/x\/works\/doi:1: not an OpenAlex work \(id: /);
});

it('a lab and its ROR parent are the same organisations; another university is not', () => {
  // 000063q30 = TIMA laboratory, whose ROR parent is 05sbt2524 (Institut polytechnique de Grenoble).
  expect(sameInstitutions(['000063q30'], ['05sbt2524'])).toBe(true);
  expect(sameInstitutions(['05sbt2524'], ['000063q30'])).toBe(true);
  expect(sameInstitutions(['000063q30'], ['05sbt2524', '05dxps055'])).toBe(false);
  expect(sameInstitutions([], ['05dxps055'])).toBe(false);
  expect(sameInstitutions(['org:acme'], ['org:acme'])).toBe(true);
});
