import { describe, expect, it } from 'vitest';
import { buildLines, type TextRun } from './pdf-layout.ts';
import { capitalsNamesBySize, linesFrontMatter } from './pdf-front-matter.ts';
import { parseAuthorBlock } from './author-block.ts';
import { COMPANY_LAB, matchAffiliation } from './match.ts';
import { splitAlsoWith } from './with-sentences.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round ztemplates4's rules (branch ztemplates4), from its design misses — a class's "Typeset with …" banner over the title (jpsj2),
// ACM journals' run-in capitals names told by their size, IEEE refmarks doubled after the sixth affiliation (∗∗, ††), a company's lab
// named with another record's acronym ("<Company> - <ACRONYM> AI Lab") — and from what round ztemplates3 left: a company's lab written
// with the company's short name ("<Word> <X> Labs" for "<Word> Associates"), acmsmall's bare "and" between one author's two
// addresses. Made-up names and places; the registry's own records stand for the organisations.

type Run = [string, number, number, number?, boolean?];
/** A page from [text, baseline, size, x?] runs (US letter): the runs given, then an abstract under them. */
function page(block: Run[]) {
  const runs: Run[] = [...block, ['Abstract', 500, 12], ['We study a family of methods for the problem described in the title and report how', 480, 10]];
  const rs: TextRun[] = runs.map(([str, y, size, x]) => ({ str, x: x ?? 72, y, w: str.length * size * 0.5, size }));
  return linesFrontMatter(buildLines(rs), 792, 612).map((a) => [a.name, a.affiliations]);
}

describe('a class banner over the title ("Typeset with …") is no title', () => {
  const block: Run[] = [['On Quiet Channels of Tide and Their Keepers', 700, 12], ['Ann Berg and Ole Lind', 670, 10.9],
    ['Quillon University, Bergen, Norway', 650, 10]];
  it('the names and the affiliation under the real title are read', () => {
    expect(page([['Typeset with quillon2.cls <ver.1.2>', 760, 10.9], ...block])).toEqual([
      ['Ann Berg', ['Quillon University, Bergen, Norway']], ['Ole Lind', ['Quillon University, Bergen, Norway']]]);
  });
  it('guard: the same page without the banner reads the same', () => {
    expect(page(block)).toEqual([['Ann Berg', ['Quillon University, Bergen, Norway']], ['Ole Lind', ['Quillon University, Bergen, Norway']]]);
  });
});

describe('OUP\'s "FOR PUBLISHER ONLY Received on …" line under the addresses is no affiliation', () => {
  it('the line is dropped from the block', () => {
    const authors = page([['On Quiet Channels of Tide and Their Keepers', 700, 14], ['Ann Berg and Ole Lind', 670, 11], ['Quillon University, Bergen, Norway', 655, 9],
      ['FOR PUBLISHER ONLY Received on Date Month Year; revised on Date Month Year; accepted on Date Month Year', 640, 8]]);
    expect(authors).toEqual([['Ann Berg', ['Quillon University, Bergen, Norway']], ['Ole Lind', ['Quillon University, Bergen, Norway']]]);
  });
});

describe('ACM run-in capitals names told by their size (a name whose words are also acronyms)', () => {
  /** One line: the names run in `nameSize`, then the affiliation in 9 pt. */
  const line = (names: string, aff: string, y: number, nameSize = 10.9): Run[] => [[names, y, nameSize, 72], [aff, y, 9, 72 + names.length * nameSize * 0.5 + 2]];
  const block = (nameSize: number) => page([['On Quiet Channels of Tide', 700, 14.3],
    ...line('YAN SHU, ', 'Quillon University, Norway', 670, nameSize), ...line('ODA XU, ', 'Varnholt University, Norway', 655, nameSize)]);
  it('names set a size above their affiliation are names, whatever their words', () => {
    expect(block(10.9)).toEqual([['Yan Shu', ['Quillon University, Norway']], ['Oda Xu', ['Varnholt University, Norway']]]);
  });
  it('guard: in the affiliation\'s own size the words decide as before (not both read as names)', () => {
    expect(block(9).map((a) => a[0])).not.toEqual(['Yan Shu', 'Oda Xu']);
  });
  it('guard: only a lead of capitals and commas before smaller mixed-case text is taken', () => {
    const rs = (a: string, b: string, s2: number): TextRun[] => [{ str: a, x: 72, y: 600, w: 60, size: 10.9 }, { str: b, x: 140, y: 600, w: 200, size: s2 }];
    expect(capitalsNamesBySize(buildLines(rs('YAN SHU, ', 'Quillon University', 9))[0])).toEqual(['YAN SHU']);
    expect(capitalsNamesBySize(buildLines(rs('Yan Shu, ', 'Quillon University', 9))[0])).toEqual([]);
    expect(capitalsNamesBySize(buildLines(rs('YAN SHU, ', 'QUILLON UNIVERSITY', 9))[0])).toEqual([]);
    expect(capitalsNamesBySize(buildLines(rs('YAN SHU, ', 'Quillon University', 10.9))[0])).toEqual([]);
  });
  it('guard: a subtitle over run-in lines whose names read as names anyway reads as before', () => {
    const authors = page([['On Quiet Channels', 720, 14.3], ['A Study of Tides and Their Keepers', 700, 10],
      ...line('ANNA BERGSTROM, ', 'Quillon University, Norway', 670), ...line('OLAF LINDQVIST, ', 'Varnholt University, Norway', 655)]);
    expect(authors.filter((a) => a[0] === 'Olaf Lindqvist')).toEqual([['Olaf Lindqvist', ['Varnholt University, Norway']]]);
  });
});

