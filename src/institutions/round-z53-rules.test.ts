import { describe, expect, it } from 'vitest';
import { latexFrontMatter } from './latex-front-matter.ts';
import { isNoteLine, parseAuthorBlock } from './author-block.ts';
import { matchAffiliation } from './match.ts';
import path from 'node:path';
import { extractFile, resolveAuthors } from './extract.ts';
import { AFFILIATION_FIXTURES } from '../../test/helpers/affiliation-fixtures.ts';

// Round z53: rules written from the design half's misses (ISMIR, MNRAS, PNAS, JMLR, REVTeX, NeurIPS 2020 front matter and pages;
// test/fixtures/affiliations/PROVENANCE.md, round z53). Made-up inputs; each test fails without its rule.

const paper = (preamble: string, body = '') => String.raw`\documentclass{article}${preamble}\title{A made-up paper}\begin{document}${body}\maketitle\end{document}`;
const read = (tex: string) => latexFrontMatter(tex).map((a) => [a.name, a.affiliations]);
const names = (text: string) => matchAffiliation(text).map((r) => r.name_en);

describe('ISMIR author blocks', () => {
  it('\\multauthor: names parted by \\hspace, an unmarked address every author\'s, a marked "is now at" note the marked author\'s too', () => {
    const tex = paper(String.raw`\usepackage{ismir}
\multauthor{Ann Lee \hspace{.6cm} Bo Wu \hspace{.6cm} Cy Dee$^1$}
{ Department of Physics, University of Oxford, Oxford, UK \hspace{1cm} {\small$^1$CD is now at Kyoto University, Japan. Work done while at Oxford.}\\
  {\tt\small \{ann,bo\}@ox.ac.uk, cy@kyoto-u.ac.jp}}`);
    expect(read(tex)).toEqual([
      ['Ann Lee', ['Department of Physics, University of Oxford, Oxford, UK']],
      ['Bo Wu', ['Department of Physics, University of Oxford, Oxford, UK']],
      ['Cy Dee', ['Department of Physics, University of Oxford, Oxford, UK', 'Kyoto University, Japan']],
    ]);
  });
  it('\\threeauthors: name and address cells side by side', () => {
    const tex = paper(String.raw`\usepackage{ismir}
\threeauthors{Ann Lee}{University of Oxford \\ {\tt ann@ox.ac.uk}}{Bo Wu}{Kyoto University}{Cy Dee}{Peking University}`);
    expect(read(tex)).toEqual([['Ann Lee', ['University of Oxford']], ['Bo Wu', ['Kyoto University']], ['Cy Dee', ['Peking University']]]);
  });
});

describe('MNRAS author blocks', () => {
  it('a comma set between a name and its marker, an \\orcidlink after it, "and\\newauthor" before the last name', () => {
    const tex = paper(String.raw`\author[A. Lee et al.]{Ann Lee,$^{1}$\thanks{E-mail: ann@ox.ac.uk}\orcidlink{0000-0000-0000-0001}
Bo Wu,$^{2,3}$\orcidlink{0000-0000-0000-0002}
and\newauthor
Cy Dee$^{1}$
\\
$^{1}$Department of Physics, University of Oxford, Oxford OX1 3PU, UK\\
$^{2}$Department of Astronomy, Kyoto University, Kyoto, Japan\\
$^{3}$The Observatories of the Carnegie Institution for Science, 813 Santa Barbara Street, Pasadena, CA 91101, USA}`);
    expect(read(tex)).toEqual([
      ['Ann Lee', ['Department of Physics, University of Oxford, Oxford OX1 3PU, UK']],
      ['Bo Wu', ['Department of Astronomy, Kyoto University, Kyoto, Japan', 'The Observatories of the Carnegie Institution for Science, 813 Santa Barbara Street, Pasadena, CA 91101, USA']],
      ['Cy Dee', ['Department of Physics, University of Oxford, Oxford OX1 3PU, UK']],
    ]);
  });
  it('a legend address set with a comma and no gap before the next address is not moved ("Technology, $^{2}$School of AI")', () => {
    const tex = paper(String.raw`\author{Ann Lee$^{1}$, Bo Wu$^{2}$\\ $^{1}$Huazhong University of Science and Technology, $^{2}$School of AI, Hubei University}`);
    expect(read(tex)).toEqual([['Ann Lee', ['Huazhong University of Science and Technology']], ['Bo Wu', ['School of AI, Hubei University']]]);
  });
});

