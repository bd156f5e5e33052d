import { describe, expect, it } from 'vitest';
import { matchAffiliation } from './match.ts';
import { latexFrontMatter } from './latex-front-matter.ts';
import { parseAuthorBlock } from './author-block.ts';
import { buildLines, type TextRun } from './pdf-layout.ts';
import { linesFrontMatter } from './pdf-front-matter.ts';

// Round z63: resolution rules from the design half's misses (PROVENANCE.md, round z63); each test fails without its rule. Company names
// are made up; the universities are registry records other than the round's own (the rule is about the registry's records).

const names = (text: string) => matchAffiliation(text).map((i) => i.name_en);

describe('"<Place> University" for the registry\'s "University of <Place>" when a record of another kind ("… University Press", "… University Hospital") carries the short form', () => {
  it('reads the university, not nothing, beside its press or hospital record', () => {
    expect(names('Tartu University')).toEqual(['University of Tartu']);
    expect(names('School of Biology, Oulu University, Finland')).toEqual(['University of Oulu']);
    expect(names('Stavanger University, Norway')).toEqual(['University of Stavanger']);
  });
  it('a university that is its own record under the short form keeps it ("Washington University" is not the University of Washington)', () => {
    expect(names('Washington University')).toEqual(['Washington University in St. Louis']);
  });
});

describe('Spanish, French, Czech and Portuguese legal forms end a company name kept by its own name', () => {
  it('drops "S.L.", "S.L.U.", "S.A.U.", "S.A.R.L.", "s.r.o." and "Ltda." after a name the registry lacks', () => {
    expect(names('Datos Orbitales S.L., Valencia, Spain')).toEqual(['Datos Orbitales']);
    expect(names('Robotica Marina S.L.U., Vigo, Spain')).toEqual(['Robotica Marina']);
    expect(names('Analitica Fluvial S.A.U., Bilbao, Spain')).toEqual(['Analitica Fluvial']);
    expect(names('Optique Alpine S.A.R.L., Grenoble, France')).toEqual(['Optique Alpine']);
    expect(names('Vltava Sensing s.r.o., Prague, Czech Republic')).toEqual(['Vltava Sensing']);
    expect(names('Dados Serranos Ltda., Campinas, Brazil')).toEqual(['Dados Serranos']);
  });
});

describe('a title page with no author command: a paragraph of names with superscript markers, then marker-opened affiliation lines', () => {
  it('pairs the marked names with the legend under a heading, and reads no acknowledgement or contact paragraph as an author', () => {
    const tex = String.raw`\documentclass{article}
\begin{document}
\begin{center}{\Large A made-up paper}\end{center}
\noindent\textbf{Authors and affiliations}\\[0.4em]
Ona Vidal\textsuperscript{1,3},
Per Holm\textsuperscript{2},
Rui Sato\textsuperscript{3}

\vspace{0.8em}
\noindent
\textsuperscript{1}Alpha University, Alphaville, Norway\\
\textsuperscript{2}Beta Institute of Technology, Betatown, Chile\\
\textsuperscript{3}Gamma Hospital, Gammaville, Peru

\noindent\textbf{Corresponding author}\\
Ona Vidal, ona@alpha.example

\noindent\textbf{Acknowledgments}\\
We thank Lia Moss and the Delta Foundation.
\end{document}`;
    expect(latexFrontMatter(tex).map((a) => [a.name, a.affiliations])).toEqual([
      ['Ona Vidal', ['Alpha University, Alphaville, Norway', 'Gamma Hospital, Gammaville, Peru']],
      ['Per Holm', ['Beta Institute of Technology, Betatown, Chile']],
      ['Rui Sato', ['Gamma Hospital, Gammaville, Peru']],
    ]);
  });
});

describe('a page\'s marker of two digits run together with a symbol ("16*") is the affiliation 16 and a note, not 1 and 6', () => {
  it('keeps "11*" and "12†" whole when 11 and 12 are affiliation markers', () => {
    const legend = Array.from({ length: 12 }, (_, k) => `⟦${k + 1}⟧${['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta', 'Eta', 'Theta', 'Iota', 'Kappa', 'Lambda', 'Omicron'][k]} University`);
    const text = ['Ona Vidal⟦3,11*⟧, Per Holm⟦12†⟧, Rui Sato⟦1,2⟧', ...legend].join('\n');
    expect(parseAuthorBlock(text).map((a) => [a.name, a.affiliations])).toEqual([
      ['Ona Vidal', ['Gamma University', 'Lambda University']],
      ['Per Holm', ['Omicron University']],
      ['Rui Sato', ['Alpha University', 'Beta University']],
    ]);
  });
});

describe('a page with no title (the source sets none): its top line of marked names is the names, not a title', () => {
  it('reads every name of the first line and the lettered addresses under it', () => {
    const run = (str: string, x: number, y: number, size: number): TextRun => ({ str, x, y, w: str.length * size * 0.5, size });
    const runs = [
      run('Ona Vidal', 72, 760, 10), run('a', 117, 764, 7), run(', Per Holm', 121, 760, 10), run('b', 171, 764, 7),
      run(', Rui Sato', 175, 760, 10), run('a,∗', 225, 764, 7),
      run('a', 72, 738, 6), run('Department of Physics, Alpha University, Alphaville, Norway', 76, 735, 8),
      run('b', 72, 726, 6), run('Beta Institute of Technology, Betatown, Chile', 76, 723, 8),
      run('Abstract', 72, 690, 10), run('A sentence of running text stands here for the abstract of the paper, long enough to be prose.', 72, 676, 10),
    ];
    expect(linesFrontMatter(buildLines(runs), 842).map((a) => [a.name, a.affiliations])).toEqual([
      ['Ona Vidal', ['Department of Physics, Alpha University, Alphaville, Norway']],
      ['Per Holm', ['Beta Institute of Technology, Betatown, Chile']],
      ['Rui Sato', ['Department of Physics, Alpha University, Alphaville, Norway']],
    ]);
  });
});

describe('a spaced ASCII hyphen between two organisations the registry knows ("KU Leuven - IMEC") parts them, as a slash does', () => {
  it('reads both organisations; a lab name after the hyphen stays a unit and an acronym of the first stays the first', () => {
    expect(names('KU Leuven - IMEC, Belgium')).toEqual(['KU Leuven', 'IMEC']);
    expect(names('Inria - CNRS, Paris, France')).toEqual(['Inria', 'Centre National de la Recherche Scientifique']);
    // (the lab's acronym names Samsung's institute, round ztemplates4: that record, the lab still a unit)
    expect(matchAffiliation('Samsung - SAIT AI Lab').map((i) => [i.name_en, i.unit_en])).toEqual([['Samsung Advanced Institute of Technology', 'SAIT AI Lab']]);
    expect(names('Universidade de São Paulo - USP')).toEqual(['Universidade de São Paulo']);
  });
});
