import { describe, expect, it } from 'vitest';
import { latexFrontMatter } from './latex-front-matter.ts';
import { splitNames } from './author-block.ts';

// Round z46's rules (branch z46), from the design half's misses, each on made-up input and failing without its rule: names written
// "Surname, I."; a NeurIPS \And card whose organisation has no organisation word; a labelled elsarticle \address no author cites; the
// e-mail and copyright lines inside an address; spconf's \twoauthors.

const pairs = (got: { name: string; affiliations: string[] }[]) => got.map((a) => [a.name, a.affiliations]);
const doc = (front: string) => String.raw`\documentclass{article}` + '\n' + front + '\n' + String.raw`\begin{document}\maketitle\end{document}`;

describe('names written "Surname, I."', () => {
  it('initials alone after a comma that follows a lone surname are that person\'s given name', () => {
    expect(splitNames('Novák, J.⟦a⟧, Dvořák, E.-M., Smith, K. L.')).toEqual(['J. Novák⟦a⟧', 'E.-M. Dvořák', 'K. L. Smith']);
  });
  it('a list of full names is still split at its commas', () => {
    expect(splitNames('Jan Novák, Eva Dvořák, K. Smith')).toEqual(['Jan Novák', 'Eva Dvořák', 'K. Smith']);
  });
  it('elsarticle \\author[a]{Surname, I.} is one author', () => {
    const tex = doc(String.raw`\documentclass{elsarticle}\begin{frontmatter}\author[a]{Novák, J.}\author[a,b]{Dvořák, E.}
\affiliation[a]{organization={Faculty of Science, Charles University}, city={Prague}, country={Czech Republic}}
\affiliation[b]{organization={Czech Technical University in Prague}, country={Czech Republic}}\end{frontmatter}`);
    expect(latexFrontMatter(tex).map((a) => a.name)).toEqual(['J. Novák', 'E. Dvořák']);
  });
});

describe('a NeurIPS \\And card is a name and then its organisation', () => {
  it('"Name \\\\ Org" cards on one line: an organisation with no organisation word is the card\'s affiliation, not a second name', () => {
    const tex = doc(String.raw`\author{Ann Lee \\ Redwood Labs \And Bo Wu \\ Independent \And Cy Dee \\ Stanford University}`);
    expect(pairs(latexFrontMatter(tex))).toEqual([['Ann Lee', ['Redwood Labs']], ['Bo Wu', ['Independent']], ['Cy Dee', ['Stanford University']]]);
  });
  it('a one-line column of names still shares the next column\'s affiliation', () => {
    const tex = doc(String.raw`\author{Ann Lee \And Bo Wu \\ Department of Computer Science \\ Stanford University}`);
    expect(latexFrontMatter(tex).map((a) => a.name)).toEqual(['Ann Lee', 'Bo Wu']);
    expect(latexFrontMatter(tex)[0].affiliations).toEqual(latexFrontMatter(tex)[1].affiliations);
  });
});

describe('elsarticle addresses', () => {
  it('a labelled \\address that no \\author cites is every author\'s, each of its \\\\ lines naming an organisation one address', () => {
    const tex = doc(String.raw`\documentclass{elsarticle}\begin{frontmatter}\author{Ann Lee, Bo Wu}
\address[main]{Department of Physics, Stanford University\\Department of Chemistry, University of Oxford, Oxford, UK}\end{frontmatter}`);
    expect(pairs(latexFrontMatter(tex))).toEqual([
      ['Ann Lee', ['Department of Physics, Stanford University', 'Department of Chemistry, University of Oxford, Oxford, UK']],
      ['Bo Wu', ['Department of Physics, Stanford University', 'Department of Chemistry, University of Oxford, Oxford, UK']]]);
  });
  it('an e-mail line and a copyright line inside an address are no part of it', () => {
    const tex = doc(String.raw`\documentclass{elsarticle}\begin{frontmatter}\author[x]{Ann Lee}\author[y]{Bo Wu}
\address[x]{Department of Economics, University of Vienna}
\address[y]{Department of Economics, University of Oslo\\[2ex]
email: \href{mailto:bo@uio.no}{bo@uio.no}\\[4ex]
\textcopyright{} 2016 Ann Lee, \& Bo Wu
}\end{frontmatter}`);
    expect(pairs(latexFrontMatter(tex))).toEqual([['Ann Lee', ['Department of Economics, University of Vienna']], ['Bo Wu', ['Department of Economics, University of Oslo']]]);
  });
});

describe('ICASSP \\twoauthors', () => {
  it('two name groups, each with its own address of \\\\ lines', () => {
    const tex = String.raw`\documentclass{article}\usepackage{spconf}
\twoauthors{Ann Lee}{Department of Electrical Engineering\\ Rice University\\ Houston, TX, USA}{Bo Wu, Cy Dee}{Department of Statistics\\ Duke University\\ Durham, NC}
\begin{document}\maketitle\end{document}`;
    expect(pairs(latexFrontMatter(tex))).toEqual([['Ann Lee', ['Department of Electrical Engineering, Rice University, Houston, TX, USA']],
      ['Bo Wu', ['Department of Statistics, Duke University, Durham, NC']], ['Cy Dee', ['Department of Statistics, Duke University, Durham, NC']]]);
  });
});
