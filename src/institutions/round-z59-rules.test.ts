import { describe, expect, it } from 'vitest';
import { latexFrontMatter } from './latex-front-matter.ts';
import { parseAuthorBlock } from './author-block.ts';
import { matchAffiliation } from './match.ts';
import { buildLines, type TextRun } from './pdf-layout.ts';
import { linesFrontMatter } from './pdf-front-matter.ts';

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

describe('Chinese names readers use for four records the ROR build names wrongly or not at all (data/registry/aliases.json, with sources)', () => {
  const zh = (s: string) => matchAffiliation(s).map((r) => r.name_zh);
  it.each([
    ['Université Jean Monnet, Saint-Étienne, France', '让·莫内大学'],
    ['Hubert Curien Laboratory, Université Jean Monnet Saint-Etienne, France', '让·莫内大学'],
    ['German Aerospace Center (DLR), Oberpfaffenhofen, Germany', '德国航空航天中心'],
    ['Deutsches Zentrum für Luft- und Raumfahrt e. V. (DLR)', '德国航空航天中心'],
    ['Lawrence Berkeley National Laboratory, Berkeley, CA 94720', '劳伦斯伯克利国家实验室'],
    ['Molecular Biophysics Division, Lawrence Berkeley National Laboratory', '劳伦斯伯克利国家实验室'],
    ['Albert Einstein College of Medicine, Bronx, NY 10461', '阿尔伯特·爱因斯坦医学院'],
    ['Department of Neuroscience, Albert Einstein College of Medicine', '阿尔伯特·爱因斯坦医学院'],
  ])('%s -> %s', (text, name) => {
    expect(zh(text)).toContain(name);
  });
});

describe('a joint programme or lab named after two organisations ("A - B Joint … Program") is both\'s', () => {
  const names = (s: string) => matchAffiliation(s).map((r) => r.name_en);
  it('UC Berkeley - UCSF, MIT - WHOI, ETH Zurich - University of Zurich, Stanford University - Google', () => {
    expect(names('UC Berkeley - UCSF Joint Bioengineering Graduate Program')).toEqual(['University of California, Berkeley', 'University of California, San Francisco']);
    expect(names('MIT - WHOI Joint Program in Oceanography, Cambridge, MA')).toEqual(['Massachusetts Institute of Technology', 'Woods Hole Oceanographic Institution']);
    expect(names('ETH Zurich - University of Zurich Joint Master in Neural Systems')).toEqual(['ETH Zurich', 'University of Zurich']);
    expect(names('Stanford University - Google Joint Lab')).toEqual(['Stanford University', 'Google']);
  });
  it('a joint lab named by a word that is no organisation ("AI Joint Lab") adds none', () => {
    expect(names('AI Joint Lab, Tsinghua University')).toEqual(['Tsinghua University']);
  });
});

describe('on the page, notes under symbol marks at the foot are the marked names\' affiliations when they name an organisation', () => {
  const r = (str: string, x: number, y: number, size: number): TextRun => ({ str, x, y, w: str.length * size * 0.5, size });
  const body = [
    r('Abstract', 280, 620, 12), r('A neutral sentence stands in for the abstract of the paper here.', 110, 605, 10),
    r('1 Introduction', 72, 560, 12), r('A neutral sentence stands in for the body of the paper, long enough to be a line.', 72, 545, 10),
  ];
  const read = (runs: TextRun[]) => linesFrontMatter(buildLines([r('A Made-Up Paper Title', 200, 740, 17), ...runs, ...body]), 792, 612).map((a) => [a.name, a.affiliations]);
  it('two NeurIPS cards: "† Computer Science Division, …" goes to the name marked †; "∗ Equal contribution" and "‡ Work done during an internship at …" to no one', () => {
    expect(read([
      r('Ann Lee', 150, 690, 10), r('∗', 186, 694, 7), r('†', 191, 694, 7),
      r('Bo Wu', 380, 690, 10), r('∗', 406, 694, 7), r('‡', 411, 694, 7),
      r('Alpha University', 140, 678, 10), r('Alpha University', 370, 678, 10),
      r('Springfield, CA 94702', 135, 666, 10), r('Springfield, CA 94702', 365, 666, 10),
      r('ann@alpha.edu', 145, 654, 10), r('bo@alpha.edu', 375, 654, 10),
      r('∗', 80, 124, 6), r('Equal contribution.', 86, 121, 8),
      r('†', 80, 112, 6), r('Computer Science Division, Beta Institute of Technology, Boston, MA 02115', 86, 109, 8),
      r('‡', 80, 100, 6), r('Work done during an internship at Gamma Labs.', 86, 97, 8),
    ])).toEqual([
      ['Ann Lee', ['Alpha University, Springfield, CA 94702', 'Computer Science Division, Beta Institute of Technology, Boston, MA 02115']],
      ['Bo Wu', ['Alpha University, Springfield, CA 94702']],
    ]);
  });
  it('three cards: one note under § goes to both names marked §; "† Corresponding author" to no one', () => {
    expect(read([
      r('Cy Ode', 110, 690, 10), r('§', 141, 694, 7),
      r('Di Fox', 270, 690, 10), r('†', 300, 694, 7),
      r('Ed Gray', 430, 690, 10), r('§', 466, 694, 7),
      r('Delta College', 105, 678, 10), r('Delta College', 265, 678, 10), r('Delta College', 425, 678, 10),
      r('§', 80, 112, 6), r('Lawrence Berkeley National Laboratory, Berkeley, CA 94720', 86, 109, 8),
      r('†', 80, 100, 6), r('Corresponding author.', 86, 97, 8),
    ])).toEqual([
      ['Cy Ode', ['Delta College', 'Lawrence Berkeley National Laboratory, Berkeley, CA 94720']],
      ['Di Fox', ['Delta College']],
      ['Ed Gray', ['Delta College', 'Lawrence Berkeley National Laboratory, Berkeley, CA 94720']],
    ]);
  });
});
