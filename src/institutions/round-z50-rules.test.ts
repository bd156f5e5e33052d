import { describe, expect, it } from 'vitest';
import { withSentences, withAffiliations } from './with-sentences.ts';
import { latexFrontMatter } from './latex-front-matter.ts';
import { matchAffiliation } from './match.ts';
import { footnoteAffiliations, footnoteParagraphs } from './pdf-footnotes.ts';
import type { PageLine } from './pdf-layout.ts';

// Round z50's rules (branch z50): known gaps of earlier rounds (their `it.fails` entries), mended as general rules, each tested here on
// made-up input and failing without its rule.

describe('names: two comma lists on two lines', () => {
  it('a line ending in a whole name and one opening with a whole name are two lists, not one name across the break', () => {
    const tex = String.raw`\documentclass{article}\begin{document}\title{A made-up paper}
\author{Ann Lee, Bo Wu, Cy Dee \\ Di Fox, Ed Gold, Flo Hall \\ \small Example Robotics (Shanghai) Co., Ltd.}
\maketitle\end{document}`;
    expect(latexFrontMatter(tex).map((a) => a.name)).toEqual(['Ann Lee', 'Bo Wu', 'Cy Dee', 'Di Fox', 'Ed Gold', 'Flo Hall']);
  });
  it('a list wrapped inside a name ("… and James T." / "Kwok, …") is still one list', () => {
    const tex = String.raw`\documentclass{article}\begin{document}\title{A made-up paper}
\author{Ann Lee, Bo Wu, Cy Dankrad \\ Feist, Di Fox \\ University of Oxford}
\maketitle\end{document}`;
    expect(latexFrontMatter(tex).map((a) => a.name)).toEqual(['Ann Lee', 'Bo Wu', 'Cy Dankrad Feist', 'Di Fox']);
  });
});

describe('IEEE conference notes: one \\thanks per mark', () => {
  it('a \\thanks opened by a mark is the legend line of that mark; a commented-out or funding \\thanks gives nothing', () => {
    const tex = String.raw`\documentclass[conference]{ieeeconf}\begin{document}\title{A made-up paper}
\author{Ann Lee$^{1}$, Bo Wu$^{2}$, Cy Dee$^{1}$
%\thanks{*This work was not supported by any organization}%
\thanks{$^{*}$This work was supported by Grant 123 of the University of Nowhere.}%
\thanks{$^{1}$Department of Physics, University of Oxford, UK.}%
\thanks{$^{2}$Medway NHS Foundation Trust, United Kingdom.}%
}
\maketitle\end{document}`;
    expect(latexFrontMatter(tex).map((a) => [a.name, a.affiliations])).toEqual([
      ['Ann Lee', ['Department of Physics, University of Oxford, UK.']],
      ['Bo Wu', ['Medway NHS Foundation Trust, United Kingdom.']],
      ['Cy Dee', ['Department of Physics, University of Oxford, UK.']]]);
  });
  it('a marked "X is with Y" note is read by the name it writes, not as the legend line of its mark', () => {
    const tex = String.raw`\documentclass[journal]{IEEEtran}\begin{document}\title{A made-up paper}
\author{Ann Lee$^{1}$ and Bo Wu$^{2}$%
\thanks{This work is supported by the Research Grants Council (Project CityU 123).}%
\thanks{$^{1}$Ann Lee (Corresponding Author) is with the Department of Physics, University of Oxford, Oxford, UK.}%
\thanks{$^{2}$Bo Wu is with the Department of Physics, University of Oxford, Oxford, UK.}}
\maketitle\end{document}`;
    expect(latexFrontMatter(tex).map((a) => [a.name, a.affiliations])).toEqual([
      ['Ann Lee', ['Department of Physics, University of Oxford, Oxford, UK']],
      ['Bo Wu', ['Department of Physics, University of Oxford, Oxford, UK']]]);
  });
});

describe('IEEE notes: a role in parentheses after the name', () => {
  it('"Ann Lee (Corresponding Author) is with …" is a note about Ann Lee', () => {
    const by = withSentences('Ann Lee (Corresponding Author) is with the University of Oxford, Oxford, UK. Bo Wu (Student Member, IEEE) is with Tecnalia, Derio, Spain.');
    expect(withAffiliations(by, 'Ann Lee')).toEqual(['University of Oxford, Oxford, UK']);
    expect(withAffiliations(by, 'Bo Wu')).toEqual(['Tecnalia, Derio, Spain']);
  });
});

