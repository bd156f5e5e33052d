import { describe, expect, it } from 'vitest';
import { askedNeeds, freshNeeds, gated, gatedIfWide, needsKey, readerGate, shippedNeeds } from './regex-gate.ts';
import { tailReaders } from './generic-venue.ts';
import { TRACK_CUES } from './cues.ts';

// Round vfirst: regex-gate.ts takes what it reads of a gated regex's source from src/venues/regex-needs.json
// (scripts/build-regex-needs.ts) instead of parsing it in every process.
describe('the shipped table of gated regexes (regex-needs.json)', () => {
  it('holds, for every entry, exactly what a fresh parse gives', () => {
    const table = shippedNeeds();
    expect(table.size).toBeGreaterThan(50);
    for (const [key, shipped] of table) {
      const [mode, flags] = key.split('/', 2);
      const source = key.slice(mode.length + flags.length + 2);
      expect(shipped, key).toEqual(freshNeeds(source, flags, mode === 'c'));
    }
  });

  it('holds every regex the detector gates (rerun scripts/build-regex-needs.ts when this fails)', () => {
    // The detector's gated regexes: genericVenue's tail readers' (readerGate, few-character classes) and the track cues
    // (gatedIfWide). Named here, not read from askedNeeds(): the unit files share their modules, so other files' made-up
    // regexes are asked too.
    const keys = [
      ...tailReaders().readers.flatMap((r) => r.needs).map((re) => needsKey(re.source, re.flags, true)),
      ...TRACK_CUES.map(([, re]) => needsKey(re.source, re.flags, false)),
    ];
    expect(keys.length).toBeGreaterThan(50);
    expect(keys.filter((k) => !shippedNeeds().has(k))).toEqual([]);
    expect(askedNeeds().map((a) => a.key)).toEqual(expect.arrayContaining(keys));
  });

  it('parses a regex it does not hold, as before', () => {
    const re = /zorblax|quintrel|vantosh|merquid|plandor|fesquim|trovald|yembric/;
    expect(shippedNeeds().has(needsKey(re.source, re.flags, false))).toBe(false);
    const g = gatedIfWide(re);
    expect(g.test('a plandor here')).toBe(true);
    expect(g.test('nothing here')).toBe(false);
    expect(g.mayMatch('nothing here')).toBe(false);
    expect(gated(/(?:zorb|quin)trel\s+x/i).test('A QUINTREL x')).toBe(true);
    const gate = readerGate([[/zorblax\s+\d/], [/[a-z]+/]]);
    expect([...gate('a zorblax 3')]).toEqual([1, 1]);
    expect([...gate('plain')]).toEqual([0, 1]);
  });

  it('answers a made-up gated reader from a table entry as a parse does', () => {
    // The keys are exact: the same source with other flags or in the other mode is another entry.
    const [first] = shippedNeeds().keys();
    const [mode, flags] = first.split('/', 2);
    const source = first.slice(mode.length + flags.length + 2);
    expect(needsKey(source, flags, mode === 'c')).toBe(first);
    expect(needsKey(source, `${flags}m`, mode === 'c')).not.toBe(first);
  });
});
