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
