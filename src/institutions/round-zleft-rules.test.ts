import { describe, expect, it } from 'vitest';
import { centredCells } from './pdf-centred-cells.ts';
import { composeSpacingAccents } from './pdf-footnotes.ts';
import { linesFrontMatter } from './pdf-front-matter.ts';
import type { PageLine } from './pdf-layout.ts';
import { withSentences } from './with-sentences.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round zleft's rules (branch zleft), from the layouts rounds ztemplates4–7 left on their design pages: a space pdf.js reads before
// an OT1 accent shifted over its letter ("Sch ¨urholt"); "St." run into the name it shortens ("University of St.Gallen") read as a
// sentence end; IEEE conference cells centred under their names, one wider than its column run into the next on one line. Made-up
// names, places and organisations.

/** A line of runs: each [text, x0, x1], on baseline y in `size` points. */
function line(y: number, size: number, runs: [string, number, number][]): PageLine {
  return { y, size, runs: runs.map(([str, x0, x1]) => ({ str, x: x0, y, w: x1 - x0, size, sup: false })) };
}

describe('a space pdf.js reads before a spacing accent inside a word is no word space', () => {
  it('"Sch ¨urholt", "Wal ´ow-i-Tarn": one word, composed', () => {
    expect(composeSpacingAccents('Annika Sch ¨urholt and Pim Wal ´ow-i-Tarn')).toBe('Annika Schürholt and Pim Walów-i-Tarn');
    expect(composeSpacingAccents('K. Quok ¨ummel is with the Tidal Lab')).toBe('K. Quokümmel is with the Tidal Lab');
  });
  it('guard: a lone accented word ("à") and an accented capital after a space stay words of their own', () => {
    expect(composeSpacingAccents('Universit´e du Qu´ebec `a Montr´eal')).toBe('Université du Québec à Montréal');
    expect(composeSpacingAccents('Institut Quokka, ´Ecole Tidale')).toBe('Institut Quokka, École Tidale');
  });
});

describe('"St." run into the name it shortens ends no sentence', () => {
  it('"University of St.Quokka. B. Wallaby is with …": the address keeps its town', () => {
    const by = withSentences('A. Quokka is with the Tidal Lab, University of St.Quokka. B. Wallaby is with the Reef Institute, Tidaltown.');
    expect([...new Set([...by.values()].flat())]).toEqual(['Tidal Lab, University of St.Quokka', 'Reef Institute, Tidaltown']);
  });
  it('guard: "St." then a space and a capital still ends a sentence', () => {
    const by = withSentences('A. Quokka is with the Reef Institute, 12 Tide St. B. Wallaby is with the Tidal Lab.');
    expect([...new Set([...by.values()].flat())]).toEqual(['Reef Institute, 12 Tide St', 'Tidal Lab']);
  });
});

describe('IEEE conference cells centred under their names, one run into the next on a line', () => {
  // two rows of two cells; the second row's first cell is wider than its column and runs into the second cell, 0.5 em apart
  const page = (gap: number): PageLine[] => [
    line(720, 24, [['A Study of Tidal Quokkas', 150, 460]]),
    line(660, 11, [['Ana Quokka', 200, 260], ['Bo Wallaby', 440, 500]]),
    line(648, 10, [['Tidal Lab, Quokka University', 165, 295], ['Reef Institute', 435, 505]]),
    line(610, 11, [['Cy Numbat', 190, 244], ['Di Bilby', 440, 486]]),
    line(598, 10, [['Institut de Marées Quokka, Universitat Numbat de la Costa', 60, 374], ['Tidal Lab, Quokka University', 374 + gap, 552 - gap]]),
    line(586, 10, [['Tidaltown', 443, 483]]),
    line(550, 9, [['Abstract—We study a family of methods for the problem', 59, 300]]),
  ];
  it('the wide line is parted where each piece is centred under its own name', () => {
    const got = linesFrontMatter(page(5), 792, 612).map((a) => [a.name, a.affiliations.join(' || ')]);
    expect(got).toEqual([
      ['Ana Quokka', 'Tidal Lab, Quokka University'],
      ['Bo Wallaby', 'Reef Institute'],
      ['Cy Numbat', 'Institut de Marées Quokka, Universitat Numbat de la Costa'],
      ['Di Bilby', 'Tidal Lab, Quokka University, Tidaltown'],
    ]);
  });
  it('guard: a line whose pieces are centred under no names is not parted', () => {
    const l = line(598, 10, [['Tidal Lab of the Quokka University', 60, 300], ['and its Reef Station', 304, 420]]);
    expect(centredCells(l, [{ x0: 190, x1: 244, y: 610, size: 11, text: 'Cy Numbat' }, { x0: 440, x1: 486, y: 610, size: 11, text: 'Di Bilby' }])).toBeNull();
  });
});

describe('CPU guards for the new regular expressions', () => {
  it('4,000-character adversarial inputs read in well under half a second', () => {
    const inputs = ['a ¨'.repeat(1400), ' ¨a'.repeat(1400), 'St.'.repeat(1400), `${'St.A'.repeat(1000)} is with X`, `A. B is with ${'St.Q '.repeat(800)}`];
    for (const t of inputs) {
      const t0 = cpuNow();
      composeSpacingAccents(t);
      withSentences(t);
      expect(cpuNow() - t0).toBeLessThan(500);
    }
  });
});
