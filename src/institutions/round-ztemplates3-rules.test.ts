import { describe, expect, it } from 'vitest';
import { withSentences } from './with-sentences.ts';

// Round ztemplates3's rules (branch ztemplates3), from its design misses in the IEEE journal and IEEE compsoc classes, whose
// affiliations are "X and Y are with …" footnotes: a country written with dotted initials closing one sentence before the next
// author's name, and an organisation's kind written short ("… Lab. The University of …") inside an address. Made-up names.

const of = (text: string, key: string) => withSentences(text).get(key);

describe('a dotted country closes a sentence when names and "is with" follow', () => {
  const text = 'M. Varga and T. Lind are with the School of Optics, Quillon University, U.K. Petra Holm is with the Institute of Tides, '
    + 'Varnholt University, Bergen, Norway, and also with the Quillon Marine Centre, U.K.';
  it('the first sentence ends at "U.K."; the second author keeps her own sentence', () => {
    expect(of(text, 'varga')).toEqual(['School of Optics, Quillon University, U.K']);
    expect(of(text, 'lind')).toEqual(['School of Optics, Quillon University, U.K']);
    expect(of(text, 'holm')?.[0]).toMatch(/^Institute of Tides, Varnholt University/);
  });
  it('guard: initials in a subject still end no sentence ("A.R. Lund is with …")', () => {
    const m = withSentences('O. Berg and A.R. Lund are with Quillon University, Varnholt, Norway.');
    expect(m.get('lund')).toEqual(['Quillon University, Varnholt, Norway']);
    expect(m.get('berg')).toEqual(['Quillon University, Varnholt, Norway']);
  });
  it('guard: a dotted country followed by words that are no names goes on as before', () => {
    expect(of('K. Sato is with Quillon University, U.K. Research Office. J. Ode is with Varnholt University, Norway.', 'sato')?.[0])
      .toMatch(/^Quillon University, U\.K/);
  });
});

describe('an organisation kind written short inside an address ("Lab. The University of …")', () => {
  it('the period after "Lab" ends no sentence when the address goes on to a country', () => {
    const text = 'R. Oster and E. Brandt are with the Signal Processing Lab. The Quillon Institute of Technology, Varnholt, Norway. '
      + 'S. Kaur is with the Signal Processing Lab. The Quillon Institute of Technology, Varnholt, Norway, and also with Bergen '
      + 'University, Bergen, Norway.';
    expect(of(text, 'oster')).toEqual(['Signal Processing Lab. The Quillon Institute of Technology, Varnholt, Norway']);
    expect(of(text, 'kaur')?.[0]).toMatch(/Varnholt, Norway, and also with Bergen University, Bergen, Norway$/);
  });
  it('guard: "Lab." before the next author\'s "is with" still ends the sentence', () => {
    const m = withSentences('R. Oster is with the Quillon Vision Lab. E. Brandt is with Varnholt University, Norway.');
    expect(m.get('oster')).toEqual(['Quillon Vision Lab']);
    expect(m.get('brandt')).toEqual(['Varnholt University, Norway']);
  });
  it('guard: "Lab." before a sentence that closes on no country still ends the sentence', () => {
    expect(of('R. Oster is with the Quillon Vision Lab. This work was funded by the Varnholt Trust.', 'oster')).toEqual(['Quillon Vision Lab']);
  });
});

describe('timing guards (4,000-character inputs)', () => {
  it('kinds written short, each followed by an address closing on a country', () => {
    const text = `A. Berg is with the ${'Quillon Lab. The Varnholt Institute, Bergen, Norway '.repeat(80)}`.slice(0, 4000);
    const t = performance.now();
    withSentences(text);
    expect(performance.now() - t).toBeLessThan(500);
  });
  it('dotted countries, each followed by capitalised words', () => {
    const text = `A. Berg is with Quillon University, ${'U.K. Quillon Varnholt '.repeat(190)}is with Bergen.`.slice(0, 4000);
    const t = performance.now();
    withSentences(text);
    expect(performance.now() - t).toBeLessThan(500);
  });
});
