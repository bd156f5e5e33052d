import { describe, expect, it } from 'vitest';
import { looksLikeNames, parseAuthorBlock } from './author-block.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round z75: the one rule here comes from the round's design miss (docs/affiliations.md, round z75: an ACL-kit page whose one author
// joins the two surnames with the Catalan "i"). It fails without its rule (checked against the code before the round), or guards
// what must not change. Names, organisations and e-mails are made up.

const pairs = (text: string) => parseAuthorBlock(text, [], false).map((a) => [a.name, a.affiliations]);

describe('a Catalan name joining its two surnames with "i" is a name', () => {
  it('a name line "Given Surname i Surname" over an affiliation and an e-mail: one author with the affiliation', () => {
    expect(pairs('Jordi Puig i Ferrer\nUniversity of Tarragona\njpuig@tarragona-uni.example')).toEqual([
      ['Jordi Puig i Ferrer', ['University of Tarragona']],
    ]);
  });
  it('the name alone reads as a name; so two such names in a list', () => {
    expect(looksLikeNames('Jordi Puig i Ferrer')).toBe(true);
    expect(looksLikeNames('Núria Vallès i Roca, Jordi Puig i Ferrer')).toBe(true);
  });
  it('guard: a unit of two field nouns joined by "i" under a name stays that author\'s affiliation', () => {
    expect(pairs('Pau Serra\nEnginyeria Química i Biotecnologia\nUniversity of Tarragona')).toEqual([
      ['Pau Serra', ['Enginyeria Química i Biotecnologia, University of Tarragona']],
    ]);
  });
  it('guard: one word before the "i", a particle before it, or an organisation\'s word in it is no name', () => {
    expect(looksLikeNames('Recerca i Desenvolupament')).toBe(false);
    expect(looksLikeNames('Facultat de Lletres i Turisme')).toBe(false);
    expect(looksLikeNames('Institut Pere Mata i Salut')).toBe(false);
  });
  it('guard: the "i" first or last, or between two lower-case words, is no name\'s word', () => {
    expect(looksLikeNames('i Ferrer')).toBe(false);
    expect(looksLikeNames('Jordi Puig i')).toBe(false);
    expect(looksLikeNames('Jordi puig i ferrer')).toBe(false);
  });
  it('timing: a 4,000-character line of capitalised words joined by "i" reads in well under 500 ms', () => {
    parseAuthorBlock('Anna Vidal\nUniversity of Tarragona', [], false); // warm-up on another input (the registry loads once)
    const line = 'Abcd Efgh i '.repeat(400).slice(0, 4000);
    const t = cpuNow();
    parseAuthorBlock(`${line}\nUniversity of Tarragona`, [], false);
    looksLikeNames(line);
    expect(cpuNow() - t).toBeLessThan(500);
  });
});
