import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { nameKey, type ListVenue } from './catalogue-lists.ts';
import type { VenueDef } from './catalogue-types.ts';
import { JournalNames, type JournalNameEntry } from './journal-names.ts';

/** Version of the files scripts/build-venue-catalogue.ts writes; bump when their shape changes. */
export const CATALOGUE_FORMAT = 2;

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

/** The venues of data/venues/catalogue-lists.json (CCF, ccf-deadlines, HF deadlines), before the hand-kept facts are merged in. */
export function readListVenues(file = path.join(DIR, 'catalogue-lists.json')): ListVenue[] {
  return read(file, false).venues as ListVenue[];
}

/** A catalogue venue as data/venues/catalogue.json stores it: `ambiguous` names its venues by their index in the file. */
export type VenueRow = Omit<VenueDef, 'ambiguous'> & { ambiguous?: number[] };

/** The merged catalogue as rows to write (see VenueRow); every venue an ambiguous one may mean must be in `venues`. */
export function catalogueRows(venues: readonly VenueDef[]): VenueRow[] {
  const at = new Map(venues.map((v, i) => [v, i]));
  return venues.map((v) => {
    if (!v.ambiguous) return v as VenueRow;
    return { ...v, ambiguous: v.ambiguous.map((x) => {
      const i = at.get(x);
      if (i === undefined) throw new CatalogueFileError(`venue catalogue: ambiguous venue ${v.name} means ${x.name}, which is not in the catalogue`);
      return i;
    }) };
  });
}

/**
 * The merged catalogue of data/venues/catalogue.json: the hand-kept facts with the list venues merged in by
 * scripts/build-venue-catalogue.ts (mergeCatalogue), so that no process merges them at start.
 */
export function readCatalogue(file = path.join(DIR, 'catalogue.json')): VenueDef[] {
  const rows = read(file, false).venues as VenueRow[];
  const venues = rows as unknown as VenueDef[];
  rows.forEach((r, i) => {
    if (!r.ambiguous) return;
    // In place: the venues an ambiguous one means are the catalogue's own objects (compared by identity).
    venues[i].ambiguous = r.ambiguous.map((k) => {
      if (!rows[k] || rows[k].ambiguous) throw new CatalogueFileError(`venue catalogue ${file}: venue ${i} (${r.name}) means venue ${k}, which is not a venue of the file; rebuild it with scripts/build-venue-catalogue.ts`);
      return venues[k];
    });
  });
  return venues;
}

let journals: JournalNames | null = null;

/** The JabRef name table and the indexes built beside it from the same pairs (see the readers below). */
export interface JournalTables {
  journals: JournalNames;
  physicalByInitials: Map<string, string>;
  journalInitialSet: Set<string>;
  ieee: Map<string, string>;
  ieeeNames: Map<string, string>;
}

/** The tables built from data/venues/journal-abbreviations.json.gz's pairs, beside it (the derived file's source hash). */
const JOURNAL_PAIRS = 'journal-abbreviations.json.gz';
const JOURNAL_TABLE = 'journal-table.json.gz';

/**
 * JabRef journal names (CC0): normalised full name or abbreviation -> ISO-4 abbreviation; loaded on first use. Read
 * from data/venues/journal-table.json.gz, the tables already built (scripts/build-journal-table.ts), when that file was
 * built from the shipped pairs (its source hash); else built from the pairs here (~0.5 s of CPU in every process and
 * thread on its first journal name, the tables alike: journal-table.test.ts).
 */
export function journalAbbreviations(file?: string): JournalNames {
  // Called per journal name read: the path is joined only on the first call.
  if (journals) return journals;
  const pairsFile = file ?? path.join(DIR, JOURNAL_PAIRS);
  const t = (file === undefined ? readJournalTable(path.join(DIR, JOURNAL_TABLE), pairsFile) : null) ?? buildJournalTables(readJournalPairs(pairsFile));
  ({ journals, physicalByInitials, journalInitialSet, ieee, ieeeNames } = t);
  return t.journals;
}

