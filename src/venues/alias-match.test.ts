import { describe, expect, it } from 'vitest';
import { ALIAS_INDEX } from './catalogue.ts';
import { aliasMatcher } from './alias-match.ts';

/** An alias as authors vary it: case, spaces, hyphens, dots, "and" / "&", a plural s. */
function variants(alias: string): string[] {
  return [...new Set([alias, alias.toUpperCase(), alias.toLowerCase(), alias.replace(/ /g, '  '), alias.replace(/ /g, '-'),
    alias.replace(/ /g, ' - '), alias.replace(/\./g, ''), alias.replace(/\. /g, '.'), alias.replace(/ and /gi, ' & '),
    alias.replace(/ & /g, ' and '), alias.replace(/-/g, ''), alias.replace(/s$/, ''), `${alias}s`, alias.replace(/\//g, ' / ')])];
}
const BEFORE = ['', 'Accepted at ', 'on ', 'IEEE ', 'Foo ', 'x'];
const AFTER = ['', ' 2025', ' and Applications', ' in press', ' for publication', ' for the', '/CVF', '25b', '.', '. Next', ' (ICML)'];

describe('alias matchers', () => {
  it('end where the alias regex ends, or fail where it fails: every catalogue alias, varied, in context', () => {
    let checked = 0;
    for (const aliases of ALIAS_INDEX.values()) {
      for (const a of aliases) {
        if (!a.match) continue;
        for (const v of variants(a.alias)) for (const b of BEFORE) for (const e of AFTER) {
          const text = b + v + e;
          a.re.lastIndex = b.length;
          const want = a.re.test(text) ? a.re.lastIndex : -1;
          if (a.match(text, b.length) !== want) expect({ alias: a.alias, text, end: a.match(text, b.length) }).toEqual({ alias: a.alias, text, end: want });
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(50000);
  });

  it('reads "Phys. Rev. D" with its dots optional and spaces after them optional, as its regex does', () => {
    const m = aliasMatcher('Phys. Rev. D', false, 'yi', '', '(?![A-Za-z])')!;
    expect(m('in Phys.Rev.D 97', 3)).toBe('in Phys.Rev.D'.length);
    expect(m('in Phys Rev D', 3)).toBe('in Phys Rev D'.length);
    expect(m('in Phys. Rev. Dx', 3)).toBe(-1);
  });

  it('leaves an alias with letters outside ASCII to its regex when case is folded', () => {
    expect(aliasMatcher('Journées Francophones', false, 'yi', '', '')).toBeNull();
    expect(aliasMatcher('Journées Francophones', false, 'y', '', '')).not.toBeNull();
  });
});
