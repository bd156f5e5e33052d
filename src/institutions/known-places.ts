import { normalizeName } from './normalize.ts';
import type { Registry } from './registry.ts';

const cache = new WeakMap<Registry, Set<string>>();

/** Normalised names of the cities the registry's institutions are in: a capitalised piece that is none of them is more likely an organisation than a place. */
export function registryCities(reg: Registry): Set<string> {
  let s = cache.get(reg);
  if (!s) {
    s = new Set();
    for (const inst of reg.byId.values()) if (inst.city) s.add(normalizeName(inst.city));
    cache.set(reg, s);
  }
  return s;
}

const chineseCache = new WeakMap<Registry, Set<string>>();

/** Chinese cities of the registry written as one word ("nanjing", "suzhou"), for rejoining a name spelt in two syllables. */
function chineseCities(reg: Registry): Set<string> {
  let s = chineseCache.get(reg);
  if (!s) {
    s = new Set();
    for (const inst of reg.byId.values()) if (inst.city && ['CN', 'TW', 'HK', 'MO'].includes((inst.country ?? '').toUpperCase()) && !/\s/.test(inst.city)) s.add(inst.city.toLowerCase());
    chineseCache.set(reg, s);
  }
  return s;
}

/** "Nan Jing Univ of Posts" → "Nanjing Univ of Posts": a Chinese city spelt as two capitalised syllables is rejoined when the
 *  joined word is a city of the registry and the two words are not a place of their own ("Hong Kong" stays). */
export function joinSplitCities(text: string, reg: Registry): string {
  if (!/\b\p{Lu}\p{Ll}{0,5} \p{Lu}\p{Ll}{0,5}\b/u.test(text)) return text;
  const cn = chineseCities(reg);
  const all = registryCities(reg);
  return text.replace(/\b(\p{Lu}\p{Ll}{0,5}) (\p{Lu}\p{Ll}{0,5})\b/gu, (m, a: string, b: string) => {
    const joined = (a + b).toLowerCase();
    return cn.has(joined) && !all.has(normalizeName(m)) ? a + b.toLowerCase() : m;
  });
}

const countriesCache = new WeakMap<Registry, Map<string, Set<string>>>();

/** The countries the registry's institutions of a city stand in, by the city's normalised name ("tbilisi" → GE; "athens" → GR, US). */
export function cityCountries(reg: Registry): Map<string, Set<string>> {
  let m = countriesCache.get(reg);
  if (!m) {
    m = new Map();
    for (const inst of reg.byId.values()) {
      if (!inst.city || !inst.country) continue;
      const k = normalizeName(inst.city);
      if (!m.has(k)) m.set(k, new Set());
      m.get(k)!.add(inst.country.toUpperCase());
    }
    countriesCache.set(reg, m);
  }
  return m;
}
