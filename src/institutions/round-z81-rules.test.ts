import { describe, expect, it } from 'vitest';
import { latexFrontMatter } from './latex-front-matter.ts';

// Round z81: the rule here comes from the round's one design miss (docs/affiliations.md, round z81: an IEEEtran conference column
// after `\and` with no `\IEEEauthorblockN`, its author's name set as the first line of the `\IEEEauthorblockA`). The first test
// fails without the rule (checked against the code before the round); the others guard what must not change. Names, places and
// organisations are made up.

const read = (author: string) =>
  latexFrontMatter(String.raw`\documentclass[conference]{IEEEtran}\begin{document}` + author + String.raw`\maketitle`).map((a) => [a.name, a.affiliations]);

describe('round z81: an IEEE column whose address block opens with its author\'s name', () => {
  it('reads the name line as the column\'s author and the other lines as the address', () => {
    expect(read(String.raw`\author{\IEEEauthorblockN{Mira Holt}
\IEEEauthorblockA{School of Tides\\
Westbrook University\\
Email: mira@westbrook.example}
\and
\IEEEauthorblockA{Oren Vale\\School of Tides\\
Westbrook University\\
Email: oren@westbrook.example}}`)).toEqual([
      ['Mira Holt', ['School of Tides, Westbrook University']],
      ['Oren Vale', ['School of Tides, Westbrook University']],
    ]);
  });
  it('unchanged: a names block with two address blocks after it keeps both (no \\and between them)', () => {
    expect(read(String.raw`\author{\IEEEauthorblockN{Mira Holt}
\IEEEauthorblockA{School of Tides\\ Westbrook University}
\IEEEauthorblockA{Elmford Institute of Weather\\ Elmford, Norway}}`)).toEqual([
      ['Mira Holt', ['School of Tides, Westbrook University', 'Elmford Institute of Weather, Elmford, Norway']],
    ]);
  });
  it('unchanged: a column after \\and whose address block opens with an organisation is no author', () => {
    expect(read(String.raw`\author{\IEEEauthorblockN{Mira Holt and Oren Vale}
\IEEEauthorblockA{School of Tides\\ Westbrook University}
\and
\IEEEauthorblockA{Elmford Institute of Weather\\ Elmford, Norway}}`).map(([n]) => n)).toEqual(['Mira Holt', 'Oren Vale']);
  });
});
