// Round vspeed2: regexes the detector now reads by hand give the regex's own answer on every text.
import { describe, expect, it } from 'vitest';
import { GLUED_DIGIT_BEFORE } from './mentions.ts';
import { lowerWordEnd } from './co-located.ts';

/** Texts of up to 6 characters drawn from letters of both cases, digits, ASCII and other white space, punctuation. */
function texts(): string[] {
  const chars = ['a', 'z', 'A', 'Z', 'q', '0', '9', ' ', '\t', '\n', '\u00a0', '\u2003', '\ufeff', '-', '(', '_', 'é', '@'];
  const out: string[] = [''];
  let seed = 1;
  const rand = (n: number) => { seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff; return seed % n; };
  for (let k = 0; k < 20000; k++) {
    let s = '';
    for (let i = rand(7); i > 0; i--) s += chars[rand(chars.length)];
    out.push(s);
  }
  return out;
}

describe('regexes read by hand (vspeed2)', () => {
  it('GLUED_DIGIT_BEFORE answers as /[A-Za-z]\\d$/', () => {
    const re = /[A-Za-z]\d$/;
    for (const t of texts()) expect([t, GLUED_DIGIT_BEFORE.test(t)]).toEqual([t, re.test(t)]);
  });
  it('lowerWordEnd answers as /(?:^|\\s)[a-z]+$/', () => {
    const re = /(?:^|\s)[a-z]+$/;
    for (const t of texts()) expect([t, lowerWordEnd(t)]).toEqual([t, re.test(t)]);
  });
});
