import { describe, expect, it } from 'vitest';
import { latexFrontMatter } from './latex-front-matter.ts';
import { parseAuthorBlock } from './author-block.ts';
import { linesFrontMatter, numberedLegend } from './pdf-front-matter.ts';
import type { PageLine } from './pdf-layout.ts';

// Round z55: rules written from the design half's misses (svjour3, MDPI, PLOS, llncs and elsarticle author blocks;
// test/fixtures/affiliations/PROVENANCE.md, round z55). Made-up inputs; each test fails without its rule.

const read = (tex: string) => latexFrontMatter(tex).map((a) => [a.name, a.affiliations]);

describe('svjour3: names before a single \\at share its address', () => {
  it('"A \\and B \\and C \\at address" gives every name the address', () => {
    const tex = String.raw`\documentclass{svjour3}\begin{document}\title{A made-up paper}
\author{Ann Lee \and Bo Wu \and Cy Dee}
\institute{Ann Lee \and Bo Wu \and Cy Dee \at Department of Physics, University of Padua, Padova, Italy \\ \email{ann@unipd.it}}
\maketitle\end{document}`;
    expect(read(tex)).toEqual([
      ['Ann Lee', ['Department of Physics, University of Padua, Padova, Italy']],
      ['Bo Wu', ['Department of Physics, University of Padua, Padova, Italy']],
      ['Cy Dee', ['Department of Physics, University of Padua, Padova, Italy']],
    ]);
  });
  it('entries each with their own \\at keep their own address', () => {
    const tex = String.raw`\documentclass{svjour3}\begin{document}\title{A made-up paper}
\author{Ann Lee \and Bo Wu}
\institute{Ann Lee \at University of Padua, Padova, Italy \and Bo Wu \at University of Milan, Milan, Italy}
\maketitle\end{document}`;
    expect(read(tex)).toEqual([['Ann Lee', ['University of Padua, Padova, Italy']], ['Bo Wu', ['University of Milan, Milan, Italy']]]);
  });
});

describe('a command with an argument inside the math after a marker', () => {
  it('MDPI "Bo Wu $^{2,\\dagger}\\orcidA{}$": the ORCID icon inside the math leaves the marker a marker', () => {
    const tex = String.raw`\documentclass[water,article]{Definitions/mdpi}\Title{T}
\Author{Ann Lee $^{1,\dagger}$, Bo Wu $^{2,\dagger}\orcidA{}$, and Cy Dee $^{2,}$*}
\address{$^{1}$ \quad Alpha University, Beijing, China\\ $^{2}$ \quad Beta University, Shanghai, China}\begin{document}\end{document}`;
    expect(read(tex)).toEqual([
      ['Ann Lee', ['Alpha University, Beijing, China']], ['Bo Wu', ['Beta University, Shanghai, China']], ['Cy Dee', ['Beta University, Shanghai, China']],
    ]);
  });
});

describe('a page\'s PLOS legend: affiliation lines opened by an upright number', () => {
  const page = ['Ann Lee⟦1, 2⟧, Bo Wu⟦1⟧, Cy Dee⟦2⟧*,', '1 University of Auckland, Auckland,', 'New Zealand', '2 ETH Zurich, Basel, Switzerland', '* cy@example.org'];
  it('numbers 1, 2 … that the names carry as markers are the legend\'s markers; a wrapped line joins its address', () => {
    expect(parseAuthorBlock(numberedLegend(page).join('\n')).map((a) => [a.name, a.affiliations])).toEqual([
      ['Ann Lee', ['University of Auckland, Auckland, New Zealand', 'ETH Zurich, Basel, Switzerland']],
      ['Bo Wu', ['University of Auckland, Auckland, New Zealand']],
      ['Cy Dee', ['ETH Zurich, Basel, Switzerland']],
    ]);
  });
  it('numbers the names do not carry, or out of order, are left as text', () => {
    const other = ['Ann Lee⟦a⟧, Bo Wu⟦b⟧', '1 University of Auckland, Auckland, New Zealand'];
    expect(numberedLegend(other)).toEqual(other);
    const skipped = ['Ann Lee⟦1⟧, Bo Wu⟦3⟧', '3 University of Auckland, Auckland, New Zealand'];
    expect(numberedLegend(skipped)).toEqual(skipped);
  });
});

