import { describe, expect, it } from 'vitest';
import { latexFrontMatter } from './latex-front-matter.ts';
import { parseAuthorBlock } from './author-block.ts';
import { NO_AFFILIATION } from './match.ts';

// Round z62: rules from the design half's misses (docs/affiliations.md, round z62), each with made-up inputs (other names, numbers of
// authors and organisations, other classes); each test fails without its rule.

const read = (tex: string) => latexFrontMatter(tex).map((a) => [a.name, a.affiliations]);
const block = (text: string) => parseAuthorBlock(text).map((a) => [a.name, a.affiliations]);

describe('authblk loaded over llncs: keyed \\author[k] / \\affil[k] lines are the block, a kit \\institute beside them is read by no name', () => {
  it('three authors over two keyed affiliations and a leftover \\institute (llncs)', () => {
    const tex = String.raw`\documentclass{llncs}\usepackage{authblk}
\begin{document}
\title{A made-up paper}
\author[1]{Ona Vidal}
\author[2]{Per Holm}
\author[1,2]{Rui Sato}
\affil[1]{Alpha University}
\affil[$\relax$]{\email{ona@alpha.edu}}
\affil[2]{Beta Institute of Technology}
\institute{Alpha University}
\maketitle
\end{document}`;
    expect(read(tex)).toEqual([
      ['Ona Vidal', ['Alpha University']],
      ['Per Holm', ['Beta Institute of Technology']],
      ['Rui Sato', ['Alpha University', 'Beta Institute of Technology']],
    ]);
  });
  it('llncs\'s own \\author with \\inst and \\institute still reads as llncs', () => {
    const tex = String.raw`\documentclass{llncs}
\begin{document}
\title{A made-up paper}
\author{Ona Vidal\inst{1} \and Per Holm\inst{2}}
\institute{Alpha University \and Beta Institute of Technology}
\maketitle
\end{document}`;
    expect(read(tex)).toEqual([['Ona Vidal', ['Alpha University']], ['Per Holm', ['Beta Institute of Technology']]]);
  });
});

describe('"Independant" (the common misspelling) says no institution, as "Independent" does', () => {
  it('the word alone is what authors write for no institution', () => {
    expect(NO_AFFILIATION.test('Independant')).toBe(true);
    expect(NO_AFFILIATION.test('Independant Researcher')).toBe(true);
    expect(NO_AFFILIATION.test('Independence University')).toBe(false);
  });
  it('on a page under a lone name, it is no second author', () => {
    expect(block('Lior Amsel\nIndependant Researcher').map(([n]) => n)).toEqual(['Lior Amsel']);
  });
});
