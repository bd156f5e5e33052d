import { normalizeName } from '../institutions/normalize.ts';
import { loadRegistry, type AliasHit } from '../institutions/registry.ts';

/** Weight (ROR relations, registry.ts) from which an institution is well known: ~1.5% of the registry (MIT, NASA, NIH). */
const WELL_KNOWN = 15;
const wellKnown = (hits: AliasHit[] | undefined): boolean => (hits ?? []).some((h) => h.curated || h.inst.weight >= WELL_KNOWN);

/**
 * An acronym the institution registry gives to a well-known institution, as written: a hand-written alias (MIT, USTC,
 * ETH, UCLA) or a ROR record of weight WELL_KNOWN or more (NASA, NIH, WHO). The registry loads on first use (the callers'
 * paths are rare: a name no venue list knows).
 */
export function wellKnownInstitution(acr: string): boolean {
  return wellKnown(loadRegistry().byAcronym.get(acr));
}

/** A name the registry gives to a well-known institution, whole ("Harvard", "Fermilab", "Simons Institute"). */
export function wellKnownInstitutionName(name: string): boolean {
  return wellKnown(loadRegistry().byKey.get(normalizeName(name)));
}
