// Keys and shapes of stored affiliations that other domains (corrections, cards) share with the affiliation store,
// kept apart from it so that they need not import the store (which re-applies corrections when it writes).
import type { ResolvedInstitution } from './match.ts';
import { normalizeName } from './normalize.ts';

/** One affiliation of one author as shown on pages. */
export interface ShownAffiliation {
  text: string;
  institution_id: string | null;
  institution_en: string | null;
  institution_zh: string | null;
  unit_en: string | null;
  unit_zh: string | null;
  display: string;
  /** Where this affiliation was read (html | latex | pdf | llm | openalex): its own source, else the paper's. */
  source?: string | null;
}

/** A paper's authors with affiliations, and its institutions in author order without duplicates (the 机构 line). */
export interface PaperInstitutionView {
  source: string | null;
  authors: { name: string; affiliations: ShownAffiliation[] }[];
  institutions: { id: string; en: string; zh: string | null; display: string }[];
}

/** The key of an affiliation text (normalised), shared by every paper that prints it. */
export function textKey(text: string): string {
  return normalizeName(text).slice(0, 500);
}

/** The stored id of an institution: its registry id, or `org:<normalised name>` for an organisation not in the registry. */
export function institutionId(r: ResolvedInstitution): string {
  return r.id ?? `org:${normalizeName(r.name_en).slice(0, 200)}`;
}
