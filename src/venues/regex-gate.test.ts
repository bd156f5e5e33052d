import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { alternativeNeeds, gated, gatedIfWide, readerGate } from './regex-gate.ts';
import { OTHER_TRACK_CUES, TRACK_WORD } from './cues.ts';

/** Every comment of the labelled development sets kept in the repository, and each of its clauses and their halves. */
function texts(): string[] {
  const dir = path.join(import.meta.dirname, '../../test/fixtures/venues');
  const out = new Set<string>();
  for (const f of fs.readdirSync(dir).filter((f) => /^labeled-dev.*\.jsonl$/.test(f))) {
    for (const line of fs.readFileSync(path.join(dir, f), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const c = (JSON.parse(line) as { comments?: string | null }).comments;
      if (!c) continue;
      out.add(c);
      for (const part of c.split(/[.;,]/)) { out.add(part); out.add(part.slice(part.length >> 1)); out.add(part.toUpperCase()); }
    }
  }
  return [...out];
}

describe('the words a regex cannot match without', () => {
  it.each([
    ['abc', '', [['abc']]],
    ['ab?c|de', '', [['a'], ['de']]],
    ['(?:foo|bar)\\s+baz', '', [['baz']]],
    ['(?:foo|bar)\\s+x', '', [['foo', 'bar']]],
    ['x(?:foo|b)?y', '', [['x']]],
    ['[a-z]+\\s+sessions?\\s+on', '', [['session']]],
    ['(?<![A-Za-z])NIER(?![A-Za-z])|(?<=ab)cd', '', [['nier'], ['cd']]],
    ['\\d+|ab', '', [null, ['ab']]],
    ['[\\]x]yz\\.', '', [['yz.']]],
    ['caf\\u00e9s', 'i', [['caf']]],
    ['caf\\u00e9s', '', [['caf\u00e9s']]],
    ['(?:a|b)+cd', '', [['cd']]],
    ['tiny\\s+papers?|sister\\s+conference', 'i', [['tiny'], ['sister']]],
    ['ab(?:cd){0,2}', '', [['ab']]],
  ])('/%s/%s', (source, flags, want) => {
    expect(alternativeNeeds(source, flags)).toEqual(want);
  });

  it('gives up on groups it does not know, so the regex is always run', () => {
    expect(() => alternativeNeeds('(?i:ab)')).toThrow(/unknown group/);
    expect(gated(/\d+/).mayMatch('no digit')).toBe(true);
  });
});

describe('gated regexes', () => {
  const all = texts();
  // The detector's widest regexes, the cues of the "other" track and the list of track words, and made-up ones whose
  // words need folding, stand in the middle of words, or sit in classes and lookarounds.
  const regexes = [
    ...OTHER_TRACK_CUES, TRACK_WORD,
    /(?<![A-Za-z])(?:accepted|submitted|published)\s+(?:at|to|in)\s+|(?:Findings|FINDINGS)\s+of|(?<=\d\s)WORKSHOP|ws(?:\d+)?|x?[Pp]oster|track|demo|late[\s-]breaking/gi,
    /(?:(a)ccepted|(s)ubmitted|under\s+(r)eview|(p)ublished|(t)o\s+appear|(w)orkshop|(c)hallenge|(f)indings)(?=\s)/g,
  ];

  it('test as the regex does, on every comment and clause of the development sets', () => {
    expect(all.length).toBeGreaterThan(1000);
    const wrong: string[] = [];
    for (const re of regexes) {
      const plain = new RegExp(re.source, re.flags.replace(/[gy]/g, ''));
      const g = gated(re);
      const w = gatedIfWide(re);
      for (const t of all) {
        const want = plain.test(t);
        if (g.test(t) !== want || w.test(t) !== want || (want && !g.mayMatch(t))) wrong.push(`${re} on ${JSON.stringify(t)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('never fold past ASCII: "i" outside unicode mode matches no Kelvin sign nor long s for k and s', () => {
    const re = /kelvin|sessions|x\d/i;
    for (const t of ['\u212Aelvin', 'se\u017Fsions', 'KELVIN', 'SeSsIoNs']) expect(gated(re).test(t)).toBe(re.test(t));
  });
});

describe('a gate over many readers', () => {
  const all = texts();
  // Each reader's first tests: literal words, small classes ("['’]", "[(\\[]", "[Ww]"), case folded or not, one reader
  // with no regex (always run) and one whose regex needs no literal (always run).
  const readers: RegExp[][] = [
    [/(?:^|[,;]\s*)([A-Z][A-Za-z0-9]*[A-Z]) ?['’](\d{2})(?=\s*(?:,|$))/],
    [/^\s*[(\[]\s*([A-Z][A-Za-z0-9]*[A-Z])[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})\s*[)\]]/],
    [/(?<![A-Za-z])(?:[Cc]hallenge|[Cc]ompetition|[Ss]hared\s+[Tt]ask)\s+(?:at|of|in)\s+/, /findings\s+of/i],
    [],
    [/[A-Z][A-Z0-9]{2,}\s+[A-Z][a-z]+[A-Z]/],
    [/\s[Ww]orkshop\s*@\s*[A-Z]|ws\d/],
  ];
  const may = readerGate(readers);

  it('lets a reader run wherever one of its regexes matches, on every comment and clause of the development sets', () => {
    const wrong: string[] = [];
    let skipped = 0;
    for (const t of all) {
      const flags = may(t);
      readers.forEach((res, k) => {
        if (!flags[k]) skipped++;
        if (!flags[k] && (!res.length || res.some((re) => re.test(t)))) wrong.push(`reader ${k} on ${JSON.stringify(t)}`);
      });
    }
    expect(wrong).toEqual([]);
    // The gate does skip readers (it is not always open).
    expect(skipped).toBeGreaterThan(all.length);
  });

  it('refuses a global or sticky regex (a skipped exec would leave its lastIndex as it was)', () => {
    expect(() => readerGate([[/ab/g]])).toThrow(/lastIndex/);
    expect(() => readerGate([[/ab/y]])).toThrow(/lastIndex/);
  });

  it('skips a reader only when none of its words is in the text', () => {
    expect([...may('')]).toEqual([0, 0, 0, 1, 1, 0]);
    expect([...may('CVPR’25, shared task at X')]).toEqual([1, 0, 1, 1, 1, 0]);
    expect([...may('[ICML 2026] Findings of EMNLP')]).toEqual([0, 1, 1, 1, 1, 0]);
    expect([...may('Accepted at the X Workshop @ ICML')]).toEqual([0, 0, 0, 1, 1, 1]);
  });
});
