import { describe, expect, it } from 'vitest';
import { buildLines, type TextRun } from './pdf-layout.ts';
import { cellAffiliations, joinAffiliation, linesFrontMatter } from './pdf-front-matter.ts';
import { parseAuthorBlock } from './author-block.ts';
import { withSentences } from './with-sentences.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round ztemplates3's rules (branch ztemplates3), from its design misses in the IEEE journal and IEEE compsoc classes, whose
// affiliations are "X and Y are with …" footnotes: a country written with dotted initials closing one sentence before the next
// author's name, and an organisation's kind written short ("… Lab. The University of …") inside an address; and from its JMLR
// misses, names stacked one a line over the address they share, after an earlier author's address; from its acmsmall misses, a
// name in capitals of short words only ("JUN HE, …"); from its acmart misses, a cell line wrapped after an article ("… Lab. The" /
// "University of …"). Made-up names.

const of = (text: string, key: string) => withSentences(text).get(key);

describe('a dotted country closes a sentence when names and "is with" follow', () => {
  const text = 'M. Varga and T. Lind are with the School of Optics, Quillon University, U.K. Petra Holm is with the Institute of Tides, '
    + 'Varnholt University, Bergen, Norway, and also with the Quillon Marine Centre, U.K.';
  it('the first sentence ends at "U.K."; the second author keeps her own sentence', () => {
    expect(of(text, 'varga')).toEqual(['School of Optics, Quillon University, U.K']);
    expect(of(text, 'lind')).toEqual(['School of Optics, Quillon University, U.K']);
    expect(of(text, 'holm')?.[0]).toMatch(/^Institute of Tides, Varnholt University/);
  });
  it('guard: initials in a subject still end no sentence ("A.R. Lund is with …")', () => {
    const m = withSentences('O. Berg and A.R. Lund are with Quillon University, Varnholt, Norway.');
    expect(m.get('lund')).toEqual(['Quillon University, Varnholt, Norway']);
    expect(m.get('berg')).toEqual(['Quillon University, Varnholt, Norway']);
  });
  it('guard: a dotted country followed by words that are no names goes on as before', () => {
    expect(of('K. Sato is with Quillon University, U.K. Research Office. J. Ode is with Varnholt University, Norway.', 'sato')?.[0])
      .toMatch(/^Quillon University, U\.K/);
  });
});

describe('an organisation kind written short inside an address ("Lab. The University of …")', () => {
  it('the period after "Lab" ends no sentence when the address goes on to a country', () => {
    const text = 'R. Oster and E. Brandt are with the Signal Processing Lab. The Quillon Institute of Technology, Varnholt, Norway. '
      + 'S. Kaur is with the Signal Processing Lab. The Quillon Institute of Technology, Varnholt, Norway, and also with Bergen '
      + 'University, Bergen, Norway.';
    expect(of(text, 'oster')).toEqual(['Signal Processing Lab. The Quillon Institute of Technology, Varnholt, Norway']);
    expect(of(text, 'kaur')?.[0]).toMatch(/Varnholt, Norway, and also with Bergen University, Bergen, Norway$/);
  });
  it('guard: "Lab." before the next author\'s "is with" still ends the sentence', () => {
    const m = withSentences('R. Oster is with the Quillon Vision Lab. E. Brandt is with Varnholt University, Norway.');
    expect(m.get('oster')).toEqual(['Quillon Vision Lab']);
    expect(m.get('brandt')).toEqual(['Varnholt University, Norway']);
  });
  it('guard: "Lab." before a sentence that closes on no country still ends the sentence', () => {
    expect(of('R. Oster is with the Quillon Vision Lab. This work was funded by the Varnholt Trust.', 'oster')).toEqual(['Quillon Vision Lab']);
  });
});

/** A page from [text, baseline, size, bold?] runs (US letter), a title over the block and an abstract under it. */
function page(block: [string, number, number, boolean?][]) {
  const runs: [string, number, number, boolean?][] = [['On Quiet Channels of Tide', 700, 17], ...block, ['Abstract', 560, 12],
    ['We study a family of methods for the problem described in the title and report how', 540, 10]];
  const rs: TextRun[] = runs.map(([str, y, size, b]) => ({ str, x: 72, y, w: str.length * size * 0.5, size, bold: !!b }));
  return linesFrontMatter(buildLines(rs), 792, 612).map((a) => [a.name, a.affiliations]);
}
const BERG: [string, string[]] = ['Ann Berg', ['Quillon University, Bergen, Norway']];
const VARNHOLT = ['Varnholt Institute, Oslo, Norway'];

