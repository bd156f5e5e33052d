import { describe, expect, it } from 'vitest';
import { latexFrontMatter } from './latex-front-matter.ts';
import { parseAuthorBlock } from './author-block.ts';
import { expandMacros, userMacros } from './latex-macros.ts';

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
