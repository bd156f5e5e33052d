import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { nameKey, type ListVenue } from './catalogue-lists.ts';

/** Version of the files scripts/build-venue-catalogue.ts writes; bump when their shape changes. */
export const CATALOGUE_FORMAT = 1;

// import.meta.url, not import.meta.dirname: worker-thread bundles rewrite only the former (src/arxiv/thread-entry.ts).
const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data/venues');

/** Error reading a shipped catalogue file; names the file and what to run. */
export class CatalogueFileError extends Error {
  readonly code = 'VENUES_CATALOGUE_FILE';
}

function read(file: string, gz: boolean): { format: number } & Record<string, unknown> {
  let data: { format: number } & Record<string, unknown>;
  try {
    const raw = fs.readFileSync(file);
    data = JSON.parse((gz ? zlib.gunzipSync(raw) : raw).toString('utf8'));
  } catch (err) {
    throw new CatalogueFileError(`venue catalogue unreadable: ${file} (${(err as Error).message}); rebuild it with scripts/build-venue-catalogue.ts`);
  }
  if (data.format !== CATALOGUE_FORMAT) throw new CatalogueFileError(`venue catalogue ${file} has format ${data.format}, expected ${CATALOGUE_FORMAT}; rebuild it with scripts/build-venue-catalogue.ts`);
  return data;
}

/** The venues of data/venues/catalogue.json (CCF, ccf-deadlines, HF deadlines). */
export function readListVenues(file = path.join(DIR, 'catalogue.json')): ListVenue[] {
  return read(file, false).venues as ListVenue[];
}

let journals: Map<string, string> | null = null;
let physical: Set<string> | null = null;

/** JabRef journal names (CC0): normalised full name or abbreviation -> ISO-4 abbreviation; loaded on first use. */
export function journalAbbreviations(file?: string): Map<string, string> {
  // Called per journal name read: the path is joined only on the first call.
  if (journals) return journals;
  const pairs = read(file ?? path.join(DIR, 'journal-abbreviations.json.gz'), true).pairs as [string, string, 1?][];
  const m = new Map<string, string>();
  const p = new Set<string>();
  const byInitials = new Map<string, Set<string>>();
  for (const [full, abbr, phys] of pairs) {
    if (!m.has(nameKey(full))) m.set(nameKey(full), abbr);
    if (!m.has(nameKey(abbr))) m.set(nameKey(abbr), abbr);
    if (phys) { p.add(nameKey(full)); p.add(nameKey(abbr)); }
    const initials = IEEE_HEAD.test(full) && !full.includes('.') ? isoInitials(abbr) : null;
    if (initials) byInitials.set(initials, (byInitials.get(initials) ?? new Set()).add(full));
  }
  journals = m;
  physical = p;
  ieee = new Map();
  ieeeNames = new Map();
  for (const [initials, fulls] of byInitials) {
    const keys = new Set([...fulls].map(nameKey));
    if (keys.size !== 1) continue; // initials two IEEE periodicals share name neither
    const full = [...fulls][0];
    ieee.set(initials, full);
    ieeeNames.set(nameKey(full), initials);
  }
  return m;
}

/** "IEEE", "IEEE/ACM", "IEEE/CAA" leading a periodical's name. */
const IEEE_HEAD = /^IEEE(?:\/[A-Z]+)?\s/;
/**
 * The initials readers abbreviate an IEEE periodical by, from the capitalised words of its ISO-4 name after the
 * publisher: "IEEE Trans. Autom. Sci. Eng." -> TASE, "IEEE Wireless Commun. Lett." -> WCL, "IEEE J. Sel. Areas
 * Commun." -> JSAC, "IEEE/ACM Trans. Audio, Speech, Lang. Process." -> TASLP. Three letters at least; null otherwise.
 */
export function isoInitials(abbr: string): string | null {
  if (!IEEE_HEAD.test(abbr) || !abbr.includes('.')) return null;
  const initials = abbr.replace(IEEE_HEAD, '').split(/[\s,]+/).filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('');
  return initials.length >= 3 ? initials : null;
}

let ieee: Map<string, string> | null = null;
let ieeeNames: Map<string, string> | null = null;

/** The IEEE periodical (its full name) whose initials, as isoInitials reads them, are `acronym` ("T-ASE" = TASE), if one only. */
export function ieeePeriodical(acronym: string): string | undefined {
  if (!ieee) journalAbbreviations();
  return ieee!.get(acronym.toUpperCase().replace(/-/g, ''));
}

/** The initials of the IEEE periodical of this full name (by nameKey), when no other IEEE periodical shares them. */
export function ieeeInitials(key: string): string | undefined {
  if (!ieeeNames) journalAbbreviations();
  return ieeeNames!.get(key);
}

/** True when JabRef lists the journal (by nameKey) on a physical-science list: it is cited by its ISO-4 name. */
export function physicalJournal(key: string): boolean {
  if (!physical) journalAbbreviations();
  return physical!.has(key);
}
