import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES, describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { latexFrontMatter } from './latex-front-matter.ts';
import { lipics } from './latex-templates.ts';
import { matchAffiliation } from './match.ts';

// Round z7 (branch ablind34: LaTeX author blocks of programming-languages / CS papers in acmart and LIPIcs; test/fixtures/affiliations/
// PROVENANCE.md). The design half taught the first two rules below; the next two come from the held-out half's misses, read after its
// blind figure was recorded (that half is no longer blind); the last from the second batch's one design case.
describeAffiliationCases('round z7 (design half): authors and author -> institution pairs', ['round-z7/design']);
describeAffiliationCases('round z7 (held-out half, read): authors and author -> institution pairs', ['round-z7/heldout']);

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

describe('acmart: a one-word \\textsc{…} in an affiliation is an acronym (round z7 held-out, Retrofitting Linear Types)', () => {
  it('reads \\textsc{Irif} as IRIF, a record of its own beside its university', () => {
    const tex = fs.readFileSync(path.join(AFFILIATION_FIXTURES, 'round-z7/heldout/acmart-gothenburg-tweag-irif-retrofitting/front.tex'), 'utf8');
    const spiwack = latexFrontMatter(tex).find((a) => a.name === 'Arnaud Spiwack')!;
    expect(spiwack.affiliations).toEqual(['Tweag I/O', 'IRIF, Université Paris Diderot, Paris, France']);
    expect(matchAffiliation(spiwack.affiliations[1]).map((r) => r.ror)).toEqual(['02krdtz55', '02n7qrg46']);
  });
});

describe('a city piece after an organisation is no record that carries the city as its alias (round z7 held-out, What\'s the Difference?)', () => {
  it('gives "Hendrix College, Conway, AR, USA" only the college, not the Conway School of Landscape Design', () => {
    const got = matchAffiliation('Department of Mathematics and Computer Science, Hendrix College, Conway, AR, USA');
    expect(got.map((r) => r.name_en)).toEqual(['Hendrix College']);
  });

  it('still reads a record named by its city when no organisation piece comes before it', () => {
    expect(matchAffiliation('Conway School of Landscape Design, Conway, MA, USA').map((r) => r.ror)).toEqual(['04q7y8a54']);
  });
});

describe('a laboratory record whose ROR parent opens its name is a unit of the parent (round z7 design, second batch, AutoCSF)', () => {
  it('reads "MIT CSAIL, Cambridge, USA" as MIT with the laboratory as its unit', () => {
    const [r] = matchAffiliation('MIT CSAIL, Cambridge, USA');
    expect([r.ror, r.unit_en]).toEqual(['042nb2s44', 'Computer Science and Artificial Intelligence Laboratory']);
  });

  it('leaves a one-word name before a laboratory alone when that word is not the record\'s parent', () => {
    expect(matchAffiliation('Rice University, Houston, USA').map((r) => r.ror)).toEqual(['008zs3103']);
  });
});
