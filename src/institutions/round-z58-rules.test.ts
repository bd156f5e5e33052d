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
