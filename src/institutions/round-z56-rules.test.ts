import { describe, expect, it } from 'vitest';
import { latexFrontMatter } from './latex-front-matter.ts';
import { numberQuadOpened } from './latex-templates.ts';
import { compassAdjective, fuzzyLookup } from './fuzzy-match.ts';
import { matchAffiliation } from './match.ts';
import { loadRegistry } from './registry.ts';

// Round z56: rules written from the design half's misses (Frontiers of Computer Science, IEEE Access and IEEEtran author blocks;
// test/fixtures/affiliations/PROVENANCE.md, round z56). Made-up inputs; each test fails without its rule.

const read = (tex: string) => latexFrontMatter(tex).map((a) => [a.name, a.affiliations]);
const first = (s: string) => matchAffiliation(s).map((r) => [r.name_en, r.ror ? r.ror.slice(-9) : null, r.unit_en]);

describe('FCS: an address line opened by a bare number and \\quad is that number\'s line', () => {
  it('"{1\\quad …}\\\\ {2\\quad …}" under "A $^{1,2}$, B $^{2}$" gives each name its numbered lines', () => {
    const tex = String.raw`\documentclass{fcs}\title{A made-up paper}
\author{Ann LEE $^{1,2}$, Bo WU \xff $^{2}$}
\address{{1\quad School of Physics, Alpha University, China}\\
{2\quad Beta Institute, Lyon, France}}
\begin{document}\maketitle\end{document}`;
    expect(read(tex)).toEqual([
      ['Ann LEE', ['School of Physics, Alpha University, China', 'Beta Institute, Lyon, France']],
      ['Bo WU', ['Beta Institute, Lyon, France']],
    ]);
  });
  it('numbers the names do not carry raised, or out of order, are left as text', () => {
    const address = String.raw`{1\quad Alpha University, China}\\ {2\quad Beta Institute, France}`;
    expect(numberQuadOpened(address, 'Ann Lee, Bo Wu')).toBe(address);
    const skipped = String.raw`{1\quad Alpha University, China}\\ {3\quad Beta Institute, France}`;
    expect(numberQuadOpened(skipped, 'Ann Lee $^{1}$, Bo Wu $^{3}$')).toBe(skipped);
  });
});

describe('fuzzy registry match: a compass word and its "-ern" adjective are one spelling apart', () => {
  const reg = loadRegistry();
  it('"Northwest Polytechnical University" (a misspelling) is Northwestern Polytechnical University', () => {
    expect([...new Set((fuzzyLookup(reg, 'Northwest Polytechnical University') ?? []).map((h) => h.inst.id))]).toEqual(['01y0j0j86']);
  });
  it('only compass points take the ending', () => {
    expect(compassAdjective('northwest', 'northwestern')).toBe(true);
    expect(compassAdjective('east', 'eastern')).toBe(true);
    expect(compassAdjective('mod', 'modern')).toBe(false);
  });
});

describe('an organisation kept by name that the registry names only with a town after a comma keeps its town', () => {
  it('"Government Engineering College, Thrissur, Kerala, India" is kept as "Government Engineering College, Thrissur"', () => {
    expect(first('Government Engineering College, Thrissur, Kerala, India')).toEqual([['Government Engineering College, Thrissur', null, null]]);
  });
  it('a name the registry does not give several towns stays bare', () => {
    expect(first('Zorblat Widget Works, Thrissur, Kerala, India')).toEqual([['Zorblat Widget Works', null, null]]);
  });
});

describe('a university named after the acronym of its country\'s one registry organisation of that acronym is its unit', () => {
  it('"VNU University of Engineering and Technology, Hanoi, Vietnam" is Vietnam National University, Hanoi', () => {
    expect(first('VNU University of Engineering and Technology, Hanoi, Vietnam'))
      .toEqual([['Vietnam National University, Hanoi', '02jmfj006', 'University of Engineering and Technology']]);
  });
  it('with no country written, the acronym names no organisation', () => {
    expect(first('VNU University of Engineering and Technology').map((r) => r[1])).toEqual([null]);
  });
});
