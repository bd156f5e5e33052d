// Round vspeed of 2026-12-07: the cheap tests put in front of readers fire on every text the reader can read, and the
// binary search that replaced a scan of JabRef's abbreviations answers as the scan did.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seriesAcronym, seriesKey } from './series-names.ts';
import { abbreviationBegunBy } from './generic-venue.ts';
import { journalAbbreviations } from './catalogue-file.ts';
import { commentClauses } from './unseen-tags.ts';

const TABLE = Object.entries((JSON.parse(fs.readFileSync(new URL('./series-names.json', import.meta.url), 'utf8')) as { names: Record<string, string> }).names);
const EVENT = /\b(?:conference|symposium|congress|colloquium|meeting|forum|summit|convention)\b/;

describe('seriesAcronym: the event-word test in front of seriesKey', () => {
  const title = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  it('still names every series of the table written as authors write it (capitals, upper case, society, edition, year)', () => {
    for (const [key, acronym] of TABLE) {
      const words = key.split(' ');
      expect(seriesAcronym(words.map(title).join(' '))).toBe(acronym);
      expect(seriesAcronym(`IEEE 12th ${words.map((w) => w.toUpperCase()).join(' ')} 2026`)).toBe(acronym);
      expect(seriesAcronym(`Proceedings of the ${words.map(title).join(' ')}`)).toBe(acronym);
    }
  });
  it('keys a name that is not ASCII as before: an accented event word still names the series', () => {
    const [key, acronym] = TABLE.find(([k]) => /\bconference\b/.test(k))!;
    const name = key.split(' ').map((w) => (w === 'conference' ? 'Conf\u00e9rence' : w.charAt(0).toUpperCase() + w.slice(1))).join(' ');
    expect(seriesAcronym(name)).toBe(acronym);
  });
  it('skips only ASCII names whose key holds no event word (seriesKey gives null for them)', () => {
    const words = [...new Set(TABLE.flatMap(([k]) => k.split(' ')))].filter((w) => !EVENT.test(w));
    for (let i = 0; i + 4 <= words.length; i += 3) {
      const name = words.slice(i, i + 4).join(' ');
      expect(seriesKey(name)).toBeNull();
      expect(seriesAcronym(name)).toBeNull();
    }
  });
});

describe('abbreviationBegunBy: the sorted look-up answers as the scan of every abbreviation did', () => {
  const abbrs = journalAbbreviations().abbreviations();
  const scan = (last: string) => abbrs.some((a) => a.startsWith(last) && (a.length === last.length || a.charCodeAt(last.length) === 32));
  it('on first words, first two words and whole abbreviations of the table, and on words no abbreviation begins with', () => {
    const probes = new Set<string>(['Phys.', 'J.', 'Nucl.', 'Funktsional.', 'Zzyzx.', 'Entropy.', '.', 'Phys. Rev.', 'phys.', 'Phys']);
    for (let i = 0; i < abbrs.length && probes.size < 900; i += 97) {
      const words = abbrs[i]!.split(' ');
      probes.add(words[0]!);
      probes.add(`${words[0]!.replace(/\.$/, '')}.`);
      probes.add(words.slice(0, 2).join(' '));
      probes.add(abbrs[i]!);
      probes.add(`${words[0]!}x.`);
    }
    let begun = 0;
    for (const p of probes) {
      expect(abbreviationBegunBy(p), p).toBe(scan(p));
      if (scan(p)) begun++;
    }
    expect(begun).toBeGreaterThan(100);
  });
});

describe('commentClauses: the split runs only where "." or ";" is, and a repeated comment splits the same', () => {
  it('a comment with neither is one clause (white space made single)', () => {
    expect(commentClauses('12 pages,\n 5 figures,  accepted at FOOCON 2026')).toEqual(['accepted at FOOCON 2026']);
    expect(commentClauses('Accepted at  the\tBarCamp Workshop 2026')).toEqual(['Accepted at the BarCamp Workshop 2026']);
  });
  it('a comment with one is split as before, the same on a second call', () => {
    const c = 'Accepted at the Foo Symposium. Oral presentation; best paper award';
    expect(commentClauses(c)).toEqual(['Accepted at the Foo Symposium', 'Oral presentation', 'best paper award']);
    expect(commentClauses(c)).toEqual(['Accepted at the Foo Symposium', 'Oral presentation', 'best paper award']);
    expect(commentClauses('Zed Forum 2026.  Poster')).toEqual(['Zed Forum 2026', 'Poster']);
  });
});
