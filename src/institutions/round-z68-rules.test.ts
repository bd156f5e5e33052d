import { describe, expect, it } from 'vitest';
import { isNoteLine } from './author-block.ts';
import { latexFrontMatter } from './latex-front-matter.ts';
import { matchAffiliation } from './match.ts';
import { buildLines, type TextRun } from './pdf-layout.ts';
import { cellAffiliations, linesFrontMatter } from './pdf-front-matter.ts';

// Round z68's rule on made-up pages (the test fails without it): acmart's card of several authors that share one \affiliation.

/** Runs of a grid: [text, baseline, size, x]; a name's note mark is a raised run of its own, set smaller. */
function runs(lines: [string, number, number, number][], marked: string[] = []): TextRun[] {
  return lines.flatMap(([str, y, size, x]) => {
    const w = str.length * size * 0.5;
    const run: TextRun = { str, x, y, w, size };
    return marked.includes(str) ? [run, { str: '*', x: x + w + 0.5, y: y + 4, w: 3, size: size * 0.6 }] : [run];
  });
}
const pairs = (got: { name: string; affiliations: string[] }[]) => got.map((a) => [a.name, a.affiliations]);

describe('acmart sets the authors of one \\affiliation one under another in one card, each with its note mark', () => {
  it('two marked names stacked over their e-mails and one address: both names have the address; the card beside keeps its own', () => {
    const got = linesFrontMatter(buildLines(runs([
      ['Tidal Records of Two Fjords', 740, 14.4, 210],
      ['Marta Lindqvist', 700, 11, 120], ['Orla Kennedy', 700, 11, 380],
      ['Tomasz Wr\u00f3bel', 687, 11, 122], ['Faculty of Marine Sciences, Dalhousie University', 687, 10, 330],
      ['mlind@example.org', 674, 10, 118], ['Halifax, Canada', 674, 10, 390],
      ['twrobel@example.org', 661, 10, 116], ['okennedy@example.org', 661, 10, 380],
      ['School of Earth Sciences, University of Bergen', 648, 10, 80],
      ['Bergen, Norway', 635, 10, 120],
      ['ABSTRACT', 600, 9, 56],
      ['A neutral sentence of running text stands in for the abstract of the paper here.', 588, 9, 56],
      ['A second neutral sentence of running text goes on with the abstract of the paper.', 577, 9, 56],
    ], ['Marta Lindqvist', 'Tomasz Wr\u00f3bel'])), 842, 595);
    expect(pairs(got)).toEqual([
      ['Marta Lindqvist', ['School of Earth Sciences, University of Bergen, Bergen, Norway']],
      ['Tomasz Wr\u00f3bel', ['School of Earth Sciences, University of Bergen, Bergen, Norway']],
      ['Orla Kennedy', ['Faculty of Marine Sciences, Dalhousie University, Halifax, Canada']],
    ]);
  });
});

describe('a card\'s lines: an organisation\'s kind alone ends the name above it; an e-mail address broken over two lines is no affiliation', () => {
  it('"University" under the rest of the name is that name\'s last word, not a second organisation', () => {
    expect(cellAffiliations(['Royal Northern Kestrel', 'University', 'Tromsø, Norway'])).toEqual(['Royal Northern Kestrel University, Tromsø, Norway']);
    expect(cellAffiliations(['National Chiayi Harbour Marine', 'Institute', 'Keelung, Taiwan'])).toEqual(['National Chiayi Harbour Marine Institute, Keelung, Taiwan']);
  });

  it('a lower-case token ending in a hyphen over the line with the address is the address\'s head', () => {
    const got = linesFrontMatter(buildLines(runs([
      ['Typed Holes in Practice', 740, 14.4, 230],
      ['Ines Carvalho', 700, 11, 100], ['Piotr Zawadzki', 700, 11, 380],
      ['University of Minho', 687, 10, 96], ['Jagiellonian University', 687, 10, 370],
      ['Braga, Portugal', 674, 10, 104], ['Krakow, Poland', 674, 10, 385],
      ['ines.carvalho-', 661, 10, 104], ['pz@example.org', 661, 10, 385],
      ['ribeiro@example.org', 648, 10, 100],
      ['ABSTRACT', 600, 9, 56],
      ['A neutral sentence of running text stands in for the abstract of the paper here.', 588, 9, 56],
    ])), 842, 595);
    expect(pairs(got)).toEqual([
      ['Ines Carvalho', ['University of Minho, Braga, Portugal']],
      ['Piotr Zawadzki', ['Jagiellonian University, Krakow, Poland']],
    ]);
  });
});

