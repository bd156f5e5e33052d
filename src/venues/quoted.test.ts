// Round vevidence: a mention's evidence is words the author wrote, whatever the mending passes did to the text the
// readers read (objectBlanked, slipsMended, transactionsOnSpelledOut, acronymAfterName in detect.ts; TeX accents and
// accented letters in latin.ts; "Trans." and "J. of" spelled out in a journal-ref). Made-up comments and citations. A
// comment's TeX accent commands are quoted as the letters they make (round v271's choice, kept).
import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { texAccentsDecoded } from './latin.ts';
import { quotedIn } from './quoted.ts';
import { cpuNow } from '../../test/helpers/cpu-clock.ts';

const oneSpaced = (s: string) => s.replace(/\s+/g, ' ');
function evidenceOf(comments: string, journalRef: string | null = null): { venue: string; evidence: string }[] {
  return detectVenues({ id: '2601.00001', comments, journalRef }).map((m) => {
    // The invariant itself: a substring of what was written, white space one-spaced.
    expect(oneSpaced(m.source === 'comments' ? texAccentsDecoded(comments) : journalRef!)).toContain(m.evidence);
    return { venue: m.venue, evidence: m.evidence };
  });
}

describe('evidence quoted as written', () => {
  it.each([
    // objectBlanked: the object between the cue and its preposition was blanked, so the words split differently.
    ['Submitted this to the International Conference on Imaginary Widget Systems (IWS 2026)', 'IWS',
      'Submitted this to the International Conference on Imaginary Widget Systems (IWS 2026)'],
    ['12 pages. We presented it at the Annual Symposium on Quantum Teapots (QTEA 2025), Lisbon', 'QTEA',
      'We presented it at the Annual Symposium on Quantum Teapots (QTEA 2025), Lisbon'],
    // transactionsOnSpelledOut: "Trans." read as "Transactions" (another length).
    ['Submitted this paper to IEEE Trans. on Widget Engineering', 'TWE', 'Submitted this paper to IEEE Trans. on Widget Engineering'],
    // acronymAfterName: the bracketed acronym moved after the name it abbreviates.
    ['Published in (IJWE) International Journal of Widget Engineering', 'IJWE', 'Published in (IJWE) International Journal of Widget Engineering'],
    // slipsMended: a typing slip one letter longer than the word it is read as.
    ['Accepted at the NeurIPS 2025 Worksshop', 'NeurIPS', 'Accepted at the NeurIPS 2025 Worksshop'],
    ['Accepted to EMNLP 2025 Findinggs', 'EMNLP', 'Accepted to EMNLP 2025 Findinggs'],
    // Accents: an accented capital quoted as typed, TeX accent commands as the letters they make (the names read in ASCII).
    ['Accepted to the Symposium on Widget Theory (SWT 2025), Z\\"urich', 'SWT', 'Accepted to the Symposium on Widget Theory (SWT 2025), Zürich'],
    ['Submitted this to the Symposium on Widget Theory (SWT 2025), Z\\"urich', 'SWT', 'Submitted this to the Symposium on Widget Theory (SWT 2025), Zürich'],
    ['Accepted at SİU 2026', 'SIU', 'Accepted at SİU 2026'],
  ])('%s', (comments, venue, evidence) => {
    expect(evidenceOf(comments)).toEqual([{ venue, evidence }]);
  });

  it.each([
    ['IEEE Trans. Widget Engineering 12, 3-9 (2019)', 'TWE'],
    ['J. of Functional Analysis 12 (2011) 1-9', 'J. Funct. Anal.'],
  ])('journal-ref %s', (journalRef, venue) => {
    expect(evidenceOf('8 pages', journalRef)).toEqual([{ venue, evidence: journalRef }]);
  });
});

describe('quotedIn', () => {
  it('cuts a moved, lengthened or shortened span from the written text', () => {
    expect(quotedIn('see (ABC) Alpha Beta Conference, 2020', 'see Alpha Beta Conference (ABC), 2020', 'Alpha Beta Conference (ABC)')).toBe('(ABC) Alpha Beta Conference');
    expect(quotedIn('in IEEE Trans. on Foo Bar, 3', 'in IEEE Transactions on Foo Bar, 3', 'IEEE Transactions')).toBe('IEEE Trans.');
    expect(quotedIn('Submitted this to  X\nY', 'Submitted      to X Y', 'to X Y')).toBe('to X Y');
    expect(quotedIn('abc', 'abd', 'zz')).toBeNull();
  });

  it('answers fast on a 4,000-character adversarial pair (timing guard: edits bounded)', () => {
    const t0 = cpuNow();
    // Every other letter differs: the edit script is long, so no alignment is sought beyond its bound.
    const written = 'ab'.repeat(2000);
    expect(quotedIn(written, written.replace(/a/g, 'c'), 'cbcbcb')).toBeNull();
    // One letter in ten differs (800 edits): aligned.
    const tenth = 'abcdefghi '.repeat(400);
    expect(quotedIn(tenth, tenth.replace(/i/g, 'j'), 'abcdefghj abcdefghj')).toBe('abcdefghi abcdefghi');
    expect(quotedIn(`${'x y '.repeat(1000)}Trans.`, `${'x y '.repeat(1000)}Transactions`, 'Transactions')).toBe('Trans.');
    expect(cpuNow() - t0).toBeLessThan(500);
  });

  it('keeps detection fast on a 4,000-character comment every pass mends (timing guard)', () => {
    const comments = 'Submitted this to IEEE Trans. on Widget Engineering, Z\\"urich; published in (IJWE) International Journal of Widget Engineering. '.repeat(32).slice(0, 4000);
    // The readers' first run over such a text costs them alone far more (their expressions compiled): timed warm.
    detectVenues({ id: '2601.00001', comments: `${comments} x`, journalRef: null });
    const t0 = cpuNow();
    const found = detectVenues({ id: '2601.00001', comments, journalRef: null });
    expect(cpuNow() - t0).toBeLessThan(500);
    for (const m of found) expect(oneSpaced(texAccentsDecoded(comments))).toContain(m.evidence);
  });
});
