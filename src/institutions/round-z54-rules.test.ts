import { describe, expect, it } from 'vitest';
import { latexFrontMatter } from './latex-front-matter.ts';
import { parseAuthorBlock } from './author-block.ts';
import { expandMacros, userMacros } from './latex-macros.ts';
import { linesFrontMatter } from './pdf-front-matter.ts';
import type { PageLine } from './pdf-layout.ts';

// Round z54: rules written from the design half's misses (CVPR, ACL and NeurIPS author blocks; test/fixtures/affiliations/PROVENANCE.md,
// round z54). Made-up inputs; each test fails without its rule.

const paper = (preamble: string, body = '') => String.raw`\documentclass{article}${preamble}\title{A made-up paper}\begin{document}${body}\maketitle\end{document}`;
const read = (tex: string) => latexFrontMatter(tex).map((a) => [a.name, a.affiliations]);

describe('a one-word organisation line under a list of names', () => {
  it('a company the registry knows by one word ("Twitter") is the list\'s affiliation, not a surname run on from the last name', () => {
    expect(parseAuthorBlock('Ann Lee, Bo Wu, Cy Dee\nTwitter\n{ann,bo,cy}@twitter.com').map((a) => [a.name, a.affiliations])).toEqual([
      ['Ann Lee', ['Twitter']], ['Bo Wu', ['Twitter']], ['Cy Dee', ['Twitter']],
    ]);
  });
  it('in a CVPR \\author over two lines of names', () => {
    const tex = paper(String.raw`\usepackage{cvpr}`, String.raw`\author{Ann Lee, Bo Wu, \\Cy Dee, Di Fox\\ Twitter\\ {\tt\footnotesize \{ann,bo\}@twitter.com}}`);
    expect(read(tex)).toEqual([['Ann Lee', ['Twitter']], ['Bo Wu', ['Twitter']], ['Cy Dee', ['Twitter']], ['Di Fox', ['Twitter']]]);
  });
  it('a word the registry does not hold (a surname wrapped under its given name) still runs on', () => {
    expect(parseAuthorBlock('Ann Lee, Bo Wu, Cy\nDee').map((a) => a.name)).toEqual(['Ann Lee', 'Bo Wu', 'Cy Dee']);
  });
});

describe('names parted by \\space\\space', () => {
  it('two or more \\space between names part them like \\quad (an ACL author line)', () => {
    const tex = paper(String.raw`\usepackage{acl}`, String.raw`\author{Ann Lee \space\space Bo Wu \space\space Cy Dee \\ School of Information, UC Berkeley, Berkeley, CA \\ \texttt{\{ann,bo,cy\}@berkeley.edu}}`);
    expect(read(tex).map(([n]) => n)).toEqual(['Ann Lee', 'Bo Wu', 'Cy Dee']);
  });
});

describe('a page\'s row of names parted by gaps under an em', () => {
  const run = (str: string, x: number, w: number, size: number) => ({ str, x, y: 0, w, size, sup: false });
  const line = (y: number, size: number, ...runs: ReturnType<typeof run>[]): PageLine => ({ y, size, runs: runs.map((r) => ({ ...r, y })) });
  it('"Ann Lee  Bo Wu  Cy Dee" set 0.75 em apart (ACL\'s \\space\\space) is three names over the shared address', () => {
    const lines = [
      line(720, 14.3, run('A made-up title of a paper', 150, 300, 14.3)),
      line(690, 12, run('Ann Lee', 160, 45, 12), run('Bo Wu', 214, 35, 12), run('Cy Dee', 258, 40, 12)),
      line(675, 12, run('School of Information, UC Berkeley, Berkeley, CA', 175, 245, 12)),
      line(660, 12, run('{ann,bo,cy}@berkeley.edu', 190, 150, 12)),
      line(630, 12, run('Abstract', 158, 44, 12)),
      line(615, 10, run('A neutral sentence of the abstract, long enough to be prose here.', 98, 166, 10)),
    ];
    const address = ['School of Information, UC Berkeley, Berkeley, CA'];
    expect(linesFrontMatter(lines, 792, 612).map((a) => [a.name, a.affiliations])).toEqual([['Ann Lee', address], ['Bo Wu', address], ['Cy Dee', address]]);
  });
});

describe('a user macro with an optional first argument', () => {
  it('\\samethanks[1][\\value{footnote}]{\\footnotemark[#1]} written bare takes the default, and leaves no "[\\]" after the name', () => {
    const src = String.raw`\newcommand*\samethanks[1][\value{footnote}]{\footnotemark[#1]}`;
    expect(expandMacros(String.raw`Bo Wu\samethanks\\ X`, userMacros(src))).toBe(String.raw`Bo Wu\footnotemark[\value{footnote}]\\ X`);
    expect(expandMacros(String.raw`Bo Wu\samethanks[2]\\ X`, userMacros(src))).toBe(String.raw`Bo Wu\footnotemark[2]\\ X`);
  });
  it('in a NeurIPS \\And card', () => {
    const tex = paper(String.raw`\usepackage{neurips_2024}
\newcommand*\samethanks[1][\value{footnote}]{\footnotemark[#1]}`, String.raw`\author{Ann Lee\thanks{Equal contribution}\\ University of Oxford \\ \And Bo Wu\samethanks\\ University of Oxford\\}`);
    expect(read(tex).map(([n]) => n)).toEqual(['Ann Lee', 'Bo Wu']);
  });
});