describe('one author\'s two addresses joined by a bare "and" after a country (acmsmall)', () => {
  it('"Quillon University, Norway and Varnholt Labs, Norway" is two addresses', () => {
    expect(splitAlsoWith('Quillon University, Bergen, Norway and Varnholt Labs, Norway')).toEqual(['Quillon University, Bergen, Norway', 'Varnholt Labs, Norway']);
  });
  it('guard: a country whose name holds "and", and two countries of one address, stay whole', () => {
    expect(splitAlsoWith('Quillon Labs, Port of Spain, Trinidad and Tobago')).toEqual(['Quillon Labs, Port of Spain, Trinidad and Tobago']);
    expect(splitAlsoWith('Quillon University, Norway and Sweden')).toEqual(['Quillon University, Norway and Sweden']);
    expect(splitAlsoWith('Norway and Varnholt Labs')).toEqual(['Norway and Varnholt Labs']);
    expect(splitAlsoWith('Quillon University, Bergen, Norway and Olaf Lindqvist')).toEqual(['Quillon University, Bergen, Norway and Olaf Lindqvist']);
  });
});

describe('a company\'s lab resolved to the company, the lab kept as its unit', () => {
  const read = (t: string) => matchAffiliation(t).map((r) => [r.name_en, r.ror, r.unit_en]);
  it('"<Word> <X> Labs" for the one record "<Word> Corporation": the company, the lab its unit', () => {
    expect(read('Erchonia Quillon Labs, USA')).toEqual([['Erchonia Corporation', '0135zba32', 'Quillon Labs']]);
    expect(read('Bridgewater Tide Labs')).toEqual([['Bridgewater Associates', '04rqv8543', 'Tide Labs']]);
  });
  it('guard: a company named by a common English word is not read into a lab named after the word', () => {
    expect(read('Mosaic Quillon Lab').map((r) => r[1])).toEqual([null]);
  });
  it('guard: a singular "Lab" beside a school named by the word (Olin College) is not the company\'s', () => {
    expect(read('Olin Quillon Lab').map((r) => r[1])).toEqual([null]);
  });
  it('guard: a university\'s lab stays the university\'s', () => {
    expect(read('Stanford Quillon Lab').map((r) => r[0])).toEqual(['Stanford University']);
  });
  it('a company lab named with the acronym of another of the company\'s records is that record ("Samsung - SAIT …")', () => {
    expect(read('Samsung - SAIT Quillon Lab, Montreal').map((r) => r.slice(0, 2))).toEqual([['Samsung Advanced Institute of Technology', '04axnyp10']]);
  });
  it('guard: a university\'s unit named with another university\'s acronym stays the first\'s (and the second is read too)', () => {
    expect(read('UC Berkeley - UCSF Joint Quillon Programme').map((r) => r[1])).toEqual(['01an7q238', '043mz5j54']);
  });
  it('guard: with no such acronym the lab is the company\'s as before', () => {
    expect(read('Samsung - Quillon AI Lab').map((r) => r[0])).toEqual(['Samsung']);
  });
});

describe('IEEE refmarks doubled after the sixth affiliation (∗∗, ††)', () => {
  const legend = ['⟦∗⟧Quillon University', '⟦†⟧Varnholt University', '⟦‡⟧Bergen University', '⟦§⟧Tide Institute of Technology',
    '⟦¶⟧Quillon Marine Centre', '⟦∥⟧Varnholt Polytechnic', '⟦∗∗⟧Oster University', '⟦††⟧Lind University'];
  const read = (names: string) => parseAuthorBlock([names, ...legend].join('\n')).map((a) => [a.name, a.affiliations]);
  it('a run of marks is read into the legend\'s marks, the doubled ones first', () => {
    expect(read('Ann Berg⟦∗∗†⟧, Ole Lind⟦†††⟧, Eva Holm⟦∗⟧')).toEqual([
      ['Ann Berg', ['Varnholt University', 'Oster University']], ['Ole Lind', ['Varnholt University', 'Lind University']], ['Eva Holm', ['Quillon University']]]);
  });
  it('distinct symbols run together are one mark each, and a doubled legend mark is its own (∗∗ no second ∗)', () => {
    expect(read('Ann Berg⟦∗†⟧, Eva Holm⟦‡⟧')).toEqual([['Ann Berg', ['Quillon University', 'Varnholt University']], ['Eva Holm', ['Bergen University']]]);
  });
});

describe('timing guards (4,000-character adversarial inputs)', () => {
  const timed = (f: () => unknown) => { const t0 = cpuNow(); f(); return cpuNow() - t0; };
  it('the bare-"and" split stays fast', () => {
    splitAlsoWith('warm-up, Norway and Sweden');
    expect(timed(() => splitAlsoWith('Quillon University, Norway and '.repeat(130)))).toBeLessThan(500);
    expect(timed(() => splitAlsoWith('Norway and '.repeat(360)))).toBeLessThan(500);
  });
  it('the company-lab grammar stays fast (the matcher as a whole is timed by bench:institutions)', () => {
    expect(timed(() => COMPANY_LAB.exec(`Quillon ${'AB '.repeat(1300)}Labx`))).toBeLessThan(500);
    expect(timed(() => COMPANY_LAB.exec(`${'Quillon '.repeat(500)}Lab.`))).toBeLessThan(500);
    expect(timed(() => COMPANY_LAB.exec(`Q ${"A'".repeat(2000)} Research!`))).toBeLessThan(500);
  });
  it('the sized-capitals mark stays fast', () => {
    expect(timed(() => capitalsNamesBySize(buildLines([{ str: 'A, '.repeat(1300), x: 72, y: 600, w: 300, size: 10.9 }, { str: 'x'.repeat(4000), x: 400, y: 600, w: 100, size: 9 }])[0]))).toBeLessThan(500);
  });
});