describe('notes and addresses in a block', () => {
  it('"Institution" inside a name is no template placeholder', () => {
    expect(parseAuthorBlock('Ann Lee⟦1⟧\n⟦1⟧The Observatories of the Carnegie Institution for Science, Pasadena, CA, USA')[0].affiliations)
      .toEqual(['The Observatories of the Carnegie Institution for Science, Pasadena, CA, USA']);
    expect(latexFrontMatter(paper(String.raw`\author{Ann Lee \\ Carnegie Institution for Science \\ Washington, USA}`))[0].affiliations)
      .toEqual(['Carnegie Institution for Science, Washington, USA']);
  });
  it('a legend sentence "XB is now at <organisation>. <sentence>" gives the organisation alone', () => {
    expect(parseAuthorBlock('Ann Lee⟦1⟧\n⟦1⟧AL is now at NTU, Singapore. Work conducted when she was at EPFL.')[0].affiliations).toEqual(['NTU, Singapore']);
  });
  it('"Co-senior author" and "senior authors" are notes', () => {
    expect(isNoteLine('* Co-senior author')).toBe(true);
    expect(isNoteLine('† Joint senior authors')).toBe(true);
    expect(isNoteLine('Senior Research Institute of Physics')).toBe(false);
  });
  it('REVTeX: an address closed by the e-mail footnote mark is no line of names, and a name between two such addresses opens the next author', () => {
    expect(parseAuthorBlock('Ann Lee\nNASA Goddard Space Flight Center, 8800 Greenbelt Road, Greenbelt, Maryland, 20771, USA⟦∗⟧').map((a) => [a.name, a.affiliations]))
      .toEqual([['Ann Lee', ['NASA Goddard Space Flight Center, 8800 Greenbelt Road, Greenbelt, Maryland, 20771, USA']]]);
    expect(parseAuthorBlock('Ann Lee\nDepartment of Physics, Delft University of Technology⟦∗⟧\nBo Wu⟦⟧\nQuTech, Delft University of Technology, Lorentzweg 1, 2628CJ Delft, The Netherlands').map((a) => [a.name, a.affiliations]))
      .toEqual([['Ann Lee', ['Department of Physics, Delft University of Technology']], ['Bo Wu', ['QuTech, Delft University of Technology, Lorentzweg 1, 2628CJ Delft, The Netherlands']]]);
  });
});

describe('matching', () => {
  it('"NASA Goddard Space Flight Center": the parent\'s acronym before a record filed under it', () => {
    expect(names('NASA Goddard Space Flight Center, Greenbelt, MD 20771, USA')).toEqual(['Goddard Space Flight Center']);
  });
  it('"Universität Heidelberg" is the registry\'s "Heidelberg University", its units no organisations of their own', () => {
    expect(names('Universität Heidelberg, Zentrum für Astronomie, Institut für Theoretische Astrophysik, D-69120 Heidelberg, Germany')).toEqual(['Heidelberg University']);
  });
  it('"The Observatories of the Carnegie Institution for Science" is the record filed under the institution as "Carnegie Observatories"', () => {
    expect(names('The Observatories of the Carnegie Institution for Science, Pasadena, CA 91101, USA')).toEqual(['Carnegie Observatories']);
  });
  it('"PSL University, ENS, DMA": the school whose name carries PSL, not PSL beside it nor the department acronym after it', () => {
    expect(names('PSL University, ENS, DMA, Paris, France')).toEqual(['École Normale Supérieure - PSL']);
  });
  it('"University of Rochester Medical Center" is the medical centre\'s own record, not a unit of the university', () => {
    expect(names('Dept. of Biostatistics, University of Rochester Medical Center, Rochester, NY 14642, USA')).toEqual(['University of Rochester Medical Center']);
  });
  it('a host-less centre with no place written is no organisation; with a place it is kept by name', () => {
    expect(names('Center for RNA Biology')).toEqual([]);
    expect(names('Center for RNA Biology, Rochester, NY, USA')).toEqual(['Center for RNA Biology']);
  });
  it('an author\'s organisation on one line beside its child carrying its acronym on another is dropped', () => {
    const got = resolveAuthors('pdf', [{ name: 'Ann Lee', affiliations: ['PSL University, Paris, France', 'ENS, DMA, Paris, France'] }]);
    expect(got.authors[0].affiliations.flatMap((f) => f.institutions.map((i) => i.name_en))).toEqual(['École Normale Supérieure - PSL']);
  });
});

describe('JMLR pages', () => {
  it('names stacked over one address, each beside its own e-mail address set flush right, are all authors of that address (the design case\'s page)', async () => {
    const got = await extractFile(path.join(AFFILIATION_FIXTURES, 'round-z53/design/jmlr-mila-jacobs-wroclaw-blocks-pdf/paper.pdf'));
    expect(got.authors.slice(3).map((a) => [a.name, a.affiliations.flatMap((f) => f.institutions.map((i) => i.name_en))])).toEqual(
      ['Vincent Dumoulin', 'Dmitriy Serdyuk', 'David Warde-Farley', 'Yoshua Bengio'].map((n) => [n, ['Mila - Quebec AI Institute', 'Université de Montréal']]));
  });
});