/** The [full name, ISO-4 abbreviation, 1 if physical] pairs of a journal-abbreviations file (default: the shipped one). */
export function readJournalPairs(file = path.join(DIR, JOURNAL_PAIRS)): [string, string, 1?][] {
  return read(file, true).pairs as [string, string, 1?][];
}

/** Builds the name table and its indexes from JabRef's pairs. */
export function buildJournalTables(pairs: readonly [string, string, 1?][]): JournalTables {
  const byInitials = new Map<string, Set<string>>();
  const byPhysical = new Map<string, Set<string>>();
  const initialsWhole = new Set<string>();
  function* entries(): Generator<JournalNameEntry> {
    for (const [full, abbr, phys] of pairs) {
      const key = nameKey(full);
      yield { key, abbr, physical: phys === 1 };
      // A journal JabRef lists with no abbreviation (its name as its own, ~7% of pairs) gives the same entry twice:
      // the table keeps the first, so the second is not keyed again.
      if (abbr !== full) yield { key: nameKey(abbr), abbr, physical: phys === 1 };
      const initials = IEEE_HEAD.test(full) && !full.includes('.') ? isoInitials(abbr) : null;
      if (initials) byInitials.set(initials, (byInitials.get(initials) ?? new Set()).add(full));
      // One journal per ISO-4 abbreviation: JabRef lists several full names of one journal under it. Every list counts
      // for the initials' ambiguity (JDST: J. Dispersion Sci. Technol., a physical one, and J. Diabetes Sci. Technol.).
      const initialsOf = physicalInitialsOf(abbr);
      const letters = initialsOf?.letters ?? null;
      if (letters) byPhysical.set(letters, (byPhysical.get(letters) ?? new Set<string>()).add(phys === 1 ? abbr : `\u0000${abbr}`));
      // "Commun. ACM" -> CACM, "J. ACM" -> JACM: an acronym inside the name is written whole in its initials.
      const whole = initialsOf?.whole ?? null;
      if (whole && whole !== letters) initialsWhole.add(whole);
    }
  }
  const names = new JournalNames(entries());
  const physicalBy = new Map<string, string>();
  const initialSet = new Set([...byPhysical.keys(), ...initialsWhole]);
  // Initials two journals share (JCP: J. Chem. Phys., J. Comput. Phys., …) name neither; one not on a physical-science
  // list (marked by a leading NUL) is not read this way.
  // One ISO-4 name that both a physical-science list and another list file ("Eur. Phys. J. B": its full name on JabRef's
  // general list is another spelling) is one journal, a physical one.
  for (const [letters, abbrs] of byPhysical) {
    const spelt = new Set([...abbrs].map((a) => a.replace(/^\u0000/, '')));
    const only = spelt.size === 1 ? [...spelt][0] : null;
    if (only && abbrs.has(only)) physicalBy.set(letters, only);
  }
  const ieeeBy = new Map<string, string>();
  const ieeeByName = new Map<string, string>();
  for (const [initials, fulls] of byInitials) {
    const keys = new Set([...fulls].map(nameKey));
    if (keys.size !== 1) continue; // initials two IEEE periodicals share name neither
    const full = [...fulls][0];
    ieeeBy.set(initials, full);
    ieeeByName.set(nameKey(full), initials);
  }
  return { journals: names, physicalByInitials: physicalBy, journalInitialSet: initialSet, ieee: ieeeBy, ieeeNames: ieeeByName };
}

