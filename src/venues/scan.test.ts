import { describe, expect, it } from 'vitest';
import { ALIAS_INDEX, type AliasMatcher } from './catalogue.ts';
import { candidates, scanKeys } from './scan.ts';

/** Spellings an alias regex accepts: as written, "and" <-> "&", hyphens <-> spaces, dots dropped or glued, case changed. */
function variants(alias: string): string[] {
  const out = new Set([alias, alias.toUpperCase(), alias.toLowerCase()]);
  out.add(alias.replace(/ and /gi, ' & ').replace(/ & /g, ' and '));
  out.add(alias.replace(/ and /gi, ' & '));
  out.add(alias.replace(/ & /g, ' and '));
  out.add(alias.replace(/-/g, ' '));
  out.add(alias.replace(/-/g, ''));
  out.add(alias.replace(/ /g, '-'));
  out.add(alias.replace(/\./g, ''));
  out.add(alias.replace(/\.\s+/g, '.'));
  out.add(alias.replace(/\//g, ' / '));
  return [...out];
}

describe('alias letter tries', () => {
  it('never drop an alias whose regex matches: every catalogue alias, in every accepted spelling, stays a candidate', () => {
    let checked = 0;
    for (const aliases of ALIAS_INDEX.values()) {
      for (const a of aliases) {
        for (const v of variants(a.alias)) {
          const text = `Accepted at ${v} 2026, oral`;
          const at = 'Accepted at '.length;
          a.re.lastIndex = at;
          if (!a.re.test(text)) continue;
          const found: AliasMatcher[] = [];
          let keyed = false;
          scanKeys(text, (e, start, end) => {
            if (start - a.offset === at && e.aliases.includes(a)) { keyed = true; found.push(...candidates(e, text, end)); }
          });
          if (!keyed) continue; // "AutoMLConf": the alias's first word is not a word of the text, so it was never tried
          expect(found, `${a.alias} written "${v}"`).toContain(a);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('skips aliases whose letters do not follow the key', () => {
    // 330 aliases keyed by these words, none of whose letters go on into "on Quilting" (an alias whose next word has an
    // "and" / "&" spelling, CLEF's "Conference and Labs …", keeps its letters open there and stays a candidate).
    const text = 'International Symposium on Quilting';
    const found: AliasMatcher[] = [];
    scanKeys(text, (e, _s, end) => { found.push(...candidates(e, text, end)); });
    expect(found).toEqual([]);
  });
});
