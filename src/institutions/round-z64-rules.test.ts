import { describe, expect, it } from 'vitest';
import { latexFrontMatter } from './latex-front-matter.ts';
import { splitNames } from './author-block.ts';
import { footnoteAffiliations } from './pdf-footnotes.ts';
import { buildLines, type TextRun } from './pdf-layout.ts';
import { linesFrontMatter } from './pdf-front-matter.ts';
import { matchAffiliation } from './match.ts';

// Round z64: rules by kind from the misses of the round's journal and conference kits (PROVENANCE.md, round z64); each test fails
// without its rule. Names, places and organisations are made up, but for the registry's own company records in the last test.

const read = (tex: string) => latexFrontMatter(tex).map((a) => [a.name, a.affiliations]);
/** A page from [text, baseline, size, x?] lines (A4 portrait). */
function page(lines: [string, number, number, number?][]) {
  const runs: TextRun[] = lines.map(([str, y, size, x]) => ({ str, x: x ?? 72, y, w: str.length * size * 0.5, size }));
  return linesFrontMatter(buildLines(runs), 842, 595).map((a) => [a.name, a.affiliations]);
}

describe('a contact note (Taylor & Francis: "CONTACT Name. Email: …") is no affiliation', () => {
  it('gives nothing under its mark, however its name reads', () => {
    expect(footnoteAffiliations(['⟦∗⟧CONTACT Ona Vidal. Email: ona@alpha.example'])).toEqual([]);
    expect(footnoteAffiliations(['⟦a⟧Contact Per Holm, e-mail: per@beta.example'])).toEqual([]);
    expect(footnoteAffiliations(['⟦1⟧Alpha Institute of Contact Mechanics, Alphaville, Norway'])).toEqual(['⟦1⟧Alpha Institute of Contact Mechanics, Alphaville, Norway']);
  });
});

describe('a \\quad between two names in one \\author sets them apart (Chinese Physics C: "A \\quad B", the address after \\maketitle)', () => {
  it('two names, one address', () => {
    const tex = String.raw`\documentclass[a4paper,10pt]{cpc-hepnp}
\begin{document}
\title{A made-up paper}
\author{%
Ona Vidal
\quad Per Holm \qquad Lia Moss
}
\maketitle
\address{%
Alpha Normal University
}
\begin{abstract}
Text.
\end{abstract}
\end{document}`;
    expect(read(tex)).toEqual([['Ona Vidal', ['Alpha Normal University']], ['Per Holm', ['Alpha Normal University']], ['Lia Moss', ['Alpha Normal University']]]);
  });
});

describe('"on behalf of the X Collaboration" after a speaker\'s name names no author', () => {
  it('is dropped from a list of names', () => {
    expect(splitNames('Ona Vidal, on behalf of the ALPHA Collaboration')).toEqual(['Ona Vidal']);
    expect(splitNames('Per Holm for the BETA Consortium, Lia Moss')).toEqual(['Per Holm for the BETA Consortium', 'Lia Moss']);
    expect(splitNames('Per Holm, for the Beta Neutrino Collaboration')).toEqual(['Per Holm']);
  });
  it('a Proceedings of Science \\author with \\speaker, two institutions on one line and an e-mail line', () => {
    const tex = String.raw`\documentclass{PoS}
\title{A made-up talk}
\author{\speaker{Ona Vidal, on behalf of the ALPHA Collaboration}\\
        Alpha University, Beta National Laboratory\\
        E-mail: \email{ona@alpha.example}}
\abstract{Text.}
\begin{document}
\section{Introduction}
\end{document}`;
    expect(read(tex)).toEqual([['Ona Vidal', ['Alpha University, Beta National Laboratory']]]);
  });
});

describe('a Proceedings of Science page: the conference box under the author block ends it', () => {
  it('the event line with its year, its dates and its town are no affiliation', () => {
    expect(page([
      ['A Made-Up Measurement at the Alpha Collider', 760, 17.2], ['Ona Vidal∗', 720, 10.9],
      ['Alpha University, Beta National Laboratory', 707, 10.9], ['E-mail: ona@alpha.example', 694, 10.9],
      ['Gamma Summer Institute 2021 "School and Workshops on Particle Physics and Gravity" (GAMMA2021)', 660, 10.9],
      ['30 August - 20 September 2021', 647, 10.9], ['Gammaville, Greece', 634, 10.9], ['A neutral sentence stands in for the abstract.', 600, 10.9],
    ])).toEqual([['Ona Vidal', ['Alpha University, Beta National Laboratory']]]);
  });
});

