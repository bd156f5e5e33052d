import { describe, expect, it } from 'vitest';
import { parseAuthorBlock } from './author-block.ts';

// Round z57: rules written from the design half's misses (an ACM journal's first page, acmtog: one "NAME, Organisation" line per
// author; test/fixtures/affiliations/PROVENANCE.md, round z57). Made-up inputs; each test fails without its rule.

const read = (lines: string[]) => parseAuthorBlock(lines.join('\n')).map((a) => [a.name, a.affiliations]);

describe('PDF: an ACM journal\'s capitals name line with a note mark, a comma and the organisation is one author\'s line', () => {
  it('"NAME⟦†⟧, Organisation" after an unmarked author line opens its own author, not the line above\'s wrapped rest', () => {
    expect(read(['HELENA MARKOVA, University of Bristol', 'SEVERIN J. HOLMGREN⟦†⟧, Aarhus University', 'MARGIT LINDQVIST⟦‡⟧, University of Bristol'])).toEqual([
      ['Helena Markova', ['University of Bristol']],
      ['Severin J. Holmgren', ['Aarhus University']],
      ['Margit Lindqvist', ['University of Bristol']],
    ]);
  });
  it('a mixed-case name with a mark and an organisation after it on one line is still cut there (the OCR line the split was made for)', () => {
    expect(read(['Ann Lee⟦1⟧ Bo Wu⟦1⟧ Alpha Research Institute'])).toEqual([
      ['Ann Lee', ['Alpha Research Institute']],
      ['Bo Wu', ['Alpha Research Institute']],
    ]);
  });
});

describe('PDF: an ACM journal\'s capitals name line whose organisation is one registry acronym in capitals', () => {
  it('"NAME, KAUST" is a name and its organisation, not a line of capitals with nothing after the names', () => {
    expect(read(['HELENA MARKOVA, University of Bristol', 'SEVERIN HOLMGREN, KAUST', 'MARGIT LINDQVIST, University of Bristol'])).toEqual([
      ['Helena Markova', ['University of Bristol']],
      ['Severin Holmgren', ['KAUST']],
      ['Margit Lindqvist', ['University of Bristol']],
    ]);
  });
  it('a capitals word the registry does not hold as an acronym after the names is not read so', () => {
    expect(read(['HELENA MARKOVA, University of Bristol', 'SEVERIN HOLMGREN, ZQXW']).map((a) => a[0])).not.toContain('Severin Holmgren');
  });
});
