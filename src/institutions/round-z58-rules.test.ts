import { describe, expect, it } from 'vitest';
import { latexFrontMatter } from './latex-front-matter.ts';
import { looksLikeNames } from './author-block.ts';

// Round z58: rules written from the design half's misses (ML venues' own kits: ICML, ICLR, NeurIPS, ACL;
// test/fixtures/affiliations/PROVENANCE.md, round z58). Made-up inputs; each test fails without its rule.

const read = (tex: string) => latexFrontMatter(tex).map((a) => [a.name, a.affiliations]);

describe('a field of study written as a unit line is no person\'s name', () => {
  it('ACL card "Name \\\\ University \\\\ Comput Science \\\\ e-mail" gives one author, not "Comput Science" as a second', () => {
    const tex = String.raw`\documentclass[11pt]{article}\usepackage{acl}
\title{A made-up paper}
\author{Ann Lee \\
  Alpha University \\
  Comput Science \\
  \texttt{ann@alpha.edu} \\}
\begin{document}\maketitle\end{document}`;
    expect(read(tex).map(([name]) => name)).toEqual(['Ann Lee']);
  });
  it('fields ("Electrical Engineering", "Data Science") read as no names; people still do, a surname that is a field too ("Edith Law") among them', () => {
    expect(looksLikeNames('Electrical Engineering')).toBe(false);
    expect(looksLikeNames('Data Science')).toBe(false);
    expect(looksLikeNames('Comput Science')).toBe(false);
    expect(looksLikeNames('Edith Law')).toBe(true);
    expect(looksLikeNames('Grace Hopper, Ann Lee')).toBe(true);
  });
});

describe('NeurIPS cards: a name\'s own \\thanks address notes are its affiliations beside the card\'s lines', () => {
  const tex = String.raw`\documentclass{article}\usepackage[final]{neurips_2022}
\title{A made-up paper}
\author{%
  Ann Lee
  \thanks{Joint Graduate Program in Bioengineering, Alpha University} \ \thanks{Computer Science Division, UC Berkeley, CA 94720} \\
  Alpha University\\
  Springfield, CA 94702\\
  \texttt{ann@alpha.edu}
\And
  Bo Wu \footnotemark[1] \ \thanks{Lawrence Berkeley National Laboratory, CA, 94720} \\
  Alpha University\\
  Springfield, CA 94702\\
  \texttt{bo@alpha.edu}}
\begin{document}\maketitle\end{document}`;
  it('each name keeps its card line, then its notes, two set one after another included; \\footnotemark[1] shares the first note', () => {
    expect(read(tex)).toEqual([
      ['Ann Lee', ['Alpha University, Springfield, CA 94702', 'Joint Graduate Program in Bioengineering, Alpha University', 'Computer Science Division, UC Berkeley, CA 94720']],
      ['Bo Wu', ['Alpha University, Springfield, CA 94702', 'Joint Graduate Program in Bioengineering, Alpha University', 'Lawrence Berkeley National Laboratory, CA, 94720']],
    ]);
  });
  it('IEEE notes set one after another that are sentences about people ("X is an academic supervisor with Y") add nothing to the last name', () => {
    const ieee = String.raw`\documentclass[journal]{IEEEtran}\begin{document}\title{A made-up paper}
\author{Ann Lee, Bo Wu, and Cy Ode%
\thanks{Ann Lee is with Alpha University, France.}%
\thanks{Bo Wu is an academic supervisor with Beta College, France.}%
\thanks{Cy Ode is an academic supervisor with Gamma Institute, France.}}
\maketitle\end{document}`;
    expect(read(ieee).find(([name]) => name === 'Cy Ode')![1]).not.toContain('Bo Wu is an academic supervisor with Beta College, France');
  });
});