describe('the authors\' own card table after \\maketitle, the class\'s \\author left empty', () => {
  const tex = (author: string) => String.raw`\documentclass{llncs}\begin{document}\title{A made-up paper}\author{${author}}\institute{}\maketitle
\vspace{-2em}
\begin{center}
\begin{tabular}{c@{\hskip 3em}c}
    Ann Lee & Bo Wu \\
    {\small University of Sheffield, UK} & {\small Allegheny College, USA} \\
\end{tabular}
\end{center}
\begin{abstract}Text.\end{abstract}\end{document}`;
  it('each column is a card: a name over its affiliation', () => {
    expect(read(tex(''))).toEqual([['Ann Lee', ['University of Sheffield, UK']], ['Bo Wu', ['Allegheny College, USA']]]);
  });
  it('not read when \\author names someone', () => {
    expect(read(tex('Cy Dee')).map(([n]) => n)).toEqual(['Cy Dee']);
  });
});

describe('an address command written after \\maketitle', () => {
  it('elsarticle\'s \\address{$^1$ …} below \\maketitle is the marked authors\' address when the head has none', () => {
    const tex = String.raw`\documentclass{elsarticle}\begin{document}\title{A made-up paper}
\author{Ann Lee$^1$, Bo Wu $^{1,*}$, Cy Dee $^{1}$}
\maketitle
\address{$^1$  Institute of Applied Physics and Computational Mathematics, Beijing 100094, China }
\begin{abstract}Text.\end{abstract}\end{document}`;
    const inst = 'Institute of Applied Physics and Computational Mathematics, Beijing 100094, China';
    expect(read(tex)).toEqual([['Ann Lee', [inst]], ['Bo Wu', [inst]], ['Cy Dee', [inst]]]);
  });
});

describe('a PLOS legend run together on one line', () => {
  it('is not split by the numbered-line rule when a marker opens no line of its own', () => {
    const page = ['Ann Lee⟦1⟧, Bo Wu⟦2⟧, Cy Dee⟦3⟧', '1 Department of Mathematics, Universidad de Almería, Almería, Spain, 2 Department of Economics, Universidad de Almería, Almería, Spain, 3', 'University Centre of Defence, Murcia, Spain'];
    expect(numberedLegend(page)).toEqual(page);
  });
});

describe('a page\'s svjour3 institute note: names, then their address, in the page foot', () => {
  const run = (str: string, x: number, size: number, sup = false) => ({ str, x, y: 0, w: str.length * size * 0.5, size, sup });
  const line = (y: number, size: number, ...runs: ReturnType<typeof run>[]): PageLine => ({ y, size, runs: runs.map((r) => ({ ...r, y })) });
  const page = (foot: string[]) => [
    line(714, 17.2, run('A made-up paper title on the page', 90, 17.2)),
    line(623, 12, run('Ann Lee, Bo Wu, Cy Dee', 90, 12)),
    line(574, 9, run('Received: date / Accepted: date', 90, 9)),
    line(488, 14.3, run('1  Introduction', 90, 14.3)),
    ...[466, 454, 442, 430, 418, 406].map((y) => line(y, 10, run('Body text of the paper set in the text size, a sentence that runs across the line.', 90, 10))),
    ...foot.map((t, k) => line(211 - 9 * k, 8, run(t, 90, 8))),
  ];
  it('every name the note opens with (or its tail) takes the address after it', () => {
    const got = linesFrontMatter(page(['Ann Lee, Bo Wu, Cy Dee', 'INAF, Istituto di Astrofisica Spaziale, via U. La Malfa 153, Palermo, Italy']), 842, 595);
    const address = 'INAF, Istituto di Astrofisica Spaziale, via U. La Malfa 153, Palermo, Italy';
    expect(got.map((a) => [a.name, a.affiliations])).toEqual([['Ann Lee', [address]], ['Bo Wu', [address]], ['Cy Dee', [address]]]);
  });
  it('a foot note of prose is no address', () => {
    const got = linesFrontMatter(page(['Ann Lee, Bo Wu thank the reviewers for their comments on the draft of this paper and its figures.']), 842, 595);
    expect(got.every((a) => !a.affiliations.length)).toBe(true);
  });
});
