// Round vspeed: oneSlip compares code units without building strings; it answers as the reading it replaced (kept here
// as the reference) on every pair of short words drawn from a few letters, the confusable ones among them.
import { describe, expect, it } from 'vitest';
import { oneSlip } from './fuzzy.ts';

const CONFUSABLE = new Set(['li', 'il', 'l1', '1l', 'i1', '1i', 'o0', '0o']);
function reference(word: string, target: string): boolean {
  if (word === target) return false;
  if (word.length === target.length) {
    const diff: number[] = [];
    for (let i = 0; i < word.length; i++) if (word[i] !== target[i]) diff.push(i);
    if (diff.length === 2 && diff[1] === diff[0] + 1) return word[diff[0]] === target[diff[1]] && word[diff[1]] === target[diff[0]];
    return diff.length === 1 && CONFUSABLE.has(word[diff[0]] + target[diff[0]]);
  }
  if (word.length === target.length - 1 && target.length >= 7) {
    for (let i = 0; i < target.length; i++) if (target.slice(0, i) + target.slice(i + 1) === word) return true;
  }
  return false;
}

describe('oneSlip (vspeed)', () => {
  it('answers as the string-building reading on generated pairs', () => {
    const chars = ['a', 'b', 'l', 'i', '1', 'o', '0'];
    let seed = 7;
    const rand = (n: number) => { seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff; return seed % n; };
    const word = (len: number) => { let s = ''; for (let i = 0; i < len; i++) s += chars[rand(chars.length)]; return s; };
    let slips = 0;
    for (let k = 0; k < 40000; k++) {
      const target = word(3 + rand(6));
      // A slip of the target (a swap, a changed or dropped letter) or an unrelated word of about its length.
      const at = rand(target.length);
      const kind = rand(4);
      const w = kind === 0 ? target.slice(0, at) + target.slice(at + 1)
        : kind === 1 ? target.slice(0, at) + chars[rand(chars.length)] + target.slice(at + 1)
          : kind === 2 && at + 1 < target.length ? target.slice(0, at) + target[at + 1] + target[at] + target.slice(at + 2)
            : word(target.length - rand(2));
      const expected = reference(w, target);
      if (expected) slips++;
      expect([w, target, oneSlip(w, target)]).toEqual([w, target, expected]);
    }
    expect(slips).toBeGreaterThan(1000);
  });
});
