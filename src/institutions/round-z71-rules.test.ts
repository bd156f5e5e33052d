import { describe, expect, it } from 'vitest';
import { latexFrontMatter } from './latex-front-matter.ts';
import { groupLineBreaksAsSpaces } from './latex-text.ts';

// Round z71: rules from the design misses of the round's whole first pages (PROVENANCE.md, round z71); each test fails without
// its rule (checked against the code before the round's rules), or guards what must not change. Names, organisations and lines
// are made up.

const doc = (author: string) => String.raw`\documentclass{article}\title{A made-up paper}\author{` + author + String.raw`}\begin{document}\maketitle\end{document}`;
const names = (author: string) => latexFrontMatter(doc(author)).map((a) => a.name);

describe('a source line break inside a brace group is a space (a pandoc build wraps a bold name over two source lines)', () => {
  it('a bold name wrapped inside its group is one name in each \\And cell', () => {
    expect(names('\\textbf{Ada\nRuud}~\\orcidlink{0000-0000-0000-0000}\\\\Coastal Data Lab\\\\University of Oslo\\\\\\\\ada@uio.no\\And\\textbf{Per\nVik}\\\\Coastal Data Lab\\\\University of Oslo'))
      .toEqual(['Ada Ruud', 'Per Vik']);
  });
  it('the same with {\\bf …}, and with the name\'s group alone', () => {
    expect(names('{\\bf Ada\nRuud}\\\\University of Oslo')).toEqual(['Ada Ruud']);
    expect(names('\\textbf{Ada\nRuud}\\\\University of Oslo\\And\\textbf{Per Vik}\\\\University of Bergen')).toEqual(['Ada Ruud', 'Per Vik']);
  });
  it('the helper joins only inside groups, and keeps an escaped brace and \\\\ as they are', () => {
    expect(groupLineBreaksAsSpaces('a\n{b\nc}\n\\{d\ne\\}\\\\\nf')).toBe('a\n{b c}\n\\{d\ne\\}\\\\\nf');
  });
  it('source lines outside any group stay the lines earlier cards rely on', () => {
    expect(groupLineBreaksAsSpaces('Ada Ruud\nUniversity of Oslo')).toBe('Ada Ruud\nUniversity of Oslo');
  });
});

describe('an \\altaffiliation naming a fellowship the author holds is no affiliation (AASTeX prints it as a footnote)', () => {
  const affs = (head: string) => latexFrontMatter(String.raw`\documentclass{aastex631}\begin{document}\title{A made-up paper}` + head + String.raw`\begin{abstract}x\end{abstract}\end{document}`)
    .map((a) => [a.name, a.affiliations]);
  it('a one-phrase "… Fellow" line is dropped, the author keeps the real address', () => {
    expect(affs(String.raw`\author{Ada Ruud}\altaffiliation{Ocean Science Postdoctoral Fellow.}\affiliation{Department of Physics, University of Oslo, Norway}\author{Per Vik}\affiliation{Department of Physics, University of Oslo, Norway}`))
      .toEqual([['Ada Ruud', ['Department of Physics, University of Oslo, Norway']], ['Per Vik', ['Department of Physics, University of Oslo, Norway']]]);
  });
  it('an \\altaffiliation that is an address stays', () => {
    expect(affs(String.raw`\author{Ada Ruud}\altaffiliation{Fellow Institute of Marine Studies, Bergen, Norway}\affiliation{University of Oslo, Norway}`)[0][1])
      .toContain('Fellow Institute of Marine Studies, Bergen, Norway');
  });
});
