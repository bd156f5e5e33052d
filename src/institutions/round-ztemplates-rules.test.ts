import { describe, expect, it } from 'vitest';
import { looksLikeNames, parseAuthorBlock } from './author-block.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';
import { amsartPage, page } from '../../test/helpers/pdf-pages.ts';

// Round ztemplates' rules (branch ztemplates), from the design half's misses when one paper's author block is set in many classes,
// each on made-up input and failing without its rule: amsart's addresses printed after the text when no \email gives them a label;
// amsart's line of names in capitals wrapped before its "AND".

const pairs = (got: { name: string; affiliations: string[] }[]) => got.map((a) => [a.name, a.affiliations]);

describe('PDF: amsart addresses after the text, with no e-mail label', () => {
  it('one address paragraph per author (first line indented, a wider skip between): the k-th is the k-th author\'s', () => {
    const got = amsartPage(['ANA RUIZ AND TOM BERG'], [
      ['Department of Mathematics, Northfield University, Northfield, Norway', 520, 8, 84],
      ['Institute of Applied Analysis, Southgate College of Technology, Lund,', 503, 8, 84],
      ['Sweden', 493, 8, 72],
    ]);
    expect(pairs(got)).toEqual([
      ['Ana Ruiz', ['Department of Mathematics, Northfield University, Northfield, Norway']],
      ['Tom Berg', ['Institute of Applied Analysis, Southgate College of Technology, Lund, Sweden']],
    ]);
  });
  it('addresses of one line each, set a skip apart, are told apart by their indent from the text', () => {
    const got = amsartPage(['ANA RUIZ AND TOM BERG'], [
      ['Department of Mathematics, Northfield University', 520, 8, 84],
      ['School of Physics, Southgate University', 503, 8, 84],
    ]);
    expect(pairs(got)).toEqual([
      ['Ana Ruiz', ['Department of Mathematics, Northfield University']],
      ['Tom Berg', ['School of Physics, Southgate University']],
    ]);
  });
  it('guard: more addresses than authors (whose is which is not printed) gives no author an address', () => {
    const got = amsartPage(['ANA RUIZ AND TOM BERG'], [
      ['Department of Mathematics, Northfield University', 520, 8, 84],
      ['School of Physics, Southgate University', 503, 8, 84],
      ['Institute of Applied Analysis, Southgate University', 486, 8, 84],
    ]);
    expect(pairs(got)).toEqual([['Ana Ruiz', []], ['Tom Berg', []]]);
  });
  it('guard: a note in a smaller size after the text that is a sentence is no address', () => {
    const got = amsartPage(['ANA RUIZ AND TOM BERG'], [
      ['We thank the referees of the department for their comments on the draft.', 520, 8, 84],
      ['The work was done while the authors were visiting the university in May.', 503, 8, 84],
    ]);
    expect(pairs(got)).toEqual([['Ana Ruiz', []], ['Tom Berg', []]]);
  });
});

describe('PDF: amsart names in capitals wrapped before the "AND"', () => {
  it('"MARTA OLSEN, KAI SUN, HIRO TANAKA," over "AND LENA VOGEL": the first line is names too (a short name among them)', () => {
    expect(looksLikeNames('MARTA OLSEN, KAI SUN, HIRO TANAKA,')).toBe(true);
    expect(parseAuthorBlock('MARTA OLSEN, KAI SUN, HIRO TANAKA,\nAND LENA VOGEL').map((a) => a.name)).toEqual(['Marta Olsen', 'Kai Sun', 'Hiro Tanaka', 'Lena Vogel']);
  });
  it('guard: a capitals line closed by a comma that names an organisation is not names', () => {
    expect(looksLikeNames('NORTHFIELD UNIVERSITY, KAI SUN,')).toBe(false);
    expect(looksLikeNames('MARTA OLSEN, KAI SUN, HIRO TANAKA')).toBe(false); // neither "AND" nor the closing comma: as before
    expect(looksLikeNames('CENTRAL LABORATORY, ROSA VALDEZ,')).toBe(false);
  });
  it('timing: a 4,000-character capitals line and a page of 200 address lines are read in under 500 ms', () => {
    const t0 = cpuNow();
    looksLikeNames('ANA RUIZ, '.repeat(400));
    amsartPage(['ANA RUIZ AND TOM BERG'], Array.from({ length: 200 }, (_, k): [string, number, number, number] => ['Department of Mathematics, Northfield University', 520 - k * 1.5, 8, 84 + (k % 2)]));
    expect(cpuNow() - t0).toBeLessThan(500);
  });
});

describe('PDF: author cards stacked one under another in one size (NeurIPS / ICLR blocks too wide to stand side by side)', () => {
  const stacked = (skip: number) => page([
    ['A Study of Lattice Walks', 700, 14, 200],
    ['Ana Ruiz', 660, 10, 270], ['Department of Physics', 649, 10, 250], ['Northfield University', 638, 10, 252],
    ['Tom Berg', 638 - skip, 10, 270], ['School of Law', 627 - skip, 10, 265], ['Southgate University', 616 - skip, 10, 253],
    ['Abstract', 560, 12, 280],
    ['We count walks on a lattice that stay in a cone and give the generating function of their number.', 540, 10, 108],
  ]);
  it('a name after a skip wider than the line step opens the next author\'s card', () => {
    expect(pairs(stacked(24))).toEqual([
      ['Ana Ruiz', ['Department of Physics, Northfield University']],
      ['Tom Berg', ['School of Law, Southgate University']],
    ]);
  });
  it('guard: a one-word line after the skip (a heading, a name\'s wrapped tail) opens no card', () => {
    const got = page([
      ['A Study of Lattice Walks', 700, 14, 200],
      ['Ana Ruiz, Tom Berg', 660, 10, 250], ['Department of Physics', 649, 10, 250], ['Northfield University', 638, 10, 252],
      ['Acknowledgments', 614, 10, 260], ['We thank the referees of the department for their comments.', 603, 10, 150],
      ['Abstract', 560, 12, 280],
      ['We count walks on a lattice that stay in a cone and give the generating function of their number.', 540, 10, 108],
    ]);
    expect(got.map((a) => a.name)).not.toContain('Acknowledgments');
  });
  it('guard: one card whose affiliation lines follow its name at the line step keeps them all', () => {
    const got = page([
      ['A Study of Lattice Walks', 700, 14, 200],
      ['Ana Ruiz', 660, 10, 270], ['Department of Physics', 649, 10, 250], ['Northfield University', 638, 10, 252],
      ['Abstract', 580, 12, 280],
      ['We count walks on a lattice that stay in a cone and give the generating function of their number.', 560, 10, 108],
    ]);
    expect(pairs(got)).toEqual([['Ana Ruiz', ['Department of Physics, Northfield University']]]);
  });
});
