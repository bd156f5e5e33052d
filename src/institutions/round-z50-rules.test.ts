import { describe, expect, it } from 'vitest';
import { withSentences, withAffiliations } from './with-sentences.ts';
import { latexFrontMatter } from './latex-front-matter.ts';
import { matchAffiliation } from './match.ts';

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
