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
