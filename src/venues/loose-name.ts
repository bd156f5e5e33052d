import { VENUES, onCatalogueChange } from './catalogue.ts';
import { nameKey } from './catalogue-lists.ts';

/** Function words a cited name drops or adds ("Software Engineering Methodology"), and "AI" for "Artificial Intelligence". */
const LOOSE_DROP = /\b(?:and|of|on|the|for|in)\b|&/g;
/** A leading "The" and publisher, which catalogue full names leave out (cleanFullName). */
const LOOSE_LEAD = /^(?:the\s+)?(?:(?:ieee|acm)(?:\/[a-z]+)?\s+)?/;
function looseKey(name: string): string {
  return nameKey(name.toLowerCase().replace(LOOSE_LEAD, '').replace(/\bai\b/g, 'artificial intelligence').replace(LOOSE_DROP, ' '));
}
let looseNames: Map<string, string | null> | null = null;
onCatalogueChange(() => { looseNames = null; });

/** The catalogue venue whose full name equals `name` up to function words and "AI" (one venue only), else null. */
export function looseCatalogueName(name: string): string | null {
  if (!looseNames) {
    looseNames = new Map();
    for (const v of VENUES) for (const f of [...(v.full ?? []), ...(v.weakFull ?? [])]) {
      const k = looseKey(f);
      if (k.length < 12) continue;
      const had = looseNames.get(k);
      looseNames.set(k, had === undefined || had === v.name ? v.name : null);
    }
  }
  return looseNames.get(looseKey(name)) ?? null;
}

let foldedAcronyms: Map<string, string | null> | null = null;
onCatalogueChange(() => { foldedAcronyms = null; });

/**
 * "EUROPAR" for Euro-Par: the catalogue venue one of whose acronyms (or its name) is `acr` up to case, hyphens and
 * spaces (one venue only; five letters at least: short acronyms collide), else null.
 */
export function foldedAcronymName(acr: string): string | null {
  if (!foldedAcronyms) {
    foldedAcronyms = new Map();
    for (const v of VENUES) for (const a of [v.name, ...(v.acr ?? []), ...(v.cs ?? [])]) {
      const k = nameKey(a);
      if (k.length < 5) continue;
      const had = foldedAcronyms.get(k);
      foldedAcronyms.set(k, had === undefined || had === v.name ? v.name : null);
    }
  }
  const k = nameKey(acr);
  return k.length < 5 ? null : foldedAcronyms.get(k) ?? null;
}
