import { describe, expect, it } from 'vitest';
import { describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { splitNames } from './author-block.ts';
import { latexFrontMatter } from './latex-front-matter.ts';
import { latexToText } from './latex-text.ts';
import { matchAffiliation } from './match.ts';

// The design half of round y (branch ablind24: LaTeX front matters and an arXiv LaTeXML author block of real papers,
// test/fixtures/affiliations/PROVENANCE.md), and the rules drawn from its misses. Round y's held-out half is scored by
// `npm run eval:affiliations` alone.
describeAffiliationCases('round y (design half): authors and author -> institution pairs', ['round-y/design'], {
  'center-nari-kedong': 'an unregistered organisation keeps its parenthesised other name ("NARI Group Corporation (State Grid Electric Power Research Institute)")',
});

const pairs = (tex: string) => latexFrontMatter(tex).map((a) => `${a.name} @ ${a.affiliations.join(' | ')}`);

describe('achemso: \\alsoaffiliation is the \\author\'s just before it (round y design, DICP supporting information)', () => {
  it('each author keeps its own second and third addresses', () => {
    const tex = String.raw`\documentclass[journal=jctc,manuscript=article]{achemso}
\title{T}
\author{Yiping Hao}
\affiliation{Dalian Institute of Chemical Physics, Chinese Academy of Science, Dalian 116023, China}
\alsoaffiliation{School of Chemical Sciences, University of Chinese Academy of Sciences, Beijing 100049, China}
\author{Xiaoxiao Lu}
\affiliation{Dalian Institute of Chemical Physics, Chinese Academy of Science, Dalian 116023, China}
\begin{document}\maketitle\end{document}`;
    expect(pairs(tex)).toEqual([
      'Yiping Hao @ Dalian Institute of Chemical Physics, Chinese Academy of Science, Dalian 116023, China | School of Chemical Sciences, University of Chinese Academy of Sciences, Beijing 100049, China',
      'Xiaoxiao Lu @ Dalian Institute of Chemical Physics, Chinese Academy of Science, Dalian 116023, China',
    ]);
  });
  it('a variant: one author, two \\alsoaffiliation after its \\email', () => {
    const tex = String.raw`\documentclass{achemso}
\author{Giuseppe Rossi}
\affiliation{School of Computing, Australian National University, Canberra, Australia}
\email{g.rossi@anu.edu.au}
\alsoaffiliation{Monash University, Melbourne, Australia}
\begin{document}\maketitle\end{document}`;
    expect(pairs(tex)).toEqual(['Giuseppe Rossi @ School of Computing, Australian National University, Canberra, Australia | Monash University, Melbourne, Australia']);
  });
});

describe('authblk: an \\affil without a key is its authors\' address (round y design, SJTU build script)', () => {
  it('one author, one unkeyed \\affil, a contact \\thanks', () => {
    const tex = String.raw`\documentclass[11pt]{article}
\usepackage{authblk}
\title{T}
\author{Shengyao Sun\thanks{Corresponding author: \href{mailto:sthfornothing@sjtu.edu.cn}{sthfornothing@sjtu.edu.cn}}}
\affil{Shanghai Jiao Tong University, Shanghai, China}
\begin{document}\maketitle\end{document}`;
    expect(pairs(tex)).toEqual(['Shengyao Sun @ Shanghai Jiao Tong University, Shanghai, China']);
  });
  it('a variant: two authors, each followed by its own unkeyed \\affil', () => {
    const tex = String.raw`\documentclass{article}
\usepackage{authblk}
\author{Anna Berg}
\affil{Lund University, Sweden}
\author{Wei Chen}
\affil{Fudan University, Shanghai, China}
\begin{document}\maketitle\end{document}`;
    expect(pairs(tex)).toEqual(['Anna Berg @ Lund University, Sweden', 'Wei Chen @ Fudan University, Shanghai, China']);
  });
});

describe('\\texorpdfstring{TeX}{PDF} reads as the TeX argument (round y design, AMSS Beamer title page)', () => {
  it('the PDF copy of a name is no second author', () => {
    const tex = String.raw`\documentclass{beamer}
\title{ML for Quantum Error Mitigation}
\author[Jinming Hu]{\texorpdfstring{Jinming Hu \\ \medskip \small hujinming@amss.ac.cn}{Jinming Hu}}
\institute[AMSS]{Academy of Mathematics and Systems Science \\ Chinese Academy of Sciences}
\begin{document}\begin{frame}\titlepage\end{frame}\end{document}`;
    expect(pairs(tex)).toEqual(['Jinming Hu @ Academy of Mathematics and Systems Science, Chinese Academy of Sciences']);
  });
  it('a TeX argument of layout alone reads as the PDF argument (a break between names stays a separator)', () => {
    expect(latexToText(String.raw`A\texorpdfstring{\\}{,} B`)).toBe('A, B');
    expect(latexToText(String.raw`\texorpdfstring{Dept.\ of Physics}{Department of Physics}`)).toBe('Dept. of Physics');
  });
});

describe('sn-jnl: an ordinal left in \\fnm is the template\'s word, no given name (round y design, Tianjin sn-jnl)', () => {
  it('"\\fnm{First} \\sur{Zihang MA}" is Zihang MA', () => {
    const tex = String.raw`\documentclass{sn-jnl}
\begin{document}
\author*[1]{\fnm{First} \sur{Zihang MA}}\email{x@qq.com}
\author[1]{\fnm{Second} \sur{Qitian YIN}}
\affil*[1]{\orgdiv{CoME}, \orgname{Tianjin University}, \orgaddress{\city{Tianjin}, \country{China}}}
\maketitle
\end{document}`;
    expect(latexFrontMatter(tex).map((a) => a.name)).toEqual(['Zihang MA', 'Qitian YIN']);
  });
  it('a real given name in \\fnm stays', () => {
    const tex = String.raw`\documentclass{sn-jnl}
\begin{document}
\author[1]{\fnm{Jia} \sur{Lee}}
\author[1]{\fnm{Third} \sur{Park}}
\affil[1]{\orgname{Seoul National University}, \orgaddress{\country{Korea}}}
\maketitle
\end{document}`;
    expect(latexFrontMatter(tex).map((a) => a.name)).toEqual(['Jia Lee', 'Park']);
  });
});

describe('addresses set by hand in a center block right after \\maketitle (round y design, NARI / Kedong article)', () => {
  it('the organisation lines are every author\'s; the "Corresponding author:" line is a note', () => {
    const tex = String.raw`\documentclass{article}
\title{T}
\author{Bijing Liu and Yong Yang}
\date{}
\begin{document}
\maketitle

\begin{center}
NARI Group Corporation (State Grid Electric Power Research Institute), Nanjing 211106, Jiangsu Province, China

Beijing Kedong Electric Power Control System Co., Ltd., Beijing 100080, China

Corresponding author: Yong Yang (yangyong1@sgepri.sgcc.com.cn)
\end{center}
\end{document}`;
    const addr = 'NARI Group Corporation (State Grid Electric Power Research Institute), Nanjing 211106, Jiangsu Province, China | Beijing Kedong Electric Power Control System Co., Ltd., Beijing 100080, China';
    expect(pairs(tex)).toEqual([`Bijing Liu @ ${addr}`, `Yong Yang @ ${addr}`]);
  });
  it('a variant: lines set apart by \\\\, one author; a center block later in the body is not read', () => {
    const tex = String.raw`\documentclass{article}
\author{Maria Costa}
\begin{document}
\maketitle
\begin{center}
Department of Physics, University of Lisbon \\ Lisbon, Portugal
\end{center}
\section{Intro}
\begin{center}Table of results\end{center}
\end{document}`;
    expect(pairs(tex)).toEqual(['Maria Costa @ Department of Physics, University of Lisbon | Lisbon, Portugal']);
  });
});

// Rules from round y's held-out misses, read after its blind and design figures were recorded (PROVENANCE.md).
describe('IMS (imsart): \\thanksref / \\printead are notes; a keyed \\address keeps its lines apart (round y held-out, arXiv 0704.1778, read)', () => {
  const ims = String.raw`\documentclass[aop]{imsart}
\begin{document}
\begin{frontmatter}
\title{Quenched limits}
\begin{aug}
\author[A]{\fnms{Jonathon} \snm{Peterson}\thanksref{t1,t2}\corref{}\ead[label=e1]{peterson@math.wisc.edu}} \and
\author[B]{\fnms{Ofer} \snm{Zeitouni}\thanksref{t2}\ead[label=e2]{zeitouni@math.umn.edu}}
\thankstext{t2}{Supported in part by NSF Grant DMS-05-03775.}
\address[A]{Department of Mathematics\\
University of Wisconsin\\
Madison, Wisconsin 53705\\
USA\\
\printead{e1}}
\address[B]{School of Mathematics\\
University of Minnesota\\
Minneapolis, Minnesota 55455\\
and\\
Faculty of Mathematics\\
Weizmann Institute of Science\\
Rehovot 76100\\
Israel\\
\printead{e2}}
\end{aug}
\end{frontmatter}
\end{document}`;
  it('two authors, each with its own address written as one text', () => {
    expect(pairs(ims)).toEqual([
      'Jonathon Peterson @ Department of Mathematics, University of Wisconsin, Madison, Wisconsin 53705, USA',
      'Ofer Zeitouni @ School of Mathematics, University of Minnesota, Minneapolis, Minnesota 55455 and Faculty of Mathematics, Weizmann Institute of Science, Rehovot 76100, Israel',
    ]);
  });
  it('a variant: the note keys and the printed e-mail alone', () => {
    expect(latexToText(String.raw`\fnms{Ofer} \snm{Zeitouni}\thanksref{t2}`)).toBe('Ofer Zeitouni');
    expect(latexToText(String.raw`Rehovot 76100\\ \printead{e2}`)).toBe('Rehovot 76100');
  });
  it('a variant: authblk \\affil keyed, written over \\\\ lines', () => {
    const tex = String.raw`\documentclass{article}
\usepackage{authblk}
\author[1]{Lena Vogel}
\affil[1]{Institute of Physics\\ University of Bonn\\ Bonn, Germany}
\begin{document}\maketitle\end{document}`;
    expect(pairs(tex)).toEqual(['Lena Vogel @ Institute of Physics, University of Bonn, Bonn, Germany']);
  });
});

describe('a generational suffix after a comma ends the name before it (round y held-out, arXiv 0704.0805, read)', () => {
  it('"Robert W. Heath, Jr." is one author', () => {
    expect(splitNames('Caleb K. Lo, Robert W. Heath, Jr. and Sriram Vishwanath')).toEqual(['Caleb K. Lo', 'Robert W. Heath Jr.', 'Sriram Vishwanath']);
    expect(splitNames('John Smith, III, Mary Jones')).toEqual(['John Smith III', 'Mary Jones']);
    expect(splitNames('Ivan Petrov, Irina Jr')).toEqual(['Ivan Petrov', 'Irina Jr']);
  });
});

describe('a system name written with the city of its like-named campus is that campus (round y held-out, arXiv 0704.1778, read)', () => {
  const names = (t: string) => matchAffiliation(t).map((i) => i.name_en);
  it('the city written after a street: "University of Wisconsin, …, Madison" is UW–Madison, "University of Texas, …, Austin" UT Austin', () => {
    expect(names('Department of Mathematics, University of Wisconsin, 480 Lincoln Drive, Madison, Wisconsin 53705, USA')).toEqual(['University of Wisconsin–Madison']);
    expect(names('Department of Physics, University of Texas, 2515 Speedway, Austin, TX 78712, USA')).toEqual(['The University of Texas at Austin']);
    expect(names('University of Tennessee, 1331 Circle Park Drive, Knoxville, TN 37996')).toEqual(['University of Tennessee at Knoxville']);
  });
  it('without a campus city the system record stays', () => {
    expect(names('University of Wisconsin')).toEqual(['University of Wisconsin System']);
  });
});
