import { describe, expect, it } from 'vitest';
import { parseAuthorBlock } from './author-block.ts';
import { latexFrontMatter } from './latex-front-matter.ts';
import { dropBoxWidths } from './latex-text.ts';
import { matchAffiliation } from './match.ts';
import { cellAffiliations } from './pdf-front-matter.ts';

// Round z70: rules from the design misses of the round's whole first pages (PROVENANCE.md, round z70); each test fails without
// its rule (checked against the code before the round's rules), or guards what must not change. Names, organisations and lines
// are made up.

describe('a unit named by its kind ("… Division", "Doctoral Program in …") over its organisation\'s line in a page\'s author cell', () => {
  it('a division named before its kind is a unit of the organisation below', () => {
    expect(cellAffiliations(['Coastal Ecology Division', 'National Institute for Marine Studies', '12 Harbour Road, Bergen 5003 NORWAY']))
      .toEqual(['Coastal Ecology Division, National Institute for Marine Studies, 12 Harbour Road, Bergen 5003 NORWAY']);
  });
  it('a degree programme named for its field is a unit of the university below', () => {
    expect(cellAffiliations(['Doctoral Program in Zoology', 'University of Oslo', 'Blindern, 0316 Oslo, Norway']))
      .toEqual(['Doctoral Program in Zoology, University of Oslo, Blindern, 0316 Oslo, Norway']);
    expect(cellAffiliations(['Division of Plasma Physics', 'University of Oslo'])).toEqual(['Division of Plasma Physics, University of Oslo']);
  });
  it('two organisations of their own on two lines stay two affiliations', () => {
    expect(cellAffiliations(['University of Oslo', 'University of Bergen'])).toEqual(['University of Oslo', 'University of Bergen']);
  });
});

describe('\\rule{w}{h} prints a bar, no words', () => {
  it('its dimensions do not reach the text', () => {
    expect(dropBoxWidths(String.raw`\rule{0pt}{2.5ex}Ada Ruud\rule[-1ex]{1pt}{3pt}`).trim()).toBe('Ada Ruud');
  });
  it('a strut before a name in an \\author cell leaves the name alone', () => {
    const doc = String.raw`\documentclass{article}\title{A made-up paper}\author{\rule{0pt}{4pt}\hspace{1mm}Ada Ruud \\ University of Oslo \And \framebox[7pt]{\rule{0pt}{4pt}}\hspace{1mm}Per Vik \\ University of Bergen}\begin{document}\maketitle\end{document}`;
    expect(latexFrontMatter(doc).map((a) => a.name)).toEqual(['Ada Ruud', 'Per Vik']);
  });
});

describe('an "and" inside an organisation\'s name is no joint between two organisations', () => {
  const names = (t: string) => matchAffiliation(t).map((m) => m.name_en);
  it('a name with "and" in it, joined by "and" to a second organisation, is both records', () => {
    expect(names('Norwegian University of Science and Technology and University of Oslo, Norway')).toEqual(['Norwegian University of Science and Technology', 'University of Oslo']);
    expect(names('Swiss Federal Institute of Aquatic Science and Technology and ETH Zurich, Switzerland')).toEqual(['Swiss Federal Institute of Aquatic Science and Technology', 'ETH Zurich']);
  });
  it('two organisations joined by "and" or a slash stay two', () => {
    expect(names('University of Oslo and University of Bergen, Norway')).toEqual(['University of Oslo', 'University of Bergen']);
  });
});

describe('a mark inside a parenthesised acronym ("(CTS⟦∗⟧)") is the acronym\'s superscript, no author\'s mark', () => {
  it('the wrapped address line goes on with the address above, no line of names', () => {
    const block = 'Ada Ruud⟦1,∗⟧ Per Vik⟦2,3⟧ and Kari Lund⟦2⟧\n⟦1⟧University of Oslo, 0316 Oslo, Norway\n⟦2⟧Centre for Theoretical Studies in Physics and Related Areas\n(CTS⟦∗⟧) and Fondazione Fjord, 5003 Bergen, Norway\n⟦3⟧University of Bergen, 5020 Bergen, Norway';
    expect(parseAuthorBlock(block).map((a) => a.name)).toEqual(['Ada Ruud', 'Per Vik', 'Kari Lund']);
    expect(parseAuthorBlock(block)[2].affiliations).toEqual(['Centre for Theoretical Studies in Physics and Related Areas (CTS∗) and Fondazione Fjord, 5003 Bergen, Norway']);
  });
  it('a mark after a name stays a mark', () => {
    expect(parseAuthorBlock('Ada Ruud⟦1⟧ and Per Vik⟦1,∗⟧\n⟦1⟧University of Oslo (UiO), Norway\n⟦∗⟧Corresponding author').map((a) => [a.name, a.affiliations]))
      .toEqual([['Ada Ruud', ['University of Oslo (UiO), Norway']], ['Per Vik', ['University of Oslo (UiO), Norway']]]);
  });
});