describe('SPIE: \\supit{a} marks and \\skiplinehalf between the names and the address, all in one \\author', () => {
  it('names keyed to the address line their mark opens', () => {
    const tex = String.raw`\documentclass[]{spie}
\title{A made-up paper}
\author{Ona Vidal\supit{a} and Per Holm\supit{a,b} and Lia Moss\supit{b}
\skiplinehalf
\supit{a}Alpha University, 12 Main Street, Alphaville, Norway \\
\supit{b}Beta Institute of Technology, Betatown, Chile
}
\authorinfo{Further author information: (Send correspondence to Per Holm)\\Per Holm: E-mail: per@beta.example}
\begin{document}
\maketitle
\end{document}`;
    expect(read(tex)).toEqual([
      ['Ona Vidal', ['Alpha University, 12 Main Street, Alphaville, Norway']],
      ['Per Holm', ['Alpha University, 12 Main Street, Alphaville, Norway', 'Beta Institute of Technology, Betatown, Chile']],
      ['Lia Moss', ['Beta Institute of Technology, Betatown, Chile']],
    ]);
  });
});

describe('Wiley NJD: one unkeyed \\address of \\orgdiv / \\orgname / \\orgaddress fields, and the \\jnlcitation box', () => {
  it('the address is all its fields, and the names the citation box writes again are no further authors', () => {
    const tex = String.raw`\documentclass[AMA,STIX1COL]{WileyNJD-v2}
\begin{document}
\title{A made-up paper}
\author{Ona Vidal*}
\author{Per Holm}
\address{
  \orgdiv{Institute of Informatics},
  \orgname{Alpha Federal University -- AFU},
  \orgaddress{\city{Alphaville}, \country{Brazil}}}
\corres{*Ona Vidal, AFU, Alphaville, Brazil. \email{ona@alpha.example}}
\abstract[Summary]{Text.}
\jnlcitation{\cname{
\author{O. Vidal}, and
\author{P. Holm}} (\cyear{2024}),
\ctitle{A made-up paper}, \cjournal{A Journal}, \cvol{1}.}
\maketitle
\end{document}`;
    const afu = 'Institute of Informatics, Alpha Federal University – AFU, Alphaville, Brazil';
    expect(read(tex)).toEqual([['Ona Vidal', [afu]], ['Per Holm', [afu]]]);
  });
});

describe('IEEE TAES cards: a name followed by its membership grade, each over its own address', () => {
  it('"NAME, Senior Member, IEEE" is the second card\'s name, not the first address\'s last words', () => {
    expect(page([
      ['A Made-Up Paper on Alpha Control', 720, 17.2], ['ONA VIDAL', 690, 10], ['School of Alpha Studies, Alpha University, Alphaville 611731,', 678, 9],
      ['China', 666, 9], ['BO WU, Senior Member, IEEE', 648, 10], ['School of Alpha Studies, Alpha University, Alphaville 611731,', 636, 9],
      ['China', 624, 9], ['Abstract— A neutral sentence stands in for the abstract.', 598, 9],
    ])).toEqual([
      ['Ona Vidal', ['School of Alpha Studies, Alpha University, Alphaville 611731, China']],
      ['Bo Wu', ['School of Alpha Studies, Alpha University, Alphaville 611731, China']],
    ]);
  });
});

describe('a company written with its trade after its name ("<Name> Pharmaceuticals") is the registry\'s company record of its country', () => {
  it('reads the record of the first word in the country the address names; a name the registry lacks stays kept by name', () => {
    expect(matchAffiliation('Novartis Pharmaceuticals, East Hanover, NJ, USA').map((i) => i.ror)).toEqual(['028fhxy95']);
    expect(matchAffiliation('Pfizer Pharmaceuticals, Groton, CT, USA').map((i) => i.ror)).toEqual(['01xdqrp08']);
    expect(matchAffiliation('Vidalia Therapeutics, Boston, MA, USA').map((i) => [i.ror, i.name_en])).toEqual([[null, 'Vidalia Therapeutics']]);
  });
});
