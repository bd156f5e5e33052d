import { describe, expect, it } from 'vitest';
import { cleanAffiliation } from './parse-affiliation.ts';
import { matchAffiliation } from './match.ts';
import { latexFrontMatter } from './latex-front-matter.ts';

// Round z51's rules (branch z51), from the design half's misses, each on made-up input and failing without its rule: an e-mail label
// whose addresses are gone — on a page, often cut where the line ended inside its parenthesis — is no part of the address; a
// capitalised piece written as a town (before a state code, or between two countries after a named unit) is no organisation the
// registry lacks, and an organisation kept by name stands in the first country written after it; a `\thanks` that writes only a name,
// towns and a country is an address though the name has no organisation word.

describe('an e-mail label with its addresses gone', () => {
  it('is dropped, closed or cut at the end of the text', () => {
    expect(cleanAffiliation('Made-up Military Academy, Seoul 01805, Republic of Korea (e-mail:')).toBe('Made-up Military Academy, Seoul 01805, Republic of Korea');
    expect(cleanAffiliation('Made-up Academy, Seoul, Korea (e-mail: a@x.kr; b@y.kr)')).toBe('Made-up Academy, Seoul, Korea');
    expect(cleanAffiliation('Made-up Institute, Berlin, Germany (Emails: a@x.de, b@x.de)')).toBe('Made-up Institute, Berlin, Germany');
  });
  it('so the organisation kept by name is the academy, not the country with the label', () => {
    const [r] = matchAffiliation('Made-up Military Academy, Seoul 01805, Republic of Korea (e-mail:');
    expect([r.name_en, r.country]).toEqual(['Made-up Military Academy', 'KR']);
  });
});

describe('a town written as a town is no organisation', () => {
  it('before a state code, and between two countries after a named school', () => {
    const [r] = matchAffiliation('Quillfeather Springs School, Zorbeck, CA, USA, Vantrell, South Korea');
    expect([r.name_en, r.country]).toEqual(['Quillfeather Springs School', 'US']);
  });
  it('a piece after a unit and before the city stays the organisation the registry lacks', () => {
    const [r] = matchAffiliation('Robotics Group, Zorbeck Dynamics, Boston, USA');
    expect([r.name_en, r.country]).toEqual(['Zorbeck Dynamics', 'US']);
  });
});

describe('a \\thanks of a name, a town and a country', () => {
  it('is the author\'s address; a role or a grant is none', () => {
    const tex = String.raw`\documentclass{article}\begin{document}\title{A made-up paper}
\author{Ann Lee \thanks{Department of Physics, University of Oxford, Oxford, UK} \and Bo Wu \footnotemark[1] \and
Cy Dee \thanks{Zorbeck Networks, Pune, India} \and Di Fox \thanks{Equal contribution.}}
\maketitle\end{document}`;
    expect(latexFrontMatter(tex).map((a) => [a.name, a.affiliations])).toEqual([
      ['Ann Lee', ['Department of Physics, University of Oxford, Oxford, UK']],
      ['Bo Wu', ['Department of Physics, University of Oxford, Oxford, UK']],
      ['Cy Dee', ['Zorbeck Networks, Pune, India']],
      ['Di Fox', []],
    ]);
  });
});