describe('an organisation kept by name', () => {
  it('is named without the acronym its own words spell', () => {
    const got = matchAffiliation('Department of Radiodiagnosis, Mahatma Gandhi Medical College and Hospital (MGMCH), Jaipur, India');
    expect(got.map((i) => [i.ror, i.name_en])).toEqual([[null, 'Mahatma Gandhi Medical College and Hospital']]);
  });
});

/** A page line of plain runs, each `[text, size]` set one after the other (about half the size per letter). */
function line(y: number, ...runs: [string, number, boolean?][]): PageLine {
  let x = 72;
  const rs = runs.map(([str, size, sup]) => { const r = { str, x, y, w: str.length * size * 0.5, size, sup: !!sup }; x += r.w + 2; return r; });
  return { y, size: Math.max(...runs.map((r) => r[1])), runs: rs };
}

describe('PDF footnotes: an IEEE note on a page', () => {
  it('a wrapped line ending in a larger typewriter e-mail address goes on from the line above; "Univer-" / "sity" joins', () => {
    const lines = [
      line(700, ['A Made-Up Title', 17]),
      ...Array.from({ length: 8 }, (_, i) => line(600 - 12 * i, ['This sentence stands in for the body text of the page and says nothing.', 10])),
      line(102.8, ['1', 6, true], ['Ann Lee is with the Computer Science Department, Bar-Ilan', 8]),
      line(93.9, ['University, Ramat Gan 5290002, Israel', 8], ['ann.lee@example.com', 9]),
      line(84.5, ['2', 6, true], ['Bo Wu is with the Computer Science Department, Bar-Ilan Univer-', 8]),
      line(75.6, ['sity, Ramat Gan 5290002, Israel', 8], ['bo.wu@example.com', 9]),
    ];
    expect(footnoteParagraphs(lines, 792, 10)).toEqual([
      '⟦1⟧ Ann Lee is with the Computer Science Department, Bar-Ilan University, Ramat Gan 5290002, Israel ann.lee@example.com',
      '⟦2⟧ Bo Wu is with the Computer Science Department, Bar-Ilan University, Ramat Gan 5290002, Israel bo.wu@example.com']);
  });
  it('"(Corresponding Author)" after the note\'s name leaves the sentence whole', () => {
    expect(footnoteAffiliations(['⟦1⟧Ann Lee (Corresponding Author) is with the Department of Physics, University of Oxford, Oxford, UK'])).toEqual(['⟦1⟧Department of Physics, University of Oxford, Oxford, UK']);
  });
});

describe('registry: a research arm and a city after its postcode', () => {
  it('"<acronym> Research and Development" is that record\'s, its city read after a French postcode ("F-94276 Le Kremlin-Bicêtre")', () => {
    const got = matchAffiliation('EPITA Research and Development, 14-16 rue Voltaire, F-94276 Le Kremlin-Bicetre');
    expect(got.map((i) => [i.ror, i.unit_en])).toEqual([['04r5ddq29', 'Research and Development']]);
  });
});

describe('a place line', () => {
  it('registry cities set apart by a slash ("Shenzhen / Beijing") are places, no organisation', () => {
    expect(matchAffiliation('Acme Robotics, Shenzhen / Beijing, China').map((i) => [i.name_en, i.unit_en])).toEqual([['Acme Robotics', null]]);
  });
});

describe('registry: a foundation\'s legal word', () => {
  it('"Fundación Tecnalia" is the registry\'s "Tecnalia", in the country written', () => {
    expect(matchAffiliation('Fundación Tecnalia, Derio, Spain').map((i) => i.ror)).toEqual(['02fv8hj62']);
    expect(matchAffiliation('Fundación Tecnalia, Lima, Peru').map((i) => i.ror)).toEqual([null]);
  });
});

describe('a US state and its ZIP code set apart by a spaced dash', () => {
  it('"CA - 90840" places the affiliation in the US: no record abroad of the department\'s name', () => {
    expect(matchAffiliation('Dept. of Biological Sciences, California State University, Long Beach, CA - 90840').map((i) => i.ror)).toEqual(['0080fxk18']);
  });
});
