import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AFFILIATION_FIXTURES, describeAffiliationCases } from '../../test/helpers/affiliation-fixtures.ts';
import { splitNames } from './author-block.ts';
import { latexFrontMatter } from './latex-front-matter.ts';
import { matchAffiliation } from './match.ts';

// Round z8 (branch ablind38: LaTeX author blocks in llncs, IEEEtran, NeurIPS, elsarticle \address, authblk and the Kluwer crckapb class;
// test/fixtures/affiliations/PROVENANCE.md). The design half taught the two rules below; the held-out half scored 1.000 blind.
// ("IOHK, Hong Kong", once a known gap: the company's one ROR record stands in Singapore; its names are hand-written aliases since
// round z11b, so the brand crosses the border as other companies' do)
describeAffiliationCases('round z8 (design half): authors and author -> institution pairs', ['round-z8/design']);
describeAffiliationCases('round z8 (held-out half): authors and author -> institution pairs', ['round-z8/heldout']);

const read = (rel: string) => fs.readFileSync(path.join(AFFILIATION_FIXTURES, rel, 'front.tex'), 'utf8');

describe('a role label before a name is no part of it (round z8 design, IEEEtran "Guide: Dr. Sunita Barve")', () => {
  it('reads the fifth author of the MIT Academy of Engineering block as Sunita Barve', () => {
    const authors = latexFrontMatter(read('round-z8/design/ieee-mitaoe-guide-block'));
    expect(authors.map((a) => a.name)).toEqual(['Sachin Bhabad', 'Omkar Khilare', 'Samadhan Mane', 'Vivek Borade', 'Sunita Barve']);
  });

  it('drops "Word:" only before a name of two words or more', () => {
    expect(splitNames('Supervisor: Ann Lee, Bo Li')).toEqual(['Ann Lee', 'Bo Li']);
    expect(splitNames('Note: see below')).toEqual(['Note: see below']);
  });
});

describe('several \\author{Name$^n$} with \\institute{$^n$…} legends (round z8 design, crckapb, Topology of the Universe)', () => {
  it('pairs every author with the legends of its markers', () => {
    const authors = latexFrontMatter(read('round-z8/design/crckapb-paris-iap-iucaa-topology'));
    expect(authors.map((a) => [a.name, a.affiliations.length])).toEqual([['Jean-Pierre Luminet', 1], ['Boudewijn F. Roukema', 2]]);
    expect(authors[1].affiliations.flatMap((f) => matchAffiliation(f).map((r) => r.ror))).toEqual(['022bnxw24', '04etcj997']);
  });

  it('leaves one \\author with \\inst marks to the llncs reading', () => {
    const tex = String.raw`\author{Ann Lee\inst{1} \and Bo Li\inst{2}}\institute{Aarhus University, Denmark \and Inria, Paris, France}`;
    expect(latexFrontMatter(tex).map((a) => a.affiliations)).toEqual([['Aarhus University, Denmark'], ['Inria, Paris, France']]);
  });
});