describe('a bare number set apart on its line makes no column of an author grid', () => {
  it('a journal byline in capitals over a numbered heading in capitals ("1 ‖ WHY …"): the byline\'s names, not a grid', () => {
    const got = linesFrontMatter(buildLines(runs([
      ['Sheaves for Schedulers', 625, 14.3, 46],
      ['MARTA OKONJO, DAVI REIS, and LENA VOGT, Department of Computing', 602, 10.9, 46],
      ['Science, University of Ghana, Ghana', 589, 9, 46],
      ['1', 552, 10, 46], ['WHY DO SCHEDULERS NEED SHEAVES AT ALL', 552, 10, 62],
      ['A neutral sentence stands in for the body of the paper, long enough to be set as a paragraph of text', 525, 10, 45],
      ['of running text on the first page, and a second neutral sentence of the same kind follows it.', 513, 10, 46],
    ])), 842, 595);
    expect(got.map((a) => a.name)).toEqual(['Marta Okonjo', 'Davi Reis', 'Lena Vogt']);
  });
});

// From the held-out half's misses (read after its blind figures; the held-out half is no longer blind after these).

/** A made-up paper with `front` between \title and \begin{document}, read as [name, affiliations] pairs. */
const read = (front: string, cls = 'article') => latexFrontMatter(String.raw`\documentclass{${cls}}
\title{A made-up paper}
${front}
\begin{document}
\maketitle
\end{document}`).map((a) => [a.name, a.affiliations]);

describe('a mark that keys a note on authorship ("Co-primary authors") keys no affiliation', () => {
  it('the note\'s kinds: co-primary, co-lead, joint principal authors', () => {
    for (const t of ['Co-primary Authors', '⟦2⟧ Co-lead authors', 'Joint principal authors']) expect(isNoteLine(t)).toBe(true);
    for (const t of ['Primary Care Research Unit, University of Bergen', 'Lead Engineering Group, Acme Corp']) expect(isNoteLine(t)).toBe(false);
  });

  it('IEEE refmarks: the names that carry only the note\'s mark take the unmarked block, as the unmarked names do', () => {
    expect(read(String.raw`\author{\IEEEauthorblockN{Ana Ruiz\IEEEauthorrefmark{1}\IEEEauthorrefmark{2}, Bo Lind\IEEEauthorrefmark{2}, and Cai Wen}
\IEEEauthorblockA{\IEEEauthorrefmark{1}University of Tartu, Estonia}
\IEEEauthorblockA{Lund University, Sweden}
\IEEEauthorblockA{\IEEEauthorrefmark{2}Co-primary authors}}`, 'IEEEtran')).toEqual([
      ['Ana Ruiz', ['University of Tartu, Estonia']],
      ['Bo Lind', ['Lund University, Sweden']],
      ['Cai Wen', ['Lund University, Sweden']],
    ]);
  });
});

describe('acmart: \\additionalaffiliation is its author\'s own, as \\altaffiliation is', () => {
  it('the second author has both; the first only the \\affiliation', () => {
    expect(read(String.raw`\author{Ana Ruiz}
\affiliation{\institution{University of Tartu}\city{Tartu}\country{Estonia}}
\author{Bo Lind}
\affiliation{\institution{University of Tartu}\city{Tartu}\country{Estonia}}
\additionalaffiliation{\institution{Lund University}\city{Lund}\country{Sweden}}`, 'acmart')).toEqual([
      ['Ana Ruiz', ['University of Tartu, Tartu, Estonia']],
      ['Bo Lind', ['University of Tartu, Tartu, Estonia', 'Lund University, Lund, Sweden']],
    ]);
  });
});

describe('a record known from the world-universities list only is shown under the name the line writes, when that is its words reordered', () => {
  it('"University of X" written for the list\'s "X University": the same record, the written name', () => {
    const got = matchAffiliation('Faculty of Business, University of Hartpury, Gloucester, UK');
    expect(got.map((r) => [r.name_en, r.id])).toEqual([['University of Hartpury', 'wu-8501']]);
    // the list's own form written stays as it is; a record with a ROR id keeps its registry name
    expect(matchAffiliation('Hartpury University, Gloucester').map((r) => r.name_en)).toEqual(['Hartpury University']);
    expect(matchAffiliation('University of Washington, Seattle').map((r) => r.name_en)).toEqual(['University of Washington']);
  });
});
