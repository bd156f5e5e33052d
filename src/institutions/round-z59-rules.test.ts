import { describe, expect, it } from 'vitest';
import { latexFrontMatter } from './latex-front-matter.ts';
import { parseAuthorBlock } from './author-block.ts';
import { matchAffiliation } from './match.ts';

// Round z59: rules for the kinds round z58 left (docs/affiliations.md, "## Round z58", its "Left" list), read from z58's held-out
// half after it had been read (not blind). Made-up inputs with other names, numbers of authors and markers; each test fails without its rule.

const read = (tex: string) => latexFrontMatter(tex).map((a) => [a.name, a.affiliations]);
const acl = (author: string) => String.raw`\documentclass[11pt]{article}\usepackage{acl}
\title{A made-up paper}
\author{${author}}
\begin{document}\maketitle\end{document}`;

describe('ACL: unit lines with their marker AFTER them over an unmarked organisation line are the legend, not names', () => {
  it('two names, two unit lines, one shared university line, e-mails parted by \\and', () => {
    const tex = acl(String.raw`Ann Lee$^{1}$ \and Bo Wu$^{1,2}$ \\
        Department of Physics, Chemistry and Biology$^{1}$ \\
        Centre for Language Technology (CLT)$^{2}$ \\
        Alpha University, Sweden \\
        \texttt{ann@alpha.se} \and \texttt{bo@alpha.se}`);
    expect(read(tex)).toEqual([
      ['Ann Lee', ['Department of Physics, Chemistry and Biology, Alpha University, Sweden']],
      ['Bo Wu', ['Department of Physics, Chemistry and Biology, Alpha University, Sweden', 'Centre for Language Technology (CLT), Alpha University, Sweden']],
    ]);
  });
  it('three names with letter marks, three unit lines, the university over two lines', () => {
    const tex = acl(String.raw`Cy Ode$^{a}$ \and Di Fox$^{b}$ \and Ed Gray$^{a,c}$ \\
        School of Informatics$^{a}$ \\
        Institute for Language, Cognition and Computation$^{b}$ \\
        Laboratory for Foundations of Computer Science$^{c}$ \\
        University of Edinburgh \\
        Edinburgh, United Kingdom`);
    expect(read(tex)).toEqual([
      ['Cy Ode', ['School of Informatics, University of Edinburgh, Edinburgh, United Kingdom']],
      ['Di Fox', ['Institute for Language, Cognition and Computation, University of Edinburgh, Edinburgh, United Kingdom']],
      ['Ed Gray', ['School of Informatics, University of Edinburgh, Edinburgh, United Kingdom', 'Laboratory for Foundations of Computer Science, University of Edinburgh, Edinburgh, United Kingdom']],
    ]);
  });
});

describe('on the page, the words that joined e-mail addresses are no organisation', () => {
  const affs = (text: string) => parseAuthorBlock(text).map((a) => [a.name, a.affiliations]);
  it('"a@x and b@y" under an unmarked university line leaves no "and" on it', () => {
    expect(affs('Ann Lee and Bo Wu\nAlpha University, Sweden\nann@alpha.se and bo@alpha.se')).toEqual([
      ['Ann Lee', ['Alpha University, Sweden']],
      ['Bo Wu', ['Alpha University, Sweden']],
    ]);
  });
  it('three addresses joined by commas and "and", under an organisation and its city', () => {
    expect(affs('Cy Ode, Di Fox and Ed Gray\nBeta Institute of Technology\nOslo, Norway\ncy@beta.no, di@beta.no and ed@beta.no')).toEqual(
      ['Cy Ode', 'Di Fox', 'Ed Gray'].map((n) => [n, ['Beta Institute of Technology, Oslo, Norway']]),
    );
  });
});

describe('a slash line of "no institution" and an organisation names the organisation only', () => {
  const names = (s: string) => matchAffiliation(s).map((r) => r.name_en);
  it('"Independent / FAR Labs", "Unaffiliated / Stanford University, Stanford, CA", "Independent Researcher / Acme Robotics"', () => {
    expect(names('Independent / FAR Labs')).toEqual(['FAR Labs']);
    expect(names('Unaffiliated / Stanford University, Stanford, CA')).toEqual(['Stanford University']);
    expect(names('Independent Researcher / Acme Robotics')).toEqual(['Acme Robotics']);
  });
  it('a slash line saying no institution twice names none', () => {
    expect(names('Independent / Unaffiliated')).toEqual([]);
  });
});
