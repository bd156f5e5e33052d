import { describe, expect, it } from 'vitest';
import { withAffiliations, withSentences } from './with-sentences.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round zleft2's rule (branch zleft2), from a layout rounds ztemplates7–8 left on their design pages: IEEE notes written with
// initials ("Q. Wallaby is with …") for two authors of one initial and surname, whose sentences were pooled and given to both.
// Made-up names, places and organisations.

const notesOf = (text: string, names: string[]): string[][] => {
  const by = withSentences(text);
  return names.map((n) => withAffiliations(by, n, names) ?? []);
};

describe('two authors of one initial and surname in IEEE notes: the n-th sentence is the n-th author\'s', () => {
  it('"Q. Wallaby is with …" twice, for Quin Wallaby and Quentin Wallaby, in the names\' order', () => {
    const text = 'A. Numbat is with the Tidal Lab, Quokkaland. Q. Wallaby is with the Reef Institute, Tidaltown, and also with the Tidal Lab, '
      + 'Quokkaland. Q. Wallaby is with the Kelp University, Kelpton. B. Bilby is with the Kelp University, Kelpton.';
    expect(notesOf(text, ['Ana Numbat', 'Quin Wallaby', 'Quentin Wallaby', 'Bo Bilby'])).toEqual([
      ['Tidal Lab, Quokkaland'],
      ['Reef Institute, Tidaltown, and also with the Tidal Lab, Quokkaland'],
      ['Kelp University, Kelpton'],
      ['Kelp University, Kelpton'],
    ]);
  });
  it('a shared "also with" sentence after "The authors are with …" keeps the common address first', () => {
    const text = 'The authors are with the Tidal Lab, Quokkaland. M. Li is also with the Reef Institute. M. Li is also with the Kelp University.';
    expect(notesOf(text, ['Mei Li', 'Ming Li'])).toEqual([['Tidal Lab, Quokkaland', 'Reef Institute'], ['Tidal Lab, Quokkaland', 'Kelp University']]);
  });
  it('guard: one author of that key with two sentences keeps both', () => {
    const text = 'Q. Wallaby is with the Reef Institute. Q. Wallaby is also with the Kelp University.';
    expect(notesOf(text, ['Quin Wallaby', 'Bo Bilby'])).toEqual([['Reef Institute', 'Kelp University'], []]);
  });
  it('guard: as many sentences as authors of that key only — three sentences for two authors stay pooled', () => {
    const text = 'Q. Wallaby is with the Reef Institute. Q. Wallaby is with the Kelp University. Q. Wallaby is also with the Tidal Lab.';
    const pooled = ['Reef Institute', 'Kelp University', 'Tidal Lab'];
    expect(notesOf(text, ['Quin Wallaby', 'Quentin Wallaby'])).toEqual([pooled, pooled]);
  });
});

describe('CPU guard', () => {
  it('4,000-character adversarial notes read in well under half a second', () => {
    const names = Array.from({ length: 50 }, (_, i) => `Q${'u'.repeat(i)} Wallaby`);
    // warm-up: the first object read as a possible country ("A") loads the country lists once (≈ 0.8 s of CPU, not the notes' cost)
    withSentences('Q. Wallaby is with A. Q. Wallaby is with B.');
    for (const t of ['Q. Wallaby is with A. '.repeat(190), 'Q. Wallaby is also with '.repeat(170), 'The authors are with A. Q. Wallaby is also with B. '.repeat(80)]) {
      const t0 = cpuNow();
      const by = withSentences(t);
      for (const n of names) withAffiliations(by, n, names);
      expect(cpuNow() - t0).toBeLessThan(500);
    }
  });
});