/** SHA-256 of a file's bytes, hex. */
function sha256Of(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** The contents of data/venues/journal-table.json.gz for tables built from the pairs file `pairsFile`. */
export function journalTableFile(t: JournalTables, pairsFile: string): Buffer {
  const p = t.journals.parts();
  const b64 = (a: Uint8Array | Uint32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');
  const data = {
    format: CATALOGUE_FORMAT, source: sha256Of(pairsFile), text: p.text, abbrs: p.abbrs,
    abbrOf: b64(p.abbrOf), physical: b64(p.physical),
    physicalByInitials: [...t.physicalByInitials], journalInitials: [...t.journalInitialSet], ieee: [...t.ieee], ieeeNames: [...t.ieeeNames],
  };
  return zlib.gzipSync(JSON.stringify(data), { level: 9 });
}

/** A little-endian array of 32-bit numbers from base64 (copied: a decoded buffer need not be aligned to four bytes). */
function uint32s(b64: string): Uint32Array {
  const bytes = Buffer.from(b64, 'base64');
  const out = new Uint32Array(bytes.byteLength >> 2);
  new Uint8Array(out.buffer).set(bytes);
  return out;
}

/**
 * The tables stored in `tableFile`, or null when it is missing, unreadable, of another format or built from other pairs
 * than `pairsFile` holds (the caller then builds them from the pairs: a stale file is never read).
 */
export function readJournalTable(tableFile: string, pairsFile: string): JournalTables | null {
  let d: { format: number; source: string; text: string; abbrs: string[]; abbrOf: string; physical: string; physicalByInitials: [string, string][]; journalInitials: string[]; ieee: [string, string][]; ieeeNames: [string, string][] };
  try {
    d = JSON.parse(zlib.gunzipSync(fs.readFileSync(tableFile)).toString('utf8'));
    if (d.format !== CATALOGUE_FORMAT || d.source !== sha256Of(pairsFile)) return null;
  } catch { return null; }
  const physical = Buffer.from(d.physical, 'base64');
  return {
    journals: new JournalNames({ parts: { text: d.text, abbrs: d.abbrs, abbrOf: uint32s(d.abbrOf), physical: new Uint8Array(physical) } }),
    physicalByInitials: new Map(d.physicalByInitials), journalInitialSet: new Set(d.journalInitials), ieee: new Map(d.ieee), ieeeNames: new Map(d.ieeeNames),
  };
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

/**
 * The initials physicists write for a journal, from its ISO-4 name: the first letter of each capitalised word ("Phys.
 * Chem. Chem. Phys." -> PCCP, "Res. Astron. Astrophys." -> RAA, "J. Phys.: Condens. Matter" -> JPCM), and the same with
 * a word in capitals giving all its letters (`whole`: "Commun. ACM" -> CACM), as readers write such a journal's
 * initials. Each is null when shorter than three letters; null for a name with a word no letter starts (a digit, a
 * bracket). Both forms from one split of the name: this runs twice per JabRef pair on a process's first journal name.
 */
function physicalInitialsOf(abbr: string): { letters: string | null; whole: string | null } | null {
  let letters = '';
  let whole = '';
  for (const w of abbr.split(INITIALS_SEPARATOR)) {
    if (w === '' || INITIALS_SKIPPED.test(w)) continue;
    const c = w.charCodeAt(0);
    if (c < 65 || c > 90) return null; // /^[A-Z]/
    letters += w[0];
    whole += ACRONYM_WORD.test(w) ? w : w[0];
  }
  return { letters: letters.length >= 3 ? letters : null, whole: whole.length >= 3 ? whole : null };
}
const INITIALS_SEPARATOR = /[\s,:]+/;
const INITIALS_SKIPPED = /^(?:of|and|the|in|for|on|de|la|&)$/i;
const ACRONYM_WORD = /^[A-Z]{2,}$/;

let physicalByInitials: Map<string, string> | null = null;
let journalInitialSet: Set<string> | null = null;

/** True when the initials of some journal's ISO-4 name on any JabRef list, as physicalInitialsOf reads them (acronyms in it whole or not), are `acronym`. */
export function journalInitials(acronym: string): boolean {
  if (!journalInitialSet) journalAbbreviations();
  return journalInitialSet!.has(acronym);
}

/**
 * The physical-science journal (its ISO-4 abbreviation) whose initials, as physicalInitialsOf reads them, are `acronym`
 * ("PCCP" -> "Phys. Chem. Chem. Phys."), when it is on JabRef's physical-science lists and no journal on any JabRef list
 * shares them.
 */
export function physicalJournalByInitials(acronym: string): string | undefined {
  if (!physicalByInitials) journalAbbreviations();
  return physicalByInitials!.get(acronym);
}

/** True when JabRef lists the journal (by nameKey) on a physical-science list: it is cited by its ISO-4 name. */
export function physicalJournal(key: string): boolean {
  return journalAbbreviations().isPhysical(key);
}
