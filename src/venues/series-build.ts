// The table scripts/build-venue-series.ts writes to src/venues/series-names.json (round vlists): the spelled-out names
// of conference series of a list (lines ACRONYM|NAME) by their seriesKey, with the usual acronym, less the names it
// must not name (see the script's head).
import { VENUES } from './catalogue.ts';
import { seriesKey } from './series-names.ts';

const fold = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The table of a list's lines, and how many lines each guard left out. */
export function seriesTable(lines: readonly string[]): { names: Record<string, string>; dropped: Record<string, number> } {
  const catalogueShort = new Set<string>();
  const catalogueKeys = new Set<string>();
  for (const v of VENUES) {
    for (const a of [v.name, ...(v.acr ?? []), ...(v.cs ?? []), ...(v.weak ?? [])]) catalogueShort.add(fold(a));
    for (const f of [v.name, ...(v.full ?? []), ...(v.weakFull ?? [])]) {
      const k = seriesKey(f);
      if (k) catalogueKeys.add(k);
    }
  }
  const dropped: Record<string, number> = { workshop: 0, generic: 0, catalogue: 0, several: 0, shape: 0 };
  const byKey = new Map<string, Set<string>>();
  const acronymOf = new Map<string, string>();
  for (const line of lines) {
    if (line.startsWith('#') || !line.includes('|')) continue;
    const [acr, name] = line.split('|');
    // The list's shape: an acronym ending in a digit after a letter is the list's own mark of a second row (MCPR2,
    // MASS2), not the usual acronym; none is read, as no other shape tells them from a real one (ISC2).
    if (!/^[A-Za-z0-9][\w&@+!./ -]*$/.test(acr) || /[A-Za-z]\d$/.test(acr)) { dropped.shape++; continue; }
    if (/workshop/i.test(name)) { dropped.workshop++; continue; }
    const key = seriesKey(name);
    if (key === null) { dropped.generic++; continue; }
    if (catalogueShort.has(fold(acr)) || catalogueKeys.has(key)) { dropped.catalogue++; continue; }
    if (!byKey.has(key)) byKey.set(key, new Set());
    byKey.get(key)!.add(fold(acr));
    if (!acronymOf.has(key)) acronymOf.set(key, acr);
  }
  const names: Record<string, string> = {};
  for (const key of [...byKey.keys()].sort()) {
    if (byKey.get(key)!.size > 1) { dropped.several++; continue; }
    names[key] = acronymOf.get(key)!;
  }
  return { names, dropped };
}