describe('bold names stacked one a line over the address they share, after an earlier author\'s address', () => {
  it('names larger than the addresses (JMLR: bold \\Name lines, a \\small \\addr): each stacked name is an author', () => {
    expect(page([['Ann Berg', 660, 10, true], ['Quillon University, Bergen, Norway', 648, 9], ['Bo Lind', 634, 10, true],
      ['Cy Holm', 622, 10, true], ['Varnholt Institute, Oslo, Norway', 610, 9]])).toEqual([BERG, ['Bo Lind', VARNHOLT], ['Cy Holm', VARNHOLT]]);
  });
  it('names and addresses in one size, the names bold: each stacked name is an author', () => {
    expect(page([['Ann Berg', 660, 10, true], ['Quillon University, Bergen, Norway', 648, 10], ['Bo Lind', 636, 10, true],
      ['Cy Holm', 624, 10, true], ['Varnholt Institute, Oslo, Norway', 612, 10]])).toEqual([BERG, ['Bo Lind', VARNHOLT], ['Cy Holm', VARNHOLT]]);
  });
  it('guard: a line in the names\' size and face under a name, over a smaller address, is read as before (no weight: no stack)', () => {
    expect(page([['Ann Berg', 660, 10], ['Quillon University, Bergen, Norway', 648, 9], ['Bo Lind', 634, 10], ['Quillon Dynamics', 622, 10],
      ['Varnholt Institute, Oslo, Norway', 610, 9]])).toEqual([BERG, ['Bo Lind', ['Quillon Dynamics, Varnholt Institute, Oslo, Norway']]]);
  });
  it('guard: a bold stack over a bold line is no stack (the address below must not be bold)', () => {
    const got = page([['Ann Berg', 660, 10, true], ['Quillon University, Bergen, Norway', 648, 10], ['Bo Lind', 636, 10, true],
      ['Cy Holm', 624, 10, true], ['Varnholt Institute, Oslo, Norway', 612, 10, true]]);
    expect(got.map((a) => a[0])).not.toContain('Cy Holm');
  });
});

describe('ACM\'s capitals name of short words only, before its affiliation', () => {
  it('"JUN HE, Quillon University, Norway" between two such lines is an author', () => {
    expect(page([['ANNA BERGSTROM, Quillon University, Norway', 660, 10], ['JUN HE, Quillon University, Norway', 648, 10],
      ['PER HOLMBERG, Varnholt Institute, Norway', 636, 10]]).map((a) => a[0])).toEqual(['Anna Bergstrom', 'Jun He', 'Per Holmberg']);
  });
  it('guard: a names line opened by an empty piece (", Anna Bergstrom", an icon lost before the name) reads as before', () => {
    // (caught by the whole eval's line-by-line diff: an empty piece has no words, and "every word is short" held of it)
    expect(parseAuthorBlock(', Anna Bergstrom\nQuillon University, Bergen, Norway').map((a) => [a.name, a.affiliations]))
      .toEqual([['Anna Bergstrom', ['Quillon University, Bergen, Norway']]]);
  });
  it('guard: short words that are organisations\' acronyms ("EE CS, …") are no name', () => {
    expect(page([['ANNA BERGSTROM, Quillon University, Norway', 660, 10], ['EE CS, Quillon University, Norway', 648, 10]]).map((a) => a[0]))
      .toEqual(['Anna Bergstrom']);
  });
});

describe('a card line wrapped after an article', () => {
  it('"Quillon Signal Lab. The" / "University of Bergen": one affiliation, not a lab and a university', () => {
    expect(cellAffiliations(['Quillon Signal Lab. The', 'University of Bergen', 'Bergen', 'Norway'])).toEqual(['Quillon Signal Lab. The University of Bergen, Bergen, Norway']);
    expect(joinAffiliation(['Quillon Signal Lab. The', 'University of Bergen'])).toBe('Quillon Signal Lab. The University of Bergen');
  });
  it('guard: a line not ending in an article is joined with a comma as before ("Department of Tides" / "University of Bergen")', () => {
    expect(joinAffiliation(['Department of Tides', 'University of Bergen'])).toBe('Department of Tides, University of Bergen');
  });
});

describe('timing guards (4,000-character inputs)', () => {
  it('kinds written short, each followed by an address closing on a country', () => {
    const text = `A. Berg is with the ${'Quillon Lab. The Varnholt Institute, Bergen, Norway '.repeat(80)}`.slice(0, 4000);
    const t = cpuNow();
    withSentences(text);
    expect(cpuNow() - t).toBeLessThan(500);
  });
  it('dotted countries, each followed by capitalised words', () => {
    const text = `A. Berg is with Quillon University, ${'U.K. Quillon Varnholt '.repeat(190)}is with Bergen.`.slice(0, 4000);
    const t = cpuNow();
    withSentences(text);
    expect(cpuNow() - t).toBeLessThan(500);
  });
});
