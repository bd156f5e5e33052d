// A corrected venue is free text typed by a reader and accepted by a moderator. Only a venue the catalogue knows
// (by its name, an acronym or a full name) gets an edition — a page, counts, feeds; any other text stays on the
// paper it corrects, listed on no edition page, and the moderation queue says so before it is accepted. Without
// this, "}" made /venues/-2026 and differently written names shared one slug.
import { VENUES, type VenueDef } from '../venues/catalogue.ts';
import { editionSlug } from '../venues/edition.ts';

const key = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

const BY_ANY_NAME: ReadonlyMap<string, VenueDef> = (() => {
  const m = new Map<string, VenueDef>();
  // Canonical names first, so an acronym of one venue never shadows another's name.
  for (const v of VENUES) m.set(key(v.name), v);
  for (const v of VENUES) for (const n of [...(v.acr ?? []), ...(v.cs ?? []), ...(v.full ?? [])]) if (!m.has(key(n))) m.set(key(n), v);
  return m;
})();

/** The catalogue venue a corrected venue name means ("icml", "International Conference on Machine Learning" → ICML), if any. */
export function catalogueVenue(name: string): VenueDef | undefined {
  return BY_ANY_NAME.get(key(name));
}

/** The venue name and edition slug a corrected venue is stored with: the catalogue's name and edition, or the text as typed and no edition. */
export function correctedVenue(name: string, year: number | null): { venue: string; edition: string | null; known: boolean } {
  const v = catalogueVenue(name);
  if (!v) return { venue: name, edition: null, known: false };
  return { venue: v.name, edition: editionSlug(v.name, year), known: true };
}
