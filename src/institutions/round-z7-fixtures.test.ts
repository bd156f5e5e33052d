import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES, describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { latexFrontMatter } from './latex-front-matter.ts';
import { lipics } from './latex-templates.ts';
import { matchAffiliation } from './match.ts';

// Round z7 (branch ablind34: LaTeX author blocks of programming-languages / CS papers in acmart and LIPIcs; test/fixtures/affiliations/
// PROVENANCE.md). The design half taught the two rules below; the held-out half is tested apart.
describeAffiliationCases('round z7 (design half): authors and author -> institution pairs', ['round-z7/design']);

const pairs = (tex: string) => latexFrontMatter(tex).map((a) => `${a.name} @ ${a.affiliations.join(' | ')}`);

describe('LIPIcs: \\author{Name}{Affiliation}{e-mail}{ORCID}{funding} (round z7 design, Substitution without copy and paste)', () => {
  it('reads the second argument of each \\author as its affiliation, past a commented acmart block', () => {
    const tex = fs.readFileSync(path.join(AFFILIATION_FIXTURES, 'round-z7/design/lipics-nottingham-imperial-edinburgh-substitution/front.tex'), 'utf8');
    expect(pairs(tex)).toEqual([
      'Thorsten Altenkirch @ University of Nottingham, Nottingham, United Kingdom',
      'Nathaniel Burke @ Imperial College London, London, United Kingdom',
      'Philip Wadler @ University of Edinburgh, Edinburgh, United Kingdom',
    ]);
  });

  it('splits several affiliations joined by \\and in the second argument', () => {
    const tex = String.raw`\author{Ann Lee}{Aarhus University, Denmark \and Inria, Paris, France}{ann@au.dk}{}{}`;
    expect(lipics(tex)).toEqual([{ name: 'Ann Lee', affiliations: ['Aarhus University, Denmark', 'Inria, Paris, France'] }]);
  });

  it('leaves an \\author with one argument (acmart, article) to the other readers', () => {
    expect(lipics(String.raw`\author{Ann Lee}\affiliation{\institution{Aarhus University}\country{Denmark}}`)).toBeNull();
  });
});

describe('a first piece read as a street that is a registry organisation\'s whole name (round z7 design, Layout Polymorphism)', () => {
  it('matches "Jane Street, New York, USA" to the company', () => {
    expect(matchAffiliation('Jane Street, New York, USA').map((r) => r.ror)).toEqual(['05p5v2j38']);
  });

  it('leaves a street no organisation is named by, and a numbered street after an organisation, as addresses', () => {
    expect(matchAffiliation('Main Street, Springfield, USA')).toEqual([]);
    expect(matchAffiliation('Utrecht University, Princetonplein 5, Utrecht, The Netherlands').map((r) => r.ror)).toEqual(['04pp8hn57']);
  });
});
