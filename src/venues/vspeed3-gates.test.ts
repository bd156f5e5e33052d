// Round vspeed3 of 2026-12-07: the one-pass test in front of detect.ts's long-run cuts answers as the two regexes did,
// stays linear, and a comment nothing is read from is given back as before.
import { describe, expect, it } from 'vitest';
import { detectVenues, hasLongRun } from './detect.ts';
import { cpuNow, GUARD_MS } from '../../test/helpers/cpu-clock.ts';

// The cuts' own regexes (detect.ts: SPACE_RUN_MAX 16, WORD_RUN_MAX 64), as the cuts test them.
const LONG_SPACE_RUN = /\s{17,}/;
const LONG_WORD_RUN = /[A-Za-z0-9]{65,}/;
const byRegex = (t: string) => LONG_SPACE_RUN.test(t) || LONG_WORD_RUN.test(t);

// Every character /\s/ matches, a few it does not that sit near them, letters, digits and the characters next to them.
const SPACES = ' \t\n\v\f\r\u00a0\u1680\u2000\u2005\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
const NOT_SPACES = '\u200b\u180e\u0085\u2060_-.@`{[/:0';
const WORDS = 'aZz9A0mQ';

describe('hasLongRun: one pass answers as the two regexes', () => {
  it('at the bounds: 16 and 17 white-space characters of every kind, 64 and 65 letters and digits', () => {
    for (const s of SPACES) {
      expect(hasLongRun(`x${s.repeat(16)}y`), JSON.stringify(s)).toBe(false);
      expect(hasLongRun(`x${s.repeat(17)}y`), JSON.stringify(s)).toBe(true);
      expect(hasLongRun(s.repeat(17))).toBe(true);
    }
    for (const s of NOT_SPACES) expect(hasLongRun(`x${s.repeat(40)}y`), JSON.stringify(s)).toBe(byRegex(`x${s.repeat(40)}y`));
    expect(hasLongRun(`${'a1'.repeat(32)} ${'B'.repeat(64)}`)).toBe(false);
    expect(hasLongRun(`(${'a1'.repeat(32)}Z)`)).toBe(true);
    // a run broken by a character of neither kind starts again
    expect(hasLongRun(`${' '.repeat(10)}_${' '.repeat(10)}${'a'.repeat(40)}-${'a'.repeat(40)}`)).toBe(false);
  });

  it('on 20,000 made-up strings of mixed runs', () => {
    let seed = 17;
    const rand = (n: number) => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return (seed >>> 8) % n; };
    const pools = [SPACES, NOT_SPACES, WORDS, 'Accepted at ICML 2026, ', '\u00e9\u00fc\u4e2d'];
    let long = 0;
    const wrong: string[] = [];
    for (let k = 0; k < 20_000; k++) {
      let t = '';
      const parts = 1 + rand(8);
      for (let p = 0; p < parts; p++) {
        const pool = pools[rand(pools.length)];
        const len = rand(3) === 0 ? 10 + rand(70) : rand(12);
        for (let i = 0; i < len; i++) t += pool[rand(pool.length)];
      }
      const want = byRegex(t);
      if (want) long++;
      if (hasLongRun(t) !== want) wrong.push(JSON.stringify(t));
    }
    expect(wrong).toEqual([]);
    expect(long).toBeGreaterThan(500);
  });

  it('stays linear on 4,000 characters (one pass, no regex)', () => {
    const texts = [' '.repeat(4000), 'a'.repeat(4000), ' a'.repeat(2000), `${'x '.repeat(1990)}${' '.repeat(17)}`, 'Accepted at ICML 2026 '.repeat(182)];
    let best = Infinity;
    for (let r = 0; r < 3; r++) {
      const t0 = cpuNow();
      for (let i = 0; i < 50; i++) for (const t of texts) hasLongRun(t);
      best = Math.min(best, cpuNow() - t0);
    }
    expect(best).toBeLessThan(GUARD_MS);
  });
});

describe('detectVenues: a comment nothing is read from', () => {
  it('gives an empty list (the amending passes are skipped), and a long run is still cut before reading', () => {
    expect(detectVenues({ id: '2605.00001', comments: '12 pages, 5 figures, code on request', journalRef: null })).toEqual([]);
    expect(detectVenues({ id: '2605.00001', comments: `${'\u3000'.repeat(40)}12 pages`, journalRef: null })).toEqual([]);
    const read = (c: string) => detectVenues({ id: '2605.00001', comments: c, journalRef: null }).map((v) => [v.venue, v.year, v.track, v.workshop]);
    expect(read(`Published at ICLR 2026 Workshop on Agents in${'\u3000'.repeat(3000)}the Wild`)).toEqual([['ICLR', 2026, 'workshop', 'Workshop on Agents in the Wild']]);
  });
});
