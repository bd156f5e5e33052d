import { describe, expect, it } from 'vitest';
import { matchAffiliation } from './match.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

// Round zarxivhtml3's rule (branch zarxivhtml3), from its one design miss: an organisation's acronym written before its own name, whole
// or its opening words in any language the registry holds (a real arXiv page's "<acronym> Helmholtz-Zentrum, <town>, Germany" was kept
// by name). The organisations below are other registry records, written in made-up short forms; the rule asks the registry.

const rors = (t: string) => matchAffiliation(t).map((r) => r.ror);

describe("an acronym written before its organisation's own name is that organisation", () => {
  it('"DKFZ German Cancer Research Center", "PTB Physikalisch-Technische Bundesanstalt": the record that carries both', () => {
    expect(rors('DKFZ German Cancer Research Center, Heidelberg, Germany')).toEqual(['04cdgtt98']);
    expect(rors('PTB Physikalisch-Technische Bundesanstalt, Braunschweig, Germany')).toEqual(['05r3f7h03']);
  });
  it('only the opening words of the name ("KIST Korea Institute of Science", "NIST National Institute of Standards")', () => {
    expect(rors('KIST Korea Institute of Science, Seoul, Korea')).toEqual(['05kzfa883']);
    expect(rors('NIST National Institute of Standards, Gaithersburg, MD, USA')).toEqual(['05xpvk416']);
  });
  it('the opening words of the name in another language the registry holds ("DLR German Aerospace Center" for the German name)', () => {
    expect(rors('DLR German Aerospace Center, Oberpfaffenhofen, Germany')).toEqual(['04bwf3e34']);
  });
  it('guard: words that open no name of the acronym\'s record are a unit or another organisation, as before', () => {
    expect(rors('KIST Quokka Sensing Center, Seoul, Korea')).not.toEqual(['05kzfa883']);
    expect(rors('NIST Tidal Ledger Group, Boulder, CO, USA')).not.toEqual(['05xpvk416']);
  });
  it('guard: one word after the acronym is not read so (too little to name the organisation)', () => {
    expect(rors('KIST Korea, Seoul, Korea')).not.toEqual(['05kzfa883']);
  });
  it('guard: the record must stand in the country written', () => {
    expect(rors('PTB Physikalisch-Technische Bundesanstalt, Lyon, France')).not.toEqual(['05r3f7h03']);
  });
  it('CPU guard: a 4,000-character acronym-led name is read in bounded time', () => {
    matchAffiliation('KIST Korea Institute, Seoul, Korea');
    const long = `KIST ${'Korea Institute of '.repeat(210)}`.slice(0, 4000);
    const t = cpuNow();
    matchAffiliation(`${long}, Seoul, Korea`);
    matchAffiliation(`DLR ${'German Aerospace '.repeat(250)}`.slice(0, 4000));
    expect(cpuNow() - t).toBeLessThan(500);
  });
});
