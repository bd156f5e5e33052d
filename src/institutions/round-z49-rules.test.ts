import { describe, expect, it } from 'vitest';
import { withSentences, withAffiliations } from './with-sentences.ts';
import { fuzzyLookup } from './fuzzy-match.ts';
import { loadRegistry } from './registry.ts';
import { latexFrontMatter } from './latex-front-matter.ts';

// Round z49's rules (branch z49), from the design half's misses, each on made-up input and failing without its rule: an IEEE note
// whose subject list holds a name's own abbreviation ("Md. Rafiul Amin") is one sentence, not two; a note that says where its
// authors work with "work in" / "are in" / "works at" (before a capital) is a note as "is with" is; a note's initial and surname one
// letter off the author's ("E. Marti'i" for Enrique Martí) finds that author when no other key is as near; a doubled final "s" typed
// in a registry name ("Carloss") is one letter from the name, not two.

describe('IEEE notes: who is with what', () => {
  it('"Md." in a list of names ends no sentence: every name of the list gets the note', () => {
    const by = withSentences('Ann Lee, Bo Wu, Md. Cy Dee, and Di Fox are with the Department of Physics at the University of Oxford, Oxford, UK.');
    for (const n of ['Ann Lee', 'Bo Wu', 'Md. Cy Dee', 'Di Fox']) expect(withAffiliations(by, n)).toEqual(['Department of Physics at the University of Oxford, Oxford, UK']);
  });
  it('"work in" / "are in" / "works at" before a capital are notes; "is in charge of" is none', () => {
    const by = withSentences('A. Lee and D. Fox work in the Robotics group, Fundación Ejemplo, Derio, Spain. B. Wu and C. Dee are in Universidad de Murcia, Murcia, Spain. E. Gold works at Google, Zurich, Switzerland. F. Hall is in charge of the made-up project.');
    expect(withAffiliations(by, 'Ann Lee')).toEqual(['Robotics group, Fundación Ejemplo, Derio, Spain']);
    expect(withAffiliations(by, 'Di Fox')).toEqual(['Robotics group, Fundación Ejemplo, Derio, Spain']);
    expect(withAffiliations(by, 'Bo Wu')).toEqual(['Universidad de Murcia, Murcia, Spain']);
    expect(withAffiliations(by, 'Eva Gold')).toEqual(['Google, Zurich, Switzerland']);
    expect(withAffiliations(by, 'Finn Hall')).toBeUndefined();
  });
  it('a surname one letter off in the note still finds its author; two keys as near find none', () => {
    const by = withSentences('E. Marti\u0301i is with the University of Oxford, Oxford, UK. J. Perez is with Tecnalia, Derio, Spain.');
    expect(withAffiliations(by, 'Enrique Martí')).toEqual(['University of Oxford, Oxford, UK']);
    const two = withSentences('J. Smits is with the University of Oxford, UK. J. Smitt is with Tecnalia, Derio, Spain.');
    expect(withAffiliations(two, 'Jan Smith')).toBeUndefined();
  });
  it('in a whole IEEE author block', () => {
    const tex = String.raw`\documentclass[journal]{IEEEtran}\begin{document}\title{A made-up paper}
\author{Ann~Lee, Bo~Wu, and~Md. Cy~Dee%
\thanks{A. Lee and M. C. Dee work in the Robotics group, University of Murcia, Murcia, Spain.}%
\thanks{B. Wu is in Universidad Carlos III de Madrid, Leganés, Spain}}
\maketitle\end{document}`;
    expect(latexFrontMatter(tex).map((a) => [a.name, a.affiliations])).toEqual([
      ['Ann Lee', ['Robotics group, University of Murcia, Murcia, Spain']],
      ['Bo Wu', ['Universidad Carlos III de Madrid, Leganés, Spain']],
      ['Md. Cy Dee', ['Robotics group, University of Murcia, Murcia, Spain']]]);
  });
});

describe('registry: a misspelt name', () => {
  it('"Universidad Carloss III de Madrid" (a doubled final s) is Carlos III', () => {
    const reg = loadRegistry();
    expect(fuzzyLookup(reg, 'Universidad Carloss III de Madrid')?.[0]?.inst.id).toBe('03ths8210');
  });
});
