import { describe, expect, it } from 'vitest';
import { contactDomains, parseAuthorBlock } from './author-block.ts';
import { resolveAuthors } from './extract.ts';
import { latexFrontMatter } from './latex-front-matter.ts';
import { domainOwner, loadRegistry } from './registry.ts';
import fs from 'node:fs';
import path from 'node:path';

const reg = loadRegistry();

describe('registry domain index', () => {
  it('gives the owner of the longest registered suffix', () => {
    expect(domainOwner(reg, 'fel.cvut.cz')?.name_en).toBe('Czech Technical University in Prague');
    // usp.br is also listed by IQSC, a USP institute: the parent owns it
    expect(domainOwner(reg, 'ime.usp.br')?.name_en).toBe('Universidade de São Paulo');
    expect(domainOwner(reg, 'qwz.mit.edu')?.ror).toBe('042nb2s44');
    // a lab with a record of its own owns its subdomain
    expect(domainOwner(reg, 'csail.mit.edu')?.ror).toBe('01e85r662');
  });
  it('owns no mail host and no registry-like second level', () => {
    for (const d of ['gmail.com', 'qq.com', '163.com', '126.com', 'outlook.com', 'hotmail.com', 'foxmail.com', 'edu.cn', 'ac.uk', 'com.cn', 'x.edu.cn']) expect(domainOwner(reg, d), d).toBeNull();
  });
});

describe('contact domains of an author block', () => {
  it('reads e-mail groups and links, not hosting services', () => {
    expect(contactDomains('{a, b}@fel.cvut.cz c@Gmail.com https://www.ime.usp.br/x https://sites.google.com/view/me https://foo.github.io')).toEqual(['fel.cvut.cz', 'gmail.com', 'ime.usp.br']);
  });
  it('carries them to the authors of the block', () => {
    expect(parseAuthorBlock('Jan Drchal\nAI Center @ CTU FEE\nPrague, Czech Republic\ndrchal@fel.cvut.cz', [], true)[0].domains).toEqual(['fel.cvut.cz']);
  });
});

describe('resolution by domain', () => {
  it('resolves an acronym-only unit by the e-mail domain (round d, emnlp-ctu-averimatec)', () => {
    const tex = fs.readFileSync(path.join(import.meta.dirname, '../../test/fixtures/affiliations/round-d/design/emnlp-ctu-averimatec/front.tex'), 'utf8');
    const got = resolveAuthors('latex', latexFrontMatter(tex));
    expect(got.authors.map((a) => a.affiliations.map((f) => f.institutions.map((i) => [i.ror, i.unit_en])))).toEqual([
      [[['03kqpb082', 'AI Center @ CTU FEE']]],
      [[['03kqpb082', 'AI Center @ CTU FEE']]],
    ]);
  });
  it('never overrides a name match', () => {
    const got = resolveAuthors('latex', [{ name: 'A B', affiliations: ['Charles University, Prague'], domains: ['fel.cvut.cz'] }]);
    expect(got.authors[0].affiliations[0].institutions.map((i) => i.name_en)).toEqual(['Charles University']);
  });
  it('chooses, between records of one name, the one the author\'s e-mail domain belongs to (round x, icml-eit-zju-timeseries)', () => {
    // "Eastern Institute of Technology" is Napier's (NZ) name and, with its city, Ningbo's (CN); the label is Ningbo (eitech.edu.cn).
    const of = (affiliation: string, domains: string[]) =>
      resolveAuthors('latex', [{ name: 'Xin Qiu', affiliations: [affiliation], domains }]).authors[0].affiliations[0].institutions.map((i) => [i.ror, i.country]);
    expect(of('Eastern Institute of Technology', ['eitech.edu.cn'])).toEqual([['036mbz113', 'CN']]);
    expect(of('Eastern Institute of Technology', [])).toEqual([['00ct9cz38', 'NZ']]);
    // The text's own country wins over the domain; a domain of another name changes nothing.
    expect(of('Eastern Institute of Technology, Napier, New Zealand', ['eitech.edu.cn'])).toEqual([['00ct9cz38', 'NZ']]);
    expect(of('Eastern Institute of Technology', ['zju.edu.cn'])).toEqual([['00ct9cz38', 'NZ']]);
  });
  it('leaves an unknown organisation alone for a mail host, several owners, or another country', () => {
    const unknown = 'AI Center @ CTU FEE, Prague, Czech Republic';
    for (const domains of [['gmail.com'], ['fel.cvut.cz', 'cuni.cz'], []]) {
      const got = resolveAuthors('latex', [{ name: 'A B', affiliations: [unknown], domains }]);
      expect(got.authors[0].affiliations[0].institutions.map((i) => i.id), domains.join()).toEqual([null]);
    }
    const other = resolveAuthors('latex', [{ name: 'A B', affiliations: ['AI Center @ XYZ, Berlin, Germany'], domains: ['fel.cvut.cz'] }]);
    expect(other.authors[0].affiliations[0].institutions.map((i) => i.id)).toEqual([null]);
  });
});

describe('an affiliation\'s own web address (the line under it)', () => {
  // the llncs \institute block of round-ablind/design/llncs-usp-gcc-pdf as the PDF reader gives it
  const block = [
    'Giuliano Belinassi⟦1⟧, Richard Biener⟦2⟧, Jan Hubička⟦2,3⟧, and Alfredo Goldman⟦1⟧',
    '⟦1⟧ Institute of Mathematics and Statistics, Rua do Matão 1010, São Paulo SP, BRA',
    'https://www.ime.usp.br',
    '⟦2⟧ SuSE Labs, Nürnberg 90409, GER',
    'https://www.suse.com/',
    '⟦3⟧ Charles University, Malostransk én ám. 25. 11800 Praha, CZE',
    'https://cuni.cz/uken-1.html',
  ].join('\n');

  it('goes with that affiliation alone and names the owner of a unit the registry cannot place', () => {
    const authors = parseAuthorBlock(block);
    expect(authors[0].affiliations).toEqual(['Institute of Mathematics and Statistics, Rua do Matão 1010, São Paulo SP, BRA https://www.ime.usp.br']);
    const got = resolveAuthors('pdf', authors).authors;
    expect(got[0].affiliations[0].text).toBe('Institute of Mathematics and Statistics, Rua do Matão 1010, São Paulo SP, BRA');
    expect(got[0].affiliations[0].institutions.map((i) => [i.ror, i.unit_en])).toEqual([['036rp1748', 'Institute of Mathematics and Statistics']]);
    // Jan Hubička's two affiliations keep their own owners: SuSE Labs is not made a unit of Charles University by cuni.cz
    expect(got[2].affiliations.map((f) => f.institutions.map((i) => i.ror ?? i.name_en))).toEqual([['SuSE Labs'], ['024d6js02']]);
  });
});
